import { assign, fromPromise, setup } from 'xstate';
import { type AuthError, type PasswordResetStartRequest, type SendResult } from '../../client';
import { flowEffectStubs } from '../shared/flow-effects';
import type { FlowOutcome } from '../shared/outcome';
import { notProvided } from '../shared/not-provided';
import { sendStep } from '../shared/send-step';

export interface CreatePasswordInput {
  email: string;
  /** Options of the reset email (spec §3 passwordOptions); the email is added. */
  resetRequest?: Omit<PasswordResetStartRequest, 'email'>;
}

export interface CreatePasswordContext {
  request: PasswordResetStartRequest;
  error: AuthError | null;
  output: CreatePasswordOutput | null;
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
    clearError: assign({ error: null }),
    finish: assign(({ context: _context }, output: CreatePasswordOutput) => ({ output })),
  },
}).createMachine({
  id: 'createPassword',
  context: ({ input }) => ({ request: { ...input.resetRequest, email: input.email }, error: null, output: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'password.create': 'sending' },
    },
    sending: sendStep({
      kind: 'reset',
      request: (context: CreatePasswordContext) => context.request,
      sent: 'sent',
      failed: 'idle',
      clearsError: true,
      outcome: ({ context }): CreatePasswordOutput => ({ kind: 'resetSent', email: context.request.email, reason: 'setNew' }),
    }),
    sent: { type: 'final' },
  },
  output: ({ context }) => context.output as CreatePasswordOutput,
});
