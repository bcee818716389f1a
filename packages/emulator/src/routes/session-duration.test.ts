/**
 * `session_duration_minutes` on every SDK route that takes it: Stytch's bounds (5–527040, `400
 * invalid_session_duration_minutes`) and the project's maximum session duration for the SDK
 * (`max_session_duration_minutes`, `400 invalid_session_duration`).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, PAGE_ORIGIN, type Harness, type Json } from '../testing/harness';
import { SoftAuthenticator } from '../testing/soft-authenticator';
import { ethereumWallet } from '../testing/wallets';

const MINUTE = 60_000;

describe('session_duration_minutes', () => {
  let h: Harness;
  let login: Json;
  beforeEach(async () => {
    h = await createHarness();
    login = await h.loginWithEmail('ada@example.com');
  });

  /** A credential the SDK would send: well formed, so the request gets as far as its duration. */
  const credential = async (kind: 'register' | 'authenticate') => {
    const authenticator = await SoftAuthenticator.create();
    if (kind === 'register') {
      const start = await h.call('POST', '/sdk/v1/webauthn/register/start', {
        json: { domain: 'localhost', return_passkey_credential_options: true },
        session: login.session_token,
        origin: PAGE_ORIGIN,
      });
      const options = JSON.parse(start.body.data.public_key_credential_creation_options);
      return JSON.stringify(await authenticator.register({ options, origin: PAGE_ORIGIN }));
    }
    const start = await h.call('POST', '/sdk/v1/webauthn/authenticate/start/primary', {
      json: { domain: 'localhost', return_passkey_credential_options: true },
      origin: PAGE_ORIGIN,
    });
    const options = JSON.parse(start.body.data.public_key_credential_request_options);
    return JSON.stringify(await authenticator.authenticate({ options, origin: PAGE_ORIGIN }));
  };

  /** Every route that takes session_duration_minutes, with a body that gets as far as reading it. */
  const routes = async (): Promise<[string, Record<string, unknown>, string | undefined][]> => {
    const wallet = ethereumWallet();
    return [
      ['/otps/authenticate', { token: '123456', method_id: 'email-test-00000000-0000-4000-8000-000000000000' }, undefined],
      ['/magic_links/authenticate', { token: 'a-token' }, undefined],
      ['/oauth/authenticate', { token: 'a-token' }, undefined],
      ['/passwords', { email: 'new@example.com', password: 'a long enough passphrase' }, undefined],
      ['/passwords/authenticate', { email: 'ada@example.com', password: 'a long enough passphrase' }, undefined],
      ['/passwords/email/reset', { token: 'a-token', password: 'a long enough passphrase' }, undefined],
      ['/passwords/existing_password/reset', { email: 'ada@example.com', existing_password: 'x', new_password: 'y' }, undefined],
      ['/passwords/session/reset', { password: 'a long enough passphrase' }, login.session_token],
      ['/sessions/authenticate', {}, login.session_token],
      ['/sessions/attest', { profile_id: 'trusted-auth-token-profile-test-portico', token: 'a.b.c' }, undefined],
      ['/sessions/exchange_access_token', { access_token: 'a.b.c' }, undefined],
      ['/webauthn/register', { public_key_credential: await credential('register') }, login.session_token],
      ['/webauthn/authenticate', { public_key_credential: await credential('authenticate') }, undefined],
      [
        '/crypto_wallets/authenticate',
        { crypto_wallet_type: 'ethereum', crypto_wallet_address: wallet.address, signature: wallet.sign('a message') },
        undefined,
      ],
      ['/totps/authenticate', { totp_code: '123456' }, login.session_token],
      ['/totps/recover', { recovery_code: 'ckss-2skx-ebow' }, login.session_token],
    ];
  };

  const post = (path: string, json: unknown, session?: string) => h.call('POST', `/sdk/v1${path}`, { json, session, origin: PAGE_ORIGIN });

  it('answers invalid_session_duration_minutes outside Stytch’s 5 to 527040, on every route', async () => {
    for (const [path, body, session] of await routes()) {
      for (const minutes of [4, 527041, 30.5, '30']) {
        const { status, body: answer } = await post(path, { ...body, session_duration_minutes: minutes }, session);
        expect({ path, minutes, status, error_type: answer.error_type }).toEqual({
          path,
          minutes,
          status: 400,
          error_type: 'invalid_session_duration_minutes',
        });
        expect(answer.error_message).toMatch(/^session_duration_minutes is invalid, should be between 5 to 527040 minutes/);
      }
    }
  });

  it('answers invalid_session_duration above the project’s maximum (max_session_duration_minutes), on every route', async () => {
    expect((await h.call('PUT', '/emulator/config', { json: { max_session_duration_minutes: 60 } })).status).toBe(200);
    for (const [path, body, session] of await routes()) {
      const { status, body: answer } = await post(path, { ...body, session_duration_minutes: 61 }, session);
      expect({ path, status, error_type: answer.error_type }).toEqual({ path, status: 400, error_type: 'invalid_session_duration' });
      expect(answer.error_message).toMatch(/^The submitted session duration exceeds the maximum session duration allowed for this project/);
    }
  });

  it('accepts the maximum itself, and caps a default longer than it', async () => {
    await h.call('PUT', '/emulator/config', { json: { max_session_duration_minutes: 20 } });
    const refreshed = await post('/sessions/authenticate', { session_duration_minutes: 20 }, login.session_token);
    expect(refreshed.status).toBe(200);
    expect(Date.parse(refreshed.body.data.session.expires_at) - Date.parse(refreshed.body.data.session.last_accessed_at)).toBe(20 * MINUTE);

    // No duration: the default (30) is more than the project allows, so the session gets the maximum.
    const { methodId, code } = await h.sendEmailCode('bob@example.com');
    const { status, body } = await post('/otps/authenticate', { token: code, method_id: methodId });
    expect(status).toBe(200);
    expect(Date.parse(body.data.session.expires_at) - Date.parse(body.data.session.started_at)).toBe(20 * MINUTE);
  });

  it('keeps the setting within Stytch’s bounds', async () => {
    for (const value of [4, 527041, '60']) {
      const { status, body } = await h.call('PUT', '/emulator/config', { json: { max_session_duration_minutes: value } });
      expect(status).toBe(400);
      expect(JSON.stringify(body)).toContain('max_session_duration_minutes must be an integer from 5 to 527040');
    }
  });
});
