import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import type { resendCodeMachine } from './resend-code.machine';

export type ResendStatus = 'initial' | 'sending' | 'sent' | 'waiting';

export interface ResendCodeView {
  status: ResendStatus;
  /** Disabled while sending or sent (spec §4). */
  isDisabled: boolean;
  isPending: boolean;
  error: AuthError | null;
}

export function selectResendCodeView(snapshot: SnapshotFrom<typeof resendCodeMachine>): ResendCodeView {
  const status = snapshot.value as ResendStatus;
  return {
    status,
    isDisabled: status === 'sending' || status === 'sent',
    isPending: snapshot.hasTag('pending'),
    error: snapshot.context.error,
  };
}
