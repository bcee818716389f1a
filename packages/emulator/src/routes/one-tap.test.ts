/**
 * Google One Tap: the clientside-services RPCs `oneTapStart` / `oneTapSubmit` and the stand-in
 * for Google (`/emulator/gsi/*`). The real SDK's flow in Chromium is in packages/conformance/one-tap.spec.ts.
 */
import { StytchAPIError } from '@stytch/vanilla-js/headless';
import { generateKeyPair, SignJWT } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_TOKEN } from '../client-options';
import { signGoogleIdToken } from '../domain/one-tap';
import { BASE_URL, createHarness, PAGE_ORIGIN, START_TIME, type Harness, type Json } from '../testing/harness';

const CLIENT_ID = 'emulated-google-client-id.apps.googleusercontent.com';
const HOUR = 60 * 60_000;

describe('Google One Tap', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });

  const rpc = async (method: string, request: Record<string, unknown>): Promise<Json> => (await h.clientsideRpc(method, request)).body;

  const start = () => rpc('oneTapStart', { publicToken: DEFAULT_PUBLIC_TOKEN });

  /** The error the SDK sees: the frame's plain object rebuilt as ErrorMarshaller does, then `StytchAPIError.from`. */
  const sdkReason = (answer: Json): string => {
    expect(answer.success).toBe(false);
    expect(answer.error.name).toBe('StytchAPIError');
    const inflated = Object.assign(new StytchAPIError(answer.error), answer.error);
    return StytchAPIError.from(inflated).error_type;
  };

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await h.app.fetch(new Request(`${BASE_URL}${path}`, { headers }));
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  const credential = async (email: string, name = '', extra: Record<string, unknown> = {}) => {
    const response = await h.call('POST', '/emulator/gsi/credential', {
      json: { client_id: CLIENT_ID, origin: PAGE_ORIGIN, email, name, ...extra },
    });
    return response;
  };

  const idToken = async (email: string, name = '') => {
    const response = await credential(email, name);
    expect(response.status, response.text).toBe(200);
    return response.body.credential as string;
  };

  const claims = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));

  const submit = async (token: string, extra: Record<string, unknown> = {}) => {
    const { payload } = await start();
    return rpc('oneTapSubmit', { publicToken: DEFAULT_PUBLIC_TOKEN, idToken: token, oauthCallbackID: payload.oauthCallbackId, ...extra });
  };

  describe('oneTapStart', () => {
    it('answers the Google client id and a fresh callback id by default', async () => {
      const first = await start();
      expect(first).toEqual({
        success: true,
        payload: {
          requestId: expect.stringMatching(/^request-id-test-/),
          googleClientId: CLIENT_ID,
          stytchCsrfToken: expect.stringMatching(/^[\w-]{44}$/),
          oauthCallbackId: expect.stringMatching(/^oauth-callback-test-/),
        },
      });
      expect((await start()).payload.oauthCallbackId).not.toBe(first.payload.oauthCallbackId);
    });

    it.each([
      ['Google not enabled', { oauth_providers: ['github'] }, 'oauth_config_not_found'],
      ["Stytch's default Google credentials", { google_one_tap: { uses_default_provider: true } }, 'default_provider_not_allowed'],
      ['no redirect URLs at all', { redirect_urls: [] }, 'no_login_redirect_urls_set'],
      ['no default login URL', { default_login_redirect_url: '' }, 'no_login_redirect_urls_set'],
      ['a default login URL off the allowlist', { default_login_redirect_url: 'https://elsewhere.example/login' }, 'no_login_redirect_urls_set'],
      ['no default sign-up URL', { default_signup_redirect_url: '' }, 'no_signup_redirect_urls_set'],
    ])('fails with the error type the SDK reports: %s', async (_, settings, errorType) => {
      expect((await h.call('PUT', '/emulator/config', { json: settings })).status).toBe(200);
      const answer = await start();
      expect(sdkReason(answer)).toBe(errorType);
      expect(answer.error).toMatchObject({
        status_code: expect.any(Number),
        error_message: expect.any(String),
        error_url: `https://stytch.com/docs/api/errors/${answer.error.status_code}#${errorType}`,
        request_id: expect.stringMatching(/^request-id-test-/),
      });
    });

    it('answers googleClientId "" (oauth_config_not_found in the SDK) without a Google client', async () => {
      await h.call('PUT', '/emulator/config', { json: { google_one_tap: { client_id: '' } } });
      expect((await start()).payload).toMatchObject({ googleClientId: '', oauthCallbackId: '' });
    });

    it('refuses an unknown public token', async () => {
      expect(sdkReason(await rpc('oneTapStart', { publicToken: 'public-token-test-other' }))).toBe('public_token_not_found');
    });
  });

  describe('oneTapSubmit', () => {
    it('signs up a new user: the sign-up URL with an OAuth token that oauth/authenticate accepts', async () => {
      const token = await idToken('grace@example.com', 'Grace Brewster Hopper');
      const answer = await submit(token, {
        loginRedirectURL: 'http://localhost:4200/login',
        signupRedirectURL: 'http://localhost:4200/welcome?from=one-tap',
      });
      expect(answer.success, JSON.stringify(answer)).toBe(true);
      const url = new URL(answer.payload.redirect_url);
      expect(`${url.origin}${url.pathname}`).toBe('http://localhost:4200/welcome');
      expect(url.searchParams.get('from')).toBe('one-tap');
      expect(url.searchParams.get('stytch_token_type')).toBe('oauth');

      const authenticated = await h.call('POST', '/sdk/v1/oauth/authenticate', {
        json: { token: url.searchParams.get('token'), session_duration_minutes: 60 },
      });
      expect(authenticated.status, authenticated.text).toBe(200);
      const data = authenticated.body.data;
      expect(data.provider_type).toBe('Google');
      expect(data.provider_subject).toBe(claims(token).sub);
      expect(data.user.name).toMatchObject({ first_name: 'Grace Brewster', last_name: 'Hopper' });
      expect(data.user.emails).toEqual([expect.objectContaining({ email: 'grace@example.com', verified: true })]);
      expect(data.session.authentication_factors[0]).toMatchObject({ type: 'oauth', delivery_method: 'oauth_google' });
    });

    it('logs in an existing user at the default login URL, linking Google to them', async () => {
      const user = await h.seedUser({ email: 'ada@example.com' });
      const answer = await submit(await idToken('Ada@Example.com'));
      const url = new URL(answer.payload.redirect_url);
      expect(`${url.origin}${url.pathname}`).toBe('http://localhost:5173/authenticate');
      const authenticated = await h.call('POST', '/sdk/v1/oauth/authenticate', { json: { token: url.searchParams.get('token') } });
      expect(authenticated.body.data.user_id).toBe(user.user_id);

      // The same Google account through the redirect flow is the same registration.
      const again = new URL((await submit(await idToken('ada@example.com'))).payload.redirect_url);
      expect(again.pathname).toBe('/authenticate');
      const users = (await h.call('GET', '/emulator/users?email=ada@example.com')).body.users;
      expect(users).toHaveLength(1);
      expect(users[0].providers).toHaveLength(1);
    });

    it('checks the redirect URLs against the allowlist', async () => {
      const answer = await submit(await idToken('ada@example.com'), { loginRedirectURL: 'https://evil.example/steal' });
      expect(sdkReason(answer)).toBe('no_match_for_provided_oauth_url');
      expect(sdkReason(await submit(await idToken('ada@example.com'), { signupRedirectURL: 'javascript:alert(1)' }))).toBe(
        'invalid_signup_oauth_url',
      );
    });

    it('refuses a forged token, another client’s token, an expired token and garbage', async () => {
      const { privateKey } = await generateKeyPair('RS256');
      const now = Math.floor(START_TIME / 1000);
      const forged = await new SignJWT({ email: 'mallory@example.com', email_verified: true })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
        .setIssuer('https://accounts.google.com')
        .setAudience(CLIENT_ID)
        .setSubject('123')
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(privateKey);
      const forgedAnswer = await submit(forged);
      expect(sdkReason(forgedAnswer)).toBe('id_token_invalid');
      expect(forgedAnswer.error.error_message).toContain('signature');

      const otherClient = await signGoogleIdToken(h.ctx, 'other-client.apps.googleusercontent.com', { email: 'ada@example.com', name: '' });
      const audAnswer = await submit(otherClient);
      expect(sdkReason(audAnswer)).toBe('id_token_invalid');
      expect(audAnswer.error.error_message).toContain('aud');

      const old = await idToken('ada@example.com');
      h.tick(2 * HOUR);
      const expired = await submit(old);
      expect(sdkReason(expired)).toBe('id_token_invalid');
      expect(expired.error.error_message).toContain('expired');

      expect(sdkReason(await submit('not-a-jwt'))).toBe('id_token_invalid');
      expect(sdkReason(await submit(''))).toBe('id_token_invalid');
      expect((await h.call('GET', '/emulator/users')).body.users).toEqual([]);
    });

    it('needs a callback id from oneTapStart, for an hour, and forgets them on reset', async () => {
      const submitWith = async (oauthCallbackID: unknown, email = 'ada@example.com') =>
        rpc('oneTapSubmit', { publicToken: DEFAULT_PUBLIC_TOKEN, idToken: await idToken(email), oauthCallbackID });
      expect(sdkReason(await submitWith('oauth-callback-test-made-up'))).toBe('invalid_callback_id');
      const { oauthCallbackId } = (await start()).payload;
      // The SDK sends one callback id for every submit of a page: a refused submit keeps it…
      expect(sdkReason(await rpc('oneTapSubmit', { publicToken: DEFAULT_PUBLIC_TOKEN, idToken: 'garbage', oauthCallbackID: oauthCallbackId }))).toBe('id_token_invalid');
      expect((await submitWith(oauthCallbackId)).success).toBe(true);
      // …a sign-in ends it (the page goes to the redirect URL; a new page starts again).
      expect(sdkReason(await submitWith(oauthCallbackId))).toBe('invalid_callback_id');
      const later = (await start()).payload.oauthCallbackId;
      h.tick(HOUR);
      expect(sdkReason(await submitWith(later))).toBe('invalid_callback_id');
      const fresh = (await start()).payload.oauthCallbackId;
      await h.call('POST', '/emulator/reset');
      expect(sdkReason(await submitWith(fresh))).toBe('invalid_callback_id');
    });

    it('finishes only in the browser and page that started: another browser, or a page without the start\'s CSRF token, is refused', async () => {
      const { oauthCallbackId } = (await start()).payload;
      const token = await idToken('ada@example.com');
      const elsewhere = await h.clientsideRpc('oneTapSubmit', { publicToken: DEFAULT_PUBLIC_TOKEN, idToken: token, oauthCallbackID: oauthCallbackId }, { browser: 'attacker' });
      expect(sdkReason(elsewhere.body)).toBe('invalid_callback_id');
      expect(elsewhere.body.error.error_message).toContain('started in another browser or page');
      const noCsrf = await rpc('oneTapSubmit', { publicToken: DEFAULT_PUBLIC_TOKEN, idToken: token, oauthCallbackID: oauthCallbackId, stytchCsrfToken: 'made-up' });
      expect(sdkReason(noCsrf)).toBe('invalid_callback_id');
      expect((await rpc('oneTapSubmit', { publicToken: DEFAULT_PUBLIC_TOKEN, idToken: token, oauthCallbackID: oauthCallbackId })).success).toBe(true);
    });

    it('takes each ID token once, and one with a nonce only when it is the sign-in\'s', async () => {
      const token = await idToken('ada@example.com');
      expect((await submit(token)).success).toBe(true);
      const replay = await submit(token);
      expect(sdkReason(replay)).toBe('id_token_invalid');
      expect(replay.error.error_message).toContain('used already');
      const foreign = (await credential('ada@example.com', '', { nonce: 'someone-elses-nonce' })).body.credential as string;
      const foreignAnswer = await submit(foreign);
      expect(sdkReason(foreignAnswer)).toBe('id_token_invalid');
      expect(foreignAnswer.error.error_message).toContain('nonce');
    });

    it('with PKCE required for OAuth, its token signs in only in the browser that started it (no login CSRF by link)', async () => {
      await h.call('PUT', '/emulator/config', { json: { pkce_required_for_oauth: true } });
      const tokenFor = async (email: string) => {
        const answer = await submit(await idToken(email));
        expect(answer.success, JSON.stringify(answer)).toBe(true);
        return new URL(answer.payload.redirect_url).searchParams.get('token');
      };
      const authenticate = (token: string | null, headers: Record<string, string>) =>
        h.call('POST', '/sdk/v1/oauth/authenticate', { json: { token, session_duration_minutes: 60 }, headers });
      // The link opened in the victim's browser (no cookie, or another browser's).
      const stolen = await tokenFor('mallory@example.com');
      expect((await authenticate(stolen, {})).body.error_type).toBe('oauth_state_mismatch');
      await h.clientsideRpc('getExamplePhoneNumber', { regionCode: 'US' }, { browser: 'victim' });
      expect((await authenticate(stolen, h.browserCookie('victim'))).body.error_type).toBe('oauth_state_mismatch');
      // Where it started, it signs in.
      expect((await authenticate(stolen, h.browserCookie())).status).toBe(200);
    });

    it('rechecks the project: Google disabled or no client since the start', async () => {
      const { oauthCallbackId } = (await start()).payload;
      const token = await idToken('ada@example.com');
      await h.call('PUT', '/emulator/config', { json: { google_one_tap: { client_id: '' } } });
      const answer = await rpc('oneTapSubmit', { publicToken: DEFAULT_PUBLIC_TOKEN, idToken: token, oauthCallbackID: oauthCallbackId });
      expect(sdkReason(answer)).toBe('oauth_config_not_found');
    });
  });

  describe('the stand-in for Google', () => {
    const status = async (clientId: string, origin: string, headers: Record<string, string> = {}) => {
      const response = await get(`/emulator/gsi/status?${new URLSearchParams({ client_id: clientId, origin })}`, headers);
      return { ...response, body: JSON.parse(response.text) };
    };

    it('shows the prompt on any loopback origin by default', async () => {
      for (const origin of ['http://localhost:5173', 'https://127.0.0.1:8443', 'http://[::1]:3000', 'http://localhost']) {
        expect((await status(CLIENT_ID, origin)).body, origin).toMatchObject({
          client_registered: true,
          origin_allowed: true,
          not_displayed_reason: null,
        });
      }
      const remote = await status(CLIENT_ID, 'https://app.example.com');
      expect(remote.body).toMatchObject({ origin_allowed: false, not_displayed_reason: 'unregistered_origin' });
      expect(remote.body.message).toContain('https://app.example.com');
    });

    it('matches configured JavaScript origins exactly', async () => {
      await h.call('PUT', '/emulator/config', { json: { google_one_tap: { javascript_origins: ['https://app.example.com'] } } });
      expect((await status(CLIENT_ID, 'https://app.example.com')).body.not_displayed_reason).toBeNull();
      expect((await status(CLIENT_ID, 'http://localhost:5173')).body.not_displayed_reason).toBe('unregistered_origin');
      expect((await status(CLIENT_ID, 'https://app.example.com:444')).body.not_displayed_reason).toBe('unregistered_origin');
    });

    it('says invalid_client for an unregistered or unknown client, missing_client_id for none', async () => {
      expect((await status('someone-else', PAGE_ORIGIN)).body).toMatchObject({ client_registered: false, not_displayed_reason: 'invalid_client' });
      expect((await status('', PAGE_ORIGIN)).body.not_displayed_reason).toBe('missing_client_id');
      await h.call('PUT', '/emulator/config', { json: { google_one_tap: { client_registered: false } } });
      const unregistered = await status(CLIENT_ID, PAGE_ORIGIN);
      expect(unregistered.body).toMatchObject({ client_registered: false, not_displayed_reason: 'invalid_client' });
      expect(unregistered.body.message).toContain('client_registered');
    });

    it('answers the page from any origin without credentials', async () => {
      expect((await status(CLIENT_ID, PAGE_ORIGIN, { Origin: 'https://app.example.com' })).headers.get('Access-Control-Allow-Origin')).toBe('*');
      const allowed = await status(CLIENT_ID, PAGE_ORIGIN, { Origin: PAGE_ORIGIN });
      expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe(PAGE_ORIGIN);
    });

    it('serves the script with the emulator’s base URL written in', async () => {
      const script = await get('/emulator/gsi/client');
      expect(script.status).toBe(200);
      expect(script.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
      expect(script.headers.get('Access-Control-Allow-Origin')).toBe('*');
      expect(script.text).toContain(`const EMULATOR = "${BASE_URL}";`);
      expect(script.text).toContain("'/emulator/gsi/status?'");
      expect(script.text).not.toContain('innerHTML');
      // Another host name, another base URL.
      const other = await (await h.app.fetch(new Request('http://127.0.0.1:4100/emulator/gsi/client'))).text();
      expect(other).toContain('const EMULATOR = "http://127.0.0.1:4100";');
    });

    it('shows an account chooser listing known users, escaped', async () => {
      await h.seedUser({ email: 'ada@example.com', name: { first_name: 'Ada', last_name: '<b>Lovelace</b>' } });
      await h.seedUser({ email: 'bob@example.com' });
      const query = new URLSearchParams({ client_id: CLIENT_ID, origin: PAGE_ORIGIN, mode: 'embedded' });
      const prompt = await get(`/emulator/gsi/prompt?${query}`);
      expect(prompt.status).toBe(200);
      expect(prompt.text).toContain('<title>Sign in with Google · Portico emulator</title>');
      expect(prompt.text).toContain('Continue as <span class="label">Ada &#60;b&#62;Lovelace&#60;/b&#62;</span></button>');
      // An address may break at its seams only (issue 39).
      expect(prompt.text).toContain('Continue as <span class="label">bob<wbr>@example<wbr>.com</span></button>');
      expect(prompt.text).toContain('aria-label="Close"');
      expect(prompt.text).toContain(`data-origin="${PAGE_ORIGIN}"`);
      expect(prompt.text).not.toContain('<b>Lovelace');
    });

    it('explains the problem instead of the chooser when Google would refuse', async () => {
      const query = new URLSearchParams({ client_id: CLIENT_ID, origin: 'https://app.example.com"><script>alert(1)</script>' });
      const prompt = await get(`/emulator/gsi/prompt?${query}`);
      expect(prompt.status).toBe(400);
      expect(prompt.text).toContain('unregistered_origin');
      expect(prompt.text).not.toContain('<script>alert(1)');
      expect(prompt.text).not.toContain('Continue');
    });

    it('signs Google-like ID tokens for the prompt, with a stable subject per email', async () => {
      const token = await idToken('Ada@Example.com', 'Ada King Lovelace');
      const payload = claims(token);
      expect(payload).toMatchObject({
        iss: 'https://accounts.google.com',
        aud: CLIENT_ID,
        azp: CLIENT_ID,
        sub: expect.stringMatching(/^\d{21}$/),
        email: 'ada@example.com',
        email_verified: true,
        name: 'Ada King Lovelace',
        given_name: 'Ada King',
        family_name: 'Lovelace',
        iat: Math.floor(START_TIME / 1000),
        exp: Math.floor(START_TIME / 1000) + 3600,
      });
      expect(claims(await idToken('ada@example.com')).sub).toBe(payload.sub);
      expect(claims(await idToken('bob@example.com')).sub).not.toBe(payload.sub);
      const withNonce = await credential('ada@example.com', '', { nonce: 'n-0S6_WzA2Mj' });
      expect(claims(withNonce.body.credential).nonce).toBe('n-0S6_WzA2Mj');
    });

    it('refuses credentials for a refused client or origin, and bad addresses', async () => {
      expect((await credential('ada@example.com', '', { origin: 'https://app.example.com' })).body).toMatchObject({
        status_code: 403,
        error_type: 'unregistered_origin',
      });
      expect((await credential('ada@example.com', '', { client_id: 'nope' })).body.error_type).toBe('invalid_client');
      expect((await credential('not an email')).body.error_type).toBe('invalid_email');
    });
  });
});
