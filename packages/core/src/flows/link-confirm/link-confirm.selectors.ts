import type { SnapshotFrom } from 'xstate';
import type { linkConfirmMachine } from './link-confirm.machine';

export interface LinkConfirmView {
  /** `checking` the page's session and the link's origin; `asking` 'Continue signing in'; then done. */
  status: 'checking' | 'asking' | 'done';
  /** The address this browser last asked a link for, when it knows one. */
  address: string | null;
}

export const selectLinkConfirmView = (snapshot: SnapshotFrom<typeof linkConfirmMachine>): LinkConfirmView => ({
  status: snapshot.matches('checking') ? 'checking' : snapshot.matches('asking') ? 'asking' : 'done',
  address: snapshot.context.address,
});
