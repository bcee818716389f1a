import { assign, fromPromise, sendTo, setup } from 'xstate';
import {
  createAuthError,
  toAuthError,
  type AuthError,
  type AuthenticateResult,
  type LinkAuthenticateResult,
  type PasswordResetRequest,
  type TokenAuthenticateRequest,
} from '../../client';
import type { MfaOptions } from '../../config';
import { OTP_EXPIRATION_MINUTES, SESSION_DURATION_MINUTES } from '../../config/constants';
import { accountSwitchMachine, type AccountSwitchOutput } from '../account-switch';
import { linkConfirmMachine, type LinkConfirmOutput } from '../link-confirm';
import { passkeyUpgradeMachine } from '../passkey-upgrade';
import { stepUpMachine, type StepUpOutput } from '../step-up';
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
  /**
   * Second factors after the link (the login config's `mfaOptions`): the login completes, and
   * `AUTHENTICATE_FLOW_COMPLETE` fires, only once the policy is met (issue 36).
   */
  mfaOptions?: MfaOptions;
  /** How long a texted second factor's code lasts (the config's `otpOptions.expirationMinutes`). */
  otpExpirationMinutes?: number;
  /**
   * The address this browser last asked a reset for (while its link lasts): named when a
   * `login` link asks 'Continue signing in'. The hook reads it from the `lastUsed` store.
   */
  linkAddress?: string | null;
}

