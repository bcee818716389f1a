import { assign, enqueueActions, setup } from 'xstate';
import {
  createAuthError,
  type AuthError,
  type AuthenticateResult,
  type IdpAuthorizeRequest,
  type IdpAuthorizeStartResult,
} from '../../client';
import { SESSION_ATTEST_DURATION_MINUTES } from '../../config/constants';
import { AuthEventType, flowEffectStubs, recordFailure } from '../shared/flow-effects';
import { notProvided } from '../shared/not-provided';
import { fromRequest } from '../shared/request';

/** The authorize side of `readIdpParams`: the request, or the required parameter that is missing. */
export type IdpConsentParams = { request: IdpAuthorizeRequest } | { missing: string };

export interface IdpConsentInput {
  /** `readIdpParams(location.search)` when its mode is 'authorize'. */
  params: IdpConsentParams;
  /** A token to sign in with first: any session is revoked, then this one is attested (spec §4). */
  trustedAuthToken?: { token: string; profileId: string };
}

export interface IdpConsentContext {
  request: IdpAuthorizeRequest | null;
  missingParameter: string | null;
  trustedAuthToken: { token: string; profileId: string } | null;
  start: IdpAuthorizeStartResult | null;
  /** What the user answered on the consent screen (false too when no consent was needed). */
  consentGranted: boolean | null;
  /** The server's answer to submit: where the browser goes (never the query's redirect_uri). */
  redirectUri: string | null;
  error: AuthError | null;
}

/** How the flow ended: the browser is sent to the server's redirect URI (with a code or an error). */
export interface IdpConsentOutput {
  redirectUri: string;
}

export type IdpConsentEvent =
  | { type: 'consent.allow' }
  | { type: 'consent.deny' }
  /** @deprecated Send `consent.allow`; accepted until 0.3 (issue 23: events are `subject.verb`). */
  | { type: 'ALLOW' }
  /** @deprecated Send `consent.deny`; accepted until 0.3 (issue 23: events are `subject.verb`). */
  | { type: 'DENY' };

type AttestRequest = { token: string; profileId: string; sessionDurationMinutes: number };
type SubmitRequest = IdpAuthorizeRequest & { consentGranted: boolean };

/**
 * The identity provider's authorize page (spec §2 IDPConsent, §4 'IDP authorize', protocol §8.2):
 * a trusted token first replaces any session; an active session is required; the preflight then
 * asks for consent, or the request is submitted at once (consent_granted false) when none is
 * needed. Allow submits with consent, Deny without and shows 'denied'. Either way the browser
 * follows the redirect URI the server answered (`redirect`, bound by the hook): the OAuth client
 * learns of a denial from its `error=access_denied` (RFC 6749 §4.1.2.1).
 */
