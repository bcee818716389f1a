import { assign, fromPromise, setup } from 'xstate';
import type { AuthError, AuthenticateResult, TotpEnrolment } from '../../client';
import { isPasscodeComplete, sanitizePasscode } from '../../validation/passcode';
import { otpMachine, type OtpOutput } from '../otp';
import { flowEffectStubs, recordFailure } from '../shared/flow-effects';
import { notProvided } from '../shared/not-provided';
import { maskPhoneNumber } from '../shared/step-up-plan';
import type { MfaContext, MfaEvent, MfaInput, MfaOutput } from './mfa.types';

/** How long a new authenticator app may wait for its first code (Stytch's default). */
export const TOTP_ENROLMENT_MINUTES = 60;

/** Stytch refused the change: the session lacks a factor category (`insufficient_factors`). */
const isInsufficientFactors = (event: unknown) => (event as { error?: { type?: string } }).error?.type === 'insufficient_factors';

/** A recovery code as the user may type it: trimmed, lower case, its groups joined by one dash (`ckss 2skx ebow`). */
export const normalizeRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/[\s-]+/g, '-');

/**
 * The second factor after a login (`mfaOptions`): the authenticator app's code, a recovery
 * code, a code texted to the phone on file (the OTP flow, sent with `otps.sms.send` for the
 * signed-in user), a code emailed to the user's address (before a sensitive change only, the
 * same OTP flow sent with `otps.email.send`), or, when the policy requires one and the user has none, enrolment: an
 * authenticator app (QR code and secret, a first code, then its recovery codes shown once) or
 * a phone number. It ends with the session's newest answer once the second factor is in it.
 * A user who leaves keeps the one-factor session Stytch returned.
 */
const mfaSetup = setup({
  types: {
    input: {} as MfaInput,
    context: {} as MfaContext,
    events: {} as MfaEvent,
    output: {} as MfaOutput,
    children: {} as { sms: 'smsCode'; email: 'emailCode' },
  },
  actors: {
    verifyTotp: fromPromise<AuthenticateResult, { code: string; sessionDurationMinutes: number }>(notProvided('verifyTotp')),
    recover: fromPromise<AuthenticateResult, { recoveryCode: string; sessionDurationMinutes: number }>(notProvided('recover')),
    countRecoveryCodes: fromPromise<number | null>(notProvided('countRecoveryCodes')),
    createTotp: fromPromise<TotpEnrolment, { expirationMinutes: number; replacing: string | null }>(notProvided('createTotp')),
    smsCode: otpMachine,
    emailCode: otpMachine,
  },
  actions: {
    ...flowEffectStubs,
    setError: assign(({ context: _context }, error: AuthError) => ({ error })),
    clearError: assign({ error: null }),
    keepResult: assign(({ context: _context }, result: AuthenticateResult) => ({ result })),
  },
  guards: {
    planIs: ({ context }, kind: MfaInput['plan']['kind']) => context.plan.kind === kind,
    enrols: ({ context }, method: 'totp' | 'sms') => context.plan.kind === 'enrol' && context.plan.method === method,
    hasTotp: ({ context }) => context.plan.kind === 'totp',
    canText: ({ context }) => context.plan.kind === 'totp' && context.plan.smsPhone !== null,
    isCodeComplete: ({ event }) => event.type === 'code.submit' && isPasscodeComplete(sanitizePasscode(event.code)),
    isRecoveryCode: ({ event }) => event.type === 'recovery.submit' && normalizeRecoveryCode(event.code).length > 0,
    isRefusedRenewal: ({ context, event }) =>
      isInsufficientFactors(event) && context.plan.kind === 'totp' && context.replacing !== null,
    isRefusedEnrolment: ({ context, event }) => isInsufficientFactors(event) && context.plan.kind === 'enrol',
    isPhoneNumber: ({ event }) => event.type === 'phone.submit' && /^\+\d{7,15}$/.test(event.phoneNumber),
  },
});

/**
 * The authenticator app's 6-digit code, typed then verified (`totps.authenticate`): at login, and
 * to confirm a new app. A wrong code stays with its error; a right one goes to `next`.
 */
