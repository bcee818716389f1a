import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import type { idpConsentMachine } from './idp-consent.machine';

/** Scopes with fixed consent texts (spec §6); any other grantable scope is a custom one. */
export const BUILT_IN_IDP_SCOPES: readonly string[] = ['openid', 'profile', 'email', 'phone', 'full_access', 'offline_access'];

export interface IdpScope {
  scope: string;
  /** The server's description (the RBAC policy's, for a custom scope). */
  description: string;
}

export interface IdpConsentView {
  /**
   * missingParameter, noSession, error and denied stay; consent waits for Allow or Deny;
   * attesting and loading (preflight, or the submit when no consent is needed) show a spinner;
   * submitting is Allow's or Deny's submit from the consent screen; redirecting is the end;
   * secondFactor: the session steps up to the host's policy first (mfaOptions, the MFA screens).
   */
  status:
    | 'missingParameter'
    | 'noSession'
    | 'attesting'
    | 'loading'
    | 'secondFactor'
    | 'error'
    | 'consent'
    | 'submitting'
    | 'redirecting'
    | 'denied';
  missingParameter: string | null;
  /** The error to show (or, on consent, of the last submit that failed). */
  error: AuthError | null;
  clientName: string | null;
  grantableScopes: IdpScope[];
  ungrantableScopes: IdpScope[];
  /** A grantable scope beyond the built-in ones: the title says the client wants account access. */
  hasCustomScopes: boolean;
  /** While submitting: the answer being sent (true Allow, false Deny). */
  consentGranted: boolean | null;
}

type IdpConsentSnapshot = SnapshotFrom<typeof idpConsentMachine>;

function statusOf(snapshot: IdpConsentSnapshot): IdpConsentView['status'] {
  if (snapshot.matches('missingParameter')) return 'missingParameter';
  if (snapshot.matches('noSession')) return 'noSession';
  if (snapshot.matches('revoking') || snapshot.matches('attesting')) return 'attesting';
  if (snapshot.matches('steppingUp') && snapshot.context.steppingUp) return 'secondFactor';
  if (snapshot.matches('error')) return 'error';
  if (snapshot.matches('consent')) return 'consent';
  if (snapshot.matches('submitting') || snapshot.matches('denying')) return 'submitting';
  if (snapshot.matches('redirecting')) return 'redirecting';
  if (snapshot.matches('denied')) return 'denied';
  return 'loading';
}

export const selectIdpConsentView = (snapshot: IdpConsentSnapshot): IdpConsentView => {
  const { start, error, missingParameter, consentGranted } = snapshot.context;
  const toScope = ({ scope, description }: IdpScope) => ({ scope, description });
  const grantableScopes = (start?.scopeResults ?? []).filter((s) => s.isGrantable).map(toScope);
  const ungrantableScopes = (start?.scopeResults ?? []).filter((s) => !s.isGrantable).map(toScope);
  return {
    status: statusOf(snapshot),
    missingParameter,
    error,
    clientName: start?.client.clientName ?? null,
    grantableScopes,
    ungrantableScopes,
    hasCustomScopes: grantableScopes.some((s) => !BUILT_IN_IDP_SCOPES.includes(s.scope)),
    consentGranted,
  };
};
