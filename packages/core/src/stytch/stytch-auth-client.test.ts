import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStytchAuthClient, type StytchClient } from './stytch-auth-client';

const INTERNALS = Symbol.for('stytch__internal_b2c');

const stytchUser = {
  user_id: 'user-test-1',
  emails: [{ email_id: 'email-1', email: 'ada@example.com', verified: true }],
  phone_numbers: [],
  webauthn_registrations: [],
  name: { first_name: 'Ada', middle_name: '', last_name: '' },
};

const authenticateResponse = {
  user_id: 'user-test-1',
  session_token: 'token',
  session_jwt: 'jwt',
  session: { session_id: 'session-1', user_id: 'user-test-1', expires_at: '2026-01-01T00:30:00Z' },
  user: stytchUser,
};

function fakeStytch(overrides: Record<string, unknown> = {}) {
  const logEvent = vi.fn();
  const stytch = {
    otps: {
      email: {
        loginOrCreate: vi.fn().mockResolvedValue({ method_id: 'email-1', request_id: 'r' }),
        send: vi.fn().mockResolvedValue({ method_id: 'email-2', request_id: 'r' }),
      },
      sms: { loginOrCreate: vi.fn().mockResolvedValue({ method_id: 'phone-1' }) },
      whatsapp: { loginOrCreate: vi.fn().mockResolvedValue({ method_id: 'phone-1' }) },
      authenticate: vi.fn().mockResolvedValue(authenticateResponse),
    },
    session: { revoke: vi.fn().mockResolvedValue({}) },
    ...overrides,
    [INTERNALS]: {
      bootstrap: {
        getSync: () => ({ projectName: 'Cached', displayWatermark: false, emailDomains: ['a.test'], passwordConfig: null, rbacPolicy: null }),
        getAsync: () =>
          Promise.resolve({ projectName: 'Fresh', displayWatermark: true, emailDomains: ['b.test'], passwordConfig: { ludsComplexity: 3, ludsMinimumCount: 8 }, rbacPolicy: { scopes: [] } }),
      },
      networkClient: { logEvent },
    },
  };
  return { stytch: stytch as unknown as StytchClient, raw: stytch, logEvent };
}

