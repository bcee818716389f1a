import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import type { createPasswordMachine } from './create-password.machine';

export interface CreatePasswordView {
  isPending: boolean;
  error: AuthError | null;
}

export function selectCreatePasswordView(snapshot: SnapshotFrom<typeof createPasswordMachine>): CreatePasswordView {
  return { isPending: snapshot.hasTag('pending'), error: snapshot.context.error };
}
