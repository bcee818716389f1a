import { assign, enqueueActions, fromPromise, setup, type AnyActorRef, type AnyStateMachine } from 'xstate';
import type { AuthError } from '../../client';
import { accountPasswordMachine } from '../account-password';
import { accountProfileMachine } from '../account-profile';
import { connectedAccountsMachine } from '../connected-accounts';
import { connectedAppsMachine } from '../connected-apps';
import { deleteAccountMachine } from '../delete-account';
import { devicesMachine } from '../devices';
import { emailAddressesMachine } from '../email-addresses';
import { passkeyRegistrationSuccessMachine } from '../passkey-registration-success';
import { phoneNumbersMachine } from '../phone-numbers';
import { secondFactorsMachine, type Account as SecondFactorsAccount } from '../second-factors';
import type { AccountState } from '../shared/account-section';
import { flowEffectStubs, recordFailure } from '../shared/flow-effects';
import { notProvided } from '../shared/not-provided';
import type { AccountContext, AccountEvent, AccountInput, AccountOutput, AccountSection } from './account.types';

/** The sections that take the account from the root (`account.update`). */
const TAKING: readonly AccountSection[] = ['profile', 'emailAddresses', 'phoneNumbers', 'password', 'connectedAccounts', 'connectedApps', 'devices', 'deleteAccount'];

/** The sections shown, in order: the backend's only with one. */
export function accountSections(hasBackend: boolean): AccountSection[] {
  return [
    'profile',
    'emailAddresses',
    'phoneNumbers',
    'password',
    'connectedAccounts',
    'passkeys',
    'secondFactors',
    'connectedApps',
    ...(hasBackend ? (['devices', 'deleteAccount'] as const) : []),
  ];
}

/** What every section is started with: the account as loaded, and the shared options. */
const sectionInput = (context: AccountContext) => ({
  account: context.account!,
  ...(context.input.sessionDurationMinutes !== undefined && { sessionDurationMinutes: context.input.sessionDurationMinutes }),
  ...(context.input.otpExpirationMinutes !== undefined && { otpExpirationMinutes: context.input.otpExpirationMinutes }),
  ...(context.input.locale !== undefined && { locale: context.input.locale }),
});

/** A section's snapshot event: its `revision` and `account` (or, for two-step verification, its own `account` and `done`). */
type SectionSnapshot = { snapshot: { context: { revision?: number; account: AccountState | SecondFactorsAccount | null; done?: unknown } } };

const snapshotOf = (event: unknown) => (event as SectionSnapshot).snapshot.context;

/** A section's `revision` moved past what was passed on (two-step verification: it read its account again after a change of its own). */
function changedIn(context: AccountContext, event: unknown, from: AccountSection): boolean {
  const changed = snapshotOf(event);
  if (changed.account === null) return false;
  if (from === 'secondFactors') return changed.account !== context.secondFactorsAccount && changed.done !== null;
  return (changed.revision ?? 0) > (context.seen[from] ?? 0);
}

/**
 * A section changed the account: the root keeps it and passes it to every other section, and
 * asks two-step verification to read its list again (a phone added elsewhere is a factor there).
 */
const passOn = (from: AccountSection) =>
  enqueueActions(({ context, event, enqueue, self }) => {
    const changed = snapshotOf(event);
    const account: AccountState = { user: changed.account!.user, factors: changed.account!.factors };
    enqueue.assign({
      account,
      seen: { ...context.seen, [from]: changed.revision ?? 0 },
      ...(from === 'secondFactors' && { secondFactorsAccount: changed.account }),
    });
    const children = self.getSnapshot().children as Record<string, AnyActorRef | undefined>;
    for (const id of TAKING) {
      const child = children[id];
      if (id !== from && child) enqueue.sendTo(child, { type: 'account.update', account });
    }
    if (from !== 'secondFactors' && children.secondFactors) enqueue.sendTo(children.secondFactors, { type: 'account.reload' });
  });

/** The `onSnapshot` of a section whose changes reach the others. */
const followChanges = (from: AccountSection) => ({
  guard: ({ context, event }: { context: AccountContext; event: unknown }) => changedIn(context, event, from),
  // Typed for any section's snapshot event (each section's is its own type).
  actions: passOn(from) as never,
});

/**
 * The account widget's root: loads the signed-in user and their session's factors once, then runs
 * every section as a child (their `actorRef`s for the screens): profile, email addresses, phone
 * numbers, password, connected accounts, passkeys (the passkey-registration mode, opened on its
 * list), two-step verification (the second-factors mode), apps with access and, with an
 * `AccountBackend`, devices and delete-account. After any section's change, the account as the
 * server has it now goes to every other section. It ends signed out (the account deleted, or this
 * device signed out).
 */
