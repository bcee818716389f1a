import type { SnapshotFrom } from 'xstate';
import { contactRows, selectContactListStatus, selectContactListViewPart, type ContactListStatus, type ContactListViewPart } from '../contact-list';
import type { FieldErrors } from '../shared/account-view';
import type { emailAddressesMachine } from './email-addresses.machine';

/**
 * The section's state: the list (`list`), a removal being confirmed or made, an addition (the
 * address typed, its code being sent, the code awaited: `codeRef` for the passcode screen), a
 * step-up a change needs first (`stepUpRef`), the list read again after a change, or the user's
 * absence, or a load that failed (a contact list's, `flows/contact-list`, with the address's field).
 */
export type EmailAddressesStatus = ContactListStatus | 'enteringAddress';

export interface EmailRow {
  emailId: string;
  email: string;
  verified: boolean;
  /** The address the user signs in with (`signInAddress`: this session's, else the first verified). */
  signsIn: boolean;
  /** It may be removed: not the user's last way to sign in (Stytch keeps one). */
  canRemove: boolean;
}

export interface EmailAddressesView extends ContactListViewPart<EmailRow> {
  status: EmailAddressesStatus;
  emails: EmailRow[];
  /** The address being added, as typed ('' when not adding). */
  newEmail: string;
  /** Errors by field: `email`, the new address's (its format, `duplicate_email`, the server's refusal). */
  fieldErrors: FieldErrors<'email'>;
}

export function selectEmailAddressesStatus(snapshot: SnapshotFrom<typeof emailAddressesMachine>): EmailAddressesStatus {
  return selectContactListStatus(snapshot, () => (snapshot.matches({ adding: 'entering' }) ? 'enteringAddress' : null));
}

export function selectEmailAddressesView(snapshot: SnapshotFrom<typeof emailAddressesMachine>): EmailAddressesView {
  const { context } = snapshot;
  const emails = contactRows(
    context.account,
    (user) => user.emails,
    (entry, signIn) => entry.emailId === signIn.emailId,
    (entry, marks): EmailRow => ({ emailId: entry.emailId, email: entry.email, verified: entry.verified, ...marks }),
  );
  return {
    status: selectEmailAddressesStatus(snapshot),
    emails,
    newEmail: context.adding?.address ?? '',
    fieldErrors: context.fieldError ? { email: context.fieldError } : {},
    ...selectContactListViewPart(snapshot, emails, (row) => row.emailId),
  };
}
