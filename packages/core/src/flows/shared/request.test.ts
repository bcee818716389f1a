import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, waitFor, type AnyActorLogic } from 'xstate';
import { createAuthError } from '../../client';
import { fromRequest } from './request';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Starts a request actor with an observer for its error, as a parent machine would be. */
function start(logic: AnyActorLogic, options: { clock?: SimulatedClock } = {}) {
  const actor = createActor(logic, options);
  actor.subscribe({ error: () => {} });
  return actor.start();
}

describe('fromRequest (the one request wrapper)', () => {
  it('passes the input and resolves with the answer', async () => {
    const actor = createActor(fromRequest((input: { n: number }) => Promise.resolve(input.n * 2)), { input: { n: 21 } }).start();
    await expect(waitFor(actor, (snapshot) => snapshot.status === 'done').then((snapshot) => snapshot.output)).resolves.toBe(42);
  });

  it("fails with request_timeout once the timeout passes on the actor system's clock, aborting the call", async () => {
    const clock = new SimulatedClock();
    let signal: AbortSignal | undefined;
    const actor = start(
      fromRequest((_: unknown, given) => {
        signal = given;
        return new Promise(() => {});
      }, 5_000),
      { clock },
    );
    clock.increment(4_999);
    await flush();
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(1);
    await flush();
    expect(actor.getSnapshot()).toMatchObject({ status: 'error', error: { type: 'request_timeout' } });
    expect(signal?.aborted).toBe(true);
  });

  it('aborts the call when the actor stops (the user left the step)', async () => {
    let signal: AbortSignal | undefined;
    const actor = createActor(
      fromRequest((_: unknown, given) => {
        signal = given;
        return new Promise(() => {});
      }),
    ).start();
    await flush();
    actor.stop();
    expect(signal?.aborted).toBe(true);
  });

  it("never settles once its actor stopped, so a late answer cannot reach a restarted actor (React's strict effects)", async () => {
    const logic = fromRequest(
      (_: unknown, given) => new Promise((_resolve, reject) => given.addEventListener('abort', () => reject(new DOMException('stop', 'AbortError')))),
    );
    const stop = new AbortController();
    const settled = vi.fn();
    const creator = (logic as unknown as { config: (args: unknown) => Promise<unknown> }).config;
    creator({ input: undefined, signal: stop.signal, system: { _clock: { setTimeout, clearTimeout } } }).then(settled, settled);
    await flush(); // the call is under way
    stop.abort();
    await flush();
    expect(settled).not.toHaveBeenCalled();
  });

  it('turns whatever the call throws into an AuthError', async () => {
    const failing = start(fromRequest(() => Promise.reject(new TypeError('Failed to fetch'))));
    await flush();
    expect(failing.getSnapshot().error).toMatchObject({ type: 'network_unreachable' });
    const typed = start(fromRequest(() => Promise.reject(createAuthError('otp_code_not_found'))));
    await flush();
    expect(typed.getSnapshot().error).toEqual({ type: 'otp_code_not_found' });
  });
});
