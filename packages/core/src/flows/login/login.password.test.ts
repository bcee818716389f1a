import { describe, expect, it } from 'vitest';
import type { LoginConfig } from '../../config';
import { fail, type FakeScript } from '../../testing';
import { selectCreatePasswordView } from '../create-password';
import { selectPasswordlessView } from '../passwordless';
import { flush, startLogin } from './login.test-support';

const passwords: LoginConfig = {
  products: ['passwords', 'otp'],
  otpOptions: { methods: ['email'] },
  passwordOptions: { resetPasswordRedirectURL: 'https://app.test/reset' },
};
const links: LoginConfig = {
  products: ['emailMagicLinks'],
  emailMagicLinksOptions: { loginRedirectURL: 'https://app.test/authenticate', signupRedirectURL: 'https://app.test/welcome' },
};
const bootstrap = { emailDomains: ['acme.test'] };

describe('login router: magic links', () => {
  it('sends a link with the configured redirects and shows EmailConfirmation', async () => {
    const { submitEmail, client, view, formView, eventTypes, children } = startLogin(links, {}, { bootstrap });
    submitEmail('ada@example.com');
    expect(formView().isPending).toBe(true);
    await flush();
    expect(client.callsTo('magicLinks.email.loginOrCreate')).toEqual([
      {
        email: 'ada@example.com',
        loginRedirectUrl: 'https://app.test/authenticate',
        signupRedirectUrl: 'https://app.test/welcome',
        loginExpirationMinutes: 30,
        signupExpirationMinutes: 30,
      },
    ]);
    expect(view()).toMatchObject({
      step: { screen: 'EmailConfirmation', email: 'ada@example.com', offerPasswordCreation: false },
      emailDomain: 'acme.test',
    });
    expect(eventTypes()).toEqual(['MAGIC_LINK_LOGIN_OR_CREATE']);
    expect(children().magicLink?.getSnapshot().value).toBe('sent');
  });

  it("'Try again' forgets the link's email and goes back to Main, the form still filled in", async () => {
    const { actor, submitEmail, view, formView, effects } = startLogin(links);
    submitEmail('ada@example.com');
    await flush();
    actor.send({ type: 'email.tryAgain' });
    expect(view().step).toEqual({ screen: 'Main' });
    expect(formView().email).toBe('ada@example.com');
    expect(effects.logTelemetry).toHaveBeenCalledWith(expect.anything(), {
      name: 'email_try_again_clicked',
      details: { email: 'ada@example.com', type: 'login_or_create_eml' },
    });
  });

  it("keeps 'Email format is invalid.'-worthy errors on Main (the code, not the words)", () => {
    const { submitEmail, formView } = startLogin(links);
    submitEmail('nope');
    expect(formView().error).toEqual({ type: 'invalid_email_format' });
  });

  it('keeps the email and shows the error when the link cannot be sent', async () => {
    const { submitEmail, view, formView } = startLogin(links, { 'magicLinks.email.loginOrCreate': fail('invalid_email') });
    submitEmail('ada@example.com');
    await flush();
    expect(view().screen).toBe('Main');
    expect(formView()).toMatchObject({ isPending: false, error: { type: 'invalid_email' }, email: 'ada@example.com' });
  });
});

