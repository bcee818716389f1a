import { assign, fromPromise, setup } from 'xstate';
import { createAuthError, toAuthError, type AuthUser } from '../../client';
import { SESSION_DURATION_MINUTES } from '../../config/constants';
import { passkeyRegistrationStartMachine } from '../passkey-registration-start';
import { AuthEventType, flowEffectStubs } from '../shared/flow-effects';
import type { PasskeyRegistrationSuccessContext, PasskeyRegistrationSuccessEvent, PasskeyRegistrationSuccessInput } from './passkey-registration-success.types';
import { notProvided } from '../shared/not-provided';

const reportFailure = { type: 'reportError' as const, params: ({ event }: { event: { error: unknown } }) => toAuthError(event.error) };

/**
 * The passkey-registration mode (spec §2, §4, §6): a user lookup first (no signed-in user → the
 * error state), then PasskeyRegistrationStart (the `registration` child: create or skip, with the
 * step-up Stytch may ask for first), then
 * PasskeyRegistrationSuccess: the user's passkeys, one row at a time renamed inline or deleted
 * after a confirmation, 'Set up another Passkey', and 'Done', which finishes. The list only
 * changes when the server confirmed the change, so a failed delete keeps its row; failures to
 * load or delete are reported to the host's error handler, not shown (spec §8).
 */
export const passkeyRegistrationSuccessMachine = setup({
  types: {
    input: {} as PasskeyRegistrationSuccessInput,
    context: {} as PasskeyRegistrationSuccessContext,
    events: {} as PasskeyRegistrationSuccessEvent,
    children: {} as { registration: 'passkeyRegistrationStart' },
  },
  actors: {
    loadUser: fromPromise<AuthUser | null>(notProvided('loadUser')),
    /** Resolves with the name the server stored. */
    renamePasskey: fromPromise<{ id: string; name: string }, { id: string; name: string }>(notProvided('renamePasskey')),
    deletePasskey: fromPromise<void, { id: string }>(notProvided('deletePasskey')),
    passkeyRegistrationStart: passkeyRegistrationStartMachine,
  },
  actions: {
    ...flowEffectStubs,
    setPasskeys: assign(({ context: _context }, user: AuthUser | null) => ({ passkeys: user?.webauthnRegistrations ?? [] })),
    closeRow: assign({ row: null, error: null }),
  },
  guards: {
    hasUser: ({ context: _context }, user: AuthUser | null) => user !== null,
    isNameEmpty: ({ event }) => event.type === 'passkey.rename' && event.name.trim() === '',
  },
}).createMachine({
  id: 'passkeyRegistrationSuccess',
  context: ({ input }) => ({
    sessionDurationMinutes: input.sessionDurationMinutes ?? SESSION_DURATION_MINUTES,
    startWith: input.startWith ?? 'start',
    stepUp: {
      ...(input.otpExpirationMinutes !== undefined && { otpExpirationMinutes: input.otpExpirationMinutes }),
      ...(input.locale !== undefined && { locale: input.locale }),
    },
    passkeys: [],
    created: false,
    row: null,
    error: null,
  }),
  initial: 'loadingUser',
  states: {
    loadingUser: {
      tags: 'pending',
      invoke: {
        src: 'loadUser',
        onDone: [
          {
            // The account widget's passkeys section opens on the list.
            guard: ({ context, event }) => event.output !== null && context.startWith === 'list',
            target: 'list',
            actions: { type: 'setPasskeys', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'hasUser', params: ({ event }) => event.output },
            target: 'start',
            actions: { type: 'setPasskeys', params: ({ event }) => event.output },
          },
          { target: 'noUser' },
        ],
        onError: { target: 'noUser', actions: reportFailure },
      },
    },
    // 'Error: Cannot use PasskeyRegistration component without active user authenticated.'
    noUser: {},
    start: {
      invoke: {
        id: 'registration',
        src: 'passkeyRegistrationStart',
        // A session Stytch finds one factor short steps up here, then creates the passkey.
        input: ({ context }) => ({ sessionDurationMinutes: context.sessionDurationMinutes, stepUp: context.stepUp }),
        onDone: [
          { guard: ({ event }) => event.output.kind === 'registered', target: 'refreshing', actions: assign({ created: true }) },
          { target: 'list', actions: assign({ created: false }) },
        ],
      },
    },
    // The new passkey's name comes from the server: read the user again.
    refreshing: {
      tags: 'pending',
      invoke: {
        src: 'loadUser',
        onDone: { target: 'list', actions: { type: 'setPasskeys', params: ({ event }) => event.output } },
        onError: { target: 'list', actions: reportFailure },
      },
    },
    list: {
      initial: 'viewing',
      exit: 'closeRow',
      states: {
        viewing: {
          on: {
            'passkey.edit': { target: 'editing', actions: assign({ row: ({ event }) => ({ id: event.id, mode: 'editing' as const }), error: null }) },
            'passkey.delete': { target: 'confirmingDelete', actions: assign({ row: ({ event }) => ({ id: event.id, mode: 'deleting' as const }), error: null }) },
            'passkey.setupAnother': '#passkeyRegistrationSuccess.start',
            'passkeys.done': '#passkeyRegistrationSuccess.done',
          },
        },
        editing: {
          on: {
            'passkey.rename': [
              { guard: 'isNameEmpty', actions: assign({ error: () => createAuthError('passkey_name_required') }) },
              { target: 'renaming' },
            ],
            'row.cancel': { target: 'viewing', actions: 'closeRow' },
          },
        },
        renaming: {
          tags: 'pending',
          entry: assign({ error: null }),
          invoke: {
            src: 'renamePasskey',
            input: ({ context, event }) => ({
              id: context.row?.id ?? '',
              name: event.type === 'passkey.rename' ? event.name.trim() : '',
            }),
            onDone: {
              target: 'viewing',
              actions: [
                assign({
                  passkeys: ({ context, event }) =>
                    context.passkeys.map((passkey) =>
                      passkey.webauthnRegistrationId === event.output.id ? { ...passkey, name: event.output.name } : passkey,
                    ),
                }),
                'closeRow',
              ],
            },
            onError: {
              target: 'editing',
              actions: [assign({ error: ({ event }) => toAuthError(event.error) }), reportFailure],
            },
          },
        },
        confirmingDelete: {
          on: {
            'passkey.confirmDelete': 'deleting',
            'row.cancel': { target: 'viewing', actions: 'closeRow' },
          },
        },
        deleting: {
          tags: 'pending',
          invoke: {
            src: 'deletePasskey',
            input: ({ context }) => ({ id: context.row?.id ?? '' }),
            onDone: {
              target: 'viewing',
              actions: [
                assign({ passkeys: ({ context }) => context.passkeys.filter((passkey) => passkey.webauthnRegistrationId !== context.row?.id) }),
                'closeRow',
              ],
            },
            onError: { target: 'viewing', actions: ['closeRow', reportFailure] },
          },
        },
      },
    },
    done: {
      type: 'final',
      entry: { type: 'reportEvent', params: { type: AuthEventType.PasskeyDone, data: {} } },
    },
  },
});

// Deprecated names (issue 23: flows take their spec screen's name).
/** @deprecated Use passkeyRegistrationSuccessMachine; removed in 0.3. */
export const passkeyManagerMachine = passkeyRegistrationSuccessMachine;
