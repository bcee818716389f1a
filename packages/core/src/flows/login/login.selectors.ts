import type { SnapshotFrom } from 'xstate';
import type { AuthError, BootstrapData } from '../../client';
import type { ConfigError, LoginTab, Product } from '../../config';
import type { PhoneInputValue } from '../../validation/phone';
import type { loginMachine } from './login.machine';
import type { LoginScreen, OtpState } from './login.types';

export interface LoginView {
  screen: LoginScreen;
  isPending: boolean;
  /** The error descriptor: shown under the Main form, or on the Error screen. */
  error: AuthError | null;
  configErrors: ConfigError[];
  products: Product[];
  tabs: LoginTab[];
  activeTab: LoginTab | null;
  displayWatermark: boolean;
  projectName: string | null;
  otpState: OtpState | null;
  lastEmail: string;
  lastPhone: (PhoneInputValue & { method: 'sms' | 'whatsapp' }) | null;
  bootstrap: BootstrapData;
}

export function selectLoginScreen(snapshot: SnapshotFrom<typeof loginMachine>): LoginScreen {
  if (snapshot.matches('otpAuthenticate')) return 'OTPAuthenticate';
  if (snapshot.matches('otpConfirmation')) return 'OTPConfirmation';
  if (snapshot.matches('error')) return 'Error';
  return 'Main';
}

export function selectLoginView(snapshot: SnapshotFrom<typeof loginMachine>): LoginView {
  const { context } = snapshot;
  return {
    screen: selectLoginScreen(snapshot),
    isPending: snapshot.hasTag('pending'),
    error: context.errorDescriptor,
    configErrors: context.configErrors,
    products: context.config.products,
    tabs: context.config.tabs,
    activeTab: context.activeTab,
    displayWatermark: context.bootstrap.displayWatermark,
    projectName: context.bootstrap.projectName,
    otpState: context.otpState,
    lastEmail: context.lastEmail,
    lastPhone: context.lastPhone,
    bootstrap: context.bootstrap,
  };
}
