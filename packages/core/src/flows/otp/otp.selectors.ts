import type { SnapshotFrom } from 'xstate';
import type { AuthError, OtpMethod } from '../../client';
import type { otpMachine } from './otp.machine';

export type OtpStatus = 'sending' | 'sendFailed' | 'awaitingCode' | 'verifying' | 'authenticated';

export interface OtpView {
  status: OtpStatus;
  isPending: boolean;
  method: OtpMethod;
  destination: string;
  displayDestination: string;
  methodId: string | null;
  /** The code last submitted (kept after a failed attempt). */
  code: string;
  error: AuthError | null;
  expiresAt: number;
}

export function selectOtpStatus(snapshot: SnapshotFrom<typeof otpMachine>): OtpStatus {
  if (snapshot.matches({ active: 'verifying' })) return 'verifying';
  if (snapshot.matches('active')) return 'awaitingCode';
  if (snapshot.matches('sendFailed')) return 'sendFailed';
  if (snapshot.matches('authenticated')) return 'authenticated';
  return 'sending';
}

export function selectOtpView(snapshot: SnapshotFrom<typeof otpMachine>): OtpView {
  const { context } = snapshot;
  return {
    status: selectOtpStatus(snapshot),
    isPending: snapshot.hasTag('pending'),
    method: context.sendRequest.method,
    destination: context.sendRequest.destination,
    displayDestination: context.displayDestination,
    methodId: context.methodId,
    code: context.code,
    error: context.error,
    expiresAt: context.expiresAt,
  };
}
