import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { AuthError, ConnectedApp } from '../../client';
import { OTP_EXPIRATION_MINUTES, SESSION_DURATION_MINUTES } from '../../config/constants';
import { sensitiveChangeInput, sensitiveChangeMachine, type SensitiveChangeOutput } from '../sensitive-change';
import type { AccountState } from '../shared/account-section';
import { flowEffectStubs, recordFailure } from '../shared/flow-effects';
import { notProvided } from '../shared/not-provided';
import type { ConnectedAppsContext, ConnectedAppsEvent, ConnectedAppsInput } from './connected-apps.types';

/** The account and the user's Connected Apps (null: nobody is signed in). */
export interface AppsState {
  account: AccountState;
  apps: ConnectedApp[];
}

const changed = (output: unknown) => (output as SensitiveChangeOutput).kind === 'changed';

/**
 * 'Apps with access': the Connected Apps the user let in through the identity provider
 * (`user.connectedApps`, Stytch's `getConnectedApps()`), with the scopes granted, and revoking one
 * after asking (`user.revokeConnectedApp`: its tokens stop working, and its next authorization asks
 * for consent again). Stytch does not gate a revocation; it steps up only if refused.
 */
export const connectedAppsMachine = setup({
  types: {
    input: {} as ConnectedAppsInput,
    context: {} as ConnectedAppsContext,
    events: {} as ConnectedAppsEvent,
    children: {} as { change: 'sensitiveChange' },
  },
  actors: {
    /** The apps, for the account given (the user read first when none is). */
    loadApps: fromPromise<AppsState | null, { account: AccountState | null }>(notProvided('loadApps')),
    sensitiveChange: sensitiveChangeMachine,
  },
  actions: {
    ...flowEffectStubs,
    setError: assign((_, error: AuthError) => ({ error })),
    forwardCancel: sendTo('change', { type: 'change.cancel' }),
  },
  guards: {
    isListed: ({ context, event }) => event.type === 'app.revoke' && context.apps.some((app) => app.connectedAppId === event.connectedAppId),
  },
}).createMachine({
  id: 'connectedApps',
  context: ({ input }) => ({
    account: input.account ?? null,
    sessionDurationMinutes: input.sessionDurationMinutes ?? SESSION_DURATION_MINUTES,
    otpExpirationMinutes: input.otpExpirationMinutes ?? OTP_EXPIRATION_MINUTES,
    ...(input.locale !== undefined && { locale: input.locale }),
    apps: [],
    revoking: null,
    error: null,
    done: null,
    revision: 0,
  }),
  initial: 'loading',
  on: { 'account.update': { actions: assign({ account: ({ event }) => event.account }) } },
  states: {
    loading: {
      tags: 'pending',
      invoke: {
        src: 'loadApps',
        input: ({ context }) => ({ account: context.account }),
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'noUser' },
          { target: 'ready', actions: assign({ account: ({ event }) => event.output!.account, apps: ({ event }) => event.output!.apps }) },
        ],
        onError: { target: 'loadFailed', actions: recordFailure },
      },
    },
    loadFailed: { on: { 'request.retry': { target: 'loading', actions: assign({ error: null }) } } },
    noUser: {},
    ready: {
      on: {
        'app.revoke': { guard: 'isListed', target: 'confirmingRevoke', actions: assign({ revoking: ({ event }) => event.connectedAppId, error: null, done: null }) },
        'request.retry': { target: 'loading', actions: assign({ error: null }) },
      },
    },
    confirmingRevoke: {
      on: {
        'revoke.confirm': 'revoking',
        'change.cancel': { target: 'ready', actions: assign({ revoking: null }) },
      },
    },
    revoking: {
      tags: 'pending',
      on: { 'change.cancel': { actions: 'forwardCancel' } },
      invoke: {
        id: 'change',
        src: 'sensitiveChange',
        input: ({ context }) => sensitiveChangeInput(context, { connectedAppId: context.revoking! }, { gated: false }),
        onDone: [
          { guard: ({ event }) => changed(event.output), target: 'refreshing', actions: assign({ done: 'revoked' }) },
          {
            target: 'ready',
            actions: assign(({ context, event }) => ({
              revoking: null,
              account: { ...context.account!, factors: (event.output as SensitiveChangeOutput).factors },
              error: (event.output as SensitiveChangeOutput).kind === 'failed' ? (event.output as { error: AuthError }).error : null,
            })),
          },
        ],
      },
    },
    refreshing: {
      tags: 'pending',
      invoke: {
        src: 'loadApps',
        input: ({ context }) => ({ account: context.account }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({ apps: event.output?.apps ?? context.apps, revoking: null, revision: context.revision + 1 })),
        },
        onError: { target: 'ready', actions: [...recordFailure, assign({ revoking: null })] },
      },
    },
  },
});
