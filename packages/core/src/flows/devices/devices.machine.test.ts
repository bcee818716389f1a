import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakeAccountBackend, createFakeAuthClient, fakeAccountUser, type FakeAccountBackendOptions, type FakeScript } from '../../testing';
import { childOf, factor, sessionWith, spyEffects } from '../shared/account.test-support';
import { createDevicesActors } from './devices.actors';
import { devicesMachine } from './devices.machine';
import { selectDevicesView } from './devices.selectors';

function start(options: { backend?: FakeAccountBackendOptions; script?: FakeScript } = {}) {
  const user = fakeAccountUser();
  const client = createFakeAuthClient({ user, ...(options.script && { script: options.script }) });
  const backend = createFakeAccountBackend(options.backend);
  const effects = spyEffects();
  const actor = createActor(devicesMachine.provide({ actors: createDevicesActors(client, { effects, backend }), actions: effects }), {
    // A session with an email code and a texted one: Stytch's two categories.
    input: { account: { user, factors: [factor('otp', 'email'), factor('otp', 'sms')] } },
  }).start();
  return { actor, client, backend, effects, view: () => selectDevicesView(actor.getSnapshot()) };
}

/** The list loads bowser on demand: real time for the import. */
const until = (check: () => void) => vi.waitFor(check, { timeout: 5_000 });

describe('devices', () => {

  it("lists the user's sessions through the backend with the session's JWT, this device first, with browser and system", async () => {
    const { backend, view } = start({ backend: { sessions: [...createFakeAccountBackend().state.sessions].reverse() } });
    await until(() => expect(view().status).toBe('list'));
    expect(backend.callsTo('listSessions')).toEqual([{ sessionJwt: 'session-jwt-test-1' }]);
    expect(view()).toMatchObject({
      hasOthers: true,
      devices: [
        { sessionId: 'session-test-1', current: true, browser: 'Chrome', os: 'macOS', deviceType: 'desktop', ipAddress: '203.0.113.7' },
        { sessionId: 'session-test-2', current: false, browser: 'Safari', os: 'iOS', deviceType: 'mobile' },
      ],
    });
  });

  it('signs another device out after asking, then lists them again', async () => {
    const { actor, backend, view } = start();
    await until(() => expect(view().status).toBe('list'));
    actor.send({ type: 'device.signOut', sessionId: 'session-test-2' });
    expect(view()).toMatchObject({ status: 'confirmingSignOut', signingOut: { sessionId: 'session-test-2', os: 'iOS' } });
    actor.send({ type: 'signOut.confirm' });
    await until(() => expect(view().done).toBe('signedOut'));
    expect(backend.callsTo('revokeSession')).toEqual([{ sessionJwt: 'session-jwt-test-1', sessionId: 'session-test-2' }]);
    expect(view()).toMatchObject({ status: 'list', hasOthers: false, devices: [{ current: true }] });
  });

  it("the server's insufficient_factors steps up, then signs every other device out", async () => {
    const { actor, backend, view } = start({
      backend: { script: { revokeOtherSessions: [{ fail: 'insufficient_factors' }, 'default'] } },
      script: { 'otps.authenticate': sessionWith(factor('otp', 'email'), factor('otp', 'sms')) },
    });
    await until(() => expect(view().status).toBe('list'));
    actor.send({ type: 'devices.signOutOthers' });
    expect(view().signingOut).toBe('others');
    actor.send({ type: 'signOut.confirm' });
    await until(() => expect(view().status).toBe('steppingUp'));
    childOf(actor, 'change', 'stepUp', 'sms').send({ type: 'code.submit', code: '123456' });
    await until(() => expect(view().done).toBe('signedOutOthers'));
    expect(backend.callsTo('revokeOtherSessions')).toHaveLength(2);
    expect(view().devices).toHaveLength(1);
  });

  it('a failure keeps the list with the error; cancel signs nothing out', async () => {
    const { actor, backend, view } = start({ backend: { script: { revokeSession: [{ fail: 'internal_server_error' }] } } });
    await until(() => expect(view().status).toBe('list'));
    actor.send({ type: 'device.signOut', sessionId: 'session-test-2' });
    actor.send({ type: 'change.cancel' });
    expect(backend.callsTo('revokeSession')).toEqual([]);
    actor.send({ type: 'device.signOut', sessionId: 'session-test-2' });
    actor.send({ type: 'signOut.confirm' });
    await until(() => expect(view().error).toMatchObject({ type: 'internal_server_error' }));
    expect(view()).toMatchObject({ status: 'list', devices: [{}, { sessionId: 'session-test-2' }] });
  });

  it('signing this device out is the page’s own sign-out, and ends the section', async () => {
    const { actor, client, backend, view } = start();
    await until(() => expect(view().status).toBe('list'));
    actor.send({ type: 'device.signOut', sessionId: 'session-test-1' });
    actor.send({ type: 'signOut.confirm' });
    await until(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(client.callsTo('session.revoke')).toEqual([{ forceClear: true }]);
    expect(backend.callsTo('revokeSession')).toEqual([]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'signedOut' });
    expect(view().status).toBe('signedOut');
  });

  it('a list that could not load says why, and loads again', async () => {
    const { actor, view } = start({ backend: { script: { listSessions: [{ fail: 'network_unreachable' }, 'default'] } } });
    await until(() => expect(view().status).toBe('loadFailed'));
    expect(view().error).toMatchObject({ type: 'network_unreachable' });
    actor.send({ type: 'request.retry' });
    await until(() => expect(view().status).toBe('list'));
  });

  it('without a backend the list fails with not_supported', async () => {
    const client = createFakeAuthClient({ user: fakeAccountUser() });
    const actor = createActor(devicesMachine.provide({ actors: createDevicesActors(client) }), { input: {} }).start();
    await until(() => expect(selectDevicesView(actor.getSnapshot()).error).toMatchObject({ type: 'not_supported' }));
  });
});
