import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { countdownMachine } from './countdown.machine';
import { formatMinutesSeconds, selectCountdownView } from './countdown.selectors';

describe('countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const start = (msFromNow: number) =>
    createActor(countdownMachine, { input: { expiresAt: Date.now() + msFromNow } }).start();

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
    vi.advanceTimersByTime(1_000);
    expect(selectCountdownView(actor.getSnapshot()).timeRemaining).toBe('4:59');
    vi.advanceTimersByTime(59_000);
    expect(selectCountdownView(actor.getSnapshot()).timeRemaining).toBe('4:00');
  });

  it('reads the clock on each tick, so a late tick does not drift', () => {
    const actor = start(60_000);
    vi.setSystemTime(Date.now() + 30_000); // the tab slept: no ticks ran
    vi.advanceTimersByTime(1_000);
    expect(selectCountdownView(actor.getSnapshot()).timeRemaining).toBe('0:29');
  });

  it('expires at zero', () => {
    const actor = start(3_000);
    vi.advanceTimersByTime(2_000);
    expect(actor.getSnapshot().matches('running')).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
    expect(selectCountdownView(actor.getSnapshot())).toMatchObject({ isExpired: true, timeRemaining: '0:00' });
  });

  it('is expired at once when the expiry is already past', () => {
    expect(start(-1).getSnapshot().matches('expired')).toBe(true);
  });

  it('restarts from a new expiry, even after expiring', () => {
    const actor = start(1_000);
    vi.advanceTimersByTime(1_000);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
    actor.send({ type: 'countdown.restart', expiresAt: Date.now() + 5 * 60_000 });
    expect(selectCountdownView(actor.getSnapshot())).toMatchObject({ isExpired: false, timeRemaining: '5:00' });
    vi.advanceTimersByTime(1_000);
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
