import type { AuthError, AuthUser, BootstrapData, PasswordUserType } from '../../client';
import type { ConfigError, LoginConfig, ResolvedLoginConfig } from '../../config';
import type { LoginFormDraft } from '../login-form';
import type { OtpState, ResetReason } from '../shared/outcome';

export type { OtpState };

export type ConfirmationScreen = 'OTPConfirmation' | 'PasswordConfirmation' | 'PasskeyConfirmation';
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
  /** Portico's passkey offer after a login (passkeyOptions.upgradeAfterLogin). */
  | { screen: 'PasskeyRegistrationStart'; via: 'otp' | 'password'; user: AuthUser | null }
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
}

export interface LoginContext {
  config: ResolvedLoginConfig;
  configErrors: ConfigError[];
  bootstrap: BootstrapData;
  step: LoginStep;
  /** What Main's form last held, so it comes back filled in. */
  draft: LoginFormDraft;
}

export type LoginEvent =
  /** The back arrow of every screen after Main. */
  | { type: 'screen.back' }
  /** EmailConfirmation's 'Try again': forget the magic-link email, back to Main. */
  | { type: 'email.tryAgain' };
