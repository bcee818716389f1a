import { beforeEach, describe, expect, it } from 'vitest';
import { sha256Hex } from '../domain/random';
import { createHarness, START_TIME, type Harness, type Json } from '../testing/harness';

const MINUTE = 60_000;

describe('impersonation', () => {
  let h: Harness;
  let ada: Json;

  beforeEach(async () => {
    h = await createHarness();
    ada = await h.seedUser({ email: 'ada@example.com' });
  });

  const mint = (json: Record<string, unknown>) => h.call('POST', '/emulator/impersonation-tokens', { json });
  const authenticate = (token: string, session?: string) =>
    h.call('POST', '/sdk/v1/impersonation/authenticate', { json: { impersonation_token: token }, session });

  it('mints a token for a user (stored as its hash)', async () => {
    const response = await mint({ user_id: ada.user_id });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{44}$/),
      user_id: ada.user_id,
      impersonator_id: expect.stringMatching(/^workspace-member-test-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      impersonator_email_address: 'support@portico.test',
      expires_at: new Date(START_TIME + 5 * MINUTE).toISOString(),
    });
    const again = await mint({ user_id: ada.user_id, impersonator_email: 'Support@Portico.test' });
    expect(again.body.impersonator_id).toBe(response.body.impersonator_id);
    expect(h.store.impersonationTokens.consume(response.body.token, START_TIME)).toBeUndefined();
    expect(h.store.impersonationTokens.consume(await sha256Hex(response.body.token), START_TIME)).toBeDefined();
  });

  it('refuses bad mint requests', async () => {
    expect((await mint({ user_id: 'user-test-nope' })).body).toMatchObject({ status_code: 404, error_type: 'user_not_found' });
    expect((await mint({})).body.error_type).toBe('invalid_impersonation_request');
    expect((await mint({ user_id: ada.user_id, reason: 'x' })).body.error_type).toBe('invalid_impersonation_request');
    expect((await mint({ user_id: ada.user_id, impersonator_email: 'nope' })).body.error_type).toBe('invalid_email');
  });

  it('starts a new 60-minute session of the user with an impersonated factor, once', async () => {
    const { token } = (await mint({ user_id: ada.user_id, impersonator_email: 'grace@support.example', impersonator_id: 'member-1' })).body;
    // The caller's own session (another user's) is not touched.
    await h.seedUser({ email: 'grace@support.example' });
    const grace = await h.loginWithEmail('grace@support.example');
    const response = await authenticate(token, grace.session_token);
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data.user_id).toBe(ada.user_id);
    expect(data.session_token).not.toBe(grace.session_token);
    expect(data.session.expires_at).toBe(new Date(START_TIME + 60 * MINUTE).toISOString());
    const at = new Date(START_TIME).toISOString();
    expect(data.session.authentication_factors).toEqual([
      {
        type: 'impersonated',
        delivery_method: 'impersonation',
        created_at: at,
        updated_at: at,
        last_authenticated_at: at,
        impersonated_factor: { impersonator_id: 'member-1', impersonator_email_address: 'grace@support.example' },
      },
    ]);
    const me = await h.call('GET', '/sdk/v1/users/me', { session: data.session_token });
    expect(me.body.data.user_id).toBe(ada.user_id);

    const reused = await authenticate(token);
    expect(reused.status).toBe(401);
    expect(reused.body.error_type).toBe('unable_to_auth_impersonation_token');
  });

  it('keeps the impersonation session to its 60 minutes: refreshes and added factors do not extend it', async () => {
    const { token } = (await mint({ user_id: ada.user_id })).body;
    const { session_token: sessionToken } = (await authenticate(token)).body.data;
    const end = new Date(START_TIME + 60 * MINUTE).toISOString();
    h.tick(10 * MINUTE);
    const refreshed = await h.call('POST', '/sdk/v1/sessions/authenticate', { json: { session_duration_minutes: 600 }, session: sessionToken });
    expect(refreshed.body.data.session.expires_at).toBe(end);
    const { methodId, code } = await h.sendEmailCode('ada@example.com');
    const added = await h.call('POST', '/sdk/v1/otps/authenticate', {
      json: { token: code, method_id: methodId, session_duration_minutes: 600 },
      session: sessionToken,
    });
    expect(added.body.data.session.authentication_factors).toHaveLength(2);
    expect(added.body.data.session.expires_at).toBe(end);
    h.tick(51 * MINUTE);
    expect((await h.call('POST', '/sdk/v1/sessions/authenticate', { json: {}, session: sessionToken })).status).toBe(401);
  });

  it('refuses unknown and expired tokens', async () => {
    expect((await authenticate('not-a-token')).body.error_type).toBe('unable_to_auth_impersonation_token');
    expect((await h.call('POST', '/sdk/v1/impersonation/authenticate', { json: {} })).body.error_type).toBe('bad_request');
    const { token } = (await mint({ user_id: ada.user_id })).body;
    h.tick(5 * MINUTE);
    const expired = await authenticate(token);
    expect(expired.status).toBe(401);
    expect(expired.body.error_type).toBe('unable_to_auth_impersonation_token');
  });

  it('follows the emulator clock and is wiped with the user', async () => {
    await h.call('POST', '/emulator/clock', { json: { advance_ms: 10 * MINUTE } });
    const minted = await mint({ user_id: ada.user_id });
    expect(minted.body.expires_at).toBe(new Date(START_TIME + 15 * MINUTE).toISOString());
    await h.call('DELETE', `/emulator/users/${ada.user_id}`);
    expect((await authenticate(minted.body.token)).body.error_type).toBe('unable_to_auth_impersonation_token');
  });
});