export const idpConsentMachine = setup({
  types: {
    input: {} as IdpConsentInput,
    context: {} as IdpConsentContext,
    output: {} as IdpConsentOutput,
    events: {} as IdpConsentEvent,
  },
  actors: {
    revokeSession: fromRequest<void, { forceClear: boolean }>(notProvided('revokeSession')),
    attestSession: fromRequest<AuthenticateResult, AttestRequest>(notProvided('attestSession')),
    currentSession: fromRequest<{ sessionId: string; userId: string } | null, void>(notProvided('currentSession')),
    authorizeStart: fromRequest<IdpAuthorizeStartResult, IdpAuthorizeRequest>(notProvided('authorizeStart')),
    authorizeSubmit: fromRequest<{ redirectUri: string }, SubmitRequest>(notProvided('authorizeSubmit')),
  },
  actions: {
    ...flowEffectStubs,
    /** Sends the browser to a URL (the hook binds `window.location.assign`). */
    redirect: (_, _url: string) => {},
    setError: assign((_, error: AuthError) => ({ error })),
  },
  guards: {
    missingParameter: ({ context }) => context.missingParameter !== null,
    hasTrustedToken: ({ context }) => context.trustedAuthToken !== null,
  },
}).createMachine({
  id: 'idpConsent',
  context: ({ input }) => ({
    request: 'request' in input.params ? input.params.request : null,
    missingParameter: 'missing' in input.params ? input.params.missing : null,
    trustedAuthToken: input.trustedAuthToken ?? null,
    start: null,
    consentGranted: null,
    redirectUri: null,
    error: null,
  }),
  entry: { type: 'logTelemetry', params: { name: 'render_idp_screen' } },
  initial: 'checkingParameters',
  states: {
    checkingParameters: {
      always: [
        { guard: 'missingParameter', target: 'missingParameter' },
        { guard: 'hasTrustedToken', target: 'revoking' },
        { target: 'checkingSession' },
      ],
    },
    /** Spec §5: 'Required parameter is missing: {name}…'. The page stays here. */
    missingParameter: {
      entry: [
        assign({
          error: ({ context }) =>
            createAuthError('idp_parameter_missing', {
              message: `Required parameter is missing: ${context.missingParameter}. Please reach out to the application developer.`,
            }),
        }),
        { type: 'reportError', params: ({ context }) => context.error! },
      ],
    },
    /** A trusted token replaces any session: revoke it (forced, errors ignored), then attest. */
    revoking: {
      tags: ['pending'],
      invoke: {
        src: 'revokeSession',
        input: { forceClear: true },
        onDone: 'attesting',
        onError: 'attesting',
      },
    },
    attesting: {
      tags: ['pending'],
      invoke: {
        src: 'attestSession',
        input: ({ context }) => ({
          token: context.trustedAuthToken!.token,
          profileId: context.trustedAuthToken!.profileId,
          sessionDurationMinutes: SESSION_ATTEST_DURATION_MINUTES,
        }),
        onDone: 'checkingSession',
        onError: { target: 'error', actions: recordFailure },
      },
    },
    checkingSession: {
      tags: ['pending'],
      invoke: {
        src: 'currentSession',
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'noSession' },
          { target: 'preflight' },
        ],
        onError: { target: 'noSession' },
      },
    },
    /** Spec §6: 'No active session detected. Please log in to continue.' */
    noSession: {
      entry: [
        assign({ error: () => createAuthError('no_active_session') }),
        { type: 'reportError', params: () => createAuthError('no_active_session') },
      ],
    },
    preflight: {
      tags: ['pending'],
      entry: {
        type: 'reportEvent',
        params: ({ context }) => ({ type: AuthEventType.OAuthAuthorizeFlowStart, data: { clientId: context.request!.clientId } }),
      },
      invoke: {
        src: 'authorizeStart',
        input: ({ context }) => context.request!,
        onDone: [
          { guard: ({ event }) => event.output.consentRequired, target: 'consent', actions: assign({ start: ({ event }) => event.output }) },
          { target: 'autoSubmitting', actions: assign({ start: ({ event }) => event.output, consentGranted: false }) },
        ],
        onError: { target: 'error', actions: recordFailure },
      },
    },
    /** The server's message, in the generic error screen (spec §8). */
    error: {},
    consent: {
      on: {
        'consent.allow': { target: 'submitting', actions: assign({ consentGranted: true, error: null }) },
        'consent.deny': { target: 'denying', actions: assign({ consentGranted: false, error: null }) },
        // The names before issue 23, the same transitions; removed in 0.3.
        ALLOW: { target: 'submitting', actions: assign({ consentGranted: true, error: null }) },
        DENY: { target: 'denying', actions: assign({ consentGranted: false, error: null }) },
      },
    },
    /** No consent needed: submitted at once with consent_granted false (protocol §8.2 step 4). */
    autoSubmitting: {
      tags: ['pending'],
      invoke: {
        src: 'authorizeSubmit',
        input: ({ context }) => ({ ...context.request!, consentGranted: false }),
        onDone: { target: 'redirecting', actions: assign({ redirectUri: ({ event }) => event.output.redirectUri }) },
        onError: { target: 'error', actions: recordFailure },
      },
    },
    submitting: {
      tags: ['pending'],
      invoke: {
        src: 'authorizeSubmit',
        input: ({ context }) => ({ ...context.request!, consentGranted: true }),
        onDone: { target: 'redirecting', actions: assign({ redirectUri: ({ event }) => event.output.redirectUri }) },
        onError: { target: 'consent', actions: recordFailure },
      },
    },
    denying: {
      tags: ['pending'],
      invoke: {
        src: 'authorizeSubmit',
        input: ({ context }) => ({ ...context.request!, consentGranted: false }),
        onDone: { target: 'denied', actions: assign({ redirectUri: ({ event }) => event.output.redirectUri }) },
        // The user said no: that stands even if the server did not hear it (nothing to follow).
        onError: { target: 'denied', actions: recordFailure },
      },
    },
    /** 'Access to the application was denied.'; the client learns it through the server's redirect. */
    denied: {
      entry: enqueueActions(({ context, enqueue }) => {
        enqueue({ type: 'reportEvent', params: { type: AuthEventType.OAuthAuthorizeFlowConsentDenied, data: { clientId: context.request!.clientId } } });
        if (context.redirectUri) enqueue({ type: 'redirect', params: context.redirectUri });
      }),
    },
    redirecting: {
      type: 'final',
      entry: [
        {
          type: 'reportEvent',
          params: ({ context }) => ({ type: AuthEventType.OAuthAuthorizeFlowComplete, data: { redirectUri: context.redirectUri } }),
        },
        { type: 'redirect', params: ({ context }) => context.redirectUri! },
      ],
    },
  },
  output: ({ context }) => ({ redirectUri: context.redirectUri ?? '' }),
});
