import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_TOKEN } from '../client-options';
import { OAUTH_PROVIDERS } from '../domain/oauth-providers';
import { s256Challenge } from '../domain/pkce';
import { BASE_URL, createHarness, START_TIME, type Harness } from '../testing/harness';
import { signInFormToken } from './oauth-start';

const MINUTE = 60_000;
const VERIFIER = 'c0ffee'.repeat(20);

describe('social OAuth', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });

  const startQuery = (params: Record<string, string> = {}) =>
    new URLSearchParams({ public_token: DEFAULT_PUBLIC_TOKEN, ...params }).toString();

  const get = async (path: string) => {
    const response = await h.app.fetch(new Request(`${BASE_URL}${path}`));
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  /**
   * Posts the sign-in page's form back, as a browser would, with the token of the page the emulator
   * shows for `query` (security.test.ts reads it from the page and posts forged forms).
   */
  const submit = async (provider: string, query: string, fields: Record<string, string>) => {
    const response = await h.app.fetch(
      new Request(`${BASE_URL}/v1/public/oauth/${provider}/start`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: BASE_URL },
        body: new URLSearchParams({ query, form_token: signInFormToken(h.ctx, provider, query), ...fields }),
      }),
    );
    return { status: response.status, location: response.headers.get('Location'), text: await response.text() };
  };

  /** Signs in at the stand-in provider; returns the redirect URL. */
  const signIn = async (provider: string, fields: Record<string, string>, params: Record<string, string> = {}) => {
    const { status, location, text } = await submit(provider, startQuery(params), { action: 'continue', ...fields });
    if (status !== 302 || !location) throw new Error(`sign-in failed (${status}): ${text}`);
    return new URL(location);
  };

  const authenticate = (token: string, extra: Record<string, unknown> = {}, session?: string) =>
    h.call('POST', '/sdk/v1/oauth/authenticate', { json: { token, session_duration_minutes: 60, ...extra }, session });

  describe('GET /v1/public/oauth/{provider}/start', () => {
    it('shows an accessible sign-in page naming the provider, the scopes and the provider parameters', async () => {
      await h.seedUser({ email: 'ada@example.com', name: { first_name: 'Ada', last_name: 'Lovelace' } });
      const { status, headers, text } = await get(
        `/v1/public/oauth/google/start?${startQuery({
          custom_scopes: 'https://www.googleapis.com/auth/calendar.readonly drive',
          provider_prompt: 'select_account',
          provider_login_hint: 'ada@example.com',
        })}`,
      );
      expect(status).toBe(200);
      expect(headers.get('Content-Type')).toContain('text/html');
      expect(text).toContain('<html lang="en">');
      expect(text).toContain('<title>Sign in with Google · Portico emulator</title>');
      expect(text).toContain('<h1>Sign in with Google</h1>');
      expect(text).toContain('Sign in to Portico Playground with Google.');
      expect(text).toContain('<code>https://www.googleapis.com/auth/calendar.readonly</code>');
      expect(text).toContain('<code>drive</code>');
      expect(text).toContain('<code>prompt=select_account</code>');
      expect(text).toContain('<code>login_hint=ada@example.com</code>');
      expect(text).toContain('<label for="account-0">Ada Lovelace (ada@example.com)</label>');
      expect(text).toContain('<label for="email">Email address</label>');
      expect(text).toContain('<legend>Choose an account</legend>');
      expect(text).toContain('<button type="submit" name="action" value="continue">Continue</button>');
      expect(text).toContain('value="cancel"');
      expect(text).toContain('action="/v1/public/oauth/google/start"');
      expect(text).not.toMatch(/<(script|link|img)\b/);
    });

    it.each(OAUTH_PROVIDERS)('serves %s', async (provider) => {
      expect((await get(`/v1/public/oauth/${provider}/start?${startQuery()}`)).status).toBe(200);
    });

    it('escapes what the URL carries', async () => {
      const { text } = await get(`/v1/public/oauth/github/start?${startQuery({ provider_x: '<script>alert(1)</script>' })}`);
      expect(text).not.toContain('<script>alert(1)</script>');
      expect(text).toContain('&#60;script&#62;');
    });

    it.each([
      ['an unknown public token', 'google', { public_token: 'public-token-test-other' }, 404, 'public_token_not_found'],
      ['a provider Stytch does not have', 'myspace', {}, 400, 'invalid_oauth_provider'],
      ['a login URL outside redirect_urls', 'google', { login_redirect_url: 'https://evil.example/steal' }, 400, 'no_match_for_provided_oauth_url'],
      ['a sign-up URL outside redirect_urls', 'google', { signup_redirect_url: 'https://evil.example/' }, 400, 'no_match_for_provided_oauth_url'],
      ['a login URL that is not http(s)', 'google', { login_redirect_url: 'javascript:alert(1)' }, 400, 'invalid_login_oauth_url'],
      ['a malformed code_challenge', 'google', { code_challenge: 'short' }, 400, 'invalid_pkce_code_challenge'],
      ['an unknown attach token', 'google', { oauth_attach_token: 'nope' }, 400, 'invalid_oauth_attach_token'],
    ])('refuses %s with an HTML error page, never a redirect', async (_case, provider, params, status, errorType) => {
      const response = await get(`/v1/public/oauth/${provider}/start?${new URLSearchParams({ public_token: DEFAULT_PUBLIC_TOKEN, ...params })}`);
      expect(response.status).toBe(status);
      expect(response.headers.get('Location')).toBeNull();
      expect(response.headers.get('Content-Type')).toContain('text/html');
      expect(response.text).toContain(errorType);
      expect(response.text).toContain('role="alert"');
      expect(response.text).not.toContain('href="https://evil.example');
    });

    it('refuses a provider the project has not enabled', async () => {
      await h.call('PUT', '/emulator/config', { json: { oauth_providers: ['github'] } });
      const { status, text } = await get(`/v1/public/oauth/google/start?${startQuery()}`);
      expect(status).toBe(404);
      expect(text).toContain('oauth_config_not_found');
      expect(text).toContain('this project has not enabled Google');
      expect((await get(`/v1/public/oauth/github/start?${startQuery()}`)).status).toBe(200);
    });

    it('requires a code_challenge when pkce_required_for_oauth is on', async () => {
      await h.call('PUT', '/emulator/config', { json: { pkce_required_for_oauth: true } });
      const { status, text } = await get(`/v1/public/oauth/google/start?${startQuery()}`);
      expect(status).toBe(400);
      expect(text).toContain('invalid_pkce_code_challenge');
    });
  });

  describe('the sign-in form', () => {
    it('signs up a new user: redirects to the sign-up URL with an oauth token', async () => {
      const url = await signIn(
        'google',
        { email: 'Grace@Example.com', name: 'Grace Brewster Hopper' },
        { login_redirect_url: 'http://localhost:3000/login?from=oauth', signup_redirect_url: 'http://localhost:3000/welcome' },
      );
      expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/welcome');
      expect(url.searchParams.get('stytch_token_type')).toBe('oauth');
      expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{44}$/);
      const { body } = await h.call('GET', '/emulator/users?email=grace@example.com');
      expect(body.users[0]).toMatchObject({
        name: { first_name: 'Grace Brewster', last_name: 'Hopper' },
        emails: [{ email: 'grace@example.com', verified: false }],
        providers: [
          {
            oauth_user_registration_id: expect.stringMatching(/^oauth-user-test-/),
            provider_subject: expect.stringMatching(/^\d{21}$/),
            provider_type: 'Google',
            profile_picture_url: '',
            locale: '',
          },
        ],
      });
    });

    it('logs in an existing user (picked from the list): redirects to the login URL, keeping its query', async () => {
      const user = await h.seedUser({ email: 'ada@example.com' });
      const url = await signIn('github', { account: 'ada@example.com' }, { login_redirect_url: 'http://localhost:3000/login?from=oauth' });
      expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/login');
      expect(url.searchParams.get('from')).toBe('oauth');
      const { status, body } = await authenticate(url.searchParams.get('token') ?? '');
      expect(status).toBe(200);
      expect(body.data.user_id).toBe(user.user_id);
    });

    it('uses the project defaults when the start URL has no redirect URLs', async () => {
      const url = await signIn('apple', { email: 'new@example.com' });
      expect(`${url.origin}${url.pathname}`).toBe('http://localhost:5173/authenticate');
    });

    it('re-shows the page with an error when no email was chosen or typed', async () => {
      const { status, text } = await submit('google', startQuery(), { action: 'continue', email: '', name: 'Nobody' });
      expect(status).toBe(400);
      expect(text).toContain('<p id="form-error" class="error" role="alert">Choose an account, or type the email address to sign in with.</p>');
      expect(text).toContain('aria-invalid="true"');
      const invalid = await submit('google', startQuery(), { action: 'continue', email: 'not-an-email' });
      expect(invalid.status).toBe(400);
      expect(invalid.text).toContain('Email format is invalid.');
    });

    it('Cancel redirects to the login URL with access_denied', async () => {
      const { status, location } = await submit('google', startQuery({ login_redirect_url: 'http://localhost:3000/login' }), { action: 'cancel' });
      expect(status).toBe(302);
      const url = new URL(location ?? '');
      expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/login');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        stytch_token_type: 'oauth',
        error: 'access_denied',
        error_description: 'The user cancelled the sign-in at Google.',
      });
      expect((await h.call('GET', '/emulator/users')).body.users).toEqual([]);
    });

    it('checks the posted query again: a tampered redirect URL is refused, not followed', async () => {
      const { status, location, text } = await submit('google', startQuery({ login_redirect_url: 'https://evil.example/' }), {
        action: 'cancel',
      });
      expect(status).toBe(400);
      expect(location).toBeNull();
      expect(text).toContain('no_match_for_provided_oauth_url');
    });

    it('signs the same provider account into the same user, even after its email changes hands', async () => {
      const first = await signIn('google', { email: 'ada@example.com' });
      const again = await signIn('google', { email: 'ada@example.com' });
      expect(`${again.origin}${again.pathname}`).toBe('http://localhost:5173/authenticate');
      const a = await authenticate(first.searchParams.get('token') ?? '');
      const b = await authenticate(again.searchParams.get('token') ?? '');
      expect(b.body.data.user_id).toBe(a.body.data.user_id);
      expect(b.body.data.provider_subject).toBe(a.body.data.provider_subject);
      expect(b.body.data.user.providers).toHaveLength(1);
    });
  });

  describe('POST /sdk/v1/oauth/authenticate', () => {
    it('logs in once: AuthenticateResponse plus the provider fields, email verified, an oauth factor', async () => {
      const url = await signIn('google', { email: 'grace@example.com', name: 'Grace Hopper' }, { custom_scopes: 'calendar' });
      h.tick(MINUTE);
      const { status, body } = await authenticate(url.searchParams.get('token') ?? '');
      expect(status).toBe(200);
      const data = body.data;
      expect(data.session_token).toMatch(/^[A-Za-z0-9_-]{44}$/);
      expect(data.session_jwt.split('.')).toHaveLength(3);
      expect(data.user.emails).toEqual([{ email_id: expect.any(String), email: 'grace@example.com', verified: true }]);
      expect(data).toMatchObject({
        user_id: data.user.user_id,
        provider_type: 'Google',
        provider_subject: data.user.providers[0].provider_subject,
        oauth_user_registration_id: data.user.providers[0].oauth_user_registration_id,
        profile_picture_url: '',
        locale: '',
        reset_sessions: false,
        provider_values: {
          access_token: expect.stringMatching(/^emulated-google-access-/),
          refresh_token: expect.stringMatching(/^emulated-google-refresh-/),
          id_token: expect.stringMatching(/^ey/),
          scopes: ['openid', 'email', 'profile', 'calendar'],
          expires_at: new Date(START_TIME + MINUTE + 3600_000).toISOString(),
        },
      });
      expect(data.session.expires_at).toBe(new Date(START_TIME + MINUTE + 60 * MINUTE).toISOString());
      expect(data.session.authentication_factors).toEqual([
        {
          type: 'oauth',
          delivery_method: 'oauth_google',
          created_at: new Date(START_TIME + MINUTE).toISOString(),
          updated_at: new Date(START_TIME + MINUTE).toISOString(),
          last_authenticated_at: new Date(START_TIME + MINUTE).toISOString(),
          google_oauth_factor: {
            id: data.oauth_user_registration_id,
            email_id: data.user.emails[0].email_id,
            provider_subject: data.provider_subject,
          },
        },
      ]);

      const again = await authenticate(url.searchParams.get('token') ?? '');
      expect(again.status).toBe(404);
      expect(again.body.error_type).toBe('oauth_token_not_found');
      expect(again.body.error_message).toMatch(/^OAuth Token could not be found: it was already used/);
    });

    it('gives providers without OpenID Connect an empty id_token', async () => {
      const url = await signIn('github', { email: 'ada@example.com' });
      const { body } = await authenticate(url.searchParams.get('token') ?? '');
      expect(body.data.provider_values).toMatchObject({ id_token: '', scopes: ['read:user', 'user:email'] });
      expect(body.data.provider_type).toBe('GitHub');
    });

    it('refuses an expired or unknown token with oauth_token_not_found', async () => {
      const url = await signIn('google', { email: 'ada@example.com' });
      h.tick(10 * MINUTE);
      const expired = await authenticate(url.searchParams.get('token') ?? '');
      expect(expired.status).toBe(404);
      expect(expired.body.error_message).toContain('it expired at');
      expect((await authenticate('x'.repeat(44))).body.error_type).toBe('oauth_token_not_found');
      expect((await authenticate('')).body.error_type).toBe('invalid_token');
    });

    it('checks PKCE like magic links, without using up the token on a failure', async () => {
      await h.call('PUT', '/emulator/config', { json: { pkce_required_for_oauth: true } });
      const challenge = await s256Challenge(VERIFIER);
      const url = await signIn('google', { email: 'ada@example.com' }, { code_challenge: challenge });
      const token = url.searchParams.get('token') ?? '';
      expect((await authenticate(token)).body.error_type).toBe('pkce_expected_code_verifier');
      expect((await authenticate(token, { code_verifier: 'beef'.repeat(32) })).body.error_type).toBe('pkce_mismatch');
      expect((await authenticate(token, { code_verifier: VERIFIER })).status).toBe(200);

      await h.call('PUT', '/emulator/config', { json: { pkce_required_for_oauth: false } });
      const plain = await signIn('google', { email: 'ada@example.com' });
      const unexpected = await authenticate(plain.searchParams.get('token') ?? '', { code_verifier: VERIFIER });
      expect(unexpected.body.error_type).toBe('pkce_did_not_expect_code_verifier');
    });

    it('adds the factor to the caller’s session of the same user', async () => {
      const login = await h.loginWithEmail('ada@example.com');
      const url = await signIn('google', { account: 'ada@example.com' });
      const { body } = await authenticate(url.searchParams.get('token') ?? '', {}, login.session_token);
      expect(body.data.session.session_id).toBe(login.session.session_id);
      expect(body.data.session.authentication_factors.map((factor: { type: string }) => factor.type)).toEqual(['otp', 'oauth']);
    });
  });

  describe('POST /sdk/v1/oauth/attach', () => {
    it('needs a live session', async () => {
      const { status, body } = await h.call('POST', '/sdk/v1/oauth/attach', { json: { provider: 'google' } });
      expect(status).toBe(401);
      expect(body.error_type).toBe('user_unauthenticated');
    });

    it('refuses an unknown or disabled provider', async () => {
      const login = await h.loginWithEmail('ada@example.com');
      const unknown = await h.call('POST', '/sdk/v1/oauth/attach', { json: { provider: 'myspace' }, session: login.session_token });
      expect(unknown.body.error_type).toBe('invalid_oauth_provider');
      await h.call('PUT', '/emulator/config', { json: { oauth_providers: [] } });
      const disabled = await h.call('POST', '/sdk/v1/oauth/attach', { json: { provider: 'google' }, session: login.session_token });
      expect(disabled.status).toBe(404);
      expect(disabled.body.error_type).toBe('oauth_config_not_found');
    });

    it('links the provider to the logged-in user through the start URL, once', async () => {
      const login = await h.loginWithEmail('ada@example.com');
      const { status, body } = await h.call('POST', '/sdk/v1/oauth/attach', { json: { provider: 'github' }, session: login.session_token });
      expect(status).toBe(200);
      const attachToken = body.data.oauth_attach_token;
      expect(attachToken).toMatch(/^[A-Za-z0-9_-]{44}$/);

      const page = await get(`/v1/public/oauth/github/start?${startQuery({ oauth_attach_token: attachToken })}`);
      expect(page.text).toContain('Link a GitHub account to ada@example.com in Portico Playground.');
      const wrongProvider = await get(`/v1/public/oauth/google/start?${startQuery({ oauth_attach_token: attachToken })}`);
      expect(wrongProvider.status).toBe(400);
      expect(wrongProvider.text).toContain('it was issued for github, not google');

      const url = await signIn('github', { email: 'ada.codes@example.com' }, { oauth_attach_token: attachToken });
      expect(`${url.origin}${url.pathname}`).toBe('http://localhost:5173/authenticate');
      const result = await authenticate(url.searchParams.get('token') ?? '');
      expect(result.body.data.user_id).toBe(login.user_id);
      expect(result.body.data.user.providers).toEqual([expect.objectContaining({ provider_type: 'GitHub' })]);
      expect(result.body.data.user.emails.map((email: { email: string }) => email.email).sort()).toEqual(['ada.codes@example.com', 'ada@example.com']);

      const reused = await get(`/v1/public/oauth/github/start?${startQuery({ oauth_attach_token: attachToken })}`);
      expect(reused.status).toBe(400);
      expect(reused.text).toContain('invalid_oauth_attach_token');
    });
  });

  describe('users/me and the control API', () => {
    it('shows the registration in the user’s providers; deleting the user removes it; reset wipes it', async () => {
      const url = await signIn('slack', { email: 'ada@example.com' });
      const login = await authenticate(url.searchParams.get('token') ?? '');
      const me = await h.call('GET', '/sdk/v1/users/me', { session: login.body.data.session_token });
      expect(me.body.data.providers).toEqual([expect.objectContaining({ provider_type: 'Slack' })]);
      await h.call('DELETE', `/emulator/users/${login.body.data.user_id}`);
      expect(h.store.oauthRegistrations.listForUser(login.body.data.user_id)).toEqual([]);

      const other = await signIn('slack', { email: 'bob@example.com' });
      await h.call('POST', '/emulator/reset');
      expect((await authenticate(other.searchParams.get('token') ?? '')).body.error_type).toBe('oauth_token_not_found');
    });
  });
});
