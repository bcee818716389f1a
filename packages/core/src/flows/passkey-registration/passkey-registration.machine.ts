import { assign, fromPromise, setup } from 'xstate';
import { createAuthError, toAuthError, type AuthError, type AuthenticateResult, type PasskeyRegisterRequest } from '../../client';
import { SESSION_DURATION_MINUTES } from '../../config/constants';
import { AuthEventType, flowEffectStubs } from '../shared/flow-effects';
import { notProvided } from '../shared/not-provided';

export interface PasskeyRegistrationInput {
  sessionDurationMinutes?: number;
}

export interface PasskeyRegistrationContext {
  sessionDurationMinutes: number;
  error: AuthError | null;
  result: AuthenticateResult | null;
}

export type PasskeyRegistrationEvent = { type: 'passkey.create' } | { type: 'passkey.skip' };

/** How PasskeyRegistrationStart ended: a passkey was created, or the user skipped. */
export type PasskeyRegistrationOutput = { kind: 'registered'; result: AuthenticateResult } | { kind: 'skipped' };

/** Failures a retry here cannot fix, shown as they are: the duplicate, and a session that needs a second factor first. */
const SHOWN_AS_THEY_ARE = new Set(['webauthn_credential_exists', 'insufficient_factors']);

/** What a failed registration shows (spec §8): the duplicate message, or 'not created' (or what to do first). */
export function passkeyRegistrationError(error: AuthError): AuthError {
  return SHOWN_AS_THEY_ARE.has(error.type)
    ? error
    : createAuthError('passkey_registration_failed', { ...(error.message && { message: error.message }) });
}

/**
 * PasskeyRegistrationStart (spec §2, §4): 'Create a Passkey' registers one (`is_passkey: true`)
 * for the signed-in user; 'Skip' goes on without. A failure keeps the user here with its
 * message (duplicate, or 'not created'), and both buttons stay available.
 */
export const passkeyRegistrationMachine = setup({
  types: {
    input: {} as PasskeyRegistrationInput,
    context: {} as PasskeyRegistrationContext,
    events: {} as PasskeyRegistrationEvent,
    output: {} as PasskeyRegistrationOutput,
  },
  actors: {
    register: fromPromise<AuthenticateResult, PasskeyRegisterRequest>(notProvided('register'),
    ),
  },
  actions: {
    ...flowEffectStubs,
  },
}).createMachine({
  id: 'passkeyRegistration',
  context: ({ input }) => ({
    sessionDurationMinutes: input.sessionDurationMinutes ?? SESSION_DURATION_MINUTES,
    error: null,
    result: null,
  }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'passkey.create': 'registering',
        'passkey.skip': 'skipped',
      },
    },
    registering: {
      tags: 'pending',
      entry: assign({ error: null }),
      invoke: {
        src: 'register',
        input: ({ context }) => ({ isPasskey: true as const, sessionDurationMinutes: context.sessionDurationMinutes }),
        onDone: {
          target: 'registered',
          actions: [
            assign({ result: ({ event }) => event.output }),
            { type: 'reportEvent', params: ({ event }) => ({ type: AuthEventType.PasskeyRegister, data: event.output.raw }) },
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            assign({ error: ({ event }) => passkeyRegistrationError(toAuthError(event.error)) }),
            { type: 'reportError', params: ({ event }) => toAuthError(event.error) },
          ],
        },
      },
    },
    registered: { type: 'final' },
    skipped: {
      type: 'final',
      entry: { type: 'reportEvent', params: { type: AuthEventType.PasskeySkip, data: {} } },
    },
  },
  output: ({ context }): PasskeyRegistrationOutput =>
    context.result ? { kind: 'registered', result: context.result } : { kind: 'skipped' },
});
