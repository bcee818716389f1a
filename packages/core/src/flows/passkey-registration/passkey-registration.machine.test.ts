import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakeAuthClient, fail, fakeUser, type FakeScript } from '../../testing';
import { createRegisterPasskeyActor } from './passkey-registration.actors';
import { passkeyRegistrationMachine } from './passkey-registration.machine';
import { selectPasskeyRegistrationView } from './passkey-registration.selectors';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function start(script: FakeScript = {}) {
  const client = createFakeAuthClient({ script, user: fakeUser() });
  const effects = { reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn(), rememberMethod: vi.fn() };
  const actor = createActor(
    passkeyRegistrationMachine.provide({ actors: { register: createRegisterPasskeyActor(client) }, actions: effects }),
    { input: { sessionDurationMinutes: 45 } },
  ).start();
  return { actor, client, effects, view: () => selectPasskeyRegistrationView(actor.getSnapshot()) };
}

describe('PasskeyRegistrationStart', () => {
  it("'Create a Passkey' registers a passkey and ends registered, reporting PASSKEY_REGISTER", async () => {
    const { actor, client, effects, view } = start();
    actor.send({ type: 'passkey.create' });
    expect(view()).toMatchObject({ status: 'registering', isPending: true });
    await flush();
    expect(client.callsTo('webauthn.register')).toEqual([{ isPasskey: true, sessionDurationMinutes: 45 }]);
    expect(actor.getSnapshot().output).toMatchObject({ kind: 'registered' });
    expect(effects.reportEvent).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'PASSKEY_REGISTER' }));
  });

  it("'Skip' ends skipped, reporting PASSKEY_SKIP", () => {
    const { actor, effects } = start();
    actor.send({ type: 'passkey.skip' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'skipped' });
    expect(effects.reportEvent).toHaveBeenCalledWith(expect.anything(), { type: 'PASSKEY_SKIP', data: {} });
  });

  it('keeps the duplicate error as it is, and calls any other failure not created; both stay here', async () => {
    const { actor, view, effects } = start({ 'webauthn.register': [fail('webauthn_credential_exists'), fail('webauthn_cancelled')] });
    actor.send({ type: 'passkey.create' });
    await flush();
    expect(view()).toMatchObject({ status: 'ready', error: { type: 'webauthn_credential_exists' } });
    actor.send({ type: 'passkey.create' });
    expect(view().error).toBeNull();
    await flush();
    expect(view()).toMatchObject({ status: 'ready', error: { type: 'passkey_registration_failed' } });
    expect(effects.reportError.mock.calls.map(([, error]) => error.type)).toEqual(['webauthn_credential_exists', 'webauthn_cancelled']);
  });
});
