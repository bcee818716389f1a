import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { AuthUser } from '../../client';
import { createFakeAuthClient, fail, fakeAuthenticateResult, fakeUser, type FakeScript } from '../../testing';
import { selectMfaView } from '../mfa';
import { createSecondFactorsActors } from './second-factors.actors';
import { secondFactorsMachine } from './second-factors.machine';
import { selectSecondFactorsView } from './second-factors.selectors';
import type { SecondFactorsInput } from './second-factors.types';

const phone = { phoneId: 'phone-1', phoneNumber: '+14155550100', verified: true };
const ada = (enrolled: { totp?: boolean; phone?: boolean } = {}): AuthUser => ({
  ...fakeUser(),
  totps: enrolled.totp ? [{ totpId: 'totp-1', verified: true }] : [],
  phoneNumbers: enrolled.phone ? [phone] : [],
});

function start(options: { user?: AuthUser | null; sessionFactors?: string[]; script?: FakeScript; input?: SecondFactorsInput } = {}) {
  const client = createFakeAuthClient({
    user: options.user === undefined ? ada() : options.user,
    ...(options.sessionFactors && { sessionFactors: options.sessionFactors }),
    ...(options.script && { script: options.script }),
  });
  const effects = { reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn(), rememberMethod: vi.fn() };
  const actor = createActor(secondFactorsMachine.provide({ actors: createSecondFactorsActors(client, { effects }), actions: effects }), {
    input: options.input ?? {},
  }).start();
  const view = () => selectSecondFactorsView(actor.getSnapshot());
  const child = () => {
    const snapshot = actor.getSnapshot();
    return (snapshot.children.enrolment ?? snapshot.children.stepUp)!;
  };
  return { actor, client, effects, view, child, settle: () => vi.advanceTimersByTimeAsync(0) };
}

