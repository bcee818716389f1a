import type { LoginScreen, LoginStep } from './login.types';

/** The router's states, one for each kind of step (login.machine.ts). */
export const ROUTER_STATES = [
  'main',
  'otpAuthenticate',
  'emailConfirmation',
  'password',
  'passwordless',
  'resetSent',
  'mfa',
  'passkeyOffer',
  'cryptoConnect',
  'cryptoOthers',
  'cryptoSetup',
  'cryptoError',
  'confirmed',
  'error',
] as const;

export type RouterState = (typeof ROUTER_STATES)[number];

type StepOn<S extends LoginScreen> = Extract<LoginStep, { screen: S }>;

/**
 * Where the router goes for each screen: the one table of it (a screen added to `LoginStep`
 * without a row here fails to compile). A screen whose state depends on its step says how.
 */
export const STATE_OF_SCREEN = {
  Main: 'main',
  OTPAuthenticate: 'otpAuthenticate',
  EmailConfirmation: 'emailConfirmation',
  // A user without a password gets a code or link at once, with 'Create a password instead'.
  PasswordCreateOrLogin: (step) => (step.userType === 'passwordless' ? 'passwordless' : 'password'),
  // A reset email went out.
  PasswordForgot: 'resetSent',
  PasswordBreached: 'resetSent',
  PasswordSetNew: 'resetSent',
  PasswordDedupe: 'resetSent',
  MFA: 'mfa',
  PasskeyRegistrationStart: 'passkeyOffer',
  CryptoConnect: 'cryptoConnect',
  CryptoOtherScreen: 'cryptoOthers',
  CryptoSetupWallet: 'cryptoSetup',
  CryptoError: 'cryptoError',
  OTPConfirmation: 'confirmed',
  PasswordConfirmation: 'confirmed',
  PasskeyConfirmation: 'confirmed',
  CryptoConfirmation: 'confirmed',
  Error: 'error',
} as const satisfies { [S in LoginScreen]: RouterState | ((step: StepOn<S>) => RouterState) };

/** The router's state for a step. */
export function routerStateOf(step: LoginStep): RouterState {
  const row = STATE_OF_SCREEN[step.screen] as RouterState | ((step: LoginStep) => RouterState);
  return typeof row === 'function' ? row(step) : row;
}
