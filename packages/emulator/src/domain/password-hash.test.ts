import { scryptAsync } from '@noble/hashes/scrypt.js';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT_PARAMS, hashPassword, verifyPassword } from './password-hash';
import { base64Url, fromBase64Url } from './random';

describe('password hashing', () => {
  it('uses scrypt N = 2^15, r = 8, p = 1 by default, with a random salt', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(DEFAULT_SCRYPT_PARAMS).toEqual({ logN: 15, r: 8, p: 1 });
    expect(hash).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
  });

  it('keeps the parameters with each hash, so hashes made with other parameters still verify', async () => {
    const cheap = { logN: 4, r: 1, p: 1 };
    const first = await hashPassword('pässword', cheap);
    const second = await hashPassword('pässword', cheap);
    expect(first).not.toBe(second);
    expect(await verifyPassword('password', first)).toBe(false);
    expect(first.startsWith('$scrypt$ln=4,r=1,p=1$')).toBe(true);
    // Unicode is normalised (NFKC) before hashing.
    expect(await verifyPassword('pa\u0308ssword', first)).toBe(true);
    await expect(verifyPassword('x', 'plaintext')).rejects.toThrow('unknown format');
  });

  it("in Node, uses Node's scrypt, which derives what browser mode's pure-JS one does (a hash from either verifies in the other)", async () => {
    const salt = new Uint8Array(16).fill(7);
    const params = { N: 2 ** 15, r: 8, p: 1, dkLen: 32 };
    // Made in browser mode (the pure-JS scrypt), verified here.
    const fromBrowser = `$scrypt$ln=15,r=8,p=1$${base64Url(salt)}$${base64Url(await scryptAsync('pässword'.normalize('NFKC'), salt, params))}`;
    expect(await verifyPassword('pa\u0308ssword', fromBrowser)).toBe(true);
    // Made here, verified by the pure-JS scrypt.
    const [, , , saltText = '', keyText = ''] = (await hashPassword('violet tangerine')).split('$');
    const key = await scryptAsync('violet tangerine', fromBase64Url(saltText), params);
    expect(base64Url(key)).toBe(keyText);
  });
});
