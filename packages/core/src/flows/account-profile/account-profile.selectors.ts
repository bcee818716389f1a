import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import { changeChildState } from '../shared/account-view';
import { nameOf, type accountProfileMachine } from './account-profile.machine';
import type { NameFields } from './account-profile.types';

/**
 * The section's state: loading, nobody signed in, a load that failed (retry), the form, saving,
 * or asking for a second factor before saving (`stepUpRef` for the MFA screens).
 */
export type AccountProfileStatus = 'loading' | 'noUser' | 'loadFailed' | 'ready' | 'saving' | 'steppingUp';

export interface AccountProfileView {
  status: AccountProfileStatus;
  isPending: boolean;
  /** The name as saved on the account. */
  saved: NameFields;
  /** The name as typed (kept after a failure). */
  form: NameFields;
  /** The typed name differs from the saved one: Save is worth pressing. */
  isDirty: boolean;
  /** The save's failure (the server's type), shown at the form. */
  error: AuthError | null;
  /** `saved` right after a save (for the announcement); cleared by the next edit. */
  done: 'saved' | null;
  /** What the step-up asks for while `steppingUp`. */
  stepUpKind: 'totp' | 'sms' | 'email' | null;
}

export function selectAccountProfileView(snapshot: SnapshotFrom<typeof accountProfileMachine>): AccountProfileView {
  const { context } = snapshot;
  const change = changeChildState(snapshot.children.change);
  const saved = nameOf(context.account?.user);
  const status: AccountProfileStatus = change.steppingUp
    ? 'steppingUp'
    : snapshot.matches('loading') || snapshot.matches('starting')
      ? 'loading'
      : snapshot.matches('saving')
        ? 'saving'
        : snapshot.matches('noUser')
          ? 'noUser'
          : snapshot.matches('loadFailed')
            ? 'loadFailed'
            : 'ready';
  return {
    status,
    isPending: snapshot.hasTag('pending') && !change.steppingUp,
    saved,
    form: context.form,
    isDirty: context.form.firstName.trim() !== saved.firstName || context.form.lastName.trim() !== saved.lastName,
    error: context.error,
    done: context.done,
    stepUpKind: change.stepUpKind,
  };
}
