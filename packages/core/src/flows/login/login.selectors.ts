import type { SnapshotFrom } from 'xstate';
import type { AuthError, BootstrapData } from '../../client';
import type { ConfigError, LoginTab, Product, ResolvedLoginConfig } from '../../config';
import type { PhoneInputValue } from '../../validation/phone';
import type { ResetReason } from '../password';
import type { loginMachine } from './login.machine';
import type { LoginScreen, MagicLinkState, OtpState, PasswordState } from './login.types';

export interface LoginView {
  screen: LoginScreen;
  isPending: boolean;
  /** The error descriptor: shown under the Main form, on the secondary screens, or on Error. */
  error: AuthError | null;
  configErrors: ConfigError[];
  products: Product[];
  tabs: LoginTab[];
  activeTab: LoginTab | null;
  /** What the Email tab does, and the passwordless option of the password screens. */
  emailForm: ResolvedLoginConfig['emailForm'];
  secondaryEmail: ResolvedLoginConfig['secondaryEmail'];
  displayWatermark: boolean;
  projectName: string | null;
  /** The sender domain for web-mail searches: the config's hint, or the project's only email domain. */
  emailDomain: string | null;
  otpState: OtpState | null;
  magicLinkState: MagicLinkState | null;
  passwordState: PasswordState | null;
  resetReason: ResetReason | null;
  offerPasswordCreation: boolean;
  lastEmail: string;
  lastPhone: (PhoneInputValue & { method: 'sms' | 'whatsapp' }) | null;
  bootstrap: BootstrapData;
}

const RESET_SCREENS: Record<ResetReason, LoginScreen> = {
  forgot: 'PasswordForgot',
  breached: 'PasswordBreached',
  setNew: 'PasswordSetNew',
  dedupe: 'PasswordDedupe',
};

export function selectLoginScreen(snapshot: SnapshotFrom<typeof loginMachine>): LoginScreen {
  if (snapshot.matches('otpAuthenticate')) return 'OTPAuthenticate';
  if (snapshot.matches('otpConfirmation')) return 'OTPConfirmation';
  if (snapshot.matches('emailConfirmation')) return 'EmailConfirmation';
  if (snapshot.matches('password') || snapshot.matches('passwordless')) return 'PasswordCreateOrLogin';
  if (snapshot.matches('resetSent')) return RESET_SCREENS[snapshot.context.resetReason ?? 'forgot'];
  if (snapshot.matches('passwordConfirmation')) return 'PasswordConfirmation';
  if (snapshot.matches('error')) return 'Error';
  return 'Main';
}

export function selectLoginView(snapshot: SnapshotFrom<typeof loginMachine>): LoginView {
  const { context } = snapshot;
  const { emailDomains } = context.bootstrap;
  return {
    screen: selectLoginScreen(snapshot),
    isPending: snapshot.hasTag('pending'),
    error: context.errorDescriptor,
    configErrors: context.configErrors,
    products: context.config.products,
    tabs: context.config.tabs,
    activeTab: context.activeTab,
    emailForm: context.config.emailForm,
    secondaryEmail: context.config.secondaryEmail,
    displayWatermark: context.bootstrap.displayWatermark,
    projectName: context.bootstrap.projectName,
    emailDomain: context.config.domainHint ?? (emailDomains.length === 1 ? (emailDomains[0] ?? null) : null),
    otpState: context.otpState,
    magicLinkState: context.magicLinkState,
    passwordState: context.passwordState,
    resetReason: context.resetReason,
    offerPasswordCreation: context.offerPasswordCreation,
    lastEmail: context.lastEmail,
    lastPhone: context.lastPhone,
    bootstrap: context.bootstrap,
  };
}
