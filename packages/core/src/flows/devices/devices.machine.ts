import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { AuthError } from '../../client';
import { OTP_EXPIRATION_MINUTES, SESSION_DURATION_MINUTES } from '../../config/constants';
import { sensitiveChangeInput, sensitiveChangeMachine, type SensitiveChangeOutput } from '../sensitive-change';
import type { AccountState } from '../shared/account-section';
import { flowEffectStubs, recordFailure } from '../shared/flow-effects';
import { notProvided } from '../shared/not-provided';
import type { AccountDevice, DevicesChange, DevicesContext, DevicesEvent, DevicesInput, DevicesOutput } from './devices.types';

/** The account and the user's sessions (null: nobody is signed in). */
export interface DevicesState {
  account: AccountState;
  devices: AccountDevice[];
}

/** This device first, then the most recently active. */
export const byRecency = (devices: AccountDevice[]) =>
  [...devices].sort((a, b) => Number(b.current) - Number(a.current) || Date.parse(b.lastAccessedAt || '0') - Date.parse(a.lastAccessedAt || '0'));

const changed = (output: unknown) => (output as SensitiveChangeOutput).kind === 'changed';

/**
 * Devices: the user's live sessions through the host's server (an `AccountBackend`: the browser
 * SDK cannot list them), 'This device' marked; sign one out, or every other one, after asking.
 * Ending another session is a sensitive change on the server (Stytch's two-category rule, in
 * `createAccountHandler`): its `insufficient_factors` steps up here, then tries again. Signing
 * this device out is the page's own sign-out (`session.revoke`), and ends the section.
 */
export const devicesMachine = setup({
  types: {
    input: {} as DevicesInput,
    context: {} as DevicesContext,
    events: {} as DevicesEvent,
    output: {} as DevicesOutput,
    children: {} as { change: 'sensitiveChange' },
  },
  actors: {
    loadDevices: fromPromise<DevicesState | null, { account: AccountState | null }>(notProvided('loadDevices')),
    signOutHere: fromPromise<void>(notProvided('signOutHere')),
    sensitiveChange: sensitiveChangeMachine,
  },
  actions: {
    ...flowEffectStubs,
    setError: assign((_, error: AuthError) => ({ error })),
    forwardCancel: sendTo('change', { type: 'change.cancel' }),
  },
  guards: {
    isListed: ({ context, event }) => event.type === 'device.signOut' && context.devices.some((device) => device.sessionId === event.sessionId),
    hasOthers: ({ context }) => context.devices.some((device) => !device.current),
    isHere: ({ context }) =>
      context.signingOut !== null && context.signingOut !== 'others' && context.devices.some((device) => device.current && device.sessionId === (context.signingOut as { sessionId: string }).sessionId),
  },
}).createMachine({
  id: 'devices',
  context: ({ input }) => ({
    account: input.account ?? null,
    sessionDurationMinutes: input.sessionDurationMinutes ?? SESSION_DURATION_MINUTES,
    otpExpirationMinutes: input.otpExpirationMinutes ?? OTP_EXPIRATION_MINUTES,
    ...(input.locale !== undefined && { locale: input.locale }),
    devices: [],
    signingOut: null,
    error: null,
    done: null,
  }),
  initial: 'loading',
  on: { 'account.update': { actions: assign({ account: ({ event }) => event.account }) } },
  states: {
    loading: {
      tags: 'pending',
      invoke: {
        src: 'loadDevices',
        input: ({ context }) => ({ account: context.account }),
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'noUser' },
          { target: 'ready', actions: assign({ account: ({ event }) => event.output!.account, devices: ({ event }) => byRecency(event.output!.devices) }) },
        ],
        onError: { target: 'loadFailed', actions: recordFailure },
      },
    },
    loadFailed: { on: { 'request.retry': { target: 'loading', actions: assign({ error: null }) } } },
    noUser: {},
    ready: {
      on: {
        'device.signOut': { guard: 'isListed', target: 'confirmingSignOut', actions: assign({ signingOut: ({ event }) => ({ sessionId: event.sessionId }), error: null, done: null }) },
        'devices.signOutOthers': { guard: 'hasOthers', target: 'confirmingSignOut', actions: assign({ signingOut: 'others', error: null, done: null }) },
        'request.retry': { target: 'refreshing', actions: assign({ error: null }) },
      },
    },
    confirmingSignOut: {
      on: {
        'signOut.confirm': [{ guard: 'isHere', target: 'signingOutHere' }, { target: 'signingOut' }],
        'change.cancel': { target: 'ready', actions: assign({ signingOut: null }) },
      },
    },
    signingOut: {
      tags: 'pending',
      on: { 'change.cancel': { actions: 'forwardCancel' } },
      invoke: {
        id: 'change',
        src: 'sensitiveChange',
        input: ({ context }) => {
          const change: DevicesChange = context.signingOut === 'others' ? { kind: 'revokeOthers' } : { kind: 'revoke', sessionId: context.signingOut!.sessionId };
          return sensitiveChangeInput(context, change);
        },
        onDone: [
          {
            guard: ({ event }) => changed(event.output),
            target: 'refreshing',
            actions: assign(({ context, event }) => ({
              done: context.signingOut === 'others' ? ('signedOutOthers' as const) : ('signedOut' as const),
              account: { ...context.account!, factors: (event.output as SensitiveChangeOutput).factors },
            })),
          },
          {
            target: 'ready',
            actions: assign(({ context, event }) => ({
              signingOut: null,
              account: { ...context.account!, factors: (event.output as SensitiveChangeOutput).factors },
              error: (event.output as SensitiveChangeOutput).kind === 'failed' ? (event.output as { error: AuthError }).error : null,
            })),
          },
        ],
      },
    },
    // This device: the page's own sign-out.
    signingOutHere: {
      tags: 'pending',
      invoke: {
        src: 'signOutHere',
        onDone: 'signedOut',
        onError: { target: 'ready', actions: [...recordFailure, assign({ signingOut: null })] },
      },
    },
    refreshing: {
      tags: 'pending',
      invoke: {
        src: 'loadDevices',
        input: ({ context }) => ({ account: context.account }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({ devices: event.output ? byRecency(event.output.devices) : context.devices, signingOut: null })),
        },
        onError: { target: 'ready', actions: [...recordFailure, assign({ signingOut: null })] },
      },
    },
    signedOut: { type: 'final' },
  },
  output: (): DevicesOutput => ({ kind: 'signedOut' }),
});
