import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakeAuthClient, fail, type FakeAuthClientOptions } from '../../testing';
import { createLinkConfirmActors } from './link-confirm.actors';
import { linkConfirmMachine, type LinkConfirmInput } from './link-confirm.machine';
import { selectLinkConfirmView } from './link-confirm.selectors';

function start(options: FakeAuthClientOptions = {}, input: Partial<LinkConfirmInput> = {}) {
  const client = createFakeAuthClient(options);
  const actor = createActor(linkConfirmMachine.provide({ actors: createLinkConfirmActors(client) }), {
    input: { tokenType: 'magic_links', ...input },
  }).start();
  return { actor, client, view: () => selectLinkConfirmView(actor.getSnapshot()) };
}

describe("'Continue signing in' (issue 36)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks on a signed-out page in a browser that did not start the link, naming the address it knows', async () => {
    const { actor, view } = start({ script: { 'links.startedHere': false } }, { address: 'ada@example.com' });
    expect(view().status).toBe('checking');
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toEqual({ status: 'asking', address: 'ada@example.com' });
    // Only Continue goes on.
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'link.continue' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'confirmed', asked: true });
  });

  it('goes on without asking when this browser started the link', async () => {
    const { actor } = start({ script: { 'links.startedHere': true } });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().output).toEqual({ kind: 'confirmed', asked: false });
  });

  it('goes on without asking on a signed-in page (its spend asks "Switch accounts?" instead), never reading the verifier', async () => {
    const { actor, client } = start({ session: { sessionId: 's', userId: 'u' }, script: { 'links.startedHere': false } });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().output).toEqual({ kind: 'confirmed', asked: false });
    expect(client.callsTo('links.startedHere')).toEqual([]);
  });

  it('ends with the error when whether anyone is signed in cannot be read', async () => {
    const { actor } = start({ script: { 'session.load': fail('unable_to_reach_server') } });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().output).toEqual({ kind: 'failed', error: { type: 'unable_to_reach_server' } });
  });
});
