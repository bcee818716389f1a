import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { AuthUser } from '../../client';
import { createFakeAuthClient, fail, fakeAccountUser, type FakeScript } from '../../testing';
import { childOf, factor, sessionWith, settle, spyEffects } from '../shared/account.test-support';
import { createEmailAddressesActors } from './email-addresses.actors';
import { emailAddressesMachine } from './email-addresses.machine';
import { selectEmailAddressesView } from './email-addresses.selectors';

const work = { emailId: 'email-test-2', email: 'ada@work.example', verified: false };

function start(options: { user?: AuthUser; script?: FakeScript; factors?: ReturnType<typeof factor>[] } = {}) {
  const user = options.user ?? fakeAccountUser({ emails: [fakeAccountUser().emails[0]!, work] });
  const client = createFakeAuthClient({ user, ...(options.script && { script: options.script }) });
  const effects = spyEffects();
  const factors = options.factors ?? [factor('otp', 'email', { email: { emailId: 'email-test-1', email: 'ada@example.com' } }), factor('otp', 'sms')];
  const actor = createActor(emailAddressesMachine.provide({ actors: createEmailAddressesActors(client, { effects }), actions: effects }), {
    input: { account: { user, factors } },
  }).start();
  return { actor, client, effects, view: () => selectEmailAddressesView(actor.getSnapshot()) };
}

