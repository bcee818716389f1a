import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { selectPasskeyRegistrationStartView } from '../passkey-registration-start';
import type { AuthUser } from '../../client';
import { createFakeAuthClient, fail, fakeAuthenticateResult, fakeUser, hang, type FakeScript } from '../../testing';
import { createPasskeyRegistrationSuccessActors } from './passkey-registration-success.actors';
import { passkeyRegistrationSuccessMachine } from './passkey-registration-success.machine';
import { selectPasskeyRegistrationSuccessView } from './passkey-registration-success.selectors';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const laptop = { webauthnRegistrationId: 'webauthn-laptop', name: 'Laptop' };
const phone = { webauthnRegistrationId: 'webauthn-phone', name: 'Phone' };

function start(user: AuthUser | null = fakeUser([laptop, phone]), script: FakeScript = {}, sessionFactors?: string[]) {
  const client = createFakeAuthClient({ script, user, ...(sessionFactors && { sessionFactors }) });
  const effects = { reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn(), rememberMethod: vi.fn() };
  const actor = createActor(passkeyRegistrationSuccessMachine.provide({ actors: createPasskeyRegistrationSuccessActors(client, { effects }), actions: effects }), {
    input: {},
  }).start();
  const view = () => selectPasskeyRegistrationSuccessView(actor.getSnapshot());
  const registration = () => actor.getSnapshot().children.registration;
  return { actor, client, effects, view, registration };
}

async function atList(user?: AuthUser | null, script?: FakeScript) {
  const started = start(user, script);
  await flush();
  started.registration()?.send({ type: 'passkey.skip' });
  await flush();
  return started;
}

