import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import type { AuthUser } from '../../client';
import { createFakeAuthClient, fail, fakeAuthenticateResult, fakeUser, type FakeScript } from '../../testing';
import { selectMfaView } from '../mfa';
import { createPasskeyRegistrationStartLogic, createPrepareStepUpActor, createRegisterPasskeyActor } from './passkey-registration-start.actors';
import { passkeyRegistrationStartMachine, type PasskeyStepUpRequest, type PreparedPasskeyStepUp } from './passkey-registration-start.machine';
import { selectPasskeyRegistrationStartView } from './passkey-registration-start.selectors';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function start(script: FakeScript = {}) {
  const client = createFakeAuthClient({ script, user: fakeUser() });
  const effects = { reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn(), rememberMethod: vi.fn() };
  const actor = createActor(
    passkeyRegistrationStartMachine.provide({ actors: { register: createRegisterPasskeyActor(client) }, actions: effects }),
    { input: { sessionDurationMinutes: 45 } },
  ).start();
  return { actor, client, effects, view: () => selectPasskeyRegistrationStartView(actor.getSnapshot()) };
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

  it('says so when the page cannot use passkeys (webauthn_unsupported), rather than not created', async () => {
    const { actor, view } = start({ 'webauthn.register': fail('webauthn_unsupported') });
    actor.send({ type: 'passkey.create' });
    await flush();
    expect(view()).toMatchObject({ status: 'ready', error: { type: 'webauthn_unsupported' } });
  });
});

const phone = { phoneId: 'phone-1', phoneNumber: '+14155550100', verified: true };
const ada = (enrolled: { totp?: boolean; phone?: boolean } = {}): AuthUser => ({
  ...fakeUser(),
  totps: enrolled.totp ? [{ totpId: 'totp-1', verified: true }] : [],
  phoneNumbers: enrolled.phone ? [phone] : [],
});

/** The mode's registration (with `stepUp`), as the passkey-registration mode runs it. */
function startMode(options: { user: AuthUser; sessionFactors: string[]; script: FakeScript; stepUp?: boolean }) {
  const client = createFakeAuthClient({ user: options.user, sessionFactors: options.sessionFactors, script: options.script });
  const effects = { reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn(), rememberMethod: vi.fn() };
  const actor = createActor(
    createPasskeyRegistrationStartLogic(client, { effects }).provide({ actors: { prepareStepUp: createPrepareStepUpActor(client, { effects }) }, actions: effects }),
    {
      input: { sessionDurationMinutes: 45, ...(options.stepUp !== false && { stepUp: { otpExpirationMinutes: 5, locale: 'es' } }) },
    },
  ).start();
  const view = () => selectPasskeyRegistrationStartView(actor.getSnapshot());
  const child = () => actor.getSnapshot().children.stepUp as unknown as { send(event: object): void; getSnapshot(): never };
  const screen = () => selectMfaView(child().getSnapshot()).screen;
  const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 5000, interval: 5 });
  return { actor, client, effects, view, child, screen, until };
}

const refused = fail('insufficient_factors');

