import type { AuthError, AuthenticateResult } from '../../client';
import type { FlowOutcome } from '../shared/outcome';

export interface PasskeyLoginInput {
  sessionDurationMinutes?: number;
  /**
   * Main shows a field passkey autofill can attach to (the email form): where the browser
   * supports autofill, it replaces the 'Login with a Passkey' button (spec §2).
   */
  autofillField: boolean;
}

export interface PasskeyLoginContext {
  sessionDurationMinutes: number;
  autofillField: boolean;
  /** Failed autofill attempts so far (spec §9: at most 5 attempts). */
  failures: number;
  error: AuthError | null;
  result: AuthenticateResult | null;
}

export type PasskeyLoginEvent =
  /** 'Login with a Passkey'. */
  | { type: 'passkey.login' }
  /** The form is being submitted: stop offering passkeys in the field. */
  | { type: 'autofill.pause' }
  /** The form is back (its submit failed): offer them again. */
  | { type: 'autofill.resume' };

/** A passkey login ends when the server accepted the passkey. */
export type PasskeyLoginOutput = Extract<FlowOutcome, { kind: 'authenticated' }>;
