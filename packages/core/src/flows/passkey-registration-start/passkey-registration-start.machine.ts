import { assign, fromPromise, setup, stopChild } from 'xstate';
import { createAuthError, toAuthError, type AuthError, type AuthenticateResult, type PasskeyRegisterRequest } from '../../client';
import { SESSION_DURATION_MINUTES } from '../../config/constants';
import type { MfaOutput } from '../mfa';
import type { PasskeyStepUpAccount, PasskeyStepUpOptions, PasskeyStepUpRequest, PreparedPasskeyStepUp } from '../step-up';
import { AuthEventType, flowEffectStubs } from '../shared/flow-effects';
import { notProvided } from '../shared/not-provided';

// The step-up's types live with the step-up (it prepares it); kept here under their names too.
export type { PasskeyStepUpAccount, PasskeyStepUpOptions, PasskeyStepUpRequest, PreparedPasskeyStepUp };

export interface PasskeyRegistrationStartInput {
  sessionDurationMinutes?: number;
  /**
   * When Stytch refuses the passkey for a session of one factor (`insufficient_factors`), ask for
   * the user's second factor and try again (the passkey-registration mode). Without it the refusal
   * is shown, as in the login widget's passkey offer.
   */
  stepUp?: PasskeyStepUpOptions;
}

export interface PasskeyRegistrationStartContext extends PasskeyStepUpRequest {
  error: AuthError | null;
  result: AuthenticateResult | null;
}

export type PasskeyRegistrationStartEvent =
  | { type: 'passkey.create' }
  | { type: 'passkey.skip' }
  /** Leaves the step-up: back to 'Create a Passkey'. */
  | { type: 'stepUp.cancel' };

/** How PasskeyRegistrationStart ended: a passkey was created, or the user skipped. */
export type PasskeyRegistrationStartOutput = { kind: 'registered'; result: AuthenticateResult } | { kind: 'skipped' };

/**
 * Failures a retry here cannot fix, shown as they are: the duplicate, a session that needs a
 * second factor first, and a page that cannot use passkeys (no WebAuthn, or not a secure context).
 */
const SHOWN_AS_THEY_ARE = new Set(['webauthn_credential_exists', 'insufficient_factors', 'webauthn_unsupported']);

/** What a failed registration shows (spec §8): the duplicate message, or 'not created' (or what to do first). */
export function passkeyRegistrationError(error: AuthError): AuthError {
  return SHOWN_AS_THEY_ARE.has(error.type)
    ? error
    : createAuthError('passkey_registration_failed', { ...(error.message && { message: error.message }) });
}

const READY = '#passkeyRegistrationStart.ready';
const showFailure = [
  { type: 'setError' as const, params: ({ event }: { event: { error: unknown } }) => passkeyRegistrationError(toAuthError(event.error)) },
  { type: 'reportError' as const, params: ({ event }: { event: { error: unknown } }) => toAuthError(event.error) },
];

/**
 * PasskeyRegistrationStart (spec §2, §4): 'Create a Passkey' registers one (`is_passkey: true`)
 * for the signed-in user; 'Skip' goes on without. A failure keeps the user here with its
 * message (duplicate, or 'not created'), and both buttons stay available. With `stepUp`, a
 * refusal for want of a second factor runs the step-up flow (loaded then, as the `stepUp`
 * child), then the registration again. What is asked, and how often (twice at most), is the
 * lazily loaded preparation's to decide (`preparePasskeyStepUp` in `flows/step-up/step-up-module.ts`); nothing to ask shows
 * the refusal. Everything of it but these states loads only when Stytch refuses.
 */
