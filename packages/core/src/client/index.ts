export type * from './auth-client';
export { DEFAULT_BOOTSTRAP } from './default-bootstrap';
export { browserSupportsWebAuthn } from './webauthn-browser';
export { webauthnUnsupported } from './webauthn-support';
export { oneTapModeOf } from './one-tap-mode';
export { afterPaint } from './after-paint';
export {
  SERVER_ERROR_TYPES,
  LOCAL_ERROR_TYPES,
  CONFIGURATION_ERROR_TYPES,
  RARE_ERROR_TYPES,
  createAuthError,
  isAuthError,
  toAuthError,
  type AuthError,
  type KnownErrorType,
  type LocalErrorType,
  type RareErrorType,
  type ServerErrorType,
} from './auth-error';
export { loadErrorReadings } from './error-readings';
export type { ConsumerErrorType, ErrorReading } from './consumer-errors';
export {
  ACCOUNT_REQUEST_HEADER,
  createAccountBackend,
  type AccountBackend,
  type AccountBackendRequest,
  type AccountSession,
  type CreateAccountBackendOptions,
} from './account-backend';
