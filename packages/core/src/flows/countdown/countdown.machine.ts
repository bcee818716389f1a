import { assign, setup } from 'xstate';
import { COUNTDOWN_TICK_MS } from '../../config/constants';

export interface CountdownInput {
  /** Epoch milliseconds at which the countdown reaches zero. */
  expiresAt: number;
}

export interface CountdownContext {
  expiresAt: number;
  remainingMs: number;
}

export type CountdownEvent = { type: 'countdown.restart'; expiresAt: number };

const remainingUntil = (expiresAt: number) => Math.max(0, expiresAt - Date.now());

/**
 * Counts down to an expiry time, ticking every second (spec §9). Remaining time is read from the
 * clock on every tick, so a throttled background tab never drifts.
 */
export const countdownMachine = setup({
  types: {
    input: {} as CountdownInput,
    context: {} as CountdownContext,
    events: {} as CountdownEvent,
  },
  actions: {
    measure: assign({ remainingMs: ({ context }) => remainingUntil(context.expiresAt) }),
    restart: assign(({ event }) => ({
      expiresAt: event.expiresAt,
      remainingMs: remainingUntil(event.expiresAt),
    })),
  },
  guards: {
    isExpired: ({ context }) => context.remainingMs <= 0,
  },
  delays: {
    tick: COUNTDOWN_TICK_MS,
  },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => ({ expiresAt: input.expiresAt, remainingMs: remainingUntil(input.expiresAt) }),
  initial: 'running',
  on: {
    'countdown.restart': { target: '.running', actions: 'restart' },
  },
  states: {
    running: {
      always: { guard: 'isExpired', target: 'expired' },
      after: {
        tick: { target: 'running', reenter: true, actions: 'measure' },
      },
    },
    expired: {},
  },
});
