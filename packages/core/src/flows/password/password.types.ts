import type { AuthError, MagicLinkRequest, PasswordRequest, PasswordResetStartRequest } from '../../client';
import type { FlowOutcome, ResetReason } from '../shared/outcome';
import type { SendCodeRequest } from '../shared/senders';

export type { ResetReason };

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
}

export interface PasswordContext {
  email: string;
  userType: 'new' | 'password';
  secondary: 'otp' | 'emailMagicLinks' | null;
  sessionDurationMinutes: number;
  resetRequest: Omit<PasswordResetStartRequest, 'email'>;
  linkRequest: Omit<MagicLinkRequest, 'email'>;
  codeRequest: Omit<SendCodeRequest, 'method' | 'destination'>;
  /** The strength child's verdict on the password as typed now (create form only). */
  strengthValid: boolean;
  /** The strength check's own failure (no answer, or an error): shown, and Continue runs it again. */
  strengthError: AuthError | null;
  resetReason: ResetReason | null;
  error: AuthError | null;
  /** The control whose request failed with `error`: the screen shows the error by it. */
  errorSource: PasswordErrorSource | null;
  output: PasswordOutput | null;
}

/**
 * What a failed request came from: the password (Continue, and the reset email a `reset_password`
 * or `breached_password` answer sends), 'Forgot Password?', or the passwordless option.
 */
export type PasswordErrorSource = 'password' | 'forgot' | 'secondary';

export type PasswordEvent =
  | { type: 'password.change'; password: string }
  | { type: 'password.submit'; password: string }
  | { type: 'password.forgot' }
  | { type: 'secondary.send' };

/** How the password step ended; the login widget routes on it. */
export type PasswordOutput = Extract<FlowOutcome, { kind: 'authenticated' | 'resetSent' | 'codeSent' | 'linkSent' }>;

/** A create (new user) or a login (user with a password). */
export interface PasswordSubmission extends PasswordRequest {
  create: boolean;
}
