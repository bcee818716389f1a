import { assign, fromPromise, sendTo, setup } from 'xstate';
import { createAuthError, type AuthError, type OtpSendResult } from '../../client';
import { OTP_EXPIRATION_MINUTES, SESSION_DURATION_MINUTES } from '../../config/constants';
import { phoneDigits, type PhoneInputValue } from '../../validation/phone';
import { otpMachine, type OtpOutput } from '../otp';
import { phoneInputMachine } from '../phone-input';
import { sensitiveChangeMachine, type SensitiveChangeOutput } from '../sensitive-change';
import { factorsAfter, signInMethodCount, type AccountState } from '../shared/account-section';
import { flowEffectStubs, recordFailure } from '../shared/flow-effects';
import { notProvided } from '../shared/not-provided';
import type { PhoneChange, PhoneNumbersContext, PhoneNumbersEvent, PhoneNumbersInput } from './phone-numbers.types';

/** Refusals of the new number itself, shown at its field. */
const FIELD_ERRORS = new Set(['invalid_phone_number', 'duplicate_phone_number', 'duplicate_phone_number_for_user', 'phone_required', 'invalid_phone_number_country_code', 'unsubscribed_phone_number']);

const E164 = /^\+\d{7,15}$/;

const changed = (output: unknown): output is Extract<SensitiveChangeOutput, { kind: 'changed' }> => (output as SensitiveChangeOutput).kind === 'changed';

/** The E.164 number is already the user's. */
const isTheirs = (account: AccountState | null, phoneNumber: string) => account?.user.phoneNumbers.some((entry) => entry.phoneNumber === phoneNumber) === true;

/**
 * The account's phone numbers: the list (verified or not, the one this session's texted code
 * proved marked), adding one (the phone field, with its country picker, read with libphonenumber's
 * rules; a code texted to it with `otps.sms.send`, `send/secondary`; the code entered adds it) and
 * removing one after asking (`user.deletePhoneNumber`), both sensitive changes. Every change reads
 * the account again.
 */
