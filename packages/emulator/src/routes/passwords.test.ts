import { beforeEach, describe, expect, it } from 'vitest';
import { s256Challenge } from '../domain/pkce';
import { createHarness, START_TIME, wrongCode, type Harness } from '../testing/harness';

const MINUTE = 60_000;
const STRONG = 'correct horse battery staple';
const OTHER_STRONG = 'violet umbrella marmalade express';
const LOCKED = { error_type: 'user_lock_limit_reached', error_message: 'Too many failed authentication attempts. Please try again later.' };

describe('passwords', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });

  const create = (email: string, password: string, extra: Record<string, unknown> = {}) =>
    h.call('POST', '/sdk/v1/passwords', { json: { email, password, ...extra } });
  const authenticate = (email: string, password: string, extra: Record<string, unknown> = {}, session?: string) =>
    h.call('POST', '/sdk/v1/passwords/authenticate', { json: { email, password, ...extra }, session });
  const strength = (password: string, email?: string) =>
    h.call('POST', '/sdk/v1/passwords/strength_check', { json: { password, email } });
  const resetStart = (email: string, extra: Record<string, unknown> = {}) =>
    h.call('POST', '/sdk/v1/passwords/email/reset/start', { json: { email, ...extra } });
  const reset = (token: string, password: string, extra: Record<string, unknown> = {}) =>
    h.call('POST', '/sdk/v1/passwords/email/reset', { json: { token, password, ...extra } });
  const search = (email: unknown) => h.call('POST', '/sdk/v1/users/search', { json: { email } });
  const setPolicy = (json: Record<string, unknown>) => h.call('PUT', '/emulator/config', { json });

  describe('users/search', () => {
    it('answers userType new, password or passwordless', async () => {
      expect((await search('ada@example.com')).body.data).toEqual({ request_id: expect.any(String), status_code: 200, userType: 'new' });
      await h.loginWithEmail('ada@example.com');
      expect((await search('ADA@example.com')).body.data.userType).toBe('passwordless');
      await h.seedUser({ email: 'bob@example.com', password: 'anything' });
      expect((await search('bob@example.com')).body.data.userType).toBe('password');
      const invalid = await search('bob');
      expect(invalid.status).toBe(400);
      expect(invalid.body.error_type).toBe('invalid_email');
    });
  });

  describe('strength_check', () => {
    it('zxcvbn: a common password is breached and weak, in Stytch’s wording', async () => {
      const { status, body } = await strength('password');
      expect(status).toBe(200);
      expect(body.data).toEqual({
        request_id: expect.any(String),
        status_code: 200,
        valid_password: false,
        score: 0,
        breached_password: true,
        breach_detection_on_create: true,
        strength_policy: 'zxcvbn',
        feedback: {
          suggestions: ['Add another word or two. Uncommon words are better.'],
          warning: 'This is a top-10 common password.',
          luds_requirements: {
            has_digit: false,
            has_lower_case: true,
            has_symbol: false,
            has_upper_case: false,
            missing_characters: 0,
            missing_complexity: 2,
          },
        },
      });
    });

    it('zxcvbn: a long passphrase is valid; a listed password is breached whatever its case', async () => {
      expect((await strength(STRONG)).body.data).toMatchObject({
        valid_password: true,
        score: 4,
        breached_password: false,
        feedback: { suggestions: [], warning: '' },
      });
      expect((await strength('Password')).body.data).toMatchObject({ breached_password: true, valid_password: false });
    });

    it('zxcvbn: parts of the email address make a password weak', async () => {
      const { body } = await strength('adalovelace', 'ada.lovelace@example.com');
      expect(body.data).toMatchObject({ valid_password: false, score: 1, breached_password: false });
      expect(body.data.feedback.warning).toBe('There should not be any personal or page related data.');
      expect((await strength('adalovelace', 'nope')).body.error_type).toBe('invalid_email');
      expect((await h.call('POST', '/sdk/v1/passwords/strength_check', { json: {} })).body.error_type).toBe('bad_request');
    });

    it('luds: counts missing characters and character classes', async () => {
      await setPolicy({ password_policy: 'luds', luds_min_length: 10, luds_complexity: 3 });
      const short = (await strength('abc')).body.data;
      expect(short).toMatchObject({ strength_policy: 'luds', valid_password: false, breached_password: false });
      expect(short.feedback).toEqual({
        suggestions: [],
        warning: '',
        luds_requirements: {
          has_digit: false,
          has_lower_case: true,
          has_symbol: false,
          has_upper_case: false,
          missing_characters: 7,
          missing_complexity: 2,
        },
      });
      expect((await strength('Abcdefghi1')).body.data).toMatchObject({
        valid_password: true,
        feedback: { luds_requirements: { has_digit: true, has_upper_case: true, missing_characters: 0, missing_complexity: 0 } },
      });
      expect((await strength('ab-cd!ef+g')).body.data.feedback.luds_requirements).toMatchObject({ has_symbol: true, missing_complexity: 1 });
    });

    it('luds: a password meeting the rules is still refused when breached', async () => {
      await setPolicy({ password_policy: 'luds', luds_min_length: 8, luds_complexity: 1 });
      expect((await strength('password')).body.data).toMatchObject({ valid_password: false, breached_password: true });
      expect((await strength('wombat-lantern')).body.data.valid_password).toBe(true);
    });

    it('luds: the most breached passwords that meet the rules are breached, whatever their case, leet and suffix', async () => {
      await setPolicy({ password_policy: 'luds', luds_min_length: 8, luds_complexity: 3 });
      for (const password of ['P@ssw0rd', 'Password1!', 'Passw0rd!', 'Welcome1!', 'Summer2024!', 'Qwerty123!']) {
        const { body } = await strength(password);
        expect(body.data.feedback.luds_requirements, password).toMatchObject({ missing_characters: 0, missing_complexity: 0 });
        expect(body.data, password).toMatchObject({ valid_password: false, breached_password: true });
        expect((await create(`${password.length}@example.com`, password)).body.error_type, password).toBe('breached_password');
      }
      // A strong random password, and passphrases with digits and symbols, are not.
      for (const password of ['kR9#vT2!pLq8wZ', 'violet tangerine lighthouse 42', 'Wombat-Lantern-7!']) {
        expect((await strength(password)).body.data, password).toMatchObject({ valid_password: true, breached_password: false });
      }
    });

    it('breached_passwords: configured test passwords are breached too (exactly as written)', async () => {
      const extra = 'Quokka-Harbour-93!';
      expect((await strength(extra)).body.data).toMatchObject({ valid_password: true, breached_password: false });
      expect((await setPolicy({ breached_passwords: [extra] })).status).toBe(200);
      expect((await strength(extra)).body.data).toMatchObject({ valid_password: false, breached_password: true });
      expect((await strength(extra.toLowerCase())).body.data.breached_password).toBe(false);
      expect((await create('ada@example.com', extra)).body.error_type).toBe('breached_password');
      expect((await setPolicy({ breached_passwords: [''] })).body.error_type).toBeDefined();
    });

    it('none: anything but an empty password is valid', async () => {
      await setPolicy({ password_policy: 'none' });
      expect((await strength('')).body.data.valid_password).toBe(false);
      expect((await strength('password')).body.data).toMatchObject({
        valid_password: true,
        breached_password: true,
        breach_detection_on_create: false,
        strength_policy: 'none',
      });
    });
  });

  describe('create', () => {
    it('signs up a new user with a password and a password factor', async () => {
      const { status, body } = await create('Ada@Example.com', STRONG, { session_duration_minutes: 45 });
      expect(status).toBe(200);
      const data = body.data;
      expect(data.email_id).toMatch(/^email-test-/);
      expect(data.session_token).toMatch(/^[A-Za-z0-9_-]{44}$/);
      expect(data.user.emails).toEqual([{ email_id: data.email_id, email: 'ada@example.com', verified: false }]);
      expect(data.user.password).toEqual({ password_id: expect.stringMatching(/^password-test-/), requires_reset: false });
      expect(data.session.expires_at).toBe(new Date(START_TIME + 45 * MINUTE).toISOString());
      expect(data.session.authentication_factors).toEqual([
        {
          type: 'password',
          delivery_method: 'knowledge',
          created_at: new Date(START_TIME).toISOString(),
          updated_at: new Date(START_TIME).toISOString(),
          last_authenticated_at: new Date(START_TIME).toISOString(),
        },
      ]);
      expect(data).not.toHaveProperty('__user');
      expect((await search('ada@example.com')).body.data.userType).toBe('password');
      expect(h.store.passwords.findForUser(data.user_id)?.hash).toMatch(/^\$scrypt\$ln=4,r=1,p=1\$/);
    });

    it('refuses weak and breached passwords under the project policy', async () => {
      const weak = await create('ada@example.com', 'qzqzqzqz');
      expect(weak.status).toBe(400);
      expect(weak.body.error_type).toBe('weak_password');
      expect(weak.body.error_message).toContain('zxcvbn policy: its zxcvbn score is 0 and 3 is needed. Repeats like "abcabcabc"');
      for (const password of ['password', 'Password1']) {
        const breached = await create('ada@example.com', password);
        expect(breached.status).toBe(400);
        expect(breached.body.error_type).toBe('breached_password');
      }

      await setPolicy({ password_policy: 'luds', luds_min_length: 12 });
      const luds = await create('ada@example.com', 'Qzx9');
      expect(luds.body.error_message).toContain('it needs at least 12 characters (8 more)');
      expect(h.store.emails.findByAddress('ada@example.com')).toBeUndefined();
      await setPolicy({ password_policy: 'none' });
      expect((await create('ada@example.com', 'password')).status).toBe(200);
    });

    it('refuses an address that already has a user', async () => {
      await h.seedUser({ email: 'ada@example.com', password: 'seeded' });
      const duplicate = await create('ada@example.com', STRONG);
      expect(duplicate.status).toBe(400);
      expect(duplicate.body).toMatchObject({
        error_type: 'duplicate_email',
        error_message: 'A user with the specified email already exists for this project.',
      });
      await h.loginWithEmail('bob@example.com');
      // Without a password too: duplicate_email, as Stytch's server SDKs document for passwords/create.
      const passwordless = await create('bob@example.com', STRONG);
      expect(passwordless.status).toBe(400);
      expect(passwordless.body.error_type).toBe('duplicate_email');
    });

    it('validates the request', async () => {
      expect((await create('nope', STRONG)).body.error_type).toBe('invalid_email');
      expect((await h.call('POST', '/sdk/v1/passwords', { json: { email: 'ada@example.com' } })).body.error_type).toBe('bad_request');
      expect((await create('ada@example.com', STRONG, { session_duration_minutes: 1 })).body.error_type).toBe(
        'invalid_session_duration_minutes',
      );
    });
  });

  describe('authenticate', () => {
    it('logs in and adds the factor to the caller’s session of the same user', async () => {
      const created = (await create('ada@example.com', STRONG)).body.data;
      h.tick(MINUTE);
      const { status, body } = await authenticate('ADA@example.com', STRONG, {}, created.session_token);
      expect(status).toBe(200);
      expect(body.data.session.session_id).toBe(created.session.session_id);
      expect(body.data.session.authentication_factors).toEqual([
        expect.objectContaining({ type: 'password', last_authenticated_at: new Date(START_TIME + MINUTE).toISOString() }),
      ]);
      const fresh = await authenticate('ada@example.com', STRONG);
      expect(fresh.body.data.session.session_id).not.toBe(created.session.session_id);
    });

    it('answers unauthorized_credentials for a wrong password, and email_not_found for an unknown address (as Stytch documents)', async () => {
      await create('ada@example.com', STRONG);
      const wrong = await authenticate('ada@example.com', OTHER_STRONG);
      expect(wrong.status).toBe(401);
      expect(wrong.body.error_type).toBe('unauthorized_credentials');
      const unknown = await authenticate('nobody@example.com', STRONG);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ error_type: 'email_not_found', error_message: 'Email could not be found.' });
    });

    it('answers no_user_password for a user without a password', async () => {
      await h.loginWithEmail('ada@example.com');
      const { status, body } = await authenticate('ada@example.com', STRONG);
      expect(status).toBe(400);
      expect(body.error_type).toBe('no_user_password');
    });

    it('locks after user_lock_threshold wrong passwords, then unlocks after lock_duration_minutes', async () => {
      await setPolicy({ user_lock_threshold: 3, lock_duration_minutes: 10 });
      await h.seedUser({ email: 'ada@example.com', password: STRONG });
      expect((await authenticate('ada@example.com', 'wrong one')).status).toBe(401);
      expect((await authenticate('ada@example.com', 'wrong two')).status).toBe(401);
      const third = await authenticate('ada@example.com', 'wrong three');
      expect(third.status).toBe(429);
      expect(third.body).toMatchObject(LOCKED);
      expect((await authenticate('ada@example.com', STRONG)).body).toMatchObject(LOCKED);
      // One lock for the user, as Stytch's: a code does not get them in either, nor a link.
      const otp = await h.sendEmailCode('ada@example.com');
      expect((await h.call('POST', '/sdk/v1/otps/authenticate', { json: { token: otp.code, method_id: otp.methodId } })).body).toMatchObject(LOCKED);
      await h.call('POST', '/sdk/v1/magic_links/email/login_or_create', { json: { email: 'ada@example.com' } });
      expect((await h.call('POST', '/sdk/v1/magic_links/authenticate', { json: { token: await h.latestToken('ada@example.com') } })).body).toMatchObject(LOCKED);

      h.tick(10 * MINUTE);
      expect((await authenticate('ada@example.com', 'wrong again')).status).toBe(401);
      expect((await authenticate('ada@example.com', STRONG)).status).toBe(200);
    });

    it('answers reset_password for a password flagged for a reset, after checking it', async () => {
      await h.seedUser({ email: 'ada@example.com', password: STRONG, password_requires_reset: true });
      expect((await authenticate('ada@example.com', OTHER_STRONG)).body.error_type).toBe('unauthorized_credentials');
      const { status, body } = await authenticate('ada@example.com', STRONG);
      expect(status).toBe(400);
      expect(body.error_type).toBe('reset_password');
      expect(body.error_message).toMatch(/^Password must be reset\./);
    });

    it('answers reset_password, as Stytch does, for a stored password now on the breached list', async () => {
      await h.seedUser({ email: 'ada@example.com', password: 'password' });
      await h.seedUser({ email: 'bob@example.com', password: 'weak1' });
      const breached = await authenticate('ada@example.com', 'password');
      expect(breached.status).toBe(400);
      expect(breached.body.error_type).toBe('reset_password');
      expect(breached.body.error_message).toMatch(/^Password must be reset\. The password appears in a list of breached passwords/);
      // Weak but not breached: logging in still works.
      expect((await authenticate('bob@example.com', 'weak1')).status).toBe(200);
      await setPolicy({ password_policy: 'none' });
      expect((await authenticate('ada@example.com', 'password')).status).toBe(200);
    });

    it('flags the password for a reset when a passwordless login first verifies the email', async () => {
      await create('ada@example.com', STRONG);
      await h.loginWithEmail('ada@example.com');
      expect((await authenticate('ada@example.com', STRONG)).body.error_type).toBe('reset_password');
      // An already verified address is not flagged again after a reset.
      await resetStart('ada@example.com');
      expect((await reset(await h.latestToken('ada@example.com'), OTHER_STRONG)).status).toBe(200);
      await h.loginWithEmail('ada@example.com');
      expect((await authenticate('ada@example.com', OTHER_STRONG)).status).toBe(200);
    });
  });

  describe('email reset', () => {
    it('start emails a reset link to the default URL, with a login link', async () => {
      const user = await h.seedUser({ email: 'ada@example.com', password: 'old' });
      const { status, body } = await resetStart('ada@example.com');
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ user_id: user.user_id, email_id: user.emails[0].email_id });
      const message = await h.latestMessage('ada@example.com');
      expect(message).toMatchObject({ subject: 'Reset your Portico Playground password', code: null, from: 'no-reply@portico.test' });
      const link = new URL(message.link);
      expect(`${link.origin}${link.pathname}`).toBe('http://localhost:5173/reset-password');
      expect(link.searchParams.get('stytch_token_type')).toBe('reset_password');
      const token = link.searchParams.get('token');
      expect(message.body).toContain(message.link);
      expect(message.body).toContain(`http://localhost:5173/authenticate?stytch_token_type=login&token=${token}`);
      expect(message.body).toContain('The link expires in 30 minutes');
    });

    it('start uses the given URLs, expiry and locale, and checks them', async () => {
      await h.seedUser({ email: 'ada@example.com' });
      await resetStart('ada@example.com', {
        reset_password_redirect_url: 'http://127.0.0.1:3000/reset',
        login_redirect_url: 'http://127.0.0.1:3000/login',
        reset_password_expiration_minutes: 10,
        reset_password_template_id: 'ignored',
        locale: 'es',
      });
      const message = await h.latestMessage('ada@example.com');
      expect(message.link).toMatch(/^http:\/\/127\.0\.0\.1:3000\/reset\?stytch_token_type=reset_password&token=/);
      expect(message.body).toContain('http://127.0.0.1:3000/login?stytch_token_type=login&token=');
      expect(message.subject).toBe('Restablece tu contraseña de Portico Playground');
      expect(message.body).toContain('El enlace caduca en 10 minutos');

      for (const [extra, errorType] of [
        [{ reset_password_redirect_url: 'https://evil.example/reset' }, 'no_match_for_provided_magic_link_url'],
        [{ login_redirect_url: 'https://evil.example/login' }, 'no_match_for_provided_magic_link_url'],
        [{ reset_password_redirect_url: 'nope' }, 'invalid_password_reset_redirect_url'],
        [{ login_redirect_url: 'nope' }, 'invalid_login_redirect_url'],
        [{ reset_password_expiration_minutes: 4 }, 'invalid_expiration'],
        [{ locale: 'it' }, 'invalid_locale'],
      ] as const) {
        const { status, body } = await resetStart('ada@example.com', extra);
        expect(status).toBe(400);
        expect(body.error_type).toBe(errorType);
      }
    });

    it('start answers email_not_found for an unknown address', async () => {
      const { status, body } = await resetStart('nobody@example.com');
      expect(status).toBe(404);
      expect(body.error_type).toBe('email_not_found');
      expect((await h.call('GET', '/emulator/outbox')).body.messages).toEqual([]);
    });

    it('reset sets the password, verifies the email, lifts the lock and logs in', async () => {
      await setPolicy({ user_lock_threshold: 2 });
      const user = await h.seedUser({ email: 'ada@example.com', email_verified: false, password: 'old password', password_requires_reset: true });
      await authenticate('ada@example.com', 'wrong');
      expect((await authenticate('ada@example.com', 'wrong')).status).toBe(429);
      await resetStart('ada@example.com');
      const { status, body } = await reset(await h.latestToken('ada@example.com'), STRONG, { session_duration_minutes: 60 });
      expect(status).toBe(200);
      expect(body.data.user_id).toBe(user.user_id);
      expect(body.data.user.emails[0].verified).toBe(true);
      expect(body.data.user.password).toEqual({ password_id: user.password.password_id, requires_reset: false });
      expect(body.data.session.authentication_factors).toEqual([expect.objectContaining({ type: 'password', delivery_method: 'knowledge' })]);
      expect((await authenticate('ada@example.com', 'old password')).body.error_type).toBe('unauthorized_credentials');
      expect((await authenticate('ada@example.com', STRONG)).status).toBe(200);
    });

    it('reset gives a password to a passwordless user', async () => {
      await h.loginWithEmail('ada@example.com');
      await resetStart('ada@example.com');
      expect((await reset(await h.latestToken('ada@example.com'), STRONG)).status).toBe(200);
      expect((await search('ada@example.com')).body.data.userType).toBe('password');
    });

    it('reset refuses a weak or breached password without using up the token', async () => {
      await h.seedUser({ email: 'ada@example.com', password: 'old' });
      await resetStart('ada@example.com');
      const token = await h.latestToken('ada@example.com');
      expect((await reset(token, 'ada@example.com')).body.error_type).toBe('weak_password');
      expect((await reset(token, 'qwerty')).body.error_type).toBe('breached_password');
      expect((await reset(token, STRONG)).status).toBe(200);
    });

    it('reset tokens work once, expire, and are superseded by a password change', async () => {
      await h.seedUser({ email: 'ada@example.com', password: 'old' });
      await resetStart('ada@example.com', { reset_password_expiration_minutes: 5 });
      const expiring = await h.latestToken('ada@example.com');
      await resetStart('ada@example.com');
      const first = await h.latestToken('ada@example.com');
      await resetStart('ada@example.com');
      const second = await h.latestToken('ada@example.com');

      h.tick(5 * MINUTE);
      const expired = await reset(expiring, STRONG);
      expect(expired.status).toBe(401);
      expect(expired.body.error_type).toBe('unable_to_auth_password_reset_token');
      expect(expired.body.error_message).toContain('it expired at');

      expect((await reset(first, STRONG)).status).toBe(200);
      const used = await reset(first, OTHER_STRONG);
      expect(used.body.error_type).toBe('unable_to_auth_password_reset_token');
      expect(used.body.error_message).toContain('already used');
      const superseded = await reset(second, OTHER_STRONG);
      expect(superseded.status).toBe(401);
      expect(superseded.body.error_message).toContain('the password was changed after it was sent');
    });

    it('reset refuses magic-link tokens and unknown tokens', async () => {
      await h.call('POST', '/sdk/v1/magic_links/email/login_or_create', { json: { email: 'ada@example.com' } });
      const magicLink = await reset(await h.latestToken('ada@example.com'), STRONG);
      expect(magicLink.status).toBe(401);
      expect(magicLink.body.error_message).toContain('the token comes from a magic link, not from a password reset email');
      expect((await reset('unknown-token', STRONG)).body.error_type).toBe('unable_to_auth_password_reset_token');
      expect((await reset('', STRONG)).body.error_type).toBe('invalid_token');
    });

    it('PKCE: requires the challenge when configured and checks the verifier', async () => {
      await setPolicy({ pkce_required_for_password_resets: true });
      await h.seedUser({ email: 'ada@example.com', password: 'old' });
      expect((await resetStart('ada@example.com')).body.error_type).toBe('invalid_pkce_code_challenge');
      const verifier = 'c0de'.repeat(32);
      await resetStart('ada@example.com', { code_challenge: await s256Challenge(verifier) });
      const token = await h.latestToken('ada@example.com');
      expect((await reset(token, STRONG)).body.error_type).toBe('pkce_expected_code_verifier');
      expect((await reset(token, STRONG, { code_verifier: 'f00d'.repeat(32) })).body.error_type).toBe('pkce_mismatch');
      expect((await reset(token, STRONG, { code_verifier: verifier })).status).toBe(200);
    });
  });

  describe('existing_password/reset', () => {
    const changePassword = (email: string, existing: string, next: string) =>
      h.call('POST', '/sdk/v1/passwords/existing_password/reset', {
        json: { email, existing_password: existing, new_password: next, session_duration_minutes: 30 },
      });

    it('changes the password given the current one', async () => {
      await create('ada@example.com', STRONG);
      const { status, body } = await changePassword('ada@example.com', STRONG, OTHER_STRONG);
      expect(status).toBe(200);
      expect(body.data.session.authentication_factors[0].type).toBe('password');
      expect((await authenticate('ada@example.com', STRONG)).status).toBe(401);
      expect((await authenticate('ada@example.com', OTHER_STRONG)).status).toBe(200);
    });

    it('refuses wrong credentials, weak passwords and passwords flagged for a reset', async () => {
      await create('ada@example.com', STRONG);
      expect((await changePassword('ada@example.com', OTHER_STRONG, OTHER_STRONG)).body.error_type).toBe('unauthorized_credentials');
      expect((await changePassword('ada@example.com', STRONG, 'abc')).body.error_type).toBe('weak_password');
      await h.seedUser({ email: 'bob@example.com', password: STRONG, password_requires_reset: true });
      expect((await changePassword('bob@example.com', STRONG, OTHER_STRONG)).body.error_type).toBe('reset_password');
    });
  });

  describe('session/reset', () => {
    const sessionReset = (password: string, session?: string) =>
      h.call('POST', '/sdk/v1/passwords/session/reset', { json: { password, session_duration_minutes: 30 }, session });

    it('sets the logged-in user’s password and returns __user', async () => {
      const login = await h.loginWithEmail('ada@example.com');
      const { status, body } = await sessionReset(STRONG, login.session_token);
      expect(status).toBe(200);
      expect(body.data.session.session_id).toBe(login.session.session_id);
      expect(body.data.session.authentication_factors.map((factor: { type: string }) => factor.type)).toEqual(['otp', 'password']);
      expect(body.data.__user).toEqual(body.data.user);
      expect(body.data.__user.password).toEqual({ password_id: expect.any(String), requires_reset: false });
      expect((await authenticate('ada@example.com', STRONG)).status).toBe(200);
    });

    it('needs a live, recently authenticated session and a strong password', async () => {
      expect((await sessionReset(STRONG)).body.error_type).toBe('user_unauthenticated');
      const login = await h.loginWithEmail('ada@example.com');
      expect((await sessionReset('password', login.session_token)).body.error_type).toBe('breached_password');
      h.tick(5 * MINUTE + 1);
      const old = await sessionReset(STRONG, login.session_token);
      expect(old.status).toBe(400);
      expect(old.body.error_type).toBe('session_too_old_to_reset_password');
    });
  });

  it('bootstrap publishes password_config only under the luds policy', async () => {
    const bootstrap = async () => (await h.call('GET', '/sdk/v1/projects/bootstrap/public-token-test-portico')).body.data.password_config;
    await setPolicy({ password_policy: 'luds', luds_min_length: 9, luds_complexity: 2 });
    expect(await bootstrap()).toEqual({ luds_complexity: 2, luds_minimum_count: 9 });
    await setPolicy({ password_policy: 'none' });
    expect(await bootstrap()).toBeNull();
  });

  it('keeps one count per user across methods, as Stytch: wrong codes and wrong passwords add up, and a success by any method resets it', async () => {
    await setPolicy({ user_lock_threshold: 3 });
    await create('ada@example.com', STRONG);
    const wrongOtp = async () => {
      const otp = await h.sendEmailCode('ada@example.com');
      return h.call('POST', '/sdk/v1/otps/authenticate', { json: { token: wrongCode(otp.code), method_id: otp.methodId } });
    };
    expect((await wrongOtp()).status).toBe(404);
    expect((await authenticate('ada@example.com', OTHER_STRONG)).status).toBe(401);
    // A success (a code) resets the count: two more failures do not lock.
    expect((await h.loginWithEmail('ada@example.com')).session_token).toBeTruthy();
    expect((await wrongOtp()).status).toBe(404);
    expect((await authenticate('ada@example.com', OTHER_STRONG)).status).toBe(401);
    // The third in a row locks the user, whichever method it was.
    expect((await wrongOtp()).body).toMatchObject(LOCKED);
    expect((await authenticate('ada@example.com', STRONG)).body).toMatchObject(LOCKED);
  });
});
