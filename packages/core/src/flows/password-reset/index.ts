export { createPasswordResetActors } from './password-reset.actors';
export {
  passwordResetMachine,
  type PasswordResetContext,
  type PasswordResetEvent,
  type PasswordResetInput,
} from './password-reset.machine';
export {
  selectPasswordResetView,
  type PasswordResetScreen,
  type PasswordResetStatus,
  type PasswordResetView,
} from './password-reset.selectors';
/** Deprecated names, removed in 0.3 (CHANGELOG.md). */
export {
  createResetPasswordActors,
} from './password-reset.actors';
/** Deprecated names, removed in 0.3 (CHANGELOG.md). */
export {
  resetPasswordMachine,
  type ResetPasswordContext,
  type ResetPasswordEvent,
  type ResetPasswordInput,
} from './password-reset.machine';
/** Deprecated names, removed in 0.3 (CHANGELOG.md). */
export {
  selectResetPasswordView,
  type ResetPasswordScreen,
  type ResetPasswordStatus,
  type ResetPasswordView,
} from './password-reset.selectors';
