import type { AuthError, AuthenticateResult } from '../../client';
import type { SendCodeRequest } from '../shared/senders';

export type { SendCodeRequest };

export interface OtpInput extends Omit<SendCodeRequest, 'expirationMinutes'> {
  expirationMinutes?: number;
  sessionDurationMinutes?: number;
  /** Set when the code was already sent (by the Main screen); otherwise the flow sends it. */
  methodId?: string;
  /** Epoch ms of that send; defaults to now. */
  sentAt?: number;
  /** How to show the destination, e.g. a phone number in national format. */
  displayDestination?: string;
  requestTimeoutMs?: number;
}

export interface OtpContext {
  sendRequest: SendCodeRequest;
  displayDestination: string;
  sessionDurationMinutes: number;
  requestTimeoutMs: number;
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

export interface OtpOutput {
  result: AuthenticateResult;
}
