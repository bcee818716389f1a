import type { AuthError, BootstrapData, OtpMethod } from '../../client';
import type { ConfigError, LoginConfig, LoginTab, ResolvedLoginConfig } from '../../config';
import type { PhoneInputValue } from '../../validation/phone';
import type { SendCodeRequest } from '../otp';

/** The screens of spec §2 this orchestrator routes between so far. */
export type LoginScreen = 'Main' | 'OTPAuthenticate' | 'OTPConfirmation' | 'Error';

/** `otpState` of the widget state (spec §3). */
export interface OtpState {
  type: OtpMethod;
  methodId: string;
  otpDestination: string;
  /** The destination as shown to the user (national format for phones). */
  displayDestination: string;
  sentAt: number;
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
  | { type: 'screen.back' };
