import { createFakeAuthClient, fail, fakeAuthenticateResult } from '@portico/core/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { LoginWidget } from './login-widget';
import { sentence } from '../../test/text';

const config = (policy: 'whenEnrolled' | 'required') => ({
  products: ['passwords' as const, 'emailMagicLinks' as const],
  emailMagicLinksOptions: {},
  mfaOptions: { policy, methods: ['totp' as const, 'sms' as const] },
});

/** A password login's answer: one factor, of a user with the authenticator app (and phone) given. */
function passwordLogin({ totp = false, phone = false } = {}) {
  const result = fakeAuthenticateResult(undefined, ['password']);
  result.user!.totps = totp ? [{ totpId: 'totp-test-1', verified: true }] : [];
  result.user!.phoneNumbers = phone ? [{ phoneId: 'phone-test-1', phoneNumber: '+12015550100', verified: true }] : [];
  return result;
}

async function logInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
  await user.type(await screen.findByLabelText('Password'), 'correct horse{Enter}');
}

afterEach(() => vi.restoreAllMocks());

/** What the fake client's `totps.create` answers by default (its fakeTotpEnrolment). */
const RECOVERY_CODES = ['ckss-2skx-ebow', 'spbc-424h-usy0', 'hi08-n5tk-lns5', 'dr27-5mco-4t0i', '1p7w-sbm3-lv1q'];

