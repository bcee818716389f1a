export { createPasskeyRegistrationSuccessActors } from './passkey-registration-success.actors';
export { passkeyRegistrationSuccessMachine } from './passkey-registration-success.machine';
export {
  selectPasskeyRegistrationSuccessStatus,
  selectPasskeyRegistrationSuccessView,
  type PasskeyRegistrationSuccessStatus,
  type PasskeyRegistrationSuccessView,
} from './passkey-registration-success.selectors';
export type { Passkey, PasskeyRegistrationSuccessContext, PasskeyRegistrationSuccessEvent, PasskeyRegistrationSuccessInput, PasskeyRow } from './passkey-registration-success.types';
/** Deprecated names, removed in 0.3 (CHANGELOG.md). */
export {
  createPasskeyManagerActors,
} from './passkey-registration-success.actors';
/** Deprecated names, removed in 0.3 (CHANGELOG.md). */
export {
  passkeyManagerMachine,
} from './passkey-registration-success.machine';
/** Deprecated names, removed in 0.3 (CHANGELOG.md). */
export {
  selectPasskeyManagerStatus,
  selectPasskeyManagerView,
  type PasskeyManagerStatus,
  type PasskeyManagerView,
} from './passkey-registration-success.selectors';
/** Deprecated names, removed in 0.3 (CHANGELOG.md). */
export {
  type PasskeyManagerContext,
  type PasskeyManagerEvent,
  type PasskeyManagerInput,
} from './passkey-registration-success.types';
