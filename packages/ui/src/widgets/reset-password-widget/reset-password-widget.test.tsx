import { createFakeAuthClient, fail, fakeAuthenticateResult, fakeUser } from '@portico/core/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
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
