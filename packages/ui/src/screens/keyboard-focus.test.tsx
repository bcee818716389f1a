/**
 * Found by the end-to-end keyboard matrix (packages/playground/e2e/keyboard.spec.ts): what a
 * keyboard and screen-reader user gets where a screen puts the focus in its field rather than on
 * its title, and Escape on the passkey delete confirmation.
 */
import { createFakeAuthClient, fail, fakeUser } from '@portico/core/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginWidget } from '../widgets/login-widget/login-widget';
import { PasskeyRegistrationWidget } from '../widgets/passkey-registration-widget/passkey-registration-widget';

const passwords = { products: ['passwords' as const, 'emailMagicLinks' as const], emailMagicLinksOptions: {} };

describe('screens that focus their field say where the user is', () => {
  it("the passcode field, focused on arrival, is described by 'sent to you at …' (then by a wrong code's error)", async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient({ script: { 'otps.authenticate': fail('otp_code_not_found') } });
    render(<LoginWidget client={client} config={{ products: ['otp'], otpOptions: { methods: ['email'] } }} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
    const code = await screen.findByLabelText('One-time passcode');
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription(/^A 6-digit passcode was sent to you at ada@example\.com\.\s*$/);
    await user.keyboard('000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid passcode, please try again.');
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription('A 6-digit passcode was sent to you at ada@example.com. Invalid passcode, please try again.');
  });

  it("the password field is described by the screen's title: 'Log In'", async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient({ script: { 'users.search': { userType: 'password' } } });
    render(<LoginWidget client={client} config={passwords} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
    await screen.findByRole('heading', { name: 'Log In' });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription(/^Log In/);
  });

  it("creating one: by 'Create an account' and its text, before the strength feedback", async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient({ script: { 'users.search': { userType: 'new' } } });
    render(<LoginWidget client={client} config={passwords} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
    await screen.findByRole('heading', { name: 'Create an account' });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription(/^Create an account Finish creating your account by setting a password\./);
  });
});

describe('the passkey delete confirmation', () => {
  it('closes with Escape (as the rename row does), giving the focus back to the row’s Delete', async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient({ user: fakeUser([{ webauthnRegistrationId: 'webauthn-laptop', name: 'Laptop' }]) });
    render(<PasskeyRegistrationWidget client={client} config={{ sessionOptions: { sessionDurationMinutes: 45 } }} />);
    await screen.findByRole('heading', { name: 'Set up a new Passkey' });
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Skip' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('list', { name: 'Existing Passkeys' });

    const remove = screen.getByRole('button', { name: 'Delete Laptop' });
    remove.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Once deleted, the passkey cannot be restored.')).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Delete Laptop' });
    expect(confirm).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Once deleted, the passkey cannot be restored.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Laptop' })).toHaveFocus();
    expect(client.callsTo('webauthn.delete')).toEqual([]);

    // From Cancel too: Escape anywhere in the confirmation.
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Once deleted, the passkey cannot be restored.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Laptop' })).toHaveFocus();
  });
});
