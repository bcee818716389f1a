import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { AuthError } from '../../client';
import { OTP_EXPIRATION_MINUTES, SESSION_DURATION_MINUTES } from '../../config/constants';
import { sensitiveChangeInput, sensitiveChangeMachine, type SensitiveChangeOutput } from '../sensitive-change';
import { signInMethodCount, type AccountState } from '../shared/account-section';
import { flowEffectStubs, recordFailure } from '../shared/flow-effects';
import { notProvided } from '../shared/not-provided';
import type { ConnectedAccountsContext, ConnectedAccountsEvent, ConnectedAccountsInput, ConnectedChange } from './connected-accounts.types';

/** How long the section waits for the browser to leave for the provider before offering the button again (a blocked navigation). */
export const LINK_REDIRECT_GRACE_MS = 10_000;

const changed = (output: unknown): output is Extract<SensitiveChangeOutput, { kind: 'changed' }> => (output as SensitiveChangeOutput).kind === 'changed';

/** The configured providers the user has not linked yet (Stytch names them `Google`, `GitHub`: compared ignoring case). */
export function linkableProviders(providers: readonly string[], account: AccountState | null): string[] {
  const linked = new Set((account?.user.providers ?? []).map((provider) => provider.providerType.toLowerCase()));
  return providers.filter((provider) => !linked.has(provider.toLowerCase()));
}

/**
 * The account's connected accounts: the social logins linked to the user (`user.providers`) and
 * their crypto wallets; unlink one (`user.deleteOAuthRegistration`) or remove a wallet
 * (`user.deleteCryptoWallet`) after asking, never the last way to sign in; link another social login
 * (`oauth.attach`, then that provider's start with the attach token: the browser leaves, and the
 * page it comes back to finishes the link). Each is a sensitive change.
 */
export const connectedAccountsMachine = setup({
  types: {
    input: {} as ConnectedAccountsInput,
    context: {} as ConnectedAccountsContext,
    events: {} as ConnectedAccountsEvent,
    children: {} as { change: 'sensitiveChange' },
  },
  actors: {
    loadAccount: fromPromise<AccountState | null>(notProvided('loadAccount')),
    sensitiveChange: sensitiveChangeMachine,
  },
  actions: {
    ...flowEffectStubs,
    setError: assign((_, error: AuthError) => ({ error })),
    forwardCancel: sendTo('change', { type: 'change.cancel' }),
  },
  guards: {
    hasAccount: ({ context }) => context.account !== null,
    canRemove: ({ context, event }) => {
      const user = context.account?.user;
      if (!user || signInMethodCount(user) <= 1) return false;
      if (event.type === 'account.unlink') return (user.providers ?? []).some((entry) => entry.oauthUserRegistrationId === event.oauthUserRegistrationId);
      if (event.type === 'wallet.remove') return (user.cryptoWallets ?? []).some((entry) => entry.cryptoWalletId === event.cryptoWalletId);
      return false;
    },
    canLink: ({ context, event }) => event.type === 'account.link' && linkableProviders(context.providers, context.account).includes(event.provider),
  },
  delays: { redirectGrace: LINK_REDIRECT_GRACE_MS },
}).createMachine({
  id: 'connectedAccounts',
  context: ({ input }) => ({
    account: input.account ?? null,
    sessionDurationMinutes: input.sessionDurationMinutes ?? SESSION_DURATION_MINUTES,
    otpExpirationMinutes: input.otpExpirationMinutes ?? OTP_EXPIRATION_MINUTES,
    ...(input.locale !== undefined && { locale: input.locale }),
    providers: input.providers ?? [],
    ...(input.linkRedirectUrl !== undefined && { linkRedirectUrl: input.linkRedirectUrl }),
    removing: null,
    linking: null,
    error: null,
    done: null,
    revision: 0,
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
        'account.unlink': {
          guard: 'canRemove',
          target: 'confirmingRemoval',
          actions: assign({ removing: ({ event }) => ({ kind: 'provider' as const, id: event.oauthUserRegistrationId }), error: null, done: null }),
        },
        'wallet.remove': {
          guard: 'canRemove',
          target: 'confirmingRemoval',
          actions: assign({ removing: ({ event }) => ({ kind: 'wallet' as const, id: event.cryptoWalletId }), error: null, done: null }),
        },
        'account.link': { guard: 'canLink', target: 'linking', actions: assign({ linking: ({ event }) => event.provider, error: null, done: null }) },
      },
    },

    confirmingRemoval: {
      on: {
        'remove.confirm': 'removing',
        'change.cancel': { target: 'ready', actions: assign({ removing: null }) },
      },
    },
    removing: {
      tags: 'pending',
      on: { 'change.cancel': { actions: 'forwardCancel' } },
      invoke: {
        id: 'change',
        src: 'sensitiveChange',
        input: ({ context }) => {
          const removing = context.removing!;
          const change: ConnectedChange =
            removing.kind === 'provider' ? { kind: 'unlink', oauthUserRegistrationId: removing.id } : { kind: 'removeWallet', cryptoWalletId: removing.id };
          return sensitiveChangeInput(context, change);
        },
        onDone: [
          {
            guard: ({ event }) => changed(event.output),
            target: 'refreshing',
            actions: assign(({ context, event }) => ({
              done: context.removing?.kind === 'provider' ? ('unlinked' as const) : ('removed' as const),
              account: { ...context.account!, factors: event.output.factors },
            })),
          },
          {
            target: 'ready',
            actions: assign(({ context, event }) => ({
              removing: null,
              account: { ...context.account!, factors: event.output.factors },
              error: event.output.kind === 'failed' ? event.output.error : null,
            })),
          },
        ],
      },
    },

    // The attach token (a sensitive change), then the provider's start: the browser leaves.
    linking: {
      tags: 'pending',
      initial: 'starting',
      on: { 'change.cancel': { actions: 'forwardCancel' } },
      states: {
        starting: {
          invoke: {
            id: 'change',
            src: 'sensitiveChange',
            input: ({ context }) =>
              sensitiveChangeInput(context, {
                kind: 'link',
                provider: context.linking!,
                ...(context.linkRedirectUrl !== undefined && { redirectUrl: context.linkRedirectUrl }),
              } satisfies ConnectedChange),
            onDone: [
              { guard: ({ event }) => changed(event.output), target: 'leaving' },
              {
                target: '#connectedAccounts.ready',
                actions: assign(({ context, event }) => ({
                  linking: null,
                  account: { ...context.account!, factors: event.output.factors },
                  error: event.output.kind === 'failed' ? event.output.error : null,
                })),
              },
            ],
          },
        },
        // Navigation is under way; if the page is still here after the grace, it was blocked.
        leaving: { after: { redirectGrace: { target: '#connectedAccounts.ready', actions: assign({ linking: null }) } } },
      },
    },

    refreshing: {
      tags: 'pending',
      invoke: {
        src: 'loadAccount',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({ account: event.output ?? context.account, removing: null, revision: context.revision + 1 })),
        },
        onError: { target: 'ready', actions: [...recordFailure, assign({ removing: null })] },
      },
    },
  },
});
