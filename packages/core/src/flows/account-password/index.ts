export { createAccountPasswordActors } from './account-password.actors';
export { accountPasswordMachine, hasPassword, passwordEmailOf, passwordMethodOf } from './account-password.machine';
export { selectAccountPasswordView, type AccountPasswordStatus, type AccountPasswordView } from './account-password.selectors';
export type { AccountPasswordContext, AccountPasswordEvent, AccountPasswordInput, PasswordChange, PasswordMethod } from './account-password.types';
