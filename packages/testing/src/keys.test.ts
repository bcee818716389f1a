/** Authenticator-app codes (RFC 6238's own test vector) and the wallets' keys and signatures. */
import { ed25519 } from '@noble/curves/ed25519.js';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { totpCode, totpSecret, wrongTotpCode } from './totp';
import { personalSign, recoverPersonalSigner, solanaSign, walletAddress, walletPrivateKey } from './wallet-keys';

// RFC 6238, appendix B: the SHA-1 secret "12345678901234567890" (base32 below), 8 digits there;
// the app's 6 digits are the last six of the same truncation.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('totp', () => {
  it.each([
    [59_000, '287082'],
    [1_111_111_109_000, '081804'],
    [1_234_567_890_000, '005924'],
    [2_000_000_000_000, '279037'],
  ])('at %i the app shows %s (RFC 6238)', (at, code) => {
    expect(totpCode(RFC_SECRET, at)).toBe(code);
    expect(totpCode(RFC_SECRET, new Date(at))).toBe(code);
  });

  it('reads a setup key as shown (spaces, lower case) and an otpauth URI', () => {
    expect(totpSecret('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toBe(RFC_SECRET);
    expect(totpSecret(`otpauth://totp/Acme:ada@example.com?secret=${RFC_SECRET}&issuer=Acme`)).toBe(RFC_SECRET);
    expect(() => totpSecret('not base32!')).toThrow('is not a base32 secret');
  });

  it('a wrong code is none of the codes a server accepts around that time', () => {
    const at = 1_234_567_890_000;
    const wrong = wrongTotpCode(RFC_SECRET, at);
    for (const step of [-1, 0, 1, 2]) expect(wrong).not.toBe(totpCode(RFC_SECRET, at + step * 30_000));
    expect(wrong).toMatch(/^\d{6}$/);
  });
});

describe('wallet keys', () => {
  it('an Ethereum account signs personal_sign messages its address recovers (EIP-191, v 27/28)', () => {
    const key = walletPrivateKey('Metamask', 'seed-1');
    const address = walletAddress('Metamask', 'seed-1');
    expect(address).toMatch(/^0x[0-9a-f]{40}$/);
    const signature = personalSign(key, 'Sign in to localhost');
    expect(signature).toMatch(/^0x[0-9a-f]{128}(1b|1c)$/);
    expect(recoverPersonalSigner('Sign in to localhost', signature)).toBe(address);
    expect(recoverPersonalSigner('0x5369676e', personalSign(key, '0x5369676e'))).toBe(address);
    // Another seed, another account; the same seed, the same one.
    expect(walletAddress('Metamask', 'seed-2')).not.toBe(address);
    expect(walletAddress('Metamask', 'seed-1')).toBe(address);
    expect(walletAddress('Coinbase', 'seed-1')).not.toBe(address);
  });

  it('a Solana account signs what ed25519 verifies against its base58 address', () => {
    const key = walletPrivateKey('Phantom', 'seed-1');
    const address = walletAddress('Phantom', 'seed-1');
    const message = new TextEncoder().encode('Sign in to localhost');
    expect(ed25519.verify(solanaSign(key, message), message, bs58.decode(address))).toBe(true);
  });
});
