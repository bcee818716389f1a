// The names issue 23 renamed still work until 0.3: each deprecated alias is the new thing itself.
import { describe, expect, it } from 'vitest';
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
];

const REACT: [keyof typeof react, keyof typeof react][] = [
  ['useResetPassword', 'usePasswordReset'],
  ['usePasskeyManager', 'usePasskeyRegistrationSuccess'],
  ['useWalletPicker', 'useCryptoOther'],
  ['useCryptoWallet', 'useCryptoConnect'],
  ['useOtpFlow', 'useOtp'],
  ['useMagicLinkFlow', 'useMagicLink'],
  ['usePasswordFlow', 'usePassword'],
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
