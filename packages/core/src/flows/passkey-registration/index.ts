export { createPasskeyRegistrationLogic, createRegisterPasskeyActor } from './passkey-registration.actors';
export {
  passkeyRegistrationError,
  passkeyRegistrationMachine,
  type PasskeyRegistrationContext,
  type PasskeyRegistrationEvent,
  type PasskeyRegistrationInput,
  type PasskeyRegistrationOutput,
} from './passkey-registration.machine';
export { selectPasskeyRegistrationView, type PasskeyRegistrationView } from './passkey-registration.selectors';
