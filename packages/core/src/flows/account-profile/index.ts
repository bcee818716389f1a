export { createAccountProfileActors } from './account-profile.actors';
export { accountProfileMachine, nameOf } from './account-profile.machine';
export { selectAccountProfileView, type AccountProfileStatus, type AccountProfileView } from './account-profile.selectors';
export type { AccountProfileContext, AccountProfileEvent, AccountProfileInput, NameFields } from './account-profile.types';
