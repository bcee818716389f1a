/**
 * @portico/core: headless flows for a Stytch-compatible login widget. Machines, selectors,
 * types and validation; no React (see `@portico/core/react`), no SDK (see `@portico/core/stytch`).
 */
export * from './client';
export * from './config';
export * from './validation';
export * from './flows/countdown';
export * from './flows/resend-code';
export * from './flows/otp';
export * from './flows/magic-link';
export * from './flows/password';
export * from './flows/password-strength';
export * from './flows/password-reset';
export * from './flows/phone-input';
export * from './flows/login-form';
export * from './flows/create-password';
export * from './flows/passwordless';
export * from './flows/reset-email';
export * from './flows/passkey-login';
export * from './flows/passkey-registration-start';
export * from './flows/passkey-registration-success';
export * from './flows/passkey-upgrade';
export * from './flows/mfa';
export * from './flows/second-factors';
export * from './flows/login';
export * from './flows/oauth';
export * from './flows/one-tap';
export * from './flows/url-login';
export * from './flows/link-confirm';
export * from './flows/account-switch';
export * from './flows/step-up';
export { forgetLinkToken, readLinkToken, type LinkTokenRead } from './flows/shared/link-token';
export { recordSignInStart, takeSignInStart, SIGN_IN_START_KEY, SIGN_IN_START_MINUTES } from './flows/shared/sign-in-start';
export * from './flows/crypto-connect';
export * from './wallets';
export * from './flows/idp-consent';
export * from './flows/idp-logout';
export { readIdpParams, type IdpParams, type IdpAuthorizeParams, type IdpLogoutParams } from './flows/shared/idp-params';
export * from './flows/crypto-other';
// The account after sign-in (issue 37): its root, its sections and the leaf they change things through.
export * from './flows/sensitive-change';
export * from './flows/account';
export * from './flows/account-profile';
export * from './flows/email-addresses';
export * from './flows/phone-numbers';
export * from './flows/account-password';
export * from './flows/connected-accounts';
export * from './flows/connected-apps';
export * from './flows/devices';
export * from './flows/delete-account';
export {
  loadAccountState,
  signInAddress,
  signInMethodCount,
  type AccountSectionInput,
  type AccountState,
  type AccountUpdateEvent,
} from './flows/shared/account-section';
export { meetsSensitiveRule, registeredCategories, RECENT_FACTOR_MS, type RegisteredFactors } from './flows/shared/sensitive-rule';
export {
  lastUsedMethodOf,
  lastUsedStoreOf,
  lastUsedWallet,
  localLastUsedStore,
  parseLastUsedMethod,
  LAST_USED_STORAGE_KEY,
  LINK_ADDRESS_STORAGE_KEY,
  type LastUsedMethod,
  type LastUsedStore,
} from './flows/shared/last-used';
export {
  createSendCodeActor,
  createSendLinkActor,
  createSendResetActor,
  sendMagicLink,
  sendOtpCode,
  sendPasswordReset,
  type SendCodeRequest,
} from './flows/shared/senders';
export {
  AuthEventType,
  createFlowEffects,
  flowEffectStubs,
  type AuthEvent,
  type AuthEventTypeName,
  type FlowCallbacks,
  type FlowEffects,
} from './flows/shared/flow-effects';
export { fromRequest, type FlowActorOptions } from './flows/shared/request';
export { clockNow } from './flows/shared/clock';
export type { AuthenticatedVia, FlowOutcome, FlowOutcomeKind, ResetReason, WalletStage } from './flows/shared/outcome';