export interface PasswordResetContext {
  token: string;
  tokenType: string | null;
  sessionDurationMinutes: number;
  upgradeAfterLogin: boolean;
  mfaOptions: MfaOptions | null;
  otpExpirationMinutes: number;
  linkAddress: string | null;
  /** How the link signed in: with a new password, or without one (the token as a magic link). */
  via: 'password' | 'magic_links';
  /** The login, once it succeeded (the passkey offer needs its user). */
  result: AuthenticateResult | null;
  /** The link was for another account than the page's: who the page is signed in as (`held`). */
  heldBy: string | null;
  /** The user stayed signed in as they were (the link's session was forgotten). */
  declined: boolean;
  /** 'Continue signing in' is up: the `login` link waits for the user. */
  asking: boolean;
  /** 'Switch accounts?' is making the link's session the page's. */
  switching: boolean;
  /** The step-up is asking for a second factor (its MFA screens are up). */
  steppingUp: boolean;
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
  | { type: 'login.withoutPassword' }
  /** 'Continue signing in' (a `login` link this browser did not start). */
  | { type: 'link.continue' }
  | { type: 'switch.continue' }
  | { type: 'switch.stay' };

/** How a user is named to them: their first email, else phone number, else id. */
const identityOf = (result: AuthenticateResult) =>
  result.user?.emails[0]?.email ?? result.user?.phoneNumbers[0]?.phoneNumber ?? result.userId;

/** A link's login as the flow keeps it: the result, and who the page is signed in as when it was held. */
const keepLogin = (via: PasswordResetContext['via'], { held, providerType: _providerType, ...result }: LinkAuthenticateResult) => ({
  via,
  result,
  heldBy: held?.identity ?? null,
});

/**
 * The reset-password mode (PasswordResetForm, spec §2): with a `login` token it logs in at once
 * ('Logging in...'); otherwise the user sets a new password (checked for strength) or logs in
 * without one. Every way signs in as the link's user, so each goes the redirect page's way
 * (issue 36): a `login` link this browser did not start asks 'Continue signing in' first
 * (`linkConfirm`), a link for another account than the page's asks 'Switch accounts?'
 * (`accountSwitch`: its session is held until the user chooses), and `mfaOptions` steps up
 * (`stepUp`) before the login completes. It ends on PasswordConfirmation, after Portico's passkey
 * offer when configured (a login by password or link, as in the login widget).
 */
export const passwordResetMachine = setup({
  types: {
    input: {} as PasswordResetInput,
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    children: {} as {
      strength: 'passwordStrength';
      passkeyUpgrade: 'passkeyUpgrade';
      quietPasskey: 'quietPasskey';
      linkConfirm: 'linkConfirm';
      accountSwitch: 'accountSwitch';
      stepUp: 'stepUp';
    },
  },
  actors: {
    resetPassword: fromPromise<LinkAuthenticateResult, PasswordResetRequest>(notProvided('resetPassword'),
    ),
    authenticateToken: fromPromise<LinkAuthenticateResult, TokenAuthenticateRequest>(notProvided('authenticateToken'),
    ),
    linkConfirm: linkConfirmMachine,
    accountSwitch: accountSwitchMachine,
    stepUp: stepUpMachine,
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
    /** Takes the token out of the address bar (the hook binds `forgetLinkToken`). */
    forgetLinkToken: () => {},
  },
  guards: {
    strengthFailed: ({ context }) => context.strengthError !== null,
    hasNoToken: ({ context }) => context.token === '',
    isLoginToken: ({ context }) => context.tokenType === 'login',
    canSubmit: ({ context, event }) => event.type === 'password.submit' && event.password !== '' && context.strengthValid,
    offersPasskey: ({ context }) => context.upgradeAfterLogin && !context.declined,
    isHeld: ({ context }) => context.heldBy !== null,
    needsStepUp: ({ context }) => context.mfaOptions !== null,
    createsPasskeyQuietly: ({ context }) => context.createPasskeyQuietly,
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    token: input.token,
    tokenType: input.tokenType,
    sessionDurationMinutes: input.sessionDurationMinutes ?? SESSION_DURATION_MINUTES,
    upgradeAfterLogin: input.upgradeAfterLogin === true,
    mfaOptions: input.mfaOptions ?? null,
    otpExpirationMinutes: input.otpExpirationMinutes ?? OTP_EXPIRATION_MINUTES,
    linkAddress: input.linkAddress ?? null,
    via: 'magic_links' as const,
    result: null,
    heldBy: null,
    declined: false,
    asking: false,
    switching: false,
    steppingUp: false,
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
    // The token is in memory: the address bar loses it at once (a reload shows it missing).
    starting: {
      entry: 'forgetLinkToken',
      always: [
        { guard: 'hasNoToken', target: 'failed', actions: { type: 'setError', params: createAuthError('reset_token_missing') } },
        { guard: 'isLoginToken', target: 'confirmingLink' },
        { target: 'editing' },
      ],
    },
    /** A `login` link: at once when signed in or started here; otherwise 'Continue signing in'. */
    confirmingLink: {
      tags: 'pending',
      invoke: {
        id: 'linkConfirm',
        src: 'linkConfirm',
        input: ({ context }) => ({ tokenType: 'login' as const, address: context.linkAddress }),
        onSnapshot: { actions: assign({ asking: ({ event }) => event.snapshot.matches('asking') }) },
        onDone: [
          {
            guard: ({ event }) => (event.output as LinkConfirmOutput).kind === 'failed',
            target: 'failed',
            actions: { type: 'setError', params: ({ event }) => (event.output as Extract<LinkConfirmOutput, { kind: 'failed' }>).error },
          },
          { target: 'loggingIn' },
        ],
        onError: { target: 'failed', actions: recordFailure },
      },
      on: { 'link.continue': { actions: sendTo('linkConfirm', { type: 'link.continue' }) } },
      exit: assign({ asking: false }),
    },
    loggingIn: {
      tags: 'pending',
      invoke: {
        src: 'authenticateToken',
        input: ({ context }) => ({ token: context.token, sessionDurationMinutes: context.sessionDurationMinutes }),
        onDone: { target: 'spent', actions: assign(({ event }) => keepLogin('magic_links', event.output)) },
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
          target: 'spent',
          actions: [
            // The password is changed either way; a held session's answer is not the host's to see.
            {
              type: 'reportEvent',
              params: ({ event }) => ({ type: AuthEventType.PasswordResetByEmail, data: event.output.held ? {} : event.output.raw }),
            },
            assign(({ event }) => keepLogin('password', event.output)),
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
        onDone: { target: 'spent', actions: assign(({ event }) => keepLogin('magic_links', event.output)) },
        onError: {
          target: 'editing',
          actions: [
            { type: 'setLoginError', params: ({ event }) => toAuthError(event.error) },
            { type: 'reportError', params: ({ event }) => toAuthError(event.error) },
          ],
        },
      },
    },
    /** The link signed in: as the page's user (or nobody's), or held for another account. */
    spent: {
      always: [{ guard: 'isHeld', target: 'askingToSwitch' }, { target: 'checkingFactors' }],
    },
    /** The link was for another account: continue as it, or stay signed in as the page was. */
    askingToSwitch: {
      invoke: {
        id: 'accountSwitch',
        src: 'accountSwitch',
        input: ({ context }) => ({ current: context.heldBy!, next: identityOf(context.result!) }),
        onSnapshot: { actions: assign({ switching: ({ event }) => event.snapshot.matches('switching') }) },
        onDone: [
          {
            guard: ({ event }) => (event.output as AccountSwitchOutput).kind === 'failed',
            target: 'failed',
            actions: { type: 'setError', params: ({ event }) => (event.output as Extract<AccountSwitchOutput, { kind: 'failed' }>).error },
          },
          { guard: ({ event }) => (event.output as AccountSwitchOutput).kind === 'stayed', target: 'declined', actions: assign({ declined: true }) },
          { target: 'checkingFactors' },
        ],
        onError: { target: 'failed', actions: recordFailure },
      },
      on: {
        'switch.continue': { actions: sendTo('accountSwitch', { type: 'switch.continue' }) },
        'switch.stay': { actions: sendTo('accountSwitch', { type: 'switch.stay' }) },
      },
      exit: assign({ switching: false }),
    },
    /** 'You are still signed in as …': the link's session was forgotten. */
    declined: {},
    // mfaOptions: the login completes once the session has the second factor it needs.
    checkingFactors: {
      always: [{ guard: 'needsStepUp', target: 'steppingUp' }, { target: 'loggedIn' }],
    },
    steppingUp: {
      invoke: {
        id: 'stepUp',
        src: 'stepUp',
        input: ({ context }) => ({
          via: context.via,
          result: context.result!,
          mfaOptions: context.mfaOptions!,
          sessionDurationMinutes: context.sessionDurationMinutes,
          otpExpirationMinutes: context.otpExpirationMinutes,
        }),
        onSnapshot: { actions: assign({ steppingUp: ({ event }) => event.snapshot.matches('running') }) },
        onDone: [
          {
            guard: ({ event }) => (event.output as StepUpOutput).kind === 'failed',
            target: 'failed',
            actions: { type: 'setError', params: ({ event }) => (event.output as Extract<StepUpOutput, { kind: 'failed' }>).error },
          },
          {
            target: 'loggedIn',
            actions: {
              type: 'keepResult',
              params: ({ context, event }) => {
                const output = event.output as StepUpOutput;
                return output.kind === 'done' ? output.result : context.result!;
              },
            },
          },
        ],
        onError: { target: 'failed', actions: recordFailure },
      },
      exit: assign({ steppingUp: false }),
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
