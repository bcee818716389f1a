import { LINK_ADDRESS_STORAGE_KEY } from '@portico/core';
import { createFakeAuthClient, fail, fakeAuthenticateResult, fakeHeldLogin, fakeUser } from '@portico/core/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { sentence } from '../../test/text';
import { ResetPasswordWidget } from './reset-password-widget';

describe('ResetPasswordWidget', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('sets a new password from the link in the address bar', async () => {
    window.history.replaceState(null, '', '/reset?stytch_token_type=reset_password&token=tok-1');
    const user = userEvent.setup();
    const client = createFakeAuthClient();
    const { container } = render(<ResetPasswordWidget client={client} />);
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await user.type(password, 'a long passphrase');
    expect(await screen.findByText('Password accepted.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(client.callsTo('passwords.resetByEmail')).toEqual([{ token: 'tok-1', password: 'a long passphrase', sessionDurationMinutes: 30 }]);
  });

  it("logs in at once with a login link ('Logging in...')", async () => {
    window.history.replaceState(null, '', '/reset?stytch_token_type=login&token=tok-2');
    const client = createFakeAuthClient();
    render(<ResetPasswordWidget client={client} />);
    expect(screen.getByRole('heading', { name: 'Logging in...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(client.callsTo('magicLinks.authenticate')).toEqual([{ token: 'tok-2', sessionDurationMinutes: 30 }]);
  });

  it("shows 'Login without a password' errors beneath the button", async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient({ script: { 'magicLinks.authenticate': fail('unable_to_auth_magic_link') } });
    render(<ResetPasswordWidget client={client} passwordResetToken="tok-3" />);
    await user.click(screen.getByRole('button', { name: 'Login without a password' }));
    expect(
      await screen.findByText(
        'The magic link could not be authenticated because it was either already used or expired. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  });

  it('explains a page opened without a token', () => {
    render(<ResetPasswordWidget client={createFakeAuthClient()} />);
    expect(screen.getByRole('heading', { name: 'Looks like there was an error!' })).toBeInTheDocument();
  });

  it('offers a passkey after a link login with passkeyOptions.upgradeAfterLogin, then confirms', async () => {
    window.history.replaceState(null, '', '/reset?stytch_token_type=login&token=tok-4');
    const user = userEvent.setup();
    const client = createFakeAuthClient({
      user: fakeUser(),
      script: { 'magicLinks.authenticate': { ...fakeAuthenticateResult(), user: fakeUser() } },
    });
    const { container } = render(<ResetPasswordWidget client={client} config={{ passkeyOptions: { upgradeAfterLogin: true } }} />);
    expect(await screen.findByRole('heading', { name: 'Set up a new Passkey' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Create a Passkey' }));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(client.callsTo('webauthn.register')).toEqual([{ isPasskey: true, sessionDurationMinutes: 30 }]);
  });
});

describe('ResetPasswordWidget: its link signs in as the redirect page’s do (issue 36)', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    localStorage.clear();
  });

  it('takes the token out of the address bar once read, keeping the rest; a reload then shows it missing', async () => {
    window.history.replaceState(null, '', '/reset?stytch_token_type=reset_password&token=tok-g&from=mail');
    const client = createFakeAuthClient();
    const first = render(<ResetPasswordWidget client={client} />);
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(window.location.search).toBe('?from=mail');
    first.unmount();
    render(<ResetPasswordWidget client={client} />);
    expect(screen.getByRole('heading', { name: 'Looks like there was an error!' })).toBeInTheDocument();
  });

  it("a new password for another account than the page's asks 'Switch accounts?'", async () => {
    window.history.replaceState(null, '', '/reset?stytch_token_type=reset_password&token=tok-a');
    const user = userEvent.setup();
    const client = createFakeAuthClient({ script: { 'passwords.resetByEmail': fakeHeldLogin() } });
    const { container } = render(<ResetPasswordWidget client={client} />);
    await user.type(screen.getByLabelText('New password'), 'a long passphrase');
    await screen.findByText('Password accepted.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Switch accounts?' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Stay signed in as ada@example.com' }));
    expect(await screen.findByRole('heading', { name: 'You are still signed in as ada@example.com' })).toBeInTheDocument();
    expect(client.callsTo('session.switchToHeld')).toEqual([]);
  });

  it("a login link this browser did not start asks 'Continue signing in', naming the address it asked a reset for", async () => {
    localStorage.setItem(LINK_ADDRESS_STORAGE_KEY, JSON.stringify({ address: 'ada@example.com', expiresAt: Date.now() + 60_000 }));
    window.history.replaceState(null, '', '/reset?stytch_token_type=login&token=tok-f');
    const user = userEvent.setup();
    const client = createFakeAuthClient({ script: { 'links.startedHere': false } });
    const { container } = render(<ResetPasswordWidget client={client} />);
    expect(await screen.findByRole('heading', { name: 'Continue signing in' })).toBeInTheDocument();
    expect(screen.getByText(sentence('You asked for a sign-in link for ada@example.com. Select Continue to sign in on this device.'))).toBeInTheDocument();
    expect(window.location.search).toBe('');
    await expectNoAxeViolations(container);
    expect(client.callsTo('magicLinks.authenticate')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(client.callsTo('magicLinks.authenticate')).toEqual([{ token: 'tok-f', sessionDurationMinutes: 30 }]);
  });

  it.each([
    ['the mfaOptions prop', { mfaOptions: { policy: 'whenEnrolled', methods: ['totp'] } }],
    ['the config’s mfaOptions', { config: { mfaOptions: { policy: 'whenEnrolled', methods: ['totp'] } } }],
  ] as const)('steps up with %s before AUTHENTICATE_FLOW_COMPLETE', async (_, props) => {
    window.history.replaceState(null, '', '/reset?stytch_token_type=login&token=tok-d');
    const onEvent = vi.fn();
    const withApp = { ...fakeAuthenticateResult(), user: { ...fakeUser(), totps: [{ totpId: 'totp-1', verified: true }] } };
    const client = createFakeAuthClient({ script: { 'magicLinks.authenticate': withApp } });
    render(<ResetPasswordWidget client={client} callbacks={{ onEvent }} {...(props as object)} />);
    expect(await screen.findByRole('heading', { name: 'Enter the 6-digit code from your authenticator app' })).toBeInTheDocument();
    expect(onEvent).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'AUTHENTICATE_FLOW_COMPLETE' }));
    await userEvent.setup().keyboard('123456');
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'AUTHENTICATE_FLOW_COMPLETE' }));
  });
});
