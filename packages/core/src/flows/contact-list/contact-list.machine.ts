import { assign, type AnyEventObject, type EventObject } from 'xstate';
import type { OtpSendResult } from '../../client';
import { OTP_EXPIRATION_MINUTES, SESSION_DURATION_MINUTES } from '../../config/constants';
import type { OtpOutput } from '../otp';
import { sensitiveChangeInput, type SensitiveChangeOutput } from '../sensitive-change';
import { factorsAfter, signInMethodCount, type AccountSectionInput, type AccountState } from '../shared/account-section';
import { recordFailure } from '../shared/flow-effects';
import type { ContactKind, ContactListContext } from './contact-list.types';

/*
 * The contact list (issue 40), the machine layer's part (no machine of its own): the states the account's email-addresses and phone-numbers
 * sections share, as state configs each section's machine puts in its own (its events, ids and
 * children keep their names). A section declares, in its `setup`:
 * - actors `loadAccount` (the account), `sensitiveChange` (a change, stepped up when Stytch
 *   asks) and `code` (the OTP flow: the code sent to the new contact);
 * - actions `setError`, `reportError` (the flow effects) and `forwardCancel` (a cancel to its
 *   `change` child);
 * and an `adding` state whose first state is `entering` (the field, its own) and whose others are
 * `addingStates(kind)`: `sending` (the first code, a sensitive change) and `verifying` (the code
 * entered adds the contact).
 */

type Args = { context: ContactListContext; event: AnyEventObject };
/**
 * `assign` for the shared states, put in a section's machine whose events are `TEvent`: over the
 * shared context, any event of its transitions (an invoked actor's answer is read with `outputOf`),
 * and no actor of its own (what XState compares with the machine's).
 */
const setter =
  <TEvent extends EventObject>() =>
  (assignment: ((args: Args) => Partial<ContactListContext>) | Partial<ContactListContext>) =>
    assign<ContactListContext, AnyEventObject, undefined, TEvent, never>(assignment as never);
/** An invoked actor's answer (`xstate.done.actor.*`), read from the event the states' handlers get. */
const outputOf = <T>(event: AnyEventObject): T => (event as unknown as { output: T }).output;
const changeOutput = (event: AnyEventObject) => outputOf<SensitiveChangeOutput>(event);

const changed = (output: SensitiveChangeOutput): output is Extract<SensitiveChangeOutput, { kind: 'changed' }> => output.kind === 'changed';

/** The account with the session's factors as a change left them. */
const withFactors = (context: ContactListContext, output: SensitiveChangeOutput): AccountState => ({ ...context.account!, factors: output.factors });

/** A section's context from its input: the account the root loaded (or none yet), nothing being changed. */
export function contactListContext(input: AccountSectionInput): ContactListContext {
  return {
    account: input.account ?? null,
    sessionDurationMinutes: input.sessionDurationMinutes ?? SESSION_DURATION_MINUTES,
    otpExpirationMinutes: input.otpExpirationMinutes ?? OTP_EXPIRATION_MINUTES,
    ...(input.locale !== undefined && { locale: input.locale }),
    adding: null,
    removing: null,
    fieldError: null,
    error: null,
    done: null,
    revision: 0,
  };
}

/** The root's own transitions: the account as another section's change left it (`account.update`). */
export const contactListOn = <TEvent extends EventObject>() => ({
  'account.update': { actions: setter<TEvent>()(({ event }: Args) => ({ account: (event as unknown as { account: AccountState }).account })) },
});

/** The contact `id` is the user's, and not their last way to sign in (Stytch keeps one). */
export function canRemoveContact(kind: Pick<ContactKind<unknown>, 'idsOf'>, account: AccountState | null, id: string): boolean {
  return account !== null && kind.idsOf(account.user).includes(id) && signInMethodCount(account.user) > 1;
}

/**
 * The list's states: loading the account (or none signed in, or a load that failed and may be
 * retried), the list (`ready`: add, or remove after asking), the removal asked (`confirmingRemoval`)
 * then made (`removing`, a sensitive change), and the list read again after a change (`refreshing`).
 */
