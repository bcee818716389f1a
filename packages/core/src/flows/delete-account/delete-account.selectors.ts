import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import { changeChildState } from '../shared/account-view';
import { confirmationTextOf, confirms, type deleteAccountMachine } from './delete-account.machine';

export type DeleteAccountStatus = 'loading' | 'noUser' | 'loadFailed' | 'confirming' | 'deleting' | 'steppingUp' | 'deleted';

export interface DeleteAccountView {
  status: DeleteAccountStatus;
  isPending: boolean;
  /** What the user must type to confirm (their email address, else phone number, wallet, id). */
  confirmationText: string;
  /** What they typed (kept after a failure). */
  typed: string;
  /** The typed text matches: Delete can be pressed. */
  canDelete: boolean;
  error: AuthError | null;
  stepUpKind: 'totp' | 'sms' | 'email' | null;
}

export function selectDeleteAccountView(snapshot: SnapshotFrom<typeof deleteAccountMachine>): DeleteAccountView {
  const { context } = snapshot;
  const change = changeChildState(snapshot.children.change);
  const confirmationText = confirmationTextOf(context.account);
  const status: DeleteAccountStatus = change.steppingUp
    ? 'steppingUp'
    : snapshot.matches('starting') || snapshot.matches('loading')
      ? 'loading'
      : snapshot.matches('noUser')
        ? 'noUser'
        : snapshot.matches('loadFailed')
          ? 'loadFailed'
          : snapshot.matches('deleting') || snapshot.matches('signingOut')
            ? 'deleting'
            : snapshot.matches('deleted')
              ? 'deleted'
              : 'confirming';
  return {
    status,
    isPending: snapshot.hasTag('pending') && !change.steppingUp,
    confirmationText,
    typed: context.typed,
    canDelete: status === 'confirming' && confirms(context.typed, confirmationText),
    error: context.error,
    stepUpKind: change.stepUpKind,
  };
}
