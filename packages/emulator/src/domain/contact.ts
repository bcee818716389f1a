import { ParseError, parsePhoneNumberWithError } from 'libphonenumber-js';
import { DomainError } from './errors';
import type { Store } from '../store';
import { newId } from './random';

/** A practical address check: a dot-atom local part, and a domain of DNS labels with at least one dot. */
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

const E164 = /^\+[1-9]\d{1,14}$/;

const invalidPhoneNumber = () =>
  new DomainError('invalid', 'invalid_phone_number', 'Phone number format is invalid. Ensure the phone number is in the E.164 format.');

/** Validates an email address and returns it lowercased; throws `invalid_email` (spec §8). */
export function normalizeEmail(value: unknown): string {
  if (typeof value !== 'string' || value.length > 254 || !EMAIL.test(value) || value.indexOf('@') > 64) {
    throw new DomainError('invalid', 'invalid_email', 'Email format is invalid.');
  }
  return value.toLowerCase();
}

/**
 * Validates an E.164 phone number with libphonenumber-js. Throws `invalid_phone_number`, or
 * `invalid_phone_number_country_code` when no country uses the calling code.
 */
export function normalizePhoneNumber(value: unknown): string {
  if (typeof value !== 'string' || !E164.test(value)) throw invalidPhoneNumber();
  let phone;
  try {
    phone = parsePhoneNumberWithError(value);
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    if (error.message !== 'INVALID_COUNTRY') throw invalidPhoneNumber();
    throw new DomainError(
      'invalid',
      'invalid_phone_number_country_code',
      "The phone number's country code is invalid, unsupported, or disabled.",
    );
  }
  if (!phone.isValid()) throw invalidPhoneNumber();
  return phone.number;
}

/** The countries a new Stytch project sends SMS and WhatsApp codes to before international SMS is on. */
const NORTH_AMERICA = ['US', 'CA'];

/**
 * Refuses an SMS or WhatsApp code to a number outside the United States and Canada unless the
 * project has international SMS on (setting `international_sms_enabled`). Stytch: "SMS/WhatsApp
 * messaging is only enabled for United States and Canada numbers by default"
 * (https://stytch.com/docs/resources/policies/messaging/overview), and a number it will not send
 * to answers `invalid_phone_number_country_code`
 * (https://stytch.com/docs/resources/policies/messaging/unsupported-countries). The country of a
 * +1 number comes from its area code (libphonenumber's metadata), so another NANP country's
 * number (the Bahamas, Jamaica, Puerto Rico…) is international too. `phone` is a valid E.164
 * number ({@link normalizePhoneNumber}).
 */
export function requireSmsCountryEnabled(phone: string, settings: { international_sms_enabled: boolean }): void {
  if (settings.international_sms_enabled) return;
  const country = parsePhoneNumberWithError(phone).country;
  if (country !== undefined && NORTH_AMERICA.includes(country)) return;
  throw new DomainError(
    'invalid',
    'invalid_phone_number_country_code',
    "The phone number's country code is invalid, unsupported, or disabled. This project sends SMS and WhatsApp codes " +
      `to US and Canadian numbers only (${country ?? 'this number'} is international): international SMS is off ` +
      '(setting international_sms_enabled), as it is for a new Stytch project.',
  );
}

/** Where a code is sent: an email address or a phone number (SMS and WhatsApp share one). */
export interface ContactMethod {
  kind: 'email' | 'phone';
  /** The email_id or phone_id. */
  methodId: string;
  userId: string;
  /** The lowercased email address or the E.164 phone number. */
  address: string;
}

export function findContactMethod(store: Store, methodId: string): ContactMethod | undefined {
  const email = store.emails.get(methodId);
  if (email) return { kind: 'email', methodId, userId: email.user_id, address: email.email };
  const phone = store.phoneNumbers.get(methodId);
  if (phone) return { kind: 'phone', methodId, userId: phone.user_id, address: phone.phone_number };
  return undefined;
}

export function findContactByAddress(store: Store, kind: ContactMethod['kind'], address: string): ContactMethod | undefined {
  if (kind === 'email') {
    const email = store.emails.findByAddress(address);
    return email && { kind, methodId: email.email_id, userId: email.user_id, address };
  }
  const phone = store.phoneNumbers.findByNumber(address);
  return phone && { kind, methodId: phone.phone_id, userId: phone.user_id, address };
}

/** Creates an active user who owns the (unverified) email address or phone number. */
export function createUserWithContact(store: Store, kind: ContactMethod['kind'], address: string, now: number): ContactMethod {
  const user = store.users.create({ user_id: newId('user'), created_at: now, status: 'active' });
  if (kind === 'email') {
    const email = store.emails.create({ email_id: newId('email'), user_id: user.user_id, email: address, created_at: now });
    return { kind, methodId: email.email_id, userId: user.user_id, address };
  }
  const phone = store.phoneNumbers.create({
    phone_id: newId('phone-number'),
    user_id: user.user_id,
    phone_number: address,
    created_at: now,
  });
  return { kind, methodId: phone.phone_id, userId: user.user_id, address };
}

/**
 * Marks the email or phone number verified after a passwordless login through it (OTP, magic
 * link). Stytch's account deduplication: when an email address is verified this way for the
 * first time and the user already has a password, someone may have set that password without
 * owning the address, so the password must now be reset by email (`reset_password`).
 */
export function markVerified(store: Store, method: ContactMethod, now: number): void {
  if (method.kind === 'phone') {
    store.phoneNumbers.markVerified(method.methodId);
    return;
  }
  const email = store.emails.get(method.methodId);
  if (email && !email.verified && store.passwords.findForUser(email.user_id)) {
    store.passwords.markRequiresReset(email.user_id, now);
  }
  store.emails.markVerified(method.methodId);
}
