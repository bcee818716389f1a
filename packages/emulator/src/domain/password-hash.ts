/**
 * Password hashing with scrypt: Node's own (native, on libuv's thread pool) when the emulator runs
 * in Node, @noble/hashes (pure JS) in browser mode's service worker; the two derive the same keys.
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

/** N = 2^15, r = 8, p = 1: about 0.3 s per hash with the pure-JS scrypt, 0.13 s with Node's. */
export const DEFAULT_SCRYPT_PARAMS: Readonly<ScryptParams> = Object.freeze({ logN: 15, r: 8, p: 1 });

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const FORMAT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

type NodeScrypt = (
  password: string,
  salt: Uint8Array,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
  callback: (error: Error | null, key: Uint8Array) => void,
) => void;

/**
 * Node's `crypto.scrypt` when running in Node (≥ 20.16 has `process.getBuiltinModule`), found
 * without an import so browser mode's bundle never sees `node:crypto`. It is faster than the
 * pure-JS one (129 ms against 308 ms, Node 20, an idle machine) and leaves the event loop free:
 * on a busy machine the JS one took 5 s for one login, longer than the widget waits for an answer.
 */
const nodeScrypt = (() => {
  const node = (globalThis as { process?: { getBuiltinModule?: (name: string) => unknown } }).process;
  const crypto = node?.getBuiltinModule?.('node:crypto') as { scrypt?: NodeScrypt } | undefined;
  return crypto?.scrypt ?? null;
})();

const derive = (password: string, salt: Uint8Array, params: ScryptParams): Promise<Uint8Array> => {
  const options = { N: 2 ** params.logN, r: params.r, p: params.p };
  if (!nodeScrypt) return scryptAsync(password.normalize('NFKC'), salt, { ...options, dkLen: KEY_BYTES });
  // maxmem: scrypt needs 128 · N · r bytes (32 MiB at the defaults, Node's default limit).
  const maxmem = 256 * options.N * options.r;
  return new Promise((resolve, reject) =>
    nodeScrypt(password.normalize('NFKC'), salt, KEY_BYTES, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(new Uint8Array(key.buffer, key.byteOffset, key.byteLength)),
    ),
  );
};

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
