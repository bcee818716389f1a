export { createPasskeyRegistrationLogic, createPrepareStepUpActor, createRegisterPasskeyActor } from './passkey-registration.actors';
export {
  passkeyRegistrationError,
  passkeyRegistrationMachine,
  type PasskeyRegistrationContext,
  type PasskeyRegistrationEvent,
  type PasskeyRegistrationInput,
  type PasskeyRegistrationOutput,
  type PasskeyStepUpAccount,
  type PasskeyStepUpOptions,
  type PasskeyStepUpRequest,
  type PreparedPasskeyStepUp,
} from './passkey-registration.machine';
export { selectPasskeyRegistrationView, type PasskeyRegistrationView } from './passkey-registration.selectors';
