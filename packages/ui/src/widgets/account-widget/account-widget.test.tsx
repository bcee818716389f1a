import type { AuthUser } from '@portico/core';
import { createFakeAuthClient, fail, fakeAccountUser, hang, type FakeScript } from '@portico/core/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { AccountWidget, type AccountWidgetProps } from './account-widget';

const passkey = { webauthnRegistrationId: 'webauthn-test-1', name: 'Laptop' };
const work = { emailId: 'email-test-2', email: 'ada@work.example', verified: true };
/** Ada with everything, two addresses and a passkey; this session (a passkey and an emailed code) has the two categories Stytch's rule asks for. */
const ada = fakeAccountUser({ webauthnRegistrations: [passkey], emails: [{ emailId: 'email-test-1', email: 'ada@example.com', verified: true }, work] });

function setup({
  user = ada,
  sessionFactors = ['webauthn', 'otp'],
  script = {},
  props = {},
}: { user?: AuthUser | null; sessionFactors?: string[]; script?: FakeScript; props?: Partial<AccountWidgetProps> } = {}) {
  const client = createFakeAuthClient({ user, sessionFactors, script });
  const rendered = render(<AccountWidget client={client} {...props} />);
  return { client, user: userEvent.setup(), ...rendered };
}

const section = (name: string) => screen.getByRole('region', { name });
const announcement = (name: string) => section(name).querySelector('[data-slot="account-section-announcement"]');
/** Tabs forward until `element` has the focus (the keyboard alone). */
async function tabTo(user: ReturnType<typeof userEvent.setup>, element: HTMLElement) {
  for (let presses = 0; document.activeElement !== element; presses += 1) {
    if (presses > 60) throw new Error(`the focus never reached ${element.outerHTML.slice(0, 80)}`);
    await user.tab();
  }
}

