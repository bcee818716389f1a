import { codeOptions } from '../shared/senders';
import type { StepFlows } from './login.flows';
import type { LoginContext, LoginScreen, LoginStep } from './login.types';

/*
 * What the login router gives each flow it starts, from its context: one function a flow, so the
 * machine (login.machine.ts) holds only the routing.
 */

/** The router's context while a step's flows are available. */
export type RouterContext = LoginContext & { flows: StepFlows | null };

/** The step when its screen is `screen` (the router only enters a state when it is). */
export function stepAs<S extends LoginScreen>(context: LoginContext, ...screens: S[]): Extract<LoginStep, { screen: S }> {
  if (!(screens as LoginScreen[]).includes(context.step.screen)) {
    throw new Error(`The login widget is on ${context.step.screen}, not ${screens.join(' or ')}.`);
  }
  return context.step as Extract<LoginStep, { screen: S }>;
}

// Main's flows.
export const loginForm = (context: RouterContext) => ({ config: context.config, draft: context.draft });

export const passkeyLogin = (context: RouterContext) => ({
  sessionDurationMinutes: context.config.sessionDurationMinutes,
  autofillField: context.config.tabs.includes('email'),
});

/** Where every social sign-in returns: the config's redirect URLs. */
export function oauth(context: RouterContext) {
  const { loginRedirectUrl, signupRedirectUrl, providers } = context.config.oauth;
  return {
    providers,
    ...(loginRedirectUrl !== undefined && { loginRedirectUrl }),
    ...(signupRedirectUrl !== undefined && { signupRedirectUrl }),
  };
}

export function oneTap(context: RouterContext) {
  const { providers: _providers, ...redirects } = oauth(context);
  return { ...redirects, ...context.config.oauth.oneTap! };
}

/** A wallet list's input: the configured wallets, and the social buttons that share the slots. */
const walletList = (context: RouterContext, list: 'main' | 'others') => ({
  configured: context.config.crypto.wallets,
  socialCount: context.config.oauth.providers.length,
  list,
});
export const mainWallets = (context: RouterContext) => walletList(context, 'main');
/** The wallets beyond Main's slots. */
export const cryptoOther = (context: RouterContext) => walletList(context, 'others');

// The later steps' flows.
export function otp(context: RouterContext) {
  const { otp } = stepAs(context, 'OTPAuthenticate');
  return {
    ...codeOptions(context.config.otp, otp.type),
    method: otp.type,
    destination: otp.otpDestination,
    displayDestination: otp.displayDestination,
    methodId: otp.methodId,
    sentAt: otp.sentAt,
    sessionDurationMinutes: context.config.sessionDurationMinutes,
  };
}

export const magicLink = (context: RouterContext) => ({
  email: stepAs(context, 'EmailConfirmation').email,
  request: context.config.magicLink,
  sent: true,
});

/** 'Create a password instead' on the code and link screens a passwordless user reaches. */
export const createPasswordOffer = (context: RouterContext) => ({
  email: context.step.screen === 'OTPAuthenticate' ? context.step.otp.otpDestination : stepAs(context, 'EmailConfirmation').email,
  resetRequest: context.config.passwordReset,
});

/** PasswordCreateOrLogin for a new user or one with a password. */
export function password(context: RouterContext) {
  const { email, userType } = stepAs(context, 'PasswordCreateOrLogin');
  return {
    email,
    userType: userType === 'password' ? ('password' as const) : ('new' as const),
    secondary: context.config.secondaryEmail,
    sessionDurationMinutes: context.config.sessionDurationMinutes,
    resetRequest: context.config.passwordReset,
    linkRequest: context.config.magicLink,
    codeRequest: codeOptions(context.config.otp),
  };
}

/** PasswordCreateOrLogin for a user without a password: a code or link goes out at once. */
export const passwordless = (context: RouterContext) => ({
  email: stepAs(context, 'PasswordCreateOrLogin').email,
  secondary: context.config.secondaryEmail,
  codeRequest: codeOptions(context.config.otp),
  linkRequest: context.config.magicLink,
  resetRequest: context.config.passwordReset,
});

/** …and 'Create a password instead' beside it. */
export const createPasswordInstead = (context: RouterContext) => ({
  email: stepAs(context, 'PasswordCreateOrLogin').email,
  resetRequest: context.config.passwordReset,
});

/** PasswordForgot, PasswordBreached, PasswordSetNew, PasswordDedupe: a reset email went out. */
export function resetEmail(context: RouterContext) {
  const { email, reason } = stepAs(context, 'PasswordForgot', 'PasswordBreached', 'PasswordSetNew', 'PasswordDedupe');
  return { email, reason, resetRequest: context.config.passwordReset, linkRequest: context.config.magicLink };
}

/** CryptoConnect, then CryptoSignMessage: the chosen wallet's flow. */
export const cryptoConnect = (context: RouterContext) => ({
  wallet: stepAs(context, 'CryptoConnect').wallet,
  sessionDurationMinutes: context.config.sessionDurationMinutes,
});

/** MFA: the second factor the login still needs (mfaOptions). */
export function mfa(context: RouterContext) {
  const { via, result, plan } = stepAs(context, 'MFA');
  return {
    via,
    result,
    plan,
    sessionDurationMinutes: context.config.sessionDurationMinutes,
    otpExpirationMinutes: context.config.otp.expirationMinutes,
    ...(context.config.otp.locale !== undefined && { locale: context.config.otp.locale }),
  };
}

export function passkeyUpgrade(context: RouterContext) {
  const { via, user } = stepAs(context, 'PasskeyRegistrationStart');
  return { via, user, sessionDurationMinutes: context.config.sessionDurationMinutes };
}

/** After a login by another method, the browser may add a passkey quietly. */
export const quietPasskey = (context: RouterContext) => ({ sessionDurationMinutes: context.config.sessionDurationMinutes });
