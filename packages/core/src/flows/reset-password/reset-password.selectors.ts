import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import type { resetPasswordMachine } from './reset-password.machine';

/** The reset mode's screens: PasswordResetForm (with its 'Logging in...' state) and PasswordConfirmation. */
export type ResetPasswordScreen = 'PasswordResetForm' | 'PasswordConfirmation' | 'Error';

export type ResetPasswordStatus =
  | 'loggingIn'
  | 'editing'
  | 'submitting'
  | 'loggingInWithoutPassword'
  | 'authenticated'
  | 'failed';

export interface ResetPasswordView {
  screen: ResetPasswordScreen;
  status: ResetPasswordStatus;
  isPending: boolean;
  canSubmit: boolean;
  error: AuthError | null;
  loginError: AuthError | null;
}

export function selectResetPasswordView(snapshot: SnapshotFrom<typeof resetPasswordMachine>): ResetPasswordView {
  const statuses: ResetPasswordStatus[] = ['loggingIn', 'submitting', 'loggingInWithoutPassword', 'authenticated', 'failed'];
  const status = statuses.find((candidate) => snapshot.matches(candidate)) ?? 'editing';
  return {
    screen: status === 'authenticated' ? 'PasswordConfirmation' : status === 'failed' ? 'Error' : 'PasswordResetForm',
    status,
    isPending: snapshot.hasTag('pending'),
    canSubmit: snapshot.context.strengthValid,
    error: snapshot.context.error,
    loginError: snapshot.context.loginError,
  };
}
