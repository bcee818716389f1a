import type { AuthError, BootstrapData, OtpMethod, PasswordUserType } from '../../client';
import type { ConfigError, LoginConfig, LoginTab, ResolvedLoginConfig } from '../../config';
import type { PhoneInputValue } from '../../validation/phone';
import type { SendCodeRequest } from '../shared/senders';
import type { ResetReason } from '../password';

/** The screens of spec §2 this orchestrator routes between so far. */
export type LoginScreen =
  | 'Main'
  | 'OTPAuthenticate'
  | 'OTPConfirmation'
  | 'EmailConfirmation'
  | 'PasswordCreateOrLogin'
  | 'PasswordForgot'
  | 'PasswordBreached'
  | 'PasswordSetNew'
  | 'PasswordDedupe'
  | 'PasswordConfirmation'
  | 'Error';

/** `otpState` of the widget state (spec §3). */
export interface OtpState {
  type: OtpMethod;
  methodId: string;
  otpDestination: string;
  /** The destination as shown to the user (national format for phones). */
  displayDestination: string;
  sentAt: number;
}

/** `magicLinkState` of the widget state. */
export interface MagicLinkState {
  email: string;
}

/** `passwordState` of the widget state (type defaults to 'new'). */
export interface PasswordState {
  email: string;
  type: PasswordUserType;
}

export interface LoginInput {
  /** The host's config; may come straight from JSON, so it is validated. */
  config: LoginConfig;
  /** Project settings known synchronously (cached); fresh ones are loaded in the background. */
  bootstrap: BootstrapData;
  requestTimeoutMs?: number;
}

export interface PendingSend extends SendCodeRequest {
  displayDestination: string;
}

export interface LoginContext {
  config: ResolvedLoginConfig;
  configErrors: ConfigError[];
  bootstrap: BootstrapData;
  activeTab: LoginTab | null;
  otpState: OtpState | null;
  magicLinkState: MagicLinkState | null;
  passwordState: PasswordState | null;
  /** Why the last password-reset email was sent: picks Forgot / Breached / SetNew / Dedupe. */
  resetReason: ResetReason | null;
  /** A passwordless user reached the code or link screen: it offers 'Create a password instead'. */
  offerPasswordCreation: boolean;
  errorDescriptor: AuthError | null;
  /** What the Main form last submitted, to prefill it when the user comes back. */
  lastEmail: string;
  lastPhone: (PhoneInputValue & { method: 'sms' | 'whatsapp' }) | null;
  pendingSend: PendingSend | null;
  requestTimeoutMs: number;
}

export type LoginEvent =
  | { type: 'tab.select'; tab: LoginTab }
  | { type: 'email.submit'; email: string }
  | { type: 'phone.submit'; method: 'sms' | 'whatsapp'; phone: PhoneInputValue }
  /** EmailConfirmation's 'Try again': forget the magic-link email, back to Main. */
  | { type: 'email.tryAgain' }
  /** Resend the password-reset email (Forgot, Breached, SetNew, Dedupe). */
  | { type: 'reset.resend' }
  /** 'Login without a password' on the reset screens: email a login link instead. */
  | { type: 'password.skip' }
  /** A passwordless user's 'Create a password instead'. */
  | { type: 'password.create' }
  | { type: 'screen.back' };
