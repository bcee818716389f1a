import type { AuthError } from '../../client';
import type { AccountSectionInput, AccountState, AccountUpdateEvent } from '../shared/account-section';

export type DeleteAccountInput = AccountSectionInput;

export interface DeleteAccountContext {
  account: AccountState | null;
  sessionDurationMinutes: number;
  otpExpirationMinutes: number;
  locale?: string;
  /** What the user typed to confirm. */
  typed: string;
  error: AuthError | null;
}

export type DeleteAccountEvent =
  | { type: 'confirmation.change'; text: string }
  /** Deletes the account, once the confirmation typed matches. */
  | { type: 'account.delete' }
  /** Clears what was typed; during a step-up, leaves it (nothing deleted). */
  | { type: 'change.cancel' }
  | { type: 'request.retry' }
  | AccountUpdateEvent;

/** The account is gone and the page signed out. */
export type DeleteAccountOutput = { kind: 'signedOut'; reason: 'deleted' };
