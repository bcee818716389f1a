import type { KnownErrorType } from '@portico/core';
import type { enCrypto } from './en-crypto';
import type { enIdentityProvider } from './en-identity-provider';
import type { enMfa } from './en-mfa';
import type { enRareErrors } from './en-rare-errors';
import type { enPasskeys } from './en-passkeys';
import type { enPasswordStrength } from './en-password-strength';
import type { enSecondFactors } from './en-second-factors';
import type { enAccount } from './en-account';
import type { enAccountAccess } from './en-account-access';
import type { enUserButton } from './en-user-button';
import type { enUrlLogin } from './en-url-login';

/**
 * The names of sign-in providers and wallets on their buttons: brands, the same in every
 * language. Every catalog spreads them; hosts can still replace one with `strings`.
 */
export const brandNames = {
  'provider.google': 'Google',
  'provider.microsoft': 'Microsoft',
  'provider.apple': 'Apple',
  'provider.github': 'GitHub',
  'provider.gitlab': 'GitLab',
  'provider.facebook': 'Facebook',
  'provider.discord': 'Discord',
  'provider.salesforce': 'Salesforce',
  'provider.slack': 'Slack',
  'provider.amazon': 'Amazon',
  'provider.bitbucket': 'Bitbucket',
  'provider.linkedin': 'LinkedIn',
  'provider.coinbase': 'Coinbase',
  'provider.twitch': 'Twitch',
  'provider.twitter': 'Twitter',
  'provider.tiktok': 'TikTok',
  'provider.snapchat': 'Snapchat',
  'provider.figma': 'Figma',
  'provider.yahoo': 'Yahoo',
  'wallet.Metamask': 'Metamask',
  'wallet.Phantom': 'Phantom',
  'wallet.Coinbase': 'Coinbase',
  'wallet.Binance': 'Binance',
  'wallet.Vessel': 'Vessel',
} as const;

/**
 * The English catalog. Every string the spec quotes appears here verbatim (spec §2, §5, §8);
 * the rest is Portico's own copy where the spec is silent. Placeholders are `{name}`.
 * Keys are stable ids: hosts override any of them through the widget's `strings` prop.
 */
