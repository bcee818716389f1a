import { assign, enqueueActions, fromPromise, setup, type AnyStateMachine } from 'xstate';
import type { AuthError, AuthenticateResult, UrlAuthenticateResult } from '../../client';
import { OTP_EXPIRATION_MINUTES, SESSION_DURATION_MINUTES } from '../../config/constants';
import type { SecondFactorOutput } from '../second-factor';
import type { MfaOptions, OAuthProvider } from '../../config';
import type { StepUpPlan } from '../shared/step-up-plan';
import { flowEffectStubs, recordFailure } from '../shared/flow-effects';
import { parseLastUsedMethod, type LastUsedMethod } from '../shared/last-used';
import { fromRequest } from '../shared/request';
import type { SecondFactorModule } from '../shared/step-up-module';
import { notProvided } from '../shared/not-provided';

export interface UrlLoginInput {
  /** The URL the browser came back on; the page's own by default. */
  href?: string;
  sessionDurationMinutes?: number;
  /** Second factors after the first (the login config's `mfaOptions`): asked for on this page. */
  mfaOptions?: MfaOptions;
  /** How long a texted second factor's code lasts (the config's `otpOptions.expirationMinutes`). */
  otpExpirationMinutes?: number;
}

export interface UrlLoginContext {
  href?: string;
  sessionDurationMinutes: number;
  mfaOptions: MfaOptions | null;
  otpExpirationMinutes: number;
  /** The second factor the login still needs, once known. */
  stepUp: Exclude<StepUpPlan, { kind: 'none' }> | null;
  /** The step-up's flow, once its module has loaded. */
  secondFactorLogic: AnyStateMachine | null;
  answer: UrlAuthenticateResult | null;
  error: AuthError | null;
  /** The link was for another account, and the user stayed signed in as they were. */
  declined: boolean;
}

/**
 * How the redirect page ended: signed in by the URL's token, the URL had none, or the link was
 * for another account than the page's and the user stayed signed in as they were.
 */
export type UrlLoginOutput =
  | { status: 'authenticated'; tokenType: 'oauth' | 'magic_links'; result: AuthenticateResult }
  | { status: 'noToken'; tokenType: string | null }
  | { status: 'declined'; tokenType: 'oauth' | 'magic_links' };


export type UrlLoginEvent = { type: 'switch.continue' } | { type: 'switch.stay' };

/** The method the token stood for, for 'Last used': the provider of an OAuth token, email for a link. */
export function urlLoginMethod(answer: UrlAuthenticateResult): LastUsedMethod | null {
  if (!answer.handled) return null;
  if (answer.tokenType === 'magic_links') return 'email';
  return parseLastUsedMethod(`oauth:${(answer.providerType ?? '').toLowerCase() as OAuthProvider}`);
}

/**
 * The page a redirect comes back to (social sign-in, One Tap, magic links): authenticates the
 * token in its URL (`stytch_token_type` oauth or magic_links, protocol §5) and removes it from the
 * address bar. A token that cannot be used stays an error on the page: it was for one use only.
 * A link for another account than the one signed in never replaces it silently: the new session
 * is held and the user asked (continue as the new account, or stay).
 */
