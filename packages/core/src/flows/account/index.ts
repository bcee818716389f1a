export { createAccountActors, type AccountActorOptions } from './account.actors';
export { accountMachine, accountSections } from './account.machine';
export { selectAccountView, summarizeAccount, type AccountStatus, type AccountSummary, type AccountView } from './account.selectors';
export type { AccountContext, AccountEvent, AccountInput, AccountOutput, AccountSection } from './account.types';
