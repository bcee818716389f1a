import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import type { passwordResetMachine } from './password-reset.machine';

/**
 * The reset mode's screens: PasswordResetForm (with its 'Logging in...' state), Portico's
 * passkey offer after the login (PasskeyRegistrationStart), and PasswordConfirmation.
 */
export type PasswordResetScreen = 'PasswordResetForm' | 'PasskeyRegistrationStart' | 'PasswordConfirmation' | 'Error';

export type PasswordResetStatus =
  | 'loggingIn'
  | 'editing'
  | 'submitting'
  | 'loggingInWithoutPassword'
  | 'offeringPasskey'
  | 'authenticated'
  | 'failed';

export interface PasswordResetView {
  screen: PasswordResetScreen;
  status: PasswordResetStatus;
  isPending: boolean;
  /** The server accepted the new password as typed, or its check failed and Continue runs it again. */
  canSubmit: boolean;
  error: AuthError | null;
  /** The strength check failed (no answer, or an error); shown like `error`. */
  strengthError: AuthError | null;
  loginError: AuthError | null;
}

const SCREEN: Record<PasswordResetStatus, PasswordResetScreen> = {
  loggingIn: 'PasswordResetForm',
  editing: 'PasswordResetForm',
  submitting: 'PasswordResetForm',
  loggingInWithoutPassword: 'PasswordResetForm',
  offeringPasskey: 'PasskeyRegistrationStart',
  authenticated: 'PasswordConfirmation',
  failed: 'Error',
};

export function selectPasswordResetView(snapshot: SnapshotFrom<typeof passwordResetMachine>): PasswordResetView {
  const statuses: PasswordResetStatus[] = ['loggingIn', 'submitting', 'loggingInWithoutPassword', 'offeringPasskey', 'authenticated', 'failed'];
  const status = statuses.find((candidate) => snapshot.matches(candidate)) ?? (snapshot.matches('loggedIn') ? 'authenticated' : 'editing');
  return {
    screen: SCREEN[status],
    status,
    isPending: snapshot.hasTag('pending'),
    canSubmit: snapshot.context.strengthValid || snapshot.context.strengthError !== null,
    error: snapshot.context.error,
    strengthError: snapshot.context.strengthError,
    loginError: snapshot.context.loginError,
  };
}

// Deprecated names (issue 23: flows take their spec screen's name).
/** @deprecated Use selectPasswordResetView; removed in 0.3. */
export const selectResetPasswordView = selectPasswordResetView;
/** @deprecated Use PasswordResetScreen; removed in 0.3. */
export type ResetPasswordScreen = PasswordResetScreen;
/** @deprecated Use PasswordResetStatus; removed in 0.3. */
export type ResetPasswordStatus = PasswordResetStatus;
/** @deprecated Use PasswordResetView; removed in 0.3. */
export type ResetPasswordView = PasswordResetView;
