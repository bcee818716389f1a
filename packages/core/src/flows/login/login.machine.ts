import { assign, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import {
  createAuthError,
  toAuthError,
  type AuthError,
  type BootstrapData,
  type MagicLinkRequest,
  type OtpSendResult,
  type PasswordResetStartRequest,
  type PasswordUserType,
  type SendResult,
} from '../../client';
import {
  PHONE_PARSE_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  resolveLoginConfig,
  validateLoginConfig,
} from '../../config';
import { checkEmail, normalizeEmail } from '../../validation/email';
import { fallbackPhoneNumber, phoneDigits, type ParsedPhoneNumber, type PhoneInputValue } from '../../validation/phone';
import { magicLinkMachine } from '../magic-link';
import { otpMachine } from '../otp';
import type { SendCodeRequest } from '../shared/senders';
import { passwordMachine, type PasswordOutput } from '../password';
import { resendCodeMachine } from '../resend-code';
import { AuthEventType, flowEffectStubs, recordFailure } from '../shared/flow-effects';
import type { LoginContext, LoginEvent, LoginInput, OtpState, PendingSend } from './login.types';

const notProvided = (name: string) => () =>
  Promise.reject(createAuthError('not_supported', { message: `${name} actor not provided` }));

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

function phoneSend(context: LoginContext, parsed: ParsedPhoneNumber): PendingSend {
  const method = context.lastPhone?.method ?? 'sms';
  return { ...otpRequest(context, method, parsed.number), displayDestination: parsed.national || parsed.number };
}

function emailCodeSend(context: LoginContext, email: string): PendingSend {
  return { ...otpRequest(context, 'email', email), displayDestination: email };
}

/** The address the password screens are about. */
const passwordEmail = (context: LoginContext) => context.passwordState?.email ?? context.lastEmail;

const linkRequest = (context: LoginContext, email: string): MagicLinkRequest => ({ ...context.config.magicLink, email });
const resetRequest = (context: LoginContext): PasswordResetStartRequest => ({
  ...context.config.passwordReset,
  email: passwordEmail(context),
});

const otpStateFrom = (send: PendingSend, methodId: string, sentAt: number): OtpState => ({
  type: send.method,
  methodId,
  otpDestination: send.destination,
  displayDestination: send.displayDestination,
  sentAt,
});

/**
 * The login widget (spec §2–§4): owns the widget state (screen, otpState, magicLinkState,
 * passwordState, errorDescriptor) and the transition rules, and invokes one child flow per
 * step. Main validates and submits its form itself, so its errors stay under the field; the
 * passcode, magic-link and password steps are children seeded from the widget state, and hand
 * back their outcome to route on. Every screen change sets or clears the sub-states it concerns.
 */
const loginSetup = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
    children: {} as { otp: 'otp'; magicLink: 'magicLink'; password: 'password'; resend: 'resetResend' },
  },
  actors: {
    loadBootstrap: fromPromise<BootstrapData>(notProvided('loadBootstrap')),
    parsePhone: fromPromise<ParsedPhoneNumber, PhoneInputValue>(notProvided('parsePhone')),
    sendCode: fromPromise<OtpSendResult, SendCodeRequest>(notProvided('sendCode')),
    sendLink: fromPromise<SendResult, MagicLinkRequest>(notProvided('sendLink')),
    sendReset: fromPromise<SendResult, PasswordResetStartRequest>(notProvided('sendReset')),
    searchUser: fromPromise<{ userType: PasswordUserType }, { email: string }>(notProvided('searchUser')),
    otp: otpMachine,
    magicLink: magicLinkMachine,
    password: passwordMachine,
    resetResend: resendCodeMachine,
  },
  actions: {
    ...flowEffectStubs,
    clearError: assign({ errorDescriptor: null }),
    setError: assign(({ context: _context }, error: AuthError) => ({ errorDescriptor: error })),
    /** Back to Main: every sub-state of the secondary screens is cleared (spec §4). */
    resetToMain: assign({
      otpState: null,
      magicLinkState: null,
      passwordState: null,
      resetReason: null,
      offerPasswordCreation: false,
      pendingSend: null,
      errorDescriptor: null,
    }),
    /** Parsing failed or timed out: accept calling code + digits (spec §5). */
    acceptFallbackNumber: assign({
      pendingSend: ({ context }) => phoneSend(context, fallbackPhoneNumber(context.lastPhone as PhoneInputValue)),
    }),
  },
  guards: {
    hasConfigErrors: ({ context }) => context.configErrors.length > 0,
    isKnownTab: ({ context, event }) => event.type === 'tab.select' && context.config.tabs.includes(event.tab),
    isEmailInvalid: ({ event }) => event.type === 'email.submit' && checkEmail(event.email) !== null,
    emailLooksUpPasswords: ({ context }) => context.config.emailForm === 'passwords',
    emailSendsLink: ({ context }) => context.config.emailForm === 'emailMagicLinks',
    emailSendsCode: ({ context }) => context.config.emailForm === 'otp',
    isPhoneMethodDisabled: ({ context, event }) =>
      event.type === 'phone.submit' && !context.config.otp.methods.includes(event.method),
    isPhoneEmpty: ({ event }) => event.type === 'phone.submit' && phoneDigits(event.phone.text) === '',
    isValidNumber: ({ context: _context }, parsed: ParsedPhoneNumber) => parsed.isValid,
    secondaryIsCode: ({ context }) => context.config.secondaryEmail === 'otp',
    secondaryIsLink: ({ context }) => context.config.secondaryEmail === 'emailMagicLinks',
    offersPasswordCreation: ({ context }) => context.offerPasswordCreation,
    canSkipPassword: ({ context }) => context.resetReason !== 'setNew',
  },
  delays: {
    phoneParseTimeout: PHONE_PARSE_TIMEOUT_MS,
    requestTimeout: ({ context }) => context.requestTimeoutMs,
  },
});

