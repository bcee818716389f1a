export { createPasskeyRegistrationStartLogic, createPrepareStepUpActor, createRegisterPasskeyActor } from './passkey-registration-start.actors';
export {
  passkeyRegistrationError,
  passkeyRegistrationStartMachine,
  type PasskeyRegistrationStartContext,
  type PasskeyRegistrationStartEvent,
  type PasskeyRegistrationStartInput,
  type PasskeyRegistrationStartOutput,
  type PasskeyStepUpAccount,
  type PasskeyStepUpOptions,
  type PasskeyStepUpRequest,
  type PreparedPasskeyStepUp,
} from './passkey-registration-start.machine';
export { selectPasskeyRegistrationStartView, type PasskeyRegistrationStartView } from './passkey-registration-start.selectors';
/** Deprecated names, removed in 0.3 (CHANGELOG.md). */
export {
  createPasskeyRegistrationLogic,
} from './passkey-registration-start.actors';
/** Deprecated names, removed in 0.3 (CHANGELOG.md). */
export {
  passkeyRegistrationMachine,
  type PasskeyRegistrationContext,
  type PasskeyRegistrationEvent,
  type PasskeyRegistrationInput,
  type PasskeyRegistrationOutput,
} from './passkey-registration-start.machine';
/** Deprecated names, removed in 0.3 (CHANGELOG.md). */
export {
  selectPasskeyRegistrationView,
  type PasskeyRegistrationView,
} from './passkey-registration-start.selectors';
