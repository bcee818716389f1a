import type { AuthError } from '../../client';
import type { AccountSectionInput, AccountState, AccountUpdateEvent } from '../shared/account-section';

export type AccountProfileInput = AccountSectionInput;

/** The name as the form holds it (what the user typed, kept after a failure). */
export interface NameFields {
  firstName: string;
  lastName: string;
}

export interface AccountProfileContext {
  account: AccountState | null;
  sessionDurationMinutes: number;
  otpExpirationMinutes: number;
  locale?: string;
  form: NameFields;
  error: AuthError | null;
  /** The last change made (for the announcement): `saved`. */
  done: 'saved' | null;
  /** Bumped each time this section changed the account (the root passes it to the others). */
  revision: number;
}

export type AccountProfileEvent =
  | { type: 'name.change'; firstName?: string; lastName?: string }
  | { type: 'name.submit' }
  /** Back to the saved name (the form's Cancel). */
  | { type: 'name.reset' }
  /** Leaves a step-up: nothing is saved, the form keeps what was typed. */
  | { type: 'change.cancel' }
  | { type: 'request.retry' }
  | AccountUpdateEvent;
