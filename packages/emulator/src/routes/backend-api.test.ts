import { beforeEach, describe, expect, it } from 'vitest';
import { clientAddress } from '../http/client-address';
import { startEmulator } from '../node';
import { DEFAULT_SETTINGS } from '../settings';
import { createHarness, PAGE_ORIGIN, TEST_PASSWORD_HASHING, type Harness, type Json } from '../testing/harness';

const MINUTE = 60_000;
const PROJECT_ID = DEFAULT_SETTINGS.project_id;
const SECRET = DEFAULT_SETTINGS.project_secret;
const basic = (username: string, password: string) => `Basic ${btoa(`${username}:${password}`)}`;

describe('the Backend API', () => {
  let h: Harness;
  /** A Backend API call as stytch-node makes it: `Authorization: Basic base64(project_id:secret)`, JSON. */
  const backend = (method: string, path: string, options: { json?: unknown; auth?: string | null; origin?: string } = {}) =>
    h.call(method, path, {
      json: options.json,
      publicToken: null,
      origin: options.origin,
      headers: options.auth === null ? {} : { Authorization: options.auth ?? basic(PROJECT_ID, SECRET) },
    });
  /** The browser SDK's own refresh of its session (what the SDK does on every page load). */
  const sdkRefresh = (sessionToken: string) => h.call('POST', '/sdk/v1/sessions/authenticate', { session: sessionToken });

  beforeEach(async () => {
    h = await createHarness();
  });

  describe('credentials', () => {
    it.each([
      ['no Authorization header', null],
      ['a wrong secret', basic(PROJECT_ID, 'secret-test-wrong')],
      ['another project id', basic('project-test-other', SECRET)],
      ['the public token (the browser SDK’s credentials)', basic(DEFAULT_SETTINGS.public_token, DEFAULT_SETTINGS.public_token)],
      ['a Bearer token', `Bearer ${SECRET}`],
    ])('answers 401 unauthorized_credentials for %s, without naming the secret', async (_case, auth) => {
      const seeded = await h.seedUser({ email: 'ada@example.com' });
      for (const [method, path] of [
        ['GET', `/v1/users/${seeded.user_id}`],
        ['DELETE', `/v1/users/${seeded.user_id}`],
        ['GET', `/v1/sessions?user_id=${seeded.user_id}`],
        ['POST', '/v1/sessions/authenticate'],
        ['POST', '/v1/sessions/revoke'],
      ] as const) {
        const response = await backend(method, path, { auth, json: method === 'POST' ? { session_token: 'x' } : undefined });
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(response.body).toMatchObject({
          status_code: 401,
          request_id: expect.stringMatching(/^request-id-test-/),
          error_type: 'unauthorized_credentials',
          error_message: expect.stringMatching(/^Unauthorized credentials\. /),
          error_url: 'https://stytch.com/docs/api/errors/401#unauthorized_credentials',
        });
        expect(response.text).not.toContain(SECRET);
      }
      // Nothing happened: the user is still there.
      expect((await backend('GET', `/v1/users/${seeded.user_id}`)).status).toBe(200);
    });

    it('leaves the JWKS open (stytch-node fetches it without credentials)', async () => {
      const response = await backend('GET', `/v1/sessions/jwks/${PROJECT_ID}`, { auth: null });
      expect(response.status).toBe(200);
      expect(response.body.keys).toEqual([expect.objectContaining({ kty: 'RSA', alg: 'RS256' })]);
    });

    it('takes the project_secret setting: hidden from GET and PUT /emulator/config, changed by PUT, restored by a reset', async () => {
      const seeded = await h.seedUser({ email: 'ada@example.com' });
      const config = await h.call('GET', '/emulator/config');
      expect(config.body.project_secret).toBe('(hidden)');
      expect(config.text).not.toContain(`"${SECRET}"`);

      const changed = await h.call('PUT', '/emulator/config', { json: { project_secret: 'secret-test-another_one=' } });
      expect(changed.status).toBe(200);
      expect(changed.body.project_secret).toBe('(hidden)');
      expect((await backend('GET', `/v1/users/${seeded.user_id}`)).status).toBe(401);
      expect((await backend('GET', `/v1/users/${seeded.user_id}`, { auth: basic(PROJECT_ID, 'secret-test-another_one=') })).status).toBe(200);

      // The hidden value is not a secret the emulator takes, so a settings object read back cannot set it.
      const roundTrip = await h.call('PUT', '/emulator/config', { json: { project_secret: '(hidden)' } });
      expect(roundTrip.status).toBe(400);
      expect(roundTrip.body).toMatchObject({ error_type: 'invalid_settings', error_message: expect.stringContaining('project_secret must be a secret starting with "secret-test-"') });

      await h.call('POST', '/emulator/reset');
      const reseeded = await h.seedUser({ email: 'ada@example.com' });
      expect((await backend('GET', `/v1/users/${reseeded.user_id}`)).status).toBe(200);
    });

    it('answers no page: no CORS headers on the Backend API, even for an allowed origin (the SDK’s routes keep theirs)', async () => {
      const login = await h.loginWithEmail('ada@example.com');
      const fromPage = await backend('GET', `/v1/users/${login.user_id}`, { origin: PAGE_ORIGIN });
      expect(fromPage.status).toBe(200);
      expect(fromPage.headers.get('Access-Control-Allow-Origin')).toBeNull();
      const preflight = await h.call('OPTIONS', '/v1/sessions/revoke', {
        publicToken: null,
        origin: PAGE_ORIGIN,
        headers: { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
      expect(preflight.headers.get('Access-Control-Allow-Headers')).toBeNull();

      const sdk = await h.call('POST', '/sdk/v1/sessions/authenticate', { session: login.session_token, origin: PAGE_ORIGIN });
      expect(sdk.headers.get('Access-Control-Allow-Origin')).toBe(PAGE_ORIGIN);
      const jwks = await backend('GET', `/v1/sessions/jwks/${PROJECT_ID}`, { auth: null, origin: PAGE_ORIGIN });
      expect(jwks.headers.get('Access-Control-Allow-Origin')).toBe(PAGE_ORIGIN);
    });
  });

  describe('POST /v1/sessions/authenticate', () => {
    it('answers the session of a token at the top level, marks it used and extends it when asked', async () => {
      const login = await h.loginWithEmail('ada@example.com', { session_duration_minutes: 60 });
      h.tick(10 * MINUTE);
      const response = await backend('POST', '/v1/sessions/authenticate', { json: { session_token: login.session_token } });
      expect(response.status).toBe(200);
      const body: Json = response.body;
      expect(body).not.toHaveProperty('data');
      expect(body).toMatchObject({
        status_code: 200,
        request_id: expect.stringMatching(/^request-id-test-/),
        session_token: login.session_token,
        session_jwt: expect.stringMatching(/^ey/),
        user: { user_id: login.user_id, emails: [expect.objectContaining({ email: 'ada@example.com', verified: true })] },
        session: {
          session_id: login.session.session_id,
          user_id: login.user_id,
          started_at: login.session.started_at,
          expires_at: login.session.expires_at,
          authentication_factors: login.session.authentication_factors,
          attributes: { user_agent: '', ip_address: '' },
          custom_claims: {},
          roles: ['stytch_user'],
        },
      });
      expect(Date.parse(body.session.last_accessed_at) - Date.parse(login.session.last_accessed_at)).toBe(10 * MINUTE);
      expect(body.session_jwt).not.toBe(login.session_jwt);

      const extended = await backend('POST', '/v1/sessions/authenticate', { json: { session_token: login.session_token, session_duration_minutes: 600 } });
      expect(Date.parse(extended.body.session.expires_at) - Date.parse(extended.body.session.last_accessed_at)).toBe(600 * MINUTE);
      // Beyond the SDK's maximum for the project: a server is bound by Stytch's limits only.
      await h.call('PUT', '/emulator/config', { json: { max_session_duration_minutes: 60 } });
      expect((await backend('POST', '/v1/sessions/authenticate', { json: { session_token: login.session_token, session_duration_minutes: 600 } })).status).toBe(200);
      const tooLong = await backend('POST', '/v1/sessions/authenticate', { json: { session_token: login.session_token, session_duration_minutes: 527041 } });
      expect(tooLong.body).toMatchObject({ status_code: 400, error_type: 'invalid_session_duration_minutes' });
    });

    it('takes a JWT, past its five minutes too while the session lives, and answers a fresh one', async () => {
      const login = await h.loginWithEmail('ada@example.com', { session_duration_minutes: 60 });
      h.tick(20 * MINUTE);
      const response = await backend('POST', '/v1/sessions/authenticate', { json: { session_jwt: login.session_jwt } });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ session: { session_id: login.session.session_id }, session_token: '' });
      expect(response.body.session_jwt).not.toBe(login.session_jwt);

      h.tick(41 * MINUTE);
      const expired = await backend('POST', '/v1/sessions/authenticate', { json: { session_jwt: login.session_jwt } });
      expect(expired.status).toBe(404);
    });

    it.each([
      ['both a token and a JWT', (login: Json) => ({ session_token: login.session_token, session_jwt: login.session_jwt }), 400, 'too_many_session_arguments'],
      ['neither', () => ({}), 400, 'no_session_arguments'],
      ['an unknown token', () => ({ session_token: 'nope' }), 404, 'session_not_found'],
      ['a JWT that is not a JWT', () => ({ session_jwt: 'not.a.jwt' }), 404, 'session_not_found'],
      ['a JWT with a forged signature', (login: Json) => ({ session_jwt: `${login.session_jwt.slice(0, -8)}AAAAAAAA` }), 404, 'session_not_found'],
      ['session_custom_claims (not emulated)', (login: Json) => ({ session_token: login.session_token, session_custom_claims: { plan: 'pro' } }), 400, 'bad_request'],
      ['authorization_check (not emulated)', (login: Json) => ({ session_token: login.session_token, authorization_check: { resource_id: 'docs', action: 'read' } }), 400, 'bad_request'],
    ])('refuses %s', async (_case, body, status, errorType) => {
      const login = await h.loginWithEmail('ada@example.com');
      const response = await backend('POST', '/v1/sessions/authenticate', { json: body(login) });
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ status_code: status, error_type: errorType });
      if (errorType === 'session_not_found') expect(response.body.error_message).toBe('Session could not be found.');
    });

    it("refuses another project's JWT", async () => {
      const login = await h.loginWithEmail('ada@example.com');
      await h.call('PUT', '/emulator/config', { json: { project_id: 'project-test-other' } });
      const response = await backend('POST', '/v1/sessions/authenticate', { json: { session_jwt: login.session_jwt }, auth: basic('project-test-other', SECRET) });
      expect(response.body).toMatchObject({ status_code: 404, error_type: 'session_not_found' });
    });
  });

  describe('GET /v1/sessions', () => {
    it("lists the user's live sessions, the newest first, each with the browser that started it", async () => {
      const first = await h.loginWithEmail('ada@example.com', { session_duration_minutes: 30 });
      h.tick(MINUTE);
      const { methodId, code } = await h.sendEmailCode('ada@example.com');
      const second = (
        await h.call('POST', '/sdk/v1/otps/authenticate', {
          json: { token: code, method_id: methodId, session_duration_minutes: 60 },
          headers: { 'User-Agent': 'Mozilla/5.0 (Macintosh) Firefox/140.0' },
        })
      ).body.data;
      const other = await h.loginWithEmail('grace@example.com');

      const listed = await backend('GET', `/v1/sessions?user_id=${first.user_id}`);
      expect(listed.status).toBe(200);
      expect(listed.body).toMatchObject({ status_code: 200, request_id: expect.stringMatching(/^request-id-test-/) });
      expect(listed.body.sessions.map((session: Json) => session.session_id)).toEqual([second.session.session_id, first.session.session_id]);
      expect(listed.body.sessions[0]).toEqual(second.session);
      expect(listed.body.sessions[0].attributes).toEqual({ user_agent: 'Mozilla/5.0 (Macintosh) Firefox/140.0', ip_address: '' });
      expect(JSON.stringify(listed.body)).not.toContain(other.session.session_id);

      // Expired and revoked sessions are not listed.
      h.tick(30 * MINUTE);
      expect((await backend('GET', `/v1/sessions?user_id=${first.user_id}`)).body.sessions).toEqual([expect.objectContaining({ session_id: second.session.session_id })]);
      await backend('POST', '/v1/sessions/revoke', { json: { session_id: second.session.session_id } });
      expect((await backend('GET', `/v1/sessions?user_id=${first.user_id}`)).body.sessions).toEqual([]);
    });

    it('answers 404 user_not_found for an unknown user and 400 invalid_user_id without one', async () => {
      expect((await backend('GET', '/v1/sessions?user_id=user-test-00000000-0000-0000-0000-000000000000')).body).toMatchObject({
        status_code: 404,
        error_type: 'user_not_found',
        error_message: 'User could not be found.',
      });
      expect((await backend('GET', '/v1/sessions')).body).toMatchObject({ status_code: 400, error_type: 'invalid_user_id' });
    });
  });

  describe('POST /v1/sessions/revoke', () => {
    it.each([
      ['its id', (login: Json) => ({ session_id: login.session.session_id })],
      ['its token', (login: Json) => ({ session_token: login.session_token })],
      ['its JWT', (login: Json) => ({ session_jwt: login.session_jwt })],
    ])('ends a session named by %s: the browser’s next SDK call is refused as Stytch refuses it', async (_case, named) => {
      const login = await h.loginWithEmail('ada@example.com');
      const other = await h.loginWithEmail('ada@example.com');
      const revoked = await backend('POST', '/v1/sessions/revoke', { json: named(login) });
      expect(revoked.status).toBe(200);
      expect(revoked.body).toEqual({ status_code: 200, request_id: expect.stringMatching(/^request-id-test-/) });

      // 401 session_not_found: one of the types that make the SDK drop its session (protocol §1.9).
      expect((await sdkRefresh(login.session_token)).body).toMatchObject({ status_code: 401, error_type: 'session_not_found' });
      expect((await backend('POST', '/v1/sessions/authenticate', { json: { session_token: login.session_token } })).body).toMatchObject({
        status_code: 404,
        error_type: 'session_not_found',
      });
      // Once: it is gone.
      expect((await backend('POST', '/v1/sessions/revoke', { json: named(login) })).status).toBe(404);
      // The user's other session goes on.
      expect((await sdkRefresh(other.session_token)).status).toBe(200);
    });

    it('wants exactly one of session_id, session_token and session_jwt', async () => {
      const login = await h.loginWithEmail('ada@example.com');
      expect((await backend('POST', '/v1/sessions/revoke', { json: {} })).body).toMatchObject({ status_code: 400, error_type: 'no_session_revoke_arguments' });
      expect((await backend('POST', '/v1/sessions/revoke', { json: { session_id: login.session.session_id, session_token: login.session_token } })).body).toMatchObject({
        status_code: 400,
        error_type: 'too_many_session_revoke_arguments',
      });
      expect((await backend('POST', '/v1/sessions/revoke', { json: { session_id: 'session-test-unknown' } })).body).toMatchObject({
        status_code: 404,
        error_type: 'session_not_found',
      });
      expect((await sdkRefresh(login.session_token)).status).toBe(200);
    });
  });

  describe('/v1/users/{user_id}', () => {
    it('GET answers the User object at the top level, with its lock', async () => {
      const login = await h.loginWithEmail('ada@example.com');
      const response = await backend('GET', `/v1/users/${login.user_id}`);
      expect(response.status).toBe(200);
      const { request_id: requestId, status_code: statusCode, ...user } = response.body;
      expect(requestId).toMatch(/^request-id-test-/);
      expect(statusCode).toBe(200);
      expect(user).toEqual({ ...login.user, is_locked: false });

      // Locked (ten wrong codes): the lock's times come with it.
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const { methodId } = await h.sendEmailCode('ada@example.com');
        await h.call('POST', '/sdk/v1/otps/authenticate', { json: { token: '000000', method_id: methodId } });
      }
      const locked = (await backend('GET', `/v1/users/${login.user_id}`)).body;
      expect(locked).toMatchObject({ is_locked: true, lock_created_at: expect.any(String), lock_expires_at: expect.any(String) });
      expect(Date.parse(locked.lock_expires_at) - Date.parse(locked.lock_created_at)).toBe(60 * MINUTE);

      expect((await backend('GET', '/v1/users/user-test-00000000-0000-0000-0000-000000000000')).body).toMatchObject({
        status_code: 404,
        error_type: 'user_not_found',
      });
    });

    it('DELETE deletes the user: their sessions end for the browser, the user is gone and the email signs up anew', async () => {
      const login = await h.loginWithEmail('ada@example.com');
      const second = await h.loginWithEmail('ada@example.com');
      const kept = await h.loginWithEmail('grace@example.com');

      const deleted = await backend('DELETE', `/v1/users/${login.user_id}`, { json: {} });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ status_code: 200, request_id: expect.stringMatching(/^request-id-test-/), user_id: login.user_id });

      for (const session of [login, second]) expect((await sdkRefresh(session.session_token)).body).toMatchObject({ status_code: 401, error_type: 'session_not_found' });
      expect((await h.call('GET', '/sdk/v1/users/me', { session: login.session_token })).status).toBe(401);
      expect((await backend('GET', `/v1/users/${login.user_id}`)).body).toMatchObject({ status_code: 404, error_type: 'user_not_found' });
      expect((await backend('GET', `/v1/sessions?user_id=${login.user_id}`)).body).toMatchObject({ status_code: 404, error_type: 'user_not_found' });
      expect((await backend('DELETE', `/v1/users/${login.user_id}`)).body).toMatchObject({ status_code: 404, error_type: 'user_not_found' });
      expect((await sdkRefresh(kept.session_token)).status).toBe(200);

      const again = await h.call('POST', '/sdk/v1/otps/email/login_or_create', { json: { email: 'ada@example.com' } });
      expect(again.body.data).toMatchObject({ user_created: true });
      expect(again.body.data.user_id).not.toBe(login.user_id);
    });
  });
});

