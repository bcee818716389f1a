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

/**
 * Issue 36, item 3: authenticator-app codes guessed by whoever holds the first factor. Every
 * first-factor success used to clear the user's failure count, so 9 wrong codes, a password login,
 * 9 wrong codes, … never locked. Second-factor codes now have their own count (a first-factor
 * success leaves it, a second-factor success clears it), and totps/authenticate and totps/recover
 * are rate-limited per user.
 */
describe('TOTP guesses by a holder of the first factor', () => {
  const EMAIL = 'ada@example.com';
  const PASSWORD = 'a long passphrase 4 ada';
  const MINUTE = 60_000;
  let h: Harness;
  let secret: string;
  let recoveryCodes: string[];

  beforeEach(async () => {
    h = await createHarness(); // user_lock_threshold 10, rate limits on: the defaults
    await h.seedUser({ email: EMAIL, password: PASSWORD });
    const victim = await h.loginWithEmail(EMAIL, { session_duration_minutes: 24 * 60 });
    const created = await h.call('POST', '/sdk/v1/totps', { json: { expiration_minutes: 60 }, session: victim.session_token });
    expect(created.status).toBe(200);
    secret = created.body.data.secret;
    recoveryCodes = created.body.data.recovery_codes;
    const verified = await h.call('POST', '/sdk/v1/totps/authenticate', { json: { totp_code: await goodCode() }, session: victim.session_token });
    expect(verified.status).toBe(200);
    h.tick(MINUTE);
  });

  const goodCode = async () => totpCodeAt(await loadTotpLibrary(), secret, h.ctx.clock.now());
  const passwordLogin = () => h.call('POST', '/sdk/v1/passwords/authenticate', { json: { email: EMAIL, password: PASSWORD, session_duration_minutes: 60 } });
  const totp = (session: string, code: string) => h.call('POST', '/sdk/v1/totps/authenticate', { json: { totp_code: code }, session });
  const recover = (session: string, code: string) => h.call('POST', '/sdk/v1/totps/recover', { json: { recovery_code: code }, session });

  it('9 wrong codes, a password login, 9 wrong, …: the user ends locked', async () => {
    const answers: string[] = [];
    let session = '';
    for (let round = 0; round < 5; round++) {
      const login = await passwordLogin();
      if (login.status === 200) session = login.body.data.session_token;
      for (let i = 0; i < 9; i++) {
        const answer = await totp(session, wrongCode(await goodCode()));
        answers.push(answer.body.error_type);
      }
      h.tick(MINUTE); // past the rate limit's window: this test is about the count
    }
    // The tenth wrong code in all (the first of the second round) locks the user.
    expect(answers.slice(0, 9)).toEqual(Array(9).fill('unable_to_authenticate_totp'));
    expect(answers[9]).toBe('user_lock_limit_reached');
    expect(answers.slice(10)).toEqual(Array(answers.length - 10).fill('user_lock_limit_reached'));
    // Locked for every method: the right code and the password are refused too, until the lock ends.
    expect((await totp(session, await goodCode())).body.error_type).toBe('user_lock_limit_reached');
    expect((await passwordLogin()).body.error_type).toBe('user_lock_limit_reached');
  });

  it('wrong recovery codes count in the same second-factor count', async () => {
    let session = (await passwordLogin()).body.data.session_token as string;
    for (let i = 0; i < 5; i++) expect((await recover(session, 'aaaa-bbbb-cccc')).body.error_type).toBe('unable_to_authenticate_recovery_code');
    session = (await passwordLogin()).body.data.session_token as string;
    for (let i = 0; i < 4; i++) expect((await totp(session, wrongCode(await goodCode()))).status).toBe(401);
    h.tick(MINUTE);
    session = (await passwordLogin()).body.data.session_token as string;
    expect((await recover(session, 'aaaa-bbbb-cccc')).body.error_type).toBe('user_lock_limit_reached');
  });

  it('a second-factor success clears the count; a first-factor success does not', async () => {
    const session = (await passwordLogin()).body.data.session_token as string;
    for (let i = 0; i < 9; i++) expect((await totp(session, wrongCode(await goodCode()))).status).toBe(401);
    h.tick(MINUTE);
    expect((await recover(session, recoveryCodes[0]!)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await totp(session, wrongCode(await goodCode()))).status).toBe(401);
    h.tick(MINUTE);
    expect((await passwordLogin()).status).toBe(200);
    expect((await totp(session, wrongCode(await goodCode()))).body.error_type).toBe('user_lock_limit_reached');
  });

  it('rate limit: 10 attempts a minute per user across authenticate and recover, then 429 too_many_requests', async () => {
    await h.call('PUT', '/emulator/config', { json: { user_lock_threshold: 100 } });
    // Line up with the start of a minute on the emulator clock (windows are fixed, as Stytch's).
    h.tick(MINUTE - (h.ctx.clock.now() % MINUTE));
    const session = (await passwordLogin()).body.data.session_token as string;
    for (let i = 0; i < 6; i++) expect((await totp(session, wrongCode(await goodCode()))).status).toBe(401);
    for (let i = 0; i < 4; i++) expect((await recover(session, 'aaaa-bbbb-cccc')).status).toBe(401);
    const limited = await totp(session, await goodCode());
    expect(limited.status).toBe(429);
    expect(limited.body.error_type).toBe('too_many_requests');
    expect((await recover(session, recoveryCodes[0]!)).body.error_type).toBe('too_many_requests');
    // Another user is not held back.
    await h.seedUser({ email: 'bob@example.com' });
    const bob = await h.loginWithEmail('bob@example.com');
    expect((await totp(bob.session_token, '123456')).body.error_type).toBe('totp_not_found');
    h.tick(MINUTE);
    expect((await totp(session, await goodCode())).status).toBe(200);
    // rate_limits: false turns it off (load tests).
    await h.call('PUT', '/emulator/config', { json: { rate_limits: false } });
    h.tick(MINUTE);
    for (let i = 0; i < 12; i++) expect((await recover(session, 'aaaa-bbbb-cccc')).status).toBe(401);
  });
});

