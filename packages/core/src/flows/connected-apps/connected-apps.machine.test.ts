import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakeAuthClient, fail, fakeAccountUser, fakeConnectedApp, type FakeScript } from '../../testing';
import { childOf, factor, sessionWith, settle, spyEffects } from '../shared/account.test-support';
import { createConnectedAppsActors } from './connected-apps.actors';
import { connectedAppsMachine } from './connected-apps.machine';
import { selectConnectedAppsView } from './connected-apps.selectors';

function start(options: { script?: FakeScript; withAccount?: boolean } = {}) {
  const user = fakeAccountUser();
  const client = createFakeAuthClient({ user, connectedApps: [fakeConnectedApp(), fakeConnectedApp({ connectedAppId: 'app-2', name: 'Other' })], ...(options.script && { script: options.script }) });
  const effects = spyEffects();
  const actor = createActor(connectedAppsMachine.provide({ actors: createConnectedAppsActors(client, { effects }), actions: effects }), {
    input: options.withAccount === false ? {} : { account: { user, factors: [factor('otp', 'email')] } },
  }).start();
  return { actor, client, effects, view: () => selectConnectedAppsView(actor.getSnapshot()) };
}

describe('connected-apps', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lists the apps with the scopes granted (used alone, it reads the user first)', async () => {
    const { view, client } = start({ withAccount: false });
    await settle();
    expect(client.callsTo('user.get')).toHaveLength(1);
    expect(view()).toMatchObject({ status: 'list', apps: [{ connectedAppId: 'connected-app-test-1', name: 'Example App', scopesGranted: ['openid', 'email', 'profile'] }, { name: 'Other' }] });
  });

  it('revokes an app after asking, then lists them again', async () => {
    const { actor, client, view } = start();
    await settle();
    actor.send({ type: 'app.revoke', connectedAppId: 'connected-app-test-1' });
    expect(view()).toMatchObject({ status: 'confirmingRevoke', revoking: { name: 'Example App' } });
    actor.send({ type: 'revoke.confirm' });
    await settle();
    expect(client.callsTo('user.revokeConnectedApp')).toEqual([{ connectedAppId: 'connected-app-test-1' }]);
    expect(view()).toMatchObject({ status: 'list', done: 'revoked', apps: [{ name: 'Other' }], revoking: null });
  });

  it('a refusal steps up and revokes again; a failure keeps the app with the error; cancel revokes nothing', async () => {
    const { actor, client, view } = start({
      script: {
        'user.revokeConnectedApp': [fail('insufficient_factors'), fail('internal_server_error')],
        'otps.authenticate': sessionWith(factor('otp', 'email'), factor('otp', 'sms')),
      },
    });
    await settle();
    actor.send({ type: 'app.revoke', connectedAppId: 'app-2' });
    actor.send({ type: 'change.cancel' });
    expect(client.callsTo('user.revokeConnectedApp')).toEqual([]);
    actor.send({ type: 'app.revoke', connectedAppId: 'app-2' });
    actor.send({ type: 'revoke.confirm' });
    await settle();
    expect(view().status).toBe('steppingUp');
    childOf(actor, 'change', 'stepUp', 'sms').send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(client.callsTo('user.revokeConnectedApp')).toHaveLength(2);
    expect(view()).toMatchObject({ status: 'list', error: { type: 'internal_server_error' }, apps: [{}, { name: 'Other' }] });
  });

  it('a list that could not load can be loaded again', async () => {
    const { actor, view } = start({ script: { 'user.connectedApps': [fail('network_unreachable'), []] } });
    await settle();
    expect(view()).toMatchObject({ status: 'loadFailed', error: { type: 'network_unreachable' } });
    actor.send({ type: 'request.retry' });
    await settle();
    expect(view()).toMatchObject({ status: 'list', apps: [] });
  });
});
