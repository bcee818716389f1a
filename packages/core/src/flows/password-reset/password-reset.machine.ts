import { assign, fromPromise, sendTo, setup } from 'xstate';
import {
  createAuthError,
  toAuthError,
  type AuthError,
  type AuthenticateResult,
  type PasswordResetRequest,
  type TokenAuthenticateRequest,
} from '../../client';
import { SESSION_DURATION_MINUTES } from '../../config/constants';
import { passkeyUpgradeMachine } from '../passkey-upgrade';
import { isPasswordAccepted, passwordStrengthMachine } from '../password-strength';
import { AuthEventType, flowEffectStubs, recordFailure } from '../shared/flow-effects';
import { notProvided } from '../shared/not-provided';

export interface PasswordResetInput {
  /** The token from the reset email's link; empty when the page was opened without one. */
  token: string;
  /** The link's `stytch_token_type`: `login` logs in at once, anything else shows the form. */
  tokenType: string | null;
  sessionDurationMinutes?: number;
  /** Offer a passkey after the login, as the login widget does (`passkeyOptions.upgradeAfterLogin`). */
  upgradeAfterLogin?: boolean;
}

export interface PasswordResetContext {
  token: string;
  tokenType: string | null;
  sessionDurationMinutes: number;
  upgradeAfterLogin: boolean;
  /** The login, once it succeeded (the passkey offer needs its user). */
  result: AuthenticateResult | null;
  /** The browser may add a passkey quietly on the confirmation (the offer said so). */
  createPasskeyQuietly: boolean;
  strengthValid: boolean;
  /** The strength check's own failure (no answer, or an error): shown, and Continue runs it again. */
  strengthError: AuthError | null;
  /** Errors of the new-password form. */
  error: AuthError | null;
  /** Errors of 'Login without a password', shown beneath that button (spec §8). */
  loginError: AuthError | null;
}

export type PasswordResetEvent =
  | { type: 'password.change'; password: string }
  | { type: 'password.submit'; password: string }
  | { type: 'login.withoutPassword' };

/**
 * The reset-password mode (PasswordResetForm, spec §2): with a `login` token it logs in at once
 * ('Logging in...'); otherwise the user sets a new password (checked for strength) or logs in
 * without one. Either way it ends on PasswordConfirmation, after Portico's passkey offer when
 * configured (a login by password or link, as in the login widget).
 */
