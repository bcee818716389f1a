import { assign, setup } from 'xstate';
import type { AuthError } from '../../client';
import { flowEffectStubs, recordFailure } from '../shared/flow-effects';
import { notProvided } from '../shared/not-provided';
import { fromRequest } from '../shared/request';

export interface AccountSwitchInput {
  /** Who the page is signed in as (their email, phone number or id). */
  current: string;
  /** Who the link signs in. */
  next: string;
}

export interface AccountSwitchContext extends AccountSwitchInput {
  /** What the user chose, once it is done. */
  chosen: 'switched' | 'stayed' | null;
  error: AuthError | null;
}

/** The user chose the link's account (`switched`), or to stay signed in as they were. */
export type AccountSwitchOutput = { kind: 'switched' } | { kind: 'stayed' } | { kind: 'failed'; error: AuthError };

export type AccountSwitchEvent = { type: 'switch.continue' } | { type: 'switch.stay' };

/**
 * 'Switch accounts?' (issue 36): a link for another account than the one signed in never
 * replaces it silently (a login CSRF would sign the victim into the attacker's account). The
 * link's session is held by the client port (`held` of a link's spend); continuing makes it the
 * page's (`session.switchToHeld`), staying forgets it (`session.dropHeld`). A leaf: the redirect
 * page and the reset page ask it the same way.
 */
export const accountSwitchMachine = setup({
  types: {
    input: {} as AccountSwitchInput,
    context: {} as AccountSwitchContext,
    events: {} as AccountSwitchEvent,
    output: {} as AccountSwitchOutput,
  },
  actors: {
    switchToHeld: fromRequest<void, void>(notProvided('switchToHeld')),
    dropHeld: fromRequest<void, void>(notProvided('dropHeld')),
  },
  actions: {
    ...flowEffectStubs,
    setError: assign((_, error: AuthError) => ({ error })),
  },
}).createMachine({
  id: 'accountSwitch',
  context: ({ input }) => ({ current: input.current, next: input.next, chosen: null, error: null }),
  initial: 'asking',
  states: {
    asking: {
      on: { 'switch.continue': 'switching', 'switch.stay': 'staying' },
    },
    switching: {
      tags: ['pending'],
      invoke: {
        src: 'switchToHeld',
        onDone: { target: 'switched', actions: assign({ chosen: 'switched' as const }) },
        onError: { target: 'failed', actions: recordFailure },
      },
    },
    staying: {
      invoke: {
        src: 'dropHeld',
        onDone: { target: 'stayed', actions: assign({ chosen: 'stayed' as const }) },
        onError: { target: 'stayed', actions: assign({ chosen: 'stayed' as const }) },
      },
    },
    switched: { type: 'final' },
    stayed: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }): AccountSwitchOutput =>
    context.error ? { kind: 'failed', error: context.error } : { kind: context.chosen === 'stayed' ? 'stayed' : 'switched' },
});
