import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import { changeChildState, type FieldErrors } from '../shared/account-view';
import { hasPassword, passwordEmailOf, passwordMethodOf, type accountPasswordMachine } from './account-password.machine';
import type { PasswordMethod } from './account-password.types';

export type AccountPasswordStatus = 'loading' | 'noUser' | 'loadFailed' | 'editing' | 'saving' | 'steppingUp' | 'refreshing';

export interface AccountPasswordView {
  status: AccountPasswordStatus;
  isPending: boolean;
  /** The user has a password: the form changes it ('Change password'); else it sets one ('Set a password'). */
  hasPassword: boolean;
  /** How Save sets it: by the current password (its field shown), or by the session. */
  method: PasswordMethod;
  /** 'I do not know my current password' can be offered (the user has one, and the current-password method is in use). */
  canUseSession: boolean;
  /** The address the password goes with (the password manager's username: `autocomplete="username"`). */
  email: string | null;
  currentPassword: string;
  newPassword: string;
  /** Save can be pressed: the strength check accepted this exact new password, and the current one is given when asked. */
  canSubmit: boolean;
  /** Errors by field: `currentPassword` (`unauthorized_credentials`), `newPassword` (`weak_password`, `breached_password`, …). */
  fieldErrors: FieldErrors<'currentPassword' | 'newPassword'>;
  error: AuthError | null;
  /** `set` or `changed`, right after (for the announcement). */
  done: 'set' | 'changed' | null;
  stepUpKind: 'totp' | 'sms' | 'email' | null;
}

export function selectAccountPasswordView(snapshot: SnapshotFrom<typeof accountPasswordMachine>): AccountPasswordView {
  const { context } = snapshot;
  const change = changeChildState(snapshot.children.change);
  const method = passwordMethodOf(context);
  const accepted = context.accepted;
  const status: AccountPasswordStatus = change.steppingUp
    ? 'steppingUp'
    : snapshot.matches('starting') || snapshot.matches('loading')
      ? 'loading'
      : snapshot.matches('noUser')
        ? 'noUser'
        : snapshot.matches('loadFailed')
          ? 'loadFailed'
          : snapshot.matches('refreshing')
            ? 'refreshing'
            : snapshot.matches({ ready: 'saving' })
              ? 'saving'
              : 'editing';
  const fieldErrors: FieldErrors<'currentPassword' | 'newPassword'> = {
    ...(context.fieldErrors.currentPassword && { currentPassword: context.fieldErrors.currentPassword }),
    ...(context.fieldErrors.newPassword && { newPassword: context.fieldErrors.newPassword }),
  };
  return {
    status,
    isPending: snapshot.hasTag('pending') && !change.steppingUp,
    hasPassword: hasPassword(context.account),
    method,
    canUseSession: method === 'existingPassword',
    email: passwordEmailOf(context.account),
    currentPassword: context.currentPassword,
    newPassword: context.newPassword,
    canSubmit: status === 'editing' && accepted && (method === 'session' || context.currentPassword !== ''),
    fieldErrors,
    error: context.error,
    done: context.done,
    stepUpKind: change.stepUpKind,
  };
}
