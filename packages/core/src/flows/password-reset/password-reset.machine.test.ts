import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakeAuthClient, fail, fakeAuthenticateResult, fakeHeldLogin, fakeUser, hang, type FakeAuthClientOptions, type FakeScript } from '../../testing';
import { createPasswordResetActors } from './password-reset.actors';
import { passwordResetMachine, type PasswordResetInput } from './password-reset.machine';
import { selectPasswordResetView } from './password-reset.selectors';
import { readResetLink } from './use-password-reset';

function start(input: Partial<PasswordResetInput> = {}, script: FakeScript = {}, requestTimeoutMs?: number, options: FakeAuthClientOptions = {}) {
  const client = createFakeAuthClient({ script, user: fakeUser(), ...options });
  const effects = { reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn(), rememberMethod: vi.fn() };
  const forgetLinkToken = vi.fn();
  const actors = createPasswordResetActors(client, { effects, ...(requestTimeoutMs !== undefined && { requestTimeoutMs }) });
  const actor = createActor(passwordResetMachine.provide({ actors, actions: { ...effects, forgetLinkToken } }), {
    input: { token: 'reset-token', tokenType: 'reset_password', ...input },
  }).start();
  const eventTypes = () => effects.reportEvent.mock.calls.map(([, event]) => (event as { type: string }).type);
  return { actor, client, effects, forgetLinkToken, eventTypes, view: () => selectPasswordResetView(actor.getSnapshot()) };
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

describe('password-reset: every link spend asks as the redirect page does (issue 36)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('takes the token out of the address bar as soon as it is read', () => {
    const { forgetLinkToken, view } = start();
    expect(forgetLinkToken).toHaveBeenCalledTimes(1);
    expect(view().status).toBe('editing');
  });

  it("a login link for another account asks 'Switch accounts?' instead of replacing who is signed in", async () => {
    const { actor, client, view, eventTypes, effects } = start({ tokenType: 'login' }, { 'magicLinks.authenticate': fakeHeldLogin() });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ screen: 'AccountSwitch', status: 'askingToSwitch', switch: { current: 'ada@example.com', next: 'mallory@example.com', passwordChanged: false } });
    expect(eventTypes()).toEqual([]);
    actor.send({ type: 'switch.stay' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ screen: 'AccountSwitch', status: 'declined' });
    expect(client.callsTo('session.switchToHeld')).toEqual([]);
    expect(eventTypes()).toEqual([]);
    expect(effects.rememberMethod).not.toHaveBeenCalled();
  });

  it('continuing signs in as the link’s account, then completes', async () => {
    const { actor, client, view, eventTypes } = start({ tokenType: 'login' }, { 'magicLinks.authenticate': fakeHeldLogin() });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'switch.continue' });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('session.switchToHeld')).toHaveLength(1);
    expect(view().screen).toBe('PasswordConfirmation');
    expect(eventTypes()).toEqual(['AUTHENTICATE_FLOW_COMPLETE']);
  });

  it("the reset form's new password for another account asks too; the password is saved either way", async () => {
    const { actor, view, eventTypes, effects } = start({}, { 'passwords.resetByEmail': fakeHeldLogin() });
    actor.send({ type: 'password.change', password: 'a long passphrase' });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'password.submit', password: 'a long passphrase' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ status: 'askingToSwitch', switch: { passwordChanged: true } });
    // The password changed (the event), but the held session's answer is not the host's to see.
    expect(eventTypes()).toEqual(['PASSWORD_RESET_BY_EMAIL']);
    expect(effects.reportEvent.mock.calls[0]?.[1]).toEqual({ type: 'PASSWORD_RESET_BY_EMAIL', data: {} });
    actor.send({ type: 'switch.stay' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ status: 'declined', switch: { passwordChanged: true } });
  });

  it("'Login without a password' for another account asks too", async () => {
    const { actor, view } = start({}, { 'magicLinks.authenticate': fakeHeldLogin() });
    actor.send({ type: 'login.withoutPassword' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view().status).toBe('askingToSwitch');
  });

  it("a login link this browser did not start, on a signed-out page, asks 'Continue signing in' and spends nothing until then", async () => {
    const { actor, client, view } = start(
      { tokenType: 'login', linkAddress: 'ada@example.com' },
      { 'links.startedHere': false },
      undefined,
      { user: null },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ screen: 'LinkConfirm', status: 'confirming' });
    expect(client.callsTo('links.startedHere')).toEqual([{ tokenType: 'login' }]);
    expect(actor.getSnapshot().children.linkConfirm?.getSnapshot().context.address).toBe('ada@example.com');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(client.callsTo('magicLinks.authenticate')).toEqual([]);
    actor.send({ type: 'link.continue' });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('magicLinks.authenticate')).toHaveLength(1);
    expect(view().screen).toBe('PasswordConfirmation');
  });

  it('a reset link (the form) never asks it: typing a new password is the user’s own act', async () => {
    const { view, client } = start({}, { 'links.startedHere': false }, undefined, { user: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(view().status).toBe('editing');
    expect(client.callsTo('links.startedHere')).toEqual([]);
  });
});

describe('password-reset: mfaOptions (issue 36)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const withApp = () => {
    const result = fakeAuthenticateResult('user-test-1', ['magic_link']);
    return { ...result, user: { ...fakeUser(), totps: [{ totpId: 'totp-1', verified: true }] } };
  };
  const mfaOf = (actor: ReturnType<typeof start>['actor']) =>
    actor.getSnapshot().children.stepUp?.getSnapshot().children.mfa as unknown as { send(event: object): void } | undefined;
  const mfaOptions = { policy: 'whenEnrolled' as const, methods: ['totp' as const] };

  it("a login link steps up before AUTHENTICATE_FLOW_COMPLETE, the event hosts let users in on", async () => {
    const { actor, client, view, eventTypes } = start({ tokenType: 'login', mfaOptions }, { 'magicLinks.authenticate': withApp() });
    await vi.waitFor(() => expect(view()).toMatchObject({ screen: 'MFA', status: 'secondFactor' }));
    expect(eventTypes()).toEqual([]);
    mfaOf(actor)!.send({ type: 'code.submit', code: '123456' });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('totps.authenticate')).toEqual([{ code: '123456', sessionDurationMinutes: 30 }]);
    expect(view().screen).toBe('PasswordConfirmation');
    expect(eventTypes()).toEqual(['AUTHENTICATE_FLOW_COMPLETE']);
  });

  it('a new password steps up too', async () => {
    const { actor, view, eventTypes } = start({ mfaOptions }, { 'passwords.resetByEmail': withApp() });
    actor.send({ type: 'password.change', password: 'a long passphrase' });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'password.submit', password: 'a long passphrase' });
    await vi.waitFor(() => expect(view().status).toBe('secondFactor'));
    expect(eventTypes()).toEqual(['PASSWORD_RESET_BY_EMAIL']);
  });

  it('without a second factor enrolled, whenEnrolled completes at once', async () => {
    const { view, eventTypes } = start({ tokenType: 'login', mfaOptions: { policy: 'whenEnrolled', methods: ['totp', 'sms'] } });
    await vi.waitFor(() => expect(view().screen).toBe('PasswordConfirmation'));
    expect(eventTypes()).toEqual(['AUTHENTICATE_FLOW_COMPLETE']);
  });
});
