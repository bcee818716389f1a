import { assign, fromPromise, setup } from 'xstate';
import { createAuthError, type AuthError } from '../../client';
import { resolveMfaOptions } from '../../config/mfa-options';
import { OTP_EXPIRATION_MINUTES, SESSION_DURATION_MINUTES } from '../../config/constants';
import { mfaMachine } from '../mfa';
import { flowEffectStubs, recordFailure } from '../shared/flow-effects';
import { notProvided } from '../shared/not-provided';
import { planSensitiveStepUp } from '../shared/step-up-plan';
import type { Account, FactorRef, SecondFactorsContext, SecondFactorsEvent, SecondFactorsInput } from './second-factors.types';

/** Every second factor the user has verified (an app, phone numbers). */
export function secondFactorsOf(account: Account): FactorRef[] {
  return [
    ...account.user.totps.filter((totp) => totp.verified).map((totp) => ({ kind: 'totp' as const, id: totp.totpId })),
    ...account.user.phoneNumbers
      .filter((phone) => phone.verified)
      .map((phone) => ({ kind: 'phone' as const, id: phone.phoneId, phoneNumber: phone.phoneNumber })),
  ];
}

/** The step-up a sensitive change needs (Stytch's rule: `planSensitiveStepUp`). */
function stepUpFor(account: Account | null, again = false) {
  return account ? planSensitiveStepUp(account.factors, account.user, again) : null;
}

/** Step-ups a change may ask for: a password session lacks two categories, one per step-up. */
const MAX_STEP_UPS = 2;

const isInsufficientFactors = (error: unknown) => (error as AuthError | undefined)?.type === 'insufficient_factors';

/**
 * The second-factors mode, for the signed-in user: their authenticator app, phone numbers,
 * passkeys and recovery codes left; add an app or a phone (the step-up flow's enrolment), new
 * recovery codes (a new app in place of the old), remove a factor after a confirmation (never the
 * last second factor while `policy: 'required'`). A change Stytch refuses with
 * `insufficient_factors` (a session of one factor, for a user who has two) runs the step-up first,
 * then the change again.
 */