describe('LoginWidget with second factors (mfaOptions)', () => {
  it('asks a user with an authenticator app for its code: a wrong one, then the right one', async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient({
      script: {
        'users.search': { userType: 'password' },
        'passwords.authenticate': () => passwordLogin({ totp: true, phone: true }),
        'totps.authenticate': [fail('unable_to_authenticate_totp'), () => fakeAuthenticateResult(undefined, ['password', 'totp'])],
      },
    });
    const { container } = render(<LoginWidget client={client} config={config('whenEnrolled')} />);
    await logInWithPassword(user);

    expect(await screen.findByRole('heading', { name: 'Enter the 6-digit code from your authenticator app' })).toBeInTheDocument();
    expect(container.querySelector('[data-slot="widget-frame"]')).toHaveAttribute('data-screen', 'MFA');
    // No way back: the password's session is already the page's.
    expect(screen.queryByRole('button', { name: 'Go back' })).not.toBeInTheDocument();
    const code = screen.getByLabelText('One-time passcode');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // Focused on arrival, past the title: the field is described by it.
    expect(code).toHaveAccessibleDescription(/^Enter the 6-digit code from your authenticator app\s*$/);
    expect(screen.getByRole('button', { name: 'Use a recovery code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Text me a code instead' })).toBeInTheDocument();
    await expectNoAxeViolations(container);

    // Submitted on the 6th digit.
    await user.keyboard('000000');
    expect(await screen.findByText('That code is incorrect or has expired. Enter the code your app shows now.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Verifying passcode…')).not.toBeInTheDocument();
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription(
      'Enter the 6-digit code from your authenticator app That code is incorrect or has expired. Enter the code your app shows now.',
    );
    await expectNoAxeViolations(container);

    // The wrong code is selected: the next one replaces it.
    await user.keyboard('123456');
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(client.callsTo('totps.authenticate')).toEqual([
      { code: '000000', sessionDurationMinutes: 30 },
      { code: '123456', sessionDurationMinutes: 30 },
    ]);
  });

  it('takes a recovery code instead, by keyboard alone, and says how many are left', async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient({
      script: {
        'users.search': { userType: 'password' },
        'passwords.authenticate': () => passwordLogin({ totp: true }),
        'totps.recover': [fail('unable_to_authenticate_recovery_code'), () => fakeAuthenticateResult(undefined, ['password', 'recovery_codes'])],
        'totps.recoveryCodes': { totpId: 'totp-test-1', recoveryCodes: ['spbc-424h-usy0'] },
      },
    });
    const { container } = render(<LoginWidget client={client} config={config('whenEnrolled')} />);
    await logInWithPassword(user);
    expect(await screen.findByLabelText('One-time passcode')).toHaveFocus();
    // No phone on file: no text message offered.
    expect(screen.queryByRole('button', { name: 'Text me a code instead' })).not.toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Use a recovery code' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const field = await screen.findByRole('textbox', { name: 'Recovery code' });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAccessibleDescription(/^Enter one of the recovery codes you saved/);
    expect(field).toHaveAttribute('spellcheck', 'false');
    await expectNoAxeViolations(container);

    // Enter on an empty field: the error under it, nothing sent.
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Enter a recovery code.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(client.callsTo('totps.recover')).toEqual([]);

    await user.keyboard('ckss-2skx-ebow{Enter}');
    expect(await screen.findByText('That recovery code is incorrect or was already used.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-busy');
    await user.clear(field);
    await user.keyboard(' CKSS-2SKX-EBOW {Enter}');

    expect(await screen.findByRole('heading', { name: 'Recovery code accepted' })).toHaveFocus();
    expect(screen.getByText(sentence('You have 1 recovery code left.'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up the app again for new codes' })).toBeInTheDocument();
    expect(client.callsTo('totps.recover')).toEqual([
      { recoveryCode: 'ckss-2skx-ebow', sessionDurationMinutes: 30 },
      { recoveryCode: 'ckss-2skx-ebow', sessionDurationMinutes: 30 },
    ]);
    await expectNoAxeViolations(container);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
  });

  it("texts a code to the phone on file instead, showing only the number's end", async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient({
      script: {
        'users.search': { userType: 'password' },
        'passwords.authenticate': () => passwordLogin({ totp: true, phone: true }),
      },
    });
    render(<LoginWidget client={client} config={config('whenEnrolled')} />);
    await logInWithPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Text me a code instead' }));
    expect(await screen.findByText(sentence('A 6-digit passcode was sent to you at •••• 0100.'))).toBeInTheDocument();
    expect(client.callsTo('otps.sms.send')).toEqual([{ phoneNumber: '+12015550100', expirationMinutes: 5 }]);
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeInTheDocument();
    expect(screen.getByText(sentence('Your code expires in 5:00.'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use your authenticator app instead' }));
    expect(await screen.findByRole('heading', { name: 'Enter the 6-digit code from your authenticator app' })).toBeInTheDocument();
  });

  it('enrols an authenticator app when the policy requires one: QR code, setup key, first code, recovery codes', async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient({
      script: {
        'users.search': { userType: 'password' },
        'passwords.authenticate': () => passwordLogin(),
      },
    });
    const { container } = render(<LoginWidget client={client} config={config('required')} />);
    await logInWithPassword(user);

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByRole('heading', { name: 'Set up an authenticator app' })).toHaveFocus();
    const key = screen.getByRole('group', { name: 'Setup key' });
    expect(within(key).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.click(within(key).getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(within(key).getByRole('status')).toHaveTextContent('Copied');
    await expectNoAxeViolations(container);

    await user.click(screen.getByLabelText('One-time passcode'));
    await user.keyboard('123456');
    const codesHeading = await screen.findByRole('heading', { name: 'Save your recovery codes' });
    expect(codesHeading).toHaveFocus();
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(RECOVERY_CODES);
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(await navigator.clipboard.readText()).toBe(RECOVERY_CODES.join('\n'));

    const createObjectURL = vi.fn((_blob: Blob) => 'blob:recovery-codes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('recovery-codes.txt');
      expect(this.href).toBe('blob:recovery-codes');
    });
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe(`${RECOVERY_CODES.join('\n')}\n`);

    await user.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(client.callsTo('totps.create')).toEqual([{ expirationMinutes: 60 }]);
    expect(client.callsTo('totps.authenticate')).toEqual([{ code: '123456', sessionDurationMinutes: 30 }]);
  });

  it('adds a phone number when SMS is the only second factor: an invalid one says so, then its code', async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient({
      script: {
        'users.search': { userType: 'password' },
        'passwords.authenticate': () => passwordLogin(),
      },
    });
    const { container } = render(
      <LoginWidget client={client} config={{ ...config('required'), mfaOptions: { policy: 'required', methods: ['sms'] } }} />,
    );
    await logInWithPassword(user);
    expect(await screen.findByRole('heading', { name: 'Add a phone number' })).toHaveFocus();
    await expectNoAxeViolations(container);
    const phone = screen.getByLabelText('Phone number');
    await user.click(phone);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Enter your phone number.')).toBeInTheDocument();
    await user.keyboard('12{Enter}');
    expect(await screen.findByText('Phone number format is invalid. Ensure the phone number is in the E.164 format.')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-busy');
    await user.clear(phone);
    await user.keyboard('2015550123{Enter}');
    expect(await screen.findByText(sentence('A 6-digit passcode was sent to you at +12015550123.'))).toBeInTheDocument();
    expect(client.callsTo('otps.sms.send')).toEqual([{ phoneNumber: '+12015550123', expirationMinutes: 5 }]);
    await user.click(screen.getByRole('button', { name: 'Use another number' }));
    expect(await screen.findByRole('heading', { name: 'Add a phone number' })).toBeInTheDocument();
  });
});
