import { lazy } from 'react';

/**
 * Only Main is needed for the first render. The other screens are separate chunks, fetched as
 * soon as the widget starts sending something (`preloadScreens`), so they are usually there by
 * the time the server answers. The passkey offer after a login loads when it is reached.
 */
const loadOtpScreen = () => import('../screens/otp-authenticate/otp-authenticate-screen');
const loadEmailScreens = () => import('./email-screens');
const loadPasskeyOffer = () => import('./login-widget/passkey-offer');
const loadResultScreens = () => import('./result-screens');

export function preloadScreens(): void {
  void loadOtpScreen();
  void loadEmailScreens();
  void loadResultScreens();
}

export const SuccessScreen = lazy(() => loadResultScreens().then((module) => ({ default: module.SuccessScreen })));
export const ErrorScreen = lazy(() => loadResultScreens().then((module) => ({ default: module.ErrorScreen })));
export const OtpConfirmationScreen = lazy(() =>
  loadResultScreens().then((module) => ({ default: module.OtpConfirmationScreen })),
);
export const PasskeyConfirmationScreen = lazy(() =>
  loadResultScreens().then((module) => ({ default: module.PasskeyConfirmationScreen })),
);

export const OtpAuthenticateScreen = lazy(() => loadOtpScreen().then((module) => ({ default: module.OtpAuthenticateScreen })));
export const EmailConfirmationScreen = lazy(() =>
  loadEmailScreens().then((module) => ({ default: module.EmailConfirmationScreen })),
);
export const PasswordCreateOrLoginScreen = lazy(() =>
  loadEmailScreens().then((module) => ({ default: module.PasswordCreateOrLoginScreen })),
);
export const PasswordlessScreen = lazy(() => loadEmailScreens().then((module) => ({ default: module.PasswordlessScreen })));
export const ResetEmailScreen = lazy(() => loadEmailScreens().then((module) => ({ default: module.ResetEmailScreen })));
export const CreatePasswordInstead = lazy(() =>
  loadEmailScreens().then((module) => ({ default: module.CreatePasswordInstead })),
);
export const PasskeyOffer = lazy(() => loadPasskeyOffer().then((module) => ({ default: module.PasskeyOffer })));

/** MFA (mfaOptions): its screens and its English words, fetched when a login reaches it. */
const loadMfaSteps = () => import('../screens/mfa/mfa-steps');
export const MfaSteps = lazy(() => loadMfaSteps().then((module) => ({ default: module.MfaSteps })));

const loadCryptoScreens = () => import('./crypto-screens');
export const CryptoConnectScreen = lazy(() => loadCryptoScreens().then((module) => ({ default: module.CryptoConnectScreen })));
export const CryptoOtherScreen = lazy(() => loadCryptoScreens().then((module) => ({ default: module.CryptoOtherScreen })));
export const CryptoSetupWalletScreen = lazy(() =>
  loadCryptoScreens().then((module) => ({ default: module.CryptoSetupWalletScreen })),
);
export const CryptoErrorScreen = lazy(() => loadCryptoScreens().then((module) => ({ default: module.CryptoErrorScreen })));
export const CryptoConfirmationScreen = lazy(() =>
  loadCryptoScreens().then((module) => ({ default: module.CryptoConfirmationScreen })),
);
