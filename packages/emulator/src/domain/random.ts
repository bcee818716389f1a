/** Identifiers and secrets, from WebCrypto (available in Node 20 and every browser). */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

export type IdKind =
  | 'user'
  | 'session'
  | 'email'
  | 'phone-number'
  | 'request-id'
  | 'otp-code'
  | 'message'
  | 'jwk'
  | 'password'
  | 'email-token'
  | 'webauthn-registration'
  | 'crypto-wallet'
  | 'crypto-wallet-challenge'
  | 'trusted-auth-token'
  | 'oauth-user'
  | 'oauth-callback'
  | 'totp'
  | 'totp-recovery-code';

/** Stytch-style ids for the test environment, e.g. `user-test-0d3c…`. */
export const newId = (kind: IdKind): string => `${kind}-test-${crypto.randomUUID()}`;

/** Base64url without padding. */
export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Bytes from base64url (padding optional); throws on anything else. */
export function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** An opaque secret: 33 random bytes, 44 URL-safe characters. */
export const newSecretToken = (): string => base64Url(crypto.getRandomValues(new Uint8Array(33)));

/** A session token (see {@link newSecretToken}). */
export const newSessionToken = newSecretToken;

/** A uniformly random code of `digits` decimal digits (leading zeros allowed). */
export function randomDigits(digits: number): string {
  const range = 10 ** digits;
  const limit = Math.floor(0x1_0000_0000 / range) * range;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    const value = buffer[0] ?? limit;
    if (value < limit) return String(value % range).padStart(digits, '0');
  }
}

/**
 * Hex SHA-256, used to store session tokens without keeping the secrets themselves. Computed
 * synchronously (@noble/hashes): for inputs this short, a WebCrypto `digest` job costs far more
 * than the hash.
 */
export async function sha256Hex(value: string): Promise<string> {
  return bytesToHex(sha256(new TextEncoder().encode(value)));
}

/** The `request_id` of an answer (Stytch's envelopes and its clientside RPC results carry one). */
export const newRequestId = (): string => newId('request-id');
