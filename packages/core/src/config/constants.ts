/**
 * Business constants and limits of spec §9, in one place. Durations are milliseconds unless the
 * name says minutes.
 */

export const OTP_EXPIRATION_MINUTES = 5;
export const MAGIC_LINK_EXPIRATION_MINUTES = 30;
export const SESSION_DURATION_MINUTES = 30;
export const SESSION_ATTEST_DURATION_MINUTES = 60;

export const PASSCODE_LENGTH = 6;
export const DEFAULT_COUNTRY = 'US';
export const DEFAULT_CALLING_CODE = '1';
/** While typing, national-format reformatting gives up after this long (the raw text stays). */
export const PHONE_REFORMAT_TIMEOUT_MS = 10_000;
/** The submit-time phone parse falls back to calling code + digits after this long. */
export const PHONE_PARSE_TIMEOUT_MS = 2_000;

/** How long the resend control shows 'Code sent'. */
export const CODE_SENT_DURATION_MS = 2_000;
export const COUNTDOWN_TICK_MS = 1_000;

/** Passkey autofill (conditional mediation) is tried at most this many times before it gives up. */
export const PASSKEY_AUTOFILL_RETRIES = 5;
/**
 * Not in the spec: the request timeout of a passkey ceremony, which includes the user's time in
 * the browser's prompt (that prompt has its own WebAuthn timeout, usually 1–5 minutes).
 */
export const PASSKEY_CEREMONY_TIMEOUT_MS = 300_000;
/** Social + wallet buttons share this many slots. */
export const SOCIAL_AND_WALLET_SLOTS = 6;
export const VERIFYING_PROGRESS_MS = 10_000;

export const LOGO_MAX_HEIGHT_PX = 50;
export const LOGO_MAX_WIDTH_PX = 100;
export const PASSCODE_INPUT_MAX_WIDTH_PX = 316;
export const CONTAINER_WIDTH_PX = 400;
export const CONTAINER_RADIUS_PX = 8;
export const BUTTON_HEIGHT_PX = 45;
export const ONE_TAP_HEIGHT_PX = 47;
/** The embedded One Tap area follows its content's height, debounced by this much. */
export const ONE_TAP_RESIZE_DEBOUNCE_MS = 100;
export const PASSWORD_METER_SEGMENTS = 4;
/** Not in the spec: the strength check waits for this pause in typing before asking the server. */
export const PASSWORD_STRENGTH_DEBOUNCE_MS = 250;

export const TOAST_LIMIT = 20;
export const TOAST_GUTTER_PX = 8;
export const TOAST_DURATION_MS = {
  success: 2_000,
  error: 4_000,
  blank: 4_000,
  loading: Number.POSITIVE_INFINITY,
} as const;

export const DATA_CACHE = {
  retryIntervalMs: 5_000,
  slowRetryIntervalMs: 10_000,
  dedupIntervalMs: 2_000,
  focusThrottleMs: 5_000,
} as const;

export const DEFAULT_IDP_SCOPES = ['openid', 'email', 'profile'] as const;
export const DEFAULT_WALLET_TYPES = ['ethereum', 'solana'] as const;
export const SESSION_REFRESH_INTERVAL_MS = 3 * 60_000;
export const INTERMEDIATE_SESSION_COOKIE_MINUTES = 10;

/**
 * Not in the spec: a request that has not answered after this long is abandoned with a
 * `request_timeout` error, so no spinner runs forever (the Stytch SDK has no timeouts).
 */
export const REQUEST_TIMEOUT_MS = 30_000;
