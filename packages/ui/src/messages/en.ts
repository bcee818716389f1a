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
  'error.duplicate_member_phone_number': 'A member with the specified phone number already exists for this organization.',
  'error.webauthn_registration_not_found':
    'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',

  // Local error codes (Portico's own copy).
  'error.network_unreachable': "We couldn't reach the server. Check your connection and try again.",
  'error.request_timeout': 'The server is taking too long to answer. Please try again.',
  'error.invalid_response': 'The server sent an answer we could not read. Please try again.',
  'error.email_required': 'Enter your email address.',
  'error.invalid_email_format': 'Email format is invalid.',
  'error.phone_required': 'Enter your phone number.',
  'error.not_supported': 'This sign-in method is not available right now.',
  'error.unknown_error': 'Something went wrong. Please try again.',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