describe("a session's IP address", () => {
  it('is the peer of the connection under Node (IPv4 mapped into IPv6 written as IPv4), and empty without one', () => {
    const context = (remoteAddress: unknown) => ({ env: remoteAddress === undefined ? undefined : { incoming: { socket: { remoteAddress } } } }) as never;
    expect(clientAddress(context('::ffff:127.0.0.1'))).toBe('127.0.0.1');
    expect(clientAddress(context('::1'))).toBe('::1');
    expect(clientAddress(context('203.0.113.9'))).toBe('203.0.113.9');
    expect(clientAddress(context(undefined))).toBe('');
    expect(clientAddress(context(42))).toBe('');
  });

  it('is recorded when the SDK logs in over HTTP, and the Backend API lists it; --project-secret sets the secret', async () => {
    const emulator = await startEmulator({ port: 0, host: '127.0.0.1', projectSecret: 'secret-test-from-the-flag', passwordHashing: TEST_PASSWORD_HASHING });
    try {
      const sdk = (path: string, body: unknown, secret = DEFAULT_SETTINGS.public_token) =>
        fetch(`${emulator.url}/sdk/v1${path}`, {
          method: 'POST',
          headers: { Authorization: basic(DEFAULT_SETTINGS.public_token, secret), 'Content-Type': 'application/json', 'User-Agent': 'conformance-browser/1.0' },
          body: JSON.stringify(body),
        }).then((response) => response.json() as Promise<Json>);
      const sent = await sdk('/otps/email/login_or_create', { email: 'ada@example.com' });
      const outbox: Json = await (await fetch(`${emulator.url}/emulator/outbox?to=ada@example.com`)).json();
      const login = await sdk('/otps/authenticate', { token: outbox.messages[0].code, method_id: sent.data.method_id, session_duration_minutes: 60 });
      expect(login.data.session.attributes).toEqual({ user_agent: 'conformance-browser/1.0', ip_address: '127.0.0.1' });

      const list = (secret: string) => fetch(`${emulator.url}/v1/sessions?user_id=${login.data.user_id}`, { headers: { Authorization: basic(PROJECT_ID, secret) } });
      expect((await list(SECRET)).status).toBe(401);
      const listed: Json = await (await list('secret-test-from-the-flag')).json();
      expect(listed.sessions).toEqual([expect.objectContaining({ session_id: login.data.session.session_id, attributes: { user_agent: 'conformance-browser/1.0', ip_address: '127.0.0.1' } })]);
    } finally {
      await emulator.close();
    }
  });
});
