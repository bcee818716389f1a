/** Users through the Backend API (`/v1/users/{user_id}`, with the project secret). */
import type { EmulatorContext } from '../context';
import { activeLock } from '../domain/lockout';
import { iso, loadUserJson } from '../domain/views';
import { backendUserNotFound } from './backend-sessions';

/**
 * `GET /v1/users/{user_id}`: the User object as the Backend API gives it, which adds the lock
 * (`is_locked`, and `lock_created_at` / `lock_expires_at` while locked) to what the SDK's
 * `users/me` shows.
 */
export function getUserForBackend(ctx: EmulatorContext, userId: string) {
  if (!ctx.store.users.get(userId)) throw backendUserNotFound();
  const lock = activeLock(ctx.store, userId, ctx.clock.now());
  return {
    ...loadUserJson(ctx.store, userId),
    is_locked: lock !== undefined,
    ...(lock && { lock_created_at: iso(lock.locked_at), lock_expires_at: iso(lock.locked_until) }),
  };
}

/**
 * `DELETE /v1/users/{user_id}`: deletes the user with everything of theirs (`Store.deleteUser`):
 * their sessions end (each browser's next SDK call is refused and the SDK drops its session),
 * and their email addresses and phone numbers are free again (signing in with one starts a new
 * user).
 */
export function deleteUserForBackend(ctx: EmulatorContext, userId: string): void {
  if (!ctx.store.deleteUser(userId)) throw backendUserNotFound();
}