export const phoneNumbersMachine = setup({
  types: {
    input: {} as PhoneNumbersInput,
    context: {} as PhoneNumbersContext,
    events: {} as PhoneNumbersEvent,
    children: {} as { change: 'sensitiveChange'; code: 'code'; phoneInput: 'phoneInput' },
  },
  actors: {
    loadAccount: fromPromise<AccountState | null>(notProvided('loadAccount')),
    /** The typed number in E.164, or null when it cannot be one. */
    readPhone: fromPromise<string | null, PhoneInputValue>(notProvided('readPhone')),
    sensitiveChange: sensitiveChangeMachine,
    code: otpMachine,
    phoneInput: phoneInputMachine,
  },
  actions: {
    ...flowEffectStubs,
    setError: assign((_, error: AuthError) => ({ error })),
    forwardCancel: sendTo('change', { type: 'change.cancel' }),
  },
  guards: {
    hasAccount: ({ context }) => context.account !== null,
    canRemove: ({ context, event }) =>
      event.type === 'phone.remove' &&
      context.account !== null &&
      context.account.user.phoneNumbers.some((entry) => entry.phoneId === event.phoneId) &&
      signInMethodCount(context.account.user) > 1,
    givesNumber: ({ event }) => event.type === 'phone.submit' && event.phoneNumber !== undefined,
  },
}).createMachine({
  id: 'phoneNumbers',
  context: ({ input }) => ({
    account: input.account ?? null,
    sessionDurationMinutes: input.sessionDurationMinutes ?? SESSION_DURATION_MINUTES,
    otpExpirationMinutes: input.otpExpirationMinutes ?? OTP_EXPIRATION_MINUTES,
    ...(input.locale !== undefined && { locale: input.locale }),
    ...(input.regionCode !== undefined && { regionCode: input.regionCode }),
    adding: null,
    removing: null,
    fieldError: null,
    error: null,
    done: null,
    revision: 0,
  }),
  initial: 'starting',
  on: { 'account.update': { actions: assign({ account: ({ event }) => event.account }) } },
  states: {
    starting: { always: [{ guard: 'hasAccount', target: 'ready' }, { target: 'loading' }] },
    loading: {
      tags: 'pending',
      invoke: {
        src: 'loadAccount',
        onDone: [{ guard: ({ event }) => event.output === null, target: 'noUser' }, { target: 'ready', actions: assign({ account: ({ event }) => event.output }) }],
        onError: { target: 'loadFailed', actions: recordFailure },
      },
    },
    loadFailed: { on: { 'request.retry': { target: 'loading', actions: assign({ error: null }) } } },
    noUser: {},

    ready: {
      on: {
        'phone.add': { target: 'adding', actions: assign({ adding: null, fieldError: null, error: null, done: null }) },
        'phone.remove': { guard: 'canRemove', target: 'confirmingRemoval', actions: assign({ removing: ({ event }) => event.phoneId, error: null, done: null }) },
      },
    },

    confirmingRemoval: {
      on: {
        'remove.confirm': 'removing',
        'change.cancel': { target: 'ready', actions: assign({ removing: null }) },
      },
    },
    removing: {
      tags: 'pending',
      on: { 'change.cancel': { actions: 'forwardCancel' } },
      invoke: {
        id: 'change',
        src: 'sensitiveChange',
        input: ({ context }) => ({
          change: { kind: 'remove', phoneId: context.removing! } satisfies PhoneChange,
          account: context.account!,
          sessionDurationMinutes: context.sessionDurationMinutes,
          otpExpirationMinutes: context.otpExpirationMinutes,
          ...(context.locale !== undefined && { locale: context.locale }),
        }),
        onDone: [
          {
            guard: ({ event }) => changed(event.output),
            target: 'refreshing',
            actions: assign({ done: 'removed', account: ({ context, event }) => ({ ...context.account!, factors: event.output.factors }) }),
          },
          {
            target: 'ready',
            actions: assign(({ context, event }) => ({
              removing: null,
              account: { ...context.account!, factors: event.output.factors },
              error: event.output.kind === 'failed' ? event.output.error : null,
            })),
          },
        ],
      },
    },

    // A new number: the phone field (kept while adding, so a failure keeps what was typed), its
    // code sent, the code entered.
    adding: {
      initial: 'entering',
      invoke: {
        id: 'phoneInput',
        src: 'phoneInput',
        input: ({ context }) => ({ ...(context.regionCode !== undefined && { regionCode: context.regionCode }) }),
      },
      states: {
        entering: {
          on: {
            'phone.submit': [
              {
                guard: 'givesNumber',
                target: 'checking',
                actions: assign({ adding: ({ event }) => ({ phoneNumber: event.phoneNumber!.trim(), methodId: null }), fieldError: null, error: null }),
              },
              { target: 'reading', actions: assign({ fieldError: null, error: null }) },
            ],
            'change.cancel': { target: '#phoneNumbers.ready', actions: assign({ adding: null, fieldError: null }) },
          },
        },
        // The field's text and country, read as a number (libphonenumber, loaded on demand).
        reading: {
          tags: 'pending',
          invoke: {
            src: 'readPhone',
            input: ({ self }) =>
              (self.getSnapshot().children.phoneInput?.getSnapshot().context as PhoneInputValue | undefined) ?? { text: '', regionCode: 'US', callingCode: '1' },
            onDone: [
              {
                guard: ({ event }) => event.output !== null,
                target: 'checking',
                actions: assign({ adding: ({ event }) => ({ phoneNumber: event.output!, methodId: null }) }),
              },
              {
                target: 'entering',
                actions: assign({
                  fieldError: ({ self }) => {
                    const typed = self.getSnapshot().children.phoneInput?.getSnapshot().context.text ?? '';
                    return createAuthError(phoneDigits(typed) === '' ? 'phone_required' : 'invalid_phone_number');
                  },
                }),
              },
            ],
            onError: { target: 'entering', actions: assign({ fieldError: () => createAuthError('invalid_phone_number') }) },
          },
        },
        checking: {
          always: [
            { guard: ({ context }) => !E164.test(context.adding?.phoneNumber ?? ''), target: 'entering', actions: assign({ fieldError: () => createAuthError('invalid_phone_number') }) },
            // A number already on this account: Stytch's own type for it (`duplicate_phone_number` is another user's).
            { guard: ({ context }) => isTheirs(context.account, context.adding!.phoneNumber), target: 'entering', actions: assign({ fieldError: () => createAuthError('duplicate_phone_number_for_user') }) },
            { target: 'sending' },
          ],
        },
        sending: {
          tags: 'pending',
          on: { 'change.cancel': { actions: 'forwardCancel' } },
          invoke: {
            id: 'change',
            src: 'sensitiveChange',
            input: ({ context }) => ({
              change: {
                kind: 'send',
                phoneNumber: context.adding!.phoneNumber,
                expirationMinutes: context.otpExpirationMinutes,
                ...(context.locale !== undefined && { locale: context.locale }),
              } satisfies PhoneChange,
              account: context.account!,
              sessionDurationMinutes: context.sessionDurationMinutes,
              otpExpirationMinutes: context.otpExpirationMinutes,
              ...(context.locale !== undefined && { locale: context.locale }),
            }),
            onDone: [
              {
                guard: ({ event }) => changed(event.output),
                target: 'verifying',
                actions: assign(({ context, event }) => ({
                  adding: { phoneNumber: context.adding!.phoneNumber, methodId: (event.output as { result: OtpSendResult }).result.methodId },
                  account: { ...context.account!, factors: event.output.factors },
                })),
              },
              {
                target: 'entering',
                actions: assign(({ context, event }) => {
                  const error = event.output.kind === 'failed' ? event.output.error : null;
                  const onField = error !== null && FIELD_ERRORS.has(error.type);
                  return { account: { ...context.account!, factors: event.output.factors }, fieldError: onField ? error : null, error: onField ? null : error };
                }),
              },
            ],
          },
        },
        verifying: {
          on: {
            'phone.edit': 'entering',
            'change.cancel': { target: '#phoneNumbers.ready', actions: assign({ adding: null }) },
          },
          invoke: {
            id: 'code',
            src: 'code',
            input: ({ context }) => ({
              sendKind: 'signedInCode' as const,
              method: 'sms' as const,
              destination: context.adding!.phoneNumber,
              methodId: context.adding!.methodId!,
              expirationMinutes: context.otpExpirationMinutes,
              sessionDurationMinutes: context.sessionDurationMinutes,
              ...(context.locale !== undefined && { locale: context.locale }),
            }),
            onDone: {
              target: '#phoneNumbers.refreshing',
              actions: assign({
                done: 'added',
                account: ({ context, event }) => ({ ...context.account!, factors: factorsAfter(context.account!, (event.output as OtpOutput).result) }),
              }),
            },
          },
        },
      },
    },

    refreshing: {
      tags: 'pending',
      invoke: {
        src: 'loadAccount',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({ account: event.output ?? context.account, adding: null, removing: null, revision: context.revision + 1 })),
        },
        onError: { target: 'ready', actions: [...recordFailure, assign({ adding: null, removing: null })] },
      },
    },
  },
});
