import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakeAccountBackend, createFakeAuthClient, fakeAccountUser, type FakeAccountBackendOptions, type FakeScript } from '../../testing';
import { childOf, factor, sessionWith, settle, spyEffects } from '../shared/account.test-support';
import { createDeleteAccountActors } from './delete-account.actors';
import { deleteAccountMachine } from './delete-account.machine';
import { selectDeleteAccountView } from './delete-account.selectors';

function start(options: { backend?: FakeAccountBackendOptions; script?: FakeScript; factors?: ReturnType<typeof factor>[] } = {}) {
  const user = fakeAccountUser();
  const client = createFakeAuthClient({ user, ...(options.script && { script: options.script }) });
  const backend = createFakeAccountBackend(options.backend);
  const effects = spyEffects();
  const actor = createActor(deleteAccountMachine.provide({ actors: createDeleteAccountActors(client, { effects, backend }), actions: effects }), {
    input: { account: { user, factors: options.factors ?? [factor('otp', 'email'), factor('otp', 'sms')] } },
  }).start();
  return { actor, client, backend, effects, view: () => selectDeleteAccountView(actor.getSnapshot()) };
}

describe('delete-account', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('deletes once the typed confirmation matches (the email address), then signs the page out', async () => {
    const { actor, client, backend, view } = start();
    expect(view()).toMatchObject({ status: 'confirming', confirmationText: 'ada@example.com', canDelete: false });
    actor.send({ type: 'account.delete' });
    expect(backend.callsTo('deleteUser')).toEqual([]);
    actor.send({ type: 'confirmation.change', text: ' ADA@example.com ' });
    expect(view().canDelete).toBe(true);
    actor.send({ type: 'account.delete' });
    expect(view()).toMatchObject({ status: 'deleting', isPending: true });
    await settle();
    expect(backend.callsTo('deleteUser')).toEqual([{ sessionJwt: 'session-jwt-test-1' }]);
    expect(client.callsTo('session.revoke')).toEqual([{ forceClear: true }]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'signedOut', reason: 'deleted' });
    expect(view().status).toBe('deleted');
  });

  it("the server's insufficient_factors steps up, then deletes", async () => {
    const { actor, backend, view } = start({
      backend: { script: { deleteUser: [{ fail: 'insufficient_factors' }, 'default'] } },
      script: { 'otps.authenticate': sessionWith(factor('otp', 'email'), factor('otp', 'sms')) },
    });
    actor.send({ type: 'confirmation.change', text: 'ada@example.com' });
    actor.send({ type: 'account.delete' });
    await settle();
    expect(view()).toMatchObject({ status: 'steppingUp', stepUpKind: 'sms' });
    childOf(actor, 'change', 'stepUp', 'sms').send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(backend.callsTo('deleteUser')).toHaveLength(2);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a session the planner finds one category short steps up before asking the server', async () => {
    const { actor, backend, view } = start({ factors: [factor('otp', 'email')] });
    actor.send({ type: 'confirmation.change', text: 'ada@example.com' });
    actor.send({ type: 'account.delete' });
    await settle();
    expect(view().status).toBe('steppingUp');
    expect(backend.callsTo('deleteUser')).toEqual([]);
  });

  it('a failure keeps what was typed with the error; a cancelled step-up deletes nothing', async () => {
    const { actor, backend, view, effects } = start({ backend: { script: { deleteUser: [{ fail: 'internal_server_error' }] } } });
    actor.send({ type: 'confirmation.change', text: 'ada@example.com' });
    actor.send({ type: 'account.delete' });
    await settle();
    expect(view()).toMatchObject({ status: 'confirming', typed: 'ada@example.com', canDelete: true, error: { type: 'internal_server_error' } });
    expect(effects.reportError).toHaveBeenCalled();
    const other = start({ factors: [factor('otp', 'email')] });
    other.actor.send({ type: 'confirmation.change', text: 'ada@example.com' });
    other.actor.send({ type: 'account.delete' });
    await settle();
    other.actor.send({ type: 'change.cancel' });
    await settle();
    expect(other.view()).toMatchObject({ status: 'confirming', typed: 'ada@example.com' });
    expect(other.backend.callsTo('deleteUser')).toEqual([]);
    expect(backend.state.deleted).toBe(false);
  });
});
