import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { EmailOtpRequest, OtpSendResult } from '../../client';
import type { LoginConfig } from '../../config';
import { createFakeAuthClient, createFakePhoneParser, delay, fail, FAKE_BOOTSTRAP, fakeAuthenticateResult, fakeUser, hang } from '../../testing';
import { selectPasskeyLoginView } from '../passkey-login';
import { createLoginActors } from './login.actors';
import { createStepFlows } from './login.flows';
import { loginMachine } from './login.machine';
import { selectLoginView } from './login.selectors';
import { flush, REQUEST_TIMEOUT, startLogin } from './login.test-support';

const otpConfig: LoginConfig = { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } };
const us = (text: string) => ({ text, regionCode: 'US', callingCode: '1' });

describe('login router', () => {
  describe('Main', () => {
    it('opens on Main with the form on its first tab and logs render_login_screen', () => {
      const { view, formView, effects } = startLogin(otpConfig);
      expect(view()).toMatchObject({ screen: 'Main', step: { screen: 'Main' }, configErrors: [] });
      expect(formView()).toMatchObject({ tabs: ['sms', 'whatsapp', 'email'], activeTab: 'sms', isPending: false, error: null });
      expect(effects.logTelemetry).toHaveBeenCalledWith(expect.anything(), { name: 'render_login_screen' });
    });

    it('takes fresh project settings from bootstrap', async () => {
      const { view } = startLogin(otpConfig);
      expect(view().displayWatermark).toBe(false);
      await flush();
      expect(view().displayWatermark).toBe(true);
    });

    it('shows configuration errors instead of the form, and runs no flow', () => {
      const { view, children, client } = startLogin({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } });
      expect(view().configErrors).toEqual([{ code: 'eml_and_email_otp' }]);
      expect(children().form).toBeUndefined();
      expect(client.calls).toEqual([]);
    });

    it('says what is missing from a social config, instead of an empty Main', () => {
      const { view, children } = startLogin({ products: ['oauth'] });
      expect(view().configErrors).toEqual([{ code: 'oauth_providers_missing' }]);
      expect(children().form).toBeUndefined();
      expect(children().oauth).toBeUndefined();
    });

    it('survives a config that is not an object', () => {
      const { view } = startLogin(null as unknown as LoginConfig);
      expect(view()).toMatchObject({ screen: 'Main', configErrors: [{ code: 'no_products' }] });
    });

    it('switches tabs, clearing the error, and ignores unknown tabs', () => {
      const { form, formView } = startLogin(otpConfig);
      form().send({ type: 'phone.submit', method: 'sms', phone: us('') });
      expect(formView().error).toEqual({ type: 'phone_required' });
      form().send({ type: 'tab.select', tab: 'email' });
      expect(formView()).toMatchObject({ activeTab: 'email', error: null });
      form().send({ type: 'tab.select', tab: 'nope' as never });
      expect(formView().activeTab).toBe('email');
    });
  });

  describe('email OTP', () => {
    it('refuses an empty or malformed email without calling the server, keeping it', () => {
      const { submitEmail, formView, client } = startLogin(otpConfig);
      submitEmail('');
      expect(formView().error).toEqual({ type: 'email_required' });
      submitEmail('ada@');
      expect(formView()).toMatchObject({ error: { type: 'invalid_email_format' }, email: 'ada@' });
      expect(client.calls).toEqual([]);
    });

    it('sends the code and moves to OTPAuthenticate with the otp state', async () => {
      const { submitEmail, view, formView, client, eventTypes, effects, children, clock } = startLogin({
        products: ['otp'],
        otpOptions: { methods: ['email'], expirationMinutes: 7, loginTemplateId: 'tpl' },
      });
      submitEmail(' ada@example.com ');
      expect(formView().isPending).toBe(true);
      await flush();
      expect(client.callsTo('otps.email.loginOrCreate')).toEqual([{ email: 'ada@example.com', expirationMinutes: 7, loginTemplateId: 'tpl' }]);
      expect(view().step).toEqual({
        screen: 'OTPAuthenticate',
        otp: {
          type: 'email',
          methodId: 'email-test-ada@example.com',
          otpDestination: 'ada@example.com',
          displayDestination: 'ada@example.com',
          sentAt: clock.now(),
        },
        offerPasswordCreation: false,
      });
      expect(eventTypes()).toEqual(['OTP_LOGIN_OR_CREATE']);
      expect(effects.logTelemetry).toHaveBeenCalledWith(expect.anything(), {
        name: 'email_sent',
        details: { email: 'ada@example.com', type: 'login_or_create_otp' },
      });
      expect(children().otp?.getSnapshot().context).toMatchObject({
        methodId: 'email-test-ada@example.com',
        sendRequest: { method: 'email', destination: 'ada@example.com', expirationMinutes: 7, loginTemplateId: 'tpl' },
      });
      expect(children().form).toBeUndefined();
    });

    it('shows the server error under the form and keeps the email', async () => {
      const { submitEmail, view, formView, effects } = startLogin(otpConfig, { 'otps.email.loginOrCreate': fail('invalid_email') });
      submitEmail('ada@example.com');
      await flush();
      expect(view().screen).toBe('Main');
      expect(formView()).toMatchObject({ isPending: false, error: { type: 'invalid_email' }, email: 'ada@example.com' });
      expect(effects.reportError).toHaveBeenCalledTimes(1);
    });

    it('never leaves the spinner running on a request that does not answer (simulated clock)', async () => {
      const { submitEmail, formView, clock } = startLogin(otpConfig, { 'otps.email.loginOrCreate': hang() });
      submitEmail('ada@example.com');
      clock.increment(REQUEST_TIMEOUT - 1);
      await flush();
      expect(formView().isPending).toBe(true);
      clock.increment(1);
      await flush();
      expect(formView()).toMatchObject({ isPending: false, error: { type: 'request_timeout' }, email: 'ada@example.com' });
    });
  });

  describe('phone OTP', () => {
    it('parses the national number and sends an SMS to E.164', async () => {
      const { form, formView, view, client } = startLogin(otpConfig);
      form().send({ type: 'phone.submit', method: 'sms', phone: us('(415) 555-0100') });
      expect(formView().isPending).toBe(true);
      await flush();
      expect(client.callsTo('otps.sms.loginOrCreate')).toEqual([{ phoneNumber: '+14155550100', expirationMinutes: 5 }]);
      expect(view().step).toMatchObject({
        screen: 'OTPAuthenticate',
        otp: { type: 'sms', otpDestination: '+14155550100', displayDestination: '(415) 555-0100' },
      });
    });

    it('sends WhatsApp codes the same way', async () => {
      const { form, client } = startLogin(otpConfig);
      form().send({ type: 'phone.submit', method: 'whatsapp', phone: us('4155550100') });
      await flush();
      expect(client.callsTo('otps.whatsapp.loginOrCreate')).toEqual([{ phoneNumber: '+14155550100', expirationMinutes: 5 }]);
    });

    it('refuses an empty or invalid number with the spec code', async () => {
      const { form, formView, client } = startLogin(otpConfig);
      form().send({ type: 'phone.submit', method: 'sms', phone: us('  ') });
      expect(formView().error).toEqual({ type: 'phone_required' });
      form().send({ type: 'phone.submit', method: 'sms', phone: us('555') });
      await flush();
      expect(formView()).toMatchObject({ error: { type: 'invalid_phone_number' }, phone: { text: '555', method: 'sms' } });
      expect(client.calls).toEqual([]);
    });

    it('falls back to calling code + digits when the parse fails', async () => {
      const { form, client } = startLogin(otpConfig, {}, { loadPhoneParser: () => Promise.reject(new Error('chunk load failed')) });
      form().send({ type: 'phone.submit', method: 'sms', phone: us('415 555 0100') });
      await flush();
      expect(client.callsTo('otps.sms.loginOrCreate')).toEqual([{ phoneNumber: '+14155550100', expirationMinutes: 5 }]);
    });

    it('falls back when the parse takes longer than 2 s', async () => {
      const { form, view, client, clock } = startLogin(otpConfig, {}, { loadPhoneParser: () => new Promise(() => {}) });
      form().send({ type: 'phone.submit', method: 'sms', phone: us('415 555 0100') });
      clock.increment(1_999);
      await flush();
      expect(client.calls).toEqual([]);
      clock.increment(1);
      await flush();
      expect(client.callsTo('otps.sms.loginOrCreate')).toEqual([{ phoneNumber: '+14155550100', expirationMinutes: 5 }]);
      expect(view().screen).toBe('OTPAuthenticate');
    });

    it('ignores a method the config does not offer', () => {
      const { form, formView } = startLogin({ products: ['otp'], otpOptions: { methods: ['email'] } });
      form().send({ type: 'phone.submit', method: 'sms', phone: us('4155550100') });
      expect(formView()).toMatchObject({ isPending: false, error: null });
    });
  });

  describe('after the code is sent', () => {
    async function atOtp(config: LoginConfig = otpConfig) {
      const started = startLogin(config);
      started.form().send({ type: 'tab.select', tab: 'email' });
      started.submitEmail('ada@example.com');
      await flush();
      return started;
    }

    it('goes back to Main, dropping the otp state but keeping the form as it was', async () => {
      const { actor, view, formView, children } = await atOtp();
      actor.send({ type: 'screen.back' });
      expect(view().step).toEqual({ screen: 'Main' });
      expect(formView()).toMatchObject({ email: 'ada@example.com', activeTab: 'email', error: null });
      expect(children().otp).toBeUndefined();
    });

    it('reaches OTPConfirmation with the right code and reports the flow complete', async () => {
      const { children, view, eventTypes, effects } = await atOtp();
      expect(effects.rememberMethod).not.toHaveBeenCalledWith(expect.anything(), expect.anything());
      children().otp?.send({ type: 'code.submit', code: '123456' });
      await flush();
      expect(view().screen).toBe('OTPConfirmation');
      expect(eventTypes()).toEqual(['OTP_LOGIN_OR_CREATE', 'OTP_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
      // 'Last used' remembers the channel, and nothing about the user.
      expect(effects.rememberMethod).toHaveBeenCalledWith(expect.anything(), 'email');
    });

    it('passes the session duration to the code check', async () => {
      const { children, client } = await atOtp({ ...otpConfig, sessionOptions: { sessionDurationMinutes: 90 } });
      children().otp?.send({ type: 'code.submit', code: '123456' });
      await flush();
      expect(client.callsTo('otps.authenticate')).toEqual([{ code: '123456', methodId: 'email-test-ada@example.com', sessionDurationMinutes: 90 }]);
    });

    it('shows the Error screen if a flow crashes, and Main after back', async () => {
      const client = createFakeAuthClient();
      const flows = { ...createStepFlows(client), otp: fromPromise(() => Promise.reject(new Error('lost the method id'))) };
      const actors = {
        ...createLoginActors(client, { loadPhoneParser: () => Promise.resolve(createFakePhoneParser()) }),
        loadFlows: fromPromise(() => Promise.resolve(flows)),
      };
      const actor = createActor(loginMachine.provide({ actors: actors as never }), {
        input: { config: { products: ['otp'], otpOptions: { methods: ['email'] } }, bootstrap: FAKE_BOOTSTRAP },
      }).start();
      actor.getSnapshot().children.form?.send({ type: 'email.submit', email: 'ada@example.com' });
      await flush();
      expect(selectLoginView(actor.getSnapshot()).step).toEqual({
        screen: 'Error',
        error: { type: 'unknown_error', message: 'lost the method id' },
      });
      actor.send({ type: 'screen.back' });
      expect(selectLoginView(actor.getSnapshot()).screen).toBe('Main');
    });

    it('shows the Error screen when the later steps cannot be loaded, and tries again after back', async () => {
      const client = createFakeAuthClient();
      const loadFlows = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
      const actors = {
        ...createLoginActors(client, { loadPhoneParser: () => Promise.resolve(createFakePhoneParser()) }),
        loadFlows: fromPromise(loadFlows),
      };
      const actor = createActor(loginMachine.provide({ actors: actors as never }), {
        input: { config: { products: ['otp'], otpOptions: { methods: ['email'] } }, bootstrap: FAKE_BOOTSTRAP },
      }).start();
      actor.getSnapshot().children.form?.send({ type: 'email.submit', email: 'ada@example.com' });
      await flush();
      expect(selectLoginView(actor.getSnapshot()).step).toMatchObject({ screen: 'Error', error: { type: 'network_unreachable' } });
      actor.send({ type: 'screen.back' });
      actor.getSnapshot().children.form?.send({ type: 'email.submit', email: 'ada@example.com' });
      await flush();
      expect(loadFlows).toHaveBeenCalledTimes(3);
    });

    it('keeps Main and its form when the social and wallet flows cannot be loaded', async () => {
      const client = createFakeAuthClient();
      const actors = {
        ...createLoginActors(client, { loadPhoneParser: () => Promise.resolve(createFakePhoneParser()) }),
        loadFlows: fromPromise(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
      };
      const actor = createActor(loginMachine.provide({ actors: actors as never }), {
        input: {
          config: { products: ['oauth', 'crypto', 'otp'], otpOptions: { methods: ['email'] }, oauthOptions: { providers: [{ type: 'github' }] } },
          bootstrap: FAKE_BOOTSTRAP,
        },
      }).start();
      expect(selectLoginView(actor.getSnapshot()).socialProviders).toEqual(['github']);
      await flush();
      expect(selectLoginView(actor.getSnapshot())).toMatchObject({ screen: 'Main', socialProviders: [] });
      expect(actor.getSnapshot().children.form).toBeDefined();
    });
  });
});

describe('login router: social sign-in and One Tap on Main', () => {
  const socialConfig: LoginConfig = {
    products: ['oauth', 'otp'],
    otpOptions: { methods: ['email'] },
    oauthOptions: {
      providers: [{ type: 'google', one_tap: true, position: 'embedded' }, { type: 'github', custom_scopes: ['read:user'] }],
      loginRedirectURL: 'https://app.test/authenticate',
      signupRedirectURL: 'https://app.test/welcome',
    },
  };

  it('runs the social buttons and One Tap beside the form, with the config', async () => {
    const { children, client } = startLogin(socialConfig);
    expect(children().form).toBeDefined();
    await flush();
    expect(children().oauth?.getSnapshot().context).toMatchObject({
      providers: [
        { type: 'google', customScopes: [], providerParams: {} },
        { type: 'github', customScopes: ['read:user'], providerParams: {} },
      ],
      loginRedirectUrl: 'https://app.test/authenticate',
      signupRedirectUrl: 'https://app.test/welcome',
    });
    expect(client.callsTo('oauth.oneTap')).toEqual([
      expect.objectContaining({ position: 'embedded', cancelOnTapOutside: true, loginRedirectUrl: 'https://app.test/authenticate' }),
    ]);
    children().oauth?.send({ type: 'oauth.start', provider: 'github' });
    await flush();
    expect(client.callsTo('oauth.start')).toEqual([
      { provider: 'github', loginRedirectUrl: 'https://app.test/authenticate', signupRedirectUrl: 'https://app.test/welcome', customScopes: ['read:user'] },
    ]);
  });

  it('runs neither without the oauth product, nor One Tap without a one_tap provider', async () => {
    const plain = startLogin({ products: ['otp'], otpOptions: { methods: ['email'] } });
    await flush();
    expect(plain.children()).toMatchObject({ oauth: undefined, oneTap: undefined });
    const noTap = startLogin({ ...socialConfig, oauthOptions: { providers: [{ type: 'github' }] } });
    await flush();
    expect(noTap.children().oauth).toBeDefined();
    expect(noTap.children().oneTap).toBeUndefined();
  });

  it('stops One Tap (removing its prompt) when the user leaves Main', async () => {
    const cancel = vi.fn();
    const { children, submitEmail } = startLogin(socialConfig, { 'oauth.oneTap': { shown: true, cancel } });
    await flush();
    expect(children().oneTap).toBeDefined();
    submitEmail('ada@example.com');
    await flush();
    expect(children().oneTap).toBeUndefined();
    expect(cancel).toHaveBeenCalled();
  });
});

describe('login router: passkeys on Main', () => {
  const withPasskeys: LoginConfig = { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } };
  const passkeyView = (started: ReturnType<typeof startLogin>) => {
    const ref = started.children().passkey;
    if (!ref) throw new Error('no passkey flow');
    return selectPasskeyLoginView(ref.getSnapshot());
  };

  it('runs no passkey flow without the passkeys product', () => {
    expect(startLogin(otpConfig).children().passkey).toBeUndefined();
  });

  it("shows 'Login with a Passkey' where the browser cannot autofill, and logs in with it", async () => {
    const started = startLogin(withPasskeys);
    await flush();
    expect(passkeyView(started)).toMatchObject({ showButton: true, autofill: false });
    started.children().passkey?.send({ type: 'passkey.login' });
    expect(passkeyView(started).isPending).toBe(true);
    await flush();
    expect(started.client.callsTo('webauthn.authenticate')).toEqual([
      { sessionDurationMinutes: 30, conditionalMediation: false, isPasskey: true },
    ]);
    expect(started.view().screen).toBe('PasskeyConfirmation');
    expect(started.eventTypes()).toEqual(['PASSKEY_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  });

  it('starts autofill as soon as Main shows where the browser supports it, without the button', async () => {
    const started = startLogin(withPasskeys, { 'webauthn.isAutofillSupported': true, 'webauthn.authenticate': hang() });
    await flush();
    expect(passkeyView(started)).toMatchObject({ showButton: false, autofill: true });
    expect(started.client.callsTo('webauthn.authenticate')).toEqual([{ sessionDurationMinutes: 30, conditionalMediation: true, isPasskey: true }]);
  });

  it('keeps the button when no email field can carry autofill', async () => {
    const started = startLogin({ products: ['otp', 'passkeys'], otpOptions: { methods: ['sms'] } }, { 'webauthn.isAutofillSupported': true });
    await flush();
    expect(passkeyView(started)).toMatchObject({ showButton: true, autofill: false });
    expect(started.client.callsTo('webauthn.authenticate')).toEqual([]);
  });

  it('pauses autofill (aborting its request) while the form is submitted, and resumes it when the submit fails', async () => {
    const signals: AbortSignal[] = [];
    const started = startLogin(withPasskeys, {
      'webauthn.isAutofillSupported': true,
      'otps.email.loginOrCreate': delay<EmailOtpRequest, OtpSendResult>(10, fail('invalid_email')),
    });
    const authenticate = started.client.webauthn.authenticate;
    started.client.webauthn.authenticate = (request, options) => {
      if (options?.signal) signals.push(options.signal);
      return authenticate(request, options).then(() => new Promise(() => {}));
    };
    await flush();
    expect(signals).toHaveLength(1);
    started.submitEmail('ada@example.com');
    expect(signals[0]?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started.formView().error).toEqual({ type: 'invalid_email' });
    expect(signals).toHaveLength(2);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('aborts autofill when the user leaves Main', async () => {
    const signals: AbortSignal[] = [];
    const started = startLogin(withPasskeys, { 'webauthn.isAutofillSupported': true, 'webauthn.authenticate': hang() });
    const authenticate = started.client.webauthn.authenticate;
    started.client.webauthn.authenticate = (request, options) => {
      if (options?.signal) signals.push(options.signal);
      return authenticate(request, options);
    };
    await flush();
    started.submitEmail('ada@example.com');
    await flush();
    expect(started.view().screen).toBe('OTPAuthenticate');
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });

  it('logs in by autofill, clearing the form', async () => {
    const started = startLogin(withPasskeys, { 'webauthn.isAutofillSupported': true });
    await flush();
    await flush();
    expect(started.view().screen).toBe('PasskeyConfirmation');
    expect(started.children().form).toBeUndefined();
  });

  it('shows a deleted passkey with the spec message, and retries autofill up to 5 times in all', async () => {
    const started = startLogin(withPasskeys, {
      'webauthn.isAutofillSupported': true,
      'webauthn.authenticate': fail('webauthn_registration_not_found'),
    });
    for (let i = 0; i < 8; i += 1) await flush();
    expect(started.client.callsTo('webauthn.authenticate')).toHaveLength(5);
    expect(passkeyView(started).error).toMatchObject({ type: 'webauthn_registration_not_found' });
    expect(started.effects.reportError).toHaveBeenCalledTimes(5);
    expect(started.view().screen).toBe('Main');
  });

  it('calls any other failure an unknown passkey error, and a cancelled prompt no error at all', async () => {
    const started = startLogin(withPasskeys, { 'webauthn.authenticate': [fail('webauthn_cancelled'), fail('invalid_session_token')] });
    await flush();
    started.children().passkey?.send({ type: 'passkey.login' });
    await flush();
    expect(passkeyView(started)).toMatchObject({ showButton: true, isPending: false, error: null });
    started.children().passkey?.send({ type: 'passkey.login' });
    await flush();
    expect(passkeyView(started).error).toMatchObject({ type: 'passkey_authentication_failed' });
  });
});

describe('login router: passkey offer after login', () => {
  const upgrading: LoginConfig = {
    products: ['otp', 'passkeys'],
    otpOptions: { methods: ['email'] },
    passkeyOptions: { upgradeAfterLogin: true },
  };
  const signedInWithoutPasskey = { ...fakeAuthenticateResult(), user: fakeUser() };

  async function loggedIn(script: Parameters<typeof startLogin>[1] = {}) {
    const started = startLogin(upgrading, { 'otps.authenticate': signedInWithoutPasskey, ...script }, { user: fakeUser() });
    await flush();
    started.submitEmail('ada@example.com');
    await flush();
    started.children().otp?.send({ type: 'code.submit', code: '123456' });
    await flush();
    await flush();
    return started;
  }

  it('offers PasskeyRegistrationStart before finishing, and creating one finishes the login', async () => {
    const started = await loggedIn();
    expect(started.view().screen).toBe('PasskeyRegistrationStart');
    expect(started.eventTypes()).not.toContain('AUTHENTICATE_FLOW_COMPLETE');
    const registration = started.children().passkeyUpgrade?.getSnapshot().children.registration;
    registration?.send({ type: 'passkey.create' });
    await flush();
    expect(started.client.callsTo('webauthn.register')).toEqual([{ isPasskey: true, sessionDurationMinutes: 30 }]);
    expect(started.view().step).toEqual({ screen: 'OTPConfirmation', createPasskeyQuietly: false });
    expect(started.eventTypes().slice(-2)).toEqual(['PASSKEY_REGISTER', 'AUTHENTICATE_FLOW_COMPLETE']);
  });

  it('a skip finishes the login as before', async () => {
    const started = await loggedIn();
    started.children().passkeyUpgrade?.getSnapshot().children.registration?.send({ type: 'passkey.skip' });
    await flush();
    expect(started.view().screen).toBe('OTPConfirmation');
    expect(started.eventTypes().slice(-2)).toEqual(['PASSKEY_SKIP', 'AUTHENTICATE_FLOW_COMPLETE']);
  });

  it('a failed creation keeps the offer open with its message, never blocking the login', async () => {
    const started = await loggedIn({ 'webauthn.register': fail('webauthn_cancelled') });
    const registration = () => started.children().passkeyUpgrade?.getSnapshot().children.registration;
    registration()?.send({ type: 'passkey.create' });
    await flush();
    expect(registration()?.getSnapshot().context.error).toMatchObject({ type: 'passkey_registration_failed' });
    registration()?.send({ type: 'passkey.skip' });
    await flush();
    expect(started.view().screen).toBe('OTPConfirmation');
  });

  it('where the browser can create one quietly, finishes at once and creates it in the background', async () => {
    const started = await loggedIn({ 'webauthn.isConditionalCreateSupported': true, 'webauthn.register': hang() });
    expect(started.view().step).toEqual({ screen: 'OTPConfirmation', createPasskeyQuietly: true });
    expect(started.eventTypes()).toContain('AUTHENTICATE_FLOW_COMPLETE');
    expect(started.client.callsTo('webauthn.register')).toEqual([{ isPasskey: true, sessionDurationMinutes: 30, conditionalMediation: true }]);
  });

  it('offers nothing to a user who has a passkey already', async () => {
    const withPasskey = { ...fakeAuthenticateResult(), user: fakeUser([{ webauthnRegistrationId: 'w1', name: 'Laptop' }]) };
    const started = await loggedIn({ 'otps.authenticate': withPasskey });
    expect(started.view().step).toEqual({ screen: 'OTPConfirmation', createPasskeyQuietly: false });
    expect(started.client.callsTo('webauthn.register')).toEqual([]);
  });

  it('looks the user up when the login did not say who it was', async () => {
    const started = await loggedIn({ 'otps.authenticate': { ...fakeAuthenticateResult(), user: null } });
    expect(started.client.callsTo('user.get')).toHaveLength(1);
    expect(started.view().screen).toBe('PasskeyRegistrationStart');
  });

  it('finishes the login when the lookup fails', async () => {
    const started = await loggedIn({ 'otps.authenticate': { ...fakeAuthenticateResult(), user: null }, 'user.get': fail('network_unreachable') });
    expect(started.view().screen).toBe('OTPConfirmation');
  });
});
