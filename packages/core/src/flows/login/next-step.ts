import type { AuthenticateResult } from '../../client';
import type { ResolvedLoginConfig } from '../../config';
import { resolveMfaOptions } from '../../config/mfa-options';
import { planStepUp } from '../shared/step-up-plan';
import type { AuthenticatedVia, FlowOutcome, ResetReason } from '../shared/outcome';
import type { ConfirmationScreen, LoginStep, ResetScreen } from './login.types';

const CONFIRMATION: Record<AuthenticatedVia, ConfirmationScreen> = {
  otp: 'OTPConfirmation',
  password: 'PasswordConfirmation',
  passkey: 'PasskeyConfirmation',
  crypto: 'CryptoConfirmation',
};

const RESET_SCREEN: Record<ResetReason, ResetScreen> = {
  forgot: 'PasswordForgot',
  breached: 'PasswordBreached',
  setNew: 'PasswordSetNew',
  dedupe: 'PasswordDedupe',
};

/** A login whose factors are complete: the passkey offer (when configured), else its confirmation. */
function afterLogin(via: AuthenticatedVia, result: AuthenticateResult, config: Pick<ResolvedLoginConfig, 'passkeys'>): LoginStep {
  if (via !== 'passkey' && config.passkeys.upgradeAfterLogin) {
    return { screen: 'PasskeyRegistrationStart', via, user: result.user };
  }
  return { screen: CONFIRMATION[via], createPasskeyQuietly: false };
}

/**
 * Spec §4's transition rules, in one pure function: how a flow ended → the next step of the
 * login widget. A code → OTPAuthenticate; a link → EmailConfirmation; the password user found →
 * PasswordCreateOrLogin with their type; a reset email → the screen its reason calls for; a
 * login → the second factor it still needs (mfaOptions, `planStepUp`), then its confirmation
 * (after Portico's passkey offer, when configured, for a login by another method); a wallet chosen → CryptoConnect, the other wallets → CryptoOtherScreen, a
 * wallet to set up → CryptoSetupWallet, a wallet failure → CryptoError; any other failure → the
 * error screen.
 */
export function nextStep(outcome: FlowOutcome, config: Pick<ResolvedLoginConfig, 'passkeys' | 'config'>): LoginStep {
  switch (outcome.kind) {
    case 'authenticated': {
      const plan = planStepUp(outcome.result, resolveMfaOptions(config.config.mfaOptions));
      if (plan.kind !== 'none') return { screen: 'MFA', via: outcome.via, result: outcome.result, plan };
      return afterLogin(outcome.via, outcome.result, config);
    }
    case 'secondFactorDone':
      return afterLogin(outcome.via, outcome.result, config);
    case 'passkeyOfferDone':
      return { screen: CONFIRMATION[outcome.via], createPasskeyQuietly: outcome.createQuietly };
    case 'codeSent':
      return { screen: 'OTPAuthenticate', otp: outcome.otp, offerPasswordCreation: outcome.passwordless === true };
    case 'linkSent':
      return { screen: 'EmailConfirmation', email: outcome.email, offerPasswordCreation: outcome.passwordless === true };
    case 'resetSent':
      return { screen: RESET_SCREEN[outcome.reason], email: outcome.email, reason: outcome.reason };
    case 'userFound':
      return { screen: 'PasswordCreateOrLogin', email: outcome.email, userType: outcome.userType };
    case 'walletChosen':
      return { screen: 'CryptoConnect', wallet: outcome.wallet };
    case 'walletListRequested':
      return { screen: 'CryptoOtherScreen' };
    case 'walletSetupRequested':
      return { screen: 'CryptoSetupWallet' };
    case 'walletFailed':
      return { screen: 'CryptoError', wallet: outcome.wallet, stage: outcome.stage, error: outcome.error };
    case 'failed':
      return { screen: 'Error', error: outcome.error };
  }
}