export const urlLoginMachine = setup({
  types: {
    input: {} as UrlLoginInput,
    context: {} as UrlLoginContext,
    events: {} as
      | UrlLoginEvent
      // The lazily loaded step-up ended (see `secondFactor`).
      | { type: 'xstate.done.actor.secondFactor'; output: SecondFactorOutput }
      | { type: 'xstate.error.actor.secondFactor'; error: unknown },
    output: {} as UrlLoginOutput,
  },
  actors: {
    authenticate: fromRequest<UrlAuthenticateResult, { href?: string; sessionDurationMinutes: number }>(notProvided('authenticate')),
    switchToHeld: fromRequest<void, void>(notProvided('switchToHeld')),
    dropHeld: fromRequest<void, void>(notProvided('dropHeld')),
    /** The step-up's module (its rules and its flow), loaded only for a login with mfaOptions. */
    loadSecondFactor: fromPromise<SecondFactorModule>(notProvided('loadSecondFactor')),
  },
  actions: {
    ...flowEffectStubs,
    setError: assign((_, error: AuthError) => ({ error })),
  },
}).createMachine({
  id: 'urlLogin',
  context: ({ input }) => ({
    ...(input.href !== undefined && { href: input.href }),
    sessionDurationMinutes: input.sessionDurationMinutes ?? SESSION_DURATION_MINUTES,
    mfaOptions: input.mfaOptions ?? null,
    otpExpirationMinutes: input.otpExpirationMinutes ?? OTP_EXPIRATION_MINUTES,
    stepUp: null,
    secondFactorLogic: null,
    answer: null,
    error: null,
    declined: false,
  }),
  initial: 'authenticating',
  states: {
    authenticating: {
      tags: ['pending'],
      invoke: {
        src: 'authenticate',
        input: ({ context }) => ({
          ...(context.href !== undefined && { href: context.href }),
          sessionDurationMinutes: context.sessionDurationMinutes,
        }),
        onDone: {
          target: 'settled',
          actions: assign({ answer: ({ event }) => event.output }),
        },
        onError: { target: 'failed', actions: recordFailure },
      },
    },
    settled: {
      always: [
        { guard: ({ context }) => context.answer?.handled === true && context.answer.held !== undefined, target: 'askingToSwitch' },
        { guard: ({ context }) => context.answer?.handled === true, target: 'checkingFactors' },
        { target: 'noToken' },
      ],
    },
    // mfaOptions: the login completes once the session has the second factor it needs. The
    // rules come with the step-up's module, so a page without mfaOptions never loads them.
    checkingFactors: {
      always: [{ guard: ({ context }) => context.mfaOptions !== null, target: 'secondFactor' }, { target: 'authenticated' }],
    },
    secondFactor: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['pending'],
          invoke: {
            src: 'loadSecondFactor',
            onDone: {
              target: 'deciding',
              actions: assign(({ context, event }) => {
                const plan = context.answer?.handled
                  ? event.output.planStepUp(context.answer.result, context.mfaOptions ?? undefined)
                  : ({ kind: 'none' } as const);
                return { secondFactorLogic: event.output.machine, stepUp: plan.kind === 'none' ? null : plan };
              }),
            },
            onError: { target: '#urlLogin.failed', actions: recordFailure },
          },
        },
        deciding: {
          always: [{ guard: ({ context }) => context.stepUp !== null, target: 'running' }, { target: '#urlLogin.authenticated' }],
        },
        running: {
          entry: enqueueActions(({ context, enqueue }) => {
            const answer = context.answer;
            if (!context.secondFactorLogic || !context.stepUp || !answer?.handled) return;
            enqueue.spawnChild(context.secondFactorLogic as never, {
              id: 'secondFactor',
              input: {
                via: answer.tokenType,
                result: answer.result,
                plan: context.stepUp,
                sessionDurationMinutes: context.sessionDurationMinutes,
                otpExpirationMinutes: context.otpExpirationMinutes,
              },
            });
          }),
          exit: enqueueActions(({ enqueue }) => enqueue.stopChild('secondFactor')),
          on: {
            'xstate.done.actor.secondFactor': [
              {
                // The enrolment the policy needs was refused (insufficient_factors).
                guard: ({ event }) => event.output.kind === 'failed',
                target: '#urlLogin.failed',
                actions: {
                  type: 'setError',
                  params: ({ event }) => (event.output.kind === 'failed' ? event.output.error : { type: 'unknown_error' }),
                },
              },
              {
                target: '#urlLogin.authenticated',
                actions: assign({
                  answer: ({ context, event }) =>
                    context.answer?.handled && event.output.kind === 'secondFactorDone'
                      ? { ...context.answer, result: event.output.result }
                      : context.answer,
                }),
              },
            ],
            'xstate.error.actor.secondFactor': {
              target: '#urlLogin.failed',
              actions: recordFailure,
            },
          },
        },
      },
    },
    /** The link was for another account: continue as it, or stay signed in as the page was. */
    askingToSwitch: {
      on: {
        'switch.continue': 'switching',
        'switch.stay': 'staying',
      },
    },
    switching: {
      tags: ['pending'],
      invoke: { src: 'switchToHeld', onDone: 'checkingFactors', onError: { target: 'failed', actions: recordFailure } },
    },
    staying: {
      invoke: {
        src: 'dropHeld',
        onDone: { target: 'declined', actions: assign({ declined: true }) },
        onError: { target: 'declined', actions: assign({ declined: true }) },
      },
    },
    declined: { type: 'final' },
    authenticated: {
      type: 'final',
      entry: enqueueActions(({ context, enqueue }) => {
        const method = context.answer && urlLoginMethod(context.answer);
        if (method) enqueue({ type: 'rememberMethod', params: method });
      }),
    },
    noToken: { type: 'final' },
    failed: {},
  },
  output: ({ context }): UrlLoginOutput => {
    const answer = context.answer;
    if (answer?.handled && context.declined) return { status: 'declined', tokenType: answer.tokenType };
    return answer?.handled
      ? { status: 'authenticated', tokenType: answer.tokenType, result: answer.result }
      : { status: 'noToken', tokenType: answer?.tokenType ?? null };
  },
});
