/**
 * The AccountBackend port: what only the host's server can do for the signed-in user, because
 * Stytch's browser SDK cannot (list the user's other sessions, end them, delete the user). The
 * account flows call it; `createAccountBackend` is its browser side over a small HTTP protocol that
 * `@portico/core/server`'s `createAccountHandler` answers with Stytch's Node SDK (docs/account.md).
 *
 * Every method rejects with an `AuthError`: `insufficient_factors` means the session must step up
 * (a second factor less than an hour old), then try again; `session_not_found` that the session is
 * over, or the id is not one of the caller's.
 */
import { createAuthError, toAuthError } from './auth-error';

/** One of the signed-in user's live sessions (a device or browser they are signed in on). */
export interface AccountSession {
  sessionId: string;
  /** The session making the request: 'This device'. */
  current: boolean;
  /** RFC 3339 times. */
  startedAt: string;
  lastAccessedAt: string;
  expiresAt: string;
  /** The user agent and IP address of the request that started it ('' when not known). */
  userAgent: string;
  ipAddress: string;
}

/** How every call is made: the caller's session credential and the flow's abort signal. */
export interface AccountBackendRequest {
  /** The session's JWT (`client.session.jwt()`), or null when the page has none it can read (cookies only). */
  sessionJwt: string | null;
  signal?: AbortSignal;
}

export interface AccountBackend {
  /** The caller's live sessions, theirs only. */
  listSessions(request: AccountBackendRequest): Promise<AccountSession[]>;
  /** Ends one of the caller's sessions (`session_not_found` for any other id). */
  revokeSession(request: AccountBackendRequest & { sessionId: string }): Promise<void>;
  /** Ends every session of the caller but this one; resolves with how many ended. */
  revokeOtherSessions(request: AccountBackendRequest): Promise<{ revoked: number }>;
  /** Deletes the caller's user, and with it every session of theirs. */
  deleteUser(request: AccountBackendRequest): Promise<void>;
}

/** The header every request of the protocol carries: a page of another site cannot send it without CORS. */
export const ACCOUNT_REQUEST_HEADER = 'Portico-Account';

export interface CreateAccountBackendOptions {
  /** Where `createAccountHandler` is mounted, e.g. `/api/account` (no trailing slash needed). */
  url: string;
  /** Replaces the global `fetch` (tests, a host's own instrumented fetch). */
  fetch?: typeof fetch;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A session of the protocol's `GET /sessions` answer, read defensively. */
function readSession(entry: unknown): AccountSession | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const session = entry as Record<string, unknown>;
  if (typeof session.sessionId !== 'string' || session.sessionId === '') return null;
  return {
    sessionId: session.sessionId,
    current: session.current === true,
    startedAt: text(session.startedAt),
    lastAccessedAt: text(session.lastAccessedAt),
    expiresAt: text(session.expiresAt),
    userAgent: text(session.userAgent),
    ipAddress: text(session.ipAddress),
  };
}

/**
 * The browser side of the account protocol (docs/account.md): `GET {url}/sessions`,
 * `DELETE {url}/sessions/{id}`, `POST {url}/sessions/revoke-others`, `DELETE {url}/user`, each with
 * `Authorization: Bearer <session JWT>` when the page can read it (else the session's cookies go, as
 * for any same-origin request) and the `Portico-Account: 1` header. Errors are the server's
 * `error_type`s (Stytch's shape); a request that cannot reach it is `network_unreachable`.
 */
export function createAccountBackend({ url, fetch: fetchImpl }: CreateAccountBackendOptions): AccountBackend {
  const base = url.replace(/\/+$/, '');
  async function send(method: string, path: string, { sessionJwt, signal }: AccountBackendRequest): Promise<unknown> {
    const doFetch = fetchImpl ?? globalThis.fetch;
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          [ACCOUNT_REQUEST_HEADER]: '1',
          ...(sessionJwt && { Authorization: `Bearer ${sessionJwt}` }),
        },
        credentials: 'same-origin',
        cache: 'no-store',
        ...(signal && { signal }),
      });
    } catch (error) {
      const failure = toAuthError(error);
      throw failure.type === 'unknown_error' ? createAuthError('network_unreachable', failure.message ? { message: failure.message } : {}) : failure;
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const error = toAuthError(body);
      if (error.type !== 'unknown_error') throw { ...error, status: error.status ?? response.status };
      throw createAuthError(response.status === 401 ? 'session_not_found' : 'invalid_response', {
        message: `The account server answered ${response.status}.`,
      });
    }
    return body;
  }
  return {
    listSessions: async (request) => {
      const body = (await send('GET', '/sessions', request)) as { sessions?: unknown } | null;
      if (!body || !Array.isArray(body.sessions)) throw createAuthError('invalid_response', { message: 'The account server answered without sessions.' });
      return body.sessions.map(readSession).filter((session): session is AccountSession => session !== null);
    },
    revokeSession: async (request) => {
      await send('DELETE', `/sessions/${encodeURIComponent(request.sessionId)}`, request);
    },
    revokeOtherSessions: async (request) => {
      const body = (await send('POST', '/sessions/revoke-others', request)) as { revoked?: unknown } | null;
      return { revoked: typeof body?.revoked === 'number' ? body.revoked : 0 };
    },
    deleteUser: async (request) => {
      await send('DELETE', '/user', request);
    },
  };
}
