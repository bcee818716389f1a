import { assign, enqueueActions, fromPromise, sendTo, setup, type DoneActorEvent } from 'xstate';
import {
  type AuthError,
  type AuthenticateResult,
  type OtpAuthenticateRequest,
  type OtpSendResult,
} from '../../client';
import { OTP_EXPIRATION_MINUTES, SESSION_DURATION_MINUTES } from '../../config/constants';
import { isPasscodeComplete, sanitizePasscode } from '../../validation/passcode';
import { countdownMachine } from '../countdown';
import { resendCodeMachine } from '../resend-code';
import { clockNow } from '../shared/clock';
import { AuthEventType, flowEffectStubs, recordFailure } from '../shared/flow-effects';
import { SEND_KINDS, sendStep } from '../shared/send-step';
import type { OtpContext, OtpEvent, OtpInput, OtpOutput, OtpResendRequest, SendCodeRequest } from './otp.types';
import { notProvided } from '../shared/not-provided';

const expiryFrom = (sentAt: number, minutes: number) => sentAt + minutes * 60_000;

/**
 * One-time passcode entry (the OTPAuthenticate screen): the code is sent (unless the caller
 * already sent it), then the user types it; the 6th digit submits. A wrong code keeps the user
 * here with the error; resend issues a new code and restarts the expiry countdown (spec §4).
 */
export const otpMachine = setup({
  types: {
    input: {} as OtpInput,
    context: {} as OtpContext,
    events: {} as OtpEvent,
    output: {} as OtpOutput,
    children: {} as { countdown: 'countdown'; resend: 'resendCode' },
  },
  actors: {
    sendCode: fromPromise<OtpSendResult, SendCodeRequest>(notProvided('sendCode')),
    sendSignedInCode: fromPromise<OtpSendResult, SendCodeRequest>(notProvided('sendSignedInCode')),
    verifyCode: fromPromise<AuthenticateResult, OtpAuthenticateRequest>(notProvided('verifyCode')),
    countdown: countdownMachine,
    resendCode: resendCodeMachine,
  },
  actions: {
    ...flowEffectStubs,
    clearError: assign({ error: null }),
    /** After the send step: the code's method id, and its expiry from now. */
    keepSentCode: assign(({ context, event, system }) => ({
      methodId: (event as unknown as DoneActorEvent<OtpSendResult>).output.methodId,
      expiresAt: expiryFrom(clockNow(system), context.sendRequest.expirationMinutes),
    })),
    setError: assign(({ context: _context }, error: AuthError) => ({ error })),
  },
  guards: {
    hasMethodId: ({ context }) => context.methodId !== null,
    isSignedInCode: ({ context }) => context.sendKind === 'signedInCode',
    isCodeComplete: ({ event }) => event.type === 'code.submit' && isPasscodeComplete(sanitizePasscode(event.code)),
    isEmail: ({ context }) => context.sendRequest.method === 'email',
  },
}).createMachine({
  id: 'otp',
  context: ({ input, self }) => {
    const expirationMinutes = input.expirationMinutes ?? OTP_EXPIRATION_MINUTES;
    const { sessionDurationMinutes, methodId, sentAt, displayDestination, sendKind, ...request } = input;
    return {
      sendKind: sendKind ?? 'code',
      sendRequest: { ...request, expirationMinutes },
      displayDestination: displayDestination ?? input.destination,
      sessionDurationMinutes: sessionDurationMinutes ?? SESSION_DURATION_MINUTES,
      methodId: methodId ?? null,
      expiresAt: expiryFrom(sentAt ?? clockNow(self.system), expirationMinutes),
      resendsApplied: 0,
      code: '',
      error: null,
      result: null,
    };
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasMethodId', target: 'active' }, { target: 'send' }],
    },
    // The code goes out through the send step every sender shares (its host event, `email_sent`
    // when it emailed), of the input's kind: a login's code, or the signed-in user's; the flow
    // goes on to the code's entry with its method id and expiry.
    send: {
      always: [{ guard: 'isSignedInCode', target: 'sendingSignedIn' }, { target: 'sending' }],
    },
    sending: sendStep({
      kind: 'code',
      request: (context: OtpContext) => context.sendRequest,
      sent: 'active',
      failed: 'sendFailed',
      clearsError: true,
      onSent: ['keepSentCode'],
    }),
    sendingSignedIn: sendStep({
      kind: 'signedInCode',
      request: (context: OtpContext) => context.sendRequest,
      sent: 'active',
      failed: 'sendFailed',
      clearsError: true,
      onSent: ['keepSentCode'],
    }),
    sendFailed: {
      on: { 'code.resend': 'send' },
    },
    active: {
      invoke: [
        {
          id: 'countdown',
          src: 'countdown',
          input: ({ context }) => ({ expiresAt: context.expiresAt }),
        },
        {
          id: 'resend',
          src: 'resendCode',
          input: ({ context }) => ({ request: { ...context.sendRequest, sendKind: context.sendKind } satisfies OtpResendRequest }),
          onSnapshot: {
            guard: ({ context, event }) => event.snapshot.context.sentCount > context.resendsApplied,
            actions: [
              assign(({ event }) => {
                const sent = event.snapshot.context.lastResult as OtpSendResult;
                return {
                  methodId: sent.methodId,
                  resendsApplied: event.snapshot.context.sentCount,
                  error: null,
                };
              }),
              assign({ expiresAt: ({ context, system }) => expiryFrom(clockNow(system), context.sendRequest.expirationMinutes) }),
              sendTo('countdown', ({ context }) => ({ type: 'countdown.restart' as const, expiresAt: context.expiresAt })),
              // The send's host event again (a code to the signed-in user has none).
              enqueueActions(({ context, event, enqueue }) => {
                const type = SEND_KINDS[context.sendKind].event;
                if (type !== null) enqueue({ type: 'reportEvent', params: { type, data: (event.snapshot.context.lastResult as OtpSendResult).raw } });
              }),
            ],
          },
        },
      ],
      initial: 'awaitingCode',
      states: {
        awaitingCode: {
          on: {
            'code.submit': {
              guard: 'isCodeComplete',
              target: 'verifying',
              actions: assign({ code: ({ event }) => sanitizePasscode(event.code), error: null }),
            },
            'code.resend': [
              {
                guard: 'isEmail',
                actions: [
                  {
                    type: 'logTelemetry',
                    params: ({ context }) => ({
                      name: 'email_try_again_clicked',
                      details: { email: context.sendRequest.destination, type: SEND_KINDS[context.sendKind].emailType },
                    }),
                  },
                  sendTo('resend', { type: 'code.resend' }),
                ],
              },
              { actions: sendTo('resend', { type: 'code.resend' }) },
            ],
          },
        },
        verifying: {
          tags: 'pending',
          invoke: {
            src: 'verifyCode',
            input: ({ context }) => ({
              code: context.code,
              methodId: context.methodId ?? '',
              sessionDurationMinutes: context.sessionDurationMinutes,
            }),
            onDone: {
              target: '#otp.authenticated',
              actions: [
                assign({ result: ({ event }) => event.output }),
                {
                  type: 'reportEvent',
                  params: ({ event }) => ({ type: AuthEventType.OTPsAuthenticate, data: event.output.raw }),
                },
              ],
            },
            onError: {
              target: 'awaitingCode',
              actions: recordFailure,
            },
          },
        },
      },
    },
    authenticated: {
      type: 'final',
    },
  },
  output: ({ context }): OtpOutput => ({ kind: 'authenticated', via: 'otp', result: context.result as AuthenticateResult }),
});

