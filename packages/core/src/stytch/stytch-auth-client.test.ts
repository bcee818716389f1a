import { describe, expect, it, vi } from 'vitest';
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
      email: { loginOrCreate: vi.fn().mockResolvedValue({ method_id: 'email-1', request_id: 'r' }) },
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
