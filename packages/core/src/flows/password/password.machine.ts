import { assign, fromPromise, sendTo, setup } from 'xstate';
import {
  toAuthError,
  type AuthError,
  type AuthenticateResult,
  type MagicLinkRequest,
  type OtpSendResult,
  type PasswordResetStartRequest,
  type SendResult,
} from '../../client';
import { OTP_EXPIRATION_MINUTES, SESSION_DURATION_MINUTES } from '../../config/constants';
import { isPasswordAccepted, passwordStrengthMachine } from '../password-strength';
import { AuthEventType, flowEffectStubs, recordFailure } from '../shared/flow-effects';
import type { ResetReason } from '../shared/outcome';
import type { SendCodeRequest } from '../shared/senders';
import type {
  PasswordContext,
  PasswordErrorSource,
  PasswordEvent,
  PasswordInput,
  PasswordOutput,
  PasswordSubmission,
} from './password.types';
import { notProvided } from '../shared/not-provided';
import { sendStep, sentCode } from '../shared/send-step';

const errorTypeIs = (type: string) => ({ event }: { event: { error: unknown } }) => toAuthError(event.error).type === type;

/**
 * PasswordCreateOrLogin (spec §2, §4) for a new user (create form, with the strength check) or
 * a user with a password (login form). It ends with the user logged in, or after sending an
 * email: a reset link (Forgot Password?, a `reset_password` answer → Dedupe, a `breached_password`
 * answer to a login → Breached), or a login code or link (the passwordless option). The login
 * widget routes on the output.
 */
