import type { SessionRecord, Store } from '../store';
import { callerToken, liveCallerSession, userUnauthenticated } from './sessions';

/**
 * The caller's live session (from the session token in `Authorization`), or 401
 * `user_unauthenticated` for calls that need a logged-in user.
 */
export async function requireCallerSession(
  store: Store,
  sessionToken: string | null,
  now: number,
): Promise<{ session: SessionRecord; token: string }> {
  const current = liveCallerSession(store, await callerToken(sessionToken), now);
  if (!current) throw userUnauthenticated();
  return current;
}
