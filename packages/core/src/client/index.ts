export type * from './auth-client';
export { DEFAULT_BOOTSTRAP } from './default-bootstrap';
export {
  SERVER_ERROR_TYPES,
  LOCAL_ERROR_TYPES,
  CONFIGURATION_ERROR_TYPES,
  createAuthError,
  isAuthError,
  toAuthError,
  type AuthError,
  type KnownErrorType,
  type LocalErrorType,
  type ServerErrorType,
} from './auth-error';
