import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import {
  createAuthError,
  toAuthError,
  type AuthError,
  type BootstrapData,
  type OtpSendResult,
} from '../../client';
import {
  PHONE_PARSE_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  resolveLoginConfig,
  validateLoginConfig,
  type LoginConfig,
} from '../../config';
import { checkEmail, normalizeEmail } from '../../validation/email';
import { fallbackPhoneNumber, phoneDigits, type ParsedPhoneNumber, type PhoneInputValue } from '../../validation/phone';
import { otpMachine, type SendCodeRequest } from '../otp';
import { AuthEventType, flowEffectStubs } from '../shared/flow-effects';
import type { LoginContext, LoginEvent, LoginInput, PendingSend } from './login.types';

const notProvided = (name: string) => () => Promise.reject(createAuthError('not_supported', { message: `${name} actor not provided` }));

function phoneSend(context: LoginContext, parsed: ParsedPhoneNumber): PendingSend {
  const method = context.lastPhone?.method ?? 'sms';
  return { ...otpRequest(context, method, parsed.number), displayDestination: parsed.national || parsed.number };
}

function otpRequest(context: LoginContext, method: SendCodeRequest['method'], destination: string): SendCodeRequest {
  const { expirationMinutes, loginTemplateId, signupTemplateId, locale } = context.config.otp;
  return {
    method,
    destination,
    expirationMinutes,
    ...(method === 'email' && loginTemplateId !== undefined && { loginTemplateId }),
    ...(method === 'email' && signupTemplateId !== undefined && { signupTemplateId }),
    ...(locale !== undefined && { locale }),
  };
}

/**
 * The login widget (spec §2–§4): owns the widget state (screen, otpState, errorDescriptor…) and
 * the transition rules, and invokes one child flow per step. Main submits the form (validating
 * and sending the first code itself, so its errors stay under the field); OTPAuthenticate is
 * the `otp` child, seeded from otpState; OTPConfirmation ends the flow.
 */
