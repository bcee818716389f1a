/**
 * The current time on the actor system's clock, in epoch-like milliseconds: a `SimulatedClock`'s
 * `now()` in tests, the wall clock otherwise (XState's default clock only schedules). Machines
 * read time through this, never `Date.now()`, so simulated time moves every timer and every
 * expiry together.
 */
export function clockNow(system: { _clock: object }): number {
  const clock = system._clock as { now?: () => number };
  return typeof clock.now === 'function' ? clock.now() : Date.now();
}