export const passkeyRegistrationStartMachine = setup({
  types: {
    input: {} as PasskeyRegistrationStartInput,
    context: {} as PasskeyRegistrationStartContext,
    events: {} as
      | PasskeyRegistrationStartEvent
      | { type: 'xstate.done.actor.stepUp'; output: MfaOutput },
    output: {} as PasskeyRegistrationStartOutput,
  },
  actors: {
    register: fromPromise<AuthenticateResult, PasskeyRegisterRequest>(notProvided('register'),
    ),
    /** The step-up's flow and what it asks for, loaded on a refusal (null: nothing the user can add, or enough step-ups). */
    prepareStepUp: fromPromise<PreparedPasskeyStepUp | null, PasskeyStepUpRequest>(notProvided('prepareStepUp')),
  },
  actions: {
    ...flowEffectStubs,
    setError: assign((_, error: AuthError) => ({ error })),
  },
}).createMachine({
  id: 'passkeyRegistrationStart',
  context: ({ input }) => ({
    sessionDurationMinutes: input.sessionDurationMinutes ?? SESSION_DURATION_MINUTES,
    stepUp: input.stepUp ?? null,
    prepared: null,
    last: null,
    error: null,
    result: null,
  }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'passkey.create': { target: 'registering', actions: assign({ prepared: null, last: null }) },
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
        onError: [
          {
            // Stytch wants a second factor in the session first (kept, shown if no step-up helps).
            guard: ({ context, event }) => context.stepUp !== null && toAuthError(event.error).type === 'insufficient_factors',
            target: 'steppingUp',
            actions: { type: 'setError', params: ({ event }) => toAuthError(event.error) },
          },
          { target: 'ready', actions: showFailure },
        ],
      },
    },
    steppingUp: {
      on: { 'stepUp.cancel': { target: 'ready', actions: assign({ error: null }) } },
      exit: stopChild('stepUp'),
      initial: 'preparing',
      states: {
        preparing: {
          tags: 'pending',
          invoke: {
            src: 'prepareStepUp',
            input: ({ context }) => context,
            onDone: [
              { guard: ({ event }) => event.output !== null, target: 'running', actions: assign({ prepared: ({ event }) => event.output }) },
              { target: READY, actions: { type: 'reportError', params: ({ context }) => context.error! } },
            ],
            onError: { target: READY, actions: showFailure },
          },
        },
        running: {
          // Spawned in an assign (its spawn is in every first load already; enqueueActions is not).
          entry: assign(({ context, spawn }) => {
            (spawn as (logic: unknown, options: { id: string; input: unknown }) => unknown)(context.prepared!.logic, { id: 'stepUp', input: context.prepared!.input });
            return {};
          }),
          on: {
            'xstate.done.actor.stepUp': [
              {
                guard: ({ event }) => event.output.kind === 'failed',
                target: READY,
                actions: { type: 'setError', params: ({ event }) => (event.output as { error: AuthError }).error },
              },
              // The session has the factor now: the passkey again.
              { target: '#passkeyRegistrationStart.registering', actions: assign({ last: ({ event }) => event.output }) },
            ],
          },
        },
      },
    },
    registered: { type: 'final' },
    skipped: {
      type: 'final',
      entry: { type: 'reportEvent', params: { type: AuthEventType.PasskeySkip, data: {} } },
    },
  },
  output: ({ context }): PasskeyRegistrationStartOutput =>
    context.result ? { kind: 'registered', result: context.result } : { kind: 'skipped' },
});

// Deprecated names (issue 23: flows take their spec screen's name).
/** @deprecated Use passkeyRegistrationStartMachine; removed in 0.3. */
export const passkeyRegistrationMachine = passkeyRegistrationStartMachine;
/** @deprecated Use PasskeyRegistrationStartContext; removed in 0.3. */
export type PasskeyRegistrationContext = PasskeyRegistrationStartContext;
/** @deprecated Use PasskeyRegistrationStartEvent; removed in 0.3. */
export type PasskeyRegistrationEvent = PasskeyRegistrationStartEvent;
/** @deprecated Use PasskeyRegistrationStartInput; removed in 0.3. */
export type PasskeyRegistrationInput = PasskeyRegistrationStartInput;
/** @deprecated Use PasskeyRegistrationStartOutput; removed in 0.3. */
export type PasskeyRegistrationOutput = PasskeyRegistrationStartOutput;
