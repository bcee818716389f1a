/**
 * The server side of the account protocol (docs/account.md): a Fetch API handler that acts for
 * the signed-in user with Stytch's Node SDK and the project secret, for what the browser SDK cannot
 * do. No React, no browser API: it runs in Node, Next's route handlers, Hono, Remix, workers.
 */
import { ACCOUNT_REQUEST_HEADER } from '../client/account-backend';
import type { AuthFactor } from '../client/auth-client';
import { meetsSensitiveRule, type RegisteredFactors } from '../flows/shared/sensitive-rule';

/** A session as Stytch's Node SDK answers it (the fields the handler reads). */
export interface StytchNodeSession {
  session_id: string;
  user_id: string;
  started_at?: string;
  last_accessed_at?: string;
  expires_at?: string;
  attributes?: { user_agent?: string; ip_address?: string };
  authentication_factors?: ReadonlyArray<{ type?: string; delivery_method?: string; last_authenticated_at?: string }>;
}

/** A user as Stytch's Node SDK answers it (what decides their factor categories). */
export interface StytchNodeUser {
  user_id: string;
  emails?: ReadonlyArray<unknown>;
  phone_numbers?: ReadonlyArray<unknown>;
  providers?: ReadonlyArray<unknown>;
  webauthn_registrations?: ReadonlyArray<unknown>;
  totps?: ReadonlyArray<{ verified?: boolean }>;
}

/**
 * The calls of Stytch's Node SDK (`new Client({ project_id, secret })` from `stytch`) the handler
 * makes, as a structural type: pass the SDK's client itself; core does not depend on `stytch`.
 */
export interface StytchNodeClient {
  sessions: {
    authenticate(request: { session_jwt: string } | { session_token: string }): Promise<{ session: StytchNodeSession; user: StytchNodeUser }>;
    get(request: { user_id: string }): Promise<{ sessions: StytchNodeSession[] }>;
    revoke(request: { session_id: string }): Promise<unknown>;
  };
  users: {
    delete(request: { user_id: string }): Promise<unknown>;
  };
}

export interface AccountHandlerOptions {
  /** Stytch's Node SDK client, made with the project id and secret. */
  stytch: StytchNodeClient;
  /** Where the handler is mounted (`/api/account`): the protocol's paths follow it. */
  basePath?: string;
  /** The time now (ms), for the one-hour rule; tests move it. */
  now?: () => number;
  /** Told of Stytch's failures other than refusals (to log them; the caller gets a plain 502). */
  onError?: (error: unknown) => void;
}

type Json = Record<string, unknown>;

/** Stytch's error shape, so the browser side reads the `error_type` as from any Stytch call. */
function refuse(status: number, errorType: string, errorMessage: string, headers: Record<string, string> = {}): Response {
  return answer(status, { status_code: status, error_type: errorType, error_message: errorMessage }, headers);
}

function answer(status: number, body: Json, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  });
}

/** A refusal the handler answers as it is: `error` carries Stytch's status and type. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly errorType: string,
    message: string,
  ) {
    super(message);
  }
}

const insufficientFactors = () =>
  new Refusal(
    401,
    'insufficient_factors',
    'This change needs a session with factors of two categories (email or social login; phone; authenticator app or passkey), one of them from the last hour: step up, then try again.',
  );
const sessionNotFound = () => new Refusal(404, 'session_not_found', 'Session could not be found.');

/** The status and type of a Stytch SDK error (a `StytchError` has both), if it is one. */
function stytchFailure(error: unknown): { status: number; errorType: string } | null {
  const { status_code: status, error_type: errorType } = (error ?? {}) as { status_code?: unknown; error_type?: unknown };
  return typeof status === 'number' && typeof errorType === 'string' ? { status, errorType } : null;
}

/** A cookie's value from the request's `Cookie` header. */
function cookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * The caller's session credential: `Authorization: Bearer <session JWT>`, else (with the protocol's
 * header, which a page of another site cannot send, so a forged form cannot use the cookies) the
 * Stytch SDK's own cookies, `stytch_session_jwt` or `stytch_session`.
 */
function credentialOf(request: Request): { session_jwt: string } | { session_token: string } | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
  if (bearer) return { session_jwt: bearer };
  if (request.headers.get(ACCOUNT_REQUEST_HEADER) !== '1') return null;
  const jwt = cookie(request, 'stytch_session_jwt');
  if (jwt) return { session_jwt: jwt };
  const token = cookie(request, 'stytch_session');
  return token ? { session_token: token } : null;
}

const count = (list: ReadonlyArray<unknown> | undefined) => (Array.isArray(list) ? list : []);

/** The user's registered factors, as the shared rule reads them. */
function registeredOf(user: StytchNodeUser): RegisteredFactors {
  return {
    emails: count(user.emails) as RegisteredFactors['emails'],
    phoneNumbers: count(user.phone_numbers) as RegisteredFactors['phoneNumbers'],
    providers: count(user.providers) as NonNullable<RegisteredFactors['providers']>,
    webauthnRegistrations: count(user.webauthn_registrations) as RegisteredFactors['webauthnRegistrations'],
    totps: count(user.totps).map((totp) => ({ totpId: '', verified: (totp as { verified?: boolean }).verified === true })),
  };
}

const factorsOf = (session: StytchNodeSession): AuthFactor[] =>
  (session.authentication_factors ?? []).map((factor) => ({
    type: String(factor.type ?? ''),
    deliveryMethod: String(factor.delivery_method ?? ''),
    lastAuthenticatedAt: String(factor.last_authenticated_at ?? ''),
  }));

