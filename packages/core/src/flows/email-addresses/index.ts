export { createEmailAddressesActors } from './email-addresses.actors';
export { emailAddressesMachine, emailFieldError } from './email-addresses.machine';
export { selectEmailAddressesStatus, selectEmailAddressesView, type EmailAddressesStatus, type EmailAddressesView, type EmailRow } from './email-addresses.selectors';
export type { EmailAddressesContext, EmailAddressesEvent, EmailAddressesInput, EmailChange } from './email-addresses.types';
