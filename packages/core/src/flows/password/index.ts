export { createPasswordActors } from './password.actors';
export { passwordMachine } from './password.machine';
export { selectPasswordView, type PasswordStatus, type PasswordView } from './password.selectors';
export type {
  PasswordContext,
  PasswordErrorSource,
  PasswordEvent,
  PasswordInput,
  PasswordOutput,
  PasswordSubmission,
  ResetReason,
} from './password.types';