export function contactListStates<TEvent extends EventObject, TChange>(kind: ContactKind<TChange>) {
  const set = setter<TEvent>();
  return {
    starting: { always: [{ guard: ({ context }: Args) => context.account !== null, target: 'ready' }, { target: 'loading' }] },
    loading: {
      tags: 'pending',
      invoke: {
        src: 'loadAccount',
        onDone: [
          { guard: ({ event }: Args) => outputOf<AccountState | null>(event) === null, target: 'noUser' },
          { target: 'ready', actions: set(({ event }: Args) => ({ account: outputOf<AccountState | null>(event) })) },
        ],
        onError: { target: 'loadFailed', actions: recordFailure },
      },
    },
    loadFailed: { on: { 'request.retry': { target: 'loading', actions: set({ error: null }) } } },
    noUser: {},

    ready: {
      on: {
        [kind.events.add]: { target: 'adding', actions: set({ adding: null, fieldError: null, error: null, done: null }) },
        [kind.events.remove]: {
          guard: ({ context, event }: Args) => canRemoveContact(kind, context.account, kind.removeIdOf(event)),
          target: 'confirmingRemoval',
          actions: set(({ event }: Args) => ({ removing: kind.removeIdOf(event), error: null, done: null })),
        },
      },
    },

    // 'Remove ada@work.example?': the user confirms, or cancels.
    confirmingRemoval: {
      on: {
        'remove.confirm': 'removing',
        'change.cancel': { target: 'ready', actions: set({ removing: null }) },
      },
    },
    removing: {
      tags: 'pending',
      on: { 'change.cancel': { actions: 'forwardCancel' } },
      invoke: {
        id: 'change',
        src: 'sensitiveChange',
        input: ({ context }: { context: ContactListContext }) => sensitiveChangeInput(context, kind.removeChange(context.removing!)),
        onDone: [
          {
            guard: ({ event }: Args) => changed(changeOutput(event)),
            target: 'refreshing',
            actions: set(({ context, event }: Args) => ({ done: 'removed' as const, account: withFactors(context, changeOutput(event)) })),
          },
          {
            target: 'ready',
            actions: set(({ context, event }: Args) => {
              const output = changeOutput(event);
              return { removing: null, account: withFactors(context, output), error: output.kind === 'failed' ? output.error : null };
            }),
          },
        ],
      },
    },

    // The list as the server has it now.
    refreshing: {
      tags: 'pending',
      invoke: {
        src: 'loadAccount',
        onDone: {
          target: 'ready',
          actions: set(({ context, event }: Args) => ({
            account: outputOf<AccountState | null>(event) ?? context.account,
            adding: null,
            removing: null,
            revision: context.revision + 1,
          })),
        },
        onError: { target: 'ready', actions: [...recordFailure, set({ adding: null, removing: null })] },
      },
    },
  } as const;
}

/**
 * The states of an addition after its field: the first code sent to the new contact (`sending`,
 * a sensitive change: a step-up first when Stytch asks; the server's refusal of the contact goes
 * back to the field, under it), then the code entered (`verifying`: the OTP flow, its resend and
 * countdown, the signed-in user's code), which adds the contact; then the list is read again.
 */
export function addingStates<TEvent extends EventObject, TChange>(kind: ContactKind<TChange>) {
  const set = setter<TEvent>();
  const normalize = kind.normalize ?? ((address: string) => address);
  return {
    sending: {
      tags: 'pending',
      on: { 'change.cancel': { actions: 'forwardCancel' } },
      invoke: {
        id: 'change',
        src: 'sensitiveChange',
        input: ({ context }: { context: ContactListContext }) => sensitiveChangeInput(context, kind.sendChange(normalize(context.adding!.address), context)),
        onDone: [
          {
            guard: ({ event }: Args) => changed(changeOutput(event)),
            target: 'verifying',
            actions: set(({ context, event }: Args) => ({
              // The first code's method (the sensitive change's result is the send's answer).
              adding: { address: normalize(context.adding!.address), methodId: (changeOutput(event) as { result: OtpSendResult }).result.methodId },
              account: withFactors(context, changeOutput(event)),
            })),
          },
          {
            target: 'entering',
            actions: set(({ context, event }: Args) => {
              const output = changeOutput(event);
              const error = output.kind === 'failed' ? output.error : null;
              const onField = error !== null && kind.fieldErrors.has(error.type);
              return { account: withFactors(context, output), fieldError: onField ? error : null, error: onField ? null : error };
            }),
          },
        ],
      },
    },
    // The code sent to the new contact: the passcode screen's flow (resend, countdown).
    verifying: {
      on: {
        [kind.events.edit]: 'entering',
        'change.cancel': { target: `#${kind.id}.ready`, actions: set({ adding: null }) },
      },
      invoke: {
        id: 'code',
        src: 'code',
        input: ({ context }: { context: ContactListContext }) => ({
          sendKind: 'signedInCode' as const,
          method: kind.method,
          destination: context.adding!.address,
          methodId: context.adding!.methodId!,
          expirationMinutes: context.otpExpirationMinutes,
          sessionDurationMinutes: context.sessionDurationMinutes,
          ...(context.locale !== undefined && { locale: context.locale }),
        }),
        onDone: {
          target: `#${kind.id}.refreshing`,
          actions: set(({ context, event }: Args) => ({
            done: 'added' as const,
            account: { ...context.account!, factors: factorsAfter(context.account!, outputOf<OtpOutput>(event).result) },
          })),
        },
      },
    },
  } as const;
}
