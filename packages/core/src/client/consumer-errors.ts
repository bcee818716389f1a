import type { KnownErrorType, RareErrorType } from './auth-error';

/*
 * Every other `error_type` a consumer flow of the widget can receive from Stytch (login, reset,
 * passkeys, wallets, OAuth and One Tap, TOTP and SMS second factors, the identity provider), beyond
 * the `SERVER_ERROR_TYPES` whose words load with the widget: a module of its own, loaded when the
 * server refuses something (flow-effects.ts) and by the message catalog after the first render, so
 * no first load carries it.
 *
 * Each type says how to read it:
 * - `configuration`: the project is set up wrong (a redirect URL, a dashboard setting, a client):
 *   nothing the user can do, so the user gets the calm words of `endpoint_not_authorized_for_sdk`
 *   and the developer an explanation in the console (configuration-error.ts) and `onError`;
 * - `own`: words of its own (`error.<type>` in every catalog);
 * - another type: the words of that one, which say the same to the user.
 *
 * Sources, by group: the browser SDK 6.x (`@stytch/vanilla-js`: `StytchAPIErrorType`; One Tap's
 * `OneTapError`; `SDKErrors`' unrecoverable types), Stytch's API reference
 * (https://stytch.com/docs/api/errors/400, /401, /404, /429, /500 and the endpoints' pages), its
 * sandbox values (https://stytch.com/docs/api-reference/consumer/api/resources/sandbox-values) and
 * the texts its Android SDK shows for API errors (stytch-android `strings.xml`). Types picked by
 * name and endpoint only (no source shows the endpoint answering them) are marked *by name*.
 */

export type ErrorReading = 'configuration' | 'own' | KnownErrorType;

