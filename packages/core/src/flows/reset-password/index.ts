export { createResetPasswordActors } from './reset-password.actors';
export {
  resetPasswordMachine,
  type ResetPasswordContext,
  type ResetPasswordEvent,
  type ResetPasswordInput,
} from './reset-password.machine';
export {
  selectResetPasswordView,
  type ResetPasswordScreen,
  type ResetPasswordStatus,
  type ResetPasswordView,
} from './reset-password.selectors';