export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
    children: {} as { otp: 'otp' },
  },
  actors: {
    loadBootstrap: fromPromise<BootstrapData>(notProvided('loadBootstrap')),
    parsePhone: fromPromise<ParsedPhoneNumber, PhoneInputValue>(notProvided('parsePhone')),
    sendCode: fromPromise<OtpSendResult, SendCodeRequest>(notProvided('sendCode')),
    otp: otpMachine,
  },
  actions: {
    ...flowEffectStubs,
    clearError: assign({ errorDescriptor: null }),
    setError: assign(({ context: _context }, error: AuthError) => ({ errorDescriptor: error })),
    clearOtpState: assign({ otpState: null, pendingSend: null }),
    /** Parsing failed or timed out: accept calling code + digits (spec §5). */
    acceptFallbackNumber: assign({
      pendingSend: ({ context }) => phoneSend(context, fallbackPhoneNumber(context.lastPhone as PhoneInputValue)),
    }),
  },
  guards: {
    hasConfigErrors: ({ context }) => context.configErrors.length > 0,
    isKnownTab: ({ context, event }) => event.type === 'tab.select' && context.config.tabs.includes(event.tab),
    isEmailInvalid: ({ event }) => event.type === 'email.submit' && checkEmail(event.email) !== null,
    emailUsesOtp: ({ context }) => context.config.otp.methods.includes('email'),
    isPhoneMethodDisabled: ({ context, event }) =>
      event.type === 'phone.submit' && !context.config.otp.methods.includes(event.method),
    isPhoneEmpty: ({ event }) => event.type === 'phone.submit' && phoneDigits(event.phone.text) === '',
    isValidNumber: ({ context: _context }, parsed: ParsedPhoneNumber) => parsed.isValid,
  },
  delays: {
    phoneParseTimeout: PHONE_PARSE_TIMEOUT_MS,
    requestTimeout: ({ context }) => context.requestTimeoutMs,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => {
    const configErrors = validateLoginConfig(input.config);
    const config = resolveLoginConfig(
      configErrors.some((error) => error.code === 'no_products') ? { products: [] } : (input.config as LoginConfig),
    );
    return {
      config,
      configErrors,
      bootstrap: input.bootstrap,
      activeTab: config.tabs[0] ?? null,
      otpState: null,
      errorDescriptor: null,
      lastEmail: '',
      lastPhone: null,
      pendingSend: null,
      requestTimeoutMs: input.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
    };
  },
  entry: { type: 'logTelemetry', params: { name: 'render_login_screen' } },
  invoke: {
    src: 'loadBootstrap',
    onDone: { actions: assign({ bootstrap: ({ event }) => event.output }) },
  },
  initial: 'main',
  states: {
    main: {
      initial: 'idle',
      on: {
        'tab.select': { guard: 'isKnownTab', actions: [assign({ activeTab: ({ event }) => event.tab }), 'clearError'] },
      },
      states: {
        idle: {
          on: {
            'email.submit': [
              { guard: 'hasConfigErrors' },
              {
                guard: 'isEmailInvalid',
                actions: [
                  assign({ lastEmail: ({ event }) => event.email }),
                  {
                    type: 'setError',
                    params: ({ event }) => createAuthError(checkEmail(event.email) ?? 'invalid_email_format'),
                  },
                ],
              },
              {
                guard: 'emailUsesOtp',
                target: 'sendingCode',
                actions: assign(({ context, event }) => {
                  const email = normalizeEmail(event.email);
                  return {
                    lastEmail: email,
                    errorDescriptor: null,
                    pendingSend: { ...otpRequest(context, 'email', email), displayDestination: email },
                  };
                }),
              },
            ],
            'phone.submit': [
              { guard: 'hasConfigErrors' },
              { guard: 'isPhoneMethodDisabled' },
              {
                guard: 'isPhoneEmpty',
                actions: [
                  assign({ lastPhone: ({ event }) => ({ ...event.phone, method: event.method }) }),
                  { type: 'setError', params: createAuthError('phone_required') },
                ],
              },
              {
                target: 'parsingPhone',
                actions: assign({
                  lastPhone: ({ event }) => ({ ...event.phone, method: event.method }),
                  errorDescriptor: null,
                }),
              },
            ],
          },
        },
        parsingPhone: {
          tags: 'pending',
          invoke: {
            src: 'parsePhone',
            input: ({ context }) => context.lastPhone as PhoneInputValue,
            onDone: [
              {
                guard: { type: 'isValidNumber', params: ({ event }) => event.output },
                target: 'sendingCode',
                actions: assign({ pendingSend: ({ context, event }) => phoneSend(context, event.output) }),
              },
              {
                target: 'idle',
                actions: { type: 'setError', params: createAuthError('invalid_phone_number') },
              },
            ],
            onError: { target: 'sendingCode', actions: 'acceptFallbackNumber' },
          },
          after: {
            phoneParseTimeout: { target: 'sendingCode', actions: 'acceptFallbackNumber' },
          },
        },
        sendingCode: {
          tags: 'pending',
          invoke: {
            src: 'sendCode',
            input: ({ context }) => context.pendingSend as PendingSend,
            onDone: {
              target: '#login.otpAuthenticate',
              actions: [
                assign({
                  otpState: ({ context, event }) => {
                    const sent = context.pendingSend as PendingSend;
                    return {
                      type: sent.method,
                      methodId: event.output.methodId,
                      otpDestination: sent.destination,
                      displayDestination: sent.displayDestination,
                      sentAt: Date.now(),
                    };
                  },
                }),
                {
                  type: 'reportEvent',
                  params: ({ event }) => ({ type: AuthEventType.OTPsLoginOrCreate, data: event.output.raw }),
                },
                enqueueActions(({ context, enqueue }) => {
                  const sent = context.pendingSend;
                  if (sent?.method !== 'email') return;
                  enqueue({
                    type: 'logTelemetry',
                    params: { name: 'email_sent', details: { email: sent.destination, type: 'login_or_create_otp' } },
                  });
                }),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                { type: 'setError', params: ({ event }) => toAuthError(event.error) },
                { type: 'reportError', params: ({ event }) => toAuthError(event.error) },
              ],
            },
          },
          after: {
            requestTimeout: { target: 'idle', actions: { type: 'setError', params: createAuthError('request_timeout') } },
          },
        },
      },
    },
    otpAuthenticate: {
      invoke: {
        id: 'otp',
        src: 'otp',
        input: ({ context }) => {
          const otp = context.otpState!;
          return {
            ...otpRequest(context, otp.type, otp.otpDestination),
            displayDestination: otp.displayDestination,
            methodId: otp.methodId,
            sentAt: otp.sentAt,
            sessionDurationMinutes: context.config.sessionDurationMinutes,
            requestTimeoutMs: context.requestTimeoutMs,
          };
        },
        onDone: 'otpConfirmation',
        onError: {
          target: 'error',
          actions: { type: 'setError', params: ({ event }) => toAuthError(event.error) },
        },
      },
      on: {
        'screen.back': { target: 'main', actions: ['clearOtpState', 'clearError'] },
      },
    },
    otpConfirmation: {
      entry: { type: 'reportEvent', params: { type: AuthEventType.AuthenticateFlowComplete, data: {} } },
    },
    error: {
      on: {
        'screen.back': { target: 'main', actions: ['clearOtpState', 'clearError'] },
      },
    },
  },
});
