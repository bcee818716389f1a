import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { accessTokenHash } from '../domain/oidc-tokens';
import { s256Challenge } from '../domain/pkce';
import { loadTotpLibrary, totpCodeAt } from '../domain/totp';
import { BASE_URL, createHarness, PAGE_ORIGIN, START_TIME, type Harness, type Json } from '../testing/harness';

const MINUTE = 60_000;
const VERIFIER = 'f00d'.repeat(16);
const ISSUER = `${BASE_URL}/v1/public/project-test-portico`;
const PUBLIC_APP = 'connected-app-test-portico-demo';
const CONFIDENTIAL = 'connected-app-test-portico-backend';
const SECRET = 'secret-test-portico-backend';
const CALLBACK = 'http://localhost:5173/oauth/callback';

describe('OpenID Connect endpoints', () => {
  let h: Harness;
  let session: Json;
  beforeEach(async () => {
    h = await createHarness();
    await h.seedUser({ email: 'ada@example.com', phone_number: '+14155550100', name: { first_name: 'Ada', last_name: 'Lovelace' } });
    session = await h.loginWithEmail('ada@example.com');
  });

  const fetchApp = async (path: string, init: RequestInit = {}) => {
    const response = await h.app.fetch(new Request(`${BASE_URL}${path}`, init));
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, body: text.startsWith('{') ? (JSON.parse(text) as Json) : null };
  };

  /** Runs authorize/submit (consent granted) and returns the code. */
  const authorize = async (extra: Record<string, unknown> = {}) => {
    const { body } = await h.call('POST', '/sdk/v1/idp/oauth/authorize/submit', {
      session: session.session_token,
      json: {
        client_id: PUBLIC_APP,
        redirect_uri: CALLBACK,
        response_type: 'code',
        scopes: ['openid', 'email', 'profile', 'phone', 'offline_access'],
        code_challenge: await s256Challenge(VERIFIER),
        nonce: 'nonce-1',
        consent_granted: true,
        ...extra,
      },
    });
    if (!body.data?.authorization_code) throw new Error(`authorize failed: ${JSON.stringify(body)}`);
    return body.data.authorization_code as string;
  };

  const token = (params: Record<string, string>, headers: Record<string, string> = {}) =>
    fetchApp('/v1/public/project-test-portico/oauth2/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(params),
    });

  const codeGrant = (code: string, extra: Record<string, string> = {}) =>
    token({ grant_type: 'authorization_code', client_id: PUBLIC_APP, code, redirect_uri: CALLBACK, code_verifier: VERIFIER, ...extra });

  const jwks = async () => createLocalJWKSet((await fetchApp('/v1/sessions/jwks/project-test-portico')).body);

  describe('discovery', () => {
    it('is served under the issuer and at the root', async () => {
      const { status, body } = await fetchApp('/v1/public/project-test-portico/.well-known/openid-configuration');
      expect(status).toBe(200);
      expect(body).toMatchObject({
        issuer: ISSUER,
        authorization_endpoint: `${ISSUER}/oauth2/authorize`,
        token_endpoint: `${ISSUER}/oauth2/token`,
        userinfo_endpoint: `${ISSUER}/oauth2/userinfo`,
        end_session_endpoint: `${ISSUER}/oauth2/logout`,
        jwks_uri: `${BASE_URL}/v1/sessions/jwks/project-test-portico`,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
        scopes_supported: ['openid', 'profile', 'email', 'phone', 'offline_access'],
      });
      expect((await fetchApp('/.well-known/openid-configuration')).body).toEqual(body);
      expect((await fetchApp('/v1/public/project-test-portico/.well-known/oauth-authorization-server')).body).toEqual(body);
      expect((await fetchApp('/.well-known/oauth-authorization-server/v1/public/project-test-portico')).body).toEqual(body);
      expect((await fetchApp('/v1/public/project-test-other/.well-known/openid-configuration')).status).toBe(404);
    });
  });

  describe('authorization and end-session endpoints', () => {
    it('send the browser to the consent page with the query as it came', async () => {
      const query = `client_id=${PUBLIC_APP}&redirect_uri=${encodeURIComponent(CALLBACK)}&response_type=code&scope=openid+email&state=s1&code_challenge=abc&code_challenge_method=S256`;
      const { status, headers } = await fetchApp(`/v1/public/project-test-portico/oauth2/authorize?${query}`);
      expect(status).toBe(302);
      const location = new URL(headers.get('Location') ?? '');
      expect(`${location.origin}${location.pathname}`).toBe('http://localhost:5173/oauth/authorize');
      expect(location.searchParams.get('scope')).toBe('openid email');
      expect(location.searchParams.get('redirect_uri')).toBe(CALLBACK);
      expect(location.searchParams.get('state')).toBe('s1');

      await h.call('PUT', '/emulator/config', { json: { idp_authorization_url: 'http://localhost:6006/idp?mode=consent' } });
      const logout = await fetchApp(
        `/v1/public/project-test-portico/oauth2/logout?client_id=${PUBLIC_APP}&post_logout_redirect_uri=${encodeURIComponent('http://localhost:5173/')}`,
      );
      const target = new URL(logout.headers.get('Location') ?? '');
      expect(target.searchParams.get('mode')).toBe('consent');
      expect(target.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:5173/');
    });

    it.each([
      ['an unregistered redirect_uri', `client_id=${PUBLIC_APP}&redirect_uri=https%3A%2F%2Fevil.example%2Fcb`, 400],
      ['an unknown client', 'client_id=nope&redirect_uri=https%3A%2F%2Fevil.example%2Fcb', 404],
      ['no client_id', 'redirect_uri=https%3A%2F%2Fevil.example%2Fcb', 400],
    ])('refuse %s with an error page, redirecting nowhere', async (_case, query, status) => {
      const response = await fetchApp(`/v1/public/project-test-portico/oauth2/authorize?${query}`);
      expect(response.status).toBe(status);
      expect(response.headers.get('Location')).toBeNull();
      expect(response.headers.get('Content-Type')).toContain('text/html');
      expect(response.text).toContain('Authorization refused');
    });

    describe('prompt=none (OpenID Connect Core §3.1.2.6)', () => {
      const query = (prompt: string) =>
        `client_id=${PUBLIC_APP}&redirect_uri=${encodeURIComponent(CALLBACK)}&response_type=code&scope=openid&state=s9&prompt=${encodeURIComponent(prompt)}`;

      it('without a session: login_required to the client, no login page', async () => {
        const { status, headers } = await fetchApp(`/v1/public/project-test-portico/oauth2/authorize?${query('none')}`);
        expect(status).toBe(302);
        const location = new URL(headers.get('Location') ?? '');
        expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
        expect(location.searchParams.get('error')).toBe('login_required');
        expect(location.searchParams.get('state')).toBe('s9');
        // A revoked or made-up session is none either.
        const forged = await fetchApp(`/v1/public/project-test-portico/oauth2/authorize?${query('none')}`, { headers: { Cookie: 'stytch_session=forged' } });
        expect(new URL(forged.headers.get('Location') ?? '').searchParams.get('error')).toBe('login_required');
      });

      it('with a session (the SDK\'s stytch_session cookie): on to the consent page, which submits at once', async () => {
        const { headers } = await fetchApp(`/v1/public/project-test-portico/oauth2/authorize?${query('none')}`, {
          headers: { Cookie: `stytch_session=${session.session_token as string}` },
        });
        const location = new URL(headers.get('Location') ?? '');
        expect(`${location.origin}${location.pathname}`).toBe('http://localhost:5173/oauth/authorize');
        expect(location.searchParams.get('prompt')).toBe('none');
      });

      it('where consent is needed: no consent screen, consent_required to the client', async () => {
        const request = { client_id: PUBLIC_APP, redirect_uri: CALLBACK, response_type: 'code', scopes: ['openid', 'email'], code_challenge: await s256Challenge(VERIFIER), state: 's9', prompt: 'none' };
        const start = await h.call('POST', '/sdk/v1/idp/oauth/authorize/start', { session: session.session_token, json: request });
        expect(start.body.data?.consent_required).toBe(false);
        const submit = await h.call('POST', '/sdk/v1/idp/oauth/authorize/submit', { session: session.session_token, json: { ...request, consent_granted: false } });
        const location = new URL(submit.body.data?.redirect_uri as string);
        expect(location.searchParams.get('error')).toBe('consent_required');
        expect(location.searchParams.get('state')).toBe('s9');
        expect(location.searchParams.get('code')).toBeNull();
      });

      it('none with another value is refused', async () => {
        const response = await fetchApp(`/v1/public/project-test-portico/oauth2/authorize?${query('none consent')}`);
        expect(response.status).toBe(400);
        expect(response.headers.get('Location')).toBeNull();
      });
    });

    it('refuses an unregistered post_logout_redirect_uri', async () => {
      const response = await fetchApp(
        `/v1/public/project-test-portico/oauth2/logout?client_id=${PUBLIC_APP}&post_logout_redirect_uri=https%3A%2F%2Fevil.example%2F`,
      );
      expect(response.status).toBe(400);
      expect(response.headers.get('Location')).toBeNull();
      expect(response.text).toContain('connected_app_supplied_redirect_url_not_found_in_client');
    });
  });

  describe('token endpoint', () => {
    it('exchanges a code (public client, PKCE) for verifiable tokens', async () => {
      h.tick(MINUTE);
      const code = await authorize();
      const { status, headers, body } = await codeGrant(code);
      expect(status).toBe(200);
      expect(headers.get('Cache-Control')).toBe('no-store');
      expect(body).toMatchObject({
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'openid email profile phone offline_access',
        access_token: expect.any(String),
        id_token: expect.any(String),
        refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{44}$/),
      });
      const keys = await jwks();
      expect(decodeProtectedHeader(body.id_token)).toMatchObject({ alg: 'RS256', typ: 'JWT' });
      const { payload } = await jwtVerify(body.id_token, keys, { issuer: ISSUER, audience: PUBLIC_APP, currentDate: new Date(START_TIME + MINUTE) });
      expect(payload).toMatchObject({
        sub: session.user_id,
        nonce: 'nonce-1',
        sid: session.session.session_id,
        auth_time: START_TIME / 1000,
        iat: (START_TIME + MINUTE) / 1000,
        exp: (START_TIME + MINUTE) / 1000 + 3600,
        at_hash: await accessTokenHash(body.access_token),
        email: 'ada@example.com',
        email_verified: true,
        name: 'Ada Lovelace',
        given_name: 'Ada',
        family_name: 'Lovelace',
        phone_number: '+14155550100',
      });
      expect(decodeProtectedHeader(body.access_token).typ).toBe('at+jwt');
      const access = await jwtVerify(body.access_token, keys, { issuer: ISSUER, audience: 'project-test-portico', currentDate: new Date(START_TIME + MINUTE) });
      expect(access.payload).toMatchObject({ sub: session.user_id, client_id: PUBLIC_APP, scope: body.scope });
    });

    it('authenticates a confidential client with client_secret_basic or client_secret_post', async () => {
      const codeA = await authorize({ client_id: CONFIDENTIAL, code_challenge: undefined, scopes: ['openid'] });
      const basic = await token(
        { grant_type: 'authorization_code', code: codeA, redirect_uri: CALLBACK },
        { Authorization: `Basic ${btoa(`${CONFIDENTIAL}:${SECRET}`)}` },
      );
      expect(basic.status).toBe(200);
      expect(basic.body.refresh_token).toBeUndefined();
      const codeB = await authorize({ client_id: CONFIDENTIAL, code_challenge: undefined, scopes: ['openid'] });
      const post = await token({ grant_type: 'authorization_code', code: codeB, redirect_uri: CALLBACK, client_id: CONFIDENTIAL, client_secret: SECRET });
      expect(post.status).toBe(200);
      // Without openid there is no ID token; JSON bodies are accepted too.
      const codeC = await authorize({ client_id: CONFIDENTIAL, code_challenge: undefined, scopes: ['email'] });
      const json = await fetchApp('/v1/public/project-test-portico/oauth2/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ grant_type: 'authorization_code', code: codeC, redirect_uri: CALLBACK, client_id: CONFIDENTIAL, client_secret: SECRET }),
      });
      expect(json.status).toBe(200);
      expect(json.body.id_token).toBeUndefined();
    });

    it('refreshes (rotating the refresh token) when offline_access was granted', async () => {
      const first = (await codeGrant(await authorize())).body;
      h.tick(MINUTE);
      const refreshed = await token({ grant_type: 'refresh_token', client_id: PUBLIC_APP, refresh_token: first.refresh_token, scope: 'openid email' });
      expect(refreshed.status).toBe(200);
      expect(refreshed.body).toMatchObject({ scope: 'openid email', id_token: expect.any(String) });
      expect(refreshed.body.refresh_token).toBeUndefined();
      const full = await token({ grant_type: 'refresh_token', client_id: PUBLIC_APP, refresh_token: first.refresh_token });
      expect(full.body.error).toBe('invalid_grant');
      expect(full.body.error_description).toContain('already used');
    });

    const rfcErrors: [string, () => Promise<{ status: number; body: Json; headers: Headers }>, number, string][] = [
      ['no grant_type', async () => token({ client_id: PUBLIC_APP }), 400, 'invalid_request'],
      ['no code', async () => token({ grant_type: 'authorization_code', client_id: PUBLIC_APP, redirect_uri: CALLBACK }), 400, 'invalid_request'],
      ['no redirect_uri', async () => codeGrant(await authorize(), { redirect_uri: '' }), 400, 'invalid_request'],
      ['a malformed code_verifier', async () => codeGrant(await authorize(), { code_verifier: 'short' }), 400, 'invalid_request'],
      ['Basic and body secrets at once', async () => token({ grant_type: 'authorization_code', client_secret: SECRET }, { Authorization: `Basic ${btoa(`${CONFIDENTIAL}:${SECRET}`)}` }), 400, 'invalid_request'],
      ['no client authentication', async () => token({ grant_type: 'authorization_code', code: 'x', redirect_uri: CALLBACK }), 401, 'invalid_client'],
      ['an unknown client', async () => token({ grant_type: 'authorization_code', client_id: 'nope' }), 401, 'invalid_client'],
      ['a wrong client secret', async () => token({ grant_type: 'authorization_code', client_id: CONFIDENTIAL, client_secret: 'wrong-secret' }), 401, 'invalid_client'],
      ['a confidential client without its secret', async () => token({ grant_type: 'authorization_code', client_id: CONFIDENTIAL }), 401, 'invalid_client'],
      ['a secret for a public client', async () => token({ grant_type: 'authorization_code', client_id: PUBLIC_APP, client_secret: 'x' }), 401, 'invalid_client'],
      ['an unknown code', async () => codeGrant('not-a-code'), 400, 'invalid_grant'],
      ['a code of another client', async () => codeGrant(await authorize({ client_id: 'connected-app-test-portico-console' })), 400, 'invalid_grant'],
      ['another redirect_uri', async () => codeGrant(await authorize(), { redirect_uri: 'http://127.0.0.1:5173/oauth/callback' }), 400, 'invalid_grant'],
      ['a wrong code_verifier', async () => codeGrant(await authorize(), { code_verifier: 'b'.repeat(43) }), 400, 'invalid_grant'],
      ['an unknown refresh token', async () => token({ grant_type: 'refresh_token', client_id: PUBLIC_APP, refresh_token: 'nope' }), 400, 'invalid_grant'],
      ['a broader scope on refresh', async () => token({ grant_type: 'refresh_token', client_id: PUBLIC_APP, refresh_token: (await codeGrant(await authorize())).body.refresh_token, scope: 'openid read:docs' }), 400, 'invalid_scope'],
      ['client_credentials', async () => token({ grant_type: 'client_credentials', client_id: CONFIDENTIAL, client_secret: SECRET }), 400, 'unauthorized_client'],
      ['the password grant', async () => token({ grant_type: 'password', client_id: PUBLIC_APP }), 400, 'unsupported_grant_type'],
    ];

    it.each(rfcErrors)('answers %s with an RFC 6749 error', async (_case, send, status, error) => {
      const response = await send();
      expect(response.status).toBe(status);
      expect(response.body).toEqual({ error, error_description: expect.any(String) });
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      if (error === 'invalid_client') expect(response.headers.get('WWW-Authenticate')).toContain('Basic');
    });

    it('requires the code_verifier when the authorization had a code_challenge', async () => {
      const code = await authorize();
      const { body } = await token({ grant_type: 'authorization_code', client_id: PUBLIC_APP, code, redirect_uri: CALLBACK });
      expect(body).toEqual({ error: 'invalid_grant', error_description: expect.stringContaining('code_verifier is required') });
    });

    it('uses a code once, revoking the refresh tokens issued from it when it is replayed', async () => {
      const code = await authorize();
      const first = await codeGrant(code);
      const replay = await codeGrant(code);
      expect(replay.body).toEqual({ error: 'invalid_grant', error_description: expect.stringContaining('already used') });
      const refresh = await token({ grant_type: 'refresh_token', client_id: PUBLIC_APP, refresh_token: first.body.refresh_token });
      expect(refresh.body.error_description).toContain('revoked');
    });

    it('revokes the access tokens issued from a replayed code, refreshed ones too (RFC 6749 §4.1.2)', async () => {
      const userinfo = (accessToken: string) =>
        fetchApp('/v1/public/project-test-portico/oauth2/userinfo', { headers: { Authorization: `Bearer ${accessToken}` } });
      const code = await authorize();
      const first = (await codeGrant(code)).body;
      const refreshed = (await token({ grant_type: 'refresh_token', client_id: PUBLIC_APP, refresh_token: first.refresh_token })).body;
      // Another code's tokens are not touched.
      const other = (await codeGrant(await authorize())).body;
      for (const accessToken of [first.access_token, refreshed.access_token, other.access_token]) {
        expect((await userinfo(accessToken)).status).toBe(200);
      }

      expect((await codeGrant(code)).body.error).toBe('invalid_grant');
      for (const accessToken of [first.access_token, refreshed.access_token]) {
        const { status, headers, body } = await userinfo(accessToken);
        expect(status).toBe(401);
        expect(body).toEqual({ error: 'invalid_token', error_description: expect.stringContaining('revoked') });
        expect(headers.get('WWW-Authenticate')).toContain('error="invalid_token"');
      }
      expect((await userinfo(other.access_token)).status).toBe(200);
      // The token exchange for a session refuses it too.
      const exchanged = await h.call('POST', '/sdk/v1/sessions/exchange_access_token', { json: { access_token: first.access_token, session_duration_minutes: 30 } });
      expect(exchanged.status).not.toBe(200);
    });

    it('a reused refresh token revokes the access tokens of its chain', async () => {
      const first = (await codeGrant(await authorize())).body;
      const refreshed = (await token({ grant_type: 'refresh_token', client_id: PUBLIC_APP, refresh_token: first.refresh_token })).body;
      expect((await token({ grant_type: 'refresh_token', client_id: PUBLIC_APP, refresh_token: first.refresh_token })).body.error).toBe('invalid_grant');
      const { status } = await fetchApp('/v1/public/project-test-portico/oauth2/userinfo', { headers: { Authorization: `Bearer ${refreshed.access_token}` } });
      expect(status).toBe(401);
    });

    it('concurrent replays of a code, or of a refresh token, leave no token of the chain alive', async () => {
      const userinfo = (accessToken: string) =>
        fetchApp('/v1/public/project-test-portico/oauth2/userinfo', { headers: { Authorization: `Bearer ${accessToken}` } });
      /** Every access and refresh token the answers handed out must be dead once all have answered. */
      const expectAllDead = async (answers: Array<{ body: Json }>) => {
        for (const { body } of answers.filter((answer) => typeof answer.body?.access_token === 'string')) {
          expect((await userinfo(body.access_token)).status, 'an access token of a replayed chain').toBe(401);
          const refreshed = await token({ grant_type: 'refresh_token', client_id: PUBLIC_APP, refresh_token: body.refresh_token });
          expect(refreshed.body.error, 'a refresh token of a replayed chain').toBe('invalid_grant');
        }
      };

      const code = await authorize();
      const codeAnswers = await Promise.all(Array.from({ length: 20 }, () => codeGrant(code)));
      expect(codeAnswers.some((answer) => answer.body.error === 'invalid_grant')).toBe(true);
      await expectAllDead(codeAnswers);

      const first = (await codeGrant(await authorize())).body;
      const refreshAnswers = await Promise.all(
        Array.from({ length: 20 }, () => token({ grant_type: 'refresh_token', client_id: PUBLIC_APP, refresh_token: first.refresh_token })),
      );
      expect(refreshAnswers.some((answer) => answer.body.error === 'invalid_grant')).toBe(true);
      await expectAllDead(refreshAnswers);
      expect((await userinfo(first.access_token)).status).toBe(401);
    });

    it('expires codes after 10 minutes', async () => {
      const code = await authorize();
      h.tick(10 * MINUTE);
      expect((await codeGrant(code)).body.error_description).toContain('expired');
    });

    it('answers CORS for an allowed SPA origin, and not for others', async () => {
      const code = await authorize();
      const allowed = await token(
        { grant_type: 'authorization_code', client_id: PUBLIC_APP, code, redirect_uri: CALLBACK, code_verifier: VERIFIER },
        { Origin: PAGE_ORIGIN },
      );
      expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe(PAGE_ORIGIN);
      const preflight = await fetchApp('/v1/public/project-test-portico/oauth2/token', {
        method: 'OPTIONS',
        headers: { Origin: PAGE_ORIGIN, 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(PAGE_ORIGIN);
      const other = await token({ grant_type: 'password' }, { Origin: 'https://evil.example' });
      expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
    });
  });

  describe('amr (RFC 8176) in the ID token', () => {
    /** The verified ID token's claims of a code grant from `session`. */
    const idTokenClaims = async (): Promise<Json> => {
      const { body } = await codeGrant(await authorize({ scopes: ['openid'] }));
      return (await jwtVerify(body.id_token, await jwks(), { issuer: ISSUER, audience: PUBLIC_APP, currentDate: new Date(h.ctx.clock.now()) })).payload;
    };

    it('a password-only session: pwd, no mfa; after password + TOTP: mfa and otp', async () => {
      await h.seedUser({ email: 'grace@example.com', password: 'a long passphrase 4 grace' });
      const logged = await h.call('POST', '/sdk/v1/passwords/authenticate', { json: { email: 'grace@example.com', password: 'a long passphrase 4 grace', session_duration_minutes: 60 } });
      expect(logged.status, logged.text).toBe(200);
      session = logged.body.data;
      const passwordOnly = await idTokenClaims();
      expect(passwordOnly.amr).toEqual(['pwd']);

      const created = await h.call('POST', '/sdk/v1/totps', { json: { expiration_minutes: 60 }, session: session.session_token });
      expect(created.status, created.text).toBe(200);
      const code = totpCodeAt(await loadTotpLibrary(), created.body.data.secret, h.ctx.clock.now());
      const stepped = await h.call('POST', '/sdk/v1/totps/authenticate', { json: { totp_code: code, session_duration_minutes: 60 }, session: session.session_token });
      expect(stepped.status, stepped.text).toBe(200);
      const twoFactor = await idTokenClaims();
      expect(twoFactor.amr).toEqual(expect.arrayContaining(['mfa', 'otp', 'pwd']));
      expect(twoFactor.amr).toHaveLength(3);
    });

    it('an email code: otp, no mfa; with an SMS code too: sms and mfa', async () => {
      expect((await idTokenClaims()).amr).toEqual(['otp']);
      const sent = await h.call('POST', '/sdk/v1/otps/sms/send/secondary', { json: { phone_number: '+14155550100' }, session: session.session_token });
      expect(sent.status, sent.text).toBe(200);
      const stepped = await h.call('POST', '/sdk/v1/otps/authenticate', {
        json: { token: await h.latestCode('+14155550100'), method_id: sent.body.data.method_id, session_duration_minutes: 60 },
        session: session.session_token,
      });
      expect(stepped.status, stepped.text).toBe(200);
      const claims = await idTokenClaims();
      expect([...claims.amr].sort()).toEqual(['mfa', 'otp', 'sms']);
    });

    it('is fixed when the code is granted: a factor added later changes neither its ID token nor a refreshed one', async () => {
      const code = await authorize();
      const sent = await h.call('POST', '/sdk/v1/otps/sms/send/secondary', { json: { phone_number: '+14155550100' }, session: session.session_token });
      const stepped = await h.call('POST', '/sdk/v1/otps/authenticate', {
        json: { token: await h.latestCode('+14155550100'), method_id: sent.body.data.method_id, session_duration_minutes: 60 },
        session: session.session_token,
      });
      expect(stepped.status, stepped.text).toBe(200);
      const first = (await codeGrant(code)).body;
      const refreshed = (await token({ grant_type: 'refresh_token', client_id: PUBLIC_APP, refresh_token: first.refresh_token })).body;
      const keys = await jwks();
      const options = { issuer: ISSUER, audience: PUBLIC_APP, currentDate: new Date(h.ctx.clock.now()) };
      expect((await jwtVerify(first.id_token, keys, options)).payload.amr).toEqual(['otp']);
      expect((await jwtVerify(refreshed.id_token, keys, options)).payload.amr).toEqual(['otp']);
      // A new authorization sees the stepped-up session.
      expect([...(await idTokenClaims()).amr].sort()).toEqual(['mfa', 'otp', 'sms']);
    });
  });

  describe('userinfo', () => {
    const userinfo = (accessToken: string | null, method = 'GET') =>
      fetchApp('/v1/public/project-test-portico/oauth2/userinfo', {
        method,
        headers: accessToken === null ? {} : { Authorization: `Bearer ${accessToken}` },
      });

    it('returns the claims of the granted scopes', async () => {
      const { access_token: accessToken } = (await codeGrant(await authorize())).body;
      const { status, body } = await userinfo(accessToken);
      expect(status).toBe(200);
      expect(body).toEqual({
        sub: session.user_id,
        email: 'ada@example.com',
        email_verified: true,
        name: 'Ada Lovelace',
        given_name: 'Ada',
        middle_name: '',
        family_name: 'Lovelace',
        phone_number: '+14155550100',
        phone_number_verified: true,
      });
      expect((await userinfo(accessToken, 'POST')).status).toBe(200);

      const narrow = (await codeGrant(await authorize({ scopes: ['openid', 'email'] }))).body;
      expect((await userinfo(narrow.access_token)).body).toEqual({ sub: session.user_id, email: 'ada@example.com', email_verified: true });
    });

    it('refuses a missing, forged, expired or ID token (401) and a token without openid (403)', async () => {
      const tokens = (await codeGrant(await authorize())).body;
      for (const bad of [null, 'garbage', tokens.id_token]) {
        const { status, headers, body } = await userinfo(bad);
        expect(status).toBe(401);
        expect(body.error).toBe('invalid_token');
        expect(headers.get('WWW-Authenticate')).toContain('Bearer error="invalid_token"');
      }
      const noOpenid = (await codeGrant(await authorize({ scopes: ['email'] }))).body;
      const forbidden = await userinfo(noOpenid.access_token);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.error).toBe('insufficient_scope');
      h.tick(61 * MINUTE);
      expect((await userinfo(tokens.access_token)).status).toBe(401);
    });
  });

  describe('connected apps of the user, revocation and access-token exchange', () => {
    const FIRST_PARTY = 'connected-app-test-portico-console';
    const connectedApps = (sessionToken = session.session_token) => h.call('GET', '/sdk/v1/users/connected_apps', { session: sessionToken });
    const revoke = (clientId: string, sessionToken = session.session_token) =>
      h.call('POST', `/sdk/v1/users/connected_apps/${clientId}/revoke`, { session: sessionToken });
    const exchange = (accessToken: string, extra: Record<string, unknown> = {}, sessionToken?: string) =>
      h.call('POST', '/sdk/v1/sessions/exchange_access_token', { json: { access_token: accessToken, ...extra }, session: sessionToken });
    const firstPartyTokens = async (scopes: string[]) =>
      (await codeGrant(await authorize({ client_id: FIRST_PARTY, scopes, consent_granted: false }), { client_id: FIRST_PARTY })).body;

    it('lists every app the user let in, first-party ones too, with the scopes granted', async () => {
      expect((await connectedApps()).body.data.connected_apps).toEqual([]);
      await authorize({ scopes: ['openid', 'email'] });
      h.tick(MINUTE);
      await authorize({ client_id: FIRST_PARTY, scopes: ['openid', 'full_access'], consent_granted: false });
      expect((await connectedApps()).body.data.connected_apps).toEqual([
        {
          connected_app_id: PUBLIC_APP,
          name: 'Portico Demo App',
          description: expect.stringContaining('third-party'),
          client_type: 'third_party_public',
          scopes_granted: 'openid email',
        },
        expect.objectContaining({ connected_app_id: FIRST_PARTY, client_type: 'first_party_public', scopes_granted: 'openid full_access' }),
      ]);
      const { status, body } = await connectedApps('not-a-session');
      expect(status).toBe(401);
      expect(body.error_type).toBe('user_unauthenticated');
    });

    it('revoking stops the app’s refresh tokens, access tokens and unused codes, and brings consent back', async () => {
      const tokens = (await codeGrant(await authorize())).body;
      const pendingCode = await authorize();
      expect((await revoke(PUBLIC_APP)).status).toBe(200);
      expect((await connectedApps()).body.data.connected_apps).toEqual([]);

      const refreshed = await token({ grant_type: 'refresh_token', client_id: PUBLIC_APP, refresh_token: tokens.refresh_token });
      expect(refreshed.body).toMatchObject({ error: 'invalid_grant' });
      expect((await codeGrant(pendingCode)).body).toMatchObject({ error: 'invalid_grant' });
      const info = await fetchApp('/v1/public/project-test-portico/oauth2/userinfo', { headers: { Authorization: `Bearer ${tokens.access_token}` } });
      expect(info.status).toBe(401);

      const start = await h.call('POST', '/sdk/v1/idp/oauth/authorize/start', {
        session: session.session_token,
        json: { client_id: PUBLIC_APP, redirect_uri: CALLBACK, response_type: 'code', scopes: ['openid'], code_challenge: await s256Challenge(VERIFIER) },
      });
      expect(start.body).toMatchObject({ data: { consent_required: true } });

      const again = await revoke(PUBLIC_APP);
      expect(again.status).toBe(404);
      expect(again.body.error_type).toBe('connected_app_not_found');
      expect((await revoke('no-such-app')).body.error_type).toBe('connected_app_not_found');
    });

    it('exchanges a full_access access token for a new session of its user', async () => {
      const tokens = await firstPartyTokens(['openid', 'full_access']);
      const { status, body } = await exchange(tokens.access_token, { session_duration_minutes: 90 });
      expect(status).toBe(200);
      expect(body.data.user_id).toBe(session.user_id);
      expect(body.data.session.session_id).not.toBe(session.session.session_id);
      expect(body.data.session.expires_at).toBe(new Date(START_TIME + 90 * MINUTE).toISOString());
      expect(body.data.session.authentication_factors).toEqual([
        expect.objectContaining({
          type: 'oauth',
          delivery_method: 'oauth_access_token_exchange',
          oauth_access_token_exchange_factor: { client_id: FIRST_PARTY },
        }),
      ]);
      const me = await h.call('GET', '/sdk/v1/users/me', { session: body.data.session_token });
      expect(me.body.data.user_id).toBe(session.user_id);
    });

    it('refuses tokens without full_access, forged, expired or revoked ones, with Stytch’s error types', async () => {
      const narrow = (await codeGrant(await authorize({ scopes: ['openid', 'email'] }))).body;
      const missing = await exchange(narrow.access_token);
      expect(missing.status).toBe(403);
      expect(missing.body.error_type).toBe('oauth_access_token_exchange_missing_full_access');

      for (const forged of ['garbage', narrow.id_token]) {
        const { status, body } = await exchange(forged);
        expect(status).toBe(401);
        expect(body.error_type).toBe('invalid_token');
      }
      const absent = await h.call('POST', '/sdk/v1/sessions/exchange_access_token', { json: {} });
      expect(absent.body.error_type).toBe('bad_request');

      const full = await firstPartyTokens(['openid', 'full_access']);
      await revoke(FIRST_PARTY);
      const revoked = await exchange(full.access_token);
      expect(revoked.status).toBe(400);
      expect(revoked.body.error_type).toBe('oauth_access_token_exchange_token_invalid_grant');

      const later = await firstPartyTokens(['openid', 'full_access']);
      h.tick(61 * MINUTE);
      const expired = await exchange(later.access_token);
      expect(expired.status).toBe(401);
      expect(expired.body.error_type).toBe('idp_access_token_expired');
    });
  });
});
