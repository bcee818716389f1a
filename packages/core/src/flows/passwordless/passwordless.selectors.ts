import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import type { passwordlessMachine } from './passwordless.machine';

export interface PasswordlessView {
  /** What is being sent: a login code, a login link, or an email to set a password. */
  sending: 'code' | 'link' | 'reset';
  isPending: boolean;
  error: AuthError | null;
}

export function selectPasswordlessView(snapshot: SnapshotFrom<typeof passwordlessMachine>): PasswordlessView {
  const { secondary } = snapshot.context;
  return {
    sending: secondary === 'otp' ? 'code' : secondary === 'emailMagicLinks' ? 'link' : 'reset',
    isPending: snapshot.hasTag('pending'),
    error: snapshot.context.error,
  };
}
