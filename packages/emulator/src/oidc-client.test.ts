/**
 * A real OpenID Connect client (openid-client 6) against the emulator over HTTP: discovery,
 * PKCE S256 with state and nonce, the SDK's consent calls, the code exchange with ID token
 * validation, userinfo and refresh; and the refusals a client must see.
 */
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { installSigningKeyRecord } from './domain/jwt';
import { startEmulator, type RunningEmulator } from './node';
import { TEST_PASSWORD_HASHING } from './testing/harness';

const PUBLIC_TOKEN = 'public-token-test-portico';
const CLIENT_ID = 'connected-app-test-portico-demo';
const CONFIDENTIAL_ID = 'connected-app-test-portico-backend';
const CONFIDENTIAL_SECRET = 'secret-test-portico-backend';
const REDIRECT_URI = 'http://127.0.0.1:5173/oauth/callback';

describe('openid-client against the emulator', () => {
  let emulator: RunningEmulator;
  let issuer: URL;
  let sessionToken: string;
  let userId: string;

  const sdk = async (path: string, body: unknown, secret = sessionToken) => {
    const response = await fetch(`${emulator.url}/sdk/v1${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Basic ${btoa(`${PUBLIC_TOKEN}:${secret}`)}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown>; error_type?: string } };
  };

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, host: '127.0.0.1', passwordHashing: TEST_PASSWORD_HASHING });
    installSigningKeyRecord(emulator.store, inject('signingKeyRecord'));
    issuer = new URL(`${emulator.url}/v1/public/project-test-portico`);
    const seeded = await fetch(`${emulator.url}/emulator/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'ada@example.com', password: 'correct horse battery staple', name: { first_name: 'Ada', last_name: 'Lovelace' } }),
    });
    expect(seeded.status).toBe(201);
    const login = await sdk('/passwords/authenticate', { email: 'ada@example.com', password: 'correct horse battery staple' }, PUBLIC_TOKEN);
    expect(login.status).toBe(200);
    sessionToken = login.body.data?.session_token as string;
    userId = login.body.data?.user_id as string;
  });
  afterAll(() => emulator.close());

  /**
   * What the browser and the identity-provider page do with an authorization URL: follow it to the
   * consent page, read its query as the UI does (protocol §8.1), start and submit with consent.
   */
  async function consent(authorizationUrl: URL): Promise<{ callback: URL; consentRequired: boolean }> {
    const redirect = await fetch(authorizationUrl, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const page = new URL(redirect.headers.get('Location') ?? '');
    const query = page.searchParams;
    const request = {
      client_id: query.get('client_id'),
      redirect_uri: query.get('redirect_uri'),
      response_type: query.get('response_type') ?? 'code',
      scopes: (query.get('scope') ?? 'openid email profile').split(' '),
      code_challenge: query.get('code_challenge') ?? undefined,
      state: query.get('state') ?? undefined,
      nonce: query.get('nonce') ?? undefined,
    };
    const started = await sdk('/idp/oauth/authorize/start', request);
    expect(started.status).toBe(200);
    // The UI asks when consent is required (and the user allows), and otherwise submits at once with false.
    const consentRequired = started.body.data?.consent_required === true;
    const submitted = await sdk('/idp/oauth/authorize/submit', { ...request, consent_granted: consentRequired });
    expect(submitted.status).toBe(200);
    return { callback: new URL(submitted.body.data?.redirect_uri as string), consentRequired };
  }

  const publicConfig = () => client.discovery(issuer, CLIENT_ID, undefined, client.None(), { execute: [client.allowInsecureRequests] });

  async function authorizationRequest(config: client.Configuration, scope = 'openid email profile offline_access') {
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url, verifier, state, nonce };
  }

  it('completes the authorization code flow with PKCE, verifies the ID token, reads userinfo and refreshes', async () => {
    const config = await publicConfig();
    expect(config.serverMetadata().issuer).toBe(issuer.href);
    const { url, verifier, state, nonce } = await authorizationRequest(config);
    const { callback, consentRequired } = await consent(url);
    expect(consentRequired).toBe(true);
    expect(callback.searchParams.get('state')).toBe(state);

    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    expect(claims).toMatchObject({ iss: issuer.href, aud: CLIENT_ID, sub: userId, nonce, email: 'ada@example.com', name: 'Ada Lovelace' });
    expect(tokens.refresh_token).toEqual(expect.any(String));

    // The same check with jose, against the advertised JWKS.
    const keys = createRemoteJWKSet(new URL(config.serverMetadata().jwks_uri ?? ''));
    const { payload, protectedHeader } = await jwtVerify(tokens.id_token ?? '', keys, { issuer: issuer.href, audience: CLIENT_ID });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.sub).toBe(userId);
    expect(typeof payload.auth_time).toBe('number');

    const userinfo = await client.fetchUserInfo(config, tokens.access_token, userId);
    expect(userinfo).toMatchObject({ sub: userId, email: 'ada@example.com', email_verified: true, given_name: 'Ada', family_name: 'Lovelace' });

    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token ?? '');
    expect(refreshed.claims()?.sub).toBe(userId);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
  });

  it('works for a confidential client with client_secret_basic', async () => {
    const config = await client.discovery(issuer, CONFIDENTIAL_ID, CONFIDENTIAL_SECRET, client.ClientSecretBasic(CONFIDENTIAL_SECRET), {
      execute: [client.allowInsecureRequests],
    });
    const { url, verifier, state, nonce } = await authorizationRequest(config, 'openid email');
    const tokens = await client.authorizationCodeGrant(config, (await consent(url)).callback, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce });
    expect(tokens.claims()?.sub).toBe(userId);
  });

  it('refuses a wrong code_verifier and a reused code', async () => {
    const config = await publicConfig();
    const { url, state, nonce } = await authorizationRequest(config);
    const { callback } = await consent(url);
    const wrong = client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: client.randomPKCECodeVerifier(), expectedState: state, expectedNonce: nonce });
    await expect(wrong).rejects.toMatchObject({ error: 'invalid_grant' });

    const second = await authorizationRequest(config);
    const secondCallback = (await consent(second.url)).callback;
    const checks = { pkceCodeVerifier: second.verifier, expectedState: second.state, expectedNonce: second.nonce };
    await client.authorizationCodeGrant(config, secondCallback, checks);
    await expect(client.authorizationCodeGrant(config, secondCallback, checks)).rejects.toMatchObject({
      error: 'invalid_grant',
      error_description: expect.stringContaining('already used'),
    });
  });

  it('refuses an unregistered redirect URI without following it', async () => {
    const config = await publicConfig();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: 'https://evil.example/callback',
      scope: 'openid',
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('Location')).toBeNull();
    expect(await response.text()).toContain('connected_app_supplied_redirect_url_not_found_in_client');

    const started = await sdk('/idp/oauth/authorize/submit', {
      client_id: CLIENT_ID,
      redirect_uri: 'https://evil.example/callback',
      response_type: 'code',
      scopes: ['openid'],
      code_challenge: url.searchParams.get('code_challenge'),
      consent_granted: true,
    });
    expect(started.status).toBe(400);
    expect(started.body.error_type).toBe('connected_app_supplied_redirect_url_not_found_in_client');
  });
});
