import type { AuthError, AuthenticateResult, OtpMethod, PasswordUserType } from '../../client';

/** `otpState` of the widget state (spec §3): a passcode that went out. */
export interface OtpState {
  type: OtpMethod;
  methodId: string;
  otpDestination: string;
  /** The destination as shown to the user (national format for phones). */
  displayDestination: string;
  /** When it was sent, on the actor system's clock. */
  sentAt: number;
}

/** Why a password-reset email was sent: decides the screen that follows (spec §2, §4). */
export type ResetReason = 'forgot' | 'breached' | 'dedupe' | 'setNew';

/** The products whose login ends in the widget (magic links end on the page the link opens). */
export type AuthenticatedVia = 'otp' | 'password' | 'passkey';

/**
 * How a product flow ended: what happened, never which screen comes next. Every flow of the
 * login widget finishes with one of these; the router's pure `nextStep(outcome, config)` turns
 * it into the next step (spec §4). One kind per situation, not per screen.
 */
export type FlowOutcome =
  | { kind: 'authenticated'; via: AuthenticatedVia; result: AuthenticateResult }
  /** A passcode went out; `passwordless` when it was sent for a user without a password. */
  | { kind: 'codeSent'; otp: OtpState; passwordless?: boolean }
  /** A login link went out; `passwordless` as above. */
  | { kind: 'linkSent'; email: string; passwordless?: boolean }
  | { kind: 'resetSent'; email: string; reason: ResetReason }
  | { kind: 'userFound'; email: string; userType: PasswordUserType }
  /** The passkey offer after a login is over; `createQuietly` when the browser may add one by itself. */
  | { kind: 'passkeyOfferDone'; via: Exclude<AuthenticatedVia, 'passkey'>; createQuietly: boolean }
  | { kind: 'failed'; error: AuthError };

export type FlowOutcomeKind = FlowOutcome['kind'];
