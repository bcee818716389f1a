import { assign, fromPromise, sendTo, setup } from 'xstate';
import { createAuthError, type AuthError } from '../../client';
import { OTP_EXPIRATION_MINUTES, SESSION_DURATION_MINUTES } from '../../config/constants';
import { passwordStrengthMachine } from '../password-strength';
import { sensitiveChangeInput, sensitiveChangeMachine, type SensitiveChangeOutput } from '../sensitive-change';
import type { AccountState } from '../shared/account-section';
import { flowEffectStubs, recordFailure } from '../shared/flow-effects';
import { notProvided } from '../shared/not-provided';
import type { AccountPasswordContext, AccountPasswordEvent, AccountPasswordInput, PasswordChange, PasswordMethod } from './account-password.types';

/** The address a password goes with: the first verified email (Stytch's passwords are by email). */
export const passwordEmailOf = (account: AccountState | null) => account?.user.emails.find((entry) => entry.verified)?.email ?? account?.user.emails[0]?.email ?? null;

/** Whether the user has a password (null: not known, treated as none). */
export const hasPassword = (account: AccountState | null) => Boolean(account?.user.password);

/** How this form sets the password (see `PasswordMethod`). */
export function passwordMethodOf(context: Pick<AccountPasswordContext, 'account' | 'bySession'>): PasswordMethod {
  return hasPassword(context.account) && !context.bySession && passwordEmailOf(context.account) !== null ? 'existingPassword' : 'session';
}

/** The current password's refusals, shown at its field; the new one's at its own. */
const CURRENT_PASSWORD_ERRORS = new Set(['unauthorized_credentials', 'email_not_found']);
const NEW_PASSWORD_ERRORS = new Set(['cannot_reset_password_with_existing_password', 'weak_password', 'breached_password', 'invalid_password', 'password_too_long', 'password_validation_timeout']);

const changed = (output: unknown): output is Extract<SensitiveChangeOutput, { kind: 'changed' }> => (output as SensitiveChangeOutput).kind === 'changed';

const EMPTY_FORM = { currentPassword: '', newPassword: '', fieldErrors: {} };

/**
 * The account's password: set one when the user has none, change it. A user with a password gives
 * the current one (`resetByExistingPassword`: it proves the person at the keyboard knows it, needs
 * no step-up and no recent sign-in), or, when they do not know it, sets a new one by the session
 * (`resetBySession`, as for a user without one: a sensitive change, so the step-up asks for what
 * Stytch wants first, a factor from the last 5 minutes included). The new password goes through
 * the strength check the password screens have (the `strength` child, `password-strength`):
 * Save waits for the server's yes to that exact password. A failure keeps what was typed.
 */
