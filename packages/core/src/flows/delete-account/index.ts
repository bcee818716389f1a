export { createDeleteAccountActors, type DeleteAccountActorOptions } from './delete-account.actors';
export { confirmationTextOf, confirms, deleteAccountMachine } from './delete-account.machine';
export { selectDeleteAccountView, type DeleteAccountStatus, type DeleteAccountView } from './delete-account.selectors';
export type { DeleteAccountContext, DeleteAccountEvent, DeleteAccountInput, DeleteAccountOutput } from './delete-account.types';
