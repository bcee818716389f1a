import { assign, fromPromise, setup } from 'xstate';
import { toAuthError, type AuthError } from '../../client';
import { OTP_EXPIRATION_MINUTES, SESSION_DURATION_MINUTES } from '../../config/constants';
import { mfaMachine } from '../mfa';
import { flowEffectStubs } from '../shared/flow-effects';
import { notProvided } from '../shared/not-provided';
import { planSensitiveStepUp, type SensitiveStepUpPlan } from '../shared/step-up-plan';
import type { SensitiveAccount, SensitiveChangeContext, SensitiveChangeEvent, SensitiveChangeInput, SensitiveChangeOutput } from './sensitive-change.types';

/** Step-ups one change may ask for: a password session lacks two categories, one per step-up. */
export const MAX_SENSITIVE_STEP_UPS = 2;

/** Stytch's refusals a step-up can answer: a category missing, or no factor recent enough (a password set by session). */
const STEP_UP_REFUSALS = new Set(['insufficient_factors', 'session_too_old_to_reset_password']);

/**
 * What to ask for after Stytch refused `error`: a category the session lacks (`planSensitiveStepUp`),
 * else any factor of the user's (its factors may be over an hour old); for a session too old to set
 * a password, any recent factor will do, the emailed code too.
 */
export function stepUpAfterRefusal(account: SensitiveAccount, error: AuthError): SensitiveStepUpPlan | null {
  if (!STEP_UP_REFUSALS.has(error.type)) return null;
  const plan = planSensitiveStepUp(account.factors, account.user) ?? planSensitiveStepUp(account.factors, account.user, true);
  if (plan || error.type !== 'session_too_old_to_reset_password') return plan;
  const email = account.user.emails.find((entry) => entry.verified);
  return email ? { kind: 'email', email: { emailId: email.emailId, email: email.email } } : null;
}

const FAILED = '#sensitiveChange.failed';

/**
 * One sensitive change (a leaf every account section runs its changes through): it makes the
 * change, and when Stytch refuses it for want of a second factor (`insufficient_factors`, or a
 * session too old to set a password), or before, when the change is gated and the planner says the
 * session lacks a category (`planSensitiveStepUp`), it runs the step-up (the `mfa` flow:
 * the app's code, a texted code, an emailed code) and makes the change again; at most two
 * step-ups. It ends with the change's result, its error, or a cancel during the step-up. The
 * change itself is the `change` actor, provided by the flow that uses it
 * (`createSensitiveChangeLogic`).
 */
export const sensitiveChangeMachine = setup({
  types: {
    input: {} as SensitiveChangeInput,
    context: {} as SensitiveChangeContext,
    events: {} as SensitiveChangeEvent,
    output: {} as SensitiveChangeOutput,
    children: {} as { stepUp: 'mfa' },
  },
  actors: {
    change: fromPromise<unknown, unknown>(notProvided('change')),
    mfa: mfaMachine,
  },
  actions: {
    ...flowEffectStubs,
  },
  guards: {
    needsStepUpFirst: ({ context }) =>
      context.gated && context.stepUps < MAX_SENSITIVE_STEP_UPS && planSensitiveStepUp(context.account.factors, context.account.user) !== null,
    canStepUp: ({ context, event }) =>
      context.stepUps < MAX_SENSITIVE_STEP_UPS && stepUpAfterRefusal(context.account, toAuthError((event as { error?: unknown }).error)) !== null,
  },
}).createMachine({
  id: 'sensitiveChange',
  context: ({ input }) => ({
    change: input.change,
    account: input.account,
    gated: input.gated ?? true,
    sessionDurationMinutes: input.sessionDurationMinutes ?? SESSION_DURATION_MINUTES,
    otpExpirationMinutes: input.otpExpirationMinutes ?? OTP_EXPIRATION_MINUTES,
    ...(input.locale !== undefined && { locale: input.locale }),
    stepUp: null,
    stepUps: 0,
    error: null,
    result: undefined,
    ended: null,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        {
          guard: 'needsStepUpFirst',
          target: 'steppingUp',
          actions: assign({ stepUp: ({ context }) => planSensitiveStepUp(context.account.factors, context.account.user) }),
        },
        { target: 'changing' },
      ],
    },
    changing: {
      tags: 'pending',
      invoke: {
        src: 'change',
        input: ({ context }: { context: SensitiveChangeContext }) => context.change,
        onDone: { target: 'changed', actions: assign({ result: ({ event }) => event.output, error: null }) },
        onError: [
          {
            guard: 'canStepUp',
            target: 'steppingUp',
            actions: assign(({ context, event }) => {
              const error = toAuthError(event.error);
              return { error, stepUp: stepUpAfterRefusal(context.account, error) };
            }),
          },
          {
            target: FAILED,
            actions: [
              assign({ error: ({ event }) => toAuthError(event.error) }),
              { type: 'reportError', params: ({ event }) => toAuthError(event.error) },
            ],
          },
        ],
      },
    },
    // The `mfa` flow's screens (the login's MFA screens), then the change again.
    steppingUp: {
      on: { 'change.cancel': 'cancelled' },
      invoke: {
        id: 'stepUp',
        src: 'mfa',
        input: ({ context }) => ({
          via: 'otp' as const,
          result: { userId: context.account.user.userId, session: null, user: context.account.user, raw: null },
          plan: context.stepUp!,
          sessionDurationMinutes: context.sessionDurationMinutes,
          otpExpirationMinutes: context.otpExpirationMinutes,
          ...(context.locale !== undefined && { locale: context.locale }),
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'failed',
            target: FAILED,
            actions: assign({ error: ({ event }) => (event.output.kind === 'failed' ? event.output.error : null) }),
          },
          {
            // The session has the factor now: the change again (or the next step-up a password session needs).
            target: 'deciding',
            actions: assign({
              stepUp: null,
              stepUps: ({ context }) => context.stepUps + 1,
              account: ({ context, event }) => ({
                ...context.account,
                factors:
                  (event.output.kind === 'secondFactorDone' ? event.output.result.session?.authenticationFactors : undefined) ??
                  context.account.factors,
              }),
            }),
          },
        ],
      },
    },
    changed: { type: 'final', entry: assign({ ended: 'changed' as const }) },
    failed: { type: 'final', entry: assign({ ended: 'failed' as const }) },
    cancelled: { type: 'final', entry: assign({ ended: 'cancelled' as const }) },
  },
  output: ({ context }): SensitiveChangeOutput => {
    const factors = context.account.factors;
    if (context.ended === 'changed') return { kind: 'changed', result: context.result, factors };
    if (context.ended === 'cancelled') return { kind: 'cancelled', factors };
    return { kind: 'failed', error: context.error ?? { type: 'unknown_error' }, factors };
  },
});
