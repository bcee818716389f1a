import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createFakeAuthClient, fail, fakeUser, type FakeScript } from '../../testing';
import { createPasskeyUpgradeActors } from './passkey-upgrade.actors';
import { passkeyUpgradeMachine } from './passkey-upgrade.machine';

function start(script: FakeScript, user: ReturnType<typeof fakeUser> | null = null) {
  const client = createFakeAuthClient({ script });
  const effects = { reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn(), rememberMethod: vi.fn() };
  const actor = createActor(passkeyUpgradeMachine.provide({ actors: createPasskeyUpgradeActors(client, { effects }), actions: effects }), {
    input: { via: 'otp', user, sessionDurationMinutes: 45 },
  }).start();
  return { actor, client };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (snapshot) => !snapshot.hasTag('pending'));

describe('the passkey upgrade after a login', () => {
  it('offers nothing to a user who is not signed in, or who has a passkey already', async () => {
    for (const [script, user] of [
      [{ 'user.get': null }, null],
      [{}, fakeUser([{ webauthnRegistrationId: 'webauthn-registration-1', name: 'Laptop' }])],
    ] as const) {
      const { actor } = start(script, user);
      await settled(actor);
      expect(actor.getSnapshot().output).toEqual({ kind: 'passkeyOfferDone', via: 'otp', createQuietly: false });
    }
  });

  it('lets a browser that can create a passkey quietly do so after the confirmation, without a screen', async () => {
    const { actor, client } = start({ 'webauthn.isConditionalCreateSupported': true }, fakeUser());
    await settled(actor);
    expect(actor.getSnapshot().output).toEqual({ kind: 'passkeyOfferDone', via: 'otp', createQuietly: true });
    // The user came with the login's answer: no lookup.
    expect(client.callsTo('user.get')).toEqual([]);
  });

  it('otherwise offers PasskeyRegistrationStart; a skip ends the offer, the login goes on', async () => {
    const { actor } = start({}, fakeUser());
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('offering');
    actor.getSnapshot().children.registration?.send({ type: 'passkey.skip' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toMatchObject({ createQuietly: false });
  });

  it('offers nothing on a page that cannot use passkeys (no WebAuthn, or not a secure context), not even quietly', async () => {
    const { actor, client } = start({ 'webauthn.isSupported': false, 'webauthn.isConditionalCreateSupported': true }, fakeUser());
    await settled(actor);
    expect(actor.getSnapshot().output).toEqual({ kind: 'passkeyOfferDone', via: 'otp', createQuietly: false });
    expect(client.callsTo('webauthn.register')).toEqual([]);
  });

  it('never holds the login up: a failed lookup ends the offer', async () => {
    const { actor } = start({ 'user.get': fail('session_not_found') });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'passkeyOfferDone', via: 'otp', createQuietly: false });
  });
});
