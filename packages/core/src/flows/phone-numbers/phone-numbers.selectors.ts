import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import { signInAddress, signInMethodCount } from '../shared/account-section';
import { changeChildState, type FieldErrors } from '../shared/account-view';
import { maskPhoneNumber } from '../shared/step-up-plan';
import type { phoneNumbersMachine } from './phone-numbers.machine';

/** As the email section's: `readingNumber` while the typed number is being read. */
export type PhoneNumbersStatus =
  | 'loading'
  | 'noUser'
  | 'loadFailed'
  | 'list'
  | 'confirmingRemoval'
  | 'removing'
  | 'enteringNumber'
  | 'readingNumber'
  | 'sendingCode'
  | 'awaitingCode'
  | 'steppingUp'
  | 'refreshing';

export interface PhoneRow {
  phoneId: string;
  /** The number in full, E.164 (`+14155550100`): the user's own, shown to them. */
  phoneNumber: string;
  /** Only its last four digits (`•••• 0100`), as the step-up shows a number. */
  masked: string;
  verified: boolean;
  /** This session signed in (or stepped up) with a code texted to it. */
  signsIn: boolean;
  /** Not the user's last way to sign in. */
  canRemove: boolean;
}

export interface PhoneNumbersView {
  status: PhoneNumbersStatus;
  isPending: boolean;
  phoneNumbers: PhoneRow[];
  /** The number being added, E.164, once read ('' before). */
  newPhoneNumber: string;
  /** Errors by field: `phoneNumber` (`phone_required`, `invalid_phone_number`, `duplicate_phone_number_for_user` for one of theirs, `duplicate_phone_number` for another user's, the server's). */
  fieldErrors: FieldErrors<'phoneNumber'>;
  removing: PhoneRow | null;
  error: AuthError | null;
  done: 'added' | 'removed' | null;
  stepUpKind: 'totp' | 'sms' | 'email' | null;
}

export function selectPhoneNumbersStatus(snapshot: SnapshotFrom<typeof phoneNumbersMachine>): PhoneNumbersStatus {
  if (changeChildState(snapshot.children.change).steppingUp) return 'steppingUp';
  if (snapshot.matches('starting') || snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('noUser')) return 'noUser';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches('confirmingRemoval')) return 'confirmingRemoval';
  if (snapshot.matches('removing')) return 'removing';
  if (snapshot.matches({ adding: 'entering' }) || snapshot.matches({ adding: 'checking' })) return 'enteringNumber';
  if (snapshot.matches({ adding: 'reading' })) return 'readingNumber';
  if (snapshot.matches({ adding: 'sending' })) return 'sendingCode';
  if (snapshot.matches({ adding: 'verifying' })) return 'awaitingCode';
  if (snapshot.matches('refreshing')) return 'refreshing';
  return 'list';
}

export function selectPhoneNumbersView(snapshot: SnapshotFrom<typeof phoneNumbersMachine>): PhoneNumbersView {
  const { context } = snapshot;
  const account = context.account;
  const signIn = account ? signInAddress(account) : null;
  const removable = account ? signInMethodCount(account.user) > 1 : false;
  const phoneNumbers: PhoneRow[] = (account?.user.phoneNumbers ?? []).map((entry) => ({
    phoneId: entry.phoneId,
    phoneNumber: entry.phoneNumber,
    masked: maskPhoneNumber(entry.phoneNumber),
    verified: entry.verified,
    signsIn: entry.phoneId === signIn?.phoneId,
    canRemove: removable,
  }));
  const change = changeChildState(snapshot.children.change);
  return {
    status: selectPhoneNumbersStatus(snapshot),
    isPending: snapshot.hasTag('pending') && !change.steppingUp,
    phoneNumbers,
    newPhoneNumber: context.adding?.phoneNumber ?? '',
    fieldErrors: context.fieldError ? { phoneNumber: context.fieldError } : {},
    removing: phoneNumbers.find((row) => row.phoneId === context.removing) ?? null,
    error: context.error,
    done: context.done,
    stepUpKind: change.stepUpKind,
  };
}
