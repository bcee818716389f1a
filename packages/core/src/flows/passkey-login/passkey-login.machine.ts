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
 * Passkey login on Main (spec §2, §4, §8, §9). Where the browser supports passkey autofill and
 * Main has a field for it, a conditional-mediation request runs as soon as Main shows (the
 * browser offers passkeys in the field's autofill), retried up to 5 times on failure and
 * paused while the form is submitted; it stops when the flow stops (the user left Main).
 * Otherwise the flow waits for 'Login with a Passkey'. A cancelled browser prompt is not an
 * error. Ends with the user authenticated.
 */
export const passkeyLoginMachine = setup({
  types: {
    input: {} as PasskeyLoginInput,
    context: {} as PasskeyLoginContext,
    events: {} as PasskeyLoginEvent,
    output: {} as PasskeyLoginOutput,
  },
  actors: {
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
      invoke: {
        src: 'checkAutofill',
        onDone: [{ guard: { type: 'canAutofill', params: ({ event }) => event.output }, target: 'autofill' }, { target: 'button' }],
        onError: 'button',
      },
    },
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

