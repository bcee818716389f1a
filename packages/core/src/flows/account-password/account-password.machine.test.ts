import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { AuthUser } from '../../client';
import { PASSWORD_STRENGTH_DEBOUNCE_MS } from '../../config/constants';
import { createFakeAuthClient, fail, fakeAccountUser, type FakeScript } from '../../testing';
import { childOf, factor, sessionWith, settle, spyEffects } from '../shared/account.test-support';
import { createAccountPasswordActors } from './account-password.actors';
import { accountPasswordMachine } from './account-password.machine';
import { selectAccountPasswordView } from './account-password.selectors';

const STRONG = 'correct horse battery staple';

function start(options: { user?: AuthUser; script?: FakeScript; factors?: ReturnType<typeof factor>[] } = {}) {
  const user = options.user ?? fakeAccountUser();
  const client = createFakeAuthClient({ user, ...(options.script && { script: options.script }) });
  const effects = spyEffects();
  const actor = createActor(accountPasswordMachine.provide({ actors: createAccountPasswordActors(client, { effects }), actions: effects }), {
    input: { account: { user, factors: options.factors ?? [factor('otp', 'email')] } },
  }).start();
  const typeNew = async (password: string) => {
    actor.send({ type: 'password.change', password });
    await vi.advanceTimersByTimeAsync(PASSWORD_STRENGTH_DEBOUNCE_MS);
    await settle();
  };
  return { actor, client, effects, typeNew, view: () => selectAccountPasswordView(actor.getSnapshot()) };
}

/** Ada with an email and no phone: one category, so Stytch asks no second factor. */
const emailOnly = (parts: Partial<AuthUser> = {}) => fakeAccountUser({ phoneNumbers: [], ...parts });
const noPassword = () => emailOnly({ password: null });

describe('account-password', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a user without a password sets one by the session, once the strength check accepts it', async () => {
    const { actor, client, typeNew, view } = start({ user: noPassword(), script: { 'user.get': fakeAccountUser() } });
    expect(view()).toMatchObject({ status: 'editing', hasPassword: false, method: 'session', canUseSession: false, email: 'ada@example.com', canSubmit: false });
    await typeNew('short');
    expect(view().canSubmit).toBe(false);
    actor.send({ type: 'password.submit' });
    expect(view().fieldErrors).toEqual({ newPassword: { type: 'weak_password' } });
    await typeNew(STRONG);
    expect(client.callsTo('passwords.strengthCheck').at(-1)).toEqual({ password: STRONG, email: 'ada@example.com' });
    expect(view()).toMatchObject({ canSubmit: true, fieldErrors: {} });
    actor.send({ type: 'password.submit' });
    await settle();
    expect(client.callsTo('passwords.resetBySession')).toEqual([{ password: STRONG, sessionDurationMinutes: 30 }]);
    expect(view()).toMatchObject({ status: 'editing', done: 'set', hasPassword: true, newPassword: '', method: 'existingPassword' });
  });

  it('a user with a password changes it by the current one (no step-up, however the session stands)', async () => {
    const { actor, client, typeNew, view } = start({ factors: [factor('password', 'knowledge')], user: fakeAccountUser({ totps: [{ totpId: 't', verified: true }] }) });
    expect(view()).toMatchObject({ hasPassword: true, method: 'existingPassword', canUseSession: true });
    await typeNew(STRONG);
    expect(view().canSubmit).toBe(false);
    actor.send({ type: 'currentPassword.change', password: 'old one' });
    expect(view().canSubmit).toBe(true);
    actor.send({ type: 'password.submit' });
    await settle();
    expect(client.callsTo('passwords.resetByExistingPassword')).toEqual([
      { email: 'ada@example.com', existingPassword: 'old one', newPassword: STRONG, sessionDurationMinutes: 30 },
    ]);
    expect(client.callsTo('totps.authenticate')).toEqual([]);
    expect(view()).toMatchObject({ done: 'changed', currentPassword: '', newPassword: '' });
  });

  it('a wrong current password shows at its field; what was typed stays', async () => {
    const { actor, typeNew, view } = start({ script: { 'passwords.resetByExistingPassword': fail('unauthorized_credentials') } });
    await typeNew(STRONG);
    actor.send({ type: 'currentPassword.change', password: 'wrong' });
    actor.send({ type: 'password.submit' });
    await settle();
    expect(view()).toMatchObject({ status: 'editing', fieldErrors: { currentPassword: { type: 'unauthorized_credentials' } }, currentPassword: 'wrong', newPassword: STRONG, error: null });
  });

  it("'I do not know my current password': by the session, a session too old steps up (an emailed code), then sets it", async () => {
    const { actor, client, typeNew, view } = start({
      user: emailOnly(),
      factors: [factor('otp', 'email')],
      script: {
        'passwords.resetBySession': [fail('session_too_old_to_reset_password'), () => sessionWith(factor('otp', 'email'), factor('otp', 'email'))],
      },
    });
    actor.send({ type: 'method.session' });
    expect(view()).toMatchObject({ method: 'session', canUseSession: false });
    await typeNew(STRONG);
    actor.send({ type: 'password.submit' });
    await settle();
    expect(view()).toMatchObject({ status: 'steppingUp', stepUpKind: 'email' });
    expect(client.callsTo('otps.email.send')).toEqual([{ email: 'ada@example.com', expirationMinutes: 5 }]);
    childOf(actor, 'change', 'stepUp', 'email').send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(client.callsTo('passwords.resetBySession')).toHaveLength(2);
    expect(view()).toMatchObject({ status: 'editing', done: 'changed' });
  });

  it('a user with a phone and an email-code session is asked for the texted code first; cancelled, nothing is set and the typing stays', async () => {
    const { actor, client, typeNew, view } = start({ user: fakeAccountUser({ password: null }) });
    await typeNew(STRONG);
    actor.send({ type: 'password.submit' });
    await settle();
    expect(view()).toMatchObject({ status: 'steppingUp', stepUpKind: 'sms' });
    actor.send({ type: 'change.cancel' });
    await settle();
    expect(view()).toMatchObject({ status: 'editing', newPassword: STRONG, canSubmit: true });
    expect(client.callsTo('passwords.resetBySession')).toHaveLength(0);
    actor.send({ type: 'change.cancel' });
    expect(view()).toMatchObject({ newPassword: '', currentPassword: '' });
  });
});