describe('AccountWidget', () => {
  it('shows who is signed in and the sections in order, with no axe violations', async () => {
    const { container } = setup();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Profile' });
    expect(container.querySelector('[data-slot="widget-frame"]')).toHaveAttribute('data-screen', 'Account');
    expect(container.querySelector('[data-slot="account-name"]')).toHaveTextContent('Ada Lovelace');
    expect(Array.from(container.querySelectorAll('[data-slot="account-section"]')).map((element) => element.getAttribute('data-section'))).toEqual([
      'profile',
      'emailAddresses',
      'phoneNumbers',
      'password',
      'connectedAccounts',
      'passkeys',
      'secondFactors',
      'connectedApps',
    ]);
    await expectNoAxeViolations(container);
  });

  it('removes an address by the keyboard alone: the dialog takes the focus, Escape gives it back to Remove, Enter removes it and the focus goes to the title', async () => {
    const { client, user, container } = setup();
    await screen.findByRole('region', { name: 'Email addresses' });
    const remove = screen.getByRole('button', { name: 'Remove ada@work.example' });
    await tabTo(user, remove);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove ada@work.example?' });
    // Inside the widget's frame, and Cancel first.
    expect(container.querySelector('[data-slot="widget-frame"]')).toContainElement(dialog);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    // The dialog itself (the page behind it is aria-hidden by Radix while it is open, the focus
    // trapped in the dialog: the stories check the whole page in Chromium).
    await expectNoAxeViolations(dialog);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(remove).toHaveFocus());
    expect(client.callsTo('user.deleteEmail')).toEqual([]);

    await user.keyboard('{Enter}');
    const again = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.tab({ shift: true });
    expect(within(again).getByRole('button', { name: 'Remove' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(announcement('Email addresses')).toHaveTextContent('The email address has been removed.'));
    expect(client.callsTo('user.deleteEmail')).toEqual([{ emailId: 'email-test-2' }]);
    expect(screen.queryByRole('button', { name: 'Remove ada@work.example' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(section('Email addresses')).getByRole('heading', { name: 'Email addresses' })).toHaveFocus());
  });

  it('keeps the dialog open while the removal is made: Escape does nothing then', async () => {
    const { user } = setup({ script: { 'user.deleteEmail': hang() } });
    await screen.findByRole('region', { name: 'Email addresses' });
    await user.click(screen.getByRole('button', { name: 'Remove ada@work.example' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' })).toHaveAttribute('aria-busy', 'true');
  });

  it('an address refused is said at its field, which keeps the focus and what was typed; Cancel gives the focus back to Add', async () => {
    const { user, client } = setup();
    await screen.findByRole('region', { name: 'Email addresses' });
    await user.click(screen.getByRole('button', { name: 'Add an email address' }));
    const field = screen.getByLabelText('New email address');
    expect(field).toHaveFocus();
    await user.keyboard('ada@work.example{Enter}');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('This email address is already in use. Enter another one.');
    expect(field).toHaveValue('ada@work.example');
    expect(field).toHaveFocus();
    expect(client.callsTo('otps.email.send')).toEqual([]);
    // Typing again clears the error.
    await user.keyboard('{Backspace}');
    expect(field).not.toHaveAttribute('aria-invalid');

    await tabTo(user, screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add an email address' })).toHaveFocus());
  });

  it('adds an address by its code, by the keyboard, and announces it', async () => {
    const { user, client } = setup();
    await screen.findByRole('region', { name: 'Email addresses' });
    await tabTo(user, screen.getByRole('button', { name: 'Add an email address' }));
    await user.keyboard('{Enter}');
    await user.keyboard('ada@new.example{Enter}');
    const code = await screen.findByLabelText('One-time passcode');
    await waitFor(() => expect(code).toHaveFocus());
    expect(client.callsTo('otps.email.send')).toMatchObject([{ email: 'ada@new.example' }]);
    await user.keyboard('123456');
    await waitFor(() => expect(announcement('Email addresses')).toHaveTextContent('The email address has been added.'));
    expect(within(section('Email addresses')).getByText('ada@new.example', { selector: '[data-slot="account-list-row-label"] bdi' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add an email address' })).toHaveFocus());
  });

  it('a failed save keeps the name typed and says why under the form; a saved one is announced', async () => {
    const { user } = setup({
      script: { 'user.update': [fail('network_unreachable'), ({ name }) => ({ ...ada, name: { ...ada.name, ...name } })] },
    });
    await screen.findByRole('region', { name: 'Profile' });
    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Augusta{Enter}');
    const error = await waitFor(() => {
      const element = section('Profile').querySelector('[data-slot="section-error"]');
      if (!element) throw new Error('no error yet');
      return element;
    });
    expect(error).toHaveAttribute('role', 'alert');
    expect(first).toHaveValue('Augusta');
    expect(announcement('Profile')).toBeEmptyDOMElement();
    // The second try goes through.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(announcement('Profile')).toHaveTextContent('Your name has been saved.'));
    expect(section('Profile').querySelector('[data-slot="section-error"]')).toBeNull();
    expect(screen.getByLabelText('First name')).toHaveValue('Augusta');
  });

  it('a wrong current password is said at its field; the new one stays', async () => {
    const { user } = setup({ script: { 'passwords.resetByExistingPassword': fail('unauthorized_credentials') } });
    await screen.findByRole('region', { name: 'Password' });
    await user.type(screen.getByLabelText('Current password'), 'not it');
    await user.type(screen.getByLabelText('New password'), 'correct horse battery staple');
    const save = screen.getByRole('button', { name: 'Change password' });
    await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'));
    await user.click(save);
    const current = screen.getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(current).toHaveAccessibleDescription('Unauthorized credentials.');
    await waitFor(() => expect(current).toHaveFocus());
    expect(screen.getByLabelText('New password')).toHaveValue('correct horse battery staple');
  });

  it('a change that steps up: the focus goes to the step-up (its code field once it arrives), and Cancel gives it back to the button that started it, with what was typed', async () => {
    // This session proved only her address, and she has a phone: Stytch wants the phone's category.
    const { user } = setup({ sessionFactors: ['otp'], script: { 'user.update': fail('insufficient_factors') } });
    await screen.findByRole('region', { name: 'Profile' });
    await user.type(screen.getByLabelText('Last name'), '-King');
    await tabTo(user, screen.getByRole('button', { name: 'Save' }));
    await user.keyboard('{Enter}');
    await within(section('Profile')).findByText('For your security, confirm it is you before making this change.');
    const code = await within(section('Profile')).findByLabelText('One-time passcode');
    await waitFor(() => expect(code).toHaveFocus());
    await user.click(within(section('Profile')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus());
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace-King');
  });
});
