import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { LoginConfig } from '../../config';
import { createFakeAuthClient, createFakePhoneParser, fail, FAKE_BOOTSTRAP, type FakeScript } from '../../testing';
import { createLoginActors } from './login.actors';
import { loginMachine } from './login.machine';
import { selectLoginView } from './login.selectors';

const passwords: LoginConfig = {
  products: ['passwords', 'otp'],
  otpOptions: { methods: ['email'] },
  passwordOptions: { resetPasswordRedirectURL: 'https://app.test/reset' },
};
const links: LoginConfig = {
  products: ['emailMagicLinks'],
  emailMagicLinksOptions: { loginRedirectURL: 'https://app.test/authenticate', signupRedirectURL: 'https://app.test/welcome' },
};

function startLogin(config: LoginConfig, script: FakeScript = {}) {
  const client = createFakeAuthClient({ script, bootstrap: { emailDomains: ['acme.test'] } });
  const effects = { reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn() };
  const actors = createLoginActors(client, effects, { loadPhoneParser: () => Promise.resolve(createFakePhoneParser()) });
  const actor = createActor(loginMachine.provide({ actors, actions: effects }), {
    input: { config, bootstrap: { ...FAKE_BOOTSTRAP, emailDomains: ['acme.test'] } },
  }).start();
  const view = () => selectLoginView(actor.getSnapshot());
  const eventTypes = () => effects.reportEvent.mock.calls.map(([, event]) => event.type);
  return { actor, client, effects, view, eventTypes };
}

describe('login widget: magic links', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a link with the configured redirects and shows EmailConfirmation', async () => {
    const { actor, client, view, eventTypes } = startLogin(links);
    actor.send({ type: 'email.submit', email: 'ada@example.com' });
    expect(view()).toMatchObject({ screen: 'Main', isPending: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('magicLinks.email.loginOrCreate')).toEqual([
      {
        email: 'ada@example.com',
        loginRedirectUrl: 'https://app.test/authenticate',
        signupRedirectUrl: 'https://app.test/welcome',
        loginExpirationMinutes: 30,
        signupExpirationMinutes: 30,
      },
    ]);
    expect(view()).toMatchObject({ screen: 'EmailConfirmation', magicLinkState: { email: 'ada@example.com' }, emailDomain: 'acme.test' });
    expect(eventTypes()).toEqual(['MAGIC_LINK_LOGIN_OR_CREATE']);
    expect(actor.getSnapshot().children.magicLink?.getSnapshot().value).toBe('sent');
  });

  it("'Try again' forgets the email and goes back to Main", async () => {
    const { actor, view, effects } = startLogin(links);
    actor.send({ type: 'email.submit', email: 'ada@example.com' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'email.tryAgain' });
    expect(view()).toMatchObject({ screen: 'Main', magicLinkState: null, lastEmail: 'ada@example.com' });
    expect(effects.logTelemetry).toHaveBeenCalledWith(expect.anything(), {
      name: 'email_try_again_clicked',
      details: { email: 'ada@example.com', type: 'login_or_create_eml' },
    });
  });

  it("says 'Email format is invalid.'-worthy errors on Main (the code, not the words)", () => {
    const { actor, view } = startLogin(links);
    actor.send({ type: 'email.submit', email: 'nope' });
    expect(view().error).toEqual({ type: 'invalid_email_format' });
  });

  it('keeps the email and shows the error when the link cannot be sent', async () => {
    const { actor, view } = startLogin(links, { 'magicLinks.email.loginOrCreate': fail('invalid_email') });
    actor.send({ type: 'email.submit', email: 'ada@example.com' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ screen: 'Main', isPending: false, error: { type: 'invalid_email' }, lastEmail: 'ada@example.com' });
  });
});

