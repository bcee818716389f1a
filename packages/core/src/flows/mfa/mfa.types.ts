import type { AuthError, AuthenticateResult, TotpEnrolment } from '../../client';
import type { AuthenticatedVia, FlowOutcome } from '../shared/outcome';
import type { EmailStepUpPlan, StepUpPhone, StepUpPlan } from '../shared/step-up-plan';

/** How the first factor logged in: in the login widget, or by a redirect's token. */
export type StepUpVia = AuthenticatedVia | 'oauth' | 'magic_links';

export interface MfaInput {
  /** How the first factor logged in (carried through to the outcome). */
  via: StepUpVia;
  /** The first factor's answer (its session is the one the second factor joins). */
  result: AuthenticateResult;
  /**
   * What the login still needs (`planStepUp`; `none` is not started), or what a sensitive change
   * needs first (`planSensitiveStepUp`, which may ask for a code emailed to the user).
   */
  plan: Exclude<StepUpPlan, { kind: 'none' }> | EmailStepUpPlan;
  sessionDurationMinutes: number;
  /** How long a texted code lasts. */
  otpExpirationMinutes: number;
  /** The language of texted codes. */
  locale?: string;
  /** Enrolling a new authenticator app in place of this one (new recovery codes). */
  replacing?: string;
}

export interface MfaContext extends Omit<MfaInput, 'plan' | 'replacing'> {
  plan: MfaInput['plan'];
  /** The first factor's answer (`result` becomes the newest answer as factors are added). */
  firstResult: AuthenticateResult;
  /** The phone number a code is texted to: the one on file, or the one being added. */
  phone: StepUpPhone | null;
  /** The authenticator app being added (its QR code, secret and recovery codes). */
  enrolment: TotpEnrolment | null;
  /** An authenticator app to delete before adding its replacement (new recovery codes). */
  replacing: string | null;
  /** Recovery codes left after one was used (null: not known). */
  recoveryCodesLeft: number | null;
  /** New recovery codes were refused this session (the offer is withdrawn). */
  renewRefused: boolean;
  /** Stytch refused the enrolment the policy needs: the flow ends with the error. */
  refused: boolean;
  /** What the user last submitted (a code, a recovery code, a phone number), kept after a failure. */
  entry: string;
  error: AuthError | null;
}

export type MfaEvent =
  /** The authenticator app's 6-digit code (entry, or the enrolment's confirmation). */
  | { type: 'code.submit'; code: string }
  /** 'Use a recovery code'. */
  | { type: 'method.recovery' }
  /** 'Text me a code instead'. */
  | { type: 'method.sms' }
  /** Back to the authenticator app's code. */
  | { type: 'method.totp' }
  | { type: 'recovery.submit'; code: string }
  /** After a recovery code: replace the authenticator app to get new codes. */
  | { type: 'codes.renew' }
  /** After a recovery code: go on with the codes left. */
  | { type: 'codes.keep' }
  /** 'I have saved these codes'. */
  | { type: 'codes.saved' }
  /** A phone number to add as the second factor (E.164). */
  | { type: 'phone.submit'; phoneNumber: string }
  /** Back to the phone number, to type another one (while adding one). */
  | { type: 'phone.change' }
  /** Retry what failed (creating the authenticator app, sending the text). */
  | { type: 'request.retry' }
  /** @deprecated Send `request.retry`; accepted until 0.3 (issue 23: events are `subject.verb`). */
  | { type: 'retry' };

/** The step-up ends when the session has its second factor: the login goes on from there. */
export type MfaOutput =
  | (Omit<Extract<FlowOutcome, { kind: 'secondFactorDone' }>, 'via'> & {
      via: StepUpVia;
      /** After an authenticator app's enrolment: how many recovery codes came with it. */
      recoveryCodesIssued?: number;
    })
  | Extract<FlowOutcome, { kind: 'failed' }>;

// Deprecated names (issue 40: the flow is `mfa`, one name for one feature).
/** @deprecated Use MfaContext; removed in 0.3. */
export type SecondFactorContext = MfaContext;
/** @deprecated Use MfaEvent; removed in 0.3. */
export type SecondFactorEvent = MfaEvent;
/** @deprecated Use MfaInput; removed in 0.3. */
export type SecondFactorInput = MfaInput;
/** @deprecated Use MfaOutput; removed in 0.3. */
export type SecondFactorOutput = MfaOutput;
