import { assign, fromPromise, setup } from 'xstate';
import {
  createAuthError,
  type AuthError,
  type MagicLinkRequest,
  type OtpSendResult,
  type PasswordUserType,
  type SendResult,
} from '../../client';
import { PHONE_PARSE_TIMEOUT_MS } from '../../config/constants';
import { checkEmail, normalizeEmail } from '../../validation/email';
import { fallbackPhoneNumber, phoneDigits, type ParsedPhoneNumber, type PhoneInputValue } from '../../validation/phone';
import { flowEffectStubs, recordFailure } from '../shared/flow-effects';
import { codeOptions, type SendCodeRequest } from '../shared/senders';
import type { LoginFormContext, LoginFormDraft, LoginFormEvent, LoginFormInput, LoginFormOutput, PendingSend } from './login-form.types';
import { notProvided } from '../shared/not-provided';
import { sendStep, sentCode } from '../shared/send-step';

const codeRequest = (config: LoginFormContext['config'], method: SendCodeRequest['method'], destination: string): SendCodeRequest => ({
  ...codeOptions(config.otp, method),
  method,
  destination,
});

const phoneSend = (context: LoginFormContext, parsed: ParsedPhoneNumber): PendingSend => ({
  ...codeRequest(context.config, context.phone?.method ?? 'sms', parsed.number),
  displayDestination: parsed.national || parsed.number,
});

const draftOf = (context: LoginFormContext): LoginFormDraft => ({
  activeTab: context.activeTab,
  email: context.email,
  phone: context.phone,
});

/**
 * Main's form (spec §2, §4, §5): tabs, then the email form (a code, a link, or the password
 * lookup, as the config decides) or the phone form (parsed with the chosen country, 2 s at most,
 * else calling code + digits). Invalid input is refused before any request, with the spec's
 * code, and what was typed stays. Ends when a code or link went out or the user was found.
 */
export const loginFormMachine = setup({
  types: {
    input: {} as LoginFormInput,
    context: {} as LoginFormContext,
    events: {} as LoginFormEvent,
    output: {} as LoginFormOutput,
  },
  actors: {
    parsePhone: fromPromise<ParsedPhoneNumber, PhoneInputValue>(notProvided('parsePhone')),
    sendCode: fromPromise<OtpSendResult, SendCodeRequest>(notProvided('sendCode')),
    sendLink: fromPromise<SendResult, MagicLinkRequest>(notProvided('sendLink')),
    searchUser: fromPromise<{ userType: PasswordUserType }, { email: string }>(notProvided('searchUser')),
  },
  actions: {
    ...flowEffectStubs,
    setError: assign(({ context: _context }, error: AuthError) => ({ error })),
    finish: assign(({ context: _context }, output: LoginFormOutput) => ({ output })),
    /** Parsing failed or timed out: accept calling code + digits (spec §5). */
    acceptFallbackNumber: assign({
      pendingSend: ({ context }) => phoneSend(context, fallbackPhoneNumber(context.phone as PhoneInputValue)),
    }),
  },
  guards: {
    isKnownTab: ({ context, event }) => event.type === 'tab.select' && context.config.tabs.includes(event.tab),
    isEmailInvalid: ({ event }) => event.type === 'email.submit' && checkEmail(event.email) !== null,
    emailLooksUpPasswords: ({ context }) => context.config.emailForm === 'passwords',
    emailSendsLink: ({ context }) => context.config.emailForm === 'emailMagicLinks',
    emailSendsCode: ({ context }) => context.config.emailForm === 'otp',
    isPhoneMethodDisabled: ({ context, event }) => event.type === 'phone.submit' && !context.config.otp.methods.includes(event.method),
    isPhoneEmpty: ({ event }) => event.type === 'phone.submit' && phoneDigits(event.phone.text) === '',
    isValidNumber: ({ context: _context }, parsed: ParsedPhoneNumber) => parsed.isValid,
  },
  delays: {
    phoneParseTimeout: PHONE_PARSE_TIMEOUT_MS,
  },
}).createMachine({
  id: 'loginForm',
  context: ({ input }) => ({
    config: input.config,
    activeTab: input.draft?.activeTab ?? input.config.tabs[0] ?? null,
    email: input.draft?.email ?? '',
    phone: input.draft?.phone ?? null,
    pendingSend: null,
    error: null,
    output: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'tab.select': { guard: 'isKnownTab', actions: assign({ activeTab: ({ event }) => event.tab, error: null }) },
        'email.submit': [
          {
            guard: 'isEmailInvalid',
            actions: [
              assign({ email: ({ event }) => event.email }),
              { type: 'setError', params: ({ event }) => createAuthError(checkEmail(event.email) ?? 'invalid_email_format') },
            ],
          },
          {
            guard: 'emailLooksUpPasswords',
            target: 'lookingUpUser',
            actions: assign({ email: ({ event }) => normalizeEmail(event.email), error: null }),
          },
          {
            guard: 'emailSendsLink',
            target: 'sendingLink',
            actions: assign({ email: ({ event }) => normalizeEmail(event.email), error: null }),
          },
          {
            guard: 'emailSendsCode',
            target: 'sendingCode',
            actions: assign(({ context, event }) => ({
              email: normalizeEmail(event.email),
              error: null,
              pendingSend: { ...codeRequest(context.config, 'email', normalizeEmail(event.email)), displayDestination: normalizeEmail(event.email) },
            })),
          },
        ],
        'phone.submit': [
          { guard: 'isPhoneMethodDisabled' },
          {
            guard: 'isPhoneEmpty',
            actions: [
              assign({ phone: ({ event }) => ({ ...event.phone, method: event.method }) }),
              { type: 'setError', params: createAuthError('phone_required') },
            ],
          },
          {
            target: 'parsingPhone',
            actions: assign({ phone: ({ event }) => ({ ...event.phone, method: event.method }), error: null }),
          },
        ],
      },
    },
    parsingPhone: {
      tags: 'pending',
      invoke: {
        src: 'parsePhone',
        input: ({ context }) => context.phone as PhoneInputValue,
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
    sendingCode: sendStep({
      kind: 'code',
      request: (context: LoginFormContext) => context.pendingSend as PendingSend,
      sent: 'done',
      failed: 'idle',
      outcome: ({ context, ...sent }): LoginFormOutput => ({
        kind: 'codeSent',
        otp: sentCode(context.pendingSend as PendingSend, sent),
        draft: draftOf(context),
      }),
    }),
    sendingLink: sendStep({
      kind: 'link',
      request: (context: LoginFormContext) => ({ ...context.config.magicLink, email: context.email }),
      sent: 'done',
      failed: 'idle',
      outcome: ({ context }): LoginFormOutput => ({ kind: 'linkSent', email: context.email, draft: draftOf(context) }),
    }),
    lookingUpUser: {
      tags: 'pending',
      invoke: {
        src: 'searchUser',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'done',
          actions: assign({
            output: ({ context, event }): LoginFormOutput => ({
              kind: 'userFound',
              email: context.email,
              userType: event.output.userType,
              draft: draftOf(context),
            }),
          }),
        },
        onError: { target: 'idle', actions: recordFailure },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.output as LoginFormOutput,
});