/**
 * Issue 36, item 4: a pending (unverified) TOTP's recovery codes go only to the session that
 * created it. Before, any session of the user read them (`totps/recovery_codes` lists unverified
 * TOTPs too, and a user with one registered category needs no second factor to call it): a standing
 * one-factor session of the attacker read them, waited for the victim to verify the TOTP, then
 * recovered with them and held the second factor.
 */
describe('a pending TOTP’s recovery codes', () => {
  let h: Harness;

  beforeEach(async () => {
    h = await createHarness();
    await h.seedUser({ email: 'ada@example.com' });
  });

  const listCodes = (session: string) => h.call('POST', '/sdk/v1/totps/recovery_codes', { json: {}, session });

  it('go only to the session that created the TOTP, not to another session of the same user', async () => {
    const attacker = await h.loginWithEmail('ada@example.com', { session_duration_minutes: 24 * 60 }); // B, standing
    const victim = await h.loginWithEmail('ada@example.com', { session_duration_minutes: 60 }); // A
    const created = await h.call('POST', '/sdk/v1/totps', { json: { expiration_minutes: 60 }, session: victim.session_token });
    expect(created.status).toBe(200);
    const pending = created.body.data;

    const stolen = await listCodes(attacker.session_token);
    expect(stolen.status, stolen.text).toBe(200);
    expect(stolen.body.data.totps).toEqual([]);
    expect(stolen.text).not.toContain(pending.recovery_codes[0]);

    const own = await listCodes(victim.session_token);
    expect(own.body.data.totps).toEqual([{ totp_id: pending.totp_id, verified: false, recovery_codes: pending.recovery_codes }]);

    // Once the victim verifies it, the TOTP is a registered second factor: the attacker's
    // one-factor session is refused (the two-category rule), and the victim's two-factor session reads them.
    const code = totpCodeAt(await loadTotpLibrary(), pending.secret, h.ctx.clock.now());
    expect((await h.call('POST', '/sdk/v1/totps/authenticate', { json: { totp_code: code }, session: victim.session_token })).status).toBe(200);
    expect((await listCodes(attacker.session_token)).body.error_type).toBe('insufficient_factors');
    expect((await listCodes(victim.session_token)).body.data.totps[0].recovery_codes).toEqual(pending.recovery_codes);
  });
});
