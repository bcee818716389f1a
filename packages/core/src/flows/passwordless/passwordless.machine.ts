import { assign, fromPromise, setup } from 'xstate';
import {
  type AuthError,
  type MagicLinkRequest,
  type OtpSendResult,
  type PasswordResetStartRequest,
  type SendResult,
} from '../../client';
import { OTP_EXPIRATION_MINUTES } from '../../config/constants';
import { clockNow } from '../shared/clock';
import { AuthEventType, flowEffectStubs, recordFailure } from '../shared/flow-effects';
import type { FlowOutcome } from '../shared/outcome';
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
    sendingCode: {
      tags: 'pending',
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ ...context.codeRequest, method: 'email' as const, destination: context.email }),
        onDone: {
          target: 'sent',
          actions: [
            { type: 'reportEvent', params: ({ event }) => ({ type: AuthEventType.OTPsLoginOrCreate, data: event.output.raw }) },
            { type: 'logTelemetry', params: ({ context }) => ({ name: 'email_sent', details: { email: context.email, type: 'login_or_create_otp' } }) },
            assign({
              output: ({ context, event, system }): PasswordlessOutput => ({
                kind: 'codeSent',
                passwordless: true,
                otp: {
                  type: 'email',
                  methodId: event.output.methodId,
                  otpDestination: context.email,
                  displayDestination: context.email,
                  sentAt: clockNow(system),
                },
              }),
            }),
          ],
        },
        onError: { target: 'failed', actions: recordFailure },
      },
    },
    sendingLink: {
      tags: 'pending',
      invoke: {
        src: 'sendLink',
        input: ({ context }) => ({ ...context.linkRequest, email: context.email }),
        onDone: {
          target: 'sent',
          actions: [
            { type: 'reportEvent', params: ({ event }) => ({ type: AuthEventType.MagicLinkLoginOrCreate, data: event.output.raw }) },
            { type: 'logTelemetry', params: ({ context }) => ({ name: 'email_sent', details: { email: context.email, type: 'login_or_create_eml' } }) },
            assign({ output: ({ context }): PasswordlessOutput => ({ kind: 'linkSent', email: context.email, passwordless: true }) }),
          ],
        },
        onError: { target: 'failed', actions: recordFailure },
      },
    },
    sendingReset: {
      tags: 'pending',
      invoke: {
        src: 'sendReset',
        input: ({ context }) => ({ ...context.resetRequest, email: context.email }),
        onDone: {
          target: 'sent',
          actions: [
            { type: 'reportEvent', params: ({ event }) => ({ type: AuthEventType.PasswordResetByEmailStart, data: event.output.raw }) },
            { type: 'logTelemetry', params: ({ context }) => ({ name: 'email_sent', details: { email: context.email, type: 'reset_password' } }) },
            assign({ output: ({ context }): PasswordlessOutput => ({ kind: 'resetSent', email: context.email, reason: 'setNew' }) }),
          ],
        },
        onError: { target: 'failed', actions: recordFailure },
      },
    },
    failed: {},
    sent: { type: 'final' },
  },
  output: ({ context }) => context.output as PasswordlessOutput,
});
