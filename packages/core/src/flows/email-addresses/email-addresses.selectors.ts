import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import { signInAddress, signInMethodCount } from '../shared/account-section';
import { changeChildState, type FieldErrors } from '../shared/account-view';
import type { emailAddressesMachine } from './email-addresses.machine';

/**
 * The section's state: the list (`list`), a removal being confirmed or made, an addition (the
 * address typed, its code being sent, the code awaited: `codeRef` for the passcode screen), a
 * step-up a change needs first (`stepUpRef`), the list read again after a change, or the user's
 * absence, or a load that failed.
 */
export type EmailAddressesStatus =
  | 'loading'
  | 'noUser'
  | 'loadFailed'
  | 'list'
  | 'confirmingRemoval'
  | 'removing'
  | 'enteringAddress'
  | 'sendingCode'
  | 'awaitingCode'
  | 'steppingUp'
  | 'refreshing';

export interface EmailRow {
  emailId: string;
  email: string;
  verified: boolean;
  /** The address the user signs in with (`signInAddress`: this session's, else the first verified). */
  signsIn: boolean;
  /** It may be removed: not the user's last way to sign in (Stytch keeps one). */
  canRemove: boolean;
}

export interface EmailAddressesView {
  status: EmailAddressesStatus;
  isPending: boolean;
  emails: EmailRow[];
  /** The address being added, as typed ('' when not adding). */
  newEmail: string;
  /** Errors by field: `email`, the new address's (its format, `duplicate_email`, the server's refusal). */
  fieldErrors: FieldErrors<'email'>;
  /** The row whose removal is being confirmed or made. */
  removing: EmailRow | null;
  /** A failure that is no field's (a removal refused, the network). */
  error: AuthError | null;
  /** The last change made, for the announcement: `added` or `removed`. */
  done: 'added' | 'removed' | null;
  stepUpKind: 'totp' | 'sms' | 'email' | null;
}

export function selectEmailAddressesStatus(snapshot: SnapshotFrom<typeof emailAddressesMachine>): EmailAddressesStatus {
  if (changeChildState(snapshot.children.change).steppingUp) return 'steppingUp';
  if (snapshot.matches('starting') || snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('noUser')) return 'noUser';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches('confirmingRemoval')) return 'confirmingRemoval';
  if (snapshot.matches('removing')) return 'removing';
  if (snapshot.matches({ adding: 'entering' })) return 'enteringAddress';
  if (snapshot.matches({ adding: 'sending' })) return 'sendingCode';
  if (snapshot.matches({ adding: 'verifying' })) return 'awaitingCode';
  if (snapshot.matches('refreshing')) return 'refreshing';
  return 'list';
}

export function selectEmailAddressesView(snapshot: SnapshotFrom<typeof emailAddressesMachine>): EmailAddressesView {
  const { context } = snapshot;
  const account = context.account;
  const signIn = account ? signInAddress(account) : null;
  const removable = account ? signInMethodCount(account.user) > 1 : false;
  const emails: EmailRow[] = (account?.user.emails ?? []).map((entry) => ({
    emailId: entry.emailId,
    email: entry.email,
    verified: entry.verified,
    signsIn: entry.emailId === signIn?.emailId,
    canRemove: removable,
  }));
  const change = changeChildState(snapshot.children.change);
  return {
    status: selectEmailAddressesStatus(snapshot),
    isPending: snapshot.hasTag('pending') && !change.steppingUp,
    emails,
    newEmail: context.adding?.email ?? '',
    fieldErrors: context.fieldError ? { email: context.fieldError } : {},
    removing: emails.find((row) => row.emailId === context.removing) ?? null,
    error: context.error,
    done: context.done,
    stepUpKind: change.stepUpKind,
  };
}
