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

type MfaSnapshot = SnapshotFrom<typeof mfaMachine>;
type StateValueOf<V> = V extends string ? V : keyof V;

/** The flow's top-level states (`starting` only decides where to begin: no snapshot rests there). */
export type MfaState = Exclude<StateValueOf<MfaSnapshot['value']>, 'starting'>;

/** A row per state: its step, or how its step follows from where in the state the flow is. */
export type StepOfState = { [S in MfaState]: MfaStep | ((snapshot: MfaSnapshot) => MfaStep) };

/**
 * Which step each of the flow's states shows: the one table of it, as the login router's
 * `STATE_OF_SCREEN` is (a state added to the machine without a row here fails to compile, and so
 * does a step no row names: `everyStepNamed`; `mfa.selectors.test.ts` checks the rows are exactly the machine's states). A
 * state whose step depends on where in it the flow is says how. `done` is the end (a second
 * factor in the session, or an enrolment Stytch refused): the parent moves on from there.
 */
export const STEP_OF_STATE = {
  totp: 'totpEntry',
  // A recovery code, then (once it is spent and counted) how many are left.
  recovery: (snapshot) => (snapshot.matches({ recovery: 'recovered' }) ? 'recoveryUsed' : 'recoveryEntry'),
  sms: 'smsEntry',
  email: 'emailEntry',
  enrolPhone: 'phoneEntry',
  // The authenticator app: created, its QR code and first code, then its recovery codes.
  enrolTotp: (snapshot) =>
    snapshot.matches({ enrolTotp: 'creating' })
      ? 'enrolCreating'
      : snapshot.matches({ enrolTotp: 'createFailed' })
        ? 'enrolCreateFailed'
        : snapshot.matches({ enrolTotp: 'showingCodes' })
          ? 'enrolCodes'
          : 'enrolScan',
  done: 'done',
  refused: 'done',
} as const satisfies StepOfState;

type RowStep<R> = R extends (...args: never[]) => infer S ? S : R;
/** The steps the table names: every step must be some state's (else this is `false`, and fails to compile). */
type EveryStepNamed = [Exclude<MfaStep, RowStep<(typeof STEP_OF_STATE)[MfaState]>>] extends [never] ? true : false;
export const everyStepNamed: EveryStepNamed = true;

/** The flow's top-level state (`starting` never rests: its transitions are eventless). */
const stateOf = (snapshot: MfaSnapshot): MfaState =>
  (typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]) as MfaState;

export function selectMfaStep(snapshot: MfaSnapshot): MfaStep {
  const row = STEP_OF_STATE[stateOf(snapshot)] as MfaStep | ((snapshot: MfaSnapshot) => MfaStep);
  return typeof row === 'function' ? row(snapshot) : row;
}

export function selectMfaView(snapshot: MfaSnapshot): MfaView {
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