describe('login widget: passwords', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function atPasswordScreen(userType: 'new' | 'password' | 'passwordless', config = passwords, script: FakeScript = {}) {
    const started = startLogin(config, { 'users.search': { userType }, ...script });
    started.actor.send({ type: 'email.submit', email: 'ada@example.com' });
    await vi.advanceTimersByTimeAsync(0);
    return started;
  }

  it('looks the user up and shows PasswordCreateOrLogin with the user type', async () => {
    const { view, client, actor } = await atPasswordScreen('new');
    expect(client.callsTo('users.search')).toEqual([{ email: 'ada@example.com' }]);
    expect(view()).toMatchObject({ screen: 'PasswordCreateOrLogin', passwordState: { email: 'ada@example.com', type: 'new' } });
    expect(actor.getSnapshot().children.password?.getSnapshot().context).toMatchObject({
      userType: 'new',
      secondary: 'otp',
      resetRequest: { resetPasswordRedirectUrl: 'https://app.test/reset' },
    });
  });

  it('logs in and shows PasswordConfirmation, reporting the flow complete', async () => {
    const { actor, view, eventTypes } = await atPasswordScreen('password');
    actor.getSnapshot().children.password!.send({ type: 'password.submit', password: 'hunter2hunter2' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view().screen).toBe('PasswordConfirmation');
    expect(eventTypes()).toEqual(['PASSWORD_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  });

  it('Forgot Password? → PasswordForgot, where the email can be resent', async () => {
    const { actor, view, client, effects } = await atPasswordScreen('password');
    actor.getSnapshot().children.password!.send({ type: 'password.forgot' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ screen: 'PasswordForgot', resetReason: 'forgot' });
    actor.send({ type: 'reset.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('passwords.resetByEmailStart')).toHaveLength(2);
    expect(actor.getSnapshot().children.resend?.getSnapshot().value).toBe('sent');
    expect(effects.logTelemetry).toHaveBeenCalledWith(expect.anything(), {
      name: 'email_try_again_clicked',
      details: { email: 'ada@example.com', type: 'reset_password' },
    });
  });

  it.each([
    ['reset_password', 'PasswordDedupe'],
    ['breached_password', 'PasswordBreached'],
  ])('a login answered with %s sends a reset email and shows %s', async (errorType, screen) => {
    const { actor, view, client } = await atPasswordScreen('password', passwords, { 'passwords.authenticate': fail(errorType) });
    actor.getSnapshot().children.password!.send({ type: 'password.submit', password: 'old' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view().screen).toBe(screen);
    expect(client.callsTo('passwords.resetByEmailStart')).toHaveLength(1);
  });

  it("'Login without a password' emails a link and shows EmailConfirmation", async () => {
    const { actor, view, client } = await atPasswordScreen('password');
    actor.getSnapshot().children.password!.send({ type: 'password.forgot' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'password.skip' });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('magicLinks.email.loginOrCreate')).toEqual([
      { email: 'ada@example.com', loginExpirationMinutes: 30, signupExpirationMinutes: 30 },
    ]);
    expect(view()).toMatchObject({ screen: 'EmailConfirmation', magicLinkState: { email: 'ada@example.com' }, resetReason: null });
  });

  it('the login-code option goes to OTPAuthenticate', async () => {
    const { actor, view } = await atPasswordScreen('new');
    actor.getSnapshot().children.password!.send({ type: 'secondary.send' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({
      screen: 'OTPAuthenticate',
      otpState: { type: 'email', otpDestination: 'ada@example.com', methodId: 'email-test-ada@example.com' },
      offerPasswordCreation: false,
    });
  });

  it('the login-link option goes to EmailConfirmation', async () => {
    const config: LoginConfig = { products: ['passwords', 'emailMagicLinks'], emailMagicLinksOptions: {} };
    const { actor, view } = await atPasswordScreen('password', config);
    actor.getSnapshot().children.password!.send({ type: 'secondary.send' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ screen: 'EmailConfirmation', magicLinkState: { email: 'ada@example.com' } });
  });

  describe('a passwordless user', () => {
    it('gets a login code at once, with Create a password instead → PasswordSetNew', async () => {
      const { actor, view, client } = await atPasswordScreen('passwordless');
      expect(view()).toMatchObject({ screen: 'OTPAuthenticate', offerPasswordCreation: true, passwordState: { type: 'passwordless' } });
      expect(client.callsTo('otps.email.loginOrCreate')).toHaveLength(1);
      actor.send({ type: 'password.create' });
      await vi.advanceTimersByTimeAsync(0);
      expect(view()).toMatchObject({ screen: 'PasswordSetNew', otpState: null });
      actor.send({ type: 'password.skip' });
      expect(view().screen).toBe('PasswordSetNew');
    });

    it('gets a login link when links are the option', async () => {
      const config: LoginConfig = { products: ['passwords', 'emailMagicLinks'], emailMagicLinksOptions: {} };
      const { view } = await atPasswordScreen('passwordless', config);
      expect(view()).toMatchObject({ screen: 'EmailConfirmation', offerPasswordCreation: true });
    });

    it('gets a reset email (PasswordSetNew) when there is no other option', async () => {
      const { view, client } = await atPasswordScreen('passwordless', { products: ['passwords'] });
      expect(client.callsTo('passwords.resetByEmailStart')).toHaveLength(1);
      expect(view().screen).toBe('PasswordSetNew');
    });

    it('stays on the password screen with the error when the code cannot be sent', async () => {
      const { view, actor } = await atPasswordScreen('passwordless', passwords, { 'otps.email.loginOrCreate': fail('user_lock_limit_reached') });
      expect(view()).toMatchObject({ screen: 'PasswordCreateOrLogin', isPending: false, error: { type: 'user_lock_limit_reached' } });
      actor.send({ type: 'password.create' });
      await vi.advanceTimersByTimeAsync(0);
      expect(view().screen).toBe('PasswordSetNew');
    });

    it('ignores Create a password instead for users who did not come that way', async () => {
      const started = startLogin({ products: ['otp'], otpOptions: { methods: ['email'] } });
      started.actor.send({ type: 'email.submit', email: 'ada@example.com' });
      await vi.advanceTimersByTimeAsync(0);
      started.actor.send({ type: 'password.create' });
      expect(started.view().screen).toBe('OTPAuthenticate');
      expect(started.client.callsTo('passwords.resetByEmailStart')).toEqual([]);
    });
  });

  it('back from any password screen clears the password state', async () => {
    const { actor, view } = await atPasswordScreen('password');
    actor.send({ type: 'screen.back' });
    expect(view()).toMatchObject({ screen: 'Main', passwordState: null, lastEmail: 'ada@example.com' });
  });

  it('shows a failed lookup under the email and stays on Main', async () => {
    const started = startLogin(passwords, { 'users.search': fail('network_unreachable') });
    started.actor.send({ type: 'email.submit', email: 'ada@example.com' });
    await vi.advanceTimersByTimeAsync(0);
    expect(started.view()).toMatchObject({ screen: 'Main', error: { type: 'network_unreachable' } });
  });
});
