import { describe, expect, it, vi } from 'vitest';
import { createAccountBackend } from '../client/account-backend';
import { createAccountHandler, type StytchNodeClient, type StytchNodeSession, type StytchNodeUser } from './account-handler';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const factor = (type: string, delivery: string, minutes = 1) => ({ type, delivery_method: delivery, last_authenticated_at: minutesAgo(minutes) });

const session = (id: string, userId: string, factors = [factor('otp', 'email')]): StytchNodeSession => ({
  session_id: id,
  user_id: userId,
  started_at: minutesAgo(30),
  last_accessed_at: minutesAgo(1),
  expires_at: minutesAgo(-60),
  attributes: { user_agent: `agent of ${id}`, ip_address: '203.0.113.7' },
  authentication_factors: factors,
});

/** Ada: an email only (one category), unless `phone` (two). */
const ada = (phone = false): StytchNodeUser => ({
  user_id: 'user-ada',
  emails: [{ email: 'ada@example.com' }],
  phone_numbers: phone ? [{ phone_number: '+14155550100' }] : [],
  providers: [],
  webauthn_registrations: [],
  totps: [],
});

/** A stand-in of Stytch's Node SDK: sessions by JWT (`jwt-<session id>`), Ada's and Mallory's. */
function fakeNode({ user = ada(), callerFactors }: { user?: StytchNodeUser; callerFactors?: StytchNodeSession['authentication_factors'] } = {}) {
  const sessions: StytchNodeSession[] = [
    session('session-ada-1', 'user-ada', callerFactors as never),
    session('session-ada-2', 'user-ada'),
    session('session-ada-3', 'user-ada'),
    session('session-mallory', 'user-mallory'),
  ];
  const notFound = (type: string) => Object.assign(new Error(type), { status_code: 404, error_type: type });
  const node = {
    sessions: {
      authenticate: vi.fn(async (request: { session_jwt?: string; session_token?: string }) => {
        const id = (request.session_jwt ?? request.session_token ?? '').replace(/^(jwt|token)-/, '');
        const found = sessions.find((candidate) => candidate.session_id === id);
        if (!found) throw notFound('session_not_found');
        return { session: found, user: found.user_id === 'user-ada' ? user : { ...ada(), user_id: 'user-mallory' } };
      }),
      get: vi.fn(async ({ user_id }: { user_id: string }) => ({ sessions: sessions.filter((candidate) => candidate.user_id === user_id) })),
      revoke: vi.fn(async ({ session_id }: { session_id: string }) => {
        const index = sessions.findIndex((candidate) => candidate.session_id === session_id);
        if (index < 0) throw notFound('session_not_found');
        sessions.splice(index, 1);
        return {};
      }),
    },
    users: { delete: vi.fn(async () => ({})) },
  } satisfies StytchNodeClient;
  return { node, sessions };
}

function setUp(options: Parameters<typeof fakeNode>[0] = {}) {
  const { node, sessions } = fakeNode(options);
  const handler = createAccountHandler({ stytch: node, basePath: '/api/account', now: () => NOW });
  const request = (method: string, path: string, headers: Record<string, string> = { Authorization: 'Bearer jwt-session-ada-1' }) =>
    handler(new Request(`https://app.test/api/account${path}`, { method, headers }));
  const json = async (response: Promise<Response>) => {
    const answer = await response;
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown>, headers: answer.headers };
  };
  return { node, sessions, handler, request, json };
}

