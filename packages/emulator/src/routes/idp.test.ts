import { beforeEach, describe, expect, it } from 'vitest';
import { s256Challenge } from '../domain/pkce';
import type { SettingsInput } from '../settings';
import { BASE_URL, createHarness, type Harness } from '../testing/harness';

const VERIFIER = 'f00d'.repeat(16);
const THIRD_PARTY = 'connected-app-test-portico-demo';
const FIRST_PARTY = 'connected-app-test-portico-console';
const CONFIDENTIAL = 'connected-app-test-portico-backend';
const CALLBACK = 'http://localhost:5173/oauth/callback';

const RBAC_SETTINGS: SettingsInput = {
  rbac_scopes: [
    { scope: 'read:docs', description: 'Read your documents' },
    { scope: 'write:docs', description: 'Edit your documents' },
  ],
  rbac_roles: [
    { role_id: 'stytch_user', description: 'Everyone', scopes: ['read:docs'] },
    { role_id: 'editor', description: 'Editors', scopes: ['read:docs', 'write:docs'] },
  ],
};

describe('identity provider (Connected Apps)', () => {
  let h: Harness;
  let challenge: string;
  beforeEach(async () => {
    h = await createHarness(RBAC_SETTINGS);
    challenge = await s256Challenge(VERIFIER);
  });

  const request = (extra: Record<string, unknown> = {}) => ({
    client_id: THIRD_PARTY,
    redirect_uri: CALLBACK,
    response_type: 'code',
    scopes: ['openid', 'email', 'profile'],
    code_challenge: challenge,
    state: 'state-123',
    nonce: 'nonce-456',
    ...extra,
  });
  const start = (session: string | undefined, extra: Record<string, unknown> = {}) =>
    h.call('POST', '/sdk/v1/idp/oauth/authorize/start', { json: request(extra), session });
  const submit = (session: string | undefined, extra: Record<string, unknown> = {}) =>
    h.call('POST', '/sdk/v1/idp/oauth/authorize/submit', { json: request(extra), session });
  const logoutStart = (json: Record<string, unknown>, session?: string) => h.call('POST', '/sdk/v1/oauth/logout/start', { json, session });

  const login = async (roles: string[] = []) => {
    await h.seedUser({ email: 'ada@example.com', name: { first_name: 'Ada', last_name: 'Lovelace' }, roles });
    return h.loginWithEmail('ada@example.com');
  };

  describe('POST /idp/oauth/authorize/start', () => {
    it('needs a live session', async () => {
      const { status, body } = await start(undefined);
      expect(status).toBe(401);
      expect(body.error_type).toBe('user_unauthenticated');
    });

    it('describes a third-party app, the user, the scopes and asks for consent', async () => {
      const session = await login();
      const { status, body } = await start(session.session_token, { scopes: ['openid', 'email', 'read:docs', 'write:docs', 'unknown:scope'] });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        user_id: session.user_id,
        user: { user_id: session.user_id, emails: [expect.objectContaining({ email: 'ada@example.com' })] },
        client: {
          client_id: THIRD_PARTY,
          client_type: 'third_party_public',
          client_name: 'Portico Demo App',
          client_description: expect.any(String),
        },
        consent_required: true,
        scope_results: [
          { scope: 'openid', is_grantable: true, description: expect.any(String) },
          { scope: 'email', is_grantable: true, description: expect.any(String) },
          { scope: 'read:docs', is_grantable: true, description: 'Read your documents' },
          { scope: 'write:docs', is_grantable: false, description: 'Edit your documents' },
          { scope: 'unknown:scope', is_grantable: false, description: '' },
        ],
      });
      expect(body.data.client).not.toHaveProperty('client_logo_url');
    });

    it('lets a role grant the custom scopes it holds', async () => {
      const session = await login(['editor']);
      const { body } = await start(session.session_token, { scopes: ['openid', 'write:docs'] });
      expect(body.data.scope_results[1]).toEqual({ scope: 'write:docs', is_grantable: true, description: 'Edit your documents' });
    });

    it('asks first-party apps for no consent, and grants them full_access', async () => {
      const session = await login();
      const { body } = await start(session.session_token, { client_id: FIRST_PARTY, scopes: ['openid', 'full_access'] });
      expect(body.data.consent_required).toBe(false);
      expect(body.data.scope_results[1]).toMatchObject({ scope: 'full_access', is_grantable: true });
      const thirdParty = await start(session.session_token, { scopes: ['full_access'] });
      expect(thirdParty.body.data.scope_results[0]).toMatchObject({ scope: 'full_access', is_grantable: false });
    });

    it('defaults to openid email profile and includes the logo when the app has one', async () => {
      await h.call('PUT', '/emulator/config', {
        json: {
          connected_apps: [
            { client_id: 'logo-app', client_name: 'Logo', client_type: 'first_party_public', redirect_uris: [CALLBACK], logo_url: 'https://example.com/logo.png' },
          ],
        },
      });
      const session = await login();
      const { body } = await start(session.session_token, { client_id: 'logo-app', scopes: undefined });
      expect(body.data.client.client_logo_url).toBe('https://example.com/logo.png');
      expect(body.data.scope_results.map((result: { scope: string }) => result.scope)).toEqual(['openid', 'email', 'profile']);
    });

    it.each([
      ['an unknown client', { client_id: 'nope' }, 404, 'connected_app_not_found'],
      ['an unregistered redirect_uri', { redirect_uri: 'https://evil.example/callback' }, 400, 'connected_app_supplied_redirect_url_not_found_in_client'],
      ['a redirect_uri that only differs by a trailing slash', { redirect_uri: `${CALLBACK}/` }, 400, 'connected_app_supplied_redirect_url_not_found_in_client'],
      ['response_type token', { response_type: 'token' }, 400, 'bad_request'],
      ['an unsupported prompt', { prompt: 'login' }, 400, 'bad_request'],
      ['scopes that are not strings', { scopes: ['openid', 3] }, 400, 'bad_request'],
      ['a missing client_id', { client_id: undefined }, 400, 'bad_request'],
    ])('refuses %s', async (_case, extra, status, errorType) => {
      const session = await login();
      const started = await start(session.session_token, extra);
      expect(started.status).toBe(status);
      expect(started.body.error_type).toBe(errorType);
      const submitted = await submit(session.session_token, { ...extra, consent_granted: true });
      expect(submitted.status).toBe(status);
      expect(submitted.body.error_type).toBe(errorType);
      expect(JSON.stringify(submitted.body)).not.toContain('evil.example/callback?');
    });

    it.each([
      ['a public client without PKCE', { code_challenge: undefined }, 'pkce_required_for_idp_authorization_flow'],
      ['a malformed code_challenge', { code_challenge: 'abc' }, 'invalid_pkce_code_challenge'],
      ['the plain PKCE method', { code_challenge_method: 'plain' }, 'invalid_pkce_code_challenge'],
    ])('checks PKCE at submit, as Stytch, whose start request has no code_challenge: refuses %s there only', async (_case, extra, errorType) => {
      const session = await login();
      // The consent screen's first call: Stytch's start takes no code_challenge, so it cannot refuse for one.
      const started = await start(session.session_token, extra);
      expect(started.status).toBe(200);
      expect(started.body.data.client.client_id).toBe(THIRD_PARTY);
      const submitted = await submit(session.session_token, { ...extra, consent_granted: true });
      expect(submitted.status).toBe(400);
      expect(submitted.body.error_type).toBe(errorType);
      // No code was issued for the client to exchange.
      expect(JSON.stringify(submitted.body)).not.toContain('code=');
    });

    it('names the registered redirect URIs when refusing one', async () => {
      const session = await login();
      const { body } = await start(session.session_token, { redirect_uri: 'https://evil.example/callback' });
      expect(body.error_message).toContain('"https://evil.example/callback" is not registered for the Connected App "connected-app-test-portico-demo"');
      expect(body.error_message).toContain(CALLBACK);
    });
  });

  describe('POST /idp/oauth/authorize/submit', () => {
    it('denied: redirects to the client with access_denied and the state, no code', async () => {
      const session = await login();
      const { status, body } = await submit(session.session_token, { consent_granted: false });
      expect(status).toBe(200);
      expect(body.data.authorization_code).toBeUndefined();
      const url = new URL(body.data.redirect_uri);
      expect(`${url.origin}${url.pathname}`).toBe(CALLBACK);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        error: 'access_denied',
        error_description: 'The user denied the request.',
        state: 'state-123',
      });
    });

    it('granted: a code and the state on the registered redirect URI; the consent is remembered', async () => {
      const session = await login();
      const { body } = await submit(session.session_token, { consent_granted: true, scopes: ['openid', 'read:docs'] });
      const url = new URL(body.data.redirect_uri);
      expect(url.searchParams.get('code')).toBe(body.data.authorization_code);
      expect(url.searchParams.get('state')).toBe('state-123');
      expect(body.data.authorization_code).toMatch(/^[A-Za-z0-9_-]{44}$/);

      expect((await start(session.session_token, { scopes: ['openid', 'read:docs'] })).body.data.consent_required).toBe(false);
      expect((await start(session.session_token, { scopes: ['openid'] })).body.data.consent_required).toBe(false);
      expect((await start(session.session_token, { scopes: ['openid', 'email'] })).body.data.consent_required).toBe(true);
      expect((await start(session.session_token, { scopes: ['openid'], prompt: 'consent' })).body.data.consent_required).toBe(true);
      // Remembered consent needs no consent_granted (the UI submits false when no consent is needed).
      const again = await submit(session.session_token, { consent_granted: false, scopes: ['openid'] });
      expect(again.body.data.authorization_code).toEqual(expect.any(String));
      // Not remembered across users.
      await h.seedUser({ email: 'bob@example.com' });
      const bob = await h.loginWithEmail('bob@example.com');
      expect((await start(bob.session_token, { scopes: ['openid'] })).body.data.consent_required).toBe(true);
    });

    it('issues a code to a first-party app with consent_granted false (no consent needed)', async () => {
      const session = await login();
      const { body } = await submit(session.session_token, { client_id: FIRST_PARTY, consent_granted: false });
      expect(body.data.authorization_code).toEqual(expect.any(String));
      expect(new URL(body.data.redirect_uri).searchParams.get('code')).toBe(body.data.authorization_code);
    });

    it('prompt=consent makes even a first-party app ask, and denying it sends access_denied', async () => {
      const session = await login();
      const { body } = await submit(session.session_token, { client_id: FIRST_PARTY, prompt: 'consent', consent_granted: false });
      expect(new URL(body.data.redirect_uri).searchParams.get('error')).toBe('access_denied');
    });

    it('lets a confidential client skip PKCE and leaves state out when there is none', async () => {
      const session = await login();
      const { body } = await submit(session.session_token, { client_id: CONFIDENTIAL, code_challenge: undefined, state: undefined, consent_granted: true });
      expect([...new URL(body.data.redirect_uri).searchParams.keys()]).toEqual(['code']);
    });
  });

  describe('POST /oauth/logout/start', () => {
    /** An ID token for the session, through the authorization code flow. */
    const idTokenFor = async (session: string, clientId = FIRST_PARTY) => {
      const { body } = await submit(session, { client_id: clientId, consent_granted: true });
      const response = await h.app.fetch(
        new Request(`${BASE_URL}/v1/public/project-test-portico/oauth2/token`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            client_id: clientId,
            code: body.data.authorization_code,
            redirect_uri: CALLBACK,
            code_verifier: VERIFIER,
          }),
        }),
      );
      return ((await response.json()) as { id_token: string }).id_token;
    };

    it('asks for confirmation without an id_token_hint, and returns the post-logout URI with the state', async () => {
      const session = await login();
      const { status, body } = await logoutStart(
        { client_id: THIRD_PARTY, post_logout_redirect_uri: 'http://localhost:5173/', state: 'bye' },
        session.session_token,
      );
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ redirect_uri: 'http://localhost:5173/?state=bye', consent_required: true });
    });

    it('does not ask when the hint is this client’s ID token for the current session', async () => {
      const session = await login();
      const hint = await idTokenFor(session.session_token);
      const json = { client_id: FIRST_PARTY, post_logout_redirect_uri: 'http://localhost:5173/', id_token_hint: hint };
      expect((await logoutStart(json, session.session_token)).body.data.consent_required).toBe(false);
      // Another client's hint, another session, no session, or garbage: ask.
      expect((await logoutStart({ ...json, client_id: THIRD_PARTY }, session.session_token)).body.data.consent_required).toBe(true);
      const other = await h.loginWithEmail('ada@example.com');
      expect((await logoutStart(json, other.session_token)).body.data.consent_required).toBe(true);
      expect((await logoutStart(json)).body.data.consent_required).toBe(true);
      expect((await logoutStart({ ...json, id_token_hint: 'not.a.jwt' }, session.session_token)).body.data.consent_required).toBe(true);
    });

    it.each([
      ['an unknown client', { client_id: 'nope' }, 404, 'connected_app_not_found'],
      ['an unregistered post_logout_redirect_uri', { post_logout_redirect_uri: 'https://evil.example/' }, 400, 'connected_app_supplied_redirect_url_not_found_in_client'],
      ['a missing post_logout_redirect_uri', { post_logout_redirect_uri: undefined }, 400, 'bad_request'],
    ])('refuses %s', async (_case, extra, status, errorType) => {
      const session = await login();
      const { status: got, body } = await logoutStart(
        { client_id: THIRD_PARTY, post_logout_redirect_uri: 'http://localhost:5173/', ...extra },
        session.session_token,
      );
      expect(got).toBe(status);
      expect(body.error_type).toBe(errorType);
    });
  });

  describe('bootstrap rbac_policy', () => {
    it('reflects the roles, the scopes and which role grants which scope', async () => {
      const { body } = await h.call('GET', '/sdk/v1/projects/bootstrap/public-token-test-portico');
      expect(body.data.rbac_policy).toEqual({
        roles: [
          { role_id: 'stytch_user', description: 'Everyone', permissions: [{ resource_id: 'oauth_scopes', actions: ['read:docs'] }] },
          { role_id: 'editor', description: 'Editors', permissions: [{ resource_id: 'oauth_scopes', actions: ['read:docs', 'write:docs'] }] },
        ],
        resources: [{ resource_id: 'oauth_scopes', description: expect.any(String), actions: ['read:docs', 'write:docs'] }],
        scopes: [
          { scope: 'read:docs', description: 'Read your documents', permissions: [{ resource_id: 'oauth_scopes', actions: ['read:docs'] }] },
          { scope: 'write:docs', description: 'Edit your documents', permissions: [{ resource_id: 'oauth_scopes', actions: ['write:docs'] }] },
        ],
      });
    });
  });
});
