import { createAuthError, type AccountBackend, type AccountBackendRequest, type AccountSession, type AuthError } from '../client';

type Operation = 'listSessions' | 'revokeSession' | 'revokeOtherSessions' | 'deleteUser';

/** A scripted answer: a failure (`{ fail: 'insufficient_factors' }`), or `hang` (never settles). Anything else: the default. */
export type FakeBackendStep = { fail: string } | 'hang' | 'default';

export interface FakeAccountBackendOptions {
  /** The user's sessions (default: this device, Chrome on macOS, and a phone, Safari on iOS). */
  sessions?: AccountSession[];
  /** Per operation, answers in order (the last one repeats); `default` is the in-memory behaviour. */
  script?: Partial<Record<Operation, FakeBackendStep[]>>;
}

export interface FakeAccountBackend extends AccountBackend {
  /** Every call, in order, with the request (its `sessionJwt` included, its signal left out). */
  readonly calls: Array<{ operation: Operation; request: Omit<AccountBackendRequest, 'signal'> & { sessionId?: string } }>;
  callsTo(operation: Operation): Array<Omit<AccountBackendRequest, 'signal'> & { sessionId?: string }>;
  /** The sessions left, and whether the user was deleted. */
  readonly state: { sessions: AccountSession[]; deleted: boolean };
}

/** Two sessions as a backend lists them: this device (Chrome on macOS) and a phone (Safari on iOS). */
export function fakeAccountSessions(): AccountSession[] {
  return [
    {
      sessionId: 'session-test-1',
      current: true,
      startedAt: '2026-11-28T09:00:00Z',
      lastAccessedAt: '2026-11-28T12:00:00Z',
      expiresAt: '2026-11-28T13:00:00Z',
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ipAddress: '203.0.113.7',
    },
    {
      sessionId: 'session-test-2',
      current: false,
      startedAt: '2026-11-20T18:00:00Z',
      lastAccessedAt: '2026-11-27T21:30:00Z',
      expiresAt: '2026-11-28T21:30:00Z',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ipAddress: '198.51.100.23',
    },
  ];
}

/** An in-memory `AccountBackend` for tests and stories, scripted per operation. */
export function createFakeAccountBackend(options: FakeAccountBackendOptions = {}): FakeAccountBackend {
  const state = { sessions: options.sessions ?? fakeAccountSessions(), deleted: false };
  const calls: FakeAccountBackend['calls'] = [];
  const cursors = new Map<Operation, number>();
  async function run<T>(operation: Operation, request: AccountBackendRequest & { sessionId?: string }, otherwise: () => T): Promise<T> {
    const { signal, ...recorded } = request;
    calls.push({ operation, request: recorded });
    const steps = options.script?.[operation];
    const index = cursors.get(operation) ?? 0;
    cursors.set(operation, index + 1);
    const step = steps?.[Math.min(index, steps.length - 1)] ?? 'default';
    if (step === 'hang') {
      return new Promise<T>((_, reject) => signal?.addEventListener('abort', () => reject(createAuthError('aborted')), { once: true }));
    }
    if (typeof step === 'object') throw createAuthError(step.fail) as AuthError;
    if (state.deleted) throw createAuthError('session_not_found');
    return otherwise();
  }
  return {
    calls,
    state,
    callsTo: (operation) => calls.filter((call) => call.operation === operation).map((call) => call.request),
    listSessions: (request) => run('listSessions', request, () => state.sessions.map((session) => ({ ...session }))),
    revokeSession: (request) =>
      run('revokeSession', request, () => {
        if (!state.sessions.some((session) => session.sessionId === request.sessionId)) throw createAuthError('session_not_found');
        state.sessions = state.sessions.filter((session) => session.sessionId !== request.sessionId);
      }),
    revokeOtherSessions: (request) =>
      run('revokeOtherSessions', request, () => {
        const revoked = state.sessions.filter((session) => !session.current).length;
        state.sessions = state.sessions.filter((session) => session.current);
        return { revoked };
      }),
    deleteUser: (request) =>
      run('deleteUser', request, () => {
        state.deleted = true;
        state.sessions = [];
      }),
  };
}
