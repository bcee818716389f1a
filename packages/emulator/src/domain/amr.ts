/**
 * The ID token's `amr` (OpenID Connect Core §2: "Authentication Methods References"), with the
 * values RFC 8176 registers, from the factors of the session that granted the authorization code.
 * Factors with no registered value are left out rather than given an invented one:
 *
 * | Stytch factor (type / delivery) | amr | Why |
 * |---|---|---|
 * | `password` / `knowledge` | `pwd` | "Password-based authentication". |
 * | `otp` / `email`, `otp` / `whatsapp` | `otp` | A one-time passcode sent to the user (RFC 8176 has no value for email or WhatsApp; `otp` names the code). |
 * | `otp` / `sms` | `sms`, `otp` | "Confirmation using SMS text message to the user at a registered number", by a one-time passcode. |
 * | `totp` / `authenticator_app` | `otp` | RFC 6238, which RFC 8176 names for `otp`. |
 * | `recovery_codes` / `recovery_code` | `otp` | A single-use code standing in for the TOTP's. |
 * | `webauthn` / `webauthn_registration` | `hwk` or `swk`, and `user` | Proof of possession of the credential's key: `hwk` for a security key (a cross-platform authenticator), `swk` otherwise (a platform passkey may be synced, a software-managed key; the emulator does not claim hardware it cannot tell); `user` ("user presence test"), which every assertion and registration the emulator accepts had (the UP flag). User verification would be `pin`, `fpt` or `face`, which the flag does not tell apart: left out. |
 * | `crypto` / `crypto_wallet` | `pop` | Proof of possession of a key, "unspecified whether … hardware-secured or software-secured". |
 * | `magic_link`, `oauth` (social and access-token exchange), `trusted_auth_token`, `impersonated` | none | An emailed link, a federated login, a token from another system and an impersonation have no RFC 8176 value. |
 *
 * `mfa` ("Multiple-factor authentication") is added when the factors come from two categories:
 * Stytch's three (email or OAuth; phone; authenticator app or passkey, `factorCategory`, which
 * also leaves out factors derived from another session of the project) and a password, "something
 * you know", which Stytch's MFA guide pairs with a phone number as two factors. (The SDK's rule for
 * sensitive actions counts a password in no category; an ID token describes the login, so a
 * password with an authenticator-app code is multi-factor here.)
 */
import type { AuthenticationFactor, Store } from '../store';
import { factorCategory, type FactorCategory } from './caller-session';

/** The transports of an authenticator outside the device (a security key), when no attachment was recorded. */
const EXTERNAL_TRANSPORTS: ReadonlySet<string> = new Set(['usb', 'nfc', 'ble', 'smart-card']);

/** Whether a passkey's key is held by a security key (hardware) rather than by the platform. */
function isSecurityKey(store: Store, factor: AuthenticationFactor): boolean {
  const id = factor.webauthn_factor?.webauthn_registration_id;
  const registration = id === undefined ? undefined : store.webauthnRegistrations.get(id);
  if (!registration) return false;
  if (registration.authenticator_type === 'cross-platform') return true;
  if (registration.authenticator_type === 'platform') return false;
  return registration.transports.length > 0 && registration.transports.every((transport) => EXTERNAL_TRANSPORTS.has(transport));
}

function methodsOf(store: Store, factor: AuthenticationFactor): string[] {
  switch (factor.type) {
    case 'password':
      return ['pwd'];
    case 'otp':
      return factor.delivery_method === 'sms' ? ['sms', 'otp'] : ['otp'];
    case 'totp':
    case 'recovery_codes':
      return ['otp'];
    case 'webauthn':
      return [isSecurityKey(store, factor) ? 'hwk' : 'swk', 'user'];
    case 'crypto':
      return ['pop'];
    default:
      return [];
  }
}

/** The `amr` values of a session's factors, sorted, with `mfa` when they span two categories. */
export function authenticationMethods(store: Store, factors: readonly AuthenticationFactor[]): string[] {
  const methods = new Set<string>();
  const categories = new Set<FactorCategory | 'knowledge'>();
  for (const factor of factors) {
    for (const method of methodsOf(store, factor)) methods.add(method);
    const category = factor.type === 'password' ? 'knowledge' : factorCategory(factor);
    if (category !== undefined) categories.add(category);
  }
  if (categories.size >= 2) methods.add('mfa');
  return [...methods].sort();
}