/** A session as the protocol lists it (camelCase, `current` for the caller's). */
const sessionJson = (session: StytchNodeSession, currentId: string) => ({
  sessionId: session.session_id,
  current: session.session_id === currentId,
  startedAt: session.started_at ?? '',
  lastAccessedAt: session.last_accessed_at ?? '',
  expiresAt: session.expires_at ?? '',
  userAgent: session.attributes?.user_agent ?? '',
  ipAddress: session.attributes?.ip_address ?? '',
});

type Route = 'listSessions' | 'revokeSession' | 'revokeOthers' | 'deleteUser';

/** The protocol's route for a path and method; `allow` when only the method is wrong. */
function routeOf(path: string, method: string): { route: Route; sessionId?: string } | { allow: string } | null {
  if (path === '/sessions') return method === 'GET' ? { route: 'listSessions' } : { allow: 'GET' };
  if (path === '/sessions/revoke-others') return method === 'POST' ? { route: 'revokeOthers' } : { allow: 'POST' };
  if (path === '/user') return method === 'DELETE' ? { route: 'deleteUser' } : { allow: 'DELETE' };
  const match = /^\/sessions\/([^/]+)$/.exec(path);
  if (match) return method === 'DELETE' ? { route: 'revokeSession', sessionId: decodeURIComponent(match[1]!) } : { allow: 'DELETE' };
  return null;
}

/**
 * The account protocol's server: `(request) => Promise<Response>`, to mount under `basePath`
 * (a Next catch-all route handler, Hono's `app.all`, an Express adapter).
 *
 * - `GET {basePath}/sessions` → `{ sessions: [{ sessionId, current, startedAt, lastAccessedAt, expiresAt, userAgent, ipAddress }] }`
 * - `DELETE {basePath}/sessions/{sessionId}` → `{}`
 * - `POST {basePath}/sessions/revoke-others` → `{ revoked }`
 * - `DELETE {basePath}/user` → `{}`
 *
 * Each authenticates the caller's session with Stytch (`sessions.authenticate`) and acts for that
 * user only: a session id that is not one of theirs is `404 session_not_found`, whoever's it is.
 * Ending another of their sessions, every other one, or deleting the user follows Stytch's rule for
 * sensitive changes (`meetsSensitiveRule`): a user with factors of two categories needs a session
 * with two, one from the last hour, else `401 insufficient_factors` (step up, then try again).
 */
export function createAccountHandler({ stytch, basePath = '', now = Date.now, onError }: AccountHandlerOptions): (request: Request) => Promise<Response> {
  const base = basePath.replace(/\/+$/, '');
  return async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname !== base && !pathname.startsWith(`${base}/`)) return refuse(404, 'route_not_found', `${pathname} is not an account route.`);
    const found = routeOf(pathname.slice(base.length) || '/', request.method.toUpperCase());
    if (!found) return refuse(404, 'route_not_found', `${pathname} is not an account route.`);
    if ('allow' in found) return refuse(405, 'method_not_allowed', `${request.method} is not allowed here.`, { Allow: found.allow });
    const credential = credentialOf(request);
    if (!credential) return refuse(401, 'user_unauthenticated', 'Sign in first: the request carries no session.');
    try {
      let caller: { session: StytchNodeSession; user: StytchNodeUser };
      try {
        caller = await stytch.sessions.authenticate(credential);
      } catch (error) {
        const failure = stytchFailure(error);
        // Any refusal of the credential (unknown, expired, revoked, forged) is the same answer.
        if (failure && failure.status >= 400 && failure.status < 500) throw new Refusal(401, 'session_not_found', 'The session is over: sign in again.');
        throw error;
      }
      const userId = caller.user.user_id;
      const currentId = caller.session.session_id;
      const sensitive = () => {
        if (!meetsSensitiveRule(registeredOf(caller.user), factorsOf(caller.session), now())) throw insufficientFactors();
      };
      const sessions = async () => (await stytch.sessions.get({ user_id: userId })).sessions.filter((session) => session.user_id === userId);
      switch (found.route) {
        case 'listSessions':
          return answer(200, { sessions: (await sessions()).map((session) => sessionJson(session, currentId)) });
        case 'revokeSession': {
          const target = found.sessionId!;
          if (target !== currentId) sensitive();
          if (!(await sessions()).some((session) => session.session_id === target)) throw sessionNotFound();
          await stytch.sessions.revoke({ session_id: target });
          return answer(200, {});
        }
        case 'revokeOthers': {
          sensitive();
          const others = (await sessions()).filter((session) => session.session_id !== currentId);
          let revoked = 0;
          for (const session of others) {
            try {
              await stytch.sessions.revoke({ session_id: session.session_id });
              revoked += 1;
            } catch (error) {
              // One that ended meanwhile is ended.
              if (stytchFailure(error)?.errorType !== 'session_not_found') throw error;
            }
          }
          return answer(200, { revoked });
        }
        case 'deleteUser':
          sensitive();
          await stytch.users.delete({ user_id: userId });
          return answer(200, {});
      }
    } catch (error) {
      if (error instanceof Refusal) return refuse(error.status, error.errorType, error.message);
      onError?.(error);
      const failure = stytchFailure(error);
      return refuse(502, failure?.errorType ?? 'account_server_error', 'Stytch could not do this now. Try again.');
    }
  };
}