describe('createAccountHandler', () => {
  it("lists the caller's sessions only, marking the current one, with no cache", async () => {
    const { json, request, node } = setUp();
    const { status, body, headers } = await json(request('GET', '/sessions'));
    expect(status).toBe(200);
    expect(headers.get('Cache-Control')).toBe('no-store');
    expect(node.sessions.authenticate).toHaveBeenCalledWith({ session_jwt: 'jwt-session-ada-1' });
    expect(node.sessions.get).toHaveBeenCalledWith({ user_id: 'user-ada' });
    expect(body.sessions).toEqual([
      { sessionId: 'session-ada-1', current: true, startedAt: minutesAgo(30), lastAccessedAt: minutesAgo(1), expiresAt: minutesAgo(-60), userAgent: 'agent of session-ada-1', ipAddress: '203.0.113.7' },
      expect.objectContaining({ sessionId: 'session-ada-2', current: false }),
      expect.objectContaining({ sessionId: 'session-ada-3', current: false }),
    ]);
  });

  it('ends one of the caller’s sessions; another user’s session id is refused like an unknown one', async () => {
    const { json, request, sessions, node } = setUp();
    expect(await json(request('DELETE', '/sessions/session-ada-2'))).toMatchObject({ status: 200, body: {} });
    expect(sessions.map((entry) => entry.session_id)).not.toContain('session-ada-2');
    const mallory = await json(request('DELETE', '/sessions/session-mallory'));
    const unknown = await json(request('DELETE', '/sessions/session-nobody'));
    expect(mallory).toMatchObject({ status: 404, body: { status_code: 404, error_type: 'session_not_found' } });
    expect(unknown.body).toEqual(mallory.body);
    expect(sessions.map((entry) => entry.session_id)).toContain('session-mallory');
    expect(node.sessions.revoke).toHaveBeenCalledTimes(1);
  });

  it('ends every other session of the caller, and only theirs', async () => {
    const { json, request, sessions } = setUp();
    expect(await json(request('POST', '/sessions/revoke-others'))).toMatchObject({ status: 200, body: { revoked: 2 } });
    expect(sessions.map((entry) => entry.session_id)).toEqual(['session-ada-1', 'session-mallory']);
  });

  it('deletes the caller’s user', async () => {
    const { json, request, node } = setUp();
    expect(await json(request('DELETE', '/user'))).toMatchObject({ status: 200, body: {} });
    expect(node.users.delete).toHaveBeenCalledWith({ user_id: 'user-ada' });
  });

  describe("Stytch's rule for sensitive changes", () => {
    it('refuses a one-category session of a two-category user (insufficient_factors), and makes nothing', async () => {
      const { json, request, node, sessions } = setUp({ user: ada(true) });
      for (const [method, path] of [['DELETE', '/user'], ['POST', '/sessions/revoke-others'], ['DELETE', '/sessions/session-ada-2']] as const) {
        expect(await json(request(method, path))).toMatchObject({ status: 401, body: { error_type: 'insufficient_factors' } });
      }
      expect(node.users.delete).not.toHaveBeenCalled();
      expect(node.sessions.revoke).not.toHaveBeenCalled();
      expect(sessions).toHaveLength(4);
      // Listing the sessions, and ending the caller's own, need no second factor.
      expect((await json(request('GET', '/sessions'))).status).toBe(200);
      expect((await json(request('DELETE', '/sessions/session-ada-1'))).status).toBe(200);
    });

    it('allows it after the second factor, and refuses it again once both are over an hour old', async () => {
      const stepped = setUp({ user: ada(true), callerFactors: [factor('otp', 'email', 90), factor('otp', 'sms', 1)] });
      expect((await stepped.json(stepped.request('DELETE', '/user'))).status).toBe(200);
      const stale = setUp({ user: ada(true), callerFactors: [factor('otp', 'email', 90), factor('otp', 'sms', 61)] });
      expect(await stale.json(stale.request('DELETE', '/user'))).toMatchObject({ status: 401, body: { error_type: 'insufficient_factors' } });
    });

    it('counts a password, and a factor derived from an exchanged access token, in no category', async () => {
      const password = setUp({ user: ada(true), callerFactors: [factor('otp', 'email'), factor('password', 'knowledge')] });
      expect((await password.json(password.request('DELETE', '/user'))).status).toBe(401);
      const exchanged = setUp({ user: ada(true), callerFactors: [factor('otp', 'sms'), factor('oauth', 'oauth_access_token_exchange')] });
      expect((await exchanged.json(exchanged.request('DELETE', '/user'))).status).toBe(401);
    });
  });

  describe('who is asking', () => {
    it('refuses a request without a session, and one whose session Stytch does not know', async () => {
      const { json, request, node } = setUp();
      expect(await json(request('GET', '/sessions', {}))).toMatchObject({ status: 401, body: { error_type: 'user_unauthenticated' } });
      expect(await json(request('GET', '/sessions', { Authorization: 'Bearer jwt-forged' }))).toMatchObject({
        status: 401,
        body: { error_type: 'session_not_found' },
      });
      expect(node.sessions.get).not.toHaveBeenCalled();
    });

    it("takes the SDK's session cookies only with the protocol's header (a forged cross-site form cannot send it)", async () => {
      const { json, request, node } = setUp();
      expect((await json(request('POST', '/sessions/revoke-others', { Cookie: 'stytch_session_jwt=jwt-session-ada-1' }))).status).toBe(401);
      expect(node.sessions.authenticate).not.toHaveBeenCalled();
      const withHeader = await json(request('GET', '/sessions', { Cookie: 'a=b; stytch_session_jwt=jwt-session-ada-1', 'Portico-Account': '1' }));
      expect(withHeader.status).toBe(200);
      await json(request('GET', '/sessions', { Cookie: 'stytch_session=token-session-ada-2', 'Portico-Account': '1' }));
      expect(node.sessions.authenticate).toHaveBeenLastCalledWith({ session_token: 'token-session-ada-2' });
    });
  });

  it('answers 404 off its routes and 405 for a wrong method, before asking Stytch', async () => {
    const { json, request, handler, node } = setUp();
    expect((await json(request('GET', '/elsewhere'))).status).toBe(404);
    expect((await json(handler(new Request('https://app.test/other/sessions')))).status).toBe(404);
    const wrong = await json(request('POST', '/user'));
    expect(wrong).toMatchObject({ status: 405, body: { error_type: 'method_not_allowed' } });
    expect(wrong.headers.get('Allow')).toBe('DELETE');
    expect(node.sessions.authenticate).not.toHaveBeenCalled();
  });

  it("answers 502 when Stytch fails, telling the host's onError", async () => {
    const { node } = fakeNode();
    node.sessions.get.mockRejectedValue(Object.assign(new Error('down'), { status_code: 500, error_type: 'internal_server_error' }));
    const onError = vi.fn();
    const handler = createAccountHandler({ stytch: node, basePath: '/api/account/', now: () => NOW, onError });
    const response = await handler(new Request('https://app.test/api/account/sessions', { headers: { Authorization: 'Bearer jwt-session-ada-1' } }));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error_type: 'internal_server_error' });
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('createAccountBackend against the handler', () => {
  function backendOver(options: Parameters<typeof fakeNode>[0] = {}) {
    const { node, sessions } = fakeNode(options);
    const handler = createAccountHandler({ stytch: node, basePath: '/api/account', now: () => NOW });
    const seen: Request[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(new URL(String(input), 'https://app.test'), init);
      seen.push(request);
      return handler(request);
    });
    return { backend: createAccountBackend({ url: '/api/account/', fetch }), node, sessions, seen };
  }

  it('speaks the protocol: the JWT as a Bearer token, the header, each route', async () => {
    const { backend, seen, sessions } = backendOver();
    const listed = await backend.listSessions({ sessionJwt: 'jwt-session-ada-1' });
    expect(listed.map((entry) => [entry.sessionId, entry.current])).toEqual([
      ['session-ada-1', true],
      ['session-ada-2', false],
      ['session-ada-3', false],
    ]);
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer jwt-session-ada-1');
    expect(seen[0]!.headers.get('Portico-Account')).toBe('1');
    await backend.revokeSession({ sessionJwt: 'jwt-session-ada-1', sessionId: 'session-ada-2' });
    expect(seen[1]!.method).toBe('DELETE');
    expect(new URL(seen[1]!.url).pathname).toBe('/api/account/sessions/session-ada-2');
    await expect(backend.revokeOtherSessions({ sessionJwt: 'jwt-session-ada-1' })).resolves.toEqual({ revoked: 1 });
    expect(sessions.map((entry) => entry.session_id)).toEqual(['session-ada-1', 'session-mallory']);
    await expect(backend.deleteUser({ sessionJwt: 'jwt-session-ada-1' })).resolves.toBeUndefined();
  });

  it("rejects with the server's AuthError", async () => {
    const { backend } = backendOver({ user: ada(true) });
    await expect(backend.deleteUser({ sessionJwt: 'jwt-session-ada-1' })).rejects.toMatchObject({ type: 'insufficient_factors', status: 401 });
    await expect(backend.revokeSession({ sessionJwt: 'jwt-session-ada-1', sessionId: 'session-mallory' })).rejects.toMatchObject({
      type: 'insufficient_factors',
    });
    await expect(backend.listSessions({ sessionJwt: null })).rejects.toMatchObject({ type: 'user_unauthenticated', status: 401 });
  });

  it('fails with network_unreachable when the server cannot be reached, and invalid_response for a stranger answer', async () => {
    const down = createAccountBackend({ url: '/api/account', fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(down.listSessions({ sessionJwt: 'jwt' })).rejects.toMatchObject({ type: 'network_unreachable' });
    const html = createAccountBackend({ url: '/api/account', fetch: async () => new Response('<html>', { status: 200 }) });
    await expect(html.listSessions({ sessionJwt: 'jwt' })).rejects.toMatchObject({ type: 'invalid_response' });
    const gateway = createAccountBackend({ url: '/api/account', fetch: async () => new Response('Bad gateway', { status: 502 }) });
    await expect(gateway.deleteUser({ sessionJwt: 'jwt' })).rejects.toMatchObject({ type: 'invalid_response' });
  });

  it('passes the abort signal on', async () => {
    const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    const controller = new AbortController();
    const pending = createAccountBackend({ url: '/a', fetch }).listSessions({ sessionJwt: 'jwt', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ type: 'aborted' });
  });
});
