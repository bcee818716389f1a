import { assign, enqueueActions, fromPromise, setup, type AnyStateMachine } from 'xstate';
import type { AuthError, AuthenticateResult } from '../../client';
import type { MfaOptions } from '../../config';
import { OTP_EXPIRATION_MINUTES, SESSION_DURATION_MINUTES } from '../../config/constants';
import type { MfaOutput, StepUpVia } from '../mfa';
import { flowEffectStubs, recordFailure } from '../shared/flow-effects';
import { notProvided } from '../shared/not-provided';
import type { MfaModule } from './step-up-module';
import type { StepUpPlan } from '../shared/step-up-plan';

export interface StepUpInput {
  /** How the first factor signed in (carried to the second factor's flow). */
  via: StepUpVia;
  /** The session's answer so far: its factors, and the user's enrolled second factors. */
  result: AuthenticateResult;
  /** The host's policy (`mfaOptions`). */
  mfaOptions: MfaOptions;
  sessionDurationMinutes?: number;
  /** How long a texted code lasts (the config's `otpOptions.expirationMinutes`). */
  otpExpirationMinutes?: number;
}

export interface StepUpContext {
  via: StepUpVia;
  result: AuthenticateResult;
  mfaOptions: MfaOptions;
  sessionDurationMinutes: number;
  otpExpirationMinutes: number;
  /** What the session still needs, once the rules have loaded. */
  plan: Exclude<StepUpPlan, { kind: 'none' }> | null;
  /** The second factor's flow, once its module has loaded. */
  mfaLogic: AnyStateMachine | null;
  error: AuthError | null;
}

/** The policy is met (`result`: the session's newest answer), or it cannot be (`error`). */
export type StepUpOutput = { kind: 'done'; result: AuthenticateResult } | { kind: 'failed'; error: AuthError };

/**
 * The step-up after a first factor (issue 36): the one mechanism the redirect page, the reset
 * page and the consent page share. It loads the rules and the second factor's flow lazily (the
 * step-up's module, `step-up-module.ts`: a page whose logins need nothing never loads
 * it), asks `planStepUp` what the session still needs under the host's `mfaOptions`, and runs the
 * MFA screens' flow as its `mfa` child until the policy is met. It ends with the
 * session's newest answer, or with the error when the policy cannot be met (an enrolment Stytch
 * refused). A leaf: its parents render its `mfa` child with the MFA screens.
 */
export const stepUpMachine = setup({
  types: {
    input: {} as StepUpInput,
    context: {} as StepUpContext,
    output: {} as StepUpOutput,
    events: {} as
      | { type: 'xstate.done.actor.mfa'; output: MfaOutput }
      | { type: 'xstate.error.actor.mfa'; error: unknown },
  },
  actors: {
    /** The step-up's module (its rules and its flow), loaded on demand. */
    loadMfa: fromPromise<MfaModule>(notProvided('loadMfa')),
  },
  actions: {
    ...flowEffectStubs,
    setError: assign((_, error: AuthError) => ({ error })),
  },
}).createMachine({
  id: 'stepUp',
  context: ({ input }) => ({
    via: input.via,
    result: input.result,
    mfaOptions: input.mfaOptions,
    sessionDurationMinutes: input.sessionDurationMinutes ?? SESSION_DURATION_MINUTES,
    otpExpirationMinutes: input.otpExpirationMinutes ?? OTP_EXPIRATION_MINUTES,
    plan: null,
    mfaLogic: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['pending'],
      invoke: {
        src: 'loadMfa',
        onDone: {
          target: 'deciding',
          actions: assign(({ context, event }) => {
            const plan = event.output.planStepUp(context.result, context.mfaOptions);
            return { mfaLogic: event.output.machine, plan: plan.kind === 'none' ? null : plan };
          }),
        },
        onError: { target: 'failed', actions: recordFailure },
      },
    },
    deciding: {
      always: [{ guard: ({ context }) => context.plan !== null, target: 'running' }, { target: 'done' }],
    },
    running: {
      entry: enqueueActions(({ context, enqueue }) => {
        if (!context.mfaLogic || !context.plan) return;
        enqueue.spawnChild(context.mfaLogic as never, {
          id: 'mfa',
          input: {
            via: context.via,
            result: context.result,
            plan: context.plan,
            sessionDurationMinutes: context.sessionDurationMinutes,
            otpExpirationMinutes: context.otpExpirationMinutes,
          },
        });
      }),
      exit: enqueueActions(({ enqueue }) => enqueue.stopChild('mfa')),
      on: {
        'xstate.done.actor.mfa': [
          {
            // The enrolment the policy needs was refused (insufficient_factors).
            guard: ({ event }) => event.output.kind === 'failed',
            target: 'failed',
            actions: {
              type: 'setError',
              params: ({ event }) => (event.output.kind === 'failed' ? event.output.error : { type: 'unknown_error' }),
            },
          },
          {
            target: 'done',
            actions: assign({
              result: ({ context, event }) => (event.output.kind === 'secondFactorDone' ? event.output.result : context.result),
            }),
          },
        ],
        'xstate.error.actor.mfa': { target: 'failed', actions: recordFailure },
      },
    },
    done: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }): StepUpOutput => (context.error ? { kind: 'failed', error: context.error } : { kind: 'done', result: context.result }),
});