describe('login router: passwords', () => {
  async function atPasswordScreen(userType: 'new' | 'password' | 'passwordless', config = passwords, script: FakeScript = {}) {
    const started = startLogin(config, { 'users.search': { userType }, ...script });
    started.submitEmail('ada@example.com');
    await flush();
    await flush();
    return started;
  }

  it('looks the user up and shows PasswordCreateOrLogin with the user type', async () => {
    const { view, client, children } = await atPasswordScreen('new');
    expect(client.callsTo('users.search')).toEqual([{ email: 'ada@example.com' }]);
    expect(view().step).toEqual({ screen: 'PasswordCreateOrLogin', email: 'ada@example.com', userType: 'new' });
    expect(children().password?.getSnapshot().context).toMatchObject({
      userType: 'new',
      secondary: 'otp',
      resetRequest: { resetPasswordRedirectUrl: 'https://app.test/reset' },
    });
  });

  it('logs in and shows PasswordConfirmation, reporting the flow complete', async () => {
    const { children, view, eventTypes } = await atPasswordScreen('password');
    children().password?.send({ type: 'password.submit', password: 'hunter2hunter2' });
    await flush();
    expect(view().screen).toBe('PasswordConfirmation');
    expect(eventTypes()).toEqual(['PASSWORD_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  });

  it('Forgot Password? → PasswordForgot, where the email can be resent', async () => {
    const { children, view, client, effects } = await atPasswordScreen('password');
    children().password?.send({ type: 'password.forgot' });
    await flush();
    expect(view().step).toEqual({ screen: 'PasswordForgot', email: 'ada@example.com', reason: 'forgot' });
    children().resetEmail?.send({ type: 'email.resend' });
    await flush();
    expect(client.callsTo('passwords.resetByEmailStart')).toHaveLength(2);
    expect(children().resetEmail?.getSnapshot().children.resend?.getSnapshot().value).toBe('sent');
    expect(effects.logTelemetry).toHaveBeenCalledWith(expect.anything(), {
      name: 'email_try_again_clicked',
      details: { email: 'ada@example.com', type: 'reset_password' },
    });
  });

  it.each([
    ['reset_password', 'PasswordDedupe'],
    ['breached_password', 'PasswordBreached'],
  ])('a login answered with %s sends a reset email and shows %s', async (errorType, screen) => {
    const { children, view, client } = await atPasswordScreen('password', passwords, { 'passwords.authenticate': fail(errorType) });
    children().password?.send({ type: 'password.submit', password: 'old' });
    await flush();
    await flush();
    expect(view().screen).toBe(screen);
    expect(client.callsTo('passwords.resetByEmailStart')).toHaveLength(1);
  });

  it("'Login without a password' emails a link and shows EmailConfirmation", async () => {
    const { children, view, client } = await atPasswordScreen('password');
    children().password?.send({ type: 'password.forgot' });
    await flush();
    children().resetEmail?.send({ type: 'password.skip' });
    await flush();
    expect(client.callsTo('magicLinks.email.loginOrCreate')).toEqual([
      { email: 'ada@example.com', loginExpirationMinutes: 30, signupExpirationMinutes: 30 },
    ]);
    expect(view().step).toEqual({ screen: 'EmailConfirmation', email: 'ada@example.com', offerPasswordCreation: false });
  });

  it('the login-code option goes to OTPAuthenticate', async () => {
    const { children, view } = await atPasswordScreen('new');
    children().password?.send({ type: 'secondary.send' });
    await flush();
    expect(view().step).toMatchObject({
      screen: 'OTPAuthenticate',
      otp: { type: 'email', otpDestination: 'ada@example.com', methodId: 'email-test-ada@example.com' },
      offerPasswordCreation: false,
    });
  });

  it('the login-link option goes to EmailConfirmation', async () => {
    const config: LoginConfig = { products: ['passwords', 'emailMagicLinks'], emailMagicLinksOptions: {} };
    const { children, view } = await atPasswordScreen('password', config);
    children().password?.send({ type: 'secondary.send' });
    await flush();
    expect(view().step).toMatchObject({ screen: 'EmailConfirmation', email: 'ada@example.com' });
  });

  describe('a passwordless user', () => {
    it('gets a login code at once, with Create a password instead → PasswordSetNew', async () => {
      const { children, view, client } = await atPasswordScreen('passwordless');
      expect(view().step).toMatchObject({ screen: 'OTPAuthenticate', offerPasswordCreation: true });
      expect(client.callsTo('otps.email.loginOrCreate')).toHaveLength(1);
      children().createPassword?.send({ type: 'password.create' });
      await flush();
      expect(view().step).toEqual({ screen: 'PasswordSetNew', email: 'ada@example.com', reason: 'setNew' });
      children().resetEmail?.send({ type: 'password.skip' });
      expect(view().screen).toBe('PasswordSetNew');
    });

    it('gets a login link when links are the option', async () => {
      const config: LoginConfig = { products: ['passwords', 'emailMagicLinks'], emailMagicLinksOptions: {} };
      const { view, children } = await atPasswordScreen('passwordless', config);
      expect(view().step).toMatchObject({ screen: 'EmailConfirmation', offerPasswordCreation: true });
      expect(children().createPassword).toBeDefined();
    });

    it('gets a reset email (PasswordSetNew) when there is no other option', async () => {
      const { view, client } = await atPasswordScreen('passwordless', { products: ['passwords'] });
      expect(client.callsTo('passwords.resetByEmailStart')).toHaveLength(1);
      expect(view().screen).toBe('PasswordSetNew');
    });

    it('stays on the password screen with the error when the code cannot be sent', async () => {
      const { view, children } = await atPasswordScreen('passwordless', passwords, { 'otps.email.loginOrCreate': fail('user_lock_limit_reached') });
      expect(view().step).toMatchObject({ screen: 'PasswordCreateOrLogin', userType: 'passwordless' });
      const passwordless = children().passwordless;
      expect(passwordless && selectPasswordlessView(passwordless.getSnapshot())).toMatchObject({
        isPending: false,
        error: { type: 'user_lock_limit_reached' },
      });
      children().createPassword?.send({ type: 'password.create' });
      await flush();
      expect(view().screen).toBe('PasswordSetNew');
    });

    it("keeps 'Create a password instead' on the screen with its error when the email cannot be sent", async () => {
      const { view, children } = await atPasswordScreen('passwordless', passwords, { 'passwords.resetByEmailStart': fail('email_not_found') });
      children().createPassword?.send({ type: 'password.create' });
      await flush();
      expect(view().screen).toBe('OTPAuthenticate');
      const createPassword = children().createPassword;
      expect(createPassword && selectCreatePasswordView(createPassword.getSnapshot())).toEqual({
        isPending: false,
        error: { type: 'email_not_found' },
      });
    });

    it('offers no Create a password instead to users who did not come that way', async () => {
      const started = startLogin({ products: ['otp'], otpOptions: { methods: ['email'] } });
      started.submitEmail('ada@example.com');
      await flush();
      expect(started.view().screen).toBe('OTPAuthenticate');
      expect(started.children().createPassword).toBeUndefined();
    });
  });

  it('back from any password screen drops the password state', async () => {
    const { actor, view, formView } = await atPasswordScreen('password');
    actor.send({ type: 'screen.back' });
    expect(view().step).toEqual({ screen: 'Main' });
    expect(formView().email).toBe('ada@example.com');
  });

  it('shows a failed lookup under the email and stays on Main', async () => {
    const started = startLogin(passwords, { 'users.search': fail('network_unreachable') });
    started.submitEmail('ada@example.com');
    await flush();
    expect(started.view().screen).toBe('Main');
    expect(started.formView().error).toEqual({ type: 'network_unreachable' });
  });
});
