import type { AnyStateMachine } from 'xstate';
import type { AuthFactor, AuthUser } from '../../client';
import type { MfaOutput } from '../mfa';

/*
 * The passkey-registration mode's step-up (on Stytch's `insufficient_factors`), prepared by the
 * step-up's lazily loaded module (`preparePasskeyStepUp`, step-up-module.ts) for
 * `passkey-registration-start`, which re-exports these under the same names.
 */

/** What the step-up's texted codes need (the passkey-registration mode's config). */
export interface PasskeyStepUpOptions {
  /** How long a texted code lasts. */
  otpExpirationMinutes?: number;
  /** The language of texted codes. */
  locale?: string;
}

/** The signed-in user and their session's factors: what decides the step-up. */
export interface PasskeyStepUpAccount {
  user: AuthUser;
  factors: AuthFactor[];
}

/**
 * A step-up, ready to run: its flow (loaded lazily, bound to the client) and that flow's input,
 * with what the next one needs to know (the account, and how many step-ups were made).
 */
export interface PreparedPasskeyStepUp {
  logic: AnyStateMachine;
  input: unknown;
  account: PasskeyStepUpAccount;
  stepUps: number;
}

/** What a step-up's preparation is given: the options, and the step-up before it (if any) and how it ended. */
export interface PasskeyStepUpRequest {
  sessionDurationMinutes: number;
  stepUp: PasskeyStepUpOptions | null;
  prepared: PreparedPasskeyStepUp | null;
  last: MfaOutput | null;
}
