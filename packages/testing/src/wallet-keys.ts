/**
 * The keys of the test wallets and the signatures wallets make, in Node (@noble/curves): what
 * MetaMask's `personal_sign` (EIP-191) and Phantom's `signMessage` (ed25519) answer, so the
 * emulator's checks (secp256k1 recovery, ed25519) pass exactly as with the real extensions.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import bs58 from 'bs58';

/** The Ethereum wallets the widget knows by name (spec order), and a generic EIP-1193 one. */
export const ETHEREUM_WALLETS = ['Metamask', 'Coinbase', 'Binance', 'Vessel', 'GenericEthereumWallet'] as const;
/** The Solana wallets: Phantom, and a generic `window.solana`. */
export const SOLANA_WALLETS = ['Phantom', 'GenericSolanaWallet'] as const;

export type EthereumWalletName = (typeof ETHEREUM_WALLETS)[number];
export type SolanaWalletName = (typeof SOLANA_WALLETS)[number];
export type WalletName = EthereumWalletName | SolanaWalletName;

export const isSolanaWallet = (name: WalletName): name is SolanaWalletName => (SOLANA_WALLETS as readonly string[]).includes(name);

const hex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

function hexToBytes(value: string): Uint8Array {
  const digits = value.replace(/^0x/i, '');
  const bytes = new Uint8Array(digits.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** A wallet's private key: fixed per wallet name and seed, so a seed always gives the same account. */
export function walletPrivateKey(name: WalletName, seed: string): Uint8Array {
  return sha256(new TextEncoder().encode(`portico-test-wallet:${seed}:${name}`));
}

/** The Ethereum address of a secp256k1 key (lowercase `0x…`): the last 20 bytes of keccak-256 of its public key. */
export function ethereumAddressOf(privateKey: Uint8Array): string {
  const publicKey = secp256k1.getPublicKey(privateKey, false);
  return `0x${hex(keccak_256(publicKey.slice(1)).slice(-20))}`;
}

/** The Solana address of an ed25519 key: its public key, base58. */
export function solanaAddressOf(privateKey: Uint8Array): string {
  return bs58.encode(ed25519.getPublicKey(privateKey));
}

/** The address wallet `name` connects with for `seed`. */
export function walletAddress(name: WalletName, seed: string): string {
  const key = walletPrivateKey(name, seed);
  return isSolanaWallet(name) ? solanaAddressOf(key) : ethereumAddressOf(key);
}

/**
 * `personal_sign` as wallets do it (EIP-191): the message bytes (a `0x` hex string is taken as
 * bytes, anything else as UTF-8 text), prefixed, keccak-256, signed; `0x` + r‖s‖v with v 27 or 28.
 */
export function personalSign(privateKey: Uint8Array, message: string): string {
  const body = /^0x([0-9a-f]{2})*$/i.test(message) ? hexToBytes(message) : new TextEncoder().encode(message);
  const prefix = new TextEncoder().encode(`\x19Ethereum Signed Message:\n${body.length}`);
  const digest = keccak_256(new Uint8Array([...prefix, ...body]));
  // noble's 'recovered' format is recovery byte ‖ r ‖ s; Ethereum wants r ‖ s ‖ (27 + recovery).
  const recovered = secp256k1.sign(digest, privateKey, { prehash: false, format: 'recovered' });
  return `0x${hex(recovered.slice(1))}${(27 + (recovered[0] ?? 0)).toString(16)}`;
}

/** Solana's `signMessage`: the ed25519 signature of the message bytes. */
export function solanaSign(privateKey: Uint8Array, message: Uint8Array): Uint8Array {
  return ed25519.sign(message, privateKey);
}

/** The address that signed `message` with `signature` (`personal_sign`), for checking a wallet in a test. */
export function recoverPersonalSigner(message: string, signature: string): string {
  const body = /^0x([0-9a-f]{2})*$/i.test(message) ? hexToBytes(message) : new TextEncoder().encode(message);
  const prefix = new TextEncoder().encode(`\x19Ethereum Signed Message:\n${body.length}`);
  const digest = keccak_256(new Uint8Array([...prefix, ...body]));
  const bytes = hexToBytes(signature);
  const recovered = new Uint8Array([(bytes[64] ?? 27) - 27, ...bytes.slice(0, 64)]);
  const publicKey = secp256k1.recoverPublicKey(recovered, digest, { prehash: false }).slice();
  const uncompressed = secp256k1.Point.fromBytes(publicKey).toBytes(false);
  return `0x${hex(keccak_256(uncompressed.slice(1)).slice(-20))}`;
}
