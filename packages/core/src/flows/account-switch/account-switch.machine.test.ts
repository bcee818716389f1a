import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakeAuthClient, fail, hang, type FakeScript } from '../../testing';
import { createAccountSwitchActors } from './account-switch.actors';
import { accountSwitchMachine } from './account-switch.machine';
import { selectAccountSwitchView } from './account-switch.selectors';

function start(script: FakeScript = {}) {
  const client = createFakeAuthClient({ script });
  const actor = createActor(accountSwitchMachine.provide({ actors: createAccountSwitchActors(client) }), {
    input: { current: 'ada@example.com', next: 'mallory@example.com' },
  }).start();
  return { actor, client, view: () => selectAccountSwitchView(actor.getSnapshot()) };
}

describe("'Switch accounts?' (issue 36)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks, naming both; staying forgets the held session', async () => {
    const { actor, client, view } = start();
    expect(view()).toEqual({ status: 'asking', current: 'ada@example.com', next: 'mallory@example.com', error: null });
    actor.send({ type: 'switch.stay' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().output).toEqual({ kind: 'stayed' });
    expect(client.calls.map((call) => call.operation)).toEqual(['session.dropHeld']);
  });

  it('continuing makes the held session the page’s (switching meanwhile)', async () => {
    const slow = start({ 'session.switchToHeld': hang() });
    slow.actor.send({ type: 'switch.continue' });
    expect(slow.view().status).toBe('switching');
    const { actor, client } = start();
    actor.send({ type: 'switch.continue' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().output).toEqual({ kind: 'switched' });
    expect(client.callsTo('session.switchToHeld')).toHaveLength(1);
  });

  it('a switch that fails ends with its error', async () => {
    const { actor } = start({ 'session.switchToHeld': fail('session_not_found') });
    actor.send({ type: 'switch.continue' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().output).toEqual({ kind: 'failed', error: { type: 'session_not_found' } });
  });
});
