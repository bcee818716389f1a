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

type Client = InstanceType<typeof StytchHeadlessClient>;

describe('@stytch/vanilla-js 6.3 headless client against the emulator', () => {
  let emulator: RunningEmulator;
  let client: Client;
  const log: CorsLog = { preflights: [], requests: [] };
  const nodeFetch = globalThis.fetch;

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, db: ':memory:' });
    vi.stubGlobal('fetch', corsFetch(window.location.origin, nodeFetch, log));
    client = new StytchHeadlessClient(DEFAULT_PUBLIC_TOKEN, emulatorClientOptions(emulator.url) as object);
  });

  afterAll(async () => {
    vi.unstubAllGlobals();
    await emulator?.close();
  });

  const outbox = async (to: string) => {
    const response = await nodeFetch(`${emulator.url}/emulator/outbox?to=${encodeURIComponent(to)}`);
    return ((await response.json()) as { messages: { code: string }[] }).messages;
  };

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