describe('createStytchAuthClient', () => {
  // Stytch's schemas say strings; some of its examples show null for a LUDS project: both read the same.
  it.each([
    ['null', { warning: null, suggestions: null }],
    ['empty', { warning: '', suggestions: [] }],
  ])('reads a LUDS strength check whose warning and suggestions are %s', async (_, empty) => {
    const luds = { has_lower_case: true, has_upper_case: false, has_digit: true, has_symbol: false, missing_characters: 2, missing_complexity: 1 };
    const strengthCheck = vi.fn().mockResolvedValue({ score: 0, valid_password: false, breached_password: false, strength_policy: 'luds', feedback: { ...empty, luds_requirements: luds } });
    const { stytch } = fakeStytch({ passwords: { strengthCheck } });
    const result = await createStytchAuthClient(stytch).passwords.strengthCheck({ password: 'abc' });
    expect(result.feedback).toEqual({
      warning: '',
      suggestions: [],
      ludsRequirements: { hasLowerCase: true, hasUpperCase: false, hasDigit: true, hasSymbol: false, missingCharacters: 2, missingComplexity: 1 },
    });
  });

  it('sends OTPs with Stytch option names and returns the method id', async () => {
    const { stytch, raw } = fakeStytch();
    const client = createStytchAuthClient(stytch);
    await expect(
      client.otps.email.loginOrCreate({ email: 'ada@example.com', expirationMinutes: 5, loginTemplateId: 'l', locale: 'es' }),
    ).resolves.toEqual({ methodId: 'email-1', raw: { method_id: 'email-1', request_id: 'r' } });
    expect(raw.otps.email.loginOrCreate).toHaveBeenCalledWith('ada@example.com', {
      expiration_minutes: 5,
      login_template_id: 'l',
      locale: 'es',
    });
    await client.otps.whatsapp.loginOrCreate({ phoneNumber: '+14155550100', expirationMinutes: 3 });
    expect(raw.otps.whatsapp.loginOrCreate).toHaveBeenCalledWith('+14155550100', { expiration_minutes: 3 });
  });

  it("sends a step-up's email code with otps.email.send (the signed-in user's send/secondary), never loginOrCreate", async () => {
    const { stytch, raw } = fakeStytch();
    await expect(
      createStytchAuthClient(stytch).otps.stepUp.email({ email: 'ada@example.com', expirationMinutes: 5, locale: 'es' }),
    ).resolves.toEqual({ methodId: 'email-2', raw: { method_id: 'email-2', request_id: 'r' } });
    expect(raw.otps.email.send).toHaveBeenCalledWith('ada@example.com', { expiration_minutes: 5, locale: 'es' });
    expect(raw.otps.email.loginOrCreate).not.toHaveBeenCalled();
  });

  it("sends a password reset's options with Stytch's names, the magic link's lifetime included", async () => {
    const resetByEmailStart = vi.fn().mockResolvedValue({ request_id: 'r' });
    const { stytch } = fakeStytch({ passwords: { resetByEmailStart } });
    await createStytchAuthClient(stytch).passwords.resetByEmailStart({
      email: 'ada@example.com',
      loginRedirectUrl: 'https://app.test/authenticate',
      loginExpirationMinutes: 15,
      resetPasswordRedirectUrl: 'https://app.test/reset',
      resetPasswordExpirationMinutes: 20,
      resetPasswordTemplateId: 't',
      locale: 'es',
    });
    expect(resetByEmailStart).toHaveBeenCalledWith({
      email: 'ada@example.com',
      login_redirect_url: 'https://app.test/authenticate',
      login_expiration_minutes: 15,
      reset_password_redirect_url: 'https://app.test/reset',
      reset_password_expiration_minutes: 20,
      reset_password_template_id: 't',
      locale: 'es',
    });
  });

  it('maps an authenticate response', async () => {
    const { stytch, raw } = fakeStytch();
    const result = await createStytchAuthClient(stytch).otps.authenticate({
      code: '123456',
      methodId: 'email-1',
      sessionDurationMinutes: 30,
    });
    expect(raw.otps.authenticate).toHaveBeenCalledWith('123456', 'email-1', { session_duration_minutes: 30 });
    expect(result).toMatchObject({
      userId: 'user-test-1',
      session: { sessionId: 'session-1', userId: 'user-test-1', expiresAt: '2026-01-01T00:30:00Z' },
      user: { userId: 'user-test-1', emails: [{ emailId: 'email-1', email: 'ada@example.com', verified: true }], name: { firstName: 'Ada' } },
      raw: authenticateResponse,
    });
  });

  it('rejects with AuthErrors built from the SDK errors', async () => {
    const apiError = Object.assign(new Error('[404] otp_code_not_found'), {
      name: 'StytchAPIError',
      status_code: 404,
      error_type: 'otp_code_not_found',
      error_message: 'Wrong code.',
    });
    const { stytch } = fakeStytch({
      otps: { authenticate: vi.fn().mockRejectedValue(apiError), email: { loginOrCreate: vi.fn().mockResolvedValue(undefined) } },
    });
    const client = createStytchAuthClient(stytch);
    await expect(client.otps.authenticate({ code: '1', methodId: 'm', sessionDurationMinutes: 30 })).rejects.toEqual({
      type: 'otp_code_not_found',
      message: 'Wrong code.',
      status: 404,
    });
    // A 2xx without the `data` envelope makes the SDK resolve undefined (protocol §1.6).
    await expect(client.otps.email.loginOrCreate({ email: 'a@b.co', expirationMinutes: 5 })).rejects.toMatchObject({
      type: 'invalid_response',
    });
  });

  it('settles as aborted when the signal fires, even though the SDK cannot cancel', async () => {
    const { stytch } = fakeStytch({ otps: { authenticate: vi.fn(() => new Promise(() => {})) } });
    const controller = new AbortController();
    const pending = createStytchAuthClient(stytch).otps.authenticate(
      { code: '123456', methodId: 'm', sessionDurationMinutes: 30 },
      { signal: controller.signal },
    );
    controller.abort();
    await expect(pending).rejects.toEqual({ type: 'aborted' });
  });

  it('reads bootstrap from the SDK cache, then fresh', async () => {
    const client = createStytchAuthClient(fakeStytch().stytch);
    expect(client.bootstrap.getSync()).toMatchObject({ projectName: 'Cached', displayWatermark: false });
    await expect(client.bootstrap.load()).resolves.toEqual({
      projectName: 'Fresh',
      displayWatermark: true,
      emailDomains: ['b.test'],
      passwordConfig: { ludsComplexity: 3, ludsMinimumCount: 8 },
      rbacPolicy: { scopes: [] },
    });
  });

  it('logs telemetry through the SDK event log, never throwing', () => {
    const { stytch, logEvent } = fakeStytch();
    const client = createStytchAuthClient(stytch);
    client.events.log({ name: 'render_login_screen' });
    expect(logEvent).toHaveBeenCalledWith({ name: 'render_login_screen', details: {} });
    logEvent.mockImplementation(() => {
      throw new Error('offline');
    });
    expect(() => client.events.log({ name: 'email_sent' })).not.toThrow();
  });

  it('works with a client that has no internals', async () => {
    const client = createStytchAuthClient({ session: { revoke: vi.fn().mockResolvedValue({}) } } as unknown as StytchClient);
    expect(client.bootstrap.getSync()).toMatchObject({ projectName: null, displayWatermark: false });
    await expect(client.users.search({ email: 'a@b.co' })).rejects.toMatchObject({ type: 'not_supported' });
    await expect(client.session.revoke()).resolves.toBeUndefined();
  });
});

