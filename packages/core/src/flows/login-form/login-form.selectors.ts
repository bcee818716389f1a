import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import type { LoginTab, ResolvedLoginConfig } from '../../config';
import type { loginFormMachine } from './login-form.machine';
import type { LoginFormDraft } from './login-form.types';

export interface LoginFormView extends LoginFormDraft {
  tabs: LoginTab[];
  /** What the Email tab does. */
  emailForm: ResolvedLoginConfig['emailForm'];
  isPending: boolean;
  error: AuthError | null;
}

export function selectLoginFormView(snapshot: SnapshotFrom<typeof loginFormMachine>): LoginFormView {
  const { context } = snapshot;
  return {
    tabs: context.config.tabs,
    emailForm: context.config.emailForm,
    activeTab: context.activeTab,
    email: context.email,
    phone: context.phone,
    isPending: snapshot.hasTag('pending'),
    error: context.error,
  };
}
