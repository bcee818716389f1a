import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { AuthUser } from '../../client';
import { createFakeAuthClient, createFakePhoneParser, fail, fakeAccountUser, type FakeScript } from '../../testing';
import { childOf, factor, sessionWith, settle, spyEffects } from '../shared/account.test-support';
import { createPhoneNumbersActors } from './phone-numbers.actors';
import { phoneNumbersMachine } from './phone-numbers.machine';
import { selectPhoneNumbersView } from './phone-numbers.selectors';

function start(options: { user?: AuthUser; script?: FakeScript; factors?: ReturnType<typeof factor>[] } = {}) {
  const user = options.user ?? fakeAccountUser();
  const client = createFakeAuthClient({ user, ...(options.script && { script: options.script }) });
  const effects = spyEffects();
  const factors = options.factors ?? [factor('otp', 'email'), factor('otp', 'sms', { phone: { phoneId: 'phone-test-1', phoneNumber: '+14155550100' } })];
  const parser = createFakePhoneParser();
  const actor = createActor(
    phoneNumbersMachine.provide({ actors: createPhoneNumbersActors(client, { effects, loadPhoneParser: () => Promise.resolve(parser) }), actions: effects }),
    { input: { account: { user, factors } } },
  ).start();
  return { actor, client, effects, view: () => selectPhoneNumbersView(actor.getSnapshot()) };
}

describe('phone-numbers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lists the numbers in full and masked, verified or not, marking the one this session texted', () => {
    const { view } = start();
    expect(view()).toMatchObject({
      status: 'list',
      phoneNumbers: [{ phoneId: 'phone-test-1', phoneNumber: '+14155550100', masked: '•••• 0100', verified: true, signsIn: true, canRemove: true }],
    });
  });

  it("adds a number typed in the section's field: read as E.164, a code texted (otps.sms.send), the code adds it", async () => {
    const { actor, client, view } = start();
    actor.send({ type: 'phone.add' });
    expect(view().status).toBe('enteringNumber');
    await settle();
    childOf(actor, 'phoneInput').send({ type: 'phone.change', text: '4155550199' });
    actor.send({ type: 'phone.submit' });
    await settle();
    expect(client.callsTo('otps.sms.send')).toEqual([{ phoneNumber: '+14155550199', expirationMinutes: 5 }]);
    expect(view()).toMatchObject({ status: 'awaitingCode', newPhoneNumber: '+14155550199' });
    childOf(actor, 'code').send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(view()).toMatchObject({ status: 'list', done: 'added' });
    expect(view().phoneNumbers.map((row) => row.phoneNumber)).toEqual(['+14155550100', '+14155550199']);
  });

  it('a number from a field of your own is taken as given (E.164)', async () => {
    const { actor, client } = start();
    actor.send({ type: 'phone.add' });
    actor.send({ type: 'phone.submit', phoneNumber: '+442071838750' });
    await settle();
    expect(client.callsTo('otps.sms.send')).toEqual([{ phoneNumber: '+442071838750', expirationMinutes: 5 }]);
  });

  it('an empty, impossible or already-added number gets its error at the field; the field keeps what was typed', async () => {
    const { actor, client, view } = start();
    actor.send({ type: 'phone.add' });
    await settle();
    actor.send({ type: 'phone.submit' });
    await settle();
    expect(view()).toMatchObject({ status: 'enteringNumber', fieldErrors: { phoneNumber: { type: 'phone_required' } } });
    childOf(actor, 'phoneInput').send({ type: 'phone.change', text: '555' });
    actor.send({ type: 'phone.submit' });
    await settle();
    expect(view().fieldErrors).toEqual({ phoneNumber: { type: 'invalid_phone_number' } });
    expect(childOf(actor, 'phoneInput').getSnapshot().context.text).toBe('555');
    actor.send({ type: 'phone.submit', phoneNumber: '+14155550100' });
    await settle();
    expect(view().fieldErrors).toEqual({ phoneNumber: { type: 'duplicate_phone_number_for_user' } });
    expect(client.callsTo('otps.sms.send')).toEqual([]);
  });

  it("the server's refusal of the number shows at its field, a network failure at the section; the typing stays", async () => {
    const { actor, view } = start({ script: { 'otps.sms.send': [fail('invalid_phone_number'), fail('network_unreachable')] } });
    actor.send({ type: 'phone.add' });
    await settle();
    childOf(actor, 'phoneInput').send({ type: 'phone.change', text: '4155550199' });
    actor.send({ type: 'phone.submit' });
    await settle();
    expect(view()).toMatchObject({ status: 'enteringNumber', fieldErrors: { phoneNumber: { type: 'invalid_phone_number' } }, error: null });
    actor.send({ type: 'phone.submit' });
    await settle();
    expect(view()).toMatchObject({ status: 'enteringNumber', fieldErrors: {}, error: { type: 'network_unreachable' } });
    expect(childOf(actor, 'phoneInput').getSnapshot().context.text).toBe('(415) 555-0199');
  });

  it('removes a number after asking; a refusal steps up (the app) and tries again', async () => {
    const withApp = fakeAccountUser({ totps: [{ totpId: 'totp-1', verified: true }] });
    const { actor, client, view } = start({
      user: withApp,
      factors: [factor('otp', 'email'), factor('otp', 'sms')],
      script: {
        'user.deletePhoneNumber': [fail('insufficient_factors'), undefined],
        'totps.authenticate': sessionWith(factor('otp', 'email'), factor('otp', 'sms'), factor('totp', 'authenticator_app')),
        'user.get': fakeAccountUser({ phoneNumbers: [] }),
      },
    });
    actor.send({ type: 'phone.remove', phoneId: 'phone-test-1' });
    expect(view()).toMatchObject({ status: 'confirmingRemoval', removing: { masked: '•••• 0100' } });
    actor.send({ type: 'remove.confirm' });
    await settle();
    expect(view()).toMatchObject({ status: 'steppingUp', stepUpKind: 'totp' });
    childOf(actor, 'change', 'stepUp').send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(client.callsTo('user.deletePhoneNumber')).toEqual([{ phoneId: 'phone-test-1' }, { phoneId: 'phone-test-1' }]);
    expect(view()).toMatchObject({ status: 'list', done: 'removed', phoneNumbers: [] });
  });

  it('cancel leaves the addition; a cancelled step-up goes back to the number', async () => {
    const { actor, view } = start({ factors: [factor('otp', 'email')], user: fakeAccountUser() });
    actor.send({ type: 'phone.add' });
    actor.send({ type: 'phone.submit', phoneNumber: '+14155550199' });
    await settle();
    expect(view().status).toBe('steppingUp');
    actor.send({ type: 'change.cancel' });
    await settle();
    expect(view()).toMatchObject({ status: 'enteringNumber', newPhoneNumber: '+14155550199' });
    actor.send({ type: 'change.cancel' });
    expect(view().status).toBe('list');
  });
});
