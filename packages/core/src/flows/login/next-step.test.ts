import { describe, expect, it } from 'vitest';
import { resolveLoginConfig, type LoginConfig } from '../../config';
import { fakeAuthenticateResult } from '../../testing';
import type { FlowOutcome } from '../shared/outcome';
import type { LoginStep } from './login.types';
import { nextStep } from './next-step';

const otp = { type: 'email' as const, methodId: 'm', otpDestination: 'ada@example.com', displayDestination: 'ada@example.com', sentAt: 0 };
const result = fakeAuthenticateResult();
const error = { type: 'otp_code_not_found' };

const plain = resolveLoginConfig({ products: ['passwords', 'otp'], otpOptions: { methods: ['email'] } });
const upgrading = resolveLoginConfig({
  products: ['passwords', 'otp', 'passkeys'],
  otpOptions: { methods: ['email'] },
  passkeyOptions: { upgradeAfterLogin: true },
} satisfies LoginConfig);

// Spec §4's transition rules, one row each: outcome → next step.
const table: Array<[string, FlowOutcome, LoginStep]> = [
  ['a code went out → OTPAuthenticate', { kind: 'codeSent', otp }, { screen: 'OTPAuthenticate', otp, offerPasswordCreation: false }],
  [
    "a passwordless user's code → OTPAuthenticate offering a password",
    { kind: 'codeSent', otp, passwordless: true },
    { screen: 'OTPAuthenticate', otp, offerPasswordCreation: true },
  ],
  ['a link went out → EmailConfirmation', { kind: 'linkSent', email: 'a@b.co' }, { screen: 'EmailConfirmation', email: 'a@b.co', offerPasswordCreation: false }],
  [
    "a passwordless user's link → EmailConfirmation offering a password",
    { kind: 'linkSent', email: 'a@b.co', passwordless: true },
    { screen: 'EmailConfirmation', email: 'a@b.co', offerPasswordCreation: true },
  ],
  [
    'the user was found → PasswordCreateOrLogin with their type',
    { kind: 'userFound', email: 'a@b.co', userType: 'passwordless' },
    { screen: 'PasswordCreateOrLogin', email: 'a@b.co', userType: 'passwordless' },
  ],
  ['Forgot Password? → PasswordForgot', { kind: 'resetSent', email: 'a@b.co', reason: 'forgot' }, { screen: 'PasswordForgot', email: 'a@b.co', reason: 'forgot' }],
  ['a breached password → PasswordBreached', { kind: 'resetSent', email: 'a@b.co', reason: 'breached' }, { screen: 'PasswordBreached', email: 'a@b.co', reason: 'breached' }],
  ["'Create a password instead' → PasswordSetNew", { kind: 'resetSent', email: 'a@b.co', reason: 'setNew' }, { screen: 'PasswordSetNew', email: 'a@b.co', reason: 'setNew' }],
  ['reset_password → PasswordDedupe', { kind: 'resetSent', email: 'a@b.co', reason: 'dedupe' }, { screen: 'PasswordDedupe', email: 'a@b.co', reason: 'dedupe' }],
  ['a code login → OTPConfirmation', { kind: 'authenticated', via: 'otp', result }, { screen: 'OTPConfirmation', createPasskeyQuietly: false }],
  ['a password login → PasswordConfirmation', { kind: 'authenticated', via: 'password', result }, { screen: 'PasswordConfirmation', createPasskeyQuietly: false }],
  ['a passkey login → PasskeyConfirmation', { kind: 'authenticated', via: 'passkey', result }, { screen: 'PasskeyConfirmation', createPasskeyQuietly: false }],
  ['a wallet login → CryptoConfirmation', { kind: 'authenticated', via: 'crypto', result }, { screen: 'CryptoConfirmation', createPasskeyQuietly: false }],
  ['a wallet button → CryptoConnect with the wallet', { kind: 'walletChosen', wallet: 'Phantom' }, { screen: 'CryptoConnect', wallet: 'Phantom' }],
  ["'other wallets' → CryptoOtherScreen", { kind: 'walletListRequested' }, { screen: 'CryptoOtherScreen' }],
  ["'set up a new wallet' (or a wallet the browser lacks) → CryptoSetupWallet", { kind: 'walletSetupRequested' }, { screen: 'CryptoSetupWallet' }],
  [
    'a wallet failure → CryptoError',
    { kind: 'walletFailed', wallet: 'Metamask', stage: 'sign', error: { type: 'wallet_sign_failed' } },
    { screen: 'CryptoError', wallet: 'Metamask', stage: 'sign', error: { type: 'wallet_sign_failed' } },
  ],
  ['a failure → the error screen', { kind: 'failed', error }, { screen: 'Error', error }],
];

