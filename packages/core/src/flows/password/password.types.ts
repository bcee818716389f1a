import type { AuthError, AuthenticateResult, MagicLinkRequest, PasswordRequest, PasswordResetStartRequest } from '../../client';
import type { SendCodeRequest } from '../shared/senders';

/** Why a password-reset email was sent: decides the screen that follows (spec §2, §4). */
export type ResetReason = 'forgot' | 'breached' | 'dedupe' | 'setNew';

export interface PasswordInput {
  email: string;
  /** 'new' shows the create form, 'password' the login form (spec §2 PasswordCreateOrLogin). */
  userType: 'new' | 'password';
  /** The passwordless option offered with the form, if the config has one. */
  secondary: 'otp' | 'emailMagicLinks' | null;
  sessionDurationMinutes?: number;
  /** Options of the reset email, of the login link and of the login code (the email is added). */
  resetRequest?: Omit<PasswordResetStartRequest, 'email'>;
  linkRequest?: Omit<MagicLinkRequest, 'email'>;
  codeRequest?: Omit<SendCodeRequest, 'method' | 'destination'>;
  requestTimeoutMs?: number;
}

export interface PasswordContext {
  email: string;
  userType: 'new' | 'password';
  secondary: 'otp' | 'emailMagicLinks' | null;
  sessionDurationMinutes: number;
  resetRequest: Omit<PasswordResetStartRequest, 'email'>;
  linkRequest: Omit<MagicLinkRequest, 'email'>;
  codeRequest: Omit<SendCodeRequest, 'method' | 'destination'>;
  requestTimeoutMs: number;
  /** The strength child's verdict on the password as typed now (create form only). */
  strengthValid: boolean;
  resetReason: ResetReason | null;
  error: AuthError | null;
  output: PasswordOutput | null;
}

export type PasswordEvent =
  | { type: 'password.change'; password: string }
  | { type: 'password.submit'; password: string }
  | { type: 'password.forgot' }
  | { type: 'secondary.send' };

/** How the password step ended; the login widget routes on it. */
export type PasswordOutput =
  | { kind: 'authenticated'; result: AuthenticateResult }
  | { kind: 'resetSent'; reason: ResetReason }
  | { kind: 'codeSent'; methodId: string; sentAt: number }
  | { kind: 'linkSent' };

/** A create (new user) or a login (user with a password). */
export interface PasswordSubmission extends PasswordRequest {
  create: boolean;
}
