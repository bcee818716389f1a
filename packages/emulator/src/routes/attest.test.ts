import { exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHarness, START_TIME, type Harness } from '../testing/harness';

const MINUTE = 60_000;
const DEFAULT_PROFILE = 'trusted-auth-token-profile-test-portico';
const SECRET = 'a-shared-secret-of-at-least-32-characters';

describe('trusted auth tokens', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const mint = async (json: Record<string, unknown>) => {
    const response = await h.call('POST', '/emulator/trusted-tokens', { json });
    expect(response.status).toBe(201);
    return response.body.token as string;
  };

  const attest = (json: Record<string, unknown>, session?: string) => h.call('POST', '/sdk/v1/sessions/attest', { json, session });

  /** A token signed with jose, as an outside issuer would (`iss` and `aud` in `claims` override the profile's). */
  const sign = (claims: Record<string, unknown>, key: CryptoKey | Uint8Array = new TextEncoder().encode(SECRET), alg = 'HS256') =>
    new SignJWT({
      email: 'ada@example.com',
      jti: crypto.randomUUID(),
      iss: 'https://idp.example.com',
      aud: 'portico-app',
      iat: START_TIME / 1000,
      exp: START_TIME / 1000 + 300,
      ...claims,
    })
      .setProtectedHeader({ alg })
      .sign(key);

  const useProfile = async (profile: Record<string, unknown>) => {
    const response = await h.call('PUT', '/emulator/config', {
      json: {
        trusted_auth_token_profiles: [{ profile_id: 'outside', issuer: 'https://idp.example.com', audience: 'portico-app', ...profile }],
      },
    });
    expect(response.status).toBe(200);
  };

  it('exchanges a minted token for a session, creating the user, once', async () => {
    const minted = await h.call('POST', '/emulator/trusted-tokens', { json: { email: 'Ada@Example.com' } });
    expect(minted.status).toBe(201);
    expect(minted.body).toEqual({
      token: expect.stringMatching(/^eyJ/),
      profile_id: DEFAULT_PROFILE,
      token_id: expect.stringMatching(/^trusted-token-/),
      expires_at: new Date(START_TIME + 5 * MINUTE).toISOString(),
    });
    const { status, body } = await attest({ profile_id: DEFAULT_PROFILE, token: minted.body.token });
    expect(status).toBe(200);
    const data = body.data;
    expect(data.user.emails).toEqual([expect.objectContaining({ email: 'ada@example.com', verified: true })]);
    expect(data.session.expires_at).toBe(new Date(START_TIME + 60 * MINUTE).toISOString());
    expect(data.session.authentication_factors).toEqual([
      expect.objectContaining({
        type: 'trusted_auth_token',
        delivery_method: 'trusted_auth_token',
        trusted_auth_token_factor: { token_id: minted.body.token_id },
      }),
    ]);
    expect(data.session_token).not.toBe('');
    expect(data.session_jwt).not.toBe('');

    const reused = await attest({ profile_id: DEFAULT_PROFILE, token: minted.body.token });
    expect(reused.status).toBe(401);
    expect(reused.body).toMatchObject({ error_type: 'invalid_trusted_auth_token', error_message: expect.stringContaining('already used') });

    const again = await attest({ profile_id: DEFAULT_PROFILE, token: await mint({ email: 'ada@example.com' }), session_duration_minutes: 10 });
    expect(again.body.data.user_id).toBe(data.user_id);
    expect(again.body.data.session.expires_at).toBe(new Date(START_TIME + 10 * MINUTE).toISOString());
  });

  it('adds the factor to the caller’s session of the same user', async () => {
    const login = await h.loginWithEmail('ada@example.com');
    const token = await mint({ email: 'ada@example.com' });
    const { body } = await attest({ profile_id: DEFAULT_PROFILE, token }, login.session_token);
    expect(body.data.session.session_id).toBe(login.session.session_id);
    expect(body.data.session_token).toBe(login.session_token);
    expect(body.data.session.authentication_factors.map((factor: { type: string }) => factor.type)).toEqual(['otp', 'trusted_auth_token']);

    const withJwt = await attest({ profile_id: DEFAULT_PROFILE, token: await mint({ email: 'ada@example.com' }), session_jwt: login.session_jwt }, login.session_token);
    expect(withJwt.body.data.session.session_id).toBe(login.session.session_id);
    const jwtOnly = await attest({ profile_id: DEFAULT_PROFILE, token: await mint({ email: 'ada@example.com' }), session_jwt: login.session_jwt });
    expect(jwtOnly.body.error_type).toBe('invalid_session_token');
    const badJwt = await attest({ profile_id: DEFAULT_PROFILE, token: await mint({ email: 'ada@example.com' }), session_jwt: 'nope' }, login.session_token);
    expect(badJwt.body.error_type).toBe('session_not_found');

    const bob = await attest({ profile_id: DEFAULT_PROFILE, token: await mint({ email: 'bob@example.com' }), session_token: login.session_token });
    expect(bob.status).toBe(400);
    expect(bob.body.error_type).toBe('user_id_mismatch');
  });

  it('verifies HS256 tokens from an outside issuer: signature, issuer, audience, expiry, claims', async () => {
    await useProfile({ hs256_secret: SECRET, attribute_mapping: { email: 'email', token_id: 'jti' } });
    expect((await attest({ profile_id: 'outside', token: await sign({}) })).status).toBe(200);

    const failures: [Promise<string>, number, string][] = [
      [sign({}, new TextEncoder().encode(`${SECRET}!`)), 401, 'invalid_trusted_auth_token'],
      [sign({ iss: 'https://evil.example.com' }), 401, 'jwt_invalid_issuer'],
      [sign({ aud: 'someone-else' }), 401, 'jwt_invalid_audience'],
      [sign({ email: 'not an email' }), 400, 'jwt_invalid_claims'],
      [sign({ jti: undefined }), 400, 'jwt_invalid_claims'],
      [Promise.resolve('not.a.jwt'), 401, 'invalid_trusted_auth_token'],
    ];
    for (const [token, status, errorType] of failures) {
      const response = await attest({ profile_id: 'outside', token: await token });
      expect([response.status, response.body.error_type]).toEqual([status, errorType]);
    }

    const token = await sign({});
    h.tick(6 * MINUTE);
    const expired = await attest({ profile_id: 'outside', token });
    expect(expired.body).toMatchObject({ error_type: 'invalid_trusted_auth_token', error_message: expect.stringContaining('expired') });
  });

  it('verifies tokens with a PEM public key, and refuses to mint for it', async () => {
    const { publicKey, privateKey } = await generateKeyPair('ES256');
    await useProfile({ public_key_pem: await exportSPKI(publicKey) });
    expect((await attest({ profile_id: 'outside', token: await sign({}, privateKey, 'ES256') })).status).toBe(200);
    const other = await generateKeyPair('ES256');
    expect((await attest({ profile_id: 'outside', token: await sign({}, other.privateKey, 'ES256') })).body.error_type).toBe(
      'invalid_trusted_auth_token',
    );
    expect((await attest({ profile_id: 'outside', token: await sign({}) })).body.error_type).toBe('invalid_trusted_auth_token');
    const refused = await h.call('POST', '/emulator/trusted-tokens', { json: { profile_id: 'outside', email: 'ada@example.com' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error_type).toBe('profile_not_mintable');
  });

  it('verifies tokens with a JWKS URL (here the emulator’s own key)', async () => {
    const token = await mint({ email: 'ada@example.com' });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => h.app.fetch(new Request(input, init)));
    await h.call('PUT', '/emulator/config', {
      json: {
        trusted_auth_token_profiles: [
          { profile_id: 'remote', issuer: 'portico-emulator', audience: 'portico', jwks_url: 'http://localhost:4100/emulator/trusted-tokens/jwks' },
        ],
      },
    });
    const { status, body } = await attest({ profile_id: 'remote', token });
    expect(status).toBe(200);
    expect(body.data.user.emails[0].email).toBe('ada@example.com');
  });

  it('answers trusted_token_profile_not_found and user_not_found without JIT provisioning', async () => {
    const unknown = await attest({ profile_id: 'nope', token: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error_type: 'trusted_token_profile_not_found', error_message: expect.stringContaining(DEFAULT_PROFILE) });
    await useProfile({ hs256_secret: SECRET, allow_jit_provisioning: false });
    const missing = await attest({ profile_id: 'outside', token: await sign({}) });
    expect(missing.status).toBe(404);
    expect(missing.body.error_type).toBe('user_not_found');
    expect(h.store.users.list()).toEqual([]);
    await h.seedUser({ email: 'ada@example.com' });
    expect((await attest({ profile_id: 'outside', token: await sign({}) })).status).toBe(200);
  });

  it('validates profiles and mint requests', async () => {
    const settings = await h.call('PUT', '/emulator/config', {
      json: { trusted_auth_token_profiles: [{ profile_id: 'p', issuer: 'i', audience: 'a', hs256_secret: 'short' }] },
    });
    expect(settings.status).toBe(400);
    expect(settings.body.error_message).toContain('hs256_secret must be a string of at least 32 characters');
    const twoKeys = await h.call('PUT', '/emulator/config', {
      json: { trusted_auth_token_profiles: [{ profile_id: 'p', issuer: 'i', audience: 'a', hs256_secret: SECRET, jwks_url: 'https://x.test/jwks' }] },
    });
    expect(twoKeys.body.error_message).toContain('only one of public_key_pem, jwks_url and hs256_secret');

    const cases: [Record<string, unknown>, number, string][] = [
      [{ email: 'nope' }, 400, 'invalid_email'],
      [{ email: 'ada@example.com', profile_id: 'nope' }, 404, 'trusted_token_profile_not_found'],
      [{ email: 'ada@example.com', expires_in_seconds: 0 }, 400, 'invalid_trusted_token_request'],
      [{ email: 'ada@example.com', colour: 'blue' }, 400, 'invalid_trusted_token_request'],
    ];
    for (const [json, status, errorType] of cases) {
      const response = await h.call('POST', '/emulator/trusted-tokens', { json });
      expect([response.status, response.body.error_type]).toEqual([status, errorType]);
    }
  });
});
