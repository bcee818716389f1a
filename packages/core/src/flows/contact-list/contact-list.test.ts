import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { createAuthError, type AuthenticateResult, type AuthError } from '../../client';
import { fakeAccountUser } from '../../testing';
import type { OtpInput, OtpOutput } from '../otp';
import type { SensitiveChangeInput, SensitiveChangeOutput } from '../sensitive-change';
import type { AccountState, AccountUpdateEvent } from '../shared/account-section';
import { addingStates, canRemoveContact, contactListContext, contactListOn, contactListStates } from './contact-list.machine';
import { contactRows, selectContactListStatus, selectContactListViewPart } from './contact-list.selectors';
import type { ContactKind, ContactListContext, ContactListInput } from './contact-list.types';

/**
 * The contact list's states on their own, in a small section of the test's making (its own
 * events, a field without rules): what the email and phone sections share, each port a stand-in
 * that records what it was given and answers what the test says.
 */
type TestChange = { kind: 'send'; to: string } | { kind: 'remove'; id: string };
type TestEvent =
  | { type: 'contact.add' }
  | { type: 'contact.type'; address: string }
  | { type: 'contact.submit' }
  | { type: 'contact.edit' }
  | { type: 'contact.remove'; id: string }
  | { type: 'remove.confirm' }
  | { type: 'change.cancel' }
  | { type: 'request.retry' }
  | AccountUpdateEvent;

const KIND: ContactKind<TestChange> = {
  id: 'contacts',
  events: { add: 'contact.add', edit: 'contact.edit', remove: 'contact.remove' },
  removeIdOf: (event) => (event as { id: string }).id,
  idsOf: (user) => user.emails.map((entry) => entry.emailId),
  method: 'email',
  fieldErrors: new Set(['duplicate_email']),
  normalize: (address) => address.trim(),
  sendChange: (to) => ({ kind: 'send', to }),
  removeChange: (id) => ({ kind: 'remove', id }),
};

const work = { emailId: 'email-test-2', email: 'ada@work.example', verified: false };
const account: AccountState = { user: fakeAccountUser({ emails: [fakeAccountUser().emails[0]!, work] }), factors: [] };
const reloaded: AccountState = { user: fakeAccountUser(), factors: [] };
const factors = [{ type: 'otp', deliveryMethod: 'email', lastAuthenticatedAt: '2026-11-29T00:00:00Z' }];

interface Ports {
  load?: () => Promise<AccountState | null>;
  change?: (input: SensitiveChangeInput) => Promise<SensitiveChangeOutput>;
  code?: (input: OtpInput) => Promise<OtpOutput>;
}

