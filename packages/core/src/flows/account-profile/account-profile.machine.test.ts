import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakeAuthClient, fail, fakeAccountUser, type FakeScript } from '../../testing';
import { childOf, factor, sessionWith, settle, spyEffects } from '../shared/account.test-support';
import { createAccountProfileActors } from './account-profile.actors';
import { accountProfileMachine } from './account-profile.machine';
import { selectAccountProfileView } from './account-profile.selectors';

function start(options: { script?: FakeScript; withAccount?: boolean } = {}) {
  const user = fakeAccountUser();
  const client = createFakeAuthClient({ user, ...(options.script && { script: options.script }) });
  const effects = spyEffects();
  const account = { user, factors: [factor('otp', 'email')] };
  const actor = createActor(accountProfileMachine.provide({ actors: createAccountProfileActors(client, { effects }), actions: effects }), {
    input: options.withAccount ? { account } : {},
  }).start();
  return { actor, client, effects, view: () => selectAccountProfileView(actor.getSnapshot()) };
}

describe('account-profile', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the user when used alone, and shows their name', async () => {
    const { view } = start();
    expect(view().status).toBe('loading');
    await settle();
    expect(view()).toMatchObject({ status: 'ready', saved: { firstName: 'Ada', lastName: 'Lovelace' }, form: { firstName: 'Ada', lastName: 'Lovelace' }, isDirty: false });
  });

  it('nobody signed in: noUser; a load that failed can be retried', async () => {
    const none = createActor(accountProfileMachine.provide({ actors: createAccountProfileActors(createFakeAuthClient()) }), { input: {} }).start();
    await settle();
    expect(selectAccountProfileView(none.getSnapshot()).status).toBe('noUser');
    const { actor, view } = start({ script: { 'user.get': [fail('network_unreachable'), fakeAccountUser()] } });
    await settle();
    expect(view()).toMatchObject({ status: 'loadFailed', error: { type: 'network_unreachable' } });
    actor.send({ type: 'request.retry' });
    await settle();
    expect(view().status).toBe('ready');
  });

  it('saves the typed name (trimmed) with user.update and takes the user the server answered', async () => {
    const { actor, client, view } = start({ withAccount: true });
    expect(view().status).toBe('ready');
    actor.send({ type: 'name.change', firstName: ' Augusta ' });
    expect(view()).toMatchObject({ isDirty: true, form: { firstName: ' Augusta ', lastName: 'Lovelace' } });
    actor.send({ type: 'name.submit' });
    expect(view()).toMatchObject({ status: 'saving', isPending: true });
    await settle();
    expect(client.callsTo('user.update')).toEqual([{ name: { firstName: 'Augusta', lastName: 'Lovelace' } }]);
    expect(view()).toMatchObject({ status: 'ready', done: 'saved', saved: { firstName: 'Augusta' }, isDirty: false });
    expect(actor.getSnapshot().context.revision).toBe(1);
  });

  it('an unchanged name is not sent', async () => {
    const { actor, client } = start({ withAccount: true });
    actor.send({ type: 'name.submit' });
    await settle();
    expect(client.callsTo('user.update')).toEqual([]);
  });

  it('a refusal steps up, then saves again', async () => {
    const { actor, client, view } = start({
      withAccount: true,
      script: { 'user.update': [fail('insufficient_factors'), () => fakeAccountUser({ name: { firstName: 'Augusta', lastName: 'Lovelace' } })], 'otps.authenticate': sessionWith(factor('otp', 'email'), factor('otp', 'sms')) },
    });
    actor.send({ type: 'name.change', firstName: 'Augusta' });
    actor.send({ type: 'name.submit' });
    await settle();
    expect(view()).toMatchObject({ status: 'steppingUp', stepUpKind: 'sms', isPending: false });
    childOf(actor, 'change', 'stepUp', 'sms').send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(client.callsTo('user.update')).toHaveLength(2);
    expect(view()).toMatchObject({ status: 'ready', done: 'saved', saved: { firstName: 'Augusta' } });
    expect(actor.getSnapshot().context.account?.factors.map((entry) => entry.deliveryMethod)).toEqual(['email', 'sms']);
  });

  it('a failure keeps what was typed, with the error', async () => {
    const { actor, view, effects } = start({ withAccount: true, script: { 'user.update': fail('internal_server_error') } });
    actor.send({ type: 'name.change', firstName: 'Augusta', lastName: 'King' });
    actor.send({ type: 'name.submit' });
    await settle();
    expect(view()).toMatchObject({ status: 'ready', error: { type: 'internal_server_error' }, form: { firstName: 'Augusta', lastName: 'King' }, isDirty: true, done: null });
    expect(effects.reportError).toHaveBeenCalled();
  });

  it('a cancelled step-up saves nothing and keeps what was typed; reset goes back to the saved name', async () => {
    const { actor, client, view } = start({ withAccount: true, script: { 'user.update': fail('insufficient_factors') } });
    actor.send({ type: 'name.change', firstName: 'Augusta' });
    actor.send({ type: 'name.submit' });
    await settle();
    actor.send({ type: 'change.cancel' });
    await settle();
    expect(view()).toMatchObject({ status: 'ready', form: { firstName: 'Augusta' }, error: null });
    expect(client.callsTo('user.update')).toHaveLength(1);
    actor.send({ type: 'name.reset' });
    expect(view().form).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it("takes another section's account; what is being typed stays", async () => {
    const { actor, view } = start({ withAccount: true });
    actor.send({ type: 'account.update', account: { user: fakeAccountUser({ name: { firstName: 'A.', lastName: 'L.' } }), factors: [] } });
    expect(view()).toMatchObject({ saved: { firstName: 'A.' }, form: { firstName: 'A.' } });
    actor.send({ type: 'name.change', firstName: 'Typing' });
    actor.send({ type: 'account.update', account: { user: fakeAccountUser(), factors: [] } });
    expect(view()).toMatchObject({ saved: { firstName: 'Ada' }, form: { firstName: 'Typing' } });
  });
});
