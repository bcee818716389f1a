import { describe, expect, it, vi } from 'vitest';
import { createStytchAuthClient, type StytchClient } from './stytch-auth-client';

const INTERNALS = Symbol.for('stytch__internal_b2c');

type Tokens = { session_token: string; session_jwt: string };
const users = {
  ada: { user_id: 'user-ada', emails: [{ email_id: 'e-ada', email: 'ada@example.com', verified: true }], phone_numbers: [] },
  mallory: { user_id: 'user-mallory', emails: [{ email_id: 'e-m', email: 'mallory@example.com', verified: true }], phone_numbers: [] },
};
type Name = keyof typeof users;
const tokensOf = (name: Name): Tokens => ({ session_token: `token-${name}`, session_jwt: `jwt-${name}` });
const loginOf = (name: Name, extra: Record<string, unknown> = {}) => ({
  user_id: users[name].user_id,
  user: users[name],
  session: { session_id: `session-${name}`, user_id: users[name].user_id, expires_at: '2026-01-01T00:30:00Z', authentication_factors: [] },
  ...tokensOf(name),
  ...extra,
});

const apiError = (error_type: string, status_code = 400) =>
  Object.assign(new Error(`[${status_code}] ${error_type}\nThe message.`), { name: 'StytchAPIError', error_type, status_code, error_message: 'The message.' });

/**
 * A Stytch client as the adapter sees it: its state (what `user.onChange` / `session.onChange`
 * report: every user it holds is recorded in `seen`), its session cookie, its data layer (the
 * PKCE verifiers) and its network client, answering from `answers` by URL.
 */
function fakeStytch({
  signedIn,
  cookieOnly = false,
  verifiers = {},
  answers = {},
  internals = true,
  staleCookie = false,
}: {
  signedIn?: Name;
  /** The session is only in the cookie (a backend's): the client's state is empty. */
  cookieOnly?: boolean;
  verifiers?: Partial<Record<'magic_links' | 'oauth' | 'passwords', string>>;
  answers?: Record<string, (body: Record<string, unknown>) => unknown>;
  internals?: boolean;
  /** A session cookie the server no longer knows (revoked, expired). */
  staleCookie?: boolean;
} = {}) {
  const seen: string[] = [];
  let state: { session: ReturnType<typeof loginOf>['session']; user: (typeof users)[Name] } | null = null;
  let cookie: Tokens | null = signedIn ? tokensOf(signedIn) : staleCookie ? { session_token: 'revoked', session_jwt: 'x' } : null;
  const adoptState = (name: Name) => {
    state = { session: loginOf(name).session, user: users[name] };
    seen.push(name);
  };
  if (signedIn && !cookieOnly) state = { session: loginOf(signedIn).session, user: users[signedIn] };
  const storage = new Map<string, string>(
    Object.entries(verifiers).map(([namespace, verifier]) => [`PKCE_VERIFIER:${namespace}`, JSON.stringify({ code_verifier: verifier, code_challenge: 'c' })]),
  );
  const requests: Array<{ url: string; body: Record<string, unknown> }> = [];
  const fetchSDK = vi.fn(async ({ url, body }: { url: string; body: Record<string, unknown> }) => {
    requests.push({ url, body });
    const answer = answers[url];
    if (!answer) throw new Error(`unexpected ${url}`);
    return answer(body);
  });
  const retriableFetchSDK = vi.fn(async (request: { url: string; body: Record<string, unknown>; retryCallback: unknown }) => fetchSDK(request));
  const nameOfToken = (token: string) => (Object.keys(users) as Name[]).find((name) => tokensOf(name).session_token === token);
  /** The SDK's own methods adopt what they answer (`withUpdateSession`). */
  const adopting = (url: string) =>
    vi.fn(async (...args: unknown[]) => {
      const response = (await fetchSDK({ url, body: { args } })) as ReturnType<typeof loginOf>;
      cookie = { session_token: response.session_token, session_jwt: response.session_jwt };
      adoptState(nameOfToken(response.session_token)!);
      return response;
    });
  const stytch = {
    session: {
      getSync: () => state?.session ?? null,
      getTokens: () => cookie,
      updateSession: vi.fn((tokens: Tokens) => {
        cookie = tokens;
      }),
      authenticate: vi.fn(async () => {
        if (answers['/sessions/authenticate']) await answers['/sessions/authenticate']({});
        const name = cookie && nameOfToken(cookie.session_token);
        if (!name) {
          cookie = null;
          throw apiError('session_not_found', 404);
        }
        adoptState(name);
        return loginOf(name);
      }),
      revoke: vi.fn().mockResolvedValue({}),
    },
    user: { getSync: () => state?.user ?? null },
    magicLinks: { authenticate: adopting('/magic_links/authenticate') },
    oauth: { authenticate: adopting('/oauth/authenticate') },
    passwords: {
      resetByEmail: adopting('/passwords/email/reset'),
      dfpProtectedAuth: {
        getDFPTelemetryIDAndCaptcha: async () => ({ dfp_telemetry_id: 'dfp-1', captcha_token: 'captcha-1' }),
        retryWithCaptchaAndDFP: async () => ({}),
      },
    },
    ...(internals && {
      [INTERNALS]: {
        networkClient: { logEvent: () => {}, fetchSDK, retriableFetchSDK },
        dataLayer: {
          getItem: (key: string) => storage.get(key) ?? null,
          removeItem: (key: string) => storage.delete(key),
          readSessionCookie: () => cookie ?? {},
        },
      },
    }),
  };
  return {
    client: createStytchAuthClient(stytch as unknown as StytchClient),
    stytch,
    seen,
    requests,
    storage,
    retriableFetchSDK,
    cookie: () => cookie,
    signedInAs: () => state?.user.user_id ?? null,
  };
}

