import type { AuthError, AuthUser } from '../../client';
import type { AccountSectionInput, AccountState } from '../shared/account-section';

/**
 * What the account's email-addresses and phone-numbers sections share (issue 40): a list of the
 * user's contacts (addresses or numbers) loaded with the account, one added with a code sent to
 * it, one removed after asking; both changes through sensitive-change.
 */
export interface ContactListContext {
  account: AccountState | null;
  sessionDurationMinutes: number;
  otpExpirationMinutes: number;
  locale?: string;
  /** The contact being added, as typed (kept after a failure), and the code's method once sent. */
  adding: { address: string; methodId: string | null } | null;
  /** The id of the contact whose removal is being confirmed or made. */
  removing: string | null;
  /** The new contact's field error (its format, or the server's refusal of it). */
  fieldError: AuthError | null;
  error: AuthError | null;
  done: 'added' | 'removed' | null;
  /** How many times the list was read again after a change. */
  revision: number;
}

/** What a contact list needs to know of its contacts: one kind per section. */
export interface ContactKind<TChange> {
  /** The section machine's id (`#<id>.ready`). */
  id: string;
  /** Its events: add (the field), edit (back to the field while the code is awaited), remove (asks first). */
  events: { add: string; edit: string; remove: string };
  /** The remove event's id field (`emailId`, `phoneId`). */
  removeIdOf(event: unknown): string;
  /** The user's contacts of this kind, by id. */
  idsOf(user: AuthUser): string[];
  /** How the code goes: `email` (`otps.email.send`) or `sms` (`otps.sms.send`). */
  method: 'email' | 'sms';
  /** Refusals of the new contact itself, shown at its field. */
  fieldErrors: ReadonlySet<string>;
  /** The contact as it is sent and kept (an address trimmed); as typed when not given. */
  normalize?(address: string): string;
  /** The sensitive change that sends the first code to `address` (normalized). */
  sendChange(address: string, context: ContactListContext): TChange;
  /** The sensitive change that removes the contact `id`. */
  removeChange(id: string): TChange;
}

export type ContactListInput = AccountSectionInput;
