/** @portico/ui: the prebuilt Portico screens and widgets. */
export { LoginWidget, preloadLoginWidget, type LoginWidgetProps } from './widgets/login-widget/login-widget';
export {
  ResetPasswordWidget,
  type ResetPasswordWidgetProps,
} from './widgets/reset-password-widget/reset-password-widget';
export {
  PasskeyRegistrationWidget,
  type PasskeyRegistrationWidgetProps,
} from './widgets/passkey-registration-widget/passkey-registration-widget';
export {
  SecondFactorsWidget,
  type SecondFactorsWidgetProps,
} from './widgets/second-factors-widget/second-factors-widget';
export { UrlLoginWidget, type UrlLoginWidgetProps } from './widgets/url-login-widget/url-login-widget';
export { AccountWidget, type AccountWidgetProps } from './widgets/account-widget/account-widget';
export {
  AccountEmailAddresses,
  AccountPassword,
  AccountPhoneNumbers,
  AccountProfile,
  type AccountEmailAddressesProps,
  type AccountPasswordProps,
  type AccountPhoneNumbersProps,
  type AccountProfileProps,
  type AccountSectionWidgetProps,
} from './widgets/account-widget/account-sections';
export { AccountProfileSection, type AccountProfileSectionProps } from './screens/account-profile/account-profile-section';
export { EmailAddressesSection, type EmailAddressesSectionProps } from './screens/email-addresses/email-addresses-section';
export { PhoneNumbersSection, type PhoneNumbersSectionProps } from './screens/phone-numbers/phone-numbers-section';
export { AccountPasswordSection, type AccountPasswordSectionProps } from './screens/account-password/account-password-section';
export {
  AccountSection,
  CodeEntry,
  ConfirmDialog,
  formatDate,
  formatRelativeTime,
  ListRow,
  RowBadge,
  RowList,
  SectionError,
  SectionLoad,
  SectionStepUp,
  TimeText,
  useTimeFormat,
  type AccountSectionProps,
  type CodeEntryProps,
  type ConfirmDialogProps,
  type ListRowProps,
  type SectionErrorProps,
  type SectionStepUpProps,
} from './widgets/account-widget/parts';
export {
  IdentityProviderWidget,
  type IdentityProviderWidgetProps,
} from './widgets/identity-provider-widget/identity-provider-widget';
export { IdpConsentScreen, type IdpConsentScreenProps } from './screens/idp-consent/idp-consent-screen';
export { IdpLogoutScreen, type IdpLogoutScreenProps } from './screens/idp-logout/idp-logout-screen';
export { toAuthClient, type WidgetClient } from './widgets/auth-client';
export { lazyClient, type LazyClient } from './widgets/lazy-client';
export { PorticoStyles } from './widgets/style-root';

export { WidgetFrame, usePresentation, type WidgetFrameProps } from './frame/widget-frame';
export { ScreenHeader, type ScreenHeaderProps } from './frame/screen-header';

