import { createAuthError, toAuthError, type OneTapProblem, type OneTapRequest, type OneTapResult } from '../client';
import { REQUEST_TIMEOUT_MS } from '../config/constants';
import { oneTapModeOf } from '../client/one-tap-mode';

/** The element Stytch's SDK gives Google for the embedded prompt (`prompt_parent_id`). */
const PARENT_ID = 'google-parent-prompt';
/** How long the embedded prompt waits for the widget to render its place before Google floats it. */
const PARENT_WAIT_MS = 5_000;

/**
 * Resolves once the page has the embedded prompt's element (the widget renders it a moment
 * after One Tap starts, when its chunk arrives), or after `PARENT_WAIT_MS`: Google looks for it
 * once, when prompting (`document.getElementById`), and floats the prompt if it is not there.
 * A widget in a shadow root puts it in the document all the same, as a slotted child of the
 * shadow host (see the UI's `OneTapArea`): it is found, and watched for, in the light DOM; one
 * inside a shadow root is not, as Google would not find it there either.
 */
function parentRendered(): Promise<void> {
  if (typeof document === 'undefined' || document.getElementById(PARENT_ID)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (document.getElementById(PARENT_ID)) done();
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });
    const timer = setTimeout(done, PARENT_WAIT_MS);
  });
}

/**
 * The One Tap provider Stytch's own UI drives (protocol §4.3): the project's Google client from
 * the clientside services, Google's script, then `render` with the configured position. Its
 * public `oauth.googleOneTap.start` only floats, so the widget takes the UI's path instead.
 */
export interface StytchOneTap {
  /**
   * The project's Google client from the clientside services (`oneTapStart`). The provider keeps
   * its promise, so `createOneTapClient` (and the sign-in) reuse the answer of a call made here
   * first; a failed one is kept as well, until `googleConfig` is cleared.
   */
  fetchGoogleStart?(): Promise<unknown>;
  googleConfig?: unknown;
  createOneTapClient(): Promise<
    | { success: true; client: { render(options: object): Promise<{ success: boolean; reason?: string }>; cancel(): void } }
    | { success: false; reason: string }
  >;
  createOnSuccessHandler(options: {
    loginRedirectUrl?: string;
    signupRedirectUrl?: string;
    onSuccess: (redirectUrl: string) => void;
  }): (response: { credential: string }) => Promise<void>;
  redirectOnSuccess(redirectUrl: string): void;
}

/** The reasons Stytch's provider and Google's client give, as spec §4's error states. */
const ONE_TAP_PROBLEMS: Record<string, OneTapProblem> = {
  unregistered_origin: 'origin_not_allowed',
  origin_not_allowed_for_client: 'origin_not_allowed',
  invalid_client: 'invalid_client',
  oauth_config_not_found: 'oauth_config_not_found',
  no_login_redirect_urls_set: 'no_login_redirect_urls',
  no_signup_redirect_urls_set: 'no_signup_redirect_urls',
  default_provider_not_allowed: 'default_provider_not_allowed',
};
const oneTapProblem = (reason: string | undefined): OneTapProblem => ONE_TAP_PROBLEMS[reason ?? ''] ?? 'unavailable';

/** `promise`, or a `request_timeout` once `ms` have passed. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(createAuthError('request_timeout')), ms);
  });
  return Promise.race([promise, timedOut]).finally(() => clearTimeout(timer));
}

/**
 * The start's failure as the widget shows it: one of spec §4's configuration problems when the
 * server named one, else the error itself (its catalog or server message, as for every call).
 * The provider's own `createOneTapClient` keeps only the error's type, so the start is called
 * here first and its error read whole.
 */
async function startFailure(oneTap: StytchOneTap, timeoutMs: number): Promise<Extract<OneTapResult, { shown: false }> | null> {
  if (typeof oneTap.fetchGoogleStart !== 'function') return null;
  try {
    await withTimeout(Promise.resolve(oneTap.fetchGoogleStart()), timeoutMs);
    return null;
  } catch (thrown) {
    // The provider keeps the failed answer: cleared, the next start asks the server again.
    if ('googleConfig' in oneTap) oneTap.googleConfig = undefined;
    const error = toAuthError(thrown);
    const problem = ONE_TAP_PROBLEMS[error.type];
    return problem ? { shown: false, problem } : { shown: false, problem: 'unavailable', error };
  }
}

/**
 * One Tap the way Stytch's prebuilt UI starts it: the project's Google client, then Google's
 * prompt. The start (the server's answer, then Google's script) gets the request timeout; the
 * prompt itself waits on Google and the user.
 */
export async function startOneTap(oneTap: StytchOneTap | undefined, request: OneTapRequest): Promise<OneTapResult> {
  if (!oneTap) return { shown: false, problem: 'unavailable' };
  const timeoutMs = request.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const failed = await startFailure(oneTap, timeoutMs);
  if (failed) return failed;
  let created: Awaited<ReturnType<StytchOneTap['createOneTapClient']>>;
  try {
    created = await withTimeout(oneTap.createOneTapClient(), timeoutMs);
  } catch (thrown) {
    return { shown: false, problem: 'unavailable', error: toAuthError(thrown) };
  }
  if (!created.success) return { shown: false, problem: oneTapProblem(created.reason) };
  const signIn = oneTap.createOnSuccessHandler({
    ...(request.loginRedirectUrl !== undefined && { loginRedirectUrl: request.loginRedirectUrl }),
    ...(request.signupRedirectUrl !== undefined && { signupRedirectUrl: request.signupRedirectUrl }),
    onSuccess: (url) => oneTap.redirectOnSuccess(url),
  });
  const google = created.client;
  if (oneTapModeOf(request.position, 'IdentityCredential' in window) === 'embedded') await parentRendered();
  const rendered = await google.render({
    // Stytch's handler lets a failed sign-in go unhandled; the widget reports it.
    callback: (response: { credential: string }) => {
      request.onCredential?.();
      return signIn(response).catch((error: unknown) => request.onError(toAuthError(error)));
    },
    onOneTapCancelled: () => request.onCancelled(),
    style: { position: request.position },
    cancelOnTapOutside: request.cancelOnTapOutside,
  });
  if (!rendered.success) {
    google.cancel();
    if (rendered.reason === 'user_cancel') request.onCancelled();
    return { shown: false, problem: oneTapProblem(rendered.reason) };
  }
  return { shown: true, cancel: () => google.cancel() };
}
