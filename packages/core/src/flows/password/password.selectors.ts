import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import type { passwordMachine } from './password.machine';

export type PasswordStatus = 'editing' | 'submitting' | 'resetting' | 'sendingSecondary' | 'done';

export interface PasswordView {
  status: PasswordStatus;
  isPending: boolean;
  email: string;
  userType: 'new' | 'password';
  secondary: 'otp' | 'emailMagicLinks' | null;
  /** Create form: the server accepted the password as typed (Continue is enabled). */
  canSubmit: boolean;
  error: AuthError | null;
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
    canSubmit: context.userType === 'password' || context.strengthValid,
    error: context.error,
  };
}