const spendMallory = { '/magic_links/authenticate': () => loginOf('mallory') };

describe('a link spent through the Stytch client (issue 36)', () => {
  it('on a signed-out page, spends the magic link with its PKCE verifier, clears it, and makes the session the page’s', async () => {
    const fake = fakeStytch({ verifiers: { magic_links: 'verifier-ml' }, answers: spendMallory });
    const result = await fake.client.magicLinks.authenticate({ token: 'link-token', sessionDurationMinutes: 30 });
    expect(result).toMatchObject({ userId: 'user-mallory' });
    expect(result.held).toBeUndefined();
    expect(fake.requests[0]).toEqual({
      url: '/magic_links/authenticate',
      body: { code_verifier: 'verifier-ml', token: 'link-token', session_duration_minutes: 30 },
    });
    expect(fake.storage.has('PKCE_VERIFIER:magic_links')).toBe(false);
    expect(fake.cookie()).toEqual(tokensOf('mallory'));
    expect(fake.signedInAs()).toBe('user-mallory');
  });

  it('signed in as another user: the new session is held, and the client never reports it (user.onChange)', async () => {
    const fake = fakeStytch({ signedIn: 'ada', answers: spendMallory });
    const result = await fake.client.magicLinks.authenticate({ token: 'link-token', sessionDurationMinutes: 30 });
    expect(result).toMatchObject({ userId: 'user-mallory', held: { identity: 'ada@example.com' } });
    // The client never held mallory's session: no change was reported, the cookie is ada's.
    expect(fake.seen).toEqual([]);
    expect(fake.stytch.session.updateSession).not.toHaveBeenCalled();
    expect(fake.cookie()).toEqual(tokensOf('ada'));
    expect(fake.signedInAs()).toBe('user-ada');

    await fake.client.session.switchToHeld();
    expect(fake.cookie()).toEqual(tokensOf('mallory'));
    expect(fake.seen).toEqual(['mallory']);
  });

  it('staying forgets the held session: there is nothing to switch to', async () => {
    const fake = fakeStytch({ signedIn: 'ada', answers: spendMallory });
    await fake.client.magicLinks.authenticate({ token: 'link-token', sessionDurationMinutes: 30 });
    fake.client.session.dropHeld();
    await expect(fake.client.session.switchToHeld()).rejects.toMatchObject({ type: 'session_not_found' });
    expect(fake.cookie()).toEqual(tokensOf('ada'));
  });

  it('a link for the user already signed in is adopted (its factor joins the session)', async () => {
    const fake = fakeStytch({ signedIn: 'ada', answers: { '/magic_links/authenticate': () => loginOf('ada') } });
    const result = await fake.client.magicLinks.authenticate({ token: 'link-token', sessionDurationMinutes: 30 });
    expect(result.held).toBeUndefined();
    expect(fake.stytch.session.updateSession).toHaveBeenCalledWith(tokensOf('ada'));
  });

  it('a session the client knows only by its cookie is authenticated first, and a link for another user is held (B)', async () => {
    const fake = fakeStytch({ signedIn: 'ada', cookieOnly: true, answers: spendMallory });
    expect(fake.client.session.current()).toBeNull();
    const result = await fake.client.magicLinks.authenticate({ token: 'link-token', sessionDurationMinutes: 30 });
    expect(fake.stytch.session.authenticate).toHaveBeenCalled();
    expect(result.held).toEqual({ identity: 'ada@example.com' });
    expect(fake.cookie()).toEqual(tokensOf('ada'));
    expect(fake.seen).toEqual(['ada']);
  });

  it('session.load: the cookie’s session, authenticated; a cookie the server refuses is nobody', async () => {
    const cookie = fakeStytch({ signedIn: 'ada', cookieOnly: true });
    await expect(cookie.client.session.load()).resolves.toEqual({ sessionId: 'session-ada', userId: 'user-ada' });
    expect(cookie.client.session.current()).toEqual({ sessionId: 'session-ada', userId: 'user-ada' });

    const refused = fakeStytch({ staleCookie: true });
    await expect(refused.client.session.load()).resolves.toBeNull();

    const nobody = fakeStytch();
    await expect(nobody.client.session.load()).resolves.toBeNull();
    expect(nobody.stytch.session.authenticate).not.toHaveBeenCalled();
  });

  it('session.load: a failure that leaves the cookie is an error (whether someone is signed in is not known)', async () => {
    const fake = fakeStytch({
      signedIn: 'ada',
      cookieOnly: true,
      answers: { '/sessions/authenticate': () => Promise.reject(Object.assign(new Error('Unable to contact our servers.'), { name: 'StytchAPIUnreachableError' })) },
    });
    await expect(fake.client.session.load()).rejects.toMatchObject({ type: expect.any(String) });
    await expect(fake.client.magicLinks.authenticate({ token: 'link-token', sessionDurationMinutes: 30 })).rejects.toBeDefined();
    expect(fake.requests.filter((request) => request.url === '/magic_links/authenticate')).toEqual([]);
  });

  it("tries the password reset's verifier first, then the magic link's after a PKCE error, as the SDK does", async () => {
    const answers = {
      '/magic_links/authenticate': (body: Record<string, unknown>) =>
        body.code_verifier === 'verifier-pw' ? Promise.reject(apiError('pkce_mismatch')) : loginOf('mallory'),
    };
    const fake = fakeStytch({ verifiers: { passwords: 'verifier-pw', magic_links: 'verifier-ml' }, answers });
    await fake.client.magicLinks.authenticate({ token: 'link-token', sessionDurationMinutes: 30 });
    expect(fake.requests.map((request) => request.body.code_verifier)).toEqual(['verifier-pw', 'verifier-ml']);
    expect(fake.storage.has('PKCE_VERIFIER:passwords')).toBe(true);
    expect(fake.storage.has('PKCE_VERIFIER:magic_links')).toBe(false);
  });

  it('another error with the reset’s verifier is the spend’s error', async () => {
    const fake = fakeStytch({
      verifiers: { passwords: 'verifier-pw' },
      answers: { '/magic_links/authenticate': () => Promise.reject(apiError('unable_to_auth_magic_link', 401)) },
    });
    await expect(fake.client.magicLinks.authenticate({ token: 'link-token', sessionDurationMinutes: 30 })).rejects.toMatchObject({
      type: 'unable_to_auth_magic_link',
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('an OAuth token: its verifier, the provider, held for another user', async () => {
    const fake = fakeStytch({
      signedIn: 'ada',
      verifiers: { oauth: 'verifier-oa' },
      answers: { '/oauth/authenticate': () => loginOf('mallory', { provider_type: 'GitHub' }) },
    });
    const result = await fake.client.links.authenticate({ tokenType: 'oauth', token: 'oauth-token', sessionDurationMinutes: 60 });
    expect(result).toMatchObject({ providerType: 'GitHub', held: { identity: 'ada@example.com' } });
    expect(fake.requests[0]).toEqual({
      url: '/oauth/authenticate',
      body: { token: 'oauth-token', code_verifier: 'verifier-oa', session_duration_minutes: 60 },
    });
    expect(fake.storage.has('PKCE_VERIFIER:oauth')).toBe(false);
    expect(fake.seen).toEqual([]);
  });

  it("a reset's new password signs in as the link's user: held for another user, with the SDK's bot protection and verifier", async () => {
    const fake = fakeStytch({ signedIn: 'ada', verifiers: { passwords: 'verifier-pw' }, answers: { '/passwords/email/reset': () => loginOf('mallory') } });
    const result = await fake.client.passwords.resetByEmail({ token: 'reset-token', password: 'a long passphrase', sessionDurationMinutes: 30 });
    expect(result.held).toEqual({ identity: 'ada@example.com' });
    expect(fake.retriableFetchSDK).toHaveBeenCalledTimes(1);
    expect(fake.requests[0]).toEqual({
      url: '/passwords/email/reset',
      body: {
        token: 'reset-token',
        password: 'a long passphrase',
        session_duration_minutes: 30,
        captcha_token: 'captcha-1',
        code_verifier: 'verifier-pw',
        dfp_telemetry_id: 'dfp-1',
      },
    });
    expect(fake.storage.has('PKCE_VERIFIER:passwords')).toBe(false);
    expect(fake.seen).toEqual([]);
  });

  it('startedHere: the verifier of the token’s type is in this browser', async () => {
    const none = fakeStytch().client;
    await expect(none.links.startedHere('magic_links')).resolves.toBe(false);
    await expect(none.links.startedHere('oauth')).resolves.toBe(false);
    const some = fakeStytch({ verifiers: { magic_links: 'v', passwords: 'w' } }).client;
    await expect(some.links.startedHere('magic_links')).resolves.toBe(true);
    await expect(some.links.startedHere('oauth')).resolves.toBe(false);
    await expect(some.links.startedHere('login')).resolves.toBe(true);
    const reset = fakeStytch({ verifiers: { passwords: 'w' } }).client;
    await expect(reset.links.startedHere('magic_links')).resolves.toBe(false);
    await expect(reset.links.startedHere('login')).resolves.toBe(true);
    // A client without its internals cannot tell: the page asks.
    await expect(fakeStytch({ internals: false }).client.links.startedHere('magic_links')).resolves.toBe(false);
  });

  it('a spend given up on (its signal aborted) never becomes the page’s session', async () => {
    let answer: (value: unknown) => void = () => {};
    const fake = fakeStytch({ answers: { '/magic_links/authenticate': () => new Promise((resolve) => (answer = resolve)) } });
    const controller = new AbortController();
    const pending = fake.client.magicLinks.authenticate({ token: 'link-token', sessionDurationMinutes: 30 }, { signal: controller.signal });
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toEqual({ type: 'aborted' });
    answer(loginOf('mallory'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.cookie()).toBeNull();
    expect(fake.seen).toEqual([]);
  });

  it('without the internals, spends through the SDK (which adopts the session) and puts the page’s back', async () => {
    const fake = fakeStytch({ signedIn: 'ada', internals: false, answers: spendMallory });
    const result = await fake.client.magicLinks.authenticate({ token: 'link-token', sessionDurationMinutes: 30 });
    expect(fake.stytch.magicLinks.authenticate).toHaveBeenCalledWith('link-token', { session_duration_minutes: 30 });
    expect(result.held).toEqual({ identity: 'ada@example.com' });
    expect(fake.cookie()).toEqual(tokensOf('ada'));
    expect(fake.signedInAs()).toBe('user-ada');
    await fake.client.session.switchToHeld();
    expect(fake.signedInAs()).toBe('user-mallory');
  });

  it('authenticateByUrl (deprecated) spends through the same path', async () => {
    const fake = fakeStytch({ signedIn: 'ada', answers: spendMallory });
    (fake.stytch as unknown as { parseAuthenticateUrl: unknown }).parseAuthenticateUrl = (href: string) => {
      const params = new URL(href).searchParams;
      return { handled: true, tokenType: params.get('stytch_token_type'), token: params.get('token') };
    };
    const answer = await fake.client.authenticateByUrl({ href: 'https://app.test/authenticate?stytch_token_type=magic_links&token=t', sessionDurationMinutes: 30 });
    expect(answer).toMatchObject({ handled: true, tokenType: 'magic_links', held: { identity: 'ada@example.com' }, result: { userId: 'user-mallory' } });
    expect(fake.seen).toEqual([]);
  });
});