function start(input: ContactListInput, ports: Ports = {}) {
  const calls = { load: 0, changes: [] as SensitiveChangeInput[], codes: [] as OtpInput[], cancels: 0 };
  const machine = setup({
    types: { input: {} as ContactListInput, context: {} as ContactListContext, events: {} as TestEvent },
    actors: {
      loadAccount: fromPromise<AccountState | null>(() => {
        calls.load += 1;
        return ports.load?.() ?? Promise.resolve(reloaded);
      }),
      // A machine, as sensitive-change is (the section's status reads its state): it ends with the port's answer.
      sensitiveChange: setup({
        types: { input: {} as SensitiveChangeInput, context: {} as { input: SensitiveChangeInput; output: SensitiveChangeOutput | null }, output: {} as SensitiveChangeOutput },
        actors: {
          run: fromPromise<SensitiveChangeOutput, SensitiveChangeInput>(({ input }) => {
            calls.changes.push(input);
            return ports.change?.(input) ?? Promise.resolve({ kind: 'changed', result: { methodId: 'method-1' }, factors });
          }),
        },
      }).createMachine({
        context: ({ input }) => ({ input, output: null }),
        initial: 'changing',
        states: {
          changing: { invoke: { src: 'run', input: ({ context }) => context.input, onDone: { target: 'done', actions: assign({ output: ({ event }) => event.output }) } } },
          done: { type: 'final' },
        },
        output: ({ context }) => context.output!,
      }),
      code: fromPromise<OtpOutput, OtpInput>(({ input }) => {
        calls.codes.push(input);
        return ports.code?.(input) ?? Promise.resolve({ kind: 'authenticated', via: 'otp', result: { session: null } as unknown as AuthenticateResult });
      }),
    },
    actions: {
      setError: assign((_, error: AuthError) => ({ error })),
      reportError: () => {},
      forwardCancel: () => {
        calls.cancels += 1;
      },
    },
  }).createMachine({
    id: 'contacts',
    context: ({ input }) => contactListContext(input),
    initial: 'starting',
    on: contactListOn<TestEvent>(),
    states: {
      ...contactListStates<TestEvent, TestChange>(KIND),
      adding: {
        initial: 'entering',
        on: { 'contact.type': { actions: assign({ adding: ({ event }) => ({ address: event.address, methodId: null }) }) } },
        states: {
          entering: { on: { 'contact.submit': 'sending', 'change.cancel': '#contacts.ready' } },
          ...addingStates<TestEvent, TestChange>(KIND),
        },
      },
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls, context: () => actor.getSnapshot().context, value: () => actor.getSnapshot().value };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the contact list (what the email and phone sections share)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  describe('loading', () => {
    it('starts with the account it is given, without loading it', () => {
      const { calls, value } = start({ account });
      expect(value()).toBe('ready');
      expect(calls.load).toBe(0);
    });

    it('loads the account when given none; nobody signed in; a failed load retried', async () => {
      const loaded = start({}, { load: () => Promise.resolve(account) });
      expect(loaded.actor.getSnapshot().hasTag('pending')).toBe(true);
      await settle();
      expect(loaded.value()).toBe('ready');
      expect(loaded.context().account).toBe(account);

      const nobody = start({}, { load: () => Promise.resolve(null) });
      await settle();
      expect(nobody.value()).toBe('noUser');

      let fails = true;
      const failing = start({}, { load: () => (fails ? Promise.reject(createAuthError('network_unreachable')) : Promise.resolve(account)) });
      await settle();
      expect(failing.value()).toBe('loadFailed');
      expect(failing.context().error).toMatchObject({ type: 'network_unreachable' });
      fails = false;
      failing.actor.send({ type: 'request.retry' });
      expect(failing.context().error).toBeNull();
      await settle();
      expect(failing.value()).toBe('ready');
    });

    it("takes the account another section's change left (account.update)", () => {
      const { actor, context } = start({ account });
      actor.send({ type: 'account.update', account: reloaded });
      expect(context().account).toBe(reloaded);
    });

    it('starts with the input’s durations and language, or the defaults', () => {
      expect(contactListContext({})).toMatchObject({ account: null, sessionDurationMinutes: 30, otpExpirationMinutes: 5, adding: null, revision: 0 });
      expect(contactListContext({ sessionDurationMinutes: 60, otpExpirationMinutes: 10, locale: 'fr' })).toMatchObject({ sessionDurationMinutes: 60, otpExpirationMinutes: 10, locale: 'fr' });
    });
  });

  describe('removing after asking', () => {
    it('asks first, then removes through the sensitive change and reads the list again', async () => {
      const { actor, calls, context, value } = start({ account });
      actor.send({ type: 'contact.remove', id: 'email-test-2' });
      expect(value()).toBe('confirmingRemoval');
      expect(calls.changes).toEqual([]);
      actor.send({ type: 'remove.confirm' });
      expect(value()).toBe('removing');
      expect(calls.changes[0]).toMatchObject({ change: { kind: 'remove', id: 'email-test-2' }, account, sessionDurationMinutes: 30, otpExpirationMinutes: 5 });
      await settle();
      expect(value()).toBe('ready');
      expect(calls.load).toBe(1);
      expect(context()).toMatchObject({ done: 'removed', removing: null, revision: 1, account: reloaded });
    });

    it('a cancelled question removes nothing; a refused removal keeps the list with the error and the factors the change left', async () => {
      const error = createAuthError('internal_server_error');
      const { actor, calls, context, value } = start({ account }, { change: () => Promise.resolve({ kind: 'failed', error, factors }) });
      actor.send({ type: 'contact.remove', id: 'email-test-2' });
      actor.send({ type: 'change.cancel' });
      expect(value()).toBe('ready');
      expect(context().removing).toBeNull();
      actor.send({ type: 'contact.remove', id: 'email-test-2' });
      actor.send({ type: 'remove.confirm' });
      actor.send({ type: 'change.cancel' });
      expect(calls.cancels).toBe(1);
      await settle();
      expect(value()).toBe('ready');
      expect(context()).toMatchObject({ removing: null, error, account: { factors }, revision: 0 });
      expect(calls.load).toBe(0);
    });

    it("refuses a contact that is not the user's, or their last way to sign in", () => {
      const { actor, value } = start({ account });
      actor.send({ type: 'contact.remove', id: 'email-test-9' });
      expect(value()).toBe('ready');
      const only = { user: fakeAccountUser({ phoneNumbers: [], providers: [], cryptoWallets: [] }), factors: [] };
      expect(canRemoveContact(KIND, only, 'email-test-1')).toBe(false);
      expect(canRemoveContact(KIND, account, 'email-test-1')).toBe(true);
      expect(canRemoveContact(KIND, null, 'email-test-1')).toBe(false);
    });
  });

  describe('adding with a code', () => {
    it('sends the first code to the contact as normalized, then the code (the signed-in user’s) adds it', async () => {
      let enter: (output: OtpOutput) => void = () => {};
      const { actor, calls, context, value } = start({ account, locale: 'de' }, { code: () => new Promise((resolve) => (enter = resolve)) });
      actor.send({ type: 'contact.add' });
      actor.send({ type: 'contact.type', address: ' new@example.com ' });
      actor.send({ type: 'contact.submit' });
      expect(actor.getSnapshot().hasTag('pending')).toBe(true);
      expect(calls.changes[0]).toMatchObject({ change: { kind: 'send', to: 'new@example.com' }, locale: 'de' });
      await settle();
      expect(value()).toEqual({ adding: 'verifying' });
      expect(context().adding).toEqual({ address: 'new@example.com', methodId: 'method-1' });
      expect(calls.codes).toEqual([
        {
          sendKind: 'signedInCode',
          method: 'email',
          destination: 'new@example.com',
          methodId: 'method-1',
          expirationMinutes: 5,
          sessionDurationMinutes: 30,
          locale: 'de',
        },
      ]);
      enter({ kind: 'authenticated', via: 'otp', result: { session: null } as unknown as AuthenticateResult });
      await settle();
      expect(value()).toBe('ready');
      expect(context()).toMatchObject({ done: 'added', adding: null, revision: 1 });
    });

    it("the server's refusal of the contact goes back to its field, any other failure to the section; typing kept", async () => {
      const refusals: AuthError[] = [createAuthError('duplicate_email'), createAuthError('too_many_requests')];
      const { actor, context, value } = start({ account }, { change: () => Promise.resolve({ kind: 'failed', error: refusals.shift()!, factors }) });
      actor.send({ type: 'contact.add' });
      actor.send({ type: 'contact.type', address: 'taken@example.com' });
      actor.send({ type: 'contact.submit' });
      await settle();
      expect(value()).toEqual({ adding: 'entering' });
      expect(context()).toMatchObject({ fieldError: { type: 'duplicate_email' }, error: null, adding: { address: 'taken@example.com' }, account: { factors } });
      actor.send({ type: 'contact.submit' });
      await settle();
      expect(context()).toMatchObject({ fieldError: null, error: { type: 'too_many_requests' } });
    });

    it('while the code is awaited: back to the field (edit), or out of the addition (cancel)', async () => {
      const { actor, context, value } = start({ account }, { code: () => new Promise(() => {}) });
      actor.send({ type: 'contact.add' });
      actor.send({ type: 'contact.type', address: 'new@example.com' });
      actor.send({ type: 'contact.submit' });
      await settle();
      actor.send({ type: 'contact.edit' });
      expect(value()).toEqual({ adding: 'entering' });
      expect(context().adding?.address).toBe('new@example.com');
      actor.send({ type: 'contact.submit' });
      await settle();
      actor.send({ type: 'change.cancel' });
      expect(value()).toBe('ready');
      expect(context().adding).toBeNull();
    });
  });

  describe('its view', () => {
    const status = (actor: ReturnType<typeof start>['actor']) =>
      selectContactListStatus(actor.getSnapshot(), () => (actor.getSnapshot().matches({ adding: 'entering' }) ? 'typing' : null));

    it('says where the list is, the field its section’s own', async () => {
      let answer: (output: SensitiveChangeOutput) => void = () => {};
      let load: (account: AccountState | null) => void = () => {};
      const { actor } = start({}, { load: () => new Promise((resolve) => (load = resolve)), change: () => new Promise((resolve) => (answer = resolve)), code: () => new Promise(() => {}) });
      expect(status(actor)).toBe('loading');
      load(account);
      await settle();
      expect(status(actor)).toBe('list');
      actor.send({ type: 'contact.remove', id: 'email-test-2' });
      expect(status(actor)).toBe('confirmingRemoval');
      actor.send({ type: 'remove.confirm' });
      expect(status(actor)).toBe('removing');
      answer({ kind: 'cancelled', factors: [] });
      await settle();
      actor.send({ type: 'contact.add' });
      expect(status(actor)).toBe('typing');
      actor.send({ type: 'contact.type', address: 'new@example.com' });
      actor.send({ type: 'contact.submit' });
      expect(status(actor)).toBe('sendingCode');
      answer({ kind: 'changed', result: { methodId: 'method-1' }, factors: [] });
      await settle();
      expect(status(actor)).toBe('awaitingCode');
    });

    it('marks each row (the one signed in with, whether it may go) and finds the one being removed; not pending while a step-up asks', () => {
      const rows = contactRows(
        account,
        (user) => user.emails,
        (entry, signIn) => entry.emailId === signIn.emailId,
        (entry, marks) => ({ id: entry.emailId, ...marks }),
      );
      // No factor proved an address: the first verified one is the one signed in with.
      expect(rows).toEqual([
        { id: 'email-test-1', signsIn: true, canRemove: true },
        { id: 'email-test-2', signsIn: false, canRemove: true },
      ]);
      expect(contactRows(null, (user) => user.emails, () => true, (entry) => entry)).toEqual([]);

      const { actor } = start({ account });
      actor.send({ type: 'contact.remove', id: 'email-test-2' });
      expect(selectContactListViewPart(actor.getSnapshot(), rows, (row) => row.id)).toEqual({
        isPending: false,
        removing: { id: 'email-test-2', signsIn: false, canRemove: true },
        error: null,
        done: null,
        stepUpKind: null,
      });
    });
  });
});
