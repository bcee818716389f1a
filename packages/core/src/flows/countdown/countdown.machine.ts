import { assign, setup } from 'xstate';
import { COUNTDOWN_TICK_MS } from '../../config/constants';
import { clockNow } from '../shared/clock';

export interface CountdownInput {
  /** When the countdown reaches zero, on the actor system's clock (see `clockNow`). */
  expiresAt: number;
}

export interface CountdownContext {
  expiresAt: number;
  remainingMs: number;
}

export type CountdownEvent = { type: 'countdown.restart'; expiresAt: number };

const remainingUntil = (expiresAt: number, now: number) => Math.max(0, expiresAt - now);

/**
 * Counts down to an expiry time, ticking every second (spec §9). Remaining time is read from the
 * actor system's clock on every tick, so a throttled background tab never drifts.
 */
export const countdownMachine = setup({
  types: {
    input: {} as CountdownInput,
    context: {} as CountdownContext,
    events: {} as CountdownEvent,
  },
  actions: {
    measure: assign({ remainingMs: ({ context, system }) => remainingUntil(context.expiresAt, clockNow(system)) }),
    restart: assign(({ event, system }) => ({
      expiresAt: event.expiresAt,
      remainingMs: remainingUntil(event.expiresAt, clockNow(system)),
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
  context: ({ input, self }) => ({
    expiresAt: input.expiresAt,
    remainingMs: remainingUntil(input.expiresAt, clockNow(self.system)),
  }),
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
