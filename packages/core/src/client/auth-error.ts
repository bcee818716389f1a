
/**
 * Every failure reaches a machine as an `AuthError`: a code, never English. `type` is the
 * server's `error_type` (spec §8) or one of the local codes below; `message` is the server's own
 * text, shown only for types the message catalog does not know.
 */
export interface AuthError {
  /** A `KnownErrorType`, or any other `error_type` the server sends (shown with its own message). */
  readonly type: KnownErrorType | (string & {});
  readonly message?: string;
  readonly status?: number;
  readonly requestId?: string;
}

/**
 * Server error types whose words load with the widget (spec §8's, and Portico's for Stytch's types
 * noted below), or with their screens (the second factors'). Every other consumer type Stytch can
 * answer is read through consumer-errors.ts.
 */
export const SERVER_ERROR_TYPES = [
  'invalid_email',
  'invalid_phone_number',
  'unsubscribed_phone_number',
  'inactive_email',
  'unauthorized_credentials',
  'user_unauthenticated',
  'email_not_found',
  'unable_to_auth_magic_link',
  'no_user_password',
  'breached_password',
  'reset_password',
  'oauth_token_not_found',
  'invalid_code',
  'member_password_not_found',
  'oauth_flow_callback_error',
  'unauthorized_action',
  'user_lock_limit_reached',
  'invalid_session_token',
  'session_not_found',
  'invalid_phone_number_country_code',
  'otp_code_not_found',
  /** HTTP 401: a passcode already used or expired (Stytch's type; spec §8 has no message for it: Portico's copy). */
  'unable_to_auth_otp_code',
  'duplicate_member_phone_number',
  'webauthn_registration_not_found',
  /** HTTP 429: the project's rate limit (Stytch's own error_type; spec §8 has no message for it: Portico's copy). */
  'too_many_requests',
  /**
   * HTTP 401 on enrolling or deleting a factor with a single-factor session once the user could
   * complete MFA (Stytch's own error_type; Portico's copy).
   */
  'insufficient_factors',
  /**
   * HTTP 400 on a magic link, reset link or OAuth token opened in another browser than the one
   * that asked for it, with the project's PKCE setting on (Stytch's own error_types; Portico's copy).
   */
  'pkce_expected_code_verifier',
  'pkce_mismatch',
  /**
   * HTTP 401: the product is not enabled for the frontend SDK in the Stytch dashboard; HTTP 403:
   * this site's domain is not authorised for the SDK. Configuration errors: the user gets a calm
   * message, the developer an explanation in the console (client/configuration-error.ts) and `onError`.
   */
  'endpoint_not_authorized_for_sdk',
  'bad_domain_for_stytch_sdk',
  /** Second factors: Stytch's TOTP, recovery-code and SMS types (their words load with the MFA screens). */
  'unable_to_authenticate_totp',
  'invalid_totp_code',
  'totp_code_already_authenticated',
  'recovery_code_used_as_totp_code',
  'totp_code_used_as_recovery_code',
  'unable_to_authenticate_recovery_code',
  'invalid_recovery_code',
  'active_totp_exists',
  'totp_not_found',
  'expired_totp',
  'duplicate_phone_number',
] as const;

/**
 * Stytch types a consumer flow meets more rarely, with words of their own that load after the
 * first render with the table of every other consumer type (consumer-errors.ts, where each is
 * read `own`).
 */
export const RARE_ERROR_TYPES = [
  'too_many_unverified_factors',
  'email_not_in_allowlist',
  'downstream_carrier_error',
  'weak_password',
  'cannot_reset_password_with_existing_password',
  'duplicate_phone_number_for_user',
  'weak_factor_combination',
  'user_not_found',
  'stale_factors',
  'cannot_delete_last_primary_factor',
  'ad_blocker_detected',
  'captcha_failed',
  'unable_to_auth_password_reset_token',
] as const;

/**
 * Server answers that mean the project is set up wrong, not that the user did anything wrong: the
 * developer's explanation loads when one happens (client/configuration-error.ts).
 */
export const CONFIGURATION_ERROR_TYPES: readonly string[] = ['endpoint_not_authorized_for_sdk', 'bad_domain_for_stytch_sdk'];