describe('passkeys through the Stytch client', () => {
  /** A stand-in `navigator.credentials` whose `create` lives on its prototype, as in browsers. */
  function stubCredentials() {
    const create = vi.fn((options?: CredentialCreationOptions) => Promise.resolve({ id: 'credential', options }));
    const get = vi.fn(() => Promise.resolve(null));
    const container = Object.create({ create, get }) as CredentialsContainer;
    vi.stubGlobal('navigator', { credentials: container });
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    return { container, create };
  }
  afterEach(() => vi.unstubAllGlobals());

  it('registers through the SDK with the signal, and quietly on request', async () => {
    const { container, create } = stubCredentials();
    const register = vi.fn(async () => {
      await container.create({ publicKey: { challenge: new Uint8Array(1) } as unknown as PublicKeyCredentialCreationOptions });
      return { ...authenticateResponse, webauthn_registration_id: 'webauthn-1' };
    });
    const client = createStytchAuthClient(fakeStytch({ webauthn: { register } }).stytch);
    const controller = new AbortController();
    await expect(
      client.webauthn.register({ isPasskey: true, sessionDurationMinutes: 30, conditionalMediation: true }, { signal: controller.signal }),
    ).resolves.toMatchObject({ userId: 'user-test-1' });
    expect(register).toHaveBeenCalledWith({ is_passkey: true, session_duration_minutes: 30 });
    expect(create.mock.calls[0]?.[0]).toMatchObject({ signal: expect.any(AbortSignal), mediation: 'conditional' });
  });

  it('reads conditional create support from getClientCapabilities, false when absent', async () => {
    const client = createStytchAuthClient(fakeStytch().stytch);
    vi.stubGlobal('PublicKeyCredential', undefined);
    await expect(client.webauthn.isConditionalCreateSupported()).resolves.toBe(false);
    vi.stubGlobal('PublicKeyCredential', { getClientCapabilities: () => Promise.resolve({ conditionalCreate: true }) });
    await expect(client.webauthn.isConditionalCreateSupported()).resolves.toBe(true);
  });

  it('asks for a conditional passkey login without the SDK input check, with the abort signal', async () => {
    stubCredentials();
    const authenticate = vi.fn().mockResolvedValue({ ...authenticateResponse, webauthn_registration_id: 'webauthn-1' });
    const client = createStytchAuthClient(fakeStytch({ webauthn: { authenticate } }).stytch);
    const controller = new AbortController();
    await client.webauthn.authenticate(
      { sessionDurationMinutes: 30, conditionalMediation: true, isPasskey: true },
      { signal: controller.signal },
    );
    expect(authenticate).toHaveBeenCalledWith({
      session_duration_minutes: 30,
      conditional_mediation: true,
      is_passkey: true,
      disable_input_check: true,
      signal: controller.signal,
    });
  });

  describe('a passkey the server no longer knows (WebAuthn Signal API)', () => {
    const notFound = { name: 'StytchAPIError', error_type: 'webauthn_registration_not_found', status_code: 404 };
    /** The SDK's passkey login: the browser answers with credential `cred-1`, then the server answers `error`. */
    function loginAnswered(error: unknown, publicKey: Record<string, unknown> = { rpId: 'app.example', challenge: new Uint8Array(1) }) {
      const get = vi.fn(() => Promise.resolve({ id: 'cred-1', rawId: new ArrayBuffer(1), type: 'public-key' }));
      const container = Object.create({ get }) as CredentialsContainer;
      vi.stubGlobal('navigator', { credentials: container });
      const authenticate = vi.fn(async () => {
        await container.get({ publicKey } as unknown as CredentialRequestOptions);
        throw error;
      });
      const client = createStytchAuthClient(fakeStytch({ webauthn: { authenticate } }).stytch);
      return client.webauthn.authenticate(
        { sessionDurationMinutes: 30, conditionalMediation: false, isPasskey: true },
        { signal: new AbortController().signal, serverTimeoutMs: 10_000 },
      );
    }

    it('tells the passkey provider which credential, for which relying party', async () => {
      const signalUnknownCredential = vi.fn(() => Promise.resolve());
      vi.stubGlobal('PublicKeyCredential', { signalUnknownCredential });
      await expect(loginAnswered(notFound)).rejects.toMatchObject({ type: 'webauthn_registration_not_found', status: 404 });
      expect(signalUnknownCredential).toHaveBeenCalledTimes(1);
      expect(signalUnknownCredential).toHaveBeenCalledWith({ rpId: 'app.example', credentialId: 'cred-1' });
    });

    it("names the page's host when the server's options name no relying party", async () => {
      const signalUnknownCredential = vi.fn(() => Promise.resolve());
      vi.stubGlobal('PublicKeyCredential', { signalUnknownCredential });
      vi.stubGlobal('location', { hostname: 'shop.example' });
      await expect(loginAnswered(notFound, { challenge: new Uint8Array(1) })).rejects.toMatchObject({ type: 'webauthn_registration_not_found' });
      expect(signalUnknownCredential).toHaveBeenCalledWith({ rpId: 'shop.example', credentialId: 'cred-1' });
    });

    it('says nothing after other failures, or when the browser answered with no credential', async () => {
      const signalUnknownCredential = vi.fn(() => Promise.resolve());
      vi.stubGlobal('PublicKeyCredential', { signalUnknownCredential });
      await expect(
        loginAnswered({ name: 'StytchAPIError', error_type: 'unable_to_auth_webauthn_registration', status_code: 401 }),
      ).rejects.toMatchObject({ type: 'unable_to_auth_webauthn_registration' });

      const get = vi.fn(() => Promise.reject(new DOMException('The user cancelled.', 'NotAllowedError')));
      vi.stubGlobal('navigator', { credentials: Object.create({ get }) as CredentialsContainer });
      const authenticate = vi.fn(async () => {
        await navigator.credentials.get({ publicKey: { rpId: 'app.example', challenge: new Uint8Array(1) } });
        throw notFound;
      });
      const client = createStytchAuthClient(fakeStytch({ webauthn: { authenticate } }).stytch);
      await expect(
        client.webauthn.authenticate({ sessionDurationMinutes: 30, conditionalMediation: false, isPasskey: true }, { signal: new AbortController().signal }),
      ).rejects.toMatchObject({ type: 'webauthn_cancelled' });
      expect(signalUnknownCredential).not.toHaveBeenCalled();
    });

    it('does nothing in a browser without the Signal API (Firefox, older browsers)', async () => {
      vi.stubGlobal('PublicKeyCredential', {});
      await expect(loginAnswered(notFound)).rejects.toMatchObject({ type: 'webauthn_registration_not_found' });
      vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
      await expect(loginAnswered(notFound)).rejects.toMatchObject({ type: 'webauthn_registration_not_found' });
    });

    it("never lets the signal's own failure change the login's outcome, nor log it", async () => {
      const error = vi.spyOn(console, 'error');
      const warn = vi.spyOn(console, 'warn');
      const rejects = vi.fn(() => Promise.reject(new DOMException('Not allowed.', 'SecurityError')));
      vi.stubGlobal('PublicKeyCredential', { signalUnknownCredential: rejects });
      await expect(loginAnswered(notFound)).rejects.toMatchObject({ type: 'webauthn_registration_not_found' });
      expect(rejects).toHaveBeenCalledTimes(1);
      const throws = vi.fn(() => {
        throw new TypeError('Illegal invocation');
      });
      vi.stubGlobal('PublicKeyCredential', { signalUnknownCredential: throws });
      await expect(loginAnswered(notFound)).rejects.toMatchObject({ type: 'webauthn_registration_not_found' });
      expect(throws).toHaveBeenCalledTimes(1);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(error).not.toHaveBeenCalled();
      expect(warn).not.toHaveBeenCalled();
    });
  });

  describe('a page that cannot use passkeys (no WebAuthn, or not a secure context)', () => {
    const request = { sessionDurationMinutes: 30, conditionalMediation: false, isPasskey: true as const };

    it('says so (isSupported false), and refuses every ceremony with webauthn_unsupported before the SDK is asked', async () => {
      const authenticate = vi.fn();
      const register = vi.fn();
      const client = createStytchAuthClient(fakeStytch({ webauthn: { authenticate, register } }).stytch);
      for (const page of ['no PublicKeyCredential', 'not a secure context']) {
        vi.unstubAllGlobals();
        stubCredentials();
        if (page === 'no PublicKeyCredential') vi.stubGlobal('PublicKeyCredential', undefined);
        else vi.stubGlobal('isSecureContext', false);
        await expect(client.webauthn.isSupported(), page).resolves.toBe(false);
        await expect(client.webauthn.authenticate(request), page).rejects.toMatchObject({ type: 'webauthn_unsupported', message: expect.stringMatching(/secure context/) });
        await expect(client.webauthn.register(request), page).rejects.toMatchObject({ type: 'webauthn_unsupported' });
      }
      expect(authenticate).not.toHaveBeenCalled();
      expect(register).not.toHaveBeenCalled();
    });

    it('a page with WebAuthn in a secure context can', async () => {
      stubCredentials();
      vi.stubGlobal('isSecureContext', true);
      await expect(createStytchAuthClient(fakeStytch().stytch).webauthn.isSupported()).resolves.toBe(true);
    });
  });
});
