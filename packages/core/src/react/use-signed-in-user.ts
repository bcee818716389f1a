import { useCallback, useEffect, useRef, useState } from 'react';
import { createAuthError, toAuthError, type AuthError, type AuthUser } from '../client';
import { REQUEST_TIMEOUT_MS } from '../config/constants';
import { summarizeAccount, type AccountSummary } from '../flows/shared/account-summary';
import { useAuthClient } from './auth-client-provider';

export interface UseSignedInUserOptions {
  /** Called once `signOut()` has ended the session (Stytch's `session.revoke`). */
  onSignedOut?: () => void;
  /** How long the sign-out may take before it fails with `request_timeout` (default 30 s). */
  requestTimeoutMs?: number;
}

/**
 * `loading`: the client has not answered yet (always so on the server and while hydrating: the
 * user is the browser's); `signedOut`: nobody is signed in; `signedIn`: `user` is there.
 */
export type SignedInUserStatus = 'loading' | 'signedOut' | 'signedIn';

export interface UseSignedInUserResult {
  status: SignedInUserStatus;
  /** Who is signed in (name, email, initials, picture), as the account's header shows them. */
  user: AccountSummary | null;
  /** While `signOut()` waits for the server. */
  isSigningOut: boolean;
  /** Why the last sign-out failed (the user is still signed in), until the next one. */
  error: AuthError | null;
  /** Ends this device's session (`session.revoke`); then `onSignedOut`. */
  signOut(): void;
}

/**
 * The signed-in user, as the page's client holds it (no request: the client's cached user and
 * its changes, `user.subscribe`), and signing out: what a header's user button needs. A login or
 * a sign-out anywhere on the page, and a change to the user (a name edited in the account), reach
 * it at once. Its first render is `loading`, on the server and in the browser alike.
 */
export function useSignedInUser(options: UseSignedInUserOptions = {}): UseSignedInUserResult {
  const client = useAuthClient('useSignedInUser');
  // `loading` until the client answers (at once, once its adapter is there): the same first render
  // on the server, while hydrating and in the browser.
  const [state, setState] = useState<{ status: SignedInUserStatus; user: AccountSummary | null }>({ status: 'loading', user: null });
  const [isSigningOut, setSigningOut] = useState(false);
  const [error, setError] = useState<AuthError | null>(null);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    /** Each change's answer, in order: a later change wins over an earlier one still reading the factors. */
    let changes = 0;
    const apply = (user: AuthUser | null) => {
      const change = (changes += 1);
      if (!user) {
        setState({ status: 'signedOut', user: null });
        return;
      }
      // The session's factors pick the address it proved (the one the user signs in with).
      void client.session.factors().then(
        (factors) => active && change === changes && setState({ status: 'signedIn', user: summarizeAccount({ user, factors }) }),
        () => active && change === changes && setState({ status: 'signedIn', user: summarizeAccount({ user }) }),
      );
    };
    client.user.subscribe(apply).then(
      (unsubscribe) => {
        if (active) stop = unsubscribe;
        else unsubscribe();
      },
      // The client could not be reached (its code failed to load): nobody is shown as signed in.
      () => active && setState({ status: 'signedOut', user: null }),
    );
    return () => {
      active = false;
      stop?.();
    };
  }, [client]);

  const pending = useRef(false);
  const signOut = useCallback(() => {
    if (pending.current) return;
    pending.current = true;
    setSigningOut(true);
    setError(null);
    const controller = new AbortController();
    const timeoutMs = latest.current.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(createAuthError('request_timeout'));
      }, timeoutMs);
    });
    Promise.race([client.session.revoke(undefined, { signal: controller.signal }), timedOut])
      .then(
        () => {
          pending.current = false;
          setSigningOut(false);
          latest.current.onSignedOut?.();
        },
        (caught: unknown) => {
          pending.current = false;
          setSigningOut(false);
          setError(toAuthError(caught));
        },
      )
      .finally(() => clearTimeout(timer));
  }, [client]);

  return { ...state, isSigningOut, error, signOut };
}