describe('nextStep', () => {
  it.each(table)('%s', (_, outcome, step) => {
    expect(nextStep(outcome, plain)).toEqual(step);
  });

  describe('with passkeyOptions.upgradeAfterLogin', () => {
    it.each([['otp' as const], ['password' as const], ['crypto' as const]])('a %s login offers a passkey first', (via) => {
      expect(nextStep({ kind: 'authenticated', via, result }, upgrading)).toEqual({ screen: 'PasskeyRegistrationStart', via, user: result.user });
    });

    it('a passkey login needs no offer', () => {
      expect(nextStep({ kind: 'authenticated', via: 'passkey', result }, upgrading)).toEqual({
        screen: 'PasskeyConfirmation',
        createPasskeyQuietly: false,
      });
    });

    it.each([
      [false, 'OTPConfirmation'],
      [true, 'OTPConfirmation'],
    ] as const)('the end of the offer → the confirmation (quiet creation: %s)', (createQuietly, screen) => {
      expect(nextStep({ kind: 'passkeyOfferDone', via: 'otp', createQuietly }, upgrading)).toEqual({ screen, createPasskeyQuietly: createQuietly });
    });

    it('the end of an offer after a password login → PasswordConfirmation', () => {
      expect(nextStep({ kind: 'passkeyOfferDone', via: 'password', createQuietly: false }, upgrading).screen).toBe('PasswordConfirmation');
    });
  });

  describe('with mfaOptions', () => {
    const mfa = (policy: 'whenEnrolled' | 'required') =>
      resolveLoginConfig({ products: ['passwords'], mfaOptions: { policy, methods: ['totp', 'sms'] } });
    const withTotp = { ...result, user: { ...result.user!, totps: [{ totpId: 'totp-1', verified: true }] } };

    it('a login of a user with an authenticator app → MFA for its code', () => {
      expect(nextStep({ kind: 'authenticated', via: 'password', result: withTotp }, mfa('whenEnrolled'))).toEqual({
        screen: 'MFA',
        via: 'password',
        result: withTotp,
        plan: { kind: 'totp', smsPhone: null },
      });
    });

    it('a login of a user with nothing enrolled → MFA enrolment when required, else the confirmation', () => {
      expect(nextStep({ kind: 'authenticated', via: 'otp', result }, mfa('required'))).toMatchObject({ screen: 'MFA', plan: { kind: 'enrol', method: 'totp' } });
      expect(nextStep({ kind: 'authenticated', via: 'otp', result }, mfa('whenEnrolled')).screen).toBe('OTPConfirmation');
    });

    it('the second factor done → the confirmation of the first factor', () => {
      expect(nextStep({ kind: 'secondFactorDone', via: 'password', result: withTotp }, mfa('required'))).toEqual({
        screen: 'PasswordConfirmation',
        createPasskeyQuietly: false,
      });
    });

    it('the second factor done → the passkey offer first, when configured', () => {
      const both = resolveLoginConfig({ ...upgrading.config, mfaOptions: { policy: 'required', methods: ['totp'] } });
      expect(nextStep({ kind: 'secondFactorDone', via: 'otp', result: withTotp }, both)).toEqual({
        screen: 'PasskeyRegistrationStart',
        via: 'otp',
        user: withTotp.user,
      });
    });
  });

  it('every outcome kind has a rule', () => {
    const kinds = new Set([...table.map(([, outcome]) => outcome.kind), 'passkeyOfferDone', 'secondFactorDone']);
    const all: Record<FlowOutcome['kind'], true> = {
      authenticated: true,
      codeSent: true,
      linkSent: true,
      resetSent: true,
      userFound: true,
      passkeyOfferDone: true,
      secondFactorDone: true,
      walletChosen: true,
      walletListRequested: true,
      walletSetupRequested: true,
      walletFailed: true,
      failed: true,
    };
    expect([...kinds].sort()).toEqual(Object.keys(all).sort());
  });
});