export const secondFactorsMachine = setup({
  types: {
    input: {} as SecondFactorsInput,
    context: {} as SecondFactorsContext,
    events: {} as SecondFactorsEvent,
    children: {} as { enrolment: 'mfa'; stepUp: 'mfa' },
  },
  actors: {
    loadAccount: fromPromise<Account | null>(notProvided('loadAccount')),
    removeFactor: fromPromise<void, FactorRef>(notProvided('removeFactor')),
    mfa: mfaMachine,
  },
  actions: {
    ...flowEffectStubs,
    setError: assign(({ context: _context }, error: AuthError) => ({ error })),
    clearError: assign({ error: null }),
  },
  guards: {
    hasAccount: ({ context }) => context.account !== null,
    offers: ({ context }, method: 'totp' | 'sms') => context.mfa.methods.includes(method),
    hasApp: ({ context }) => context.account?.user.totps.some((totp) => totp.verified) === true,
    /** Under `policy: 'required'` the last second factor stays. */
    canRemove: ({ context, event }) =>
      event.type === 'factor.remove' &&
      (context.mfa.policy !== 'required' || (context.account !== null && secondFactorsOf(context.account).length > 1)),
    // A password session needs two step-ups (a category each); never more.
    needsStepUpFirst: ({ context }) => context.stepUps < MAX_STEP_UPS && stepUpFor(context.account) !== null,
    needsStepUp: ({ context, event }) =>
      context.stepUps < MAX_STEP_UPS && isInsufficientFactors((event as { error?: unknown }).error) && stepUpFor(context.account, true) !== null,
    isChange: ({ context }, kind: string) => context.change?.kind === kind,
  },
}).createMachine({
  id: 'secondFactors',
  context: ({ input }) => ({
    mfa: resolveMfaOptions(input.mfaOptions ?? { policy: 'whenEnrolled', methods: ['totp', 'sms'] })!,
    sessionDurationMinutes: input.sessionDurationMinutes ?? SESSION_DURATION_MINUTES,
    otpExpirationMinutes: input.otpExpirationMinutes ?? OTP_EXPIRATION_MINUTES,
    ...(input.locale !== undefined && { locale: input.locale }),
    account: null,
    change: null,
    stepUp: null,
    error: null,
    done: null,
    stepUps: 0,
    codesIssued: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'pending',
      invoke: {
        src: 'loadAccount',
        onDone: { target: 'deciding', actions: assign({ account: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: recordFailure },
      },
    },
    deciding: {
      always: [{ guard: 'hasAccount', target: 'list' }, { target: 'noUser' }],
    },
    // `retry`: the name before issue 23 (deprecated, removed in 0.3).
    loadFailed: { on: { 'request.retry': { target: 'loading', actions: 'clearError' }, retry: { target: 'loading', actions: 'clearError' } } },
    // Nobody is signed in: the mode needs a user.
    noUser: {},

    list: {
      on: {
        'account.reload': 'refreshing',
        'app.add': { guard: { type: 'offers', params: 'totp' }, target: 'changing', actions: assign({ change: { kind: 'addApp' }, error: null, done: null }) },
        'phone.add': { guard: { type: 'offers', params: 'sms' }, target: 'changing', actions: assign({ change: { kind: 'addPhone' }, error: null, done: null }) },
        'codes.renew': {
          guard: 'hasApp',
          target: 'changing',
          actions: assign({
            change: ({ context }) => ({ kind: 'renewCodes' as const, totpId: context.account!.user.totps.find((totp) => totp.verified)!.totpId }),
            error: null,
            done: null,
          }),
        },
        'factor.remove': [
          { guard: 'canRemove', target: 'confirmingRemoval', actions: assign({ change: ({ event }) => ({ kind: 'remove' as const, factor: event.factor }), error: null, done: null }) },
          { actions: assign({ error: () => createAuthError('last_second_factor'), done: null }) },
        ],
      },
    },

    // 'Remove …?': the user confirms, or cancels.
    confirmingRemoval: {
      on: {
        'remove.confirm': 'changing',
        'change.cancel': { target: 'list', actions: assign({ change: null }) },
      },
    },


    // The change: removal by request, enrolment by the step-up flow's own screens.
    changing: {
      on: { 'change.cancel': { target: 'list', actions: assign({ change: null, stepUps: 0 }) } },
      initial: 'routing',
      states: {
        routing: {
          always: [
            // Stytch refuses a sensitive change to a session without the second factor the user
            // has: ask for it first rather than fail.
            { guard: 'needsStepUpFirst', target: '#secondFactors.steppingUp' },
            { guard: { type: 'isChange', params: 'remove' }, target: 'removing' },
            { target: 'enrolling' },
          ],
        },
        removing: {
          tags: 'pending',
          invoke: {
            src: 'removeFactor',
            input: ({ context }) => (context.change as Extract<typeof context.change, { kind: 'remove' }>).factor,
            onDone: {
              target: '#secondFactors.refreshing',
              // The app's codes go with it.
              actions: assign({ codesIssued: ({ context }) => (context.change?.kind === 'remove' && context.change.factor.kind === 'totp' ? null : context.codesIssued) }),
            },
            onError: [
              { guard: 'needsStepUp', target: '#secondFactors.steppingUp' },
              { target: '#secondFactors.list', actions: [...recordFailure, assign({ change: null, stepUps: 0 })] },
            ],
          },
        },
        enrolling: {
          invoke: {
            id: 'enrolment',
            src: 'mfa',
            input: ({ context }) => {
              const change = context.change!;
              return {
                via: 'otp' as const,
                result: { userId: context.account!.user.userId, session: null, user: context.account!.user, raw: null },
                plan: { kind: 'enrol' as const, method: change.kind === 'addPhone' ? ('sms' as const) : ('totp' as const) },
                sessionDurationMinutes: context.sessionDurationMinutes,
                otpExpirationMinutes: context.otpExpirationMinutes,
                ...(context.locale !== undefined && { locale: context.locale }),
                ...(change.kind === 'renewCodes' && { replacing: change.totpId }),
              };
            },
            onDone: [
              {
                guard: ({ event }) => event.output.kind === 'failed',
                target: '#secondFactors.list',
                actions: [
                  { type: 'setError', params: ({ event }) => (event.output.kind === 'failed' ? event.output.error : { type: 'unknown_error' }) },
                  assign({ change: null, stepUps: 0 }),
                ],
              },
              {
                target: '#secondFactors.refreshing',
                actions: assign({
                  codesIssued: ({ context, event }) =>
                    (event.output.kind === 'secondFactorDone' ? event.output.recoveryCodesIssued : undefined) ?? context.codesIssued,
                }),
              },
            ],
          },
        },
      },
    },

    // Stytch asked for a second factor first: the step-up flow, then the change again.
    steppingUp: {
      entry: assign({ stepUp: ({ context }) => stepUpFor(context.account) ?? stepUpFor(context.account, true), error: null }),
      on: { 'change.cancel': { target: 'list', actions: assign({ change: null, stepUp: null }) } },
      invoke: {
        id: 'stepUp',
        src: 'mfa',
        input: ({ context }) => ({
          via: 'otp' as const,
          result: { userId: context.account!.user.userId, session: null, user: context.account!.user, raw: null },
          plan: context.stepUp!,
          sessionDurationMinutes: context.sessionDurationMinutes,
          otpExpirationMinutes: context.otpExpirationMinutes,
          ...(context.locale !== undefined && { locale: context.locale }),
        }),
        onDone: {
          target: 'changing',
          actions: assign({
            stepUp: null,
            stepUps: ({ context }) => context.stepUps + 1,
            account: ({ context, event }) =>
              context.account && {
                ...context.account,
                factors:
                  (event.output.kind === 'secondFactorDone' ? event.output.result.session?.authenticationFactors : undefined) ??
                  context.account.factors,
              },
          }),
        },
      },
    },

    // The list again, as the server has it now.
    refreshing: {
      tags: 'pending',
      invoke: {
        src: 'loadAccount',
        onDone: {
          target: 'deciding',
          actions: assign({
            // What the server tells wins; where the session may not read the codes, the count of
            // those set up here, which the flow knows.
            account: ({ context, event }) =>
              event.output && { ...event.output, recoveryCodesLeft: event.output.recoveryCodesLeft ?? context.codesIssued },
            done: ({ context }) => context.change?.kind ?? null,
            change: null,
            stepUps: 0,
          }),
        },
        onError: { target: 'loadFailed', actions: recordFailure },
      },
    },
  },
});
