/**
 * Every failure reaches a machine as an `AuthError`: a code, never English. `type` is the
 * server's `error_type` (spec §8) or one of the local codes below; `message` is the server's own
 * text, shown only for types the message catalog does not know.
 */
export interface AuthError {
  readonly type: string;
  readonly message?: string;
  readonly status?: number;
  readonly requestId?: string;
}

/** Server error types the spec gives a message for (spec §8). */
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
  'duplicate_member_phone_number',
  'webauthn_registration_not_found',
] as const;

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
  /** Anything else; `message` says what. */
  'unknown_error',
] as const;

export type ServerErrorType = (typeof SERVER_ERROR_TYPES)[number];
export type LocalErrorType = (typeof LOCAL_ERROR_TYPES)[number];
export type KnownErrorType = ServerErrorType | LocalErrorType;

export function createAuthError(type: string, details: Omit<AuthError, 'type'> = {}): AuthError {
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