function appCodeStates(next: string) {
  return {
    awaitingCode: mfaSetup.createStateConfig({
      on: {
        'code.submit': {
          guard: 'isCodeComplete',
          target: 'verifying',
          actions: assign({ entry: ({ event }) => sanitizePasscode(event.code), error: null }),
        },
      },
    }),
    verifying: mfaSetup.createStateConfig({
      tags: 'pending',
      invoke: {
        src: 'verifyTotp',
        input: ({ context }) => ({ code: context.entry, sessionDurationMinutes: context.sessionDurationMinutes }),
        onDone: { target: next, actions: { type: 'keepResult', params: ({ event }) => event.output } },
        onError: { target: 'awaitingCode', actions: recordFailure },
      },
    }),
  };
}

export const mfaMachine = mfaSetup.createMachine({
  id: 'mfa',
  context: ({ input }) => ({
    ...input,
    firstResult: input.result,
    phone: input.plan.kind === 'sms' ? input.plan.phone : null,
    enrolment: null,
    replacing: input.replacing ?? null,
    recoveryCodesLeft: null,
    entry: '',
    error: null,
    renewRefused: false,
    refused: false,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: { type: 'planIs', params: 'totp' }, target: 'totp' },
        { guard: { type: 'planIs', params: 'sms' }, target: 'sms' },
        { guard: { type: 'planIs', params: 'email' }, target: 'email' },
        { guard: { type: 'enrols', params: 'totp' }, target: 'enrolTotp' },
        { target: 'enrolPhone' },
      ],
    },

    // 'Enter the 6-digit code from your authenticator app'.
    totp: {
      entry: 'clearError',
      initial: 'awaitingCode',
      on: {
        'method.recovery': { target: '#mfa.recovery', actions: ['clearError', assign({ entry: '' })] },
        'method.sms': {
          guard: 'canText',
          target: '#mfa.sms',
          actions: assign({ phone: ({ context }) => (context.plan.kind === 'totp' ? context.plan.smsPhone : null) }),
        },
      },
      states: appCodeStates('#mfa.done'),
    },

    // A recovery code instead of the app's code; then how many are left, and new ones on request.
    recovery: {
      initial: 'awaitingCode',
      on: { 'method.totp': '#mfa.totp' },
      states: {
        awaitingCode: {
          on: {
            'recovery.submit': {
              guard: 'isRecoveryCode',
              target: 'verifying',
              actions: assign({ entry: ({ event }) => normalizeRecoveryCode(event.code), error: null }),
            },
          },
        },
        verifying: {
          tags: 'pending',
          invoke: {
            src: 'recover',
            input: ({ context }) => ({ recoveryCode: context.entry, sessionDurationMinutes: context.sessionDurationMinutes }),
            onDone: { target: 'counting', actions: { type: 'keepResult', params: ({ event }) => event.output } },
            onError: { target: 'awaitingCode', actions: recordFailure },
          },
        },
        // The session has its second factor now: counting the codes left cannot undo that. Reading
        // them is a sensitive call, as new codes are (a new app): a session Stytch refuses it to
        // (insufficient_factors: a password and a recovery code make one factor category) would
        // be refused new codes too, so they are not offered; the refusal is no failure of the
        // user's, and shows nothing.
        counting: {
          tags: 'pending',
          invoke: {
            src: 'countRecoveryCodes',
            onDone: { target: 'recovered', actions: assign({ recoveryCodesLeft: ({ event }) => event.output }) },
            onError: [
              { guard: ({ event }) => isInsufficientFactors(event), target: 'recovered', actions: assign({ renewRefused: true }) },
              { target: 'recovered' },
            ],
          },
        },
        recovered: {
          on: {
            'codes.keep': '#mfa.done',
            'codes.renew': {
              guard: ({ context }) => !context.renewRefused,
              target: '#mfa.enrolTotp',
              // The app the user logged in with (the recovery's answer may already leave it out).
              actions: assign({
                replacing: ({ context }) =>
                  [context.result, context.firstResult]
                    .flatMap((result) => result.user?.totps ?? [])
                    .find((totp) => totp.verified)?.totpId ?? null,
              }),
            },
          },
        },
      },
    },

    // 'Text me a code instead', or the phone on file: the OTP flow, sent for the signed-in user.
    sms: {
      on: {
        'method.totp': { guard: 'hasTotp', target: 'totp' },
        // Another number, while adding one.
        'phone.change': { guard: { type: 'enrols', params: 'sms' }, target: 'enrolPhone' },
      },
      invoke: {
        id: 'sms',
        src: 'smsCode',
        input: ({ context }) => ({
          sendKind: 'signedInCode' as const,
          method: 'sms' as const,
          destination: context.phone?.phoneNumber ?? '',
          // The number on file, masked ('•••• 0100'); the one being added is the user's own typing.
          ...(context.phone && context.plan.kind !== 'enrol' && { displayDestination: maskPhoneNumber(context.phone.phoneNumber) }),
          expirationMinutes: context.otpExpirationMinutes,
          sessionDurationMinutes: context.sessionDurationMinutes,
          ...(context.locale !== undefined && { locale: context.locale }),
        }),
        onDone: {
          target: 'done',
          actions: { type: 'keepResult', params: ({ event }) => (event.output as OtpOutput).result },
        },
      },
    },

    // A code emailed to the user's address (a sensitive change's 'account' category): the same
    // OTP flow as the texted code, its resend and countdown, shown with the address in full.
    email: {
      invoke: {
        id: 'email',
        src: 'emailCode',
        input: ({ context }) => ({
          sendKind: 'signedInCode' as const,
          method: 'email' as const,
          destination: context.plan.kind === 'email' ? context.plan.email.email : '',
          expirationMinutes: context.otpExpirationMinutes,
          sessionDurationMinutes: context.sessionDurationMinutes,
          ...(context.locale !== undefined && { locale: context.locale }),
        }),
        onDone: {
          target: 'done',
          actions: { type: 'keepResult', params: ({ event }) => (event.output as OtpOutput).result },
        },
      },
    },

    // Adding a phone number: typed here, then the texted code (which verifies it and joins the session).
    enrolPhone: {
      initial: 'awaitingNumber',
      states: {
        awaitingNumber: {
          on: {
            'phone.submit': {
              guard: 'isPhoneNumber',
              target: '#mfa.sms',
              actions: assign({
                entry: ({ event }) => event.phoneNumber,
                phone: ({ event }) => ({ phoneId: '', phoneNumber: event.phoneNumber }),
                error: null,
              }),
            },
          },
        },
      },
    },

    // An authenticator app: created (its QR code and secret), confirmed with a first code, then
    // its recovery codes are shown once.
    enrolTotp: {
      entry: ['clearError', assign({ entry: '' })],
      initial: 'creating',
      states: {
        creating: {
          tags: 'pending',
          invoke: {
            src: 'createTotp',
            input: ({ context }) => ({ expirationMinutes: TOTP_ENROLMENT_MINUTES, replacing: context.replacing }),
            onDone: {
              target: 'awaitingCode',
              actions: assign({ enrolment: ({ event }) => event.output, replacing: null }),
            },
            onError: [
              // New codes after a recovery code: Stytch wants a stronger session for it (a
              // password is no factor category of its own). The login stands; the offer goes.
              {
                guard: 'isRefusedRenewal',
                target: '#mfa.recovery.recovered',
                actions: [...recordFailure, assign({ renewRefused: true, replacing: null })],
              },
              // Enrolment this session is not allowed to make: the login cannot meet the
              // policy here; the flow ends with the error (the login widget shows it, with a way back).
              { guard: 'isRefusedEnrolment', target: '#mfa.refused', actions: recordFailure },
              { target: 'createFailed', actions: recordFailure },
            ],
          },
        },
        createFailed: {
          // `retry`: the name before issue 23 (deprecated, removed in 0.3).
          on: { 'request.retry': { target: 'creating', actions: 'clearError' }, retry: { target: 'creating', actions: 'clearError' } },
        },
        ...appCodeStates('showingCodes'),
        // 'I have saved these codes'.
        showingCodes: {
          on: { 'codes.saved': '#mfa.done' },
        },
      },
    },

    done: { type: 'final' },
    refused: { type: 'final', entry: assign({ refused: true }) },
  },
  output: ({ context }): MfaOutput =>
    context.refused
      ? { kind: 'failed', error: context.error ?? { type: 'insufficient_factors' } }
      : {
          kind: 'secondFactorDone',
          via: context.via,
          result: context.result,
          ...(context.enrolment && { recoveryCodesIssued: context.enrolment.recoveryCodes.length }),
        },
});

// Deprecated names (issue 40: the flow is `mfa`, one name for one feature).
/** @deprecated Use mfaMachine; removed in 0.3. */
export const secondFactorMachine = mfaMachine;