describe('PasskeyRegistrationStart in the passkey-registration mode: the step-up Stytch asks for', () => {
  it("a session of one factor: the app's code first (the step-up flow, loaded then), then the passkey", async () => {
    const { actor, client, effects, view, screen, until } = startMode({
      user: ada({ totp: true }),
      sessionFactors: ['password'],
      script: { 'webauthn.register': [refused, fakeAuthenticateResult()] },
    });
    actor.send({ type: 'passkey.create' });
    await until(() => view().status === 'steppingUp');
    expect(view()).toMatchObject({ error: null, isPending: false });
    expect(screen()).toBe('totpEntry');
    expect(client.callsTo('user.get')).toHaveLength(1);
    expect(client.callsTo('webauthn.register')).toHaveLength(1);
    (actor.getSnapshot().children.stepUp as unknown as { send(event: object): void }).send({ type: 'code.submit', code: '123456' });
    await until(() => view().status === 'registered');
    expect(client.callsTo('totps.authenticate')).toEqual([{ code: '123456', sessionDurationMinutes: 45 }]);
    expect(client.callsTo('webauthn.register')).toEqual([
      { isPasskey: true, sessionDurationMinutes: 45 },
      { isPasskey: true, sessionDurationMinutes: 45 },
    ]);
    expect(actor.getSnapshot().output).toMatchObject({ kind: 'registered' });
    // The refusal the step-up answered is no error of the host's.
    expect(effects.reportError).not.toHaveBeenCalled();
  });

  it('a password session steps up twice (the app, then a texted code in the mode\'s language), never a third time', async () => {
    const { actor, client, view, child, screen, until } = startMode({
      user: ada({ totp: true, phone: true }),
      sessionFactors: ['password'],
      script: {
        'webauthn.register': refused,
        'totps.authenticate': fakeAuthenticateResult(undefined, ['password', 'totp']),
      },
    });
    actor.send({ type: 'passkey.create' });
    await until(() => view().status === 'steppingUp');
    expect(screen()).toBe('totpEntry');
    child().send({ type: 'code.submit', code: '123456' });
    // Refused again: the session has the app now, so the phone is what it lacks.
    await until(() => view().status === 'steppingUp' && screen() === 'smsEntry');
    expect(client.callsTo('otps.sms.send')).toEqual([{ phoneNumber: '+14155550100', expirationMinutes: 5, locale: 'es' }]);
    const sms = (child().getSnapshot() as { children: Record<string, { send(event: object): void }> }).children.sms!;
    sms.send({ type: 'code.submit', code: '654321' });
    // Refused a third time: two step-ups is the most; the refusal shows.
    await until(() => view().status === 'ready');
    expect(view().error).toMatchObject({ type: 'insufficient_factors' });
    expect(client.callsTo('webauthn.register')).toHaveLength(3);
    expect(client.callsTo('user.get')).toHaveLength(1);
  });

  it('nothing the user can add: the refusal shows as before, and is reported', async () => {
    const { actor, client, effects, view, until } = startMode({
      user: ada(),
      sessionFactors: ['password'],
      script: { 'webauthn.register': refused },
    });
    actor.send({ type: 'passkey.create' });
    await until(() => view().status === 'ready');
    expect(view().error).toMatchObject({ type: 'insufficient_factors' });
    expect(client.callsTo('user.get')).toHaveLength(1);
    expect(actor.getSnapshot().children.stepUp).toBeUndefined();
    expect(effects.reportError).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'insufficient_factors' }));
  });

  it('without stepUp (the login widget\'s passkey offer) the refusal shows at once', async () => {
    const { actor, client, view, until } = startMode({
      user: ada({ totp: true }),
      sessionFactors: ['password'],
      script: { 'webauthn.register': refused },
      stepUp: false,
    });
    actor.send({ type: 'passkey.create' });
    await until(() => view().status === 'ready');
    expect(view().error).toMatchObject({ type: 'insufficient_factors' });
    expect(client.callsTo('user.get')).toEqual([]);
  });

  it("'Cancel' leaves the step-up for 'Create a Passkey', nothing lost: it can be tried again", async () => {
    const { actor, client, view, until } = startMode({
      user: ada({ totp: true }),
      sessionFactors: ['password'],
      script: { 'webauthn.register': [refused, refused, fakeAuthenticateResult()] },
    });
    actor.send({ type: 'passkey.create' });
    await until(() => view().status === 'steppingUp');
    actor.send({ type: 'stepUp.cancel' });
    expect(view()).toEqual({ status: 'ready', isPending: false, error: null });
    expect(actor.getSnapshot().children.stepUp).toBeUndefined();
    actor.send({ type: 'passkey.create' });
    await until(() => view().status === 'steppingUp');
    expect(client.callsTo('webauthn.register')).toHaveLength(2);
  });

  it("a step-up that ends failed shows its error on 'Create a Passkey'", async () => {
    const failed = createMachine({ id: 'failedStepUp', initial: 'done', states: { done: { type: 'final' } }, output: { kind: 'failed', error: { type: 'too_many_requests' } } });
    const client = createFakeAuthClient({ user: ada({ totp: true }), script: { 'webauthn.register': refused } });
    // A flow that ends failed (the app's renewal refused, say): a stand-in for the step-up.
    const prepareStepUp = fromPromise<PreparedPasskeyStepUp | null, PasskeyStepUpRequest>(async () => ({
      logic: failed,
      input: {},
      account: { user: ada({ totp: true }), factors: [] },
      stepUps: 1,
    }));
    const actor = createActor(createPasskeyRegistrationStartLogic(client).provide({ actors: { prepareStepUp } }), { input: { stepUp: {} } }).start();
    actor.send({ type: 'passkey.create' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true), { timeout: 5000, interval: 5 });
    expect(selectPasskeyRegistrationStartView(actor.getSnapshot())).toMatchObject({ status: 'ready', error: { type: 'too_many_requests' } });
  });
});
