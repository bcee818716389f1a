import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakeAccountBackend, createFakeAuthClient, fakeAccountUser } from '../../testing';
import { childOf, factor, sessionWith, spyEffects } from '../shared/account.test-support';
import { createAccountActors } from './account.actors';
import { accountMachine } from './account.machine';
import { selectAccountView } from './account.selectors';
import type { AccountInput } from './account.types';

function start(options: { input?: AccountInput; backend?: boolean; signedIn?: boolean } = {}) {
  // The step-up's texted code joins the session (an email code): two categories.
  const client = createFakeAuthClient({
    user: options.signedIn === false ? null : fakeAccountUser(),
    sessionFactors: ['otp', 'otp'],
    script: { 'otps.authenticate': sessionWith(factor('otp', 'email'), factor('otp', 'sms')) },
  });
  const backend = createFakeAccountBackend();
  const effects = spyEffects();
  const actor = createActor(
    accountMachine.provide({ actors: createAccountActors(client, { effects, ...(options.backend && { backend }) }), actions: effects }),
    { input: { ...options.input, hasBackend: options.backend === true } },
  ).start();
  return { actor, client, backend, view: () => selectAccountView(actor.getSnapshot()) };
}

/** Lets promise actors (and bowser's import) settle. */
const until = (check: () => void) => vi.waitFor(check, { timeout: 5_000 });

describe('account (the root)', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the user once and runs every section with it; the backend sections only with a backend', async () => {
    const { actor, client, view } = start();
    await until(() => expect(view().status).toBe('ready'));
    expect(view()).toMatchObject({
      user: { displayName: 'Ada Lovelace', initials: 'AL', email: 'ada@example.com', pictureUrl: null },
      hasBackend: false,
      sections: ['profile', 'emailAddresses', 'phoneNumbers', 'password', 'connectedAccounts', 'passkeys', 'secondFactors', 'connectedApps'],
    });
    const children = Object.keys(actor.getSnapshot().children).sort();
    expect(children).toEqual(['connectedAccounts', 'connectedApps', 'emailAddresses', 'passkeys', 'password', 'phoneNumbers', 'profile', 'secondFactors'].sort());
    // The root's load, and the two modes that read their own (passkeys, two-step verification); the sections take the root's.
    await until(() => expect(childOf(actor, 'passkeys').getSnapshot().value).toEqual({ list: 'viewing' }));
    expect(client.callsTo('user.get').length).toBe(3);
  });

  it('with a backend, runs devices and delete-account too', async () => {
    const { actor, view } = start({ backend: true });
    await until(() => expect(view().status).toBe('ready'));
    expect(view().sections.slice(-2)).toEqual(['devices', 'deleteAccount']);
    expect(actor.getSnapshot().children.devices).toBeDefined();
    expect(actor.getSnapshot().children.deleteAccount).toBeDefined();
  });

  it("a section's change reaches the others, and two-step verification reads its list again", async () => {
    const { actor, client, view } = start();
    await until(() => expect(view().status).toBe('ready'));
    await until(() => expect(childOf(actor, 'secondFactors').getSnapshot().value).toBe('list'));
    const reads = client.callsTo('user.get').length;
    const profile = childOf(actor, 'profile');
    profile.send({ type: 'name.change', firstName: 'Augusta' });
    profile.send({ type: 'name.submit' });
    await until(() => expect(view().user?.displayName).toBe('Augusta Lovelace'));
    const emails = childOf(actor, 'emailAddresses').getSnapshot().context as { account: { user: { name: { firstName: string } } } };
    expect(emails.account.user.name.firstName).toBe('Augusta');
    await until(() => expect(client.callsTo('user.get').length).toBe(reads + 1));
  });

  it('an email removed in its section (after the step-up) reaches the root and the delete-account section', async () => {
    const { actor, view } = start({ backend: true });
    await until(() => expect(view().status).toBe('ready'));
    const emails = childOf(actor, 'emailAddresses');
    emails.send({ type: 'email.remove', emailId: 'email-test-1' });
    emails.send({ type: 'remove.confirm' });
    await until(() => expect(childOf(actor, 'emailAddresses', 'change', 'stepUp', 'sms').getSnapshot().value).toEqual({ active: 'awaitingCode' }));
    childOf(actor, 'emailAddresses', 'change', 'stepUp', 'sms').send({ type: 'code.submit', code: '123456' });
    await until(() => expect(view().user?.email).toBe(null));
    const deletion = childOf(actor, 'deleteAccount').getSnapshot().context as { account: { user: { emails: unknown[] } } };
    expect(deletion.account.user.emails).toEqual([]);
  });

  it('ends signed out once the account is deleted', async () => {
    const { actor, backend, view } = start({ backend: true });
    await until(() => expect(view().status).toBe('ready'));
    const deletion = childOf(actor, 'deleteAccount');
    deletion.send({ type: 'confirmation.change', text: 'ada@example.com' });
    deletion.send({ type: 'account.delete' });
    // The fake session has two email codes: one category of the two Ada has, so the texted code first.
    await until(() => expect(childOf(actor, 'deleteAccount', 'change', 'stepUp', 'sms').getSnapshot().value).toEqual({ active: 'awaitingCode' }));
    childOf(actor, 'deleteAccount', 'change', 'stepUp', 'sms').send({ type: 'code.submit', code: '123456' });
    await until(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(backend.state.deleted).toBe(true);
    expect(actor.getSnapshot().output).toEqual({ kind: 'signedOut', reason: 'deleted' });
    expect(view()).toMatchObject({ status: 'signedOut', ended: 'deleted' });
  });

  it('nobody signed in: noUser, and no section runs', async () => {
    const { actor, view } = start({ signedIn: false });
    await until(() => expect(view().status).toBe('noUser'));
    expect(Object.keys(actor.getSnapshot().children)).toEqual([]);
  });
});
