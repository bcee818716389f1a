import type { AuthError, AuthenticateResult } from '../../client';
import type { FlowOutcome } from '../shared/outcome';
import type { SendKind } from '../shared/send-step';
import type { SendCodeRequest } from '../shared/senders';

export type { SendCodeRequest };

/**
 * How the flow sends (and resends) its code: `code`, a login (`otps.*.loginOrCreate`, the
 * default); `signedInCode`, a code to the signed-in user (`otps.*.send`: the MFA step-up's, an
 * address or number being added in the account). Each is a kind of the shared send step.
 */
export type OtpSendKind = Extract<SendKind, 'code' | 'signedInCode'>;

/** What the resend control hands the `resendCode` port: the request and how to send it. */
export type OtpResendRequest = SendCodeRequest & { sendKind: OtpSendKind };

export interface OtpInput extends Omit<SendCodeRequest, 'expirationMinutes'> {
  /** How the code is sent and resent; `code` (a login) unless said. */
  sendKind?: OtpSendKind;
  expirationMinutes?: number;
  sessionDurationMinutes?: number;
  /** Set when the code was already sent (by the Main screen); otherwise the flow sends it. */
  methodId?: string;
  /** When it was sent, on the actor system's clock; defaults to now. */
  sentAt?: number;
  /** How to show the destination, e.g. a phone number in national format. */
  displayDestination?: string;
}

export interface OtpContext {
  sendKind: OtpSendKind;
  sendRequest: SendCodeRequest;
  displayDestination: string;
  sessionDurationMinutes: number;
  methodId: string | null;
  expiresAt: number;
  /** The resend child's `sentCount` already applied here. */
  resendsApplied: number;
  /** The last code submitted; kept so a failed attempt never clears what the user typed. */
  code: string;
  error: AuthError | null;
  result: AuthenticateResult | null;
}

export type OtpEvent = { type: 'code.submit'; code: string } | { type: 'code.resend' };

/** The OTP flow ends when the code is accepted. */
export type OtpOutput = Extract<FlowOutcome, { kind: 'authenticated' }>;