export const accountMachine = setup({
  types: {
    input: {} as AccountInput,
    context: {} as AccountContext,
    events: {} as AccountEvent,
    output: {} as AccountOutput,
  },
  // The sections as plain machines here (each hook types its own ref): their full types, all
  // ten in one, would be more than the declaration emit can write.
  actors: {
    loadAccount: fromPromise<AccountState | null>(notProvided('loadAccount')),
    accountProfile: accountProfileMachine as AnyStateMachine,
    emailAddresses: emailAddressesMachine as AnyStateMachine,
    phoneNumbers: phoneNumbersMachine as AnyStateMachine,
    accountPassword: accountPasswordMachine as AnyStateMachine,
    connectedAccounts: connectedAccountsMachine as AnyStateMachine,
    connectedApps: connectedAppsMachine as AnyStateMachine,
    passkeys: passkeyRegistrationSuccessMachine as AnyStateMachine,
    secondFactors: secondFactorsMachine as AnyStateMachine,
    devices: devicesMachine as AnyStateMachine,
    deleteAccount: deleteAccountMachine as AnyStateMachine,
  },
  actions: {
    ...flowEffectStubs,
    setError: assign((_, error: AuthError) => ({ error })),
  },
}).createMachine({
  id: 'account',
  context: ({ input }) => ({ input, account: null, seen: {}, secondFactorsAccount: null, error: null, ended: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'pending',
      invoke: {
        src: 'loadAccount',
        onDone: [{ guard: ({ event }) => event.output === null, target: 'noUser' }, { target: 'ready', actions: assign({ account: ({ event }) => event.output }) }],
        onError: { target: 'loadFailed', actions: recordFailure },
      },
    },
    loadFailed: { on: { 'request.retry': { target: 'loading', actions: assign({ error: null }) } } },
    noUser: {},
    ready: {
      type: 'parallel',
      states: {
        sections: {
          invoke: [
            {
              id: 'profile',
              src: 'accountProfile',
              input: ({ context }: { context: AccountContext }) => sectionInput(context),
              onSnapshot: followChanges('profile'),
            },
            {
              id: 'emailAddresses',
              src: 'emailAddresses',
              input: ({ context }: { context: AccountContext }) => sectionInput(context),
              onSnapshot: followChanges('emailAddresses'),
            },
            {
              id: 'phoneNumbers',
              src: 'phoneNumbers',
              input: ({ context }: { context: AccountContext }) => ({ ...sectionInput(context), ...(context.input.regionCode !== undefined && { regionCode: context.input.regionCode }) }),
              onSnapshot: followChanges('phoneNumbers'),
            },
            {
              id: 'password',
              src: 'accountPassword',
              input: ({ context }: { context: AccountContext }) => sectionInput(context),
              onSnapshot: followChanges('password'),
            },
            {
              id: 'connectedAccounts',
              src: 'connectedAccounts',
              input: ({ context }: { context: AccountContext }) => ({
                ...sectionInput(context),
                ...(context.input.providers !== undefined && { providers: context.input.providers }),
                ...(context.input.linkRedirectUrl !== undefined && { linkRedirectUrl: context.input.linkRedirectUrl }),
              }),
              onSnapshot: followChanges('connectedAccounts'),
            },
            { id: 'connectedApps', src: 'connectedApps', input: ({ context }: { context: AccountContext }) => sectionInput(context) },
            {
              id: 'passkeys',
              src: 'passkeys',
              input: ({ context }: { context: AccountContext }) => ({
                startWith: 'list' as const,
                ...(context.input.sessionDurationMinutes !== undefined && { sessionDurationMinutes: context.input.sessionDurationMinutes }),
                ...(context.input.otpExpirationMinutes !== undefined && { otpExpirationMinutes: context.input.otpExpirationMinutes }),
                ...(context.input.locale !== undefined && { locale: context.input.locale }),
              }),
            },
            {
              id: 'secondFactors',
              src: 'secondFactors',
              input: ({ context }: { context: AccountContext }) => ({
                ...(context.input.mfaOptions !== undefined && { mfaOptions: context.input.mfaOptions }),
                ...(context.input.sessionDurationMinutes !== undefined && { sessionDurationMinutes: context.input.sessionDurationMinutes }),
                ...(context.input.otpExpirationMinutes !== undefined && { otpExpirationMinutes: context.input.otpExpirationMinutes }),
                ...(context.input.locale !== undefined && { locale: context.input.locale }),
              }),
              // Its own changes (an app, a phone) reach the other sections as it read them.
              onSnapshot: followChanges('secondFactors'),
            },
          ],
        },
        // The sections only the host's server can power.
        backend: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: ({ context }: { context: AccountContext }) => context.input.hasBackend === true, target: 'on' }, { target: 'off' }] },
            off: {},
            on: {
              invoke: [
                {
                  id: 'devices',
                  src: 'devices',
                  input: ({ context }: { context: AccountContext }) => sectionInput(context),
                  onDone: { target: '#account.signedOut', actions: assign({ ended: 'signedOut' }) },
                },
                {
                  id: 'deleteAccount',
                  src: 'deleteAccount',
                  input: ({ context }: { context: AccountContext }) => sectionInput(context),
                  onDone: { target: '#account.signedOut', actions: assign({ ended: 'deleted' }) },
                },
              ],
            },
          },
        },
      },
    },
    signedOut: { type: 'final' },
  },
  output: ({ context }): AccountOutput => ({ kind: 'signedOut', reason: context.ended ?? 'signedOut' }),
});
