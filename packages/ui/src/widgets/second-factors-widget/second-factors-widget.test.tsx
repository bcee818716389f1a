import type { AuthUser } from '@portico/core';
import { createFakeAuthClient, fail, fakeUser, type FakeScript } from '@portico/core/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { SecondFactorsWidget, type SecondFactorsWidgetProps } from './second-factors-widget';
import { sentence } from '../../test/text';

const phone = { phoneId: 'phone-1', phoneNumber: '+14155550100', verified: true };
/** Ada, with the second factors given (verified) and a passkey. */
const ada = (enrolled: { totp?: boolean; phone?: boolean } = {}): AuthUser => ({
  ...fakeUser([{ webauthnRegistrationId: 'webauthn-laptop', name: 'Laptop' }]),
  totps: enrolled.totp ? [{ totpId: 'totp-1', verified: true }] : [],
  phoneNumbers: enrolled.phone ? [phone] : [],
});

function setup({
  user = ada({ totp: true, phone: true }),
  sessionFactors = ['otp', 'totp'],
  script = {},
  props = {},
}: { user?: AuthUser | null; sessionFactors?: string[]; script?: FakeScript; props?: Partial<SecondFactorsWidgetProps> } = {}) {
  const client = createFakeAuthClient({ user, sessionFactors, script });
  const rendered = render(<SecondFactorsWidget client={client} {...props} />);
  const frame = () => rendered.container.querySelector('[data-slot="widget-frame"]');
  return { client, user: userEvent.setup(), frame, ...rendered };
}

const list = () => screen.getByRole('list', { name: 'Your second steps' });
const rowNames = () => within(list()).getAllByRole('listitem').map((item) => item.querySelector('[data-slot="second-factor-name"]')?.textContent);

describe('SecondFactorsWidget', () => {
  it('lists the app, the phone (masked), the passkeys and the codes left; removes the phone after asking, with the keyboard', async () => {
    const { client, user, frame, container } = setup({ script: { 'user.get': [ada({ totp: true, phone: true }), ada({ totp: true })] } });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(frame()).toHaveAttribute('data-screen', 'SecondFactors');
    expect(rowNames()).toEqual(['Authenticator app', 'Text message to •••• 0100']);
    expect(screen.queryByText(/4155550100/)).not.toBeInTheDocument();
    expect(screen.getByText(sentence('Recovery codes left: 4'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get new codes' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Passkeys' })).getByText('Laptop')).toBeInTheDocument();
    // An app is there already (Stytch keeps one): only a phone can be added.
    expect(screen.queryByRole('button', { name: 'Add authenticator app' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add phone number' })).toBeInTheDocument();
    await expectNoAxeViolations(container);

    // 'Remove' asks first; the confirmation takes the focus, the other controls go.
    const removePhone = screen.getByRole('button', { name: 'Remove the phone number •••• 0100' });
    while (document.activeElement !== removePhone) await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Remove the phone number •••• 0100?');
    const confirm = screen.getByRole('button', { name: 'Remove the phone number •••• 0100' });
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveAccessibleDescription(/You will no longer be able to use it as a second step at login\./);
    expect(screen.queryByRole('button', { name: 'Remove the authenticator app' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add phone number' })).not.toBeInTheDocument();
    expect(client.callsTo('user.deletePhoneNumber')).toEqual([]);
    await expectNoAxeViolations(container);

    // Enter removes it: the row is gone, the focus on the list's title, the change announced.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowNames()).toEqual(['Authenticator app']));
    expect(client.callsTo('user.deletePhoneNumber')).toEqual([{ phoneId: 'phone-1' }]);
    expect(screen.getByRole('heading', { name: 'Your second steps' })).toHaveFocus();
    await waitFor(() => expect(container.querySelector('[data-slot="second-factors-announcement"]')).toHaveTextContent('Removed.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Cancel and Escape keep the factor, the focus back on its Remove', async () => {
    const { client, user } = setup();
    await screen.findByRole('list', { name: 'Your second steps' });
    await user.click(screen.getByRole('button', { name: 'Remove the authenticator app' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Remove the authenticator app?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove the authenticator app' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove the authenticator app' })).toHaveFocus();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove the authenticator app' })).toHaveFocus();
    expect(rowNames()).toEqual(['Authenticator app', 'Text message to •••• 0100']);
    expect(client.callsTo('user.deleteTotp')).toEqual([]);
  });

  it("refuses to remove the last second factor under policy: 'required', under the list", async () => {
    const { client, user } = setup({ user: ada({ totp: true }), props: { mfaOptions: { policy: 'required', methods: ['totp', 'sms'] } } });
    expect(await screen.findByText('This app requires a second step at login: keep at least one.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove the authenticator app' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This is your only second step at login, and this app requires one. Add another before you remove it.',
    );
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(client.callsTo('user.deleteTotp')).toEqual([]);
  });

  it("'Add authenticator app' shows the enrolment (QR code, setup key), and Cancel goes back to the list", async () => {
    const { client, user, frame, container } = setup({ user: ada({ phone: true }) });
    await screen.findByRole('list', { name: 'Your second steps' });
    await user.click(screen.getByRole('button', { name: 'Add authenticator app' }));
    expect(await screen.findByRole('heading', { name: 'Set up an authenticator app' })).toBeInTheDocument();
    expect(frame()).toHaveAttribute('data-screen', 'SecondFactorsEnrol');
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Setup key' })).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(client.callsTo('totps.create')).toHaveLength(1);
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['Text message to •••• 0100']);
  });

  it('adds the app through to its recovery codes, then lists it and says so', async () => {
    const { user } = setup({ user: ada(), sessionFactors: ['otp'], script: { 'user.get': [ada(), ada({ totp: true })] } });
    expect(await screen.findByText('You have not added a second step yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add authenticator app' }));
    await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    await user.click(screen.getByLabelText('One-time passcode'));
    await user.keyboard('123456');
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument();
    // The app is set up by now: no Cancel.
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    await waitFor(() => expect(rowNames()).toEqual(['Authenticator app']));
    await waitFor(() => expect(screen.getByText('Your authenticator app is set up.')).toBeInTheDocument());
  });

  it('shows its own error without a signed-in user', async () => {
    const { frame, container } = setup({ user: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Cannot use SecondFactors component without active user authenticated.');
    expect(frame()).toHaveAttribute('data-screen', 'SecondFactorsError');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('says why the list did not load, and tries again', async () => {
    const { user, frame } = setup({ script: { 'user.get': [fail('network_unreachable'), ada({ totp: true })] } });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(frame()).toHaveAttribute('data-screen', 'SecondFactorsLoadFailed');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rowNames()).toEqual(['Authenticator app']));
  });

  it('speaks Spanish with es', async () => {
    const { es } = await import('../../messages');
    setup({ props: { messages: es, locale: 'es' } });
    expect(await screen.findByRole('heading', { name: 'Verificación en dos pasos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar la app de autenticación' })).toBeInTheDocument();
  });
});
