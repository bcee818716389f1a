import { assign, fromPromise, sendTo, setup } from 'xstate';
import { createAuthError, type AuthError } from '../../client';
import { checkEmail, normalizeEmail } from '../../validation/email';
import { addingStates, contactListContext, contactListOn, contactListStates, type ContactKind } from '../contact-list';
import { otpMachine } from '../otp';
import { sensitiveChangeMachine } from '../sensitive-change';
import type { AccountState } from '../shared/account-section';
import { flowEffectStubs } from '../shared/flow-effects';
import { notProvided } from '../shared/not-provided';
import type { EmailAddressesContext, EmailAddressesEvent, EmailAddressesInput, EmailChange } from './email-addresses.types';

/** What is wrong with the typed address before anything is sent, or null. */
export function emailFieldError(email: string, account: AccountState | null): AuthError | null {
  const problem = checkEmail(email);
  if (problem) return createAuthError(problem);
  const typed = normalizeEmail(email).toLowerCase();
  return account?.user.emails.some((entry) => entry.email.toLowerCase() === typed) ? createAuthError('duplicate_email') : null;
}

/** The user's addresses as a contact list: a code to a new one with `otps.email.send`, a removal with `user.deleteEmail`. */
const EMAILS: ContactKind<EmailChange> = {
  id: 'emailAddresses',
  events: { add: 'email.add', edit: 'email.edit', remove: 'email.remove' },
  removeIdOf: (event) => (event as { emailId: string }).emailId,
  idsOf: (user) => user.emails.map((entry) => entry.emailId),
  method: 'email',
  // Refusals of the new address itself, shown at its field.
  fieldErrors: new Set(['invalid_email', 'duplicate_email', 'email_required', 'invalid_email_format', 'inactive_email']),
  normalize: normalizeEmail,
  sendChange: (email, context) => ({
    kind: 'send',
    email,
    expirationMinutes: context.otpExpirationMinutes,
    ...(context.locale !== undefined && { locale: context.locale }),
  }),
  removeChange: (emailId) => ({ kind: 'remove', emailId }),
};

/**
 * The account's email addresses: the list (verified or not, the one the user signs in with marked:
 * `signInAddress`), adding one (a code sent to it with `otps.email.send`, `send/secondary`; the
 * code entered adds it, verified) and removing one after asking (`user.deleteEmail`). Adding and
 * removing are sensitive changes (a step-up first when the session lacks a category Stytch wants).
 * Every change reads the account again, and the root passes it to the other sections. A contact
 * list (`flows/contact-list`, shared with the phone numbers) with the address's field of its own.
 */
export const emailAddressesMachine = setup({
  types: {
    input: {} as EmailAddressesInput,
    context: {} as EmailAddressesContext,
    events: {} as EmailAddressesEvent,
    children: {} as { change: 'sensitiveChange'; code: 'code' },
  },
  actors: {
    loadAccount: fromPromise<AccountState | null>(notProvided('loadAccount')),
    sensitiveChange: sensitiveChangeMachine,
    code: otpMachine,
  },
  actions: {
    ...flowEffectStubs,
    setError: assign((_, error: AuthError) => ({ error })),
    forwardCancel: sendTo('change', { type: 'change.cancel' }),
  },
  guards: {
    addressIsFine: ({ context }) => context.adding !== null && emailFieldError(context.adding.address, context.account) === null,
  },
}).createMachine({
  id: 'emailAddresses',
  context: ({ input }) => contactListContext(input),
  initial: 'starting',
  on: contactListOn<EmailAddressesEvent>(),
  states: {
    ...contactListStates<EmailAddressesEvent, EmailChange>(EMAILS),

    // A new address: typed, a code sent to it, the code entered.
    adding: {
      initial: 'entering',
      on: {
        'email.change': {
          actions: assign({ adding: ({ context, event }) => ({ address: event.email, methodId: context.adding?.methodId ?? null }), fieldError: null, error: null }),
        },
      },
      states: {
        entering: {
          on: {
            'email.submit': [
              { guard: 'addressIsFine', target: 'sending', actions: assign({ fieldError: null, error: null }) },
              { actions: assign({ fieldError: ({ context }) => emailFieldError(context.adding?.address ?? '', context.account) }) },
            ],
            'change.cancel': { target: '#emailAddresses.ready', actions: assign({ adding: null, fieldError: null }) },
          },
        },
        ...addingStates<EmailAddressesEvent, EmailChange>(EMAILS),
      },
    },
  },
});
