import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { countdownMachine } from './countdown.machine';
import { formatMinutesSeconds, selectCountdownView } from './countdown.selectors';

// Time comes from the actor system's clock: a SimulatedClock moves it here, no fake timers.
describe('countdown', () => {
  let clock: SimulatedClock;
  beforeEach(() => {
    clock = new SimulatedClock();
    clock.set(1_767_225_600_000);
  });

  const start = (msFromNow: number) =>
    createActor(countdownMachine, { clock, input: { expiresAt: clock.now() + msFromNow } }).start();

  it('starts at the full duration, shown as m:ss', () => {
    const actor = start(5 * 60_000);
    expect(selectCountdownView(actor.getSnapshot())).toEqual({
      isExpired: false,
      remainingSeconds: 300,
      timeRemaining: '5:00',
    });
  });

  it('ticks every second', () => {
    const actor = start(5 * 60_000);
    clock.increment(1_000);
    expect(selectCountdownView(actor.getSnapshot()).timeRemaining).toBe('4:59');
    clock.increment(59_000);
    expect(selectCountdownView(actor.getSnapshot()).timeRemaining).toBe('4:00');
  });

  it('reads the clock on each tick, so a late tick does not drift', () => {
    const actor = start(60_000);
    clock.set(clock.now() + 30_000); // the tab slept: one late tick runs now
    expect(selectCountdownView(actor.getSnapshot()).timeRemaining).toBe('0:30');
    clock.increment(1_000);
    expect(selectCountdownView(actor.getSnapshot()).timeRemaining).toBe('0:29');
  });

  it('expires at zero', () => {
    const actor = start(3_000);
    clock.increment(2_000);
    expect(actor.getSnapshot().matches('running')).toBe(true);
    clock.increment(1_000);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
    expect(selectCountdownView(actor.getSnapshot())).toMatchObject({ isExpired: true, timeRemaining: '0:00' });
  });

  it('is expired at once when the expiry is already past', () => {
    expect(start(-1).getSnapshot().matches('expired')).toBe(true);
  });

  it('restarts from a new expiry, even after expiring', () => {
    const actor = start(1_000);
    clock.increment(1_000);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
    actor.send({ type: 'countdown.restart', expiresAt: clock.now() + 5 * 60_000 });
    expect(selectCountdownView(actor.getSnapshot())).toMatchObject({ isExpired: false, timeRemaining: '5:00' });
    clock.increment(1_000);
    expect(selectCountdownView(actor.getSnapshot()).timeRemaining).toBe('4:59');
  });
});

describe('formatMinutesSeconds', () => {
  it.each([
    [0, '0:00'],
    [9, '0:09'],
    [60, '1:00'],
    [299, '4:59'],
    [600, '10:00'],
  ])('%i s → %s', (seconds, text) => expect(formatMinutesSeconds(seconds)).toBe(text));
});
