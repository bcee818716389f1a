import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import type { passwordMachine } from './password.machine';
import type { PasswordErrorSource } from './password.types';

export type PasswordStatus = 'editing' | 'submitting' | 'resetting' | 'sendingSecondary' | 'done';

export interface PasswordView {
  status: PasswordStatus;
  isPending: boolean;
  email: string;
  userType: 'new' | 'password';
  secondary: 'otp' | 'emailMagicLinks' | null;
  /** Create form: the server accepted the password as typed, or its check failed and Continue runs it again. */
  canSubmit: boolean;
  error: AuthError | null;
  /** Which control `error` belongs to: the password field, 'Forgot Password?' or the passwordless option. */
  errorSource: PasswordErrorSource | null;
  /** Create form: the strength check failed (no answer, or an error); shown like `error`. */
  strengthError: AuthError | null;
}

export function selectPasswordView(snapshot: SnapshotFrom<typeof passwordMachine>): PasswordView {
  const { context } = snapshot;
  const status: PasswordStatus = snapshot.matches('submitting')
    ? 'submitting'
    : snapshot.matches('resetting')
      ? 'resetting'
      : snapshot.matches('sendingSecondary')
        ? 'sendingSecondary'
        : snapshot.matches('done')
          ? 'done'
          : 'editing';
  return {
    status,
    isPending: snapshot.hasTag('pending'),
    email: context.email,
    userType: context.userType,
    secondary: context.secondary,
    canSubmit: context.userType === 'password' || context.strengthValid || context.strengthError !== null,
    error: context.error,
    errorSource: context.error ? context.errorSource : null,
    strengthError: context.userType === 'new' ? context.strengthError : null,
  };
}
