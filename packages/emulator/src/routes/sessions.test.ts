import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, START_TIME, type Harness } from '../testing/harness';

const MINUTE = 60_000;

describe('sessions', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });

  describe('session_jwt', () => {
    it('is an RS256 JWT with Stytch claims, verifiable with the JWKS', async () => {
      const login = await h.loginWithEmail('ada@example.com');
      const { body: jwks } = await h.call('GET', '/emulator/jwks');
      expect(jwks.keys).toEqual([expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) })]);
      expect(jwks.keys[0]).not.toHaveProperty('d');
      expect(decodeProtectedHeader(login.session_jwt)).toMatchObject({ alg: 'RS256', kid: jwks.keys[0].kid, typ: 'JWT' });

      const { payload } = await jwtVerify(login.session_jwt, createLocalJWKSet(jwks), {
        issuer: 'stytch.com/project-test-portico',
        audience: 'project-test-portico',
        currentDate: new Date(START_TIME),
      });
      expect(payload.sub).toBe(login.user_id);
      expect(payload.iat).toBe(START_TIME / 1000);
      expect(payload.exp).toBe(START_TIME / 1000 + 5 * 60);
      expect(payload['https://stytch.com/session']).toMatchObject({
        id: login.session.session_id,
        started_at: login.session.started_at,
        expires_at: login.session.expires_at,
        authentication_factors: login.session.authentication_factors,
      });
    });

    it('never outlives its session', async () => {
      const login = await h.loginWithEmail('ada@example.com', { session_duration_minutes: 5 });
      h.tick(3 * MINUTE);
      const { body } = await h.call('POST', '/sdk/v1/sessions/authenticate', { session: login.session_token });
      const exp = JSON.parse(atob(body.data.session_jwt.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))).exp;
      expect(exp).toBe((START_TIME + 5 * MINUTE) / 1000);
    });

    it('is also served where Stytch backend SDKs look for it', async () => {
      const { body: local } = await h.call('GET', '/emulator/jwks');
      const { status, body } = await h.call('GET', '/v1/sessions/jwks/project-test-portico');
      expect(status).toBe(200);
      expect(body.keys).toEqual(local.keys);
      expect(body.status_code).toBe(200);
      expect((await h.call('GET', '/v1/sessions/jwks/project-test-other')).body.error_type).toBe('project_not_found');
    });
  });

  describe('POST /sessions/authenticate', () => {
    it('returns the same session and token with a fresh JWT and the current user', async () => {
      const login = await h.loginWithEmail('ada@example.com');
      h.tick(MINUTE);
      const { status, body } = await h.call('POST', '/sdk/v1/sessions/authenticate', { json: {}, session: login.session_token });
      expect(status).toBe(200);
      expect(body.data.session.session_id).toBe(login.session.session_id);
      expect(body.data.session_token).toBe(login.session_token);
      expect(body.data.session_jwt).not.toBe(login.session_jwt);
      expect(body.data.session.last_accessed_at).toBe(new Date(START_TIME + MINUTE).toISOString());
      expect(body.data.session.expires_at).toBe(login.session.expires_at);
      expect(body.data.user.user_id).toBe(login.user_id);
      expect(body.data.user.emails[0].verified).toBe(true);
    });

    it('extends the session with session_duration_minutes', async () => {
      const login = await h.loginWithEmail('ada@example.com');
      h.tick(20 * MINUTE);
      const { body } = await h.call('POST', '/sdk/v1/sessions/authenticate', {
        json: { session_duration_minutes: 60 },
        session: login.session_token,
      });
      expect(body.data.session.expires_at).toBe(new Date(START_TIME + 80 * MINUTE).toISOString());
      h.tick(50 * MINUTE);
      expect((await h.call('POST', '/sdk/v1/sessions/authenticate', { session: login.session_token })).status).toBe(200);
    });

    it('accepts the token in the body when Authorization carries the public token', async () => {
      const login = await h.loginWithEmail('ada@example.com');
      const { status } = await h.call('POST', '/sdk/v1/sessions/authenticate', { json: { session_token: login.session_token } });
      expect(status).toBe(200);
    });

    it('answers 401 session_not_found for no, unknown, expired and revoked sessions', async () => {
      const login = await h.loginWithEmail('ada@example.com');
      const expectNotFound = async (session?: string) => {
        const { status, body } = await h.call('POST', '/sdk/v1/sessions/authenticate', { session });
        expect(status).toBe(401);
        expect(body).toMatchObject({ error_type: 'session_not_found', error_message: 'Session not found.' });
      };
      await expectNotFound();
      await expectNotFound('not-a-session-token');
      h.tick(30 * MINUTE);
      await expectNotFound(login.session_token);

      const other = await h.loginWithEmail('bob@example.com');
      await h.call('POST', '/sdk/v1/sessions/revoke', { session: other.session_token });
      await expectNotFound(other.session_token);
    });

    it('validates session_duration_minutes', async () => {
      const login = await h.loginWithEmail('ada@example.com');
      const { status, body } = await h.call('POST', '/sdk/v1/sessions/authenticate', {
        json: { session_duration_minutes: 0 },
        session: login.session_token,
      });
      expect(status).toBe(400);
      expect(body.error_type).toBe('invalid_session_duration_minutes');
    });
  });

  describe('POST /sessions/revoke', () => {
    it('revokes the session in Authorization (no body needed)', async () => {
      const login = await h.loginWithEmail('ada@example.com');
      const revoke = await h.call('POST', '/sdk/v1/sessions/revoke', { session: login.session_token });
      expect(revoke.status).toBe(200);
      expect(revoke.body.data).toEqual({ request_id: expect.any(String), status_code: 200 });
      expect((await h.call('GET', '/sdk/v1/users/me', { session: login.session_token })).status).toBe(401);
    });

    it('answers 401 session_not_found when there is no live session', async () => {
      const login = await h.loginWithEmail('ada@example.com');
      await h.call('POST', '/sdk/v1/sessions/revoke', { session: login.session_token });
      for (const session of [undefined, login.session_token]) {
        const { status, body } = await h.call('POST', '/sdk/v1/sessions/revoke', { session });
        expect(status).toBe(401);
        expect(body.error_type).toBe('session_not_found');
      }
    });
  });

  describe('GET /users/me', () => {
    it('returns the user flattened into data, with every array', async () => {
      const login = await h.loginWithEmail('ada@example.com');
      const { status, body } = await h.call('GET', '/sdk/v1/users/me', { session: login.session_token });
      expect(status).toBe(200);
      expect(body.data).toEqual({
        request_id: expect.stringMatching(/^request-id-test-/),
        status_code: 200,
        user_id: login.user_id,
        created_at: new Date(START_TIME).toISOString(),
        status: 'active',
        name: { first_name: '', middle_name: '', last_name: '' },
        emails: [{ email_id: expect.any(String), email: 'ada@example.com', verified: true }],
        phone_numbers: [],
        providers: [],
        webauthn_registrations: [],
        totps: [],
        crypto_wallets: [],
        biometric_registrations: [],
        password: null,
        trusted_metadata: {},
        untrusted_metadata: {},
        roles: ['stytch_user'],
      });
    });

    it('answers 401 user_unauthenticated without a live session', async () => {
      const login = await h.loginWithEmail('ada@example.com');
      h.tick(31 * MINUTE);
      for (const session of [undefined, 'bogus', login.session_token]) {
        const { status, body } = await h.call('GET', '/sdk/v1/users/me', { session });
        expect(status).toBe(401);
        expect(body).toMatchObject({
          error_type: 'user_unauthenticated',
          error_message: 'Must have an active session to call this method. Have you logged in yet?',
        });
      }
    });
  });
});
