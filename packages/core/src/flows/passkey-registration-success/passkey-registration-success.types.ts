import type { PasskeyStepUpOptions } from '../passkey-registration-start';
import type { AuthError, AuthUser } from '../../client';

export type Passkey = AuthUser['webauthnRegistrations'][number];

export interface PasskeyRegistrationSuccessInput {
  sessionDurationMinutes?: number;
  /** How long a code texted for the step-up lasts (the config's `otpOptions.expirationMinutes`). */
  otpExpirationMinutes?: number;
  /** The language of a code texted for the step-up. */
  locale?: string;
  /**
   * Where the mode opens: 'Create a Passkey' (`start`, the mode's default), or the list of the
   * user's passkeys (`list`: the account widget's passkeys section, 'Set up another Passkey' from there).
   */
  startWith?: 'start' | 'list';
}

/** The one row being edited or about to be deleted: editing and deleting are exclusive (spec §4). */
export interface PasskeyRow {
  id: string;
  mode: 'editing' | 'deleting';
}

export interface PasskeyRegistrationSuccessContext {
  sessionDurationMinutes: number;
  /** Where the mode opened (`startWith`). */
  startWith: 'start' | 'list';
  /** What a step-up before the passkey needs (Stytch's `insufficient_factors`). */
  stepUp: PasskeyStepUpOptions;
  passkeys: Passkey[];
  /** A passkey was created in this visit (PasskeyRegistrationSuccess says so only then). */
  created: boolean;
  row: PasskeyRow | null;
  /** A rename that failed or was refused, shown in its row. */
  error: AuthError | null;
}

export type PasskeyRegistrationSuccessEvent =
  | { type: 'passkey.edit'; id: string }
  | { type: 'passkey.rename'; name: string }
  | { type: 'passkey.delete'; id: string }
  | { type: 'passkey.confirmDelete' }
  /** Escape or 'Cancel' on the row being edited or deleted. */
  | { type: 'row.cancel' }
  | { type: 'passkey.setupAnother' }
  | { type: 'passkeys.done' };

// Deprecated names (issue 23: flows take their spec screen's name).
/** @deprecated Use PasskeyRegistrationSuccessContext; removed in 0.3. */
export type PasskeyManagerContext = PasskeyRegistrationSuccessContext;
/** @deprecated Use PasskeyRegistrationSuccessEvent; removed in 0.3. */
export type PasskeyManagerEvent = PasskeyRegistrationSuccessEvent;
/** @deprecated Use PasskeyRegistrationSuccessInput; removed in 0.3. */
export type PasskeyManagerInput = PasskeyRegistrationSuccessInput;