export const passwordResetMachine = setup({
  types: {
    input: {} as PasswordResetInput,
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    children: {} as { strength: 'passwordStrength'; passkeyUpgrade: 'passkeyUpgrade'; quietPasskey: 'quietPasskey' },
  },
  actors: {
    resetPassword: fromPromise<AuthenticateResult, PasswordResetRequest>(notProvided('resetPassword'),
    ),
    authenticateToken: fromPromise<AuthenticateResult, TokenAuthenticateRequest>(notProvided('authenticateToken'),
    ),
    passwordStrength: passwordStrengthMachine,
    passkeyUpgrade: passkeyUpgradeMachine,
    quietPasskey: fromPromise<AuthenticateResult, { sessionDurationMinutes: number }>(notProvided('quietPasskey'),
    ),
  },
  actions: {
    ...flowEffectStubs,
    setError: assign(({ context: _context }, error: AuthError) => ({ error })),
    setLoginError: assign(({ context: _context }, loginError: AuthError) => ({ loginError })),
    clearErrors: assign({ error: null, loginError: null }),
    keepResult: assign(({ context: _context }, result: AuthenticateResult) => ({ result })),
  },
  guards: {
    strengthFailed: ({ context }) => context.strengthError !== null,
    hasNoToken: ({ context }) => context.token === '',
    isLoginToken: ({ context }) => context.tokenType === 'login',
    canSubmit: ({ context, event }) => event.type === 'password.submit' && event.password !== '' && context.strengthValid,
    offersPasskey: ({ context }) => context.upgradeAfterLogin,
    createsPasskeyQuietly: ({ context }) => context.createPasskeyQuietly,
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    token: input.token,
    tokenType: input.tokenType,
    sessionDurationMinutes: input.sessionDurationMinutes ?? SESSION_DURATION_MINUTES,
    upgradeAfterLogin: input.upgradeAfterLogin === true,
    result: null,
    createPasskeyQuietly: false,
    strengthValid: false,
    strengthError: null,
    error: null,
    loginError: null,
  }),
  invoke: {
    id: 'strength',
    src: 'passwordStrength',
    input: {},
    onSnapshot: {
      actions: assign({
        strengthValid: ({ event }) => isPasswordAccepted(event.snapshot.context.result),
        strengthError: ({ event }) => (event.snapshot.matches('failed') ? event.snapshot.context.error : null),
      }),
    },
  },
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasNoToken', target: 'failed', actions: { type: 'setError', params: createAuthError('reset_token_missing') } },
        { guard: 'isLoginToken', target: 'loggingIn' },
        { target: 'editing' },
      ],
    },
    loggingIn: {
      tags: 'pending',
      invoke: {
        src: 'authenticateToken',
        input: ({ context }) => ({ token: context.token, sessionDurationMinutes: context.sessionDurationMinutes }),
        onDone: { target: 'loggedIn', actions: { type: 'keepResult', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: recordFailure,
        },
      },
    },
    editing: {
      on: {
        'password.change': { actions: sendTo('strength', ({ event }) => event) },
        'password.submit': [
          { guard: 'canSubmit', target: 'submitting' },
          // The check itself failed: Continue runs it again (the error said to try again).
          { guard: 'strengthFailed', actions: sendTo('strength', { type: 'password.recheck' }) },
        ],
        'login.withoutPassword': 'loggingInWithoutPassword',
      },
    },
    submitting: {
      tags: 'pending',
      entry: 'clearErrors',
      invoke: {
        src: 'resetPassword',
        input: ({ context, event }) => ({
          token: context.token,
          password: event.type === 'password.submit' ? event.password : '',
          sessionDurationMinutes: context.sessionDurationMinutes,
        }),
        onDone: {
          target: 'loggedIn',
          actions: [
            { type: 'reportEvent', params: ({ event }) => ({ type: AuthEventType.PasswordResetByEmail, data: event.output.raw }) },
            { type: 'keepResult', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'editing',
          actions: recordFailure,
        },
      },
    },
    loggingInWithoutPassword: {
      tags: 'pending',
      entry: 'clearErrors',
      invoke: {
        src: 'authenticateToken',
        input: ({ context }) => ({ token: context.token, sessionDurationMinutes: context.sessionDurationMinutes }),
        onDone: { target: 'loggedIn', actions: { type: 'keepResult', params: ({ event }) => event.output } },
        onError: {
          target: 'editing',
          actions: [
            { type: 'setLoginError', params: ({ event }) => toAuthError(event.error) },
            { type: 'reportError', params: ({ event }) => toAuthError(event.error) },
          ],
        },
      },
    },
    // Logged in (by email, for 'Last used'): Portico's passkey offer first, when configured (it
    // never blocks the login).
    loggedIn: {
      entry: { type: 'rememberMethod', params: 'email' },
      always: [{ guard: 'offersPasskey', target: 'offeringPasskey' }, { target: 'authenticated' }],
    },
    offeringPasskey: {
      invoke: {
        id: 'passkeyUpgrade',
        src: 'passkeyUpgrade',
        input: ({ context }) => ({
          via: 'password' as const,
          user: context.result?.user ?? null,
          sessionDurationMinutes: context.sessionDurationMinutes,
        }),
        onDone: { target: 'authenticated', actions: assign({ createPasskeyQuietly: ({ event }) => event.output.createQuietly }) },
        onError: 'authenticated',
      },
    },
    // PasswordConfirmation; the browser may add a passkey quietly meanwhile.
    authenticated: {
      entry: { type: 'reportEvent', params: { type: AuthEventType.AuthenticateFlowComplete, data: {} } },
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'createsPasskeyQuietly', target: 'creatingPasskey' }, { target: 'settled' }],
        },
        creatingPasskey: {
          invoke: {
            id: 'quietPasskey',
            src: 'quietPasskey',
            input: ({ context }) => ({ sessionDurationMinutes: context.sessionDurationMinutes }),
            onDone: {
              target: 'settled',
              actions: { type: 'reportEvent', params: ({ event }) => ({ type: AuthEventType.PasskeyRegister, data: event.output.raw }) },
            },
            onError: 'settled',
          },
        },
        settled: {},
      },
    },
    failed: {},
  },
});

// Deprecated names (issue 23: flows take their spec screen's name).
/** @deprecated Use passwordResetMachine; removed in 0.3. */
export const resetPasswordMachine = passwordResetMachine;
/** @deprecated Use PasswordResetContext; removed in 0.3. */
export type ResetPasswordContext = PasswordResetContext;
/** @deprecated Use PasswordResetEvent; removed in 0.3. */
export type ResetPasswordEvent = PasswordResetEvent;
/** @deprecated Use PasswordResetInput; removed in 0.3. */
export type ResetPasswordInput = PasswordResetInput;