/** Codes Portico produces itself, before or instead of a server answer. */
export const LOCAL_ERROR_TYPES = [
  /** The request never reached the server (offline, refused, CORS). */
  'network_unreachable',
  /** The server did not answer within the flow's request timeout. */
  'request_timeout',
  /** The server answered something that is not the protocol (bad JSON, missing fields). */
  'invalid_response',
  /** An email field was left empty. */
  'email_required',
  /** An email field does not look like an address (checked before sending). */
  'invalid_email_format',
  /** A phone field was left empty. */
  'phone_required',
  /** The reset-password page was opened without the token of a reset link. */
  'reset_token_missing',
  /** The operation is not available from this AuthClient. */
  'not_supported',
  /** The flow stopped waiting (the user left the screen); never shown, only reported. */
  'aborted',
  /** The user dismissed the browser's passkey prompt, or it timed out (WebAuthn NotAllowedError). */
  'webauthn_cancelled',
  /** The authenticator already holds a passkey for this account (WebAuthn InvalidStateError). */
  'webauthn_credential_exists',
  /** This browser or page cannot use passkeys (no WebAuthn, or not a secure context). */
  'webauthn_unsupported',
  /** A passkey login failed for a reason other than a deleted passkey (spec §8). */
  'passkey_authentication_failed',
  /** A passkey was not created, for a reason other than a duplicate (spec §8). */
  'passkey_registration_failed',
  /** A passkey cannot be renamed to an empty name. */
  'passkey_name_required',
  /** The wallet did not give an address, or the challenge could not be had for it (spec §8). */
  'wallet_connect_failed',
  /** The wallet did not sign the challenge, or the signature was refused (spec §8). */
  'wallet_sign_failed',
  /** The user cancelled the sign-in at the social provider (the redirect came back with `error=access_denied`). */
  'oauth_cancelled',
  /** The redirect page was opened without the token a sign-in sends back (`stytch_token_type`, `token`). */
  'url_token_missing',
  /** The identity-provider page's query string lacks a required parameter (spec §5); `name` says which. */
  'idp_parameter_missing',
  /** The identity-provider consent page was opened without a signed-in session (spec §6). */
  'no_active_session',
  /** Removing the user's last second factor while `mfaOptions.policy` is `required`. */
  'last_second_factor',
  /** Anything else; `message` says what. */
  'unknown_error',
] as const;

export type ServerErrorType = (typeof SERVER_ERROR_TYPES)[number];
export type RareErrorType = (typeof RARE_ERROR_TYPES)[number];
export type LocalErrorType = (typeof LOCAL_ERROR_TYPES)[number];
/** Every code with words of its own in the catalogs; consumer-errors.ts reads every other consumer type as one of these. */
export type KnownErrorType = ServerErrorType | RareErrorType | LocalErrorType;

export function createAuthError(type: AuthError['type'], details: Omit<AuthError, 'type'> = {}): AuthError {
  return { type, ...details };
}

export function isAuthError(value: unknown): value is AuthError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string' &&
    !(value instanceof Error)
  );
}

function readString(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : undefined;
}

function readNumber(value: unknown, key: string): number | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'number' ? field : undefined;
}

/**
 * Normalises anything thrown by a client library, `fetch` or our own code into an AuthError.
 * Recognises API errors by shape (`error_type` + `status_code`), so it needs no SDK import.
 */
export function toAuthError(error: unknown): AuthError {
  if (isAuthError(error)) return error;

  const errorType = readString(error, 'error_type');
  if (errorType) {
    const message = readString(error, 'error_message');
    const status = readNumber(error, 'status_code');
    const requestId = readString(error, 'request_id');
    return {
      type: errorType,
      ...(message !== undefined && { message }),
      ...(status !== undefined && { status }),
      ...(requestId !== undefined && { requestId }),
    };
  }

  const name = readString(error, 'name');
  const message = readString(error, 'message');
  if (name === 'AbortError') return { type: 'aborted' };
  // WebAuthn ceremonies reject with DOMExceptions (the Stytch SDK passes them through).
  if (name === 'NotAllowedError') return { type: 'webauthn_cancelled', ...(message !== undefined && { message }) };
  if (name === 'InvalidStateError') return { type: 'webauthn_credential_exists', ...(message !== undefined && { message }) };
  if (name === 'NotSupportedError' || name === 'SecurityError') {
    return { type: 'webauthn_unsupported', ...(message !== undefined && { message }) };
  }
  if (name === 'TimeoutError') return { type: 'request_timeout' };
  if (name === 'StytchAPIUnreachableError' || name === 'SDKAPIUnreachableError') {
    return /invalid|no response/i.test(message ?? '')
      ? { type: 'invalid_response', ...(message !== undefined && { message }) }
      : { type: 'network_unreachable', ...(message !== undefined && { message }) };
  }
  if (error instanceof TypeError && /fetch|network|load failed/i.test(message ?? '')) {
    return { type: 'network_unreachable', ...(message !== undefined && { message }) };
  }
  return { type: 'unknown_error', ...(message !== undefined && { message }) };
}
