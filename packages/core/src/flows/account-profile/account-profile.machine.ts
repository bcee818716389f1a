import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { AuthError, AuthUser } from '../../client';
import { OTP_EXPIRATION_MINUTES, SESSION_DURATION_MINUTES } from '../../config/constants';
import { sensitiveChangeInput, sensitiveChangeMachine, type SensitiveChangeOutput } from '../sensitive-change';
import type { AccountState } from '../shared/account-section';
import { flowEffectStubs, recordFailure } from '../shared/flow-effects';
import { notProvided } from '../shared/not-provided';
import type { AccountProfileContext, AccountProfileEvent, AccountProfileInput, NameFields } from './account-profile.types';

/** The name the user has, as the form starts. */
export const nameOf = (user: AuthUser | undefined): NameFields => ({ firstName: user?.name?.firstName ?? '', lastName: user?.name?.lastName ?? '' });

const trimmed = (form: NameFields): NameFields => ({ firstName: form.firstName.trim(), lastName: form.lastName.trim() });

/**
 * The account's profile: the user's first and last name, saved with `user.update` (through
 * sensitive-change, which steps up only if Stytch refuses). A failure keeps what was typed; a
 * save takes the user the server answered, and the root passes it to the other sections.
 */
export const accountProfileMachine = setup({
  types: {
    input: {} as AccountProfileInput,
    context: {} as AccountProfileContext,
    events: {} as AccountProfileEvent,
    children: {} as { change: 'sensitiveChange' },
  },
  actors: {
    loadAccount: fromPromise<AccountState | null>(notProvided('loadAccount')),
    sensitiveChange: sensitiveChangeMachine,
  },
  actions: {
    ...flowEffectStubs,
    setError: assign((_, error: AuthError) => ({ error })),
    takeAccount: assign((_, account: AccountState) => ({ account })),
  },
  guards: {
    hasAccount: ({ context }) => context.account !== null,
    isDirty: ({ context }) => {
      const saved = nameOf(context.account?.user);
      const typed = trimmed(context.form);
      return typed.firstName !== saved.firstName || typed.lastName !== saved.lastName;
    },
  },
}).createMachine({
  id: 'accountProfile',
  context: ({ input }) => ({
    account: input.account ?? null,
    sessionDurationMinutes: input.sessionDurationMinutes ?? SESSION_DURATION_MINUTES,
    otpExpirationMinutes: input.otpExpirationMinutes ?? OTP_EXPIRATION_MINUTES,
    ...(input.locale !== undefined && { locale: input.locale }),
    form: nameOf(input.account?.user),
    error: null,
    done: null,
    revision: 0,
  }),
  initial: 'starting',
  on: {
    // Another section changed the account: the saved name follows; what is being typed stays.
    'account.update': {
      actions: assign(({ context, event }) => {
        const editing = context.form.firstName !== nameOf(context.account?.user).firstName || context.form.lastName !== nameOf(context.account?.user).lastName;
        return { account: event.account, ...(!editing && { form: nameOf(event.account.user) }) };
      }),
    },
  },
  states: {
    starting: { always: [{ guard: 'hasAccount', target: 'ready' }, { target: 'loading' }] },
    loading: {
      tags: 'pending',
      invoke: {
        src: 'loadAccount',
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'noUser' },
          { target: 'ready', actions: assign(({ event }) => ({ account: event.output, form: nameOf(event.output!.user) })) },
        ],
        onError: { target: 'loadFailed', actions: recordFailure },
      },
    },
    loadFailed: { on: { 'request.retry': { target: 'loading', actions: assign({ error: null }) } } },
    noUser: {},
    ready: {
      on: {
        'name.change': {
          actions: assign({
            form: ({ context, event }) => ({
              firstName: event.firstName ?? context.form.firstName,
              lastName: event.lastName ?? context.form.lastName,
            }),
            error: null,
            done: null,
          }),
        },
        'name.reset': { actions: assign({ form: ({ context }) => nameOf(context.account?.user), error: null }) },
        'name.submit': { guard: 'isDirty', target: 'saving', actions: assign({ error: null, done: null }) },
      },
    },
    saving: {
      tags: 'pending',
      on: { 'change.cancel': { actions: sendTo('change', { type: 'change.cancel' }) } },
      invoke: {
        id: 'change',
        src: 'sensitiveChange',
        // Stytch does not gate a name: it is tried at once, and steps up only if refused.
        input: ({ context }) => sensitiveChangeInput(context, { name: trimmed(context.form) }, { gated: false }),
        onDone: [
          {
            guard: ({ event }) => (event.output as SensitiveChangeOutput).kind === 'changed',
            target: 'ready',
            actions: assign(({ context, event }) => {
              const output = event.output as Extract<SensitiveChangeOutput, { kind: 'changed' }>;
              const user = output.result as AuthUser;
              return { account: { user, factors: output.factors }, form: nameOf(user), done: 'saved' as const, revision: context.revision + 1 };
            }),
          },
          {
            target: 'ready',
            actions: assign(({ context, event }) => {
              const output = event.output as SensitiveChangeOutput;
              return {
                account: { ...context.account!, factors: output.factors },
                error: output.kind === 'failed' ? output.error : null,
              };
            }),
          },
        ],
      },
    },
  },
});
