import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { AuthError } from '../../client';
import { OTP_EXPIRATION_MINUTES, SESSION_DURATION_MINUTES } from '../../config/constants';
import { sensitiveChangeInput, sensitiveChangeMachine, type SensitiveChangeOutput } from '../sensitive-change';
import type { AccountState } from '../shared/account-section';
import { flowEffectStubs, recordFailure } from '../shared/flow-effects';
import { notProvided } from '../shared/not-provided';
import type { DeleteAccountContext, DeleteAccountEvent, DeleteAccountInput, DeleteAccountOutput } from './delete-account.types';

/**
 * What the user types to confirm: their email address (else their phone number, else their
 * wallet's address, else their user id), words of no language, that name the account itself.
 */
export function confirmationTextOf(account: AccountState | null): string {
  const user = account?.user;
  if (!user) return '';
  return user.emails[0]?.email ?? user.phoneNumbers[0]?.phoneNumber ?? user.cryptoWallets?.[0]?.address ?? user.userId;
}

/** The typed confirmation matches (spaces around it and letter case aside). */
export const confirms = (typed: string, text: string) => text !== '' && typed.trim().toLowerCase() === text.toLowerCase();

/**
 * Deleting the account: the user types the confirmation (`confirmationTextOf`), then the host's
 * server deletes the user (an `AccountBackend`: the browser SDK cannot). The server applies
 * Stytch's two-category rule: its `insufficient_factors` steps up here (or before, when the
 * planner says so), then tries again. Once deleted, the page's session is cleared (it is over on
 * the server already) and the section ends signed out. A failure keeps what was typed.
 */
export const deleteAccountMachine = setup({
  types: {
    input: {} as DeleteAccountInput,
    context: {} as DeleteAccountContext,
    events: {} as DeleteAccountEvent,
    output: {} as DeleteAccountOutput,
    children: {} as { change: 'sensitiveChange' },
  },
  actors: {
    loadAccount: fromPromise<AccountState | null>(notProvided('loadAccount')),
    /** Clears the page's session (already ended by the deletion). */
    signOut: fromPromise<void>(notProvided('signOut')),
    sensitiveChange: sensitiveChangeMachine,
  },
  actions: {
    ...flowEffectStubs,
    setError: assign((_, error: AuthError) => ({ error })),
    forwardCancel: sendTo('change', { type: 'change.cancel' }),
  },
  guards: {
    hasAccount: ({ context }) => context.account !== null,
    confirmed: ({ context }) => confirms(context.typed, confirmationTextOf(context.account)),
  },
}).createMachine({
  id: 'deleteAccount',
  context: ({ input }) => ({
    account: input.account ?? null,
    sessionDurationMinutes: input.sessionDurationMinutes ?? SESSION_DURATION_MINUTES,
    otpExpirationMinutes: input.otpExpirationMinutes ?? OTP_EXPIRATION_MINUTES,
    ...(input.locale !== undefined && { locale: input.locale }),
    typed: '',
    error: null,
  }),
  initial: 'starting',
  on: { 'account.update': { actions: assign({ account: ({ event }) => event.account }) } },
  states: {
    starting: { always: [{ guard: 'hasAccount', target: 'ready' }, { target: 'loading' }] },
    loading: {
      tags: 'pending',
      invoke: {
        src: 'loadAccount',
        onDone: [{ guard: ({ event }) => event.output === null, target: 'noUser' }, { target: 'ready', actions: assign({ account: ({ event }) => event.output }) }],
        onError: { target: 'loadFailed', actions: recordFailure },
      },
    },
    loadFailed: { on: { 'request.retry': { target: 'loading', actions: assign({ error: null }) } } },
    noUser: {},
    ready: {
      on: {
        'confirmation.change': { actions: assign({ typed: ({ event }) => event.text, error: null }) },
        'account.delete': { guard: 'confirmed', target: 'deleting', actions: assign({ error: null }) },
        'change.cancel': { actions: assign({ typed: '', error: null }) },
      },
    },
    deleting: {
      tags: 'pending',
      on: { 'change.cancel': { actions: 'forwardCancel' } },
      invoke: {
        id: 'change',
        src: 'sensitiveChange',
        input: ({ context }) => sensitiveChangeInput(context, { kind: 'deleteUser' }),
        onDone: [
          { guard: ({ event }) => (event.output as SensitiveChangeOutput).kind === 'changed', target: 'signingOut' },
          {
            target: 'ready',
            actions: assign(({ context, event }) => {
              const output = event.output as SensitiveChangeOutput;
              return { account: { ...context.account!, factors: output.factors }, error: output.kind === 'failed' ? output.error : null };
            }),
          },
        ],
      },
    },
    // The user is gone: the page forgets the session (a failure here changes nothing).
    signingOut: {
      tags: 'pending',
      invoke: { src: 'signOut', onDone: 'deleted', onError: 'deleted' },
    },
    deleted: { type: 'final' },
  },
  output: (): DeleteAccountOutput => ({ kind: 'signedOut', reason: 'deleted' }),
});
