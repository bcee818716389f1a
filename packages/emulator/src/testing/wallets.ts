/**
 * Test wallets: what MetaMask's `personal_sign` and Phantom's `signMessage` do, with keys made
 * in the test (@noble/curves).
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import bs58 from 'bs58';

const hex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

export interface TestWallet {
  type: 'ethereum' | 'solana';
  address: string;
  sign(message: string): string;
}

/** An Ethereum account; `sign` is `personal_sign` (EIP-191), returning `0x` + r‖s‖v hex with v = 27 or 28. */
export function ethereumWallet(): TestWallet {
  const { secretKey, publicKey } = secp256k1.keygen();
  const uncompressed = secp256k1.Point.fromBytes(publicKey).toBytes(false);
  return {
    type: 'ethereum',
    address: `0x${hex(keccak_256(uncompressed.slice(1)).slice(-20))}`,
    sign(message) {
      const body = utf8(message);
      const digest = keccak_256(new Uint8Array([...utf8(`\x19Ethereum Signed Message:\n${body.length}`), ...body]));
      const recovered = secp256k1.sign(digest, secretKey, { prehash: false, format: 'recovered' });
      return `0x${hex(recovered.slice(1))}${(27 + (recovered[0] ?? 0)).toString(16)}`;
    },
  };
}

/** A Solana account; `sign` is `signMessage` over the UTF-8 bytes, base58-encoded as the SDK sends it. */
export function solanaWallet(): TestWallet {
  const { secretKey, publicKey } = ed25519.keygen();
  return {
    type: 'solana',
    address: bs58.encode(publicKey),
    sign: (message) => bs58.encode(ed25519.sign(utf8(message), secretKey)),
  };
}
