import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import type { passwordResetMachine } from './password-reset.machine';

/**
 * The reset mode's screens: PasswordResetForm (with its 'Logging in...' state), the link's
 * questions ('Continue signing in', LinkConfirm; 'Switch accounts?', AccountSwitch), the second
 * factor (MFA, mfaOptions), Portico's passkey offer after the login (PasskeyRegistrationStart),
 * and PasswordConfirmation.
 */
export type PasswordResetScreen =
  | 'PasswordResetForm'
  | 'LinkConfirm'
  | 'AccountSwitch'
  | 'MFA'
  | 'PasskeyRegistrationStart'
  | 'PasswordConfirmation'
  | 'Error';

export type PasswordResetStatus =
  | 'loggingIn'
  | 'confirming'
  | 'editing'
  | 'submitting'
  | 'loggingInWithoutPassword'
  | 'askingToSwitch'
  | 'switching'
  | 'declined'
  | 'secondFactor'
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
  /**
   * Who the page is signed in as, and who the link signs in, when the link was for another
   * account (`askingToSwitch`, `switching`, `declined`); `passwordChanged` when the link's new
   * password was saved all the same.
   */
  switch: { current: string; next: string; passwordChanged: boolean } | null;
}

const SCREEN: Record<PasswordResetStatus, PasswordResetScreen> = {
  loggingIn: 'PasswordResetForm',
  confirming: 'LinkConfirm',
  editing: 'PasswordResetForm',
  submitting: 'PasswordResetForm',
  loggingInWithoutPassword: 'PasswordResetForm',
  askingToSwitch: 'AccountSwitch',
  switching: 'AccountSwitch',
  declined: 'AccountSwitch',
  secondFactor: 'MFA',
  offeringPasskey: 'PasskeyRegistrationStart',
  authenticated: 'PasswordConfirmation',
  failed: 'Error',
};

type PasswordResetSnapshot = SnapshotFrom<typeof passwordResetMachine>;

function statusOf(snapshot: PasswordResetSnapshot): PasswordResetStatus {
  const { context } = snapshot;
  if (snapshot.matches('confirmingLink')) return context.asking ? 'confirming' : 'loggingIn';
  if (snapshot.matches('askingToSwitch')) return context.switching ? 'switching' : 'askingToSwitch';
  if (snapshot.matches('declined')) return 'declined';
  // The step-up's screens once it asks; until then the link is still logging in.
  if (snapshot.matches('steppingUp') || snapshot.matches('checkingFactors') || snapshot.matches('spent')) {
    if (context.steppingUp) return 'secondFactor';
    if (context.tokenType === 'login') return 'loggingIn';
    return context.via === 'password' ? 'submitting' : 'loggingInWithoutPassword';
  }
  const statuses = ['loggingIn', 'submitting', 'loggingInWithoutPassword', 'offeringPasskey', 'authenticated', 'failed'] as const;
  return statuses.find((candidate) => snapshot.matches(candidate)) ?? (snapshot.matches('loggedIn') ? 'authenticated' : 'editing');
}

/** How a user is named to them: their first email, else phone number, else id. */
const identityOf = (result: NonNullable<PasswordResetSnapshot['context']['result']>) =>
  result.user?.emails[0]?.email ?? result.user?.phoneNumbers[0]?.phoneNumber ?? result.userId;

export function selectPasswordResetView(snapshot: PasswordResetSnapshot): PasswordResetView {
  const status = statusOf(snapshot);
  const { heldBy, result, via } = snapshot.context;
  return {
    screen: SCREEN[status],
    status,
    isPending: snapshot.hasTag('pending'),
    canSubmit: snapshot.context.strengthValid || snapshot.context.strengthError !== null,
    error: snapshot.context.error,
    strengthError: snapshot.context.strengthError,
    loginError: snapshot.context.loginError,
    switch: heldBy && result ? { current: heldBy, next: identityOf(result), passwordChanged: via === 'password' } : null,
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
