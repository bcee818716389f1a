import { assign, fromPromise, setup } from 'xstate';
import { toAuthError, type AuthError } from '../../client';
import { CODE_SENT_DURATION_MS } from '../../config/constants';
import { flowEffectStubs } from '../shared/flow-effects';
import { fromRequest, type FlowActorOptions } from '../shared/request';
import { notProvided } from '../shared/not-provided';

export interface ResendCodeInput {
  /** Handed to the `resend` actor on every resend (the destination to send to, say). */
  request?: unknown;
}

export interface ResendCodeContext {
  request: unknown;
  /** How many resends succeeded; a parent watching this child's snapshot reacts to changes. */
  sentCount: number;
  lastResult: unknown;
  error: AuthError | null;
}

export type ResendCodeEvent = { type: 'code.resend' };

/**
 * The resend control of spec §4: initial → sending → sent (2 s) → waiting; back to initial when
 * the resend fails. The control is disabled while sending or sent. The actual send is the
 * `resend` actor, provided by whoever owns the destination (the OTP flow, the email screens).
 */
export const resendCodeMachine = setup({
  types: {
    input: {} as ResendCodeInput,
    context: {} as ResendCodeContext,
    events: {} as ResendCodeEvent,
  },
  actors: {
    resend: fromPromise<unknown, unknown>(notProvided('resend')),
  },
  actions: {
    ...flowEffectStubs,
    clearError: assign({ error: null }),
  },
  delays: {
    codeSent: CODE_SENT_DURATION_MS,
  },
}).createMachine({
  id: 'resendCode',
  context: ({ input }) => ({
    request: input.request,
    sentCount: 0,
    lastResult: undefined,
    error: null,
  }),
  initial: 'initial',
  states: {
    initial: {
      on: { 'code.resend': 'sending' },
    },
    sending: {
      tags: 'pending',
      entry: 'clearError',
      invoke: {
        src: 'resend',
        input: ({ context }: { context: ResendCodeContext }) => context.request,
        onDone: {
          target: 'sent',
          actions: assign({
            sentCount: ({ context }) => context.sentCount + 1,
            lastResult: ({ event }) => event.output,
          }),
        },
        onError: {
          target: 'initial',
          actions: [
            assign({ error: ({ event }) => toAuthError(event.error) }),
            { type: 'reportError', params: ({ event }) => toAuthError(event.error) },
          ],
        },
      },
    },
    sent: {
      after: { codeSent: 'waiting' },
    },
    waiting: {
      on: { 'code.resend': 'sending' },
    },
  },
});

/**
 * The resend control bound to a send function: every resend calls `send` with the `request` the
 * parent passed as input, through the request wrapper (timeout and abort). Flow effects (errors
 * reported to the host) are bound the same way.
 */
export function resendCodeWith<TRequest>(
  send: (request: TRequest, signal: AbortSignal) => Promise<unknown>,
  { effects, requestTimeoutMs }: FlowActorOptions = {},
) {
  return resendCodeMachine.provide({
    actors: { resend: fromRequest<unknown, unknown>((input, signal) => send(input as TRequest, signal), requestTimeoutMs) },
    ...(effects && { actions: effects }),
  });
}
