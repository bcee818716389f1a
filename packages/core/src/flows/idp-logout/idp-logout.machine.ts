import { assign, setup } from 'xstate';
import { createAuthError, type AuthError, type IdpLogoutRequest } from '../../client';
import { flowEffectStubs, recordFailure } from '../shared/flow-effects';
import type { IdpLogoutParams } from '../shared/idp-params';
import { notProvided } from '../shared/not-provided';
import { fromRequest } from '../shared/request';

export interface IdpLogoutInput {
  /** The logout reading of the page's query string (`readIdpParams`): the request, or the first missing parameter. */
  params: IdpLogoutParams | { missing: string };
}

export interface IdpLogoutContext {
  request: IdpLogoutRequest | null;
  /** The required query parameter the page was opened without (spec §5), if any. */
  missingParameter: string | null;
  /** Whether the server asked for the user's confirmation (`consent_required`). */
  consentRequired: boolean;
  /** Where the browser goes once logged out: the server's answer, never the query's. */
  redirectUri: string | null;
  error: AuthError | null;
}

/** How the logout ended: the session revoked (or its revocation given up) and the browser sent on. */
export interface IdpLogoutOutput {
  redirectUri: string;
}

/**
 * The identity provider's logout page (spec §4 'IDP logout', protocol §8.3): asks the server
 * (`logoutStart`) where to go and whether the user must confirm; then revokes the session with a
 * forced clear, ignoring its errors (the local session is cleared either way), and navigates to
 * the server's `redirect_uri`. Navigation is the `redirect` effect, bound by the hook.
 */
export const idpLogoutMachine = setup({
  types: {
    input: {} as IdpLogoutInput,
    context: {} as IdpLogoutContext,
    output: {} as IdpLogoutOutput,
    events: {} as { type: 'idpLogout.confirm' } | { type: 'idpLogout.decline' },
  },
  actors: {
    logoutStart: fromRequest<{ consentRequired: boolean; redirectUri: string }, IdpLogoutRequest>(notProvided('logoutStart')),
    revoke: fromRequest<void, { forceClear: boolean }>(notProvided('revoke')),
  },
  actions: {
    ...flowEffectStubs,
    setError: assign((_, error: AuthError) => ({ error })),
    /** Sends the browser to `url` (the hook binds `window.location.assign`). */
    redirect: (_, _url: string) => {},
  },
  guards: {
    isMissingParameter: ({ context }) => context.missingParameter !== null,
    isConsentRequired: ({ context }) => context.consentRequired,
  },
}).createMachine({
  id: 'idpLogout',
  context: ({ input }) => {
    const missing = 'missing' in input.params ? input.params.missing : null;
    return {
      request: 'request' in input.params ? input.params.request : null,
      missingParameter: missing,
      consentRequired: false,
      redirectUri: null,
      error:
        missing === null
          ? null
          : createAuthError('idp_parameter_missing', {
              message: `Required parameter is missing: ${missing}. Please reach out to the application developer.`,
            }),
    };
  },
  entry: { type: 'logTelemetry', params: { name: 'render_idp_screen' } },
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isMissingParameter', target: 'missingParameter' }, { target: 'preflight' }],
    },
    missingParameter: {
      entry: { type: 'reportError', params: ({ context }) => context.error! },
    },
    preflight: {
      tags: ['pending'],
      invoke: {
        src: 'logoutStart',
        input: ({ context }) => context.request!,
        onDone: [
          {
            guard: ({ event }) => event.output.consentRequired,
            target: 'confirm',
            actions: assign({ consentRequired: true, redirectUri: ({ event }) => event.output.redirectUri }),
          },
          { target: 'loggingOut', actions: assign({ redirectUri: ({ event }) => event.output.redirectUri }) },
        ],
        onError: { target: 'error', actions: recordFailure },
      },
    },
    error: {},
    confirm: {
      on: {
        'idpLogout.confirm': 'loggingOut',
        'idpLogout.decline': 'denied',
      },
    },
    loggingOut: {
      tags: ['pending'],
      invoke: {
        src: 'revoke',
        input: { forceClear: true },
        // Spec §4: the revoke's errors are ignored; the user is sent on either way.
        onDone: 'redirecting',
        onError: 'redirecting',
      },
    },
    redirecting: {
      type: 'final',
      entry: { type: 'redirect', params: ({ context }) => context.redirectUri! },
    },
    denied: {},
  },
  output: ({ context }) => ({ redirectUri: context.redirectUri! }),
});
