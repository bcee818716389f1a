// @vitest-environment jsdom
// @vitest-environment-options {"jsdom": {"url": "http://localhost:4200/"}}
/**
 * Social login and the identity provider with the real `@stytch/vanilla-js` headless client, in
 * jsdom, against a real emulator server (see stytch-sdk.test.ts for the set-up).
 */
import { StytchHeadlessClient } from '@stytch/vanilla-js/headless';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUBLIC_TOKEN, emulatorClientOptions } from './client-options';
import { s256Challenge } from './domain/pkce';
import { startEmulator, type RunningEmulator } from './node';
import { corsFetch, type CorsLog } from './testing/cors-fetch';
import { TEST_PASSWORD_HASHING } from './testing/harness';
import { resetSdkPageState } from './testing/sdk-page';

type Client = InstanceType<typeof StytchHeadlessClient>;

describe('@stytch/vanilla-js 6.3: OAuth and Connected Apps against the emulator', () => {
  let emulator: RunningEmulator;
  let client: Client;
  const log: CorsLog = { preflights: [], requests: [] };
  const nodeFetch = globalThis.fetch;

  beforeAll(async () => {
    resetSdkPageState();
    emulator = await startEmulator({
      port: 0,
      db: ':memory:',
      config: {
        pkce_required_for_oauth: true,
        rbac_scopes: [{ scope: 'read:docs', description: 'Read your documents' }],
        rbac_roles: [{ role_id: 'stytch_user', description: 'Everyone', scopes: ['read:docs'] }],
      },
      passwordHashing: TEST_PASSWORD_HASHING,
    });
    vi.stubGlobal('fetch', corsFetch(window.location.origin, nodeFetch, log));
    client = new StytchHeadlessClient(DEFAULT_PUBLIC_TOKEN, emulatorClientOptions(emulator.url));
  });

  afterAll(async () => {
    vi.unstubAllGlobals();
    resetSdkPageState();
    await emulator?.close();
  });

  /** `oauth.<provider>.start()` navigates; the test catches the URL (the SDK's own test seam). */
  const startUrl = async (start: () => Promise<unknown>): Promise<URL> => {
    let target: URL | undefined;
    const navigate = vi.spyOn(client.oauth as unknown as { navigate(url: URL): void }, 'navigate').mockImplementation((url) => {
      target = new URL(url.toString());
    });
    await start();
    navigate.mockRestore();
    if (!target) throw new Error('the SDK did not navigate');
    return target;
  };

  /** The browser on the stand-in provider's page: open it, then submit its form. */
  const signInAtProvider = async (url: URL, fields: Record<string, string>) => {
    const page = await nodeFetch(url);
    expect(page.status).toBe(200);
    const formToken = /name="form_token" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    const response = await nodeFetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ query: url.search.slice(1), form_token: formToken, action: 'continue', ...fields }),
    });
    expect(response.status).toBe(302);
    return new URL(response.headers.get('Location') ?? '');
  };

  it('signs up with Google through the start URL, PKCE and oauth.authenticate', async () => {
    const url = await startUrl(() =>
      client.oauth.google.start({
        login_redirect_url: 'http://localhost:4200/login',
        signup_redirect_url: 'http://localhost:4200/welcome',
        custom_scopes: ['calendar'],
        provider_params: { prompt: 'select_account' },
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${emulator.url}/v1/public/oauth/google/start`);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('provider_prompt')).toBe('select_account');

    const back = await signInAtProvider(url, { email: 'grace@example.com', name: 'Grace Hopper' });
    expect(back.pathname).toBe('/welcome');
    expect(back.searchParams.get('stytch_token_type')).toBe('oauth');

    const result = await client.oauth.authenticate(back.searchParams.get('token') ?? '', { session_duration_minutes: 60 });
    expect(result.provider_type).toBe('Google');
    expect(result.provider_values.scopes).toEqual(['openid', 'email', 'profile', 'calendar']);
    expect(client.session.getSync()?.authentication_factors[0]).toMatchObject({ type: 'oauth', delivery_method: 'oauth_google' });
    expect(client.user.getSync()?.providers).toEqual([expect.objectContaining({ provider_type: 'Google' })]);
  });

  it('reports a used token as oauth_token_not_found', async () => {
    const url = await startUrl(() => client.oauth.github.start({ login_redirect_url: 'http://localhost:4200/login' }));
    const back = await signInAtProvider(url, { account: 'grace@example.com' });
    const token = back.searchParams.get('token') ?? '';
    const verifier = JSON.parse(localStorage.getItem(`stytch_sdk_state_${DEFAULT_PUBLIC_TOKEN}::PKCE_VERIFIER:oauth`) ?? '{}');
    await client.oauth.authenticate(token, { session_duration_minutes: 60 });
    localStorage.setItem(`stytch_sdk_state_${DEFAULT_PUBLIC_TOKEN}::PKCE_VERIFIER:oauth`, JSON.stringify(verifier));
    const error = await client.oauth.authenticate(token, { session_duration_minutes: 60 }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'StytchAPIError', status_code: 404, error_type: 'oauth_token_not_found' });
  });

  it('attaches another provider to the logged-in user', async () => {
    const { oauth_attach_token: attachToken } = await client.oauth.attach('slack');
    const url = await startUrl(() => client.oauth.slack.start({ oauth_attach_token: attachToken }));
    const back = await signInAtProvider(url, { email: 'grace@work.example' });
    await client.oauth.authenticate(back.searchParams.get('token') ?? '', { session_duration_minutes: 60 });
    expect(client.user.getSync()?.providers.map((provider) => provider.provider_type)).toEqual(['Google', 'GitHub', 'Slack']);
  });

  it('runs the identity provider calls: consent for a third-party app, the code, logout', async () => {
    const request = {
      client_id: 'connected-app-test-portico-demo',
      redirect_uri: 'http://localhost:5173/oauth/callback',
      response_type: 'code',
      scopes: ['openid', 'email', 'read:docs'],
      code_challenge: await s256Challenge('a'.repeat(64)),
      state: 'xyz',
    };
    const started = await client.idp.oauthAuthorizeStart(request);
    expect(started.consent_required).toBe(true);
    expect(started.client.client_name).toBe('Portico Demo App');
    expect(started.scope_results).toEqual([
      expect.objectContaining({ scope: 'openid', is_grantable: true }),
      expect.objectContaining({ scope: 'email', is_grantable: true }),
      { scope: 'read:docs', is_grantable: true, description: 'Read your documents' },
    ]);
    const submitted = await client.idp.oauthAuthorizeSubmit({ ...request, consent_granted: true });
    const callback = new URL(submitted.redirect_uri);
    expect(callback.searchParams.get('code')).toBe(submitted.authorization_code);
    expect(callback.searchParams.get('state')).toBe('xyz');

    const logout = await client.idp.oauthLogoutStart({
      client_id: 'connected-app-test-portico-demo',
      post_logout_redirect_uri: 'http://localhost:5173/',
      state: 'bye',
    });
    expect(logout).toMatchObject({ redirect_uri: 'http://localhost:5173/?state=bye', consent_required: true });
  });
});
