import type { AuthError } from '../../client';
import type { AccountSectionInput, AccountState, AccountUpdateEvent } from '../shared/account-section';

export type AccountPasswordInput = AccountSectionInput;

/**
 * How the password is set: by the session (`passwords.resetBySession`: a user without one, or one
 * who does not know theirs; Stytch wants a factor from the last 5 minutes, and two categories once
 * the user has them: the step-up), or by the current password (`passwords.resetByExistingPassword`).
 */
export type PasswordMethod = 'session' | 'existingPassword';

export interface AccountPasswordContext {
  account: AccountState | null;
  sessionDurationMinutes: number;
  otpExpirationMinutes: number;
  locale?: string;
  /** The user chose to set it by session although they have one ('I do not know my current password'). */
  bySession: boolean;
  /** The strength check accepted the new password as typed now. */
  accepted: boolean;
  currentPassword: string;
  newPassword: string;
  fieldErrors: { currentPassword?: AuthError; newPassword?: AuthError };
  error: AuthError | null;
  done: 'set' | 'changed' | null;
  revision: number;
}

export type AccountPasswordEvent =
  | { type: 'currentPassword.change'; password: string }
  /** The new password (also checked for strength by the `strength` child). */
  | { type: 'password.change'; password: string }
  | { type: 'password.submit' }
  /** 'I do not know my current password': set it by the session instead (a step-up may be asked). */
  | { type: 'method.session' }
  /** Back to the current password. */
  | { type: 'method.existingPassword' }
  /** Clears the form; during a step-up, leaves it (nothing set). */
  | { type: 'change.cancel' }
  | { type: 'request.retry' }
  | AccountUpdateEvent;

export type PasswordChange =
  | { kind: 'session'; password: string; sessionDurationMinutes: number }
  | { kind: 'existingPassword'; email: string; existingPassword: string; newPassword: string; sessionDurationMinutes: number };
