import type { RareErrorType } from '@portico/core';

/**
 * The English words of the Stytch error types a consumer flow meets more rarely (core's
 * `RARE_ERROR_TYPES`), Portico's own copy. Kept apart from `en` as `enMfa` is: they load with the
 * table that reads every other Stytch type (error-readings.ts) when an error the first load has no
 * words for happens. The other catalogs hold these keys like any other.
 */
export const enRareErrors = {
  'error.too_many_unverified_factors': 'This account has too many sign-in methods waiting to be confirmed. Use one you have already confirmed.',
  'error.email_not_in_allowlist': 'This account cannot be used to sign in here.',
  'error.downstream_carrier_error': "We couldn't deliver a code to this number. Check the number, or choose another way to sign in.",
  'error.weak_password': 'This password is too weak. Choose a stronger one.',
  'error.cannot_reset_password_with_existing_password': 'Choose a new password, not the one you have now.',
  'error.duplicate_phone_number_for_user': 'This phone number is already on your account.',
  'error.weak_factor_combination': 'Choose a second method of another kind than the one you logged in with.',
  'error.user_not_found': "We couldn't find your account. Please start signing in again.",
  'error.stale_factors': 'For your security, log in again, then make this change.',
  'error.cannot_delete_last_primary_factor': 'This is your only way to log in. Add another before you remove it.',
  'error.ad_blocker_detected': 'An ad blocker stopped this request. Allow this site in your ad blocker, then try again.',
  'error.captcha_failed': "We couldn't confirm this request came from a person. Please try again.",
  'error.unable_to_auth_password_reset_token': 'This reset link has expired or was already used. Ask for a new one.',
} as const satisfies Record<`error.${RareErrorType}`, string>;
