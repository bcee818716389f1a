import { assign, enqueueActions, setup } from 'xstate';
import {
  createAuthError,
  type AuthError,
  type AuthenticateResult,
  type IdpAuthorizeRequest,
  type IdpAuthorizeStartResult,
} from '../../client';
import type { MfaOptions } from '../../config';
import { OTP_EXPIRATION_MINUTES, SESSION_ATTEST_DURATION_MINUTES, SESSION_DURATION_MINUTES } from '../../config/constants';
import { AuthEventType, flowEffectStubs, recordFailure } from '../shared/flow-effects';
import { stepUpMachine, type StepUpOutput } from '../step-up';
import { notProvided } from '../shared/not-provided';
import { fromRequest } from '../shared/request';

/** The authorize side of `readIdpParams`: the request, or the required parameter that is missing. */
export type IdpConsentParams = { request: IdpAuthorizeRequest } | { missing: string };

export interface IdpConsentInput {
  /** `readIdpParams(location.search)` when its mode is 'authorize'. */
  params: IdpConsentParams;
  /** A token to sign in with first: any session is revoked, then this one is attested (spec §4). */
  trustedAuthToken?: { token: string; profileId: string };
  /**
   * The host's second-factor policy (the login config's `mfaOptions`): a session that has not
   * met it steps up (the MFA screens) before any code is issued for it (issue 36).
   */
  mfaOptions?: MfaOptions;
  /** How long a texted second factor's code lasts (the config's `otpOptions.expirationMinutes`). */
  otpExpirationMinutes?: number;
  /** How long the session lasts once the second factor is added (spec §9 default: 30 minutes). */
  sessionDurationMinutes?: number;
}

export interface IdpConsentContext {
  request: IdpAuthorizeRequest | null;
  missingParameter: string | null;
  trustedAuthToken: { token: string; profileId: string } | null;
  mfaOptions: MfaOptions | null;
  otpExpirationMinutes: number;
  sessionDurationMinutes: number;
  /** The signed-in user and their session's factors, for the step-up. */
  account: AuthenticateResult | null;
  /** The step-up is asking for a second factor (its MFA screens are up). */
  steppingUp: boolean;
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
 * a trusted token first replaces any session; an active session is required (its cookie's
 * included, `session.load`); with `mfaOptions` it must meet the host's policy, stepping up
 * first (the step-up leaf, the MFA screens) or refusing with the step-up's error; the preflight then
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
    children: {} as { stepUp: 'stepUp' },
  },
  actors: {
    /** The signed-in user and their session's factors (null: nobody is signed in). */
    readAccount: fromRequest<AuthenticateResult | null, void>(notProvided('readAccount')),
    stepUp: stepUpMachine,
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
    hasPolicy: ({ context }) => context.mfaOptions !== null,
  },
}).createMachine({
  id: 'idpConsent',
  context: ({ input }) => ({
    request: 'request' in input.params ? input.params.request : null,
    missingParameter: 'missing' in input.params ? input.params.missing : null,
    trustedAuthToken: input.trustedAuthToken ?? null,
    mfaOptions: input.mfaOptions ?? null,
    otpExpirationMinutes: input.otpExpirationMinutes ?? OTP_EXPIRATION_MINUTES,
    sessionDurationMinutes: input.sessionDurationMinutes ?? SESSION_DURATION_MINUTES,
    account: null,
    steppingUp: false,
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
          { guard: 'hasPolicy', target: 'readingAccount' },
          { target: 'preflight' },
        ],
        onError: { target: 'noSession' },
      },
    },
    /** mfaOptions: the session must meet the host's policy before the app gets a code for it. */
    readingAccount: {
      tags: ['pending'],
      invoke: {
        src: 'readAccount',
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'noSession' },
          { target: 'steppingUp', actions: assign({ account: ({ event }) => event.output }) },
        ],
        onError: { target: 'error', actions: recordFailure },
      },
    },
    steppingUp: {
      tags: ['pending'],
      invoke: {
        id: 'stepUp',
        src: 'stepUp',
        input: ({ context }) => ({
          via: 'otp' as const,
          result: context.account!,
          mfaOptions: context.mfaOptions!,
          sessionDurationMinutes: context.sessionDurationMinutes,
          otpExpirationMinutes: context.otpExpirationMinutes,
        }),
        onSnapshot: { actions: assign({ steppingUp: ({ event }) => event.snapshot.matches('running') }) },
        onDone: [
          {
            // The policy cannot be met (an enrolment Stytch refused): no code is issued.
            guard: ({ event }) => (event.output as StepUpOutput).kind === 'failed',
            target: 'error',
            actions: [
              { type: 'setError', params: ({ event }) => (event.output as Extract<StepUpOutput, { kind: 'failed' }>).error },
              { type: 'reportError', params: ({ event }) => (event.output as Extract<StepUpOutput, { kind: 'failed' }>).error },
            ],
          },
          { target: 'preflight' },
        ],
        onError: { target: 'error', actions: recordFailure },
      },
      exit: assign({ steppingUp: false }),
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
