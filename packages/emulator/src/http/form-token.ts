/**
 * Tokens for the emulator's own HTML forms (the stand-in OAuth provider's sign-in page), against
 * login CSRF: another site posting the form to sign the tester in as an account of its choosing.
 * A token is an HMAC, under a secret made when the app starts, of what the form is about, so it
 * cannot be made elsewhere and is only good for the request it was shown for. A restart (a new
 * secret) invalidates the pages still open.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base64Url } from '../domain/random';
import { secretsEqual } from './client-auth';

/** A fresh secret for {@link formToken}: 32 random bytes. */
export const newFormSecret = (): Uint8Array => crypto.getRandomValues(new Uint8Array(32));

/** The token for a form about `subject` (e.g. the provider and the authorization request). */
export const formToken = (secret: Uint8Array, subject: string): string => base64Url(hmac(sha256, secret, new TextEncoder().encode(subject)));

/** Whether `presented` is the token for `subject`, compared in constant time. */
export const isFormTokenValid = (secret: Uint8Array, subject: string, presented: unknown): boolean =>
  typeof presented === 'string' && secretsEqual(presented, formToken(secret, subject));
