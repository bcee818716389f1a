import { DomainError } from './errors';
import type { AuthenticationFactor, OtpChannel } from '../store';
import type { ContactMethod } from './contact';
import { newFactor } from './views';

export const OTP_CODE_DIGITS = 6;
/**
 * `expiration_minutes` for an OTP send: from 1 to 10; 2 when absent, Stytch's default (its API
 * reference). The widget always sends its own (spec §9: 5).
 */
export const OTP_EXPIRATION_MINUTES = { default: 2, min: 1, max: 10 } as const;

/** A code that is not this method's (a typo, a guess, or one replaced by a newer send). */
export const codeNotFoundError = (): DomainError =>
  new DomainError('not_found', 'otp_code_not_found', 'The passcode is incorrect or has expired. Please try again.');

/**
 * This method's code, but already used or past its expiry: Stytch's `401 unable_to_auth_otp_code`
 * (its type and wording in Stytch's own SDKs' error catalogs, e.g. stytch-ios's LocalizationManager).
 */
export const codeSpentError = (): DomainError =>
  new DomainError(
    'unauthorized',
    'unable_to_auth_otp_code',
    'The passcode could not be authenticated because it was either already used or expired. Send another passcode to this user.',
  );

/** The session factor an OTP login adds (protocol §2.0). */
export function otpFactor(channel: OtpChannel, method: ContactMethod, now: number): AuthenticationFactor {
  return newFactor(
    'otp',
    channel,
    now,
    method.kind === 'email'
      ? { email_factor: { email_id: method.methodId, email_address: method.address } }
      : { phone_number_factor: { phone_id: method.methodId, phone_number: method.address } },
  );
}
