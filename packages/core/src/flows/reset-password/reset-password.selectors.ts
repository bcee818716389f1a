import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import type { resetPasswordMachine } from './reset-password.machine';

/**
 * The reset mode's screens: PasswordResetForm (with its 'Logging in...' state), Portico's
 * passkey offer after the login (PasskeyRegistrationStart), and PasswordConfirmation.
 */
export type ResetPasswordScreen = 'PasswordResetForm' | 'PasskeyRegistrationStart' | 'PasswordConfirmation' | 'Error';

export type ResetPasswordStatus =
  | 'loggingIn'
  | 'editing'
  | 'submitting'
  | 'loggingInWithoutPassword'
  | 'offeringPasskey'
  | 'authenticated'
  | 'failed';

export interface ResetPasswordView {
  screen: ResetPasswordScreen;
  status: ResetPasswordStatus;
  isPending: boolean;
  /** The server accepted the new password as typed, or its check failed and Continue runs it again. */
  canSubmit: boolean;
  error: AuthError | null;
  /** The strength check failed (no answer, or an error); shown like `error`. */
  strengthError: AuthError | null;
  loginError: AuthError | null;
}

const SCREEN: Record<ResetPasswordStatus, ResetPasswordScreen> = {
  loggingIn: 'PasswordResetForm',
  editing: 'PasswordResetForm',
  submitting: 'PasswordResetForm',
  loggingInWithoutPassword: 'PasswordResetForm',
  offeringPasskey: 'PasskeyRegistrationStart',
  authenticated: 'PasswordConfirmation',
  failed: 'Error',
};

export function selectResetPasswordView(snapshot: SnapshotFrom<typeof resetPasswordMachine>): ResetPasswordView {
  const statuses: ResetPasswordStatus[] = ['loggingIn', 'submitting', 'loggingInWithoutPassword', 'offeringPasskey', 'authenticated', 'failed'];
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
