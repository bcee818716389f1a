import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import type { passkeyRegistrationSuccessMachine } from './passkey-registration-success.machine';
import type { Passkey, PasskeyRow } from './passkey-registration-success.types';

/** The registration mode's screen (spec §2): its error state, the start, the list, or the end. */
export type PasskeyRegistrationSuccessStatus = 'loading' | 'noUser' | 'start' | 'list' | 'done';

export interface PasskeyRegistrationSuccessView {
  status: PasskeyRegistrationSuccessStatus;
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

export function selectPasskeyRegistrationSuccessStatus(snapshot: SnapshotFrom<typeof passkeyRegistrationSuccessMachine>): PasskeyRegistrationSuccessStatus {
  if (snapshot.matches('noUser')) return 'noUser';
  if (snapshot.matches('start')) return 'start';
  if (snapshot.matches('list') || snapshot.matches('refreshing')) return 'list';
  if (snapshot.matches('done')) return 'done';
  return 'loading';
}

export function selectPasskeyRegistrationSuccessView(snapshot: SnapshotFrom<typeof passkeyRegistrationSuccessMachine>): PasskeyRegistrationSuccessView {
  const { context } = snapshot;
  return {
    status: selectPasskeyRegistrationSuccessStatus(snapshot),
    isPending: snapshot.hasTag('pending'),
    created: context.created,
    passkeys: context.passkeys,
    row: context.row,
    isSaving: snapshot.matches({ list: 'renaming' }) || snapshot.matches({ list: 'deleting' }),
    error: context.error,
  };
}

// Deprecated names (issue 23: flows take their spec screen's name).
/** @deprecated Use selectPasskeyRegistrationSuccessStatus; removed in 0.3. */
export const selectPasskeyManagerStatus = selectPasskeyRegistrationSuccessStatus;
/** @deprecated Use selectPasskeyRegistrationSuccessView; removed in 0.3. */
export const selectPasskeyManagerView = selectPasskeyRegistrationSuccessView;
/** @deprecated Use PasskeyRegistrationSuccessStatus; removed in 0.3. */
export type PasskeyManagerStatus = PasskeyRegistrationSuccessStatus;
/** @deprecated Use PasskeyRegistrationSuccessView; removed in 0.3. */
export type PasskeyManagerView = PasskeyRegistrationSuccessView;