export const passwordMachine = setup({
  types: {
    input: {} as PasswordInput,
    context: {} as PasswordContext,
    events: {} as PasswordEvent,
    output: {} as PasswordOutput,
    children: {} as { strength: 'passwordStrength' },
  },
  actors: {
    submitPassword: fromPromise<AuthenticateResult, PasswordSubmission>(notProvided('submitPassword')),
    sendReset: fromPromise<SendResult, PasswordResetStartRequest>(notProvided('sendReset')),
    sendLink: fromPromise<SendResult, MagicLinkRequest>(notProvided('sendLink')),
    sendCode: fromPromise<OtpSendResult, SendCodeRequest>(notProvided('sendCode')),
    passwordStrength: passwordStrengthMachine,
  },
  actions: {
    ...flowEffectStubs,
    setError: assign(({ context: _context }, error: AuthError) => ({ error })),
    clearError: assign({ error: null, errorSource: null }),
    setErrorSource: assign(({ context: _context }, errorSource: PasswordErrorSource) => ({ errorSource })),
    setResetReason: assign(({ context: _context }, reason: ResetReason) => ({ resetReason: reason })),
    finish: assign(({ context: _context }, output: PasswordOutput) => ({ output })),
  },
  guards: {
    strengthFailed: ({ context }) => context.strengthError !== null,
    isNewUser: ({ context }) => context.userType === 'new',
    canSubmit: ({ context, event }) =>
      event.type === 'password.submit' && event.password !== '' && (context.userType === 'password' || context.strengthValid),
    hasSecondary: ({ context }) => context.secondary !== null,
    sendsCode: ({ context }) => context.secondary === 'otp',
  },
}).createMachine({
  id: 'password',
  context: ({ input }) => ({
    email: input.email,
    userType: input.userType,
    secondary: input.secondary,
    sessionDurationMinutes: input.sessionDurationMinutes ?? SESSION_DURATION_MINUTES,
    resetRequest: input.resetRequest ?? {},
    linkRequest: input.linkRequest ?? {},
    codeRequest: input.codeRequest ?? { expirationMinutes: OTP_EXPIRATION_MINUTES },
    strengthValid: false,
    strengthError: null,
    resetReason: null,
    error: null,
    errorSource: null,
    output: null,
  }),
  invoke: {
    id: 'strength',
    src: 'passwordStrength',
    input: ({ context }) => ({ email: context.email }),
    onSnapshot: {
      actions: assign({
        strengthValid: ({ event }) => isPasswordAccepted(event.snapshot.context.result),
        strengthError: ({ event }) => (event.snapshot.matches('failed') ? event.snapshot.context.error : null),
      }),
    },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'password.change': { guard: 'isNewUser', actions: sendTo('strength', ({ event }) => event) },
        'password.submit': [
          { guard: 'canSubmit', target: 'submitting' },
          // The check itself failed: Continue runs it again (the error said to try again).
          { guard: 'strengthFailed', actions: sendTo('strength', { type: 'password.recheck' }) },
        ],
        'password.forgot': { target: 'resetting', actions: { type: 'setResetReason', params: 'forgot' } },
        'secondary.send': { guard: 'hasSecondary', target: 'sendingSecondary' },
      },
    },
    submitting: {
      tags: 'pending',
      entry: 'clearError',
      invoke: {
        src: 'submitPassword',
        input: ({ context, event }) => ({
          create: context.userType === 'new',
          email: context.email,
          password: event.type === 'password.submit' ? event.password : '',
          sessionDurationMinutes: context.sessionDurationMinutes,
        }),
        onDone: {
          target: 'done',
          actions: [
            {
              type: 'reportEvent',
              params: ({ context, event }) => ({
                type: context.userType === 'new' ? AuthEventType.PasswordCreate : AuthEventType.PasswordAuthenticate,
                data: event.output.raw,
              }),
            },
            { type: 'finish', params: ({ event }) => ({ kind: 'authenticated', via: 'password', result: event.output }) },
          ],
        },
        onError: [
          // The account must set a new password: send the reset email, then Dedupe (spec §4). Creating
          // a password for an address that already has a user is the same case: Stytch documents
          // duplicate_email for it (its prebuilt UI also meets reset_password there); the reset email
          // proves the address before a password is set.
          {
            guard: ({ context, event }) =>
              errorTypeIs('reset_password')({ event }) || (context.userType === 'new' && toAuthError(event.error).type === 'duplicate_email'),
            target: 'resetting',
            actions: [
              { type: 'reportError', params: ({ event }) => toAuthError(event.error) },
              { type: 'setResetReason', params: 'dedupe' },
            ],
          },
          // The password was found in a breach: send the reset email, then Breached.
          {
            guard: ({ context, event }) =>
              context.userType === 'password' && toAuthError(event.error).type === 'breached_password',
            target: 'resetting',
            actions: [
              { type: 'reportError', params: ({ event }) => toAuthError(event.error) },
              { type: 'setResetReason', params: 'breached' },
            ],
          },
          {
            target: 'editing',
            actions: [...recordFailure, { type: 'setErrorSource', params: 'password' }],
          },
        ],
      },
    },
    resetting: sendStep({
      kind: 'reset',
      request: (context: PasswordContext) => ({ ...context.resetRequest, email: context.email }),
      sent: 'done',
      failed: 'editing',
      outcome: ({ context }): PasswordOutput => ({ kind: 'resetSent', email: context.email, reason: context.resetReason ?? 'forgot' }),
      // 'Forgot Password?' asked for it; otherwise the password's answer did (Dedupe, Breached).
      onFailure: [
        {
          type: 'setErrorSource',
          params: ({ context }: { context: PasswordContext }) => (context.resetReason === 'forgot' ? 'forgot' : 'password'),
        },
      ],
    }),
    sendingSecondary: {
      tags: 'pending',
      entry: 'clearError',
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'sendsCode', target: 'code' }, { target: 'link' }],
        },
        code: sendStep({
          kind: 'code',
          request: (context: PasswordContext) => ({ ...context.codeRequest, method: 'email', destination: context.email }),
          sent: '#password.done',
          failed: '#password.editing',
          outcome: ({ context, ...sent }): PasswordOutput => ({ kind: 'codeSent', otp: sentCode({ method: 'email', destination: context.email }, sent) }),
          onFailure: [{ type: 'setErrorSource', params: 'secondary' }],
        }),
        link: sendStep({
          kind: 'link',
          request: (context: PasswordContext) => ({ ...context.linkRequest, email: context.email }),
          sent: '#password.done',
          failed: '#password.editing',
          outcome: ({ context }): PasswordOutput => ({ kind: 'linkSent', email: context.email }),
          onFailure: [{ type: 'setErrorSource', params: 'secondary' }],
        }),
      },
    },
    done: {
      type: 'final',
    },
  },
  output: ({ context }) => context.output as PasswordOutput,
});
