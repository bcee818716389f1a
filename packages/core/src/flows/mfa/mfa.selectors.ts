import type { SnapshotFrom } from 'xstate';
import type { AuthError, TotpEnrolment } from '../../client';
import type { mfaMachine } from './mfa.machine';
import { maskPhoneNumber } from '../shared/step-up-plan';

/**
 * Which of the step-up's screens shows: the authenticator app's code, a recovery code, the
 * codes left after one, a texted code, an emailed code, a phone number to add, or the enrolment's parts (the
 * QR code and secret with the first code, and the new recovery codes).
 */
export type MfaStep =
  | 'totpEntry'
  | 'recoveryEntry'
  | 'recoveryUsed'
  | 'smsEntry'
  | 'emailEntry'
  | 'phoneEntry'
  | 'enrolCreating'
  | 'enrolCreateFailed'
  | 'enrolScan'
  | 'enrolCodes'
  | 'done';

export interface MfaView {
  screen: MfaStep;
  isPending: boolean;
  error: AuthError | null;
  /** What the user last submitted (kept after a failed attempt). */
  entry: string;
  /** 'Text me a code instead' is offered (a verified phone, and SMS allowed). */
  canText: boolean;
  /** The authenticator app's code can be used instead (from the texted-code screen). */
  canUseApp: boolean;
  /** The phone number texted, masked (`•••• 0100`); null when none. */
  maskedPhone: string | null;
  /** The number being added is the user's own typing: shown in full. */
  addingPhone: boolean;
  /** The new authenticator app (QR code, secret, recovery codes) while enrolling. */
  enrolment: TotpEnrolment | null;
  /** Recovery codes left after one was used (null: not known). */
  recoveryCodesLeft: number | null;
  /** After a recovery code, new codes can be had (not refused this session). */
  canRenewCodes: boolean;
}

export function selectMfaStep(snapshot: SnapshotFrom<typeof mfaMachine>): MfaStep {
  if (snapshot.matches('totp')) return 'totpEntry';
  if (snapshot.matches({ recovery: 'recovered' })) return 'recoveryUsed';
  if (snapshot.matches('recovery')) return 'recoveryEntry';
  if (snapshot.matches('sms')) return 'smsEntry';
  if (snapshot.matches('email')) return 'emailEntry';
  if (snapshot.matches('enrolPhone')) return 'phoneEntry';
  if (snapshot.matches({ enrolTotp: 'creating' })) return 'enrolCreating';
  if (snapshot.matches({ enrolTotp: 'createFailed' })) return 'enrolCreateFailed';
  if (snapshot.matches({ enrolTotp: 'showingCodes' })) return 'enrolCodes';
  if (snapshot.matches('enrolTotp')) return 'enrolScan';
  return 'done';
}

export function selectMfaView(snapshot: SnapshotFrom<typeof mfaMachine>): MfaView {
  const { context } = snapshot;
  const addingPhone = context.plan.kind === 'enrol';
  return {
    screen: selectMfaStep(snapshot),
    isPending: snapshot.hasTag('pending'),
    error: context.error,
    entry: context.entry,
    canText: context.plan.kind === 'totp' && context.plan.smsPhone !== null,
    canUseApp: context.plan.kind === 'totp',
    maskedPhone: context.phone ? (addingPhone ? context.phone.phoneNumber : maskPhoneNumber(context.phone.phoneNumber)) : null,
    addingPhone,
    enrolment: context.enrolment,
    recoveryCodesLeft: context.recoveryCodesLeft,
    canRenewCodes: !context.renewRefused,
  };
}

// Deprecated names (issue 40: the flow is `mfa`, one name for one feature).
/** @deprecated Use selectMfaStep; removed in 0.3. */
export const selectSecondFactorScreen = selectMfaStep;
/** @deprecated Use selectMfaView; removed in 0.3. */
export const selectSecondFactorView = selectMfaView;
/** @deprecated Use MfaStep; removed in 0.3. */
export type SecondFactorScreen = MfaStep;
/** @deprecated Use MfaView; removed in 0.3. */
export type SecondFactorView = MfaView;
