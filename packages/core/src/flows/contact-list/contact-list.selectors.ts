import type { AnyActorRef } from 'xstate';
import type { AuthError } from '../../client';
import { signInAddress, signInMethodCount, type AccountState } from '../shared/account-section';
import { changeChildState } from '../shared/account-view';
import type { ContactListContext } from './contact-list.types';

/** What a contact list's section shows, beside its field's own states (the email's `enteringAddress`, …). */
export type ContactListStatus =
  | 'loading'
  | 'noUser'
  | 'loadFailed'
  | 'list'
  | 'confirmingRemoval'
  | 'removing'
  | 'sendingCode'
  | 'awaitingCode'
  | 'steppingUp'
  | 'refreshing';

/** A section's snapshot as the contact list reads it (any section's machine's). */
interface ContactListSnapshot {
  context: ContactListContext;
  children: { change?: AnyActorRef };
  /** The shared states (`contactListStates`, `addingStates`): any section's machine has them. */
  matches(state: 'starting' | 'loading' | 'noUser' | 'loadFailed' | 'confirmingRemoval' | 'removing' | 'refreshing' | { adding: 'sending' | 'verifying' }): boolean;
  hasTag(tag: 'pending'): boolean;
}

/**
 * The section's status: a step-up a change needs first (`steppingUp`, read from the `change`
 * child), the account loading, nobody signed in, a load that failed, a removal asked or made, the
 * section's field (`field`: its own status while the new contact is typed or read, or null), the
 * first code being sent, the code awaited, the list read again after a change, or the list.
 */
export function selectContactListStatus<TField extends string>(snapshot: ContactListSnapshot, field: () => TField | null): ContactListStatus | TField {
  if (changeChildState(snapshot.children.change).steppingUp) return 'steppingUp';
  if (snapshot.matches('starting') || snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('noUser')) return 'noUser';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches('confirmingRemoval')) return 'confirmingRemoval';
  if (snapshot.matches('removing')) return 'removing';
  const typing = field();
  if (typing !== null) return typing;
  if (snapshot.matches({ adding: 'sending' })) return 'sendingCode';
  if (snapshot.matches({ adding: 'verifying' })) return 'awaitingCode';
  if (snapshot.matches('refreshing')) return 'refreshing';
  return 'list';
}

/** The two things each row of a contact list says of its contact: the one signed in with, and whether it may be removed. */
export interface ContactRowMarks {
  /** The contact the user signs in with (`signInAddress`: this session's, else the first verified email). */
  signsIn: boolean;
  /** Not the user's last way to sign in (Stytch keeps one). */
  canRemove: boolean;
}

/** The rows of the list: each contact of the account (`contacts`) as `row` draws it, with its marks. */
export function contactRows<TEntry, TRow>(
  account: AccountState | null,
  contacts: (user: AccountState['user']) => TEntry[],
  isSignIn: (entry: TEntry, signIn: ReturnType<typeof signInAddress>) => boolean,
  row: (entry: TEntry, marks: ContactRowMarks) => TRow,
): TRow[] {
  if (!account) return [];
  const signIn = signInAddress(account);
  const canRemove = signInMethodCount(account.user) > 1;
  return contacts(account.user).map((entry) => row(entry, { signsIn: isSignIn(entry, signIn), canRemove }));
}

/** What every contact list's view has beside its rows and its field. */
export interface ContactListViewPart<TRow> {
  isPending: boolean;
  /** The row whose removal is being confirmed or made. */
  removing: TRow | null;
  /** A failure that is no field's (a removal refused, the network). */
  error: AuthError | null;
  /** The last change made, for the announcement: `added` or `removed`. */
  done: 'added' | 'removed' | null;
  /** What the step-up asks for while `steppingUp`. */
  stepUpKind: 'totp' | 'sms' | 'email' | null;
}

/** The view's shared part, the row being removed found among `rows` by its id (`idOf`). */
export function selectContactListViewPart<TRow>(snapshot: ContactListSnapshot, rows: TRow[], idOf: (row: TRow) => string): ContactListViewPart<TRow> {
  const change = changeChildState(snapshot.children.change);
  return {
    isPending: snapshot.hasTag('pending') && !change.steppingUp,
    removing: rows.find((row) => idOf(row) === snapshot.context.removing) ?? null,
    error: snapshot.context.error,
    done: snapshot.context.done,
    stepUpKind: change.stepUpKind,
  };
}
