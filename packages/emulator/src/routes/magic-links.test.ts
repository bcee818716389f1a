import { beforeEach, describe, expect, it } from 'vitest';
import { s256Challenge } from '../domain/pkce';
import { MAGIC_LINK_SEND_INTERVAL_MS } from '../domain/rate-limits';
import { createHarness, START_TIME, wrongCode, type Harness } from '../testing/harness';

const MINUTE = 60_000;
const VERIFIER = 'a3f1'.repeat(32);
const OTHER_VERIFIER = 'b7c2'.repeat(32);

describe('email magic links', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });

  const loginOrCreate = (email: string, extra: Record<string, unknown> = {}) =>
    h.call('POST', '/sdk/v1/magic_links/email/login_or_create', { json: { email, ...extra } });
  /** A second later, as a person asks again: one link a second per address is Stytch's limit (a test below). */
  const aSecondLater = () => h.tick(MAGIC_LINK_SEND_INTERVAL_MS);
  const authenticate = (token: string, extra: Record<string, unknown> = {}, session?: string) =>
    h.call('POST', '/sdk/v1/magic_links/authenticate', { json: { token, ...extra }, session });
  const linkOf = async (to: string) => new URL((await h.latestMessage(to)).link);

  describe('login_or_create', () => {
    it('signs up a new user and emails a sign-up link to the default URL', async () => {
      const { status, body } = await loginOrCreate('Ada@Example.com');
      expect(status).toBe(200);
      expect(body.data).toEqual({
        request_id: expect.any(String),
        status_code: 200,
        user_id: expect.stringMatching(/^user-test-/),
        email_id: expect.stringMatching(/^email-test-/),
        user_created: true,
      });
      expect(h.store.users.get(body.data.user_id)?.status).toBe('active');
      expect(h.store.emails.get(body.data.email_id)).toMatchObject({ email: 'ada@example.com', verified: false });

      const message = await h.latestMessage('ada@example.com');
      expect(message).toMatchObject({
        channel: 'email',
        from: 'no-reply@portico.test',
        to: 'ada@example.com',
        subject: 'Finish signing up for Portico Playground',
        code: null,
        created_at: new Date(START_TIME).toISOString(),
      });
      const link = new URL(message.link);
      expect(`${link.origin}${link.pathname}`).toBe('http://localhost:5173/authenticate');
      expect(link.searchParams.get('stytch_token_type')).toBe('magic_links');
      expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{44}$/);
      expect(message.body).toContain(message.link);
      // No signup_expiration_minutes: Stytch's default, a week (the widget always sends its own).
      expect(message.body).toContain('The link expires in 7 days');
    });

    it('uses the sign-up URL until the email is verified, then the login URL', async () => {
      const urls = { login_magic_link_url: 'http://localhost:3000/login?from=email', signup_magic_link_url: 'http://127.0.0.1:8080/welcome' };
      const first = await loginOrCreate('ada@example.com', urls);
      expect((await linkOf('ada@example.com')).pathname).toBe('/welcome');

      aSecondLater();
      const again = await loginOrCreate('ada@example.com', urls);
      expect(again.body.data).toMatchObject({ user_id: first.body.data.user_id, user_created: false });
      const unverified = await linkOf('ada@example.com');
      expect(unverified.origin).toBe('http://127.0.0.1:8080');
      expect((await authenticate(unverified.searchParams.get('token') ?? '')).status).toBe(200);

      aSecondLater();
      await loginOrCreate('ada@example.com', urls);
      const login = await linkOf('ada@example.com');
      expect(`${login.origin}${login.pathname}`).toBe('http://localhost:3000/login');
      expect(login.searchParams.get('from')).toBe('email');
      expect(login.searchParams.get('stytch_token_type')).toBe('magic_links');
      expect((await h.latestMessage('ada@example.com')).subject).toBe('Your Portico Playground login link');
      // No login_expiration_minutes: Stytch's default, an hour.
      expect((await h.latestMessage('ada@example.com')).body).toContain('The link expires in 1 hour');
    });

    it('refuses a URL outside redirect_urls, creating nobody and sending nothing', async () => {
      const { status, body } = await loginOrCreate('ada@example.com', { login_magic_link_url: 'https://evil.example/steal' });
      expect(status).toBe(400);
      expect(body.error_type).toBe('no_match_for_provided_magic_link_url');
      expect(body.error_message).toContain('login_magic_link_url "https://evil.example/steal" is not on');
      expect(body.error_message).toContain('http://localhost:*, http://127.0.0.1:*');
      expect((await h.call('GET', '/emulator/outbox')).body.messages).toEqual([]);
      expect(h.store.emails.findByAddress('ada@example.com')).toBeUndefined();
    });

    it('matches redirect_urls entries with a path exactly, and checks the defaults too', async () => {
      await h.call('PUT', '/emulator/config', { json: { redirect_urls: ['https://app.example.com/auth'] } });
      const exact = await loginOrCreate('ada@example.com', {
        login_magic_link_url: 'https://app.example.com/auth',
        signup_magic_link_url: 'https://app.example.com/auth?new=1',
      });
      expect(exact.status).toBe(200);
      const otherPath = await loginOrCreate('ada@example.com', { signup_magic_link_url: 'https://app.example.com/other' });
      expect(otherPath.body.error_type).toBe('no_match_for_provided_magic_link_url');
      const byDefault = await loginOrCreate('bob@example.com');
      expect(byDefault.status).toBe(400);
      expect(byDefault.body.error_message).toContain(
        'The default signup_magic_link_url "http://localhost:5173/authenticate" (setting default_signup_redirect_url)',
      );
      await h.call('PUT', '/emulator/config', { json: { default_signup_redirect_url: 'https://app.example.com/auth' } });
      aSecondLater();
      expect((await loginOrCreate('bob@example.com')).status).toBe(200);
    });

    it.each([
      [{ login_magic_link_url: 'not a url' }, 'invalid_login_magic_link_url'],
      [{ signup_magic_link_url: 'ftp://localhost/x' }, 'invalid_signup_magic_link_url'],
      [{ login_magic_link_url: 42 }, 'invalid_login_magic_link_url'],
      [{ login_expiration_minutes: 4 }, 'invalid_expiration'],
      [{ signup_expiration_minutes: 10081 }, 'invalid_expiration'],
      [{ login_expiration_minutes: '30' }, 'invalid_expiration'],
      [{ locale: 'de' }, 'invalid_locale'],
      [{ email: 'nope' }, 'invalid_email'],
      [{ login_template_id: 3 }, 'bad_request'],
    ])('rejects %j', async (extra, errorType) => {
      const { status, body } = await loginOrCreate('ada@example.com', extra);
      expect(status).toBe(400);
      expect(body.error_type).toBe(errorType);
    });

    it('uses the expiration and the locale', async () => {
      await loginOrCreate('ada@example.com', { signup_expiration_minutes: 5, locale: 'FR' });
      const message = await h.latestMessage('ada@example.com');
      expect(message.subject).toBe('Finalisez votre inscription à Portico Playground');
      expect(message.body).toContain('Le lien expire dans 5 minutes');
    });
  });

  describe('send', () => {
    it('primary emails existing users only', async () => {
      const unknown = await h.call('POST', '/sdk/v1/magic_links/email/send/primary', { json: { email: 'ada@example.com' } });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error_type).toBe('email_not_found');
      expect((await h.call('GET', '/emulator/outbox')).body.messages).toEqual([]);

      const user = await h.seedUser({ email: 'ada@example.com' });
      const sent = await h.call('POST', '/sdk/v1/magic_links/email/send/primary', { json: { email: 'ada@example.com' } });
      expect(sent.body.data).toMatchObject({ user_id: user.user_id, email_id: user.emails[0].email_id });
      expect((await h.latestMessage('ada@example.com')).subject).toBe('Your Portico Playground login link');
    });

    it('secondary needs a live session', async () => {
      const { status, body } = await h.call('POST', '/sdk/v1/magic_links/email/send/secondary', { json: { email: 'ada@example.com' } });
      expect(status).toBe(401);
      expect(body.error_type).toBe('user_unauthenticated');
    });

    it('secondary refuses another user’s address and adds a new one on authenticate', async () => {
      await h.seedUser({ email: 'bob@example.com' });
      const login = await h.loginWithEmail('ada@example.com');
      const send = (email: string) =>
        h.call('POST', '/sdk/v1/magic_links/email/send/secondary', { json: { email }, session: login.session_token });

      const others = await send('bob@example.com');
      expect(others.status).toBe(400);
      expect(others.body.error_type).toBe('duplicate_email');

      const own = await send('ada@example.com');
      expect(own.body.data).toMatchObject({ user_id: login.user_id, email_id: login.user.emails[0].email_id });

      const added = await send('ada.work@example.com');
      expect(added.body.data).toMatchObject({ user_id: login.user_id, email_id: null });
      h.tick(MINUTE);
      const { body } = await authenticate(await h.latestToken('ada.work@example.com'), {}, login.session_token);
      expect(body.data.session.session_id).toBe(login.session.session_id);
      expect(body.data.user.emails).toEqual([
        expect.objectContaining({ email: 'ada@example.com', verified: true }),
        { email_id: body.data.method_id, email: 'ada.work@example.com', verified: true },
      ]);
      expect(body.data.session.authentication_factors).toEqual([
        expect.objectContaining({ type: 'otp' }),
        expect.objectContaining({
          type: 'magic_link',
          delivery_method: 'email',
          email_factor: { email_id: body.data.method_id, email_address: 'ada.work@example.com' },
        }),
      ]);
    });
  });

  describe('authenticate', () => {
    it('logs in, verifies the email and returns the AuthenticateResponse with method_id', async () => {
      const sent = await loginOrCreate('ada@example.com');
      h.tick(MINUTE);
      const { status, body } = await authenticate(await h.latestToken('ada@example.com'), { session_duration_minutes: 60 });
      expect(status).toBe(200);
      const data = body.data;
      expect(data).toMatchObject({ method_id: sent.body.data.email_id, user_id: sent.body.data.user_id, reset_sessions: false });
      expect(data.session_token).toMatch(/^[A-Za-z0-9_-]{44}$/);
      expect(data.session_jwt.split('.')).toHaveLength(3);
      expect(data.user.emails).toEqual([{ email_id: data.method_id, email: 'ada@example.com', verified: true }]);
      expect(data.user.password).toBeNull();
      expect(data.session.expires_at).toBe(new Date(START_TIME + MINUTE + 60 * MINUTE).toISOString());
      expect(data.session.authentication_factors).toEqual([
        {
          type: 'magic_link',
          delivery_method: 'email',
          created_at: new Date(START_TIME + MINUTE).toISOString(),
          updated_at: new Date(START_TIME + MINUTE).toISOString(),
          last_authenticated_at: new Date(START_TIME + MINUTE).toISOString(),
          email_factor: { email_id: data.method_id, email_address: 'ada@example.com' },
        },
      ]);
    });

    it('works once', async () => {
      await loginOrCreate('ada@example.com');
      const token = await h.latestToken('ada@example.com');
      expect((await authenticate(token)).status).toBe(200);
      const again = await authenticate(token);
      expect(again.status).toBe(401);
      expect(again.body.error_type).toBe('unable_to_auth_magic_link');
      expect(again.body.error_message).toMatch(/^The magic link could not be authenticated because it was already used/);
    });

    it('expires on the emulator clock', async () => {
      await loginOrCreate('ada@example.com', { signup_expiration_minutes: 5 });
      const token = await h.latestToken('ada@example.com');
      await loginOrCreate('bob@example.com', { signup_expiration_minutes: 5 });
      const other = await h.latestToken('bob@example.com');
      await h.call('POST', '/emulator/clock', { json: { advance_ms: 5 * MINUTE - 1 } });
      expect((await authenticate(token)).status).toBe(200);
      h.tick(1);
      const expired = await authenticate(other);
      expect(expired.status).toBe(401);
      expect(expired.body).toMatchObject({
        error_type: 'unable_to_auth_magic_link',
        error_message: `The magic link could not be authenticated because it expired at ${new Date(START_TIME + 5 * MINUTE).toISOString()}.`,
      });
    });

    it('sends one link a second per address, as Stytch limits them: a faster one is 429 too_many_requests', async () => {
      expect((await loginOrCreate('ada@example.com')).status).toBe(200);
      const send = (path: string, email: string) => h.call('POST', `/sdk/v1/magic_links/email/${path}`, { json: { email } });
      const tooSoon = await send('login_or_create', 'ada@example.com');
      expect(tooSoon.status).toBe(429);
      expect(tooSoon.body).toMatchObject({ error_type: 'too_many_requests', error_message: 'Too many requests have been made.' });
      // Across Send and Login or Create; another address is not limited.
      expect((await send('send/primary', 'ada@example.com')).status).toBe(429);
      expect((await send('login_or_create', 'bob@example.com')).status).toBe(200);
      expect((await h.call('GET', '/emulator/outbox?to=ada@example.com')).body.messages).toHaveLength(1);
      h.tick(MAGIC_LINK_SEND_INTERVAL_MS - 1);
      expect((await send('login_or_create', 'ada@example.com')).status).toBe(429);
      h.tick(1);
      expect((await send('send/primary', 'ada@example.com')).status).toBe(200);
      // Off for load tests.
      await h.call('PUT', '/emulator/config', { json: { rate_limits: false } });
      expect((await send('login_or_create', 'ada@example.com')).status).toBe(200);
    });

    it('keeps earlier links valid when a new one is sent', async () => {
      await loginOrCreate('ada@example.com');
      const first = await h.latestToken('ada@example.com');
      aSecondLater();
      await loginOrCreate('ada@example.com');
      expect((await authenticate(first)).status).toBe(200);
      expect((await authenticate(await h.latestToken('ada@example.com'))).status).toBe(200);
    });

    it('rejects unknown and missing tokens', async () => {
      const unknown = await authenticate('DOYoip3rvIMMW5lgItikFK-Ak1CfMsgjuiCyI7uuU94');
      expect(unknown.status).toBe(401);
      expect(unknown.body.error_type).toBe('unable_to_auth_magic_link');
      expect(unknown.body.error_message).toContain('not one the emulator sent');
      for (const json of [{}, { token: '' }, { token: 7 }]) {
        const { status, body } = await h.call('POST', '/sdk/v1/magic_links/authenticate', { json });
        expect(status).toBe(400);
        expect(body.error_type).toBe('invalid_token');
      }
      await loginOrCreate('ada@example.com');
      const badDuration = await authenticate(await h.latestToken('ada@example.com'), { session_duration_minutes: 2 });
      expect(badDuration.body.error_type).toBe('invalid_session_duration_minutes');
    });

    it('counts a spent or expired link toward its user’s lock (Stytch’s user locks count every method); an unknown one counts for no one', async () => {
      await h.call('PUT', '/emulator/config', { json: { user_lock_threshold: 3, lock_duration_minutes: 10 } });
      await loginOrCreate('ada@example.com', { signup_expiration_minutes: 5 });
      const spent = await h.latestToken('ada@example.com');
      expect((await authenticate(spent)).status).toBe(200);
      aSecondLater();
      await loginOrCreate('ada@example.com', { login_expiration_minutes: 5 });
      const expired = await h.latestToken('ada@example.com');
      h.tick(5 * MINUTE);
      // Unknown tokens name no user: they never lock anyone.
      for (let i = 0; i < 5; i += 1) expect((await authenticate(`unknown-token-${i}`)).body.error_type).toBe('unable_to_auth_magic_link');
      expect((await authenticate(spent)).body.error_type).toBe('unable_to_auth_magic_link');
      expect((await authenticate(expired)).body.error_type).toBe('unable_to_auth_magic_link');
      const third = await authenticate(spent);
      expect(third.status).toBe(429);
      expect(third.body).toMatchObject({ error_type: 'user_lock_limit_reached' });

      // The lock is the user’s: a good link, and a code, are refused until it ends.
      aSecondLater();
      await loginOrCreate('ada@example.com');
      const good = await h.latestToken('ada@example.com');
      const refused = await authenticate(good);
      expect(refused.status).toBe(429);
      expect(refused.body.error_type).toBe('user_lock_limit_reached');
      const { methodId, code } = await h.sendEmailCode('ada@example.com');
      expect((await h.call('POST', '/sdk/v1/otps/authenticate', { json: { token: code, method_id: methodId } })).body.error_type).toBe(
        'user_lock_limit_reached',
      );
      h.tick(10 * MINUTE);
      expect((await authenticate(good)).status).toBe(200);
    });

    it('counts link failures and code failures together, and a success by either resets the count', async () => {
      await h.call('PUT', '/emulator/config', { json: { user_lock_threshold: 2 } });
      const { methodId, code } = await h.sendEmailCode('ada@example.com');
      await loginOrCreate('ada@example.com');
      const link = await h.latestToken('ada@example.com');
      expect((await authenticate(link)).status).toBe(200);
      expect((await authenticate(link)).status).toBe(401);
      expect((await h.call('POST', '/sdk/v1/otps/authenticate', { json: { token: code, method_id: methodId } })).status).toBe(200);
      expect((await authenticate(link)).status).toBe(401);
      const locked = await h.call('POST', '/sdk/v1/otps/authenticate', { json: { token: wrongCode(code), method_id: methodId } });
      expect(locked.body.error_type).toBe('user_lock_limit_reached');
    });

    it('adds the factor to the caller’s session of the same user', async () => {
      const login = await h.loginWithEmail('ada@example.com');
      await loginOrCreate('ada@example.com');
      const { body } = await authenticate(await h.latestToken('ada@example.com'), {}, login.session_token);
      expect(body.data.session_token).toBe(login.session_token);
      expect(body.data.session.authentication_factors.map((factor: { type: string }) => factor.type)).toEqual(['otp', 'magic_link']);
    });

    it('flags an existing password for reset when it verifies the email (deduplication)', async () => {
      await h.seedUser({ email: 'ada@example.com', email_verified: false, password: 'a seeded password' });
      await loginOrCreate('ada@example.com');
      expect((await h.latestMessage('ada@example.com')).subject).toBe('Finish signing up for Portico Playground');
      const { body } = await authenticate(await h.latestToken('ada@example.com'));
      expect(body.data.user.password).toEqual({ password_id: expect.stringMatching(/^password-test-/), requires_reset: true });
    });
  });

  describe('PKCE', () => {
    beforeEach(async () => {
      await h.call('PUT', '/emulator/config', { json: { pkce_required_for_email_magic_links: true } });
    });

    it('requires a well-formed code_challenge when the project requires PKCE', async () => {
      const missing = await loginOrCreate('ada@example.com');
      expect(missing.status).toBe(400);
      expect(missing.body.error_type).toBe('invalid_pkce_code_challenge');
      expect(missing.body.error_message).toContain('pkce_required_for_email_magic_links');
      const malformed = await loginOrCreate('ada@example.com', { code_challenge: 'short' });
      expect(malformed.body.error_type).toBe('invalid_pkce_code_challenge');
      expect(h.store.emails.findByAddress('ada@example.com')).toBeUndefined();
    });

    it('accepts the matching verifier only, and a failed check leaves the link usable', async () => {
      await loginOrCreate('ada@example.com', { code_challenge: await s256Challenge(VERIFIER) });
      const token = await h.latestToken('ada@example.com');

      const missing = await authenticate(token);
      expect(missing.status).toBe(400);
      expect(missing.body.error_type).toBe('pkce_expected_code_verifier');
      const wrong = await authenticate(token, { code_verifier: OTHER_VERIFIER });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({
        error_type: 'pkce_mismatch',
        error_message: 'The submitted code_verifier does not match the code_challenge sent at the start of the flow.',
      });
      expect((await authenticate(token, { code_verifier: VERIFIER })).status).toBe(200);
    });

    it('refuses a verifier for a link issued without a challenge', async () => {
      await h.call('PUT', '/emulator/config', { json: { pkce_required_for_email_magic_links: false } });
      await loginOrCreate('ada@example.com');
      const token = await h.latestToken('ada@example.com');
      const { status, body } = await authenticate(token, { code_verifier: VERIFIER });
      expect(status).toBe(400);
      expect(body.error_type).toBe('pkce_did_not_expect_code_verifier');
      // Every PKCE failure names "pkce", so the SDK retries with its other verifier (protocol §5).
      expect(body.error_type).toContain('pkce');
      expect((await authenticate(token)).status).toBe(200);
    });
  });

  describe('password reset tokens', () => {
    it('are accepted (and consumed) by magic_links/authenticate, PKCE included', async () => {
      await h.call('PUT', '/emulator/config', { json: { pkce_required_for_password_resets: true } });
      const user = await h.seedUser({ email: 'ada@example.com', email_verified: false, password: 'old password' });
      await h.call('POST', '/sdk/v1/passwords/email/reset/start', {
        json: { email: 'ada@example.com', code_challenge: await s256Challenge(VERIFIER) },
      });
      const token = await h.latestToken('ada@example.com');

      expect((await authenticate(token, { code_verifier: OTHER_VERIFIER })).body.error_type).toBe('pkce_mismatch');
      const { status, body } = await authenticate(token, { code_verifier: VERIFIER });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ user_id: user.user_id, method_id: user.emails[0].email_id });
      expect(body.data.user.emails[0].verified).toBe(true);
      expect(body.data.session.authentication_factors[0]).toMatchObject({ type: 'magic_link', delivery_method: 'email' });

      const reset = await h.call('POST', '/sdk/v1/passwords/email/reset', {
        json: { token, password: 'a brand new passphrase here', code_verifier: VERIFIER },
      });
      expect(reset.status).toBe(401);
      expect(reset.body.error_type).toBe('unable_to_auth_password_reset_token');
    });
  });
});
