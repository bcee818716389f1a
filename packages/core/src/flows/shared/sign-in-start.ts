/**
 * A record this tab keeps when it starts a social sign-in or One Tap: the redirect that comes
 * back to this tab within {@link SIGN_IN_START_MINUTES} minutes is its own, and spends its token
 * in one step even on a project without PKCE for OAuth (whose code verifier would show the same).
 * `sessionStorage`: one tab's, gone with it; read once.
 */
export const SIGN_IN_START_KEY = 'portico:sign-in-started';
export const SIGN_IN_START_MINUTES = 10;

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** This tab starts an OAuth or One Tap sign-in now. */
export function recordSignInStart(now: number = Date.now()): void {
  try {
    tabStorage()?.setItem(SIGN_IN_START_KEY, String(now));
  } catch {
    // Storage denied: the redirect asks before it spends its token.
  }
}

/** Whether this tab started a sign-in in the last ten minutes; the record is used up either way. */
export function takeSignInStart(now: number = Date.now()): boolean {
  try {
    const storage = tabStorage();
    const kept = storage?.getItem(SIGN_IN_START_KEY);
    if (kept === null || kept === undefined) return false;
    storage?.removeItem(SIGN_IN_START_KEY);
    const startedAt = Number(kept);
    return Number.isFinite(startedAt) && startedAt <= now && now - startedAt < SIGN_IN_START_MINUTES * 60_000;
  } catch {
    return false;
  }
}
