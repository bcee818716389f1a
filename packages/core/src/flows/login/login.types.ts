import type { AuthError, AuthenticateResult, AuthUser, BootstrapData, PasswordUserType } from '../../client';
import type { ConfigError, LoginConfig, ResolvedLoginConfig, Wallet } from '../../config';
import type { LoginFormDraft } from '../login-form';
import type { AuthenticatedVia, OtpState, ResetReason, WalletStage } from '../shared/outcome';
import type { LastUsedMethod } from '../shared/last-used';
import type { StepUpPlan } from '../mfa';

export type { OtpState };

export type ConfirmationScreen = 'OTPConfirmation' | 'PasswordConfirmation' | 'PasskeyConfirmation' | 'CryptoConfirmation';
export type ResetScreen = 'PasswordForgot' | 'PasswordBreached' | 'PasswordSetNew' | 'PasswordDedupe';

/**
 * The widget state of spec §3 as one tagged step: the screen, and exactly the data that screen
 * needs (the OTP state, the magic-link email, the password email and type, the error). Moving
 * to another step drops everything the previous one carried, so no sub-state outlives its
 * screen and nothing is ever half set.
 */
export type LoginStep =
  | { screen: 'Main' }
  | { screen: 'OTPAuthenticate'; otp: OtpState; offerPasswordCreation: boolean }
  | { screen: 'EmailConfirmation'; email: string; offerPasswordCreation: boolean }
  | { screen: 'PasswordCreateOrLogin'; email: string; userType: PasswordUserType }
  | { screen: ResetScreen; email: string; reason: ResetReason }
  /**
   * The second factor a login still needs (mfaOptions): the authenticator app's code, a recovery
   * code, a texted code, or enrolment. Its flow shows the sub-screens (spec §2's MFA enrollment
   * and entry, recovery code, SMS and TOTP entry).
   */
  | { screen: 'MFA'; via: AuthenticatedVia; result: AuthenticateResult; plan: Exclude<StepUpPlan, { kind: 'none' }> }
  /** Portico's passkey offer after a login (passkeyOptions.upgradeAfterLogin). */
  | { screen: 'PasskeyRegistrationStart'; via: Exclude<AuthenticatedVia, 'passkey'>; user: AuthUser | null }
  /** A wallet was chosen: its flow connects (CryptoConnect), then asks for the signature (CryptoSignMessage). */
  | { screen: 'CryptoConnect'; wallet: Wallet }
  | { screen: 'CryptoOtherScreen' }
  | { screen: 'CryptoSetupWallet' }
  | { screen: 'CryptoError'; wallet: Wallet; stage: WalletStage; error: AuthError }
  /** The success screens; after a login by another method, the browser may add a passkey quietly. */
  | { screen: ConfirmationScreen; createPasskeyQuietly: boolean }
  | { screen: 'Error'; error: AuthError };

/** Every screen of spec §2 the login widget shows. */
export type LoginScreen = LoginStep['screen'];

export interface LoginInput {
  /** The host's config; may come straight from JSON, so it is validated. */
  config: LoginConfig;
  /** Project settings known synchronously (cached); fresh ones are loaded in the background. */
  bootstrap: BootstrapData;
  /** The method that last logged in on this device, if remembered. */
  lastUsed?: LastUsedMethod | null;
  /** What Main's form holds already (typed before the widget's machines arrived). */
  draft?: LoginFormDraft;
}

export interface LoginContext {
  config: ResolvedLoginConfig;
  configErrors: ConfigError[];
  bootstrap: BootstrapData;
  step: LoginStep;
  /** What Main's form last held, so it comes back filled in. */
  draft: LoginFormDraft;
  /** The method that last logged in on this device (Main marks it 'Last used'). */
  lastUsed: LastUsedMethod | null;
}

export type LoginEvent =
  /** The back arrow of every screen after Main. */
  | { type: 'screen.back' }
  /** EmailConfirmation's 'Try again': forget the magic-link email, back to Main. */
  | { type: 'email.tryAgain' }
  /** The remembered method, read once the widget hydrated server-rendered HTML (it started without). */
  | { type: 'lastUsed.restore'; method: LastUsedMethod | null };