describe('email-addresses', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lists the addresses, verified or not, marking the one this session signed in with', () => {
    const { view } = start();
    expect(view()).toMatchObject({
      status: 'list',
      emails: [
        { emailId: 'email-test-1', email: 'ada@example.com', verified: true, signsIn: true, canRemove: true },
        { emailId: 'email-test-2', email: 'ada@work.example', verified: false, signsIn: false, canRemove: true },
      ],
    });
  });

  it('a session that proved no address (a password) marks the first verified one', () => {
    const { view } = start({ factors: [factor('password', 'knowledge')] });
    expect(view().emails.map((row) => row.signsIn)).toEqual([true, false]);
  });

  it('adds an address: a code sent to it (otps.email.send), the code entered adds it; the list read again', async () => {
    const { actor, client, view } = start();
    actor.send({ type: 'email.add' });
    expect(view().status).toBe('enteringAddress');
    actor.send({ type: 'email.change', email: ' new@example.com ' });
    actor.send({ type: 'email.submit' });
    expect(view()).toMatchObject({ status: 'sendingCode', isPending: true });
    await settle();
    expect(client.callsTo('otps.email.send')).toEqual([{ email: 'new@example.com', expirationMinutes: 5 }]);
    expect(view()).toMatchObject({ status: 'awaitingCode', newEmail: 'new@example.com' });
    childOf(actor, 'code').send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(client.callsTo('otps.authenticate')).toEqual([{ code: '123456', methodId: 'email-test-added-1', sessionDurationMinutes: 30 }]);
    expect(view()).toMatchObject({ status: 'list', done: 'added', newEmail: '' });
    expect(view().emails.map((row) => row.email)).toContain('new@example.com');
    expect(actor.getSnapshot().context.revision).toBe(1);
  });

  it('a bad address gets its error at the field, before anything is sent; the typing stays', async () => {
    const { actor, client, view } = start();
    actor.send({ type: 'email.add' });
    actor.send({ type: 'email.submit' });
    expect(view().fieldErrors).toEqual({ email: { type: 'email_required' } });
    actor.send({ type: 'email.change', email: 'ada@' });
    expect(view().fieldErrors).toEqual({});
    actor.send({ type: 'email.submit' });
    expect(view()).toMatchObject({ fieldErrors: { email: { type: 'invalid_email_format' } }, newEmail: 'ada@' });
    actor.send({ type: 'email.change', email: 'ADA@work.example' });
    actor.send({ type: 'email.submit' });
    expect(view().fieldErrors).toEqual({ email: { type: 'duplicate_email' } });
    expect(client.callsTo('otps.email.send')).toEqual([]);
  });

  it("the server's refusal of the address shows at the field, and what was typed stays", async () => {
    const { actor, view } = start({ script: { 'otps.email.send': fail('duplicate_email') } });
    actor.send({ type: 'email.add' });
    actor.send({ type: 'email.change', email: 'taken@example.com' });
    actor.send({ type: 'email.submit' });
    await settle();
    expect(view()).toMatchObject({ status: 'enteringAddress', newEmail: 'taken@example.com', fieldErrors: { email: { type: 'duplicate_email' } }, error: null });
  });

  it('a session without the second category Stytch wants steps up before sending, then sends', async () => {
    const { actor, client, view } = start({
      factors: [factor('otp', 'email')],
      script: { 'otps.authenticate': [sessionWith(factor('otp', 'email'), factor('otp', 'sms'))] },
    });
    actor.send({ type: 'email.add' });
    actor.send({ type: 'email.change', email: 'new@example.com' });
    actor.send({ type: 'email.submit' });
    await settle();
    expect(view()).toMatchObject({ status: 'steppingUp', stepUpKind: 'sms' });
    expect(client.callsTo('otps.email.send')).toEqual([]);
    childOf(actor, 'change', 'stepUp', 'sms').send({ type: 'code.submit', code: '654321' });
    await settle();
    expect(client.callsTo('otps.email.send')).toHaveLength(1);
    expect(view().status).toBe('awaitingCode');
  });

  it('a cancelled step-up goes back to the address, as typed', async () => {
    const { actor, view } = start({ factors: [factor('otp', 'email')] });
    actor.send({ type: 'email.add' });
    actor.send({ type: 'email.change', email: 'new@example.com' });
    actor.send({ type: 'email.submit' });
    await settle();
    actor.send({ type: 'change.cancel' });
    await settle();
    expect(view()).toMatchObject({ status: 'enteringAddress', newEmail: 'new@example.com', error: null });
    actor.send({ type: 'change.cancel' });
    expect(view()).toMatchObject({ status: 'list', newEmail: '' });
  });

  it('removes an address after asking; a refusal steps up and tries again', async () => {
    const { actor, client, view } = start({
      script: {
        'user.deleteEmail': [fail('insufficient_factors'), undefined],
        'otps.authenticate': sessionWith(factor('otp', 'email'), factor('otp', 'sms')),
        'user.get': fakeAccountUser(),
      },
    });
    actor.send({ type: 'email.remove', emailId: 'email-test-2' });
    expect(view()).toMatchObject({ status: 'confirmingRemoval', removing: { email: 'ada@work.example' } });
    expect(client.callsTo('user.deleteEmail')).toEqual([]);
    actor.send({ type: 'remove.confirm' });
    await settle();
    expect(view()).toMatchObject({ status: 'steppingUp' });
    childOf(actor, 'change', 'stepUp', 'sms').send({ type: 'code.submit', code: '654321' });
    await settle();
    expect(client.callsTo('user.deleteEmail')).toEqual([{ emailId: 'email-test-2' }, { emailId: 'email-test-2' }]);
    expect(view()).toMatchObject({ status: 'list', done: 'removed', removing: null });
    expect(view().emails).toHaveLength(1);
  });

  it('a removal can be cancelled; a failed one keeps the row with the error', async () => {
    const { actor, client, view, effects } = start({ script: { 'user.deleteEmail': fail('internal_server_error') } });
    actor.send({ type: 'email.remove', emailId: 'email-test-2' });
    actor.send({ type: 'change.cancel' });
    expect(view()).toMatchObject({ status: 'list', removing: null });
    actor.send({ type: 'email.remove', emailId: 'email-test-2' });
    actor.send({ type: 'remove.confirm' });
    await settle();
    expect(view()).toMatchObject({ status: 'list', error: { type: 'internal_server_error' } });
    expect(view().emails).toHaveLength(2);
    expect(client.callsTo('user.deleteEmail')).toHaveLength(1);
    expect(effects.reportError).toHaveBeenCalled();
  });

  it("the user's only way to sign in cannot be removed", () => {
    const only = fakeAccountUser({ phoneNumbers: [], providers: [], cryptoWallets: [] });
    const { actor, view } = start({ user: only });
    expect(view().emails[0]!.canRemove).toBe(false);
    actor.send({ type: 'email.remove', emailId: 'email-test-1' });
    expect(view().status).toBe('list');
  });
});
