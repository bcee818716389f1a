import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import type { idpLogoutMachine } from './idp-logout.machine';

export interface IdpLogoutView {
  status: 'missingParameter' | 'loading' | 'error' | 'confirm' | 'loggingOut' | 'redirecting' | 'denied';
  /** The required query parameter the page lacks ('Required parameter is missing: {name}. …'). */
  missingParameter: string | null;
  /** Whether 'Log out?' was asked (a logout without it shows only progress). */
  consentRequired: boolean;
  /** The preflight's failure (its server message is shown), or the missing parameter's. */
  error: AuthError | null;
}

export const selectIdpLogoutView = (snapshot: SnapshotFrom<typeof idpLogoutMachine>): IdpLogoutView => {
  const { missingParameter, consentRequired, error } = snapshot.context;
  const status: IdpLogoutView['status'] = snapshot.matches('missingParameter')
    ? 'missingParameter'
    : snapshot.matches('error')
      ? 'error'
      : snapshot.matches('confirm')
        ? 'confirm'
        : snapshot.matches('loggingOut')
          ? 'loggingOut'
          : snapshot.matches('redirecting')
            ? 'redirecting'
            : snapshot.matches('denied')
              ? 'denied'
              : 'loading';
  return { status, missingParameter, consentRequired, error };
};
