import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import type { ResetReason } from '../shared/outcome';
import type { resetEmailMachine } from './reset-email.machine';

export interface ResetEmailView {
  reason: ResetReason;
  email: string;
  /** 'Login without a password' is offered (all but PasswordSetNew). */
  canLoginWithoutPassword: boolean;
  /** The login link is on its way. */
  isPending: boolean;
  error: AuthError | null;
}

export function selectResetEmailView(snapshot: SnapshotFrom<typeof resetEmailMachine>): ResetEmailView {
  const { context } = snapshot;
  return {
    reason: context.reason,
    email: context.email,
    canLoginWithoutPassword: context.reason !== 'setNew',
    isPending: snapshot.hasTag('pending'),
    error: context.error,
  };
}