export const en = {
  // Main (spec §2)
  'login.title': 'Sign up or log in',
  'login.divider': 'or',
  'login.tabsLabel': 'Choose how to receive your code',
  'tab.sms': 'Text',
  'tab.whatsapp': 'WhatsApp',
  'tab.email': 'Email',
  'login.submit': 'Continue',
  'login.logoAltFallback': 'Logo',
  'watermark.poweredBy': 'Powered by',
  'watermark.brand': 'Stytch',

  // Form fields (spec §5)
  'field.email.label': 'Email',
  'field.email.placeholder': 'example@email.com',
  'field.phone.label': 'Phone number',
  'field.phone.placeholder': '(201) 555-0123',
  'field.phone.country': 'Country code',
  'validation.emailRequired': 'Enter your email address.',
  'validation.invalidEmailAddress': 'Invalid email address.',
  'validation.phoneRequired': 'Enter your phone number.',

  // Configuration errors (spec §2); the last five are Portico's own checks.
  'configError.eml_and_email_otp': 'Error: Cannot use both EML and Email OTP',
  'configError.passkeys_only': 'Error: Cannot use Passkeys by itself, please add another product to the config.',
  'configError.no_products': 'Error: The config must list at least one product.',
  'configError.unknown_product': "Error: '{detail}' is not a product. Use oauth, crypto, emailMagicLinks, otp, passwords or passkeys.",
  'configError.otp_methods_missing': 'Error: The otp product needs otpOptions.methods (sms, whatsapp or email).',
  'configError.unknown_otp_method': "Error: '{detail}' is not an OTP method. Use sms, whatsapp or email.",
  'configError.invalid_duration': 'Error: {detail} must be a whole number of minutes, greater than 0.',
  'configError.oauth_providers_missing': 'Error: The oauth product needs oauthOptions.providers (at least one provider).',
  'configError.unknown_oauth_provider': "Error: '{detail}' is not a social sign-in provider.",
  'configError.one_tap_not_google': "Error: One Tap is only available for Google, not '{detail}'.",
  'configError.unknown_one_tap_position':
    "Error: '{detail}' is not a One Tap position. Use floating, embedded, floatingOrEmbedded, embeddedOnly or forceLegacyEmbedded.",
  'configError.unknown_wallet':
    "Error: '{detail}' is not a wallet. Use Metamask, Phantom, Coinbase, Binance, Vessel, GenericEthereumWallet or GenericSolanaWallet.",
  'configError.invalid_mfa_options': 'Error: mfaOptions needs a policy (whenEnrolled or required) and methods (totp, sms or both).',

  // One Tap setup problems (spec §2, §4): each is a configuration error.
  'oneTap.problem.origin_not_allowed':
    "Error: One Tap cannot render because this site's origin ({origin}) is not allowed for the project's Google client. Add it to the Authorized JavaScript origins in the Google API console.",
  'oneTap.problem.invalid_client':
    "Error: One Tap cannot render because Google does not recognize the project's Google client ID. Check that the client ID in your OAuth settings matches the one in the Google Cloud console.",
  'oneTap.problem.oauth_config_not_found':
    'Error: One Tap cannot render because no Google OAuth client is configured for this project.',
  'oneTap.problem.no_login_redirect_urls':
    'Error: One Tap cannot render because the project has no login redirect URLs, so oauthOptions.loginRedirectURL cannot be verified. Add login redirect URLs to the project.',
  'oneTap.problem.no_signup_redirect_urls':
    'Error: One Tap cannot render because the project has no signup redirect URLs, so oauthOptions.signupRedirectURL cannot be verified. Add signup redirect URLs to the project.',
  'oneTap.problem.default_provider_not_allowed':
    "Error: One Tap cannot render because the default OAuth client cannot be used with One Tap. Configure the project's own Google client.",
  'oneTap.label': 'Sign in with Google',
  'oneTap.loading': 'Loading Google sign-in…',

  // OTPAuthenticate (spec §2, §9)
  'otp.title': 'Enter passcode',
  'otp.sentTo': 'A 6-digit passcode was sent to you at {destination}.',
  'otp.inputLabel': 'One-time passcode',
  'otp.verifying': 'Verifying passcode…',
  'otp.expiresIn': 'Your code expires in {timeRemaining}.',
  'otp.expired': 'Your code has expired.',
  'otp.resendPrompt': "Didn't get it?",
  'otp.resend': 'Resend code',
  'otp.resending': 'Sending a new code…',
  'otp.codeSent': 'Code sent',
  'otp.resendAgain': 'Resend code',
  'otp.sendFailedRetry': 'Try sending the code again',
  'common.back': 'Go back',
  'common.loading': 'Loading…',

  // EmailConfirmation (spec §2)
  'emailConfirmation.title': 'Check your email',
  'emailConfirmation.sentTo': 'An email was sent to {email}.',
  'emailConfirmation.openGmail': 'Open Gmail',
  'emailConfirmation.openYahoo': 'Open Yahoo Mail',
  'emailConfirmation.openOutlook': 'Open Outlook',
  'emailConfirmation.newTab': '(opens in a new tab)',
  'emailConfirmation.tryAgain': 'Try again',
  'email.resend': 'Resend email',
  'email.resending': 'Sending the email again…',
  'email.resent': 'Email resent',

  // Password screens (spec §2, §5)
  'field.password.label': 'Password',
  'field.newPassword.label': 'New password',
  'password.show': 'Show password',
  'password.hide': 'Hide password',
  'password.login.title': 'Log In',
  'password.create.title': 'Create an account',
  'password.create.text': 'Finish creating your account by setting a password.',
  'password.forgotLink': 'Forgot Password?',
  'password.emailLoginLink': 'Email me a login link',
  'password.emailLoginCode': 'Email me a login code',
  'password.createInstead': 'Create a password instead',
  'password.sendingCode': 'Sending you a login code…',
  'password.sendingLink': 'Sending you a login link…',
  'password.sendingReset': 'Sending you an email to set a password…',
  'password.forgot.title': 'Forgot password?',
  'password.forgot.text': 'A link to reset your password was sent to you at {email}.',
  'password.breached.title': 'Check your email to set a new password',
  'password.breached.text':
    'A different site where you use the same password had a security issue recently. For your safety, an email was sent to you at {email} to reset your password.',
  'password.setNew.title': 'Check your email!',
  'password.setNew.text': 'A login link was sent to you at {email}.',
  'password.dedupe.title': 'Check your email to set a new password!',
  'password.dedupe.text':
    "We want to make sure your account is secure and that it's really you logging in! A login link was sent to you at {email}.",
  'password.loginWithoutPassword': 'Login without a password',
  'password.reset.title': 'Reset your password',
  'password.reset.loggingIn': 'Logging in...',
  // The URL-login mode's words are in `enUrlLogin`.

  // Passkeys (spec §2, §8): logging in with one; registering and managing them are in `enPasskeys`.
  'passkey.login': 'Login with a Passkey',
  'passkey.finishing': 'Finishing signing in…',

  // Social sign-in and wallets (buttons)
  'social.continueWith': 'Continue with {provider}',
  ...brandNames,
  'wallet.GenericEthereumWallet': 'Other Ethereum Wallet',
  'wallet.GenericSolanaWallet': 'Other Solana Wallet',
  'wallet.continueWithOther': 'Continue with other Crypto Wallet',
  'wallet.setupNew': 'Set up a new crypto wallet',
  'lastUsed.badge': 'Last used',

  // The wallet screens' words (spec §2, §8) are in `enCrypto`.

  // Generic screens (spec §2)
  'success.title': 'Success!',
  'success.loggedIn': 'You have successfully logged in.',
  'error.title': 'Looks like there was an error!',

  // Server error types (spec §8), verbatim.
  'error.invalid_email': 'Email format is invalid.',
  'error.invalid_phone_number': 'Phone number format is invalid. Ensure the phone number is in the E.164 format.',
  'error.unsubscribed_phone_number':
    "This phone number has unsubscribed from messages. Text 'START' to it to resubscribe, then try again.",
  'error.inactive_email':
    'The email address is marked as inactive. Please try another email address, or contact your admin if you think this is a mistake.',
  'error.unauthorized_credentials': 'Unauthorized credentials.',
  'error.user_unauthenticated': 'Must have an active session to call this method. Have you logged in yet?',
  'error.email_not_found': 'Email not found.',
  'error.unable_to_auth_magic_link':
    'The magic link could not be authenticated because it was either already used or expired. Please try again.',
  'error.no_user_password': 'Password not found for this user. Please try again.',
  'error.breached_password': 'Password appears in the list of breached passwords and must be reset.',
  'error.reset_password': 'Password must be reset.',
  'error.oauth_token_not_found': 'OAuth Token could not be found.',
  'error.invalid_code': 'Code format is invalid, please try again.',
  'error.member_password_not_found': 'Member password not found.',
  'error.oauth_flow_callback_error': 'An error was encountered in the callback of the OAuth flow. Please try again.',
  'error.unauthorized_action': 'Unauthorized action.',
  'error.user_lock_limit_reached': 'Too many failed authentication attempts. Please try again later.',
  'error.invalid_session_token': 'Invalid session token.',
  'error.session_not_found': 'Session not found.',
  'error.invalid_phone_number_country_code': "The phone number's country code is invalid, unsupported, or disabled.",
  'error.otp_code_not_found': 'Invalid passcode, please try again.',
  'error.unable_to_auth_otp_code': 'This passcode has expired or was already used. Please request a new code.',
  'error.duplicate_member_phone_number': 'A member with the specified phone number already exists for this organization.',
  'error.webauthn_registration_not_found':
    'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',

  'error.too_many_requests': 'Too many requests right now. Please wait a moment, then try again.',
  'error.insufficient_factors': 'For your security, log in again with a second method (such as a code sent to your phone) before making this change.',
  'error.pkce_expected_code_verifier': 'This link only works in the browser where you asked for it. Open it there, or ask for a new one on this device.',
  'error.pkce_mismatch': 'This link only works in the browser where you asked for it. Open it there, or ask for a new one on this device.',

  // Local error codes (Portico's own copy).
  'error.network_unreachable': "We couldn't reach the server. Check your connection and try again.",
  'error.request_timeout': 'The server is taking too long to answer. Please try again.',
  'error.invalid_response': 'The server sent an answer we could not read. Please try again.',
  'error.email_required': 'Enter your email address.',
  'error.invalid_email_format': 'Email format is invalid.',
  'error.phone_required': 'Enter your phone number.',
  'error.reset_token_missing': 'This page needs the link from your password reset email. Open that link again.',
  'error.not_supported': 'This sign-in method is not available right now.',
  'error.endpoint_not_authorized_for_sdk': 'This sign-in method is not available right now.',
  'error.bad_domain_for_stytch_sdk': 'Signing in is not available on this site right now. Please try again later.',
  'error.aborted': 'The request was cancelled. Please try again.',
  'error.webauthn_cancelled': 'The passkey request was cancelled or timed out. Please try again.',
  'error.webauthn_credential_exists':
    'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
  'error.webauthn_unsupported': 'Passkeys cannot be used in this browser or on this page.',
  'error.passkey_authentication_failed': 'Unknown error occurred during passkey authentication. Please try again.',
  'error.passkey_registration_failed':
    'Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.',
  'error.passkey_name_required': 'Enter a name for the passkey.',
  'error.wallet_connect_failed': 'Could not connect to wallet',
  'error.wallet_sign_failed': 'Could not sign message',
  'error.oauth_cancelled': 'The sign-in was cancelled. Choose a way to sign in to try again.',
  'error.url_token_missing': 'This page finishes a sign-in, but its address has no sign-in token. Start signing in again.',
  'error.unknown_error': 'Something went wrong. Please try again.',

  // Identity provider (spec §2): its errors; its screens' words are in `enIdentityProvider`.
  'error.idp_parameter_missing': 'Required parameter is missing. Please reach out to the application developer.',
  'error.no_active_session': 'No active session detected. Please log in to continue.',
} as const;

