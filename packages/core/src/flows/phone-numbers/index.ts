export { createPhoneNumbersActors, type PhoneNumbersActorOptions } from './phone-numbers.actors';
export { phoneNumbersMachine } from './phone-numbers.machine';
export { selectPhoneNumbersStatus, selectPhoneNumbersView, type PhoneNumbersStatus, type PhoneNumbersView, type PhoneRow } from './phone-numbers.selectors';
export type { PhoneChange, PhoneNumbersContext, PhoneNumbersEvent, PhoneNumbersInput } from './phone-numbers.types';
