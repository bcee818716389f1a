/**
 * Password hashing with scrypt (@noble/hashes, pure JS, so it also runs in a service worker).
 * A hash is stored as `$scrypt$ln=<log2 N>,r=<r>,p=<p>$<salt>$<key>` (base64url), so the
 * parameters can change without breaking the passwords stored earlier.
 */
import { scryptAsync } from '@noble/hashes/scrypt.js';
import { base64Url, fromBase64Url } from './random';

export interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  logN: number;
  r: number;
  p: number;
}

/** N = 2^15, r = 8, p = 1: about a third of a second per hash in Node 20. */
export const DEFAULT_SCRYPT_PARAMS: Readonly<ScryptParams> = Object.freeze({ logN: 15, r: 8, p: 1 });

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const FORMAT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

const derive = (password: string, salt: Uint8Array, params: ScryptParams) =>
  scryptAsync(password.normalize('NFKC'), salt, { N: 2 ** params.logN, r: params.r, p: params.p, dkLen: KEY_BYTES });

export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const key = await derive(password, salt, params);
  return `$scrypt$ln=${params.logN},r=${params.r},p=${params.p}$${base64Url(salt)}$${base64Url(key)}`;
}

/** Whether `password` matches the stored hash (compared in constant time). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = FORMAT.exec(stored);
  if (!match) throw new Error('the stored password hash has an unknown format');
  const [, logN = '', r = '', p = '', salt = '', key = ''] = match;
  const expected = fromBase64Url(key);
  const actual = await derive(password, fromBase64Url(salt), { logN: Number(logN), r: Number(r), p: Number(p) });
  if (actual.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < actual.length; i++) difference |= (actual[i] ?? 0) ^ (expected[i] ?? 0);
  return difference === 0;
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * A hash of a random password with `params`, made once per parameter set on first use. Verifying
 * a password against it when there is no user, or no password, costs what verifying a real one
 * costs, so the answer's timing does not tell whether an account exists.
 */
export function dummyPasswordHash(params: ScryptParams = DEFAULT_SCRYPT_PARAMS): Promise<string> {
  const key = `${params.logN},${params.r},${params.p}`;
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword(base64Url(crypto.getRandomValues(new Uint8Array(SALT_BYTES))), params);
    dummyHashes.set(key, hash);
  }
  return hash;
}