/**
 * Every key of the catalogs: `en`'s, and those of the English words that load with their screens
 * (`enPasswordStrength`, `enIdentityProvider`, `enMfa`, `enSecondFactors`, `enCrypto`, `enPasskeys`,
 * `enUrlLogin`, `enAccount`, `enAccountAccess`, `enUserButton`, and `enRareErrors`, which loads with the readings of Stytch's other error types). Other catalogs
 * (`Messages`) hold them all.
 */
export type MessageKey =
  | keyof typeof en
  | keyof typeof enPasswordStrength
  | keyof typeof enIdentityProvider
  | keyof typeof enMfa
  | keyof typeof enSecondFactors
  | keyof typeof enCrypto
  | keyof typeof enPasskeys
  | keyof typeof enUrlLogin
  | keyof typeof enAccount
  | keyof typeof enAccountAccess
  | keyof typeof enUserButton
  | keyof typeof enRareErrors;
/**
 * A quantity's words are keys `<base>.<CLDR plural category>` (`Intl.PluralRules`): English
 * gives `.one` and `.other`; a language with more categories adds `.zero`, `.two`, `.few` or
 * `.many` (a test checks each catalog has every category its language uses). `plural()` picks one.
 */
export type PluralBase = MessageKey extends infer K ? (K extends `${infer B}.other` ? B : never) : never;
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type PluralExtras = `${PluralBase}.${'zero' | 'two' | 'few' | 'many'}`;
export type Messages = Record<MessageKey, string> & Partial<Record<PluralExtras, string>>;
/**
 * The words a widget has at first: `en`'s keys at least (English, before a screen's own words
 * have loaded), every key in any other catalog.
 */
export type FirstLoadMessages = Record<keyof typeof en, string> & Partial<Messages>;

/**
 * The catalog is keyed by the error codes of @portico/core: a code without words here fails to
 * compile (the type names the missing keys), and `es` and `pt-BR` must then translate it too.
 */
type MissingErrorMessages = Exclude<`error.${KnownErrorType}`, MessageKey>;
const _everyErrorCodeHasWords: [MissingErrorMessages] extends [never] ? true : MissingErrorMessages = true;
