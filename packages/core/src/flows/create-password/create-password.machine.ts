import { assign, fromPromise, setup } from 'xstate';
import { type AuthError, type PasswordResetStartRequest, type SendResult } from '../../client';
import { AuthEventType, flowEffectStubs, recordFailure } from '../shared/flow-effects';
import type { FlowOutcome } from '../shared/outcome';
import { notProvided } from '../shared/not-provided';

export interface CreatePasswordInput {
  email: string;
  /** Options of the reset email (spec §3 passwordOptions); the email is added. */
  resetRequest?: Omit<PasswordResetStartRequest, 'email'>;
}

export interface CreatePasswordContext {
  request: PasswordResetStartRequest;
  error: AuthError | null;
}

export type CreatePasswordEvent = { type: 'password.create' };

export type CreatePasswordOutput = Extract<FlowOutcome, { kind: 'resetSent' }>;

/**
 * A passwordless user's 'Create a password instead' (spec §2, §4), offered on the passwordless
 * screen and on the code and link screens that follow it: a reset email goes out, and the flow
 * ends at PasswordSetNew; a failure stays here with its error.
 */
export const createPasswordMachine = setup({
  types: {
    input: {} as CreatePasswordInput,
    context: {} as CreatePasswordContext,
    events: {} as CreatePasswordEvent,
    output: {} as CreatePasswordOutput,
  },
  actors: {
    sendReset: fromPromise<SendResult, PasswordResetStartRequest>(notProvided('sendReset'),
    ),
  },
  actions: {
    ...flowEffectStubs,
    setError: assign(({ context: _context }, error: AuthError) => ({ error })),
  },
}).createMachine({
  id: 'createPassword',
  context: ({ input }) => ({ request: { ...input.resetRequest, email: input.email }, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'password.create': 'sending' },
    },
    sending: {
      tags: 'pending',
      entry: assign({ error: null }),
      invoke: {
        src: 'sendReset',
        input: ({ context }) => context.request,
        onDone: {
          target: 'sent',
          actions: [
            { type: 'reportEvent', params: ({ event }) => ({ type: AuthEventType.PasswordResetByEmailStart, data: event.output.raw }) },
            {
              type: 'logTelemetry',
              params: ({ context }) => ({ name: 'email_sent', details: { email: context.request.email, type: 'reset_password' } }),
            },
          ],
        },
        onError: { target: 'idle', actions: recordFailure },
      },
    },
    sent: { type: 'final' },
  },
  output: ({ context }) => ({ kind: 'resetSent', email: context.request.email, reason: 'setNew' }),
});
