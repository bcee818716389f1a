import type { PhoneInputValue } from '../../validation/phone';
import type { ContactListContext, ContactListInput } from '../contact-list';
import type { AccountUpdateEvent } from '../shared/account-section';

export interface PhoneNumbersInput extends ContactListInput {
  /** The country the new number's field starts with (ISO 3166 code; default US). */
  regionCode?: string;
}

/**
 * The section's context: a contact list's (`flows/contact-list`; `adding.address` is the number
 * being added once read, E.164, with the code's method once sent), and the field's first country.
 */
export interface PhoneNumbersContext extends ContactListContext {
  regionCode?: string;
}

export type PhoneNumbersEvent =
  | { type: 'phone.add' }
  /**
   * Sends a code to the new number: the one given (E.164, for a field of your own), else the one
   * typed in the section's phone field (`phoneInputRef`), read with libphonenumber's rules.
   */
  | { type: 'phone.submit'; phoneNumber?: string }
  /** Back to the number while its code is awaited. */
  | { type: 'phone.edit' }
  | { type: 'phone.remove'; phoneId: string }
  | { type: 'remove.confirm' }
  | { type: 'change.cancel' }
  | { type: 'request.retry' }
  | AccountUpdateEvent;

export type PhoneChange = { kind: 'send'; phoneNumber: string; expirationMinutes: number; locale?: string } | { kind: 'remove'; phoneId: string };

/** What the phone field holds when Add is pressed. */
export type TypedPhone = PhoneInputValue;
