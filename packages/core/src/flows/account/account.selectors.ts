import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import { summarizeAccount, type AccountSummary } from '../shared/account-summary';
import { accountSections, type accountMachine } from './account.machine';
import type { AccountSection } from './account.types';

// The summary of the signed-in user lives in flows/shared (the user button reads it without the account's machines).
export { summarizeAccount, type AccountSummary };

export type AccountStatus = 'loading' | 'noUser' | 'loadFailed' | 'ready' | 'signedOut';

export interface AccountView {
  status: AccountStatus;
  isPending: boolean;
  user: AccountSummary | null;
  /** The sections to show, in order (devices and delete-account only with a backend). */
  sections: AccountSection[];
  hasBackend: boolean;
  error: AuthError | null;
  /** How it ended once `signedOut`: the account deleted, or this device signed out. */
  ended: 'deleted' | 'signedOut' | null;
}

export function selectAccountView(snapshot: SnapshotFrom<typeof accountMachine>): AccountView {
  const { context } = snapshot;
  const hasBackend = context.input.hasBackend === true;
  const status: AccountStatus = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('noUser')
      ? 'noUser'
      : snapshot.matches('loadFailed')
        ? 'loadFailed'
        : snapshot.matches('signedOut')
          ? 'signedOut'
          : 'ready';
  return {
    status,
    isPending: snapshot.hasTag('pending'),
    user: context.account ? summarizeAccount(context.account) : null,
    sections: status === 'ready' ? accountSections(hasBackend) : [],
    hasBackend,
    error: context.error,
    ended: context.ended,
  };
}
