/** React bindings: the client provider and one hook per flow (view-model + commands). */
export {
  AuthClientProvider,
  useAuthClient,
  useOptionalAuthClient,
  type AuthClientProviderProps,
} from './react/auth-client-provider';
export { useBootstrap } from './react/use-bootstrap';
export {
  useSignedInUser,
  type SignedInUserStatus,
  type UseSignedInUserOptions,
  type UseSignedInUserResult,
} from './react/use-signed-in-user';
export {
  useCountdown,
  type CountdownActorRef,
  type UseCountdownOptions,
  type UseCountdownResult,
} from './flows/countdown/use-countdown';
export {
  useResendCode,
  type ResendCodeActorRef,
  type UseResendCodeOptions,
  type UseResendCodeResult,
} from './flows/resend-code/use-resend-code';
export { useOtp, type OtpActorRef, type UseOtpOptions, type UseOtpResult } from './flows/otp/use-otp';
export {
  usePhoneInput,
  type PhoneInputActorRef,
  type UsePhoneInputOptions,
  type UsePhoneInputResult,
} from './flows/phone-input/use-phone-input';
export {
  useLoginWidget,
  type LoginActorRef,
  type LoginFlowRefs,
  type UseLoginWidgetOptions,
  type UseLoginWidgetResult,
} from './flows/login/use-login-widget';
export {
  useLoginForm,
  type LoginFormActorRef,
  type UseLoginFormOptions,
  type UseLoginFormResult,
} from './flows/login-form/use-login-form';
export {
  useCreatePassword,
  type CreatePasswordActorRef,
  type UseCreatePasswordOptions,
  type UseCreatePasswordResult,
} from './flows/create-password/use-create-password';
export {
  usePasswordless,
  type PasswordlessActorRef,
  type UsePasswordlessOptions,
  type UsePasswordlessResult,
} from './flows/passwordless/use-passwordless';
export {
  useResetEmail,
  type ResetEmailActorRef,
  type UseResetEmailOptions,
  type UseResetEmailResult,
} from './flows/reset-email/use-reset-email';
export {
  usePasskeyLogin,
  type PasskeyLoginActorRef,
  type UsePasskeyLoginOptions,
  type UsePasskeyLoginResult,
} from './flows/passkey-login/use-passkey-login';
export {
  usePasskeyRegistrationStart,
  type PasskeyRegistrationStartActorRef,
  type UsePasskeyRegistrationStartOptions,
  type UsePasskeyRegistrationStartResult,
} from './flows/passkey-registration-start/use-passkey-registration-start';
export {
  usePasskeyRegistrationSuccess,
  type PasskeyRegistrationSuccessActorRef,
  type UsePasskeyRegistrationSuccessOptions,
  type UsePasskeyRegistrationSuccessResult,
} from './flows/passkey-registration-success/use-passkey-registration-success';
export {
  usePasskeyUpgrade,
  type PasskeyUpgradeActorRef,
  type UsePasskeyUpgradeResult,
} from './flows/passkey-upgrade/use-passkey-upgrade';
export {
  useMfa,
  type MfaActorRef,
  type UseMfaResult,
} from './flows/mfa/use-mfa';
export {
  useSecondFactors,
  type SecondFactorsActorRef,
  type UseSecondFactorsOptions,
  type UseSecondFactorsResult,
} from './flows/second-factors/use-second-factors';
export type { StandaloneFlowOptions } from './react/use-flow-actor';
// The account after sign-in (issue 37).
export { useAccount, type AccountActorRef, type AccountSectionRefs, type UseAccountOptions, type UseAccountResult } from './flows/account/use-account';
export {
  useAccountProfile,
  type AccountProfileActorRef,
  type UseAccountProfileOptions,
  type UseAccountProfileResult,
} from './flows/account-profile/use-account-profile';
export {
  useEmailAddresses,
  type EmailAddressesActorRef,
  type UseEmailAddressesOptions,
  type UseEmailAddressesResult,
} from './flows/email-addresses/use-email-addresses';
export {
  usePhoneNumbers,
  type PhoneNumbersActorRef,
  type UsePhoneNumbersOptions,
  type UsePhoneNumbersResult,
} from './flows/phone-numbers/use-phone-numbers';
export {
  useAccountPassword,
  type AccountPasswordActorRef,
  type UseAccountPasswordOptions,
  type UseAccountPasswordResult,
} from './flows/account-password/use-account-password';
export {
  useConnectedAccounts,
  type ConnectedAccountsActorRef,
  type UseConnectedAccountsOptions,
  type UseConnectedAccountsResult,
} from './flows/connected-accounts/use-connected-accounts';
export {
  useConnectedApps,
  type ConnectedAppsActorRef,
  type UseConnectedAppsOptions,
  type UseConnectedAppsResult,
} from './flows/connected-apps/use-connected-apps';
export { useDevices, type DevicesActorRef, type UseDevicesOptions, type UseDevicesResult } from './flows/devices/use-devices';
export {
  useDeleteAccount,
  type DeleteAccountActorRef,
  type UseDeleteAccountOptions,
  type UseDeleteAccountResult,
} from './flows/delete-account/use-delete-account';
export { useSensitiveChange, type SensitiveChangeActorRef, type UseSensitiveChangeResult } from './flows/sensitive-change/use-sensitive-change';
export type { AccountSectionStepUp } from './flows/sensitive-change/section-view';
export {
  useMagicLink,
  type MagicLinkActorRef,
  type UseMagicLinkOptions,
  type UseMagicLinkResult,
} from './flows/magic-link/use-magic-link';
export {
  usePassword,
  type PasswordActorRef,
  type UsePasswordOptions,
  type UsePasswordResult,
} from './flows/password/use-password';
export {
  usePasswordStrength,
  type PasswordStrengthActorRef,
  type UsePasswordStrengthOptions,
  type UsePasswordStrengthResult,
} from './flows/password-strength/use-password-strength';
export {
  readResetLink,
  usePasswordReset,
  type PasswordResetActorRef,
  type UsePasswordResetOptions,
  type UsePasswordResetResult,
} from './flows/password-reset/use-password-reset';
export { useOAuth, type OAuthActorRef, type UseOAuthOptions, type UseOAuthResult } from './flows/oauth/use-oauth';
export { useOneTap, type OneTapActorRef, type UseOneTapOptions, type UseOneTapResult } from './flows/one-tap/use-one-tap';
export { useUrlLogin, type UrlLoginActorRef, type UseUrlLoginOptions, type UseUrlLoginResult } from './flows/url-login/use-url-login';
export { useLinkConfirm, type LinkConfirmActorRef, type UseLinkConfirmResult } from './flows/link-confirm/use-link-confirm';
export { useAccountSwitch, type AccountSwitchActorRef, type UseAccountSwitchResult } from './flows/account-switch/use-account-switch';
export { useStepUpMfa, type StepUpActorRef } from './flows/step-up/use-step-up';
export {
  useCryptoConnect,
  type CryptoConnectActorRef,
  type UseCryptoConnectOptions,
  type UseCryptoConnectResult,
} from './flows/crypto-connect/use-crypto-connect';
export {
  useCryptoOther,
  type UseCryptoOtherOptions,
  type UseCryptoOtherResult,
  type CryptoOtherActorRef,
} from './flows/crypto-other/use-crypto-other';
export {
  useIdpConsent,
  type IdpConsentActorRef,
  type UseIdpConsentOptions,
  type UseIdpConsentResult,
} from './flows/idp-consent/use-idp-consent';
export {
  useIdpLogout,
  type IdpLogoutActorRef,
  type UseIdpLogoutOptions,
  type UseIdpLogoutResult,
} from './flows/idp-logout/use-idp-logout';
/** Deprecated names, removed in 0.3 (CHANGELOG.md). */
export {
  useResetPassword,
  type ResetPasswordActorRef,
  type UseResetPasswordOptions,
  type UseResetPasswordResult,
} from './flows/password-reset/use-password-reset';
/** Deprecated names, removed in 0.3 (CHANGELOG.md). */
export {
  usePasskeyManager,
  type PasskeyManagerActorRef,
  type UsePasskeyManagerOptions,
  type UsePasskeyManagerResult,
} from './flows/passkey-registration-success/use-passkey-registration-success';
/** Deprecated names, removed in 0.3 (CHANGELOG.md; issue 40: the flow is `mfa`). */
export {
  useSecondFactor,
  type SecondFactorActorRef,
  type UseSecondFactorResult,
} from './flows/mfa/use-mfa';
export { useStepUpSecondFactor } from './flows/step-up/use-step-up';
/** Deprecated names, removed in 0.3 (CHANGELOG.md). */
export {
  useWalletPicker,
  type WalletPickerActorRef,
  type UseWalletPickerOptions,
  type UseWalletPickerResult,
} from './flows/crypto-other/use-crypto-other';
/** Deprecated names, removed in 0.3 (CHANGELOG.md). */
export {
  useCryptoWallet,
  type CryptoWalletActorRef,
  type UseCryptoWalletOptions,
  type UseCryptoWalletResult,
} from './flows/crypto-connect/use-crypto-connect';
/** Deprecated names, removed in 0.3 (CHANGELOG.md). */
export {
  useOtpFlow,
  type UseOtpFlowOptions,
  type UseOtpFlowResult,
} from './flows/otp/use-otp';
/** Deprecated names, removed in 0.3 (CHANGELOG.md). */
export {
  useMagicLinkFlow,
  type UseMagicLinkFlowOptions,
  type UseMagicLinkFlowResult,
} from './flows/magic-link/use-magic-link';
/** Deprecated names, removed in 0.3 (CHANGELOG.md). */
export {
  usePasswordFlow,
  type UsePasswordFlowOptions,
  type UsePasswordFlowResult,
} from './flows/password/use-password';
/** Deprecated names, removed in 0.3 (CHANGELOG.md). */
export {
  usePasskeyRegistration,
  type PasskeyRegistrationActorRef,
  type UsePasskeyRegistrationOptions,
  type UsePasskeyRegistrationResult,
} from './flows/passkey-registration-start/use-passkey-registration-start';
