import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import type { SensitiveStepUpPlan } from '../shared/step-up-plan';
import type { sensitiveChangeMachine } from './sensitive-change.machine';

/** Where a sensitive change is: making it, asking for a second factor first, or over. */
export type SensitiveChangeStatus = 'changing' | 'steppingUp' | 'changed' | 'failed' | 'cancelled';

export interface SensitiveChangeView {
  status: SensitiveChangeStatus;
  isPending: boolean;
  /** What the step-up asks for (`totp`, `sms`, `email`) while `steppingUp`. */
  stepUpKind: SensitiveStepUpPlan['kind'] | null;
  /** Step-ups made so far (a second one comes after a password session's first). */
  stepUps: number;
  /** The change's failure once over (refused, or failed), with the server's type. */
  error: AuthError | null;
}

export function selectSensitiveChangeStatus(snapshot: SnapshotFrom<typeof sensitiveChangeMachine>): SensitiveChangeStatus {
  if (snapshot.matches('steppingUp')) return 'steppingUp';
  if (snapshot.matches('changed')) return 'changed';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('cancelled')) return 'cancelled';
  return 'changing';
}

export function selectSensitiveChangeView(snapshot: SnapshotFrom<typeof sensitiveChangeMachine>): SensitiveChangeView {
  const status = selectSensitiveChangeStatus(snapshot);
  return {
    status,
    isPending: snapshot.hasTag('pending'),
    stepUpKind: status === 'steppingUp' ? (snapshot.context.stepUp?.kind ?? null) : null,
    stepUps: snapshot.context.stepUps,
    error: status === 'failed' ? snapshot.context.error : null,
  };
}
