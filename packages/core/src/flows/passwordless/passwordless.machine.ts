import { assign, fromPromise, setup } from 'xstate';
import {
  type AuthError,
  type MagicLinkRequest,
  type OtpSendResult,
  type PasswordResetStartRequest,
  type SendResult,
} from '../../client';
import { OTP_EXPIRATION_MINUTES } from '../../config/constants';
import { flowEffectStubs } from '../shared/flow-effects';
import type { FlowOutcome } from '../shared/outcome';
import { sendStep, sentCode } from '../shared/send-step';
import type { SendCodeRequest } from '../shared/senders';
import { notProvided } from '../shared/not-provided';

export interface PasswordlessInput {
  email: string;
  /** What the config offers instead of a password: a login code, a login link, or neither. */
  secondary: 'otp' | 'emailMagicLinks' | null;
  codeRequest?: Omit<SendCodeRequest, 'method' | 'destination'>;
  linkRequest?: Omit<MagicLinkRequest, 'email'>;
  resetRequest?: Omit<PasswordResetStartRequest, 'email'>;
}

export interface PasswordlessContext {
  email: string;
  secondary: PasswordlessInput['secondary'];
  codeRequest: Omit<SendCodeRequest, 'method' | 'destination'>;
  linkRequest: Omit<MagicLinkRequest, 'email'>;
  resetRequest: Omit<PasswordResetStartRequest, 'email'>;
  error: AuthError | null;
  output: PasswordlessOutput | null;
}

export type PasswordlessOutput = Extract<FlowOutcome, { kind: 'codeSent' | 'linkSent' | 'resetSent' }>;

/**
 * PasswordCreateOrLogin for a user without a password (spec §2): on load, a login code or link
 * goes out at once, or, with neither configured, an email to set a password. A failure stays on
 * the screen with its error ('Create a password instead' stays available beside it).
 */
export const passwordlessMachine = setup({
  types: {
    input: {} as PasswordlessInput,
    context: {} as PasswordlessContext,
    output: {} as PasswordlessOutput,
  },
  actors: {
    sendCode: fromPromise<OtpSendResult, SendCodeRequest>(notProvided('sendCode')),
    sendLink: fromPromise<SendResult, MagicLinkRequest>(notProvided('sendLink')),
    sendReset: fromPromise<SendResult, PasswordResetStartRequest>(notProvided('sendReset')),
  },
  actions: {
    ...flowEffectStubs,
    setError: assign(({ context: _context }, error: AuthError) => ({ error })),
    finish: assign(({ context: _context }, output: PasswordlessOutput) => ({ output })),
  },
  guards: {
    sendsCode: ({ context }) => context.secondary === 'otp',
    sendsLink: ({ context }) => context.secondary === 'emailMagicLinks',
  },
}).createMachine({
  id: 'passwordless',
  context: ({ input }) => ({
    email: input.email,
    secondary: input.secondary,
    codeRequest: input.codeRequest ?? { expirationMinutes: OTP_EXPIRATION_MINUTES },
    linkRequest: input.linkRequest ?? {},
    resetRequest: input.resetRequest ?? {},
    error: null,
    output: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      always: [{ guard: 'sendsCode', target: 'sendingCode' }, { guard: 'sendsLink', target: 'sendingLink' }, { target: 'sendingReset' }],
    },
    sendingCode: sendStep({
      kind: 'code',
      request: (context: PasswordlessContext) => ({ ...context.codeRequest, method: 'email', destination: context.email }),
      sent: 'sent',
      failed: 'failed',
      outcome: ({ context, ...sent }): PasswordlessOutput => ({
        kind: 'codeSent',
        passwordless: true,
        otp: sentCode({ method: 'email', destination: context.email }, sent),
      }),
    }),
    sendingLink: sendStep({
      kind: 'link',
      request: (context: PasswordlessContext) => ({ ...context.linkRequest, email: context.email }),
      sent: 'sent',
      failed: 'failed',
      outcome: ({ context }): PasswordlessOutput => ({ kind: 'linkSent', email: context.email, passwordless: true }),
    }),
    sendingReset: sendStep({
      kind: 'reset',
      request: (context: PasswordlessContext) => ({ ...context.resetRequest, email: context.email }),
      sent: 'sent',
      failed: 'failed',
      outcome: ({ context }): PasswordlessOutput => ({ kind: 'resetSent', email: context.email, reason: 'setNew' }),
    }),
    failed: {},
    sent: { type: 'final' },
  },
  output: ({ context }) => context.output as PasswordlessOutput,
});
