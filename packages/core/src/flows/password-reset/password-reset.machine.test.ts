import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakeAuthClient, fail, fakeAuthenticateResult, fakeUser, hang, type FakeScript } from '../../testing';
import { createPasswordResetActors } from './password-reset.actors';
import { passwordResetMachine, type PasswordResetInput } from './password-reset.machine';
import { selectPasswordResetView } from './password-reset.selectors';
import { readResetLink } from './use-password-reset';

function start(input: Partial<PasswordResetInput> = {}, script: FakeScript = {}, requestTimeoutMs?: number) {
  const client = createFakeAuthClient({ script, user: fakeUser() });
  const effects = { reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn(), rememberMethod: vi.fn() };
  const actors = createPasswordResetActors(client, { effects, ...(requestTimeoutMs !== undefined && { requestTimeoutMs }) });
  const actor = createActor(passwordResetMachine.provide({ actors, actions: effects }), {
    input: { token: 'reset-token', tokenType: 'reset_password', ...input },
  }).start();
  return { actor, client, effects, view: () => selectPasswordResetView(actor.getSnapshot()) };
}

describe('password-reset', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the token and its type from the link', () => {
    expect(readResetLink('?stytch_token_type=reset_password&token=abc')).toEqual({ token: 'abc', tokenType: 'reset_password' });
    expect(readResetLink('')).toEqual({ token: '', tokenType: null });
  });

  it('logs in at once with a login token ("Logging in...")', async () => {
    const { client, view, effects } = start({ tokenType: 'login', sessionDurationMinutes: 60 });
    expect(view()).toMatchObject({ screen: 'PasswordResetForm', status: 'loggingIn', isPending: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('magicLinks.authenticate')).toEqual([{ token: 'reset-token', sessionDurationMinutes: 60 }]);
    expect(view()).toMatchObject({ screen: 'PasswordConfirmation', status: 'authenticated' });
    expect(effects.reportEvent).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'AUTHENTICATE_FLOW_COMPLETE' }));
    expect(effects.rememberMethod).toHaveBeenCalledWith(expect.anything(), 'email');
  });

  it('shows the error of a login token that fails', async () => {
    const { view } = start({ tokenType: 'login' }, { 'magicLinks.authenticate': fail('unable_to_auth_magic_link') });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ screen: 'Error', error: { type: 'unable_to_auth_magic_link' } });
  });

  it('refuses to start without a token', () => {
    expect(start({ token: '' }).view()).toMatchObject({ screen: 'Error', error: { type: 'reset_token_missing' } });
  });

  it('sets a new password once it is strong enough, and logs in', async () => {
    const { actor, client, view, effects } = start();
    expect(view()).toMatchObject({ status: 'editing', canSubmit: false });
    actor.send({ type: 'password.change', password: 'a long passphrase' });
    await vi.advanceTimersByTimeAsync(300);
    expect(client.callsTo('passwords.strengthCheck')).toEqual([{ password: 'a long passphrase' }]);
    expect(view().canSubmit).toBe(true);
    actor.send({ type: 'password.submit', password: 'a long passphrase' });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('passwords.resetByEmail')).toEqual([
      { token: 'reset-token', password: 'a long passphrase', sessionDurationMinutes: 30 },
    ]);
    expect(view().screen).toBe('PasswordConfirmation');
    expect(effects.reportEvent.mock.calls.map(([, event]) => event.type)).toEqual(['PASSWORD_RESET_BY_EMAIL', 'AUTHENTICATE_FLOW_COMPLETE']);
  });

  it('ignores a submit before the password is accepted', () => {
    const { actor, view } = start();
    actor.send({ type: 'password.submit', password: 'x' });
    expect(view().status).toBe('editing');
  });

  it('keeps the form with the error when the reset fails', async () => {
    const { actor, view } = start({}, { 'passwords.resetByEmail': fail('unable_to_auth_magic_link') });
    actor.send({ type: 'password.change', password: 'a long passphrase' });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'password.submit', password: 'a long passphrase' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ status: 'editing', error: { type: 'unable_to_auth_magic_link' }, loginError: null });
  });

  it("'Login without a password' logs in with the token, its error beneath the button", async () => {
    const ok = start();
    ok.actor.send({ type: 'login.withoutPassword' });
    expect(ok.view()).toMatchObject({ status: 'loggingInWithoutPassword', isPending: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(ok.client.callsTo('magicLinks.authenticate')).toEqual([{ token: 'reset-token', sessionDurationMinutes: 30 }]);
    expect(ok.view().screen).toBe('PasswordConfirmation');

    const used = start({}, { 'magicLinks.authenticate': fail('unable_to_auth_magic_link') });
    used.actor.send({ type: 'login.withoutPassword' });
    await vi.advanceTimersByTimeAsync(0);
    expect(used.view()).toMatchObject({ status: 'editing', error: null, loginError: { type: 'unable_to_auth_magic_link' } });
  });

  it('never spins forever', async () => {
    const { actor, view } = start({}, { 'magicLinks.authenticate': hang() }, 4_000);
    actor.send({ type: 'login.withoutPassword' });
    await vi.advanceTimersByTimeAsync(4_000);
    expect(view()).toMatchObject({ status: 'editing', isPending: false, loginError: { type: 'request_timeout' } });
  });
});

describe('password-reset: the passkey offer after the login', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const withUser = { ...fakeAuthenticateResult(), user: fakeUser() };

  it('offers a passkey after a login without a password, then confirms', async () => {
    const { actor, view, effects } = start({ upgradeAfterLogin: true }, { 'magicLinks.authenticate': withUser });
    actor.send({ type: 'login.withoutPassword' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ screen: 'PasskeyRegistrationStart', status: 'offeringPasskey' });
    expect(effects.reportEvent).not.toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'AUTHENTICATE_FLOW_COMPLETE' }));
    actor.getSnapshot().children.passkeyUpgrade?.getSnapshot().children.registration?.send({ type: 'passkey.create' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ screen: 'PasswordConfirmation', status: 'authenticated' });
    expect(effects.reportEvent.mock.calls.map(([, event]) => event.type)).toEqual(['PASSKEY_REGISTER', 'AUTHENTICATE_FLOW_COMPLETE']);
  });

  it('confirms at once and creates the passkey quietly where the browser can', async () => {
    const { actor, view, client } = start(
      { upgradeAfterLogin: true },
      { 'magicLinks.authenticate': withUser, 'webauthn.isConditionalCreateSupported': true, 'webauthn.register': hang() },
    );
    actor.send({ type: 'login.withoutPassword' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view().screen).toBe('PasswordConfirmation');
    expect(client.callsTo('webauthn.register')).toEqual([{ isPasskey: true, sessionDurationMinutes: 30, conditionalMediation: true }]);
  });

  it('offers nothing without the option', async () => {
    const { actor, view, client } = start({}, { 'magicLinks.authenticate': withUser });
    actor.send({ type: 'login.withoutPassword' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view().screen).toBe('PasswordConfirmation');
    expect(client.callsTo('user.get')).toEqual([]);
  });
});
