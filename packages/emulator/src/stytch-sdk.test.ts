// @vitest-environment jsdom
// @vitest-environment-options {"jsdom": {"url": "http://localhost:4200/"}}
/**
 * The real `@stytch/vanilla-js` headless client, in jsdom, against a real emulator server.
 * jsdom has no fetch of its own, so the test gives the page a CORS-enforcing one (see cors-fetch).
 */
import { StytchHeadlessClient } from '@stytch/vanilla-js/headless';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUBLIC_TOKEN, emulatorClientOptions } from './client-options';
import { startEmulator, type RunningEmulator } from './node';
import { corsFetch, type CorsLog } from './testing/cors-fetch';
import { TEST_PASSWORD_HASHING } from './testing/harness';
import { ethereumWallet, solanaWallet } from './testing/wallets';
import { resetSdkPageState } from './testing/sdk-page';

type Client = InstanceType<typeof StytchHeadlessClient>;

describe('@stytch/vanilla-js 6.3 headless client against the emulator', () => {
  let emulator: RunningEmulator;
  let client: Client;
  const log: CorsLog = { preflights: [], requests: [] };
  const nodeFetch = globalThis.fetch;

  beforeAll(async () => {
    resetSdkPageState();
    // PKCE on for emailed links: the SDK then sends challenges and verifiers (protocol §4.2, §5).
    emulator = await startEmulator({
      port: 0,
      db: ':memory:',
      config: { pkce_required_for_email_magic_links: true, pkce_required_for_password_resets: true },
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

  const outbox = async (to: string) => {
    const response = await nodeFetch(`${emulator.url}/emulator/outbox?to=${encodeURIComponent(to)}`);
    return ((await response.json()) as { messages: { code: string; link: string }[] }).messages;
  };

  const tokenIn = (link: string | undefined) => new URL(link ?? 'http://invalid').searchParams.get('token') ?? '';

  it('bootstraps, sends a code, logs in and revokes the session', async () => {
    expect(client.session.getSync()).toBeNull();

    const sent = await client.otps.email.loginOrCreate('grace@example.com', { expiration_minutes: 5 });
    expect(sent.method_id).toMatch(/^email-test-/);
    expect(sent.status_code).toBe(200);

    // The SDK mapped our bootstrap (its fallback defaults would say emailDomains ["stytch.com"]).
    const bootstrap = JSON.parse(localStorage.getItem(`stytch_sdk_state_${DEFAULT_PUBLIC_TOKEN}::bootstrap`) ?? 'null');
    expect(bootstrap).toMatchObject({
      projectName: 'Portico Playground',
      emailDomains: ['portico.test'],
      captchaSettings: { enabled: false },
      displayWatermark: false,
      vertical: 'CONSUMER',
    });

    const [message] = await outbox('grace@example.com');
    expect(message?.code).toMatch(/^\d{6}$/);

    const sessionChanges: unknown[] = [];
    const unsubscribe = client.session.onChange((session) => sessionChanges.push(session));

    const wrong = await client.otps
      .authenticate(message!.code === '000000' ? '111111' : '000000', sent.method_id, { session_duration_minutes: 30 })
      .catch((error: unknown) => error);
    expect(wrong).toMatchObject({ name: 'StytchAPIError', status_code: 404, error_type: 'otp_code_not_found' });

    const authenticated = await client.otps.authenticate(message!.code, sent.method_id, { session_duration_minutes: 30 });
    expect(authenticated.session_token).not.toBe('');
    expect(authenticated).not.toHaveProperty('__user');

    const session = client.session.getSync();
    expect(session?.session_id).toBe(authenticated.session.session_id);
    expect(session?.authentication_factors[0]).toMatchObject({ type: 'otp', delivery_method: 'email' });
    expect(client.user.getSync()?.emails).toEqual([expect.objectContaining({ email: 'grace@example.com', verified: true })]);
    expect(client.session.getTokens()).toEqual({
      session_token: authenticated.session_token,
      session_jwt: authenticated.session_jwt,
    });
    expect(document.cookie).toContain(`stytch_session=${authenticated.session_token}`);
    expect(sessionChanges.length).toBeGreaterThan(0);

    const user = await client.user.get();
    expect(user.user_id).toBe(authenticated.user_id);

    const refreshed = await client.session.authenticate({ session_duration_minutes: 60 });
    expect(refreshed.session.session_id).toBe(session?.session_id);

    await client.session.revoke();
    expect(client.session.getSync()).toBeNull();
    expect(client.user.getSync()).toBeNull();
    expect(document.cookie).not.toContain('stytch_session=');
    unsubscribe();

    // Every cross-origin call went through the CORS checks, with preflights for the SDK's headers.
    expect(log.preflights).toEqual(
      expect.arrayContaining(['GET /sdk/v1/projects/bootstrap/public-token-test-portico', 'POST /sdk/v1/otps/authenticate']),
    );
    expect(log.requests).toContain('POST /sdk/v1/sessions/revoke');
  });

  it('signs up with a magic link (PKCE) and logs in with the emailed token', async () => {
    const sent = await client.magicLinks.email.loginOrCreate('ada@example.com', {
      login_magic_link_url: 'http://localhost:4200/authenticate',
      signup_magic_link_url: 'http://localhost:4200/welcome',
      login_expiration_minutes: 30,
      signup_expiration_minutes: 30,
    });
    expect(sent.status_code).toBe(200);
    // The SDK sent a code_challenge (the project requires one) and kept the verifier.
    expect(localStorage.getItem(`stytch_sdk_state_${DEFAULT_PUBLIC_TOKEN}::PKCE_VERIFIER:magic_links`)).not.toBeNull();

    const [message] = await outbox('ada@example.com');
    expect(message?.link).toMatch(/^http:\/\/localhost:4200\/welcome\?stytch_token_type=magic_links&token=[\w-]{44}$/);
    expect(client.parseAuthenticateUrl(message?.link)).toEqual({ handled: true, tokenType: 'magic_links', token: tokenIn(message?.link) });

    const authenticated = await client.magicLinks.authenticate(tokenIn(message?.link), { session_duration_minutes: 30 });
    expect(authenticated.method_id).toMatch(/^email-test-/);
    expect(authenticated).not.toHaveProperty('__user');
    expect(client.session.getSync()?.authentication_factors).toEqual([
      expect.objectContaining({ type: 'magic_link', delivery_method: 'email' }),
    ]);
    expect(client.user.getSync()?.emails).toEqual([expect.objectContaining({ email: 'ada@example.com', verified: true })]);
    expect(localStorage.getItem(`stytch_sdk_state_${DEFAULT_PUBLIC_TOKEN}::PKCE_VERIFIER:magic_links`)).toBeNull();

    const reused = await client.magicLinks.authenticate(tokenIn(message?.link), { session_duration_minutes: 30 }).catch((error: unknown) => error);
    expect(reused).toMatchObject({ name: 'StytchAPIError', status_code: 401, error_type: 'unable_to_auth_magic_link' });
    await client.session.revoke();
  });

  it('creates a password, logs in with it and resets it by email', async () => {
    const email = 'grace.hopper@example.com';
    const strongPassword = 'correct horse battery staple';
    const breached = await client.passwords.strengthCheck({ email, password: 'password' });
    expect(breached).toMatchObject({ valid_password: false, breached_password: true, strength_policy: 'zxcvbn', score: 0 });
    expect((await client.passwords.strengthCheck({ email, password: strongPassword })).valid_password).toBe(true);

    const created = await client.passwords.create({ email, password: strongPassword, session_duration_minutes: 30 });
    expect(created.email_id).toMatch(/^email-test-/);
    expect(client.user.getSync()?.password).toEqual({ password_id: expect.stringMatching(/^password-test-/), requires_reset: false });
    await client.session.revoke();

    const wrong = await client.passwords
      .authenticate({ email, password: 'not my password', session_duration_minutes: 30 })
      .catch((error: unknown) => error);
    expect(wrong).toMatchObject({ name: 'StytchAPIError', status_code: 401, error_type: 'unauthorized_credentials' });

    const loggedIn = await client.passwords.authenticate({ email, password: strongPassword, session_duration_minutes: 30 });
    expect(loggedIn.session.authentication_factors).toEqual([expect.objectContaining({ type: 'password', delivery_method: 'knowledge' })]);
    expect(client.session.getSync()?.session_id).toBe(loggedIn.session.session_id);

    await client.passwords.resetByEmailStart({
      email,
      reset_password_redirect_url: 'http://localhost:4200/reset-password',
      login_redirect_url: 'http://localhost:4200/authenticate',
      reset_password_expiration_minutes: 10,
    });
    const [message] = await outbox(email);
    expect(message?.link).toMatch(/^http:\/\/localhost:4200\/reset-password\?stytch_token_type=reset_password&token=/);
    const reset = await client.passwords.resetByEmail({
      token: tokenIn(message?.link),
      password: 'violet umbrella marmalade express',
      session_duration_minutes: 30,
    });
    expect(reset.user_id).toBe(created.user_id);
    await client.session.revoke();
    const again = await client.passwords.authenticate({ email, password: 'violet umbrella marmalade express', session_duration_minutes: 30 });
    expect(again.user_id).toBe(created.user_id);
    await client.session.revoke();
  });

  it('signs in with Ethereum and Solana wallets (the test signs as the wallet would)', async () => {
    for (const wallet of [ethereumWallet(), solanaWallet()]) {
      const started = await client.cryptoWallets.authenticateStart({ crypto_wallet_address: wallet.address, crypto_wallet_type: wallet.type });
      expect(started.challenge).toMatch(/^Signing in with Portico Playground: /);
      const authenticated = await client.cryptoWallets.authenticate({
        crypto_wallet_address: wallet.address,
        crypto_wallet_type: wallet.type,
        signature: wallet.sign(started.challenge),
        session_duration_minutes: 30,
      });
      expect(authenticated.session_token).not.toBe('');
      expect(client.session.getSync()?.authentication_factors).toEqual([
        expect.objectContaining({ type: 'crypto', delivery_method: 'crypto_wallet' }),
      ]);
      expect(client.user.getSync()?.crypto_wallets).toEqual([
        expect.objectContaining({ crypto_wallet_address: wallet.address, crypto_wallet_type: wallet.type, verified: true }),
      ]);
      await client.session.revoke();
    }
  });

  it('attests a trusted auth token minted by the control API', async () => {
    const minted = await nodeFetch(`${emulator.url}/emulator/trusted-tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'katherine@example.com' }),
    });
    const { token, profile_id: profileId } = (await minted.json()) as { token: string; profile_id: string };
    const attested = await client.session.attest({ profile_id: profileId, token, session_duration_minutes: 60 });
    expect(attested.session_token).not.toBe('');
    expect(client.session.getSync()?.authentication_factors).toEqual([expect.objectContaining({ type: 'trusted_auth_token' })]);
    expect(client.user.getSync()?.emails).toEqual([expect.objectContaining({ email: 'katherine@example.com' })]);
    await client.session.revoke();
  });

  it('records the SDK telemetry', { timeout: 15_000 }, async () => {
    await vi.waitFor(
      async () => {
        const response = await nodeFetch(`${emulator.url}/emulator/events`);
        const { events } = (await response.json()) as { events: { name: string }[] };
        expect(events.map((event) => event.name)).toContain('sdk_instance_instantiated');
      },
      { timeout: 10_000, interval: 100 },
    );
  });
});
