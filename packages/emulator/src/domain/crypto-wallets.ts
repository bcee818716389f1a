/**
 * Crypto wallets (protocol §7): address checks, the messages wallets sign (plain or Sign-In with
 * Ethereum, EIP-4361) and signature verification: Ethereum `personal_sign` (EIP-191, secp256k1
 * public-key recovery) and Solana `signMessage` (ed25519), with @noble/curves.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import bs58 from 'bs58';
import { DomainError } from './errors';
import type { AuthenticationFactor, CryptoWalletRecord, CryptoWalletType } from '../store';
import { newFactor } from './views';

/** How long a challenge can be signed and sent back. */
export const CHALLENGE_TTL_MS = 10 * 60_000;

export const CRYPTO_WALLET_TYPES: readonly CryptoWalletType[] = ['ethereum', 'solana'];

const ETHEREUM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const ETHEREUM_SIGNATURE = /^0x[0-9a-fA-F]{130}$/;

export function readWalletType(value: unknown): CryptoWalletType {
  if (typeof value !== 'string' || !(CRYPTO_WALLET_TYPES as readonly string[]).includes(value)) {
    throw new DomainError('invalid', 'invalid_wallet_type', 'crypto_wallet_type must be "ethereum" or "solana".');
  }
  return value as CryptoWalletType;
}

/**
 * Validates an address and returns its stored form: Ethereum `0x` + 40 hex digits, lowercased
 * (EIP-55 checksums are not enforced); Solana a base58 32-byte public key, as given.
 */
export function normalizeWalletAddress(type: CryptoWalletType, value: unknown): string {
  if (type === 'ethereum') {
    if (typeof value !== 'string' || !ETHEREUM_ADDRESS.test(value)) {
      throw new DomainError('invalid', 'invalid_ethereum_address', 'crypto_wallet_address must be an Ethereum address: "0x" and 40 hex digits.');
    }
    return value.toLowerCase();
  }
  if (typeof value !== 'string' || decodeBase58(value)?.length !== 32) {
    throw new DomainError('invalid', 'invalid_solana_address', 'crypto_wallet_address must be a Solana address: a base58-encoded 32-byte public key.');
  }
  return value;
}

function decodeBase58(value: string): Uint8Array | undefined {
  try {
    return bs58.decode(value);
  } catch {
    return undefined;
  }
}

const hex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

