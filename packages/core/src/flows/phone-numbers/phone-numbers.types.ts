import type { AuthError } from '../../client';
import type { PhoneInputValue } from '../../validation/phone';
import type { AccountSectionInput, AccountState, AccountUpdateEvent } from '../shared/account-section';

export interface PhoneNumbersInput extends AccountSectionInput {
  /** The country the new number's field starts with (ISO 3166 code; default US). */
  regionCode?: string;
}

export interface PhoneNumbersContext {
  account: AccountState | null;
  sessionDurationMinutes: number;
  otpExpirationMinutes: number;
  locale?: string;
  regionCode?: string;
  /** The number being added once read (E.164), and the code's method once sent. */
  adding: { phoneNumber: string; methodId: string | null } | null;
  removing: string | null;
  fieldError: AuthError | null;
  error: AuthError | null;
  done: 'added' | 'removed' | null;
  revision: number;
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
