import { assign, fromPromise, sendTo, setup } from 'xstate';
import { createAuthError, type AuthError, type OtpSendResult } from '../../client';
import { OTP_EXPIRATION_MINUTES, SESSION_DURATION_MINUTES } from '../../config/constants';
import { checkEmail, normalizeEmail } from '../../validation/email';
import { otpMachine, type OtpOutput } from '../otp';
import { sensitiveChangeMachine, type SensitiveChangeOutput } from '../sensitive-change';
import { factorsAfter, signInMethodCount, type AccountState } from '../shared/account-section';
import { flowEffectStubs, recordFailure } from '../shared/flow-effects';
import { notProvided } from '../shared/not-provided';
import type { EmailAddressesContext, EmailAddressesEvent, EmailAddressesInput, EmailChange } from './email-addresses.types';

/** Refusals of the new address itself, shown at its field. */
const FIELD_ERRORS = new Set(['invalid_email', 'duplicate_email', 'email_required', 'invalid_email_format', 'inactive_email']);

/** What is wrong with the typed address before anything is sent, or null. */
export function emailFieldError(email: string, account: AccountState | null): AuthError | null {
  const problem = checkEmail(email);
  if (problem) return createAuthError(problem);
  const typed = normalizeEmail(email).toLowerCase();
  return account?.user.emails.some((entry) => entry.email.toLowerCase() === typed) ? createAuthError('duplicate_email') : null;
}

const changed = (output: unknown): output is Extract<SensitiveChangeOutput, { kind: 'changed' }> => (output as SensitiveChangeOutput).kind === 'changed';

/**
 * The account's email addresses: the list (verified or not, the one the user signs in with marked:
 * `signInAddress`), adding one (a code sent to it with `otps.email.send`, `send/secondary`; the
 * code entered adds it, verified) and removing one after asking (`user.deleteEmail`). Adding and
 * removing are sensitive changes (a step-up first when the session lacks a category Stytch wants).
 * Every change reads the account again, and the root passes it to the other sections.
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
    hasAccount: ({ context }) => context.account !== null,
    canRemove: ({ context, event }) =>
      event.type === 'email.remove' &&
      context.account !== null &&
      context.account.user.emails.some((entry) => entry.emailId === event.emailId) &&
      signInMethodCount(context.account.user) > 1,
    addressIsFine: ({ context }) => context.adding !== null && emailFieldError(context.adding.email, context.account) === null,
  },
}).createMachine({
  id: 'emailAddresses',
  context: ({ input }) => ({
    account: input.account ?? null,
    sessionDurationMinutes: input.sessionDurationMinutes ?? SESSION_DURATION_MINUTES,
    otpExpirationMinutes: input.otpExpirationMinutes ?? OTP_EXPIRATION_MINUTES,
    ...(input.locale !== undefined && { locale: input.locale }),
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
        'email.add': { target: 'adding', actions: assign({ adding: { email: '', methodId: null }, fieldError: null, error: null, done: null }) },
        'email.remove': { guard: 'canRemove', target: 'confirmingRemoval', actions: assign({ removing: ({ event }) => event.emailId, error: null, done: null }) },
      },
    },

    // 'Remove ada@work.example?': the user confirms, or cancels.
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
          change: { kind: 'remove', emailId: context.removing! } satisfies EmailChange,
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

    // A new address: typed, a code sent to it, the code entered.
    adding: {
      initial: 'entering',
      on: { 'email.change': { actions: assign({ adding: ({ context, event }) => ({ email: event.email, methodId: context.adding?.methodId ?? null }), fieldError: null, error: null }) } },
      states: {
        entering: {
          on: {
            'email.submit': [
              { guard: 'addressIsFine', target: 'sending', actions: assign({ fieldError: null, error: null }) },
              { actions: assign({ fieldError: ({ context }) => emailFieldError(context.adding?.email ?? '', context.account) }) },
            ],
            'change.cancel': { target: '#emailAddresses.ready', actions: assign({ adding: null, fieldError: null }) },
          },
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
                email: normalizeEmail(context.adding!.email),
                expirationMinutes: context.otpExpirationMinutes,
                ...(context.locale !== undefined && { locale: context.locale }),
              } satisfies EmailChange,
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
                  adding: { email: normalizeEmail(context.adding!.email), methodId: ((event.output as { result: OtpSendResult }).result).methodId },
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
        // The code sent to the new address: the passcode screen's flow (resend, countdown).
        verifying: {
          on: {
            'email.edit': 'entering',
            'change.cancel': { target: '#emailAddresses.ready', actions: assign({ adding: null }) },
          },
          invoke: {
            id: 'code',
            src: 'code',
            input: ({ context }) => ({
              sendKind: 'signedInCode' as const,
              method: 'email' as const,
              destination: context.adding!.email,
              methodId: context.adding!.methodId!,
              expirationMinutes: context.otpExpirationMinutes,
              sessionDurationMinutes: context.sessionDurationMinutes,
              ...(context.locale !== undefined && { locale: context.locale }),
            }),
            onDone: {
              target: '#emailAddresses.refreshing',
              actions: assign({
                done: 'added',
                account: ({ context, event }) => ({ ...context.account!, factors: factorsAfter(context.account!, (event.output as OtpOutput).result) }),
              }),
            },
          },
        },
      },
    },

    // The list as the server has it now.
    refreshing: {
      tags: 'pending',
      invoke: {
        src: 'loadAccount',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            account: event.output ?? context.account,
            adding: null,
            removing: null,
            revision: context.revision + 1,
          })),
        },
        onError: { target: 'ready', actions: [...recordFailure, assign({ adding: null, removing: null })] },
      },
    },
  },
});