export const accountPasswordMachine = setup({
  types: {
    input: {} as AccountPasswordInput,
    context: {} as AccountPasswordContext,
    events: {} as AccountPasswordEvent,
    children: {} as { change: 'sensitiveChange'; strength: 'passwordStrength' },
  },
  actors: {
    loadAccount: fromPromise<AccountState | null>(notProvided('loadAccount')),
    sensitiveChange: sensitiveChangeMachine,
    passwordStrength: passwordStrengthMachine,
  },
  actions: {
    ...flowEffectStubs,
    setError: assign((_, error: AuthError) => ({ error })),
    forwardCancel: sendTo('change', { type: 'change.cancel' }),
  },
  guards: {
    hasAccount: ({ context }) => context.account !== null,
    strengthAccepted: ({ context }) => context.accepted,
    needsCurrent: ({ context }) => passwordMethodOf(context) === 'existingPassword' && context.currentPassword === '',
  },
}).createMachine({
  id: 'accountPassword',
  context: ({ input }) => ({
    account: input.account ?? null,
    sessionDurationMinutes: input.sessionDurationMinutes ?? SESSION_DURATION_MINUTES,
    otpExpirationMinutes: input.otpExpirationMinutes ?? OTP_EXPIRATION_MINUTES,
    ...(input.locale !== undefined && { locale: input.locale }),
    bySession: false,
    accepted: false,
    ...EMPTY_FORM,
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

    // The form, with the strength check of the new password beside it.
    ready: {
      invoke: {
        id: 'strength',
        src: 'passwordStrength',
        input: ({ context }) => {
          const email = passwordEmailOf(context.account);
          return email ? { email } : {};
        },
        // The server's verdict on the password as typed now (an older one's never counts).
        onSnapshot: { actions: assign({ accepted: ({ event }) => event.snapshot.context.result?.validPassword === true }) },
      },
      initial: 'editing',
      on: {
        'currentPassword.change': {
          actions: assign({ currentPassword: ({ event }) => event.password, fieldErrors: ({ context }) => ({ ...context.fieldErrors, currentPassword: undefined }), error: null, done: null }),
        },
        'password.change': {
          actions: [
            assign({ newPassword: ({ event }) => event.password, fieldErrors: ({ context }) => ({ ...context.fieldErrors, newPassword: undefined }), error: null, done: null }),
            sendTo('strength', ({ event }) => ({ type: 'password.change' as const, password: event.password })),
          ],
        },
        'method.session': { actions: assign({ bySession: true, fieldErrors: {}, error: null }) },
        'method.existingPassword': { actions: assign({ bySession: false, fieldErrors: {}, error: null }) },
      },
      states: {
        editing: {
          on: {
            'password.submit': [
              // Save stays disabled without the current password (`canSubmit`).
              { guard: 'needsCurrent' },
              { guard: 'strengthAccepted', target: 'saving', actions: assign({ error: null, done: null }) },
              // Not (yet) accepted by the strength check: the meter says why, at the field.
              { actions: assign({ fieldErrors: ({ context }) => ({ ...context.fieldErrors, newPassword: createAuthError('weak_password') }) }) },
            ],
            'change.cancel': { actions: [assign({ ...EMPTY_FORM, error: null, bySession: false }), sendTo('strength', { type: 'password.change', password: '' })] },
          },
        },
        saving: {
          tags: 'pending',
          on: { 'change.cancel': { actions: 'forwardCancel' } },
          invoke: {
            id: 'change',
            src: 'sensitiveChange',
            input: ({ context }) => {
              const method = passwordMethodOf(context);
              const change: PasswordChange =
                method === 'existingPassword'
                  ? {
                      kind: 'existingPassword',
                      email: passwordEmailOf(context.account)!,
                      existingPassword: context.currentPassword,
                      newPassword: context.newPassword,
                      sessionDurationMinutes: context.sessionDurationMinutes,
                    }
                  : { kind: 'session', password: context.newPassword, sessionDurationMinutes: context.sessionDurationMinutes };
              // The current password is the proof: Stytch does not gate it.
              return sensitiveChangeInput(context, change, { gated: method === 'session' });
            },
            onDone: [
              {
                guard: ({ event }) => changed(event.output),
                target: '#accountPassword.refreshing',
                actions: assign(({ context, event }) => ({
                  done: hasPassword(context.account) ? ('changed' as const) : ('set' as const),
                  account: { ...context.account!, factors: event.output.factors },
                })),
              },
              {
                target: 'editing',
                actions: assign(({ context, event }) => {
                  const error = event.output.kind === 'failed' ? event.output.error : null;
                  if (error && CURRENT_PASSWORD_ERRORS.has(error.type) && passwordMethodOf(context) === 'existingPassword') {
                    return { account: { ...context.account!, factors: event.output.factors }, fieldErrors: { currentPassword: error }, error: null };
                  }
                  if (error && NEW_PASSWORD_ERRORS.has(error.type)) {
                    return { account: { ...context.account!, factors: event.output.factors }, fieldErrors: { newPassword: error }, error: null };
                  }
                  return { account: { ...context.account!, factors: event.output.factors }, error };
                }),
              },
            ],
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
          actions: assign(({ context, event }) => ({ account: event.output ?? context.account, ...EMPTY_FORM, bySession: false, revision: context.revision + 1 })),
        },
        onError: { target: 'ready', actions: [...recordFailure, assign({ ...EMPTY_FORM })] },
      },
    },
  },
});