function hexToBytes(value: string): Uint8Array {
  const bytes = new Uint8Array(value.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(value.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** The EIP-55 mixed-case checksum form of a (lowercase) Ethereum address. */
export function toChecksumAddress(address: string): string {
  const lower = address.toLowerCase().replace(/^0x/, '');
  const hash = hex(keccak_256(new TextEncoder().encode(lower)));
  const digits = [...lower].map((char, i) => (Number.parseInt(hash[i] ?? '0', 16) >= 8 ? char.toUpperCase() : char));
  return `0x${digits.join('')}`;
}

/** The address that signed `message` with `personal_sign` (EIP-191), lowercased; undefined if the signature is unusable. */
export function recoverEthereumSigner(message: string, signature: Uint8Array): string | undefined {
  const body = new TextEncoder().encode(message);
  const prefix = new TextEncoder().encode(`\x19Ethereum Signed Message:\n${body.length}`);
  const digest = keccak_256(new Uint8Array([...prefix, ...body]));
  const v = signature[64] ?? -1;
  const recovery = v >= 27 ? v - 27 : v;
  if (recovery !== 0 && recovery !== 1) return undefined;
  try {
    const publicKey = secp256k1.Signature.fromBytes(signature.slice(0, 64), 'compact')
      .addRecoveryBit(recovery)
      .recoverPublicKey(digest)
      .toBytes(false);
    return `0x${hex(keccak_256(publicKey.slice(1)).slice(-20))}`;
  } catch {
    return undefined;
  }
}

/** The signature bytes, checked for shape: Ethereum `0x` + 65 bytes hex (r‖s‖v), Solana base58 of 64 bytes. */
export function readSignature(type: CryptoWalletType, value: unknown): Uint8Array {
  if (typeof value !== 'string' || value === '') throw new DomainError('invalid', 'signature_missing', 'signature must be a non-empty string.');
  if (type === 'ethereum') {
    if (!ETHEREUM_SIGNATURE.test(value)) {
      throw new DomainError(
        'invalid',
        'signature_is_incorrect_size',
        'An Ethereum signature must be "0x" and 130 hex digits (65 bytes: r, s and v), as personal_sign returns it.',
      );
    }
    return hexToBytes(value.slice(2));
  }
  const bytes = decodeBase58(value);
  if (!bytes) throw new DomainError('invalid', 'invalid_signature', 'A Solana signature must be base58-encoded.');
  if (bytes.length !== 64) throw new DomainError('invalid', 'signature_is_incorrect_size', 'A Solana signature must be 64 bytes.');
  return bytes;
}

/** Whether `signature` is the wallet's signature of `message`. */
export function isWalletSignature(type: CryptoWalletType, address: string, message: string, signature: Uint8Array): boolean {
  if (type === 'ethereum') return recoverEthereumSigner(message, signature) === address;
  const publicKey = decodeBase58(address);
  if (!publicKey) return false;
  try {
    return ed25519.verify(signature, new TextEncoder().encode(message), publicKey);
  } catch {
    return false;
  }
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random alphanumeric nonce (SIWE requires at least 8 alphanumeric characters). */
export function newNonce(length = 24): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
  let nonce = '';
  for (const byte of bytes) {
    if (byte >= 248) continue; // 248 = 4 × 62: keeps the characters uniform
    nonce += ALPHANUMERIC[byte % 62];
    if (nonce.length === length) break;
  }
  return nonce.length === length ? nonce : newNonce(length);
}

/** The plain challenge (no SIWE): the project name and a random string, as Stytch words it. */
export const plainChallenge = (projectName: string, nonce: string): string => `Signing in with ${projectName}: ${nonce}`;

/** The SIWE fields a start call may pass (protocol §7), after validation. */
export interface SiweMessageInput {
  domain: string;
  address: string;
  statement?: string;
  uri: string;
  chainId: string;
  nonce: string;
  issuedAt: string;
  notBefore?: string;
  requestId?: string;
  resources: string[];
}

/** An EIP-4361 message (the address in its EIP-55 checksum form). */
export function siweMessage(input: SiweMessageInput): string {
  const lines = [
    `${input.domain} wants you to sign in with your Ethereum account:`,
    toChecksumAddress(input.address),
    '',
    ...(input.statement === undefined ? [] : [input.statement]),
    '',
    `URI: ${input.uri}`,
    'Version: 1',
    `Chain ID: ${input.chainId}`,
    `Nonce: ${input.nonce}`,
    `Issued At: ${input.issuedAt}`,
    ...(input.notBefore === undefined ? [] : [`Not Before: ${input.notBefore}`]),
    ...(input.requestId === undefined ? [] : [`Request ID: ${input.requestId}`]),
    ...(input.resources.length === 0 ? [] : ['Resources:', ...input.resources.map((resource) => `- ${resource}`)]),
  ];
  return lines.join('\n');
}

/** The `Not Before` time of a SIWE message, if it has one. */
export function siweNotBefore(message: string): number | undefined {
  const line = message.split('\n').find((entry) => entry.startsWith('Not Before: '));
  return line === undefined ? undefined : Date.parse(line.slice('Not Before: '.length));
}

/** The session factor of a wallet login (protocol §2.0). */
export function cryptoWalletFactor(wallet: CryptoWalletRecord, now: number): AuthenticationFactor {
  return newFactor('crypto', 'crypto_wallet', now, {
    crypto_wallet_factor: {
      crypto_wallet_id: wallet.crypto_wallet_id,
      crypto_wallet_address: wallet.crypto_wallet_address,
      crypto_wallet_type: wallet.crypto_wallet_type,
    },
  });
}