export const CONSUMER_ERRORS = {
  // Email magic links (send, login_or_create, authenticate).
  magic_link_not_found: 'unable_to_auth_magic_link', // sandbox values; stytch-node sandbox test
  invalid_token: 'unable_to_auth_magic_link', // stytch-python README (magic_links.authenticate)
  invalid_magic_link_url: 'configuration', // SDK reference, login_or_create
  no_match_for_provided_magic_link_url: 'configuration', // stytch-android strings
  too_many_unverified_factors: 'own', // stytch-android strings; also OTP, SMS factors, passkeys
  email_template_not_found: 'configuration', // stytch-android strings
  invalid_login_magic_link_url: 'configuration', // by name
  invalid_signup_magic_link_url: 'configuration', // by name
  invalid_template_id: 'configuration', // by name
  invalid_expiration: 'configuration', // by name
  email_not_in_allowlist: 'own', // by name
  email_in_denylist: 'email_not_in_allowlist', // by name
  pkce_did_not_expect_code_verifier: 'configuration', // by name; also reset and OAuth
  invalid_pkce_code_challenge: 'configuration', // by name
  invalid_pkce_code_verifier: 'pkce_mismatch', // by name

  // Passcodes by email, SMS and WhatsApp.
  phone_number_not_found: 'user_not_found', // stytch-android strings
  invalid_method_id: 'unable_to_auth_otp_code', // stytch-android strings
  invalid_expiration_otp: 'configuration', // by name
  downstream_carrier_error: 'own', // by name (SMS and WhatsApp delivery)

  // Passwords (create, authenticate, strength check, resets).
  weak_password: 'own', // stytch-android strings
  session_too_old_to_reset_password: 'stale_factors', // stytch-android strings
  unable_to_auth_password_reset_token: 'own', // by name
  cannot_reset_password_with_existing_password: 'own', // by name
  duplicate_email: 'reset_password', // Stytch's server SDK (passwords.create); the flow sends a reset email
  password_already_exists: 'reset_password', // by name
  password_validation_timeout: 'unknown_error', // by name
  passwords_incompatible_with_sdk_config: 'configuration', // by name
  invalid_password_reset_redirect_url: 'configuration', // by name
  no_password_reset_redirect_url: 'configuration', // by name

  // Passkeys (register, authenticate, rename, delete).
  invalid_public_key_credential: 'passkey_authentication_failed', // SDK reference, webauthn.register and .authenticate
  unable_to_auth_webauthn_registration: 'passkey_authentication_failed', // SDK reference, webauthn.authenticate
  unable_to_register_webauthn_registration: 'passkey_registration_failed', // by name
  no_pending_webauthn_registration: 'passkey_registration_failed', // by name
  duplicate_webauthn_registration: 'webauthn_credential_exists', // by name
  no_active_webauthn_registrations: 'webauthn_registration_not_found', // by name
  empty_webauthn_registration_name: 'passkey_name_required', // by name
  invalid_webauthn_registration_domain: 'configuration', // by name
  invalid_domain: 'configuration', // by name
  invalid_authenticator_type: 'configuration', // by name
  invalid_webauthn_registration_id: 'configuration', // by name
  invalid_display_name: 'configuration', // by name
  cannot_use_webauthn_with_pending_user: 'configuration', // by name
  invalid_public_key_credential_invalid_signature: 'passkey_authentication_failed', // by name
  invalid_public_key_credential_invalid_authenticator_data: 'passkey_authentication_failed', // by name
  invalid_public_key_credential_invalid_id: 'passkey_authentication_failed', // by name
  invalid_public_key_credential_malformed_attestation_object: 'passkey_registration_failed', // by name
  invalid_public_key_credential_malformed_client_data_json: 'passkey_authentication_failed', // by name
  invalid_public_key_credential_missing_attestation_object_field: 'passkey_registration_failed', // by name
  invalid_public_key_credential_missing_authenticator_data_field: 'passkey_authentication_failed', // by name
  invalid_public_key_credential_missing_client_data_json_field: 'passkey_authentication_failed', // by name
  invalid_public_key_credential_missing_id_field: 'passkey_authentication_failed', // by name
  invalid_public_key_credential_missing_response_field: 'passkey_authentication_failed', // by name
  invalid_public_key_credential_missing_signature_field: 'passkey_authentication_failed', // by name

  // Ethereum and Solana wallets (all by name: the SDK's list, the crypto_wallets endpoints).
  unable_to_authenticate_crypto_wallet: 'wallet_sign_failed',
  invalid_signature: 'wallet_sign_failed',
  signature_is_incorrect_size: 'wallet_sign_failed',
  siwe_message_expired: 'wallet_sign_failed',
  siwe_message_not_valid_yet: 'wallet_sign_failed',
  crypto_wallet_not_found: 'wallet_connect_failed',
  invalid_crypto_wallet_address: 'wallet_connect_failed',
  invalid_ethereum_address: 'wallet_connect_failed',
  invalid_solana_address: 'wallet_connect_failed',
  duplicate_wallet_address: 'wallet_connect_failed',
  duplicate_wallet_address_for_user: 'wallet_connect_failed',
  invalid_wallet_address_user: 'wallet_connect_failed',
  invalid_wallet_type: 'configuration',
  signature_missing: 'configuration',
  crypto_wallet_type_incompatible_with_siwe: 'configuration',
  invalid_siwe_chain_id: 'configuration',
  invalid_siwe_domain: 'configuration',
  invalid_siwe_uri: 'configuration',
  invalid_siwe_statement: 'configuration',
  invalid_siwe_resource: 'configuration',
  invalid_siwe_message_request_id: 'configuration',

  // OAuth and Google One Tap. Errors at the provider's redirect show on Stytch's own page; One
  // Tap's start errors reach the SDK (its OneTapError), its submit's lose their type.
  oauth_config_not_found: 'configuration', // vanilla-js OneTapError
  default_provider_not_allowed: 'configuration', // vanilla-js OneTapError
  no_login_redirect_urls_set: 'configuration', // vanilla-js OneTapError; also links and resets
  no_signup_redirect_urls_set: 'configuration', // vanilla-js OneTapError
  apple_oauth_config_not_found: 'configuration', // API errors/400
  oauth_invalid_callback_request: 'configuration', // stytch-android strings
  unable_to_authorize_oauth_provider: 'configuration', // stytch-android strings
  oauth_auth_code_error: 'oauth_flow_callback_error', // stytch-android strings
  invalid_oauth_provider: 'configuration', // by name
  no_match_for_provided_oauth_url: 'configuration', // by name
  invalid_login_oauth_url: 'configuration', // by name
  invalid_signup_oauth_url: 'configuration', // by name
  oauth_creating_redirect_url_error: 'configuration', // by name
  oauth_token_exchange_google_missing_information: 'configuration', // by name
  oauth_token_exchange_invalid_client: 'configuration', // by name
  oauth_token_exchange_invalid_request: 'configuration', // by name
  oauth_token_exchange_invalid_scope: 'configuration', // by name
  oauth_token_exchange_unauthorized_client: 'configuration', // by name
  oauth_token_exchange_microsoft_expired_secret: 'configuration', // by name
  oauth_token_exchange_microsoft_invalid_secret: 'configuration', // by name
  twitter_401: 'configuration', // by name
  twitter_403: 'configuration', // by name
  oauth_invalid_state: 'oauth_flow_callback_error', // by name
  oauth_state_mismatch: 'oauth_flow_callback_error', // by name
  oauth_state_used: 'oauth_flow_callback_error', // by name
  expired_oauth_response: 'oauth_flow_callback_error', // by name
  oauth_unverified_email: 'email_not_in_allowlist', // by name
  invalid_google_hosted_domain_error: 'email_not_in_allowlist', // by name
  invalid_microsoft_user_principal_name: 'email_not_in_allowlist', // by name

  // Sessions.
  invalid_secret_authentication: 'invalid_session_token', // vanilla-js SDKErrors: the SDK clears the session
  invalid_trusted_auth_token: 'configuration', // stytch-browser IDP.spec (session.attest)
  trusted_token_profile_not_found: 'configuration', // by name

  // Authenticator apps and recovery codes.
  pending_totp_exists: 'unknown_error', // by name
  totps_not_found_for_user: 'totp_not_found', // by name
  recovery_codes_not_found: 'totp_not_found', // by name
  no_active_recovery_code_backed_factor: 'totp_not_found', // by name
  invalid_totp_id: 'configuration', // by name

  // SMS as a second factor.
  duplicate_phone_number_for_user: 'own', // by name
  weak_factor_combination: 'own', // by name

  // The user's own record (removing a factor).
  user_not_found: 'own', // SDK reference, webauthn.register
  stale_factors: 'own', // stytch-android strings
  cannot_delete_last_primary_factor: 'own', // by name
  session_must_have_at_least_one_active_factor: 'cannot_delete_last_primary_factor', // by name
  cannot_remove_primary_auth_mechanism: 'cannot_delete_last_primary_factor', // by name

  // The identity provider (Connected Apps): the connected app's setup, mostly.
  connected_app_supplied_redirect_url_not_found_in_client: 'configuration', // Stytch's Connected Apps errors
  authorization_endpoint_not_configured_for_project: 'configuration', // API errors/400 (B2B page)
  connected_app_not_found: 'configuration', // by name
  invalid_client_id: 'configuration', // by name
  connected_app_invalid_redirect_url: 'configuration', // by name
  connected_app_misconfigured_client: 'configuration', // by name
  pkce_required_for_idp_authorization_flow: 'configuration', // by name
  oauth_invalid_scope_requested: 'configuration', // by name
  third_party_clients_cannot_use_full_access: 'configuration', // by name
  third_party_clients_require_consent_for_offline_access: 'configuration', // by name
  oidc_prompt_none_must_be_exclusive: 'configuration', // by name
  invalid_stytch_prefixed_resource: 'configuration', // by name
  id_token_invalid: 'configuration', // by name (logout's id_token_hint)
  connected_app_consent_revoked: 'unknown_error', // by name
  no_oauth_authorize_user_selector: 'no_active_session', // by name
  id_token_expired: 'unknown_error', // by name

  // Any call.
  ad_blocker_detected: 'own', // API errors/400; vanilla-js changelog
  captcha_failed: 'own', // by name
  captcha_required: 'captcha_failed', // stytch-android strings; the SDK retries it once
  internal_server_error: 'unknown_error', // every endpoint's reference page
  server_unavailable: 'unknown_error', // stytch-android strings
  client_closed_request: 'unknown_error', // stytch-android strings
  bad_request: 'configuration', // API errors/400
  invalid_session_duration_minutes: 'configuration', // stytch-android strings
  invalid_session_duration: 'configuration', // stytch-android strings
  invalid_locale: 'configuration', // stytch-android strings
  invalid_consumer_endpoint: 'configuration', // stytch-android strings (a B2B project)
  bad_vertical_for_stytch_sdk: 'configuration', // by name
  invalid_login_redirect_url: 'configuration', // by name
  invalid_signup_redirect_url: 'configuration', // by name
  no_login_redirect_url: 'configuration', // by name
  no_signup_redirect_url: 'configuration', // by name
  no_default_login_redirect_url_set: 'configuration', // by name
  no_default_signup_redirect_url_set: 'configuration', // by name
  redirect_url_not_found: 'configuration', // by name
  public_token_not_found: 'configuration', // by name
  invalid_public_token_id: 'configuration', // by name
  wrong_stack_live: 'configuration', // by name
  wrong_stack_test: 'configuration', // by name
  live_id_used_in_test_environment: 'configuration', // by name
  test_id_used_in_live_environment: 'configuration', // by name
  invalid_authorization_header: 'configuration', // by name
  route_not_found: 'configuration', // by name
  invalid_request_value: 'configuration', // by name
  invalid_argument: 'configuration', // by name
} as const satisfies Record<string, ErrorReading>;

/** A Stytch `error_type` a consumer flow can meet beyond those whose words load with the widget. */
export type ConsumerErrorType = keyof typeof CONSUMER_ERRORS;

type ReadOwn = { [T in ConsumerErrorType]: (typeof CONSUMER_ERRORS)[T] extends 'own' ? T : never }[ConsumerErrorType];
/** The types read `own` are exactly `RARE_ERROR_TYPES` (whose words every catalog has): else this fails to compile. */
const _ownAreRare: [Exclude<ReadOwn, RareErrorType>, Exclude<RareErrorType, ReadOwn>] extends [never, never] ? true : never = true;

/** How to read a server's `error_type`: `undefined` for one this table does not hold. */
export function readingOf(type: string): ErrorReading | undefined {
  return Object.prototype.hasOwnProperty.call(CONSUMER_ERRORS, type) ? CONSUMER_ERRORS[type as ConsumerErrorType] : undefined;
}
