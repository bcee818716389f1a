import type { RequestOptions } from '../client';

/** The part of the Stytch client the guard needs: its session. */
export interface GuardedSession {
  getSync(): unknown;
  revoke(options?: { forceClear?: boolean }): Promise<unknown>;
}

/**
 * Logins given up on, then carried out. The Stytch client cannot cancel a request: a login the
 * widget gave up on (its request timeout, the user going back, the widget unmounted) may still
 * reach the server, and when its answer arrives the client keeps the session it brings. The page
 * would then be signed in while the widget says the sign-in failed, or shows nothing at all.
 *
 * `login` runs one login call (anything that answers with a session) and undoes such a late
 * session by revoking it, unless it cannot be told apart from one the user wants:
 * - the page had a session before the call began (a signed-in user's passkey registration, an
 *   attest): the late answer only renewed that session;
 * - another login succeeded after the call began, or one is still under way (decided when it
 *   ends): the user got in another way, and the client now holds that session or its successor.
 */
export function createLoginGuard(session: Partial<GuardedSession> | undefined) {
  let inFlight = 0;
  let taken = 0;
  let waiting: Array<() => void> = [];
  const settled = () => {
    inFlight -= 1;
    if (inFlight > 0) return;
    const wake = waiting;
    waiting = [];
    for (const resume of wake) resume();
  };
  const othersDone = () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resume) => waiting.push(resume)));

  async function undo(takenBefore: number): Promise<void> {
    await othersDone();
    if (taken !== takenBefore || !session?.getSync?.() || !session.revoke) return;
    // forceClear: the page forgets the session even if the revoke itself does not get through.
    await session.revoke({ forceClear: true }).catch(() => undefined);
  }

  /** Runs `run` (a login through the client), watching for an answer that comes after the flow gave up on it. */
  return function login<T>(options: RequestOptions | undefined, run: () => Promise<T>): () => Promise<T> {
    return () => {
      const signal = options?.signal;
      // A client whose session cannot be read is never undone (as if it had one).
      const hadSession = typeof session?.getSync === 'function' ? Boolean(session.getSync()) : true;
      const takenBefore = taken;
      inFlight += 1;
      const answer = Promise.resolve().then(run);
      answer.then(
        () => {
          settled();
          if (!signal?.aborted) taken += 1;
          else if (!hadSession) void undo(takenBefore);
        },
        settled,
      );
      return answer;
    };
  };
}
