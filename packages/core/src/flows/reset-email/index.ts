export { createResetEmailActors } from './reset-email.actors';
export {
  resetEmailMachine,
  type ResetEmailContext,
  type ResetEmailEvent,
  type ResetEmailInput,
  type ResetEmailOutput,
} from './reset-email.machine';
export { selectResetEmailView, type ResetEmailView } from './reset-email.selectors';
