import { assign, setup } from 'xstate';
import type { AuthError, LinkTokenType } from '../../client';
import { flowEffectStubs, recordFailure } from '../shared/flow-effects';
import { notProvided } from '../shared/not-provided';
import { fromRequest } from '../shared/request';

/** Why a link may be spent at once: the page is signed in (the spend asks 'Switch accounts?' if need be), or this browser started it. */
export type LinkCheck = 'signedIn' | 'startedHere' | 'ask';

export interface LinkConfirmInput {
  /** The link's token type (`login`: a reset email's login link). */
  tokenType: LinkTokenType | 'login';
  /** The address this browser last asked a link for, while that link lasts; named when asking. */
  address?: string | null;
}

export interface LinkConfirmContext {
  tokenType: LinkTokenType | 'login';
  address: string | null;
  /** The user was asked, and said to continue. */
  asked: boolean;
  error: AuthError | null;
}

/** The link may be spent (`asked`: the user said so), or whether anyone is signed in could not be read. */
export type LinkConfirmOutput = { kind: 'confirmed'; asked: boolean } | { kind: 'failed'; error: AuthError };

export type LinkConfirmEvent = { type: 'link.continue' };

/**
 * 'Continue signing in' (issue 36): a link that reaches a browser which did not start its
 * sign-in (no PKCE code verifier for it here, nor, for a social sign-in or One Tap, this tab's
 * record of starting one) is spent only when the user says so. Mail scanners (Safe Links,
 * Mimecast, a headless browser) open links before their user does, and an attacker's link
 * would sign a signed-out victim into the attacker's account. A page that is signed in never
 * asks: its spend asks 'Switch accounts?' for another account (never two questions).
 * Nothing but `link.continue` goes on: no timer, no focus, no load.
 */
export const linkConfirmMachine = setup({
  types: {
    input: {} as LinkConfirmInput,
    context: {} as LinkConfirmContext,
    events: {} as LinkConfirmEvent,
    output: {} as LinkConfirmOutput,
  },
  actors: {
    check: fromRequest<LinkCheck, { tokenType: LinkTokenType | 'login' }>(notProvided('check')),
  },
  actions: {
    ...flowEffectStubs,
    setError: assign((_, error: AuthError) => ({ error })),
  },
}).createMachine({
  id: 'linkConfirm',
  context: ({ input }) => ({ tokenType: input.tokenType, address: input.address ?? null, asked: false, error: null }),
  initial: 'checking',
  states: {
    checking: {
      tags: ['pending'],
      invoke: {
        src: 'check',
        input: ({ context }) => ({ tokenType: context.tokenType }),
        onDone: [{ guard: ({ event }) => event.output === 'ask', target: 'asking' }, { target: 'spendable' }],
        onError: { target: 'failed', actions: recordFailure },
      },
    },
    asking: {
      on: { 'link.continue': { target: 'confirmed', actions: assign({ asked: true }) } },
    },
    spendable: { type: 'final' },
    confirmed: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }): LinkConfirmOutput =>
    context.error ? { kind: 'failed', error: context.error } : { kind: 'confirmed', asked: context.asked },
});
