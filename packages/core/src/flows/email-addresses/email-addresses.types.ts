import type { AuthError } from '../../client';
import type { AccountSectionInput, AccountState, AccountUpdateEvent } from '../shared/account-section';

export type EmailAddressesInput = AccountSectionInput;

export interface EmailAddressesContext {
  account: AccountState | null;
  sessionDurationMinutes: number;
  otpExpirationMinutes: number;
  locale?: string;
  /** The address being added, as typed (kept after a failure), and the code's method once sent. */
  adding: { email: string; methodId: string | null } | null;
  /** The address whose removal is being confirmed or made. */
  removing: string | null;
  /** The new address's field error (its format, or the server's refusal of it). */
  fieldError: AuthError | null;
  error: AuthError | null;
  done: 'added' | 'removed' | null;
  revision: number;
}

export type EmailAddressesEvent =
  | { type: 'email.add' }
  | { type: 'email.change'; email: string }
  /** Sends a code to the typed address (`otps.email.send`); the code entered adds it. */
  | { type: 'email.submit' }
  /** Back to the address while its code is awaited (to fix a typo). */
  | { type: 'email.edit' }
  | { type: 'email.remove'; emailId: string }
  | { type: 'remove.confirm' }
  /** Leaves an addition, a removal being confirmed, or a step-up. */
  | { type: 'change.cancel' }
  | { type: 'request.retry' }
  | AccountUpdateEvent;

/** A change the section makes through sensitive-change. */
export type EmailChange = { kind: 'send'; email: string; expirationMinutes: number; locale?: string } | { kind: 'remove'; emailId: string };
