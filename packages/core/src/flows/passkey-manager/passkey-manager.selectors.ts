import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import type { passkeyManagerMachine } from './passkey-manager.machine';
import type { Passkey, PasskeyRow } from './passkey-manager.types';

/** The registration mode's screen (spec §2): its error state, the start, the list, or the end. */
export type PasskeyManagerStatus = 'loading' | 'noUser' | 'start' | 'list' | 'done';

export interface PasskeyManagerView {
  status: PasskeyManagerStatus;
  isPending: boolean;
  /** A passkey was created in this visit: 'Passkey successfully created!'. */
  created: boolean;
  passkeys: Passkey[];
  /** The row being edited or deleted; the other rows' controls are hidden meanwhile. */
  row: PasskeyRow | null;
  /** A rename waiting on the server, or a delete. */
  isSaving: boolean;
  error: AuthError | null;
}

export function selectPasskeyManagerStatus(snapshot: SnapshotFrom<typeof passkeyManagerMachine>): PasskeyManagerStatus {
  if (snapshot.matches('noUser')) return 'noUser';
  if (snapshot.matches('start')) return 'start';
  if (snapshot.matches('list') || snapshot.matches('refreshing')) return 'list';
  if (snapshot.matches('done')) return 'done';
  return 'loading';
}

export function selectPasskeyManagerView(snapshot: SnapshotFrom<typeof passkeyManagerMachine>): PasskeyManagerView {
  const { context } = snapshot;
  return {
    status: selectPasskeyManagerStatus(snapshot),
    isPending: snapshot.hasTag('pending'),
    created: context.created,
    passkeys: context.passkeys,
    row: context.row,
    isSaving: snapshot.matches({ list: 'renaming' }) || snapshot.matches({ list: 'deleting' }),
    error: context.error,
  };
}
