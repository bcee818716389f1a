import { assign, fromPromise, sendTo, setup } from 'xstate';
import { createAuthError, type AuthError } from '../../client';
import { phoneDigits, type PhoneInputValue } from '../../validation/phone';
import { addingStates, contactListContext, contactListOn, contactListStates, type ContactKind } from '../contact-list';
import { otpMachine } from '../otp';
import { phoneInputMachine } from '../phone-input';
import { sensitiveChangeMachine } from '../sensitive-change';
import type { AccountState } from '../shared/account-section';
import { flowEffectStubs } from '../shared/flow-effects';
import { notProvided } from '../shared/not-provided';
import type { PhoneChange, PhoneNumbersContext, PhoneNumbersEvent, PhoneNumbersInput } from './phone-numbers.types';

const E164 = /^\+\d{7,15}$/;

/** The E.164 number is already the user's. */
const isTheirs = (account: AccountState | null, phoneNumber: string) => account?.user.phoneNumbers.some((entry) => entry.phoneNumber === phoneNumber) === true;

/** The user's numbers as a contact list: a code texted to a new one with `otps.sms.send`, a removal with `user.deletePhoneNumber`. */
const PHONES: ContactKind<PhoneChange> = {
  id: 'phoneNumbers',
  events: { add: 'phone.add', edit: 'phone.edit', remove: 'phone.remove' },
  removeIdOf: (event) => (event as { phoneId: string }).phoneId,
  idsOf: (user) => user.phoneNumbers.map((entry) => entry.phoneId),
  method: 'sms',
  // Refusals of the new number itself, shown at its field.
  fieldErrors: new Set(['invalid_phone_number', 'duplicate_phone_number', 'duplicate_phone_number_for_user', 'phone_required', 'invalid_phone_number_country_code', 'unsubscribed_phone_number']),
  sendChange: (phoneNumber, context) => ({
    kind: 'send',
    phoneNumber,
    expirationMinutes: context.otpExpirationMinutes,
    ...(context.locale !== undefined && { locale: context.locale }),
  }),
  removeChange: (phoneId) => ({ kind: 'remove', phoneId }),
};

/**
 * The account's phone numbers: the list (verified or not, the one this session's texted code
 * proved marked), adding one (the phone field, with its country picker, read with libphonenumber's
 * rules; a code texted to it with `otps.sms.send`, `send/secondary`; the code entered adds it) and
 * removing one after asking (`user.deletePhoneNumber`), both sensitive changes. Every change reads
 * the account again. A contact list (`flows/contact-list`, shared with the email addresses) with
 * the number's field of its own (the phone field, read, then checked).
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
    givesNumber: ({ event }) => event.type === 'phone.submit' && event.phoneNumber !== undefined,
  },
}).createMachine({
  id: 'phoneNumbers',
  context: ({ input }) => ({ ...contactListContext(input), ...(input.regionCode !== undefined && { regionCode: input.regionCode }) }),
  initial: 'starting',
  on: contactListOn<PhoneNumbersEvent>(),
  states: {
    ...contactListStates<PhoneNumbersEvent, PhoneChange>(PHONES),

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
                actions: assign({ adding: ({ event }) => ({ address: event.phoneNumber!.trim(), methodId: null }), fieldError: null, error: null }),
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
                actions: assign({ adding: ({ event }) => ({ address: event.output!, methodId: null }) }),
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
            { guard: ({ context }) => !E164.test(context.adding?.address ?? ''), target: 'entering', actions: assign({ fieldError: () => createAuthError('invalid_phone_number') }) },
            // A number already on this account: Stytch's own type for it (`duplicate_phone_number` is another user's).
            { guard: ({ context }) => isTheirs(context.account, context.adding!.address), target: 'entering', actions: assign({ fieldError: () => createAuthError('duplicate_phone_number_for_user') }) },
            { target: 'sending' },
          ],
        },
        ...addingStates<PhoneNumbersEvent, PhoneChange>(PHONES),
      },
    },
  },
});