describe('passkey-registration-success (the passkey-registration mode)', () => {
  it('looks the user up first, then shows PasskeyRegistrationStart', async () => {
    const { view, client, registration } = start();
    expect(view()).toMatchObject({ status: 'loading', isPending: true });
    await flush();
    expect(client.callsTo('user.get')).toHaveLength(1);
    expect(view().status).toBe('start');
    expect(registration()).toBeDefined();
  });

  it('stops at the no-user error without a signed-in user, or when the lookup fails (reported)', async () => {
    const nobody = start(null);
    await flush();
    expect(nobody.view().status).toBe('noUser');
    const offline = start(fakeUser(), { 'user.get': fail('network_unreachable') });
    await flush();
    expect(offline.view().status).toBe('noUser');
    expect(offline.effects.reportError).toHaveBeenCalledWith(expect.anything(), { type: 'network_unreachable' });
  });

  it('after a creation, lists every passkey from the server and says it was created', async () => {
    const { view, registration, client } = start(fakeUser([laptop]));
    await flush();
    registration()?.send({ type: 'passkey.create' });
    await flush();
    await flush();
    expect(client.callsTo('user.get')).toHaveLength(2);
    expect(view()).toMatchObject({
      status: 'list',
      created: true,
      passkeys: [laptop, { webauthnRegistrationId: 'webauthn-registration-test-1', name: 'Passkey 1' }],
    });
  });

  it('after a skip, lists the passkeys without saying one was created', async () => {
    const { view } = await atList();
    expect(view()).toMatchObject({ status: 'list', created: false, passkeys: [laptop, phone], row: null });
  });

  it('renames one row at a time; the new name persists through webauthn.update, and the user is fetched again', async () => {
    const { actor, view, client } = await atList();
    const lookups = client.callsTo('user.get').length;
    actor.send({ type: 'passkey.edit', id: laptop.webauthnRegistrationId });
    expect(view().row).toEqual({ id: laptop.webauthnRegistrationId, mode: 'editing' });
    // Another row cannot be opened meanwhile.
    actor.send({ type: 'passkey.delete', id: phone.webauthnRegistrationId });
    expect(view().row).toEqual({ id: laptop.webauthnRegistrationId, mode: 'editing' });
    actor.send({ type: 'passkey.rename', name: '  Work laptop ' });
    expect(view().isSaving).toBe(true);
    await flush();
    expect(client.callsTo('webauthn.update')).toEqual([{ webauthnRegistrationId: laptop.webauthnRegistrationId, name: 'Work laptop' }]);
    expect(view()).toMatchObject({ row: null, isSaving: false, passkeys: [{ ...laptop, name: 'Work laptop' }, phone] });
    // The host's copy of the user (stytch.user.onChange) follows the rename.
    expect(client.callsTo('user.get')).toHaveLength(lookups + 1);
  });

  it('refuses an empty name without calling the server, and Escape cancels', async () => {
    const { actor, view, client } = await atList();
    actor.send({ type: 'passkey.edit', id: laptop.webauthnRegistrationId });
    actor.send({ type: 'passkey.rename', name: '   ' });
    expect(view()).toMatchObject({ row: { mode: 'editing' }, error: { type: 'passkey_name_required' } });
    actor.send({ type: 'row.cancel' });
    expect(view()).toMatchObject({ row: null, error: null, passkeys: [laptop, phone] });
    expect(client.callsTo('webauthn.update')).toEqual([]);
  });

  it('keeps the row open with the error when a rename fails', async () => {
    const { actor, view } = await atList(undefined, { 'webauthn.update': fail('unauthorized_action') });
    actor.send({ type: 'passkey.edit', id: laptop.webauthnRegistrationId });
    actor.send({ type: 'passkey.rename', name: 'Work laptop' });
    await flush();
    expect(view()).toMatchObject({ row: { id: laptop.webauthnRegistrationId, mode: 'editing' }, error: { type: 'unauthorized_action' } });
    expect(view().passkeys[0]).toEqual(laptop);
  });

  it('deletes only after confirmation, and Cancel keeps the passkey', async () => {
    const { actor, view, client } = await atList();
    actor.send({ type: 'passkey.delete', id: phone.webauthnRegistrationId });
    expect(view().row).toEqual({ id: phone.webauthnRegistrationId, mode: 'deleting' });
    actor.send({ type: 'row.cancel' });
    expect(client.callsTo('user.deleteWebauthnRegistration')).toEqual([]);
    actor.send({ type: 'passkey.delete', id: phone.webauthnRegistrationId });
    actor.send({ type: 'passkey.confirmDelete' });
    await flush();
    expect(client.callsTo('user.deleteWebauthnRegistration')).toEqual([{ webauthnRegistrationId: phone.webauthnRegistrationId }]);
    expect(view()).toMatchObject({ row: null, passkeys: [laptop] });
  });

  it('keeps the row of a failed delete (the list stays truthful) and reports the failure', async () => {
    const { actor, view, effects } = await atList(undefined, { 'user.deleteWebauthnRegistration': fail('network_unreachable') });
    actor.send({ type: 'passkey.delete', id: phone.webauthnRegistrationId });
    actor.send({ type: 'passkey.confirmDelete' });
    await flush();
    expect(view()).toMatchObject({ row: null, error: null, passkeys: [laptop, phone] });
    expect(effects.reportError).toHaveBeenCalledWith(expect.anything(), { type: 'network_unreachable' });
  });

  it("'Set up another Passkey' goes back to the start; 'Done' finishes with PASSKEY_DONE", async () => {
    const { actor, view, effects, registration } = await atList();
    actor.send({ type: 'passkey.setupAnother' });
    expect(view().status).toBe('start');
    registration()?.send({ type: 'passkey.skip' });
    await flush();
    actor.send({ type: 'passkeys.done' });
    expect(view().status).toBe('done');
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects.reportEvent).toHaveBeenCalledWith(expect.anything(), { type: 'PASSKEY_DONE', data: {} });
  });

  it('ignores Done while a row is open or a change is on its way', async () => {
    const { actor, view } = await atList(undefined, { 'webauthn.update': hang() });
    actor.send({ type: 'passkey.edit', id: laptop.webauthnRegistrationId });
    actor.send({ type: 'passkeys.done' });
    expect(view().status).toBe('list');
    actor.send({ type: 'passkey.rename', name: 'x' });
    actor.send({ type: 'passkeys.done' });
    expect(view()).toMatchObject({ status: 'list', isSaving: true });
  });

  it('steps up before the passkey when Stytch asks (a password session, an app enrolled), then lists it', async () => {
    const ada = { ...fakeUser([laptop]), totps: [{ totpId: 'totp-1', verified: true }] };
    const { client, view, registration } = start(ada, { 'webauthn.register': [fail('insufficient_factors'), fakeAuthenticateResult()] }, ['password']);
    await flush();
    registration()!.send({ type: 'passkey.create' });
    const child = registration()!;
    await vi.waitFor(() => expect(selectPasskeyRegistrationStartView(child.getSnapshot()).status).toBe('steppingUp'), { timeout: 5000, interval: 5 });
    expect(view().status).toBe('start');
    (child.getSnapshot().children.stepUp as unknown as { send(event: object): void }).send({ type: 'code.submit', code: '123456' });
    await vi.waitFor(() => expect(view()).toMatchObject({ status: 'list', created: true }), { timeout: 5000, interval: 5 });
    expect(client.callsTo('webauthn.register')).toHaveLength(2);
  });
});
