import type { SnapshotFrom } from 'xstate';
import { contactRows, selectContactListStatus, selectContactListViewPart, type ContactListStatus, type ContactListViewPart } from '../contact-list';
import type { FieldErrors } from '../shared/account-view';
import { maskPhoneNumber } from '../shared/step-up-plan';
import type { phoneNumbersMachine } from './phone-numbers.machine';

/** As the email section's: `enteringNumber` while typed (or checked), `readingNumber` while the typed number is being read. */
export type PhoneNumbersStatus = ContactListStatus | 'enteringNumber' | 'readingNumber';

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

export interface PhoneNumbersView extends ContactListViewPart<PhoneRow> {
  status: PhoneNumbersStatus;
  phoneNumbers: PhoneRow[];
  /** The number being added, E.164, once read ('' before). */
  newPhoneNumber: string;
  /** Errors by field: `phoneNumber` (`phone_required`, `invalid_phone_number`, `duplicate_phone_number_for_user` for one of theirs, `duplicate_phone_number` for another user's, the server's). */
  fieldErrors: FieldErrors<'phoneNumber'>;
}

export function selectPhoneNumbersStatus(snapshot: SnapshotFrom<typeof phoneNumbersMachine>): PhoneNumbersStatus {
  return selectContactListStatus(snapshot, () => {
    if (snapshot.matches({ adding: 'entering' }) || snapshot.matches({ adding: 'checking' })) return 'enteringNumber';
    return snapshot.matches({ adding: 'reading' }) ? 'readingNumber' : null;
  });
}

export function selectPhoneNumbersView(snapshot: SnapshotFrom<typeof phoneNumbersMachine>): PhoneNumbersView {
  const { context } = snapshot;
  const phoneNumbers = contactRows(
    context.account,
    (user) => user.phoneNumbers,
    (entry, signIn) => entry.phoneId === signIn.phoneId,
    (entry, marks): PhoneRow => ({ phoneId: entry.phoneId, phoneNumber: entry.phoneNumber, masked: maskPhoneNumber(entry.phoneNumber), verified: entry.verified, ...marks }),
  );
  return {
    status: selectPhoneNumbersStatus(snapshot),
    phoneNumbers,
    newPhoneNumber: context.adding?.address ?? '',
    fieldErrors: context.fieldError ? { phoneNumber: context.fieldError } : {},
    ...selectContactListViewPart(snapshot, phoneNumbers, (row) => row.phoneId),
  };
}