export { MainScreen, type MainScreenProps } from './screens/main/main-screen';
export { LoginForm, type LoginFormProps } from './screens/main/login-form';
export { EmailForm, type EmailFormProps } from './screens/main/email-form';
export { PhoneOtpForm, type PhoneOtpFormProps } from './screens/main/phone-otp-form';
export { PasskeyLogin, type PasskeyLoginProps } from './screens/main/passkey-login';
export { PasskeyConfirmationScreen } from './screens/passkey-confirmation/passkey-confirmation-screen';
export {
  PasskeyRegistrationStartScreen,
  type PasskeyRegistrationStartScreenProps,
} from './screens/passkey-registration-start/passkey-registration-start-screen';
export {
  PasskeyRegistrationSuccessScreen,
  type PasskeyRegistrationSuccessScreenProps,
} from './screens/passkey-registration-success/passkey-registration-success-screen';
export { SecondFactorsScreen, type SecondFactorsScreenProps } from './screens/second-factors/second-factors-screen';
export {
  OtpAuthenticateScreen,
  type OtpAuthenticateScreenProps,
} from './screens/otp-authenticate/otp-authenticate-screen';
export { ResendControl, type ResendControlProps } from './screens/otp-authenticate/resend-control';
export { ExpiryNotice } from './screens/otp-authenticate/expiry-notice';
export { OtpConfirmationScreen } from './screens/otp-confirmation/otp-confirmation-screen';
export { MfaScreen, type MfaScreenProps } from './screens/mfa/mfa-screen';
export {
  EmailConfirmationScreen,
  type EmailConfirmationScreenProps,
} from './screens/email-confirmation/email-confirmation-screen';
export { webmailLinks, type WebmailLink } from './screens/email-confirmation/webmail';
export {
  PasswordCreateOrLoginScreen,
  type PasswordCreateOrLoginScreenProps,
} from './screens/password/password-create-or-login-screen';
export { PasswordlessScreen, type PasswordlessScreenProps } from './screens/password/passwordless-screen';
export { ResetEmailScreen, type ResetEmailScreenProps } from './screens/password/reset-email-screen';
export { ResendEmailButton, type ResendEmailButtonProps } from './screens/password/resend-email-button';
export { CreatePasswordInstead, type CreatePasswordInsteadProps } from './screens/password/create-password-instead';
export { PasswordFeedback, passwordRulesFor, type PasswordFeedbackProps } from './screens/password/password-feedback';
export {
  PasswordResetFormScreen,
  type PasswordResetFormScreenProps,
} from './screens/password-reset/password-reset-form-screen';
export { SuccessScreen, type SuccessScreenProps } from './screens/success/success-screen';
export { CryptoConnectScreen, type CryptoConnectScreenProps } from './screens/crypto-connect/crypto-connect-screen';
export { CryptoOtherScreen, type CryptoOtherScreenProps } from './screens/crypto-other/crypto-other-screen';
export {
  CryptoSetupWalletScreen,
  type CryptoSetupWalletScreenProps,
} from './screens/crypto-setup-wallet/crypto-setup-wallet-screen';
export { CryptoConfirmationScreen } from './screens/crypto-confirmation/crypto-confirmation-screen';
export { CryptoErrorScreen, type CryptoErrorScreenProps } from './screens/crypto-error/crypto-error-screen';
export { SocialLogin, type SocialLoginProps } from './screens/main/social-login';
export { WalletLogin, type WalletLoginProps } from './screens/main/wallet-login';
export { OneTapArea, ONE_TAP_PARENT_ID, type OneTapAreaProps } from './screens/main/one-tap-area';
export {
  GenericWalletIcon,
  LastUsedBadge,
  OtherWalletsButton,
  ProviderIcon,
  SetupWalletButton,
  SocialButton,
  SocialButtonGroup,
  useLastUsedBadge,
  WalletButton,
  WalletIcon,
  type LastUsedBadgeProps,
  type ProviderIconProps,
  type SocialButtonProps,
  type WalletButtonProps,
  type WalletIconProps,
} from './social';
export { ErrorScreen, type ErrorScreenProps } from './screens/error/error-screen';

export * from './messages';
export { styleConfigToVariables } from './theme/style-config';
export { themeToVariables } from './theme/presentation';
export { darkTheme, defaultTheme, shadcnTheme } from './theme/themes';
export { cn } from './lib/cn';

export { Alert, alertVariants } from './primitives/alert';
export { Button, buttonVariants, type ButtonProps } from './primitives/button';
export { Card, CardDescription, CardFooter, CardHeader, CardTitle } from './primitives/card';
export { Divider } from './primitives/divider';
export { Field, FieldDescription, FieldError, FieldLabel } from './primitives/field';
export { Input } from './primitives/input';
export { OtpInput, type OtpInputProps } from './primitives/otp-input';
export { PasswordInput, type PasswordInputProps } from './primitives/password-input';
export { PhoneInput, type PhoneInputProps, type PhoneCountryOption } from './primitives/phone-input';
export { Requirement, RequirementList, StrengthMeter, type RequirementStatus } from './primitives/strength-meter';
export { Spinner } from './primitives/spinner';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './primitives/tabs';
export { ToastArea, ToastProvider, useToast, type ToastKind } from './primitives/toast';

// <UserButton> is in its own entry, '@portico/ui/user-button' (src/user-button.ts says why).

// The account's access sections (issue 37): each on the account root's ref (`useAccount().connectedAccountsRef`, …)
// or alone with its hook's options, and each alone in a widget of its own (`AccountConnectedAccounts`, …).
export { ConnectedAccountsSection, type ConnectedAccountsSectionProps } from './screens/connected-accounts/connected-accounts-section';
export { ConnectedAppsSection, type ConnectedAppsSectionProps } from './screens/connected-apps/connected-apps-section';
export { DevicesSection, type DevicesSectionProps } from './screens/devices/devices-section';
export { DeleteAccountSection, type DeleteAccountSectionProps } from './screens/delete-account/delete-account-section';
export { PasskeysSection, type PasskeysSectionProps } from './screens/passkey-registration-success/passkeys-section';
export { TwoStepSection, type TwoStepSectionProps } from './screens/second-factors/two-step-section';
export {
  AccountConnectedAccounts,
  AccountConnectedApps,
  AccountDeleteAccount,
  AccountDevices,
  AccountPasskeys,
  AccountTwoStep,
  type AccountConnectedAccountsProps,
  type AccountConnectedAppsProps,
  type AccountDeleteAccountProps,
  type AccountDevicesProps,
  type AccountPasskeysProps,
  type AccountTwoStepProps,
} from './widgets/account-widget/account-access-sections';
