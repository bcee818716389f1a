import { assign, fromPromise, sendTo, setup } from 'xstate';
import { type AuthError, type MagicLinkRequest, type PasswordResetStartRequest, type SendResult } from '../../client';
import { resendCodeMachine } from '../resend-code';
import { flowEffectStubs } from '../shared/flow-effects';
import type { FlowOutcome, ResetReason } from '../shared/outcome';
import { notProvided } from '../shared/not-provided';
import { sendStep } from '../shared/send-step';

export interface ResetEmailInput {
  email: string;
  /** Which of PasswordForgot, PasswordBreached, PasswordSetNew, PasswordDedupe. */
  reason: ResetReason;
  resetRequest?: Omit<PasswordResetStartRequest, 'email'>;
  linkRequest?: Omit<MagicLinkRequest, 'email'>;
}

export interface ResetEmailContext {
  email: string;
  reason: ResetReason;
  resetRequest: PasswordResetStartRequest;
  linkRequest: MagicLinkRequest;
  error: AuthError | null;
  output: ResetEmailOutput | null;
}

export type ResetEmailEvent =
  /** 'Resend email'. */
  | { type: 'email.resend' }
  /** 'Login without a password': email a login link instead. */
  | { type: 'password.skip' };

export type ResetEmailOutput = Extract<FlowOutcome, { kind: 'linkSent' }>;

/**
 * The screens after a password-reset email went out (spec §2): PasswordForgot, PasswordBreached,
 * PasswordSetNew, PasswordDedupe. 'Resend email' (the `resend` child: 'Email resent'), and, on
 * all but PasswordSetNew, 'Login without a password', which emails a login link and ends.
 */
export const resetEmailMachine = setup({
  types: {
    input: {} as ResetEmailInput,
    context: {} as ResetEmailContext,
    events: {} as ResetEmailEvent,
    output: {} as ResetEmailOutput,
    children: {} as { resend: 'resendCode' },
  },
  actors: {
    sendLink: fromPromise<SendResult, MagicLinkRequest>(notProvided('sendLink'),
    ),
    resendCode: resendCodeMachine,
  },
  actions: {
    ...flowEffectStubs,
    setError: assign(({ context: _context }, error: AuthError) => ({ error })),
    clearError: assign({ error: null }),
    finish: assign(({ context: _context }, output: ResetEmailOutput) => ({ output })),
  },
  guards: {
    canSkipPassword: ({ context }) => context.reason !== 'setNew',
  },
}).createMachine({
  id: 'resetEmail',
  context: ({ input }) => ({
    email: input.email,
    reason: input.reason,
    resetRequest: { ...input.resetRequest, email: input.email },
    linkRequest: { ...input.linkRequest, email: input.email },
    error: null,
    output: null,
  }),
  invoke: {
    id: 'resend',
    src: 'resendCode',
    input: ({ context }) => ({ request: context.resetRequest }),
  },
  on: {
    'email.resend': {
      actions: [
        {
          type: 'logTelemetry',
          params: ({ context }) => ({ name: 'email_try_again_clicked', details: { email: context.email, type: 'reset_password' } }),
        },
        sendTo('resend', { type: 'code.resend' }),
      ],
    },
  },
  initial: 'idle',
  states: {
    idle: {
      on: { 'password.skip': { guard: 'canSkipPassword', target: 'sendingLink' } },
    },
    sendingLink: sendStep({
      kind: 'link',
      request: (context: ResetEmailContext) => context.linkRequest,
      sent: 'linkSent',
      failed: 'idle',
      clearsError: true,
      outcome: ({ context }): ResetEmailOutput => ({ kind: 'linkSent', email: context.email }),
    }),
    linkSent: { type: 'final' },
  },
  output: ({ context }) => context.output as ResetEmailOutput,
});
