import { assign, fromPromise, setup } from 'xstate';
import {
  createAuthError,
  toAuthError,
  type AuthError,
  type AuthenticateResult,
  type PasskeyAuthenticateRequest,
} from '../../client';
import { PASSKEY_AUTOFILL_RETRIES, SESSION_DURATION_MINUTES } from '../../config/constants';
import { AuthEventType, flowEffectStubs } from '../shared/flow-effects';
import type { PasskeyLoginContext, PasskeyLoginEvent, PasskeyLoginInput, PasskeyLoginOutput } from './passkey-login.types';
import { notProvided } from '../shared/not-provided';

/** Errors the user caused by closing the browser's prompt, or that the flow caused by stopping. */
const QUIET_ERRORS = new Set(['webauthn_cancelled', 'aborted']);
/** Errors shown as they are (the deleted passkey's, and no answer or an unreadable one: not an API error); any other failure of a passkey login is 'unknown' (spec §8). */
const SHOWN_AS_IS = new Set(['webauthn_registration_not_found', 'network_unreachable', 'request_timeout', 'invalid_response', 'webauthn_unsupported']);

/** What a failed passkey login shows (spec §8). */
export function passkeyLoginError(error: AuthError): AuthError {
  return SHOWN_AS_IS.has(error.type) ? error : createAuthError('passkey_authentication_failed', { ...(error.message && { message: error.message }) });
}

const errorOf = ({ event }: { event: { error: unknown } }) => toAuthError(event.error);
/** Keep the error as the screen shows it; report the original to the host. */
const recordFailure = [
  { type: 'setFailure' as const, params: errorOf },
  { type: 'reportError' as const, params: errorOf },
];
/**
 * The browser refused the background request (autofill) before offering anything: the user never
 * asked for it, so nothing shows; the host is told through `onError`, as of every error.
 */
const reportOnly = { type: 'reportError' as const, params: errorOf };

/**
 * Passkey login on Main (spec §2, §4, §8, §9). A page that cannot use passkeys (no WebAuthn, or
 * not a secure context) offers none: no button, no autofill (`unsupported`). Where the browser
 * supports passkey autofill and Main has a field for it, a conditional-mediation request runs as
 * soon as Main shows (the browser offers passkeys in the field's autofill), retried up to 5 times
 * on failure and paused while the form is submitted; it stops when the flow stops (the user left
 * Main). The browser's refusal of that request (`webauthn_unsupported`: the user saw nothing and
 * asked for nothing) shows nothing and stops it; it reaches `onError` only. Otherwise the flow
 * waits for 'Login with a Passkey'. A cancelled browser prompt is not an error. Ends with the
 * user authenticated.
 */
export const passkeyLoginMachine = setup({
  types: {
    input: {} as PasskeyLoginInput,
    context: {} as PasskeyLoginContext,
    events: {} as PasskeyLoginEvent,
    output: {} as PasskeyLoginOutput,
  },
  actors: {
    checkSupport: fromPromise<boolean>(notProvided('checkSupport')),
    checkAutofill: fromPromise<boolean>(notProvided('checkAutofill')),
    authenticate: fromPromise<AuthenticateResult, PasskeyAuthenticateRequest>(notProvided('authenticate')),
  },
  actions: {
    ...flowEffectStubs,
    clearError: assign({ error: null }),
    setFailure: assign(({ context: _context }, error: AuthError) => ({ error: passkeyLoginError(error) })),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
  },
  guards: {
    canAutofill: ({ context }, supported: boolean) => context.autofillField && supported,
    isQuiet: ({ event }) => 'error' in event && QUIET_ERRORS.has(toAuthError(event.error).type),
    isTimeout: ({ event }) => 'error' in event && toAuthError(event.error).type === 'request_timeout',
    isRefused: ({ event }) => 'error' in event && toAuthError(event.error).type === 'webauthn_unsupported',
    hasAttemptsLeft: ({ context }) => context.failures + 1 < PASSKEY_AUTOFILL_RETRIES,
  },
}).createMachine({
  id: 'passkeyLogin',
  context: ({ input }) => ({
    sessionDurationMinutes: input.sessionDurationMinutes ?? SESSION_DURATION_MINUTES,
    autofillField: input.autofillField,
    failures: 0,
    error: null,
    result: null,
  }),
  initial: 'detecting',
  states: {
    detecting: {
      initial: 'support',
      states: {
        // WebAuthn at all (a check that fails says nothing: as before, the browser is asked).
        support: {
          invoke: {
            src: 'checkSupport',
            onDone: [{ guard: ({ event }) => event.output, target: 'autofill' }, { target: '#passkeyLogin.unsupported' }],
            onError: 'autofill',
          },
        },
        autofill: {
          invoke: {
            src: 'checkAutofill',
            onDone: [
              { guard: { type: 'canAutofill', params: ({ event }) => event.output }, target: '#passkeyLogin.autofill' },
              { target: '#passkeyLogin.button' },
            ],
            onError: '#passkeyLogin.button',
          },
        },
      },
    },
    // The page cannot use passkeys: Main offers none.
    unsupported: {},
    autofill: {
      initial: 'requesting',
      on: { 'autofill.pause': '.paused' },
      states: {
        requesting: {
          invoke: {
            src: 'authenticate',
            input: ({ context }) => ({
              sessionDurationMinutes: context.sessionDurationMinutes,
              conditionalMediation: true,
              isPasskey: true,
            }),
            onDone: { target: '#passkeyLogin.authenticated', actions: assign({ result: ({ event }) => event.output }) },
            onError: [
              { guard: 'isQuiet', target: 'stopped' },
              // The request outlived the ceremony timeout with nobody choosing a passkey: ask again.
              { guard: 'isTimeout', target: 'requesting', reenter: true },
              // The browser refused the quiet request itself (the user saw nothing): asking again
              // would be refused too.
              { guard: 'isRefused', target: 'stopped', actions: reportOnly },
              // A passkey the user chose in the field that the server refused (a deleted one), or a
              // failed request: shown, and asked again.
              { guard: 'hasAttemptsLeft', target: 'requesting', reenter: true, actions: ['countFailure', ...recordFailure] },
              { target: 'stopped', actions: ['countFailure', ...recordFailure] },
            ],
          },
        },
        paused: {
          on: { 'autofill.resume': 'requesting' },
        },
        stopped: {},
      },
    },
    button: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'passkey.login': 'authenticating' },
        },
        authenticating: {
          tags: 'pending',
          entry: 'clearError',
          invoke: {
            src: 'authenticate',
            input: ({ context }) => ({
              sessionDurationMinutes: context.sessionDurationMinutes,
              conditionalMediation: false,
              isPasskey: true,
            }),
            onDone: { target: '#passkeyLogin.authenticated', actions: assign({ result: ({ event }) => event.output }) },
            onError: [{ guard: 'isQuiet', target: 'idle' }, { target: 'idle', actions: recordFailure }],
          },
        },
      },
    },
    authenticated: {
      type: 'final',
      entry: [
        'clearError',
        {
          type: 'reportEvent',
          params: ({ context }) => ({ type: AuthEventType.PasskeyAuthenticate, data: context.result?.raw }),
        },
      ],
    },
  },
  output: ({ context }) => ({ kind: 'authenticated', via: 'passkey', result: context.result as AuthenticateResult }),
});

