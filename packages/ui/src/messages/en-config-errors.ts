/**
 * The words of the configuration errors (spec §2): the two the spec names, then Portico's own
 * checks. Main shows them in place of its methods; the first paint knows whether the config is
 * valid at once (core's `validateLoginConfig`) and draws no form, and these words come with the
 * live Main's alert (`screens/main/config-errors.tsx`, through `MessagesSection`) a moment later,
 * so no first load carries them. The other catalogs hold these keys like any other.
 */
export const enConfigErrors = {
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
} as const;
