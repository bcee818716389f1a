import { createFakeAuthClient, fail, fakeAuthenticateResult } from '@portico/core/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { LoginWidget } from './login-widget';
import { sentence } from '../../test/text';

const passwords = { products: ['passwords' as const, 'emailMagicLinks' as const], emailMagicLinksOptions: {} };

async function submitEmail(user: ReturnType<typeof userEvent.setup>, email = 'ada@example.com') {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), `${email}{Enter}`);
}

describe('LoginWidget with passwords and magic links', () => {
  it('creates an account: checks the password as typed, then logs in', async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient({ script: { 'users.search': { userType: 'new' } } });
    const { container } = render(<LoginWidget client={client} config={passwords} />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'username');
    await submitEmail(user);

    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByText('Finish creating your account by setting a password.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveFocus();
    const submit = screen.getByRole('button', { name: 'Continue' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');

    await user.type(password, 'short');
    expect(await screen.findByText('Add another word or two. Uncommon words are better.')).toBeInTheDocument();
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.type(password, ' but now much longer');
    expect(await screen.findByText('Password accepted.')).toBeInTheDocument();
    expect(submit).not.toHaveAttribute('aria-disabled');
    await expectNoAxeViolations(container);

    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(client.callsTo('passwords.create')).toEqual([
      { email: 'ada@example.com', password: 'short but now much longer', sessionDurationMinutes: 30 },
    ]);
  });

  it('logs in with a password, showing a wrong one under the field', async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient({
      script: {
        'users.search': { userType: 'password' },
        'passwords.authenticate': [fail('unauthorized_credentials'), () => fakeAuthenticateResult()],
      },
    });
    const { container } = render(<LoginWidget client={client} config={passwords} />);
    await submitEmail(user);
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.type(password, 'wrong password{Enter}');
    expect(await screen.findByText('Unauthorized credentials.')).toBeInTheDocument();
    expect(password).toHaveValue('wrong password');
    await expectNoAxeViolations(container);
    await user.clear(password);
    await user.type(password, 'right password{Enter}');
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    render(<LoginWidget client={createFakeAuthClient({ script: { 'users.search': { userType: 'password' } } })} config={passwords} />);
    await submitEmail(user);
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('Forgot Password? → PasswordForgot, resend shows the toast, then Login without a password', async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient({ script: { 'users.search': { userType: 'password' } } });
    const { container } = render(<LoginWidget client={client} config={passwords} />);
    await submitEmail(user);
    await user.click(await screen.findByRole('button', { name: 'Forgot Password?' }));
    const forgot = await screen.findByRole('heading', { name: 'Forgot password?' });
    await waitFor(() => expect(forgot).toHaveFocus());
    expect(screen.getByText(sentence('A link to reset your password was sent to you at ada@example.com.'))).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    const toasts = within(container.querySelector<HTMLElement>('[data-slot="toast-area"]')!);
    expect(await toasts.findByText('Email resent')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Login without a password' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(client.callsTo('magicLinks.email.loginOrCreate')).toHaveLength(1);
  });

  it('a login that must reset shows PasswordDedupe; a breached one PasswordBreached', async () => {
    for (const [errorType, title] of [
      ['reset_password', 'Check your email to set a new password!'],
      ['breached_password', 'Check your email to set a new password'],
    ] as const) {
      const user = userEvent.setup();
      const client = createFakeAuthClient({ script: { 'users.search': { userType: 'password' }, 'passwords.authenticate': fail(errorType) } });
      const { unmount } = render(<LoginWidget client={client} config={passwords} />);
      await submitEmail(user);
      await user.type(await screen.findByLabelText('Password'), 'old password{Enter}');
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      unmount();
    }
  });

  it('sends a magic link: EmailConfirmation with web-mail links filtered by the sender domain', async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient({ bootstrap: { emailDomains: ['acme.test'] } });
    const { container } = render(<LoginWidget client={client} config={{ products: ['emailMagicLinks'], emailMagicLinksOptions: {} }} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nope{Enter}');
    expect(await screen.findByText('Email format is invalid.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await submitEmail(user);
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(sentence('An email was sent to ada@example.com.'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open Gmail/ })).toHaveAttribute(
      'href',
      `https://mail.google.com/mail/u/0/#search/${encodeURIComponent('from:@acme.test in:anywhere')}`,
    );
    expect(screen.getByRole('link', { name: /Open Outlook/ })).toHaveAttribute('href', 'https://outlook.office.com/mail/0/inbox');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeInTheDocument();
  });

  it('a passwordless user gets a code at once and can create a password instead', async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient({ script: { 'users.search': { userType: 'passwordless' } } });
    render(<LoginWidget client={client} config={{ products: ['passwords', 'otp'], otpOptions: { methods: ['email'] } }} />);
    await submitEmail(user);
    expect(await screen.findByRole('heading', { name: 'Enter passcode' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create a password instead' }));
    expect(await screen.findByRole('heading', { name: 'Check your email!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login without a password' })).not.toBeInTheDocument();
  });
});
