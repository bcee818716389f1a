import { beforeEach, describe, expect, it } from 'vitest';
import { loadTotpLibrary, RECOVERY_CODE_FORMAT, totpCodeAt } from '../domain/totp';
import { createHarness, START_TIME, wrongCode, type Harness, type Json } from '../testing/harness';

const STEP = 30_000;

describe('TOTP', () => {
  let h: Harness;
  let login: Json;

  beforeEach(async () => {
    h = await createHarness({ user_lock_threshold: 3 });
    await h.seedUser({ email: 'ada@example.com' });
    // A day-long session, so tests can move the clock past locks and enrolment deadlines.
    login = await h.loginWithEmail('ada@example.com', { session_duration_minutes: 24 * 60 });
  });

  const post = (path: string, json: Record<string, unknown> = {}, session: string | undefined = login.session_token) =>
    h.call('POST', `/sdk/v1/totps${path}`, { json, session });

  const create = async (expirationMinutes = 60) => {
    const response = await post('', { expiration_minutes: expirationMinutes });
    expect(response.status).toBe(200);
    return response.body.data;
  };

  /** The code the app shows now, `offsetSteps` steps away. */
  const codeFor = async (secret: string, offsetSteps = 0) =>
    totpCodeAt(await loadTotpLibrary(), secret, h.ctx.clock.now() + offsetSteps * STEP);

  const authenticate = (totpCode: string, session?: string) => post('/authenticate', { totp_code: totpCode, session_duration_minutes: 30 }, session);

  const enrol = async () => {
    const created = await create();
    const response = await authenticate(await codeFor(created.secret));
    expect(response.status).toBe(200);
    return { created, data: response.body.data };
  };

  it.each(['', '/authenticate', '/recovery_codes', '/recover'])('POST /totps%s needs a live session', async (path) => {
    const body = { totp_code: '123456', recovery_code: 'abcd-efgh-ijkl', expiration_minutes: 60 };
    const response = await h.call('POST', `/sdk/v1/totps${path}`, { json: body });
    expect(response.status).toBe(401);
    expect(response.body.error_type).toBe('user_unauthenticated');
  });

  it('creates an unverified TOTP: secret, QR code, ten recovery codes and __user', async () => {
    const data = await create();
    expect(data.totp_id).toMatch(/^totp-test-/);
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.qr_code).toMatch(/^data:image\/png;base64,iVBORw0KGgo[A-Za-z0-9+/]+=*$/);
    expect(data.recovery_codes).toHaveLength(10);
    for (const code of data.recovery_codes) expect(code).toMatch(RECOVERY_CODE_FORMAT);
    expect(new Set(data.recovery_codes).size).toBe(10);
    expect(data.user_id).toBe(login.user_id);
    expect(data.__user).toEqual(data.user);
    // Not the user's until a code verifies it.
    expect(data.user.totps).toEqual([]);
  });

  it('checks expiration_minutes', async () => {
    const response = await post('', { expiration_minutes: 2 });
    expect(response.status).toBe(400);
    expect(response.body.error_type).toBe('invalid_expiration');
  });

  it('verifies the TOTP with its first code and adds a totp factor to the caller’s session', async () => {
    const { created, data } = await enrol();
    expect(data.totp_id).toBe(created.totp_id);
    expect(data.session_token).toBe(login.session_token);
    expect(data.session.session_id).toBe(login.session.session_id);
    const at = new Date(START_TIME).toISOString();
    expect(data.session.authentication_factors.map((factor: Json) => factor.type)).toEqual(['otp', 'totp']);
    expect(data.session.authentication_factors[1]).toEqual({
      type: 'totp',
      delivery_method: 'authenticator_app',
      created_at: at,
      updated_at: at,
      last_authenticated_at: at,
      authenticator_app_factor: { totp_id: created.totp_id },
    });
    expect(data.user.totps).toEqual([{ totp_id: created.totp_id, verified: true }]);
    const me = await h.call('GET', '/sdk/v1/users/me', { session: login.session_token });
    expect(me.body.data.totps).toEqual([{ totp_id: created.totp_id, verified: true }]);
  });

  it('accepts the codes of one step either side, and refuses a code used before (replay)', async () => {
    const created = await create();
    expect((await authenticate(await codeFor(created.secret, -1))).status).toBe(200);
    const again = await authenticate(await codeFor(created.secret, -1));
    expect(again.status).toBe(400);
    expect(again.body.error_type).toBe('totp_code_already_authenticated');
    expect((await authenticate(await codeFor(created.secret, 0))).status).toBe(200);
    expect((await authenticate(await codeFor(created.secret, 1))).status).toBe(200);
    // An earlier step than the last accepted one is a replay too.
    expect((await authenticate(await codeFor(created.secret, 0))).body.error_type).toBe('totp_code_already_authenticated');
    h.tick(2 * STEP);
    expect((await authenticate(await codeFor(created.secret, 0))).status).toBe(200);
  });

  it('refuses codes two steps away and wrong codes', async () => {
    const created = await create();
    for (const code of [await codeFor(created.secret, -2), wrongCode(await codeFor(created.secret))]) {
      const response = await authenticate(code);
      expect(response.status).toBe(401);
      expect(response.body.error_type).toBe('unable_to_authenticate_totp');
    }
  });

  it('checks the shape of totp_code', async () => {
    await create();
    expect((await authenticate('12345')).body.error_type).toBe('invalid_totp_code');
    expect((await authenticate('abcd-efgh-2345')).body.error_type).toBe('recovery_code_used_as_totp_code');
  });

  it('locks the TOTP after user_lock_threshold wrong codes', async () => {
    const created = await create(120);
    const good = await codeFor(created.secret);
    expect((await authenticate(wrongCode(good))).status).toBe(401);
    expect((await authenticate(wrongCode(good))).status).toBe(401);
    const third = await authenticate(wrongCode(good));
    expect(third.status).toBe(429);
    expect(third.body.error_type).toBe('user_lock_limit_reached');
    expect((await authenticate(good)).body.error_type).toBe('user_lock_limit_reached');
    h.tick(60 * 60_000);
    expect((await authenticate(await codeFor(created.secret))).status).toBe(200);
  });

  it('replaces an unverified TOTP, refuses a second verified one, and expires an unverified one', async () => {
    const first = await create();
    const second = await create();
    expect(h.store.totps.listForUser(login.user_id).map((totp) => totp.totp_id)).toEqual([second.totp_id]);
    expect((await authenticate(await codeFor(first.secret))).status).toBe(401);
    h.tick(61 * 60_000);
    const expired = await authenticate(await codeFor(second.secret));
    expect(expired.status).toBe(400);
    expect(expired.body.error_type).toBe('expired_totp');
    const third = await create();
    expect((await authenticate(await codeFor(third.secret))).status).toBe(200);
    const duplicate = await post('', { expiration_minutes: 60 });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.error_type).toBe('active_totp_exists');
  });

  it('answers totp_not_found without a TOTP', async () => {
    const response = await authenticate('123456');
    expect(response.status).toBe(404);
    expect(response.body.error_type).toBe('totp_not_found');
    const recover = await post('/recover', { recovery_code: 'abcd-efgh-ijkl' });
    expect(recover.status).toBe(404);
    expect(recover.body.error_type).toBe('totp_not_found');
    expect((await post('/recovery_codes')).body.data.totps).toEqual([]);
  });

  it('lists the unused recovery codes, and recover uses one up once', async () => {
    const { created } = await enrol();
    const codes = await post('/recovery_codes');
    expect(codes.status).toBe(200);
    expect(codes.body.data).toMatchObject({
      user_id: login.user_id,
      totps: [{ totp_id: created.totp_id, verified: true, recovery_codes: created.recovery_codes }],
    });

    h.tick(STEP);
    const recovered = await post('/recover', { recovery_code: created.recovery_codes[3].toUpperCase(), session_duration_minutes: 30 });
    expect(recovered.status).toBe(200);
    const data = recovered.body.data;
    expect(data.totp_id).toBe(created.totp_id);
    expect(data.session_token).toBe(login.session_token);
    const factor = data.session.authentication_factors.at(-1);
    expect(factor).toMatchObject({
      type: 'recovery_codes',
      delivery_method: 'recovery_code',
      recovery_code_factor: { totp_recovery_code_id: expect.stringMatching(/^totp-recovery-code-test-/) },
    });

    const reused = await post('/recover', { recovery_code: created.recovery_codes[3] });
    expect(reused.status).toBe(401);
    expect(reused.body.error_type).toBe('unable_to_authenticate_recovery_code');
    const left = (await post('/recovery_codes')).body.data.totps[0].recovery_codes;
    expect(left).toHaveLength(9);
    expect(left).not.toContain(created.recovery_codes[3]);
  });

  it('checks the shape of recovery_code', async () => {
    await enrol();
    expect((await post('/recover', { recovery_code: '123456' })).body.error_type).toBe('totp_code_used_as_recovery_code');
    expect((await post('/recover', { recovery_code: 'nope' })).body.error_type).toBe('invalid_recovery_code');
  });

  it('DELETE /users/totps/{id} removes the user’s own TOTP (and only theirs)', async () => {
    const { created } = await enrol();
    await h.seedUser({ email: 'bob@example.com' });
    const bob = await h.loginWithEmail('bob@example.com');
    const notTheirs = await h.call('DELETE', `/sdk/v1/users/totps/${created.totp_id}`, { session: bob.session_token });
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.error_type).toBe('totp_not_found');

    const removed = await h.call('DELETE', `/sdk/v1/users/totps/${created.totp_id}`, { session: login.session_token });
    expect(removed.status).toBe(200);
    expect(removed.body.data.__user.totps).toEqual([]);
    expect(h.store.totps.listForUser(login.user_id)).toEqual([]);
    expect((await post('/recovery_codes')).body.data.totps).toEqual([]);
    expect((await create()).totp_id).not.toBe(created.totp_id);
  });

  it('deleting the user deletes their TOTP and recovery codes', async () => {
    await enrol();
    expect((await h.call('DELETE', `/emulator/users/${login.user_id}`)).status).toBe(200);
    expect(h.store.totps.listForUser(login.user_id)).toEqual([]);
  });
});