describe('second-factors mode', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('needs a signed-in user', async () => {
    const { view, settle } = start({ user: null });
    await settle();
    expect(view().status).toBe('noUser');
  });

  it('lists the app and phone numbers (masked), the passkeys and the recovery codes left', async () => {
    const { view, settle } = start({ user: { ...ada({ totp: true, phone: true }), webauthnRegistrations: [{ webauthnRegistrationId: 'w-1', name: 'MacBook' }] }, sessionFactors: ['otp', 'totp'] });
    await settle();
    expect(view()).toMatchObject({
      status: 'list',
      factors: [
        { kind: 'totp', factor: { kind: 'totp', id: 'totp-1' } },
        { kind: 'phone', factor: { kind: 'phone', id: 'phone-1', phoneNumber: '+14155550100' }, display: '•••• 0100' },
      ],
      passkeys: [{ webauthnRegistrationId: 'w-1', name: 'MacBook' }],
      recoveryCodesLeft: 4,
      canAdd: { totp: false, sms: true },
      canRenewCodes: true,
    });
  });

  it('adds an authenticator app through the enrolment, then shows the list as the server has it', async () => {
    const { actor, client, view, child, settle } = start({ script: { 'user.get': [ada(), ada({ totp: true })] } });
    await settle();
    actor.send({ type: 'app.add' });
    await settle();
    expect(view().status).toBe('enrolling');
    expect(selectMfaView(child().getSnapshot() as never).screen).toBe('enrolScan');
    child().send({ type: 'code.submit', code: '123456' });
    await settle();
    child().send({ type: 'codes.saved' });
    await settle();
    expect(client.callsTo('totps.create')).toHaveLength(1);
    expect(view()).toMatchObject({ status: 'list', done: 'addApp', factors: [{ kind: 'totp' }] });
  });

  it('asks for the second factor first when the session lacks it, then makes the change', async () => {
    const { actor, client, view, child, settle } = start({
      user: ada({ totp: true, phone: true }),
      sessionFactors: ['password'],
      script: { 'user.get': [ada({ totp: true, phone: true }), ada({ totp: true })] },
    });
    await settle();
    actor.send({ type: 'factor.remove', factor: { kind: 'phone', id: 'phone-1', phoneNumber: '+14155550100' } });
    expect(view()).toMatchObject({ status: 'confirmingRemoval', removing: { display: '•••• 0100' } });
    actor.send({ type: 'remove.confirm' });
    expect(view().status).toBe('steppingUp');
    expect(selectMfaView(child().getSnapshot() as never).screen).toBe('totpEntry');
    expect(client.callsTo('user.deletePhoneNumber')).toEqual([]);
    child().send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(client.callsTo('user.deletePhoneNumber')).toEqual([{ phoneId: 'phone-1' }]);
    expect(view()).toMatchObject({ status: 'list', done: 'remove', factors: [{ kind: 'totp' }] });
  });

  it('a password session steps up twice (a category each: the app, then a texted code), then makes the change', async () => {
    const { actor, client, view, child, settle } = start({
      user: ada({ totp: true, phone: true }),
      sessionFactors: ['password'],
      script: {
        'totps.authenticate': fakeAuthenticateResult(undefined, ['password', 'totp']),
        'otps.authenticate': fakeAuthenticateResult(undefined, ['password', 'totp', 'sms']),
      },
    });
    await settle();
    actor.send({ type: 'factor.remove', factor: { kind: 'totp', id: 'totp-1' } });
    actor.send({ type: 'remove.confirm' });
    child().send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(view().status).toBe('steppingUp');
    expect(selectMfaView(child().getSnapshot() as never).screen).toBe('smsEntry');
    expect(client.callsTo('user.deleteTotp')).toEqual([]);
    const sms = (child().getSnapshot() as { children: Record<string, { send(event: object): void }> }).children.sms!;
    sms.send({ type: 'code.submit', code: '654321' });
    await settle();
    expect(client.callsTo('user.deleteTotp')).toEqual([{ totpId: 'totp-1' }]);
    expect(view()).toMatchObject({ status: 'list', done: 'remove' });
  });

  it('a password session, the app and no phone: the app, then a code emailed to the user, then the change', async () => {
    const { actor, client, view, child, settle } = start({
      user: ada({ totp: true }),
      sessionFactors: ['password'],
      script: {
        'totps.authenticate': fakeAuthenticateResult(undefined, ['password', 'totp']),
        'otps.authenticate': fakeAuthenticateResult(undefined, ['password', 'totp', 'otp']),
        'user.get': [ada({ totp: true }), ada()],
      },
    });
    await settle();
    actor.send({ type: 'factor.remove', factor: { kind: 'totp', id: 'totp-1' } });
    actor.send({ type: 'remove.confirm' });
    expect(selectMfaView(child().getSnapshot() as never).screen).toBe('totpEntry');
    child().send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(view().status).toBe('steppingUp');
    expect(selectMfaView(child().getSnapshot() as never).screen).toBe('emailEntry');
    expect(client.callsTo('otps.email.send')).toEqual([{ email: 'ada@example.com', expirationMinutes: 5 }]);
    expect(client.callsTo('user.deleteTotp')).toEqual([]);
    const code = (child().getSnapshot() as { children: Record<string, { send(event: object): void }> }).children.email!;
    code.send({ type: 'code.submit', code: '654321' });
    await settle();
    expect(client.callsTo('user.deleteTotp')).toEqual([{ totpId: 'totp-1' }]);
    expect(view()).toMatchObject({ status: 'list', done: 'remove', factors: [] });
  });

  it('after adding an app, the count of its recovery codes where the server does not tell it (Stytch refuses a password session)', async () => {
    const { actor, view, child, settle } = start({
      sessionFactors: ['otp', 'totp'],
      script: { 'user.get': [ada(), ada({ totp: true }), ada({ totp: true, phone: true }), ada({ phone: true })], 'totps.recoveryCodes': fail('insufficient_factors') },
    });
    await settle();
    actor.send({ type: 'app.add' });
    await settle();
    child().send({ type: 'code.submit', code: '123456' });
    await settle();
    child().send({ type: 'codes.saved' });
    await settle();
    // The five codes the enrolment showed (the server refused to count them for this session).
    expect(view()).toMatchObject({ status: 'list', done: 'addApp', recoveryCodesLeft: 5 });
    // Kept while the app is, gone with it.
    actor.send({ type: 'account.reload' });
    await settle();
    expect(view()).toMatchObject({ status: 'list', recoveryCodesLeft: 5 });
    actor.send({ type: 'factor.remove', factor: { kind: 'totp', id: 'totp-1' } });
    actor.send({ type: 'remove.confirm' });
    await settle();
    expect(view()).toMatchObject({ status: 'list', done: 'remove', recoveryCodesLeft: null });
  });

  it('a password session with only an email adds a first app without a step-up (Stytch allows it)', async () => {
    const { actor, client, view, settle } = start({ user: ada(), sessionFactors: ['password'] });
    await settle();
    actor.send({ type: 'app.add' });
    await settle();
    expect(view().status).toBe('enrolling');
    expect(client.callsTo('otps.email.send')).toEqual([]);
  });

  it('steps up when Stytch answers insufficient_factors, then retries the change once', async () => {
    const { actor, client, view, child, settle } = start({
      // An email code and the app's: two categories, but Stytch finds them too old.
      user: ada({ totp: true, phone: true }),
      sessionFactors: ['otp', 'totp'],
      script: { 'user.deleteTotp': [fail('insufficient_factors'), undefined] },
    });
    await settle();
    actor.send({ type: 'factor.remove', factor: { kind: 'totp', id: 'totp-1' } });
    actor.send({ type: 'remove.confirm' });
    await settle();
    expect(view().status).toBe('steppingUp');
    child().send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(client.callsTo('user.deleteTotp')).toEqual([{ totpId: 'totp-1' }, { totpId: 'totp-1' }]);
    expect(view()).toMatchObject({ status: 'list', done: 'remove' });
  });

  it("keeps the last second factor under policy: 'required', and says why", async () => {
    const { actor, client, view, settle } = start({
      user: ada({ totp: true }),
      sessionFactors: ['password', 'totp'],
      input: { mfaOptions: { policy: 'required', methods: ['totp'] } },
    });
    await settle();
    actor.send({ type: 'factor.remove', factor: { kind: 'totp', id: 'totp-1' } });
    expect(view()).toMatchObject({ status: 'list', error: { type: 'last_second_factor' } });
    expect(client.callsTo('user.deleteTotp')).toEqual([]);
  });

  it('a removal can be cancelled, and a failed one keeps the row and reports the error', async () => {
    const { actor, client, view, effects, settle } = start({
      user: ada({ totp: true, phone: true }),
      sessionFactors: ['otp', 'totp'],
      script: { 'user.deletePhoneNumber': fail('internal_server_error') },
    });
    await settle();
    const factor = { kind: 'phone' as const, id: 'phone-1', phoneNumber: '+14155550100' };
    actor.send({ type: 'factor.remove', factor });
    actor.send({ type: 'change.cancel' });
    expect(view()).toMatchObject({ status: 'list', removing: null });
    expect(client.callsTo('user.deletePhoneNumber')).toEqual([]);
    actor.send({ type: 'factor.remove', factor });
    actor.send({ type: 'remove.confirm' });
    await settle();
    expect(view()).toMatchObject({ status: 'list', error: { type: 'internal_server_error' }, factors: [{ kind: 'totp' }, { kind: 'phone' }] });
    expect(effects.reportError).toHaveBeenCalled();
  });

  it('new recovery codes: the app is replaced (deleted, then created again)', async () => {
    const { actor, client, child, settle } = start({ user: ada({ totp: true }), sessionFactors: ['otp', 'totp'] });
    await settle();
    actor.send({ type: 'codes.renew' });
    await settle();
    expect(client.callsTo('user.deleteTotp')).toEqual([{ totpId: 'totp-1' }]);
    expect(selectMfaView(child().getSnapshot() as never).screen).toBe('enrolScan');
  });
});