/**
 * A passwordless user's 'Create a password instead' from the code or link screen: a reset email
 * goes out, then PasswordSetNew; on failure, back to where they were with the error.
 */
const creatingPassword = (clear: { otpState?: null; magicLinkState?: null }) =>
  loginSetup.createStateConfig({
    tags: 'pending',
    entry: 'clearError',
    invoke: {
      src: 'sendReset',
      input: ({ context }) => resetRequest(context),
      onDone: { target: '#login.resetSent', actions: assign({ resetReason: 'setNew' as const, ...clear }) },
      onError: { target: 'active', actions: recordFailure },
    },
    after: {
      requestTimeout: { target: 'active', actions: { type: 'setError', params: createAuthError('request_timeout') } },
    },
  });

export const loginMachine = loginSetup.createMachine({
  id: 'login',
  context: ({ input }) => {
    const configErrors = validateLoginConfig(input.config);
    const config = resolveLoginConfig(
      configErrors.some((error) => error.code === 'no_products') ? { products: [] } : input.config,
    );
    return {
      config,
      configErrors,
      bootstrap: input.bootstrap,
      activeTab: config.tabs[0] ?? null,
      otpState: null,
      magicLinkState: null,
      passwordState: null,
      resetReason: null,
      offerPasswordCreation: false,
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
  on: {
    'screen.back': { target: '.main', actions: 'resetToMain' },
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
                guard: 'emailLooksUpPasswords',
                target: 'lookingUpUser',
                actions: assign({ lastEmail: ({ event }) => normalizeEmail(event.email), errorDescriptor: null }),
              },
              {
                guard: 'emailSendsLink',
                target: 'sendingLink',
                actions: assign({ lastEmail: ({ event }) => normalizeEmail(event.email), errorDescriptor: null }),
              },
              {
                guard: 'emailSendsCode',
                target: 'sendingCode',
                actions: assign(({ context, event }) => ({
                  lastEmail: normalizeEmail(event.email),
                  errorDescriptor: null,
                  pendingSend: emailCodeSend(context, normalizeEmail(event.email)),
                })),
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
              { target: 'idle', actions: { type: 'setError', params: createAuthError('invalid_phone_number') } },
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
                  otpState: ({ context, event }) => otpStateFrom(context.pendingSend as PendingSend, event.output.methodId, Date.now()),
                }),
                { type: 'reportEvent', params: ({ event }) => ({ type: AuthEventType.OTPsLoginOrCreate, data: event.output.raw }) },
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
              actions: recordFailure,
            },
          },
          after: {
            requestTimeout: { target: 'idle', actions: { type: 'setError', params: createAuthError('request_timeout') } },
          },
        },
        sendingLink: {
          tags: 'pending',
          invoke: {
            src: 'sendLink',
            input: ({ context }) => linkRequest(context, context.lastEmail),
            onDone: {
              target: '#login.emailConfirmation',
              actions: [
                assign({ magicLinkState: ({ context }) => ({ email: context.lastEmail }) }),
                { type: 'reportEvent', params: ({ event }) => ({ type: AuthEventType.MagicLinkLoginOrCreate, data: event.output.raw }) },
                {
                  type: 'logTelemetry',
                  params: ({ context }) => ({ name: 'email_sent', details: { email: context.lastEmail, type: 'login_or_create_eml' } }),
                },
              ],
            },
            onError: {
              target: 'idle',
              actions: recordFailure,
            },
          },
          after: {
            requestTimeout: { target: 'idle', actions: { type: 'setError', params: createAuthError('request_timeout') } },
          },
        },
        lookingUpUser: {
          tags: 'pending',
          invoke: {
            src: 'searchUser',
            input: ({ context }) => ({ email: context.lastEmail }),
            onDone: [
              {
                guard: ({ event }) => event.output.userType === 'passwordless',
                target: '#login.passwordless',
                actions: assign({ passwordState: ({ context }) => ({ email: context.lastEmail, type: 'passwordless' }) }),
              },
              {
                target: '#login.password',
                actions: assign({
                  passwordState: ({ context, event }) => ({ email: context.lastEmail, type: event.output.userType }),
                }),
              },
            ],
            onError: {
              target: 'idle',
              actions: recordFailure,
            },
          },
          after: {
            requestTimeout: { target: 'idle', actions: { type: 'setError', params: createAuthError('request_timeout') } },
          },
        },
      },
    },

    // PasswordCreateOrLogin for a new user or one with a password: the `password` child.
    password: {
      invoke: {
        id: 'password',
        src: 'password',
        input: ({ context }) => ({
          email: passwordEmail(context),
          userType: context.passwordState?.type === 'password' ? 'password' : 'new',
          secondary: context.config.secondaryEmail,
          sessionDurationMinutes: context.config.sessionDurationMinutes,
          resetRequest: context.config.passwordReset,
          linkRequest: context.config.magicLink,
          codeRequest: otpRequest(context, 'email', passwordEmail(context)),
          requestTimeoutMs: context.requestTimeoutMs,
        }),
        onDone: [
          { guard: ({ event }) => event.output.kind === 'authenticated', target: 'passwordConfirmation' },
          {
            guard: ({ event }) => event.output.kind === 'resetSent',
            target: 'resetSent',
            actions: assign({
              resetReason: ({ event }) => (event.output as Extract<PasswordOutput, { kind: 'resetSent' }>).reason,
            }),
          },
          {
            guard: ({ event }) => event.output.kind === 'codeSent',
            target: 'otpAuthenticate',
            actions: assign({
              otpState: ({ context, event }) => {
                const sent = event.output as Extract<PasswordOutput, { kind: 'codeSent' }>;
                return otpStateFrom(emailCodeSend(context, passwordEmail(context)), sent.methodId, sent.sentAt);
              },
            }),
          },
          { target: 'emailConfirmation', actions: assign({ magicLinkState: ({ context }) => ({ email: passwordEmail(context) }) }) },
        ],
        onError: { target: 'error', actions: { type: 'setError', params: ({ event }) => toAuthError(event.error) } },
      },
    },

    // PasswordCreateOrLogin for a passwordless user: a code or a link goes out at once, or, with
    // neither configured, a reset email (spec §2).
    passwordless: {
      initial: 'choosing',
      on: {
        'password.create': '.creatingPassword',
      },
      states: {
        choosing: {
          always: [
            { guard: 'secondaryIsCode', target: 'sendingCode' },
            { guard: 'secondaryIsLink', target: 'sendingLink' },
            { target: 'creatingPassword' },
          ],
        },
        sendingCode: {
          tags: 'pending',
          entry: assign({ pendingSend: ({ context }) => emailCodeSend(context, passwordEmail(context)) }),
          invoke: {
            src: 'sendCode',
            input: ({ context }) => context.pendingSend as PendingSend,
            onDone: {
              target: '#login.otpAuthenticate',
              actions: [
                assign({
                  offerPasswordCreation: true,
                  otpState: ({ context, event }) => otpStateFrom(context.pendingSend as PendingSend, event.output.methodId, Date.now()),
                }),
                { type: 'reportEvent', params: ({ event }) => ({ type: AuthEventType.OTPsLoginOrCreate, data: event.output.raw }) },
              ],
            },
            onError: {
              target: 'failed',
              actions: recordFailure,
            },
          },
          after: {
            requestTimeout: { target: 'failed', actions: { type: 'setError', params: createAuthError('request_timeout') } },
          },
        },
        sendingLink: {
          tags: 'pending',
          invoke: {
            src: 'sendLink',
            input: ({ context }) => linkRequest(context, passwordEmail(context)),
            onDone: {
              target: '#login.emailConfirmation',
              actions: [
                assign({ offerPasswordCreation: true, magicLinkState: ({ context }) => ({ email: passwordEmail(context) }) }),
                { type: 'reportEvent', params: ({ event }) => ({ type: AuthEventType.MagicLinkLoginOrCreate, data: event.output.raw }) },
              ],
            },
            onError: {
              target: 'failed',
              actions: recordFailure,
            },
          },
          after: {
            requestTimeout: { target: 'failed', actions: { type: 'setError', params: createAuthError('request_timeout') } },
          },
        },
        creatingPassword: {
          tags: 'pending',
          entry: 'clearError',
          invoke: {
            src: 'sendReset',
            input: ({ context }) => resetRequest(context),
            onDone: { target: '#login.resetSent', actions: assign({ resetReason: 'setNew' }) },
            onError: {
              target: 'failed',
              actions: recordFailure,
            },
          },
          after: {
            requestTimeout: { target: 'failed', actions: { type: 'setError', params: createAuthError('request_timeout') } },
          },
        },
        failed: {},
      },
    },

    otpAuthenticate: {
      invoke: {
        id: 'otp',
        src: 'otp',
        input: ({ context }) => {
          const otp = context.otpState as OtpState;
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
        onError: { target: 'error', actions: { type: 'setError', params: ({ event }) => toAuthError(event.error) } },
      },
      initial: 'active',
      states: {
        active: {
          on: { 'password.create': { guard: 'offersPasswordCreation', target: 'creatingPassword' } },
        },
        creatingPassword: creatingPassword({ otpState: null }),
      },
    },

    emailConfirmation: {
      invoke: {
        id: 'magicLink',
        src: 'magicLink',
        input: ({ context }) => ({
          email: context.magicLinkState?.email ?? '',
          request: context.config.magicLink,
          sent: true,
          requestTimeoutMs: context.requestTimeoutMs,
        }),
      },
      on: {
        'email.tryAgain': {
          target: 'main',
          actions: [
            {
              type: 'logTelemetry',
              params: ({ context }) => ({
                name: 'email_try_again_clicked',
                details: { email: context.magicLinkState?.email ?? '', type: 'login_or_create_eml' },
              }),
            },
            'resetToMain',
          ],
        },
      },
      initial: 'active',
      states: {
        active: {
          on: { 'password.create': { guard: 'offersPasswordCreation', target: 'creatingPassword' } },
        },
        creatingPassword: creatingPassword({ magicLinkState: null }),
      },
    },

    // PasswordForgot, PasswordBreached, PasswordSetNew, PasswordDedupe: a reset email went out.
    resetSent: {
      invoke: {
        id: 'resend',
        src: 'resetResend',
        input: ({ context }) => ({ request: resetRequest(context), requestTimeoutMs: context.requestTimeoutMs }),
      },
      on: {
        'reset.resend': {
          actions: [
            {
              type: 'logTelemetry',
              params: ({ context }) => ({
                name: 'email_try_again_clicked',
                details: { email: passwordEmail(context), type: 'reset_password' },
              }),
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
        sendingLink: {
          tags: 'pending',
          entry: 'clearError',
          invoke: {
            src: 'sendLink',
            input: ({ context }) => linkRequest(context, passwordEmail(context)),
            onDone: {
              target: '#login.emailConfirmation',
              actions: [
                assign({ magicLinkState: ({ context }) => ({ email: passwordEmail(context) }), resetReason: null }),
                { type: 'reportEvent', params: ({ event }) => ({ type: AuthEventType.MagicLinkLoginOrCreate, data: event.output.raw }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: recordFailure,
            },
          },
          after: {
            requestTimeout: { target: 'idle', actions: { type: 'setError', params: createAuthError('request_timeout') } },
          },
        },
      },
    },

    otpConfirmation: {
      entry: { type: 'reportEvent', params: { type: AuthEventType.AuthenticateFlowComplete, data: {} } },
    },
    passwordConfirmation: {
      entry: { type: 'reportEvent', params: { type: AuthEventType.AuthenticateFlowComplete, data: {} } },
    },
    error: {},
  },
});
