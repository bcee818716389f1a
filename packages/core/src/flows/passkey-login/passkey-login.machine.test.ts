import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { PASSKEY_CEREMONY_TIMEOUT_MS } from '../../config/constants';
import { createFakeAuthClient, fail, hang, type FakeScript } from '../../testing';
import { createPasskeyLoginActors } from './passkey-login.actors';
import { passkeyLoginMachine } from './passkey-login.machine';
import { selectPasskeyLoginView } from './passkey-login.selectors';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function start(script: FakeScript, autofillField = true) {
  const clock = new SimulatedClock();
  const client = createFakeAuthClient({ script });
  const effects = { reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn(), rememberMethod: vi.fn() };
  const actor = createActor(passkeyLoginMachine.provide({ actors: createPasskeyLoginActors(client), actions: effects }), {
    clock,
    input: { autofillField },
  }).start();
  return { actor, clock, client, effects, view: () => selectPasskeyLoginView(actor.getSnapshot()) };
}

describe('passkey login', () => {
  it('detects autofill support first, showing nothing meanwhile', async () => {
    const { view } = start({ 'webauthn.isAutofillSupported': true, 'webauthn.authenticate': hang() });
    expect(view()).toMatchObject({ isDetecting: true, showButton: false, autofill: false });
    await flush();
    expect(view()).toMatchObject({ isDetecting: false, autofill: true });
  });

  it('shows the button when the browser cannot autofill', async () => {
    const { view } = start({ 'webauthn.isAutofillSupported': false });
    await flush();
    expect(view()).toMatchObject({ showButton: true, autofill: false });
  });

  it('ends with the authenticated outcome and reports PASSKEY_AUTHENTICATE', async () => {
    const { actor, effects } = start({});
    await flush();
    actor.send({ type: 'passkey.login' });
    await flush();
    expect(actor.getSnapshot().output).toMatchObject({ kind: 'authenticated', via: 'passkey', result: { userId: 'user-test-1' } });
    expect(effects.reportEvent).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'PASSKEY_AUTHENTICATE' }));
  });

  it('pauses autofill and resumes it on request', async () => {
    const { actor, client, view } = start({ 'webauthn.isAutofillSupported': true, 'webauthn.authenticate': hang() });
    await flush();
    actor.send({ type: 'autofill.pause' });
    expect(actor.getSnapshot().matches({ autofill: 'paused' })).toBe(true);
    expect(view().autofill).toBe(true);
    actor.send({ type: 'autofill.resume' });
    await flush();
    expect(client.callsTo('webauthn.authenticate')).toHaveLength(2);
  });

  it('asks again, without counting a failure, when an autofill request outlives the ceremony timeout', async () => {
    const { clock, client, view } = start({ 'webauthn.isAutofillSupported': true, 'webauthn.authenticate': hang() });
    await flush();
    for (let i = 0; i < 6; i += 1) {
      clock.increment(PASSKEY_CEREMONY_TIMEOUT_MS);
      await flush();
    }
    expect(client.callsTo('webauthn.authenticate')).toHaveLength(7);
    expect(view()).toMatchObject({ autofill: true, error: null });
  });

  it('stops autofill quietly when the browser reports the prompt was dismissed', async () => {
    const { client, view, effects } = start({ 'webauthn.isAutofillSupported': true, 'webauthn.authenticate': fail('webauthn_cancelled') });
    await flush();
    await flush();
    expect(client.callsTo('webauthn.authenticate')).toHaveLength(1);
    expect(view().error).toBeNull();
    expect(effects.reportError).not.toHaveBeenCalled();
  });

  describe('a page that cannot use passkeys (no WebAuthn, or not a secure context)', () => {
    it('offers none: no button, no autofill, and asks the browser nothing', async () => {
      const { client, view } = start({ 'webauthn.isSupported': false, 'webauthn.isAutofillSupported': true });
      await flush();
      expect(view()).toMatchObject({ isDetecting: false, isUnsupported: true, showButton: false, autofill: false });
      expect(client.callsTo('webauthn.isAutofillSupported')).toHaveLength(0);
      expect(client.callsTo('webauthn.authenticate')).toHaveLength(0);
    });

    it("'Login with a Passkey' sent anyway does nothing", async () => {
      const { actor, client, view } = start({ 'webauthn.isSupported': false });
      await flush();
      actor.send({ type: 'passkey.login' });
      await flush();
      expect(client.callsTo('webauthn.authenticate')).toHaveLength(0);
      expect(view()).toMatchObject({ isUnsupported: true, isPending: false, error: null });
    });

    it('a support check that fails asks the browser about autofill, as before', async () => {
      const { view } = start({ 'webauthn.isSupported': fail('unknown_error'), 'webauthn.isAutofillSupported': false });
      await flush();
      await flush();
      expect(view()).toMatchObject({ isUnsupported: false, showButton: true });
    });
  });

  describe('the background autofill request, refused by the browser: a request the user never made fails quietly', () => {
    it('refused by the browser (webauthn_unsupported): stops at once, shows nothing, reports it to onError', async () => {
      const { client, view, effects } = start({ 'webauthn.isAutofillSupported': true, 'webauthn.authenticate': fail('webauthn_unsupported') });
      await flush();
      await flush();
      expect(client.callsTo('webauthn.authenticate')).toHaveLength(1);
      expect(view()).toMatchObject({ autofill: true, showButton: false, error: null });
      expect(effects.reportError).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'webauthn_unsupported' }));
    });
  });

  it("the button's own failure shows (the user asked): webauthn_unsupported as it is", async () => {
    const { actor, view } = start({ 'webauthn.authenticate': fail('webauthn_unsupported') });
    await flush();
    actor.send({ type: 'passkey.login' });
    await flush();
    expect(view()).toMatchObject({ showButton: true, error: { type: 'webauthn_unsupported' } });
  });

  it.each(['network_unreachable', 'invalid_response'])('shows %s as it is (no answer, or one that cannot be read: not an API error)', async (type) => {
    const { actor, view } = start({ 'webauthn.authenticate': fail(type) });
    await flush();
    actor.send({ type: 'passkey.login' });
    await flush();
    expect(view()).toMatchObject({ isPending: false, error: { type } });
  });
});
