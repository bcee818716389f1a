import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import type { accountSwitchMachine } from './account-switch.machine';

export interface AccountSwitchView {
  /** `asking`; `switching` while the link's session becomes the page's; then `switched` or `stayed`. */
  status: 'asking' | 'switching' | 'switched' | 'stayed' | 'failed';
  /** Who the page is signed in as, and who the link signs in. */
  current: string;
  next: string;
  error: AuthError | null;
}

const STATUSES = ['switching', 'switched', 'stayed', 'failed'] as const;

export const selectAccountSwitchView = (snapshot: SnapshotFrom<typeof accountSwitchMachine>): AccountSwitchView => ({
  status: STATUSES.find((status) => snapshot.matches(status)) ?? (snapshot.matches('staying') ? 'stayed' : 'asking'),
  current: snapshot.context.current,
  next: snapshot.context.next,
  error: snapshot.context.error,
});
