// The names issues 23 and 40 renamed still work until 0.3: each deprecated alias is the new thing itself.
import { describe, expect, it, vi } from 'vitest';
import { doneCallback } from './react/use-flow-actor';
import * as core from './index';
import * as react from './react';

/** [old, new] pairs of @portico/core's values, by entry point. */
const CORE: [keyof typeof core, keyof typeof core][] = [
  ['resetPasswordMachine', 'passwordResetMachine'],
  ['createResetPasswordActors', 'createPasswordResetActors'],
  ['selectResetPasswordView', 'selectPasswordResetView'],
  ['passkeyManagerMachine', 'passkeyRegistrationSuccessMachine'],
  ['createPasskeyManagerActors', 'createPasskeyRegistrationSuccessActors'],
  ['selectPasskeyManagerStatus', 'selectPasskeyRegistrationSuccessStatus'],
  ['selectPasskeyManagerView', 'selectPasskeyRegistrationSuccessView'],
  ['walletPickerMachine', 'cryptoOtherMachine'],
  ['walletPickerList', 'cryptoOtherList'],
  ['createWalletPickerActors', 'createCryptoOtherActors'],
  ['selectWalletPickerView', 'selectCryptoOtherView'],
  ['cryptoWalletMachine', 'cryptoConnectMachine'],
  ['createCryptoWalletActors', 'createCryptoConnectActors'],
  ['selectCryptoWalletPhase', 'selectCryptoConnectPhase'],
  ['selectCryptoWalletStatus', 'selectCryptoConnectStatus'],
  ['selectCryptoWalletView', 'selectCryptoConnectView'],
  ['passkeyRegistrationMachine', 'passkeyRegistrationStartMachine'],
  ['createPasskeyRegistrationLogic', 'createPasskeyRegistrationStartLogic'],
  ['selectPasskeyRegistrationView', 'selectPasskeyRegistrationStartView'],
  // issue 40: the second-factor flow is `mfa`.
  ['secondFactorMachine', 'mfaMachine'],
  ['createSecondFactorActors', 'createMfaActors'],
  ['selectSecondFactorScreen', 'selectMfaStep'],
  ['selectSecondFactorView', 'selectMfaView'],
];

const REACT: [keyof typeof react, keyof typeof react][] = [
  ['useResetPassword', 'usePasswordReset'],
  ['usePasskeyManager', 'usePasskeyRegistrationSuccess'],
  ['useWalletPicker', 'useCryptoOther'],
  ['useCryptoWallet', 'useCryptoConnect'],
  ['useOtpFlow', 'useOtp'],
  ['useMagicLinkFlow', 'useMagicLink'],
  ['usePasswordFlow', 'usePassword'],
  ['usePasskeyRegistration', 'usePasskeyRegistrationStart'],
  // issue 40: the second-factor flow is `mfa`.
  ['useSecondFactor', 'useMfa'],
  ['useStepUpSecondFactor', 'useStepUpMfa'],
];

describe('deprecated names (removed in 0.3)', () => {
  it.each(CORE)('@portico/core: %s is %s', (old, next) => {
    expect(core[old]).toBeDefined();
    expect(core[old]).toBe(core[next]);
  });

  it.each(REACT)('@portico/core/react: %s is %s', (old, next) => {
    expect(react[old]).toBeDefined();
    expect(react[old]).toBe(react[next]);
  });
});

describe('onSuccess, the deprecated alias of onDone (useOtp, usePasskeyLogin; removed in 0.3)', () => {
  const output = { kind: 'authenticated' as const, result: { userId: 'user-1' } };

  it('calls onDone with the output and onSuccess with its result', () => {
    const onDone = vi.fn();
    const onSuccess = vi.fn();
    doneCallback(onDone, onSuccess)!(output);
    expect(onDone).toHaveBeenCalledWith(output);
    expect(onSuccess).toHaveBeenCalledWith(output.result);
  });

  it('works with either alone, and is no callback without both', () => {
    const onSuccess = vi.fn();
    doneCallback(undefined, onSuccess)!(output);
    expect(onSuccess).toHaveBeenCalledWith(output.result);
    expect(doneCallback(undefined, undefined)).toBeUndefined();
  });
});
