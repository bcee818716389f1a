import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { AuthError, OneTapMode, OneTapProblem } from '../../client';
import { flowEffectStubs } from '../shared/flow-effects';
import { notProvided } from '../shared/not-provided';

export interface OneTapInput {
  /** The config's `position` (spec §3). */
  position: string;
  cancelOnTapOutside: boolean;
  loginRedirectUrl?: string;
  signupRedirectUrl?: string;
}

export interface OneTapContext extends OneTapInput {
  /** Where the prompt shows, once known (null: nowhere, e.g. `embeddedOnly` where Google floats). */
  mode: OneTapMode | null;
  problem: OneTapProblem | null;
  error: AuthError | null;
}

/** What the prompt reports while it is up (sent by the `prompt` actor). */
export type OneTapEvent =
  | { type: 'oneTap.shown' }
  | { type: 'oneTap.refused'; problem: OneTapProblem }
  | { type: 'oneTap.cancelled' }
  | { type: 'oneTap.failed'; error: AuthError };

export interface OneTapPromptInput extends OneTapInput {
  mode: OneTapMode;
}

/**
 * Google One Tap (spec §2, §4): the prompt, embedded in Main or floating, with the project's
 * Google client. With a credential the provider signs in and the browser goes to the redirect
 * URL, so, like social sign-in, the flow has no outcome. Closing the prompt, or any of spec §4's
 * error states, hides it (Main shows the Google button instead, and the error states their
 * configuration error); a failed sign-in with the credential shows its error.
 */
export const oneTapMachine = setup({
  types: {
    input: {} as OneTapInput,
    context: {} as OneTapContext,
    events: {} as OneTapEvent,
  },
  actors: {
    mode: fromPromise<OneTapMode | null, { position: string }>(notProvided('mode')),
    prompt: fromCallback<OneTapEvent, OneTapPromptInput>(() => {
      throw new Error('The flow was started without its prompt actor: provide it with machine.provide({ actors }).');
    }),
  },
  actions: flowEffectStubs,
}).createMachine({
  id: 'oneTap',
  context: ({ input }) => ({ ...input, mode: null, problem: null, error: null }),
  initial: 'deciding',
  states: {
    deciding: {
      invoke: {
        src: 'mode',
        input: ({ context }) => ({ position: context.position }),
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'off' },
          { target: 'active', actions: assign({ mode: ({ event }) => event.output }) },
        ],
        onError: 'off',
      },
    },
    // The prompt actor lives while the prompt may be up: stopping it removes the prompt.
    active: {
      invoke: { id: 'prompt', src: 'prompt', input: ({ context }) => ({ ...context, mode: context.mode! }) },
      initial: 'loading',
      on: {
        'oneTap.refused': { target: 'hidden', actions: assign({ problem: ({ event }) => event.problem }) },
        'oneTap.cancelled': 'hidden',
        'oneTap.failed': {
          target: 'hidden',
          actions: [assign({ error: ({ event }) => event.error }), { type: 'reportError', params: ({ event }) => event.error }],
        },
      },
      states: {
        loading: { tags: ['pending'], on: { 'oneTap.shown': 'shown' } },
        shown: { tags: ['shown'] },
      },
    },
    hidden: {},
    off: {},
  },
});
