import type { CryptoWalletType } from '../client';
import type { Wallet } from '../config';

/**
 * The browser's crypto wallets as a port (ARCHITECTURE: browser capabilities are ports): the
 * flows never touch `window.ethereum` or `window.solana`; they call this, and tests fake it.
 * `createBrowserWallets` (browser-wallets.ts) is the real one, loaded on demand through
 * `loadBrowserWallets`, so no wallet code is in a host's first load.
 */
export interface WalletProviders {
  /** The wallets this browser has, in spec §9's order (`WALLET_ORDER`). */
  detect(): Promise<Wallet[]>;
  /**
   * Asks the wallet for an account: resolves with its address (`0x…` for Ethereum wallets,
   * base58 for Solana ones). Waits for the human: no timeout; the signal abandons the wait.
   */
  connect(wallet: Wallet, signal?: AbortSignal): Promise<string>;
  /**
   * Has the wallet sign `message` as is (the server's challenge, maybe a SIWE message): resolves
   * with the signature as the server wants it (Ethereum: `0x` hex r‖s‖v; Solana: base58).
   */
  sign(wallet: Wallet, request: { address: string; message: string }, signal?: AbortSignal): Promise<string>;
  /**
   * Optional: calls `listener` whenever the wallets this browser has may have changed (a wallet
   * announced itself late, EIP-6963). Returns the unsubscribe.
   */
  watch?(listener: () => void): () => void;
}

/** How a flow gets the port: a loader, so the wallet code is fetched only when wallets are offered. */
export type LoadWalletProviders = () => Promise<WalletProviders>;

/** The crypto wallets in the order of spec §9 (and of Stytch's UI). */
export const WALLET_ORDER: readonly Wallet[] = [
  'Metamask',
  'Phantom',
  'Coinbase',
  'Binance',
  'Vessel',
  'GenericEthereumWallet',
  'GenericSolanaWallet',
];

/** The wallet's type on the wire: Phantom and other Solana wallets are `solana`, the rest `ethereum`. */
export function walletType(wallet: Wallet): CryptoWalletType {
  return wallet === 'Phantom' || wallet === 'GenericSolanaWallet' ? 'solana' : 'ethereum';
}

/** `missing`: the browser has no such wallet; `rejected`: the user said no (EIP-1193 4001); `failed`: anything else. */
export type WalletErrorCode = 'missing' | 'rejected' | 'failed';

/** What a `WalletProviders` rejects with. */
export class WalletError extends Error {
  override readonly name = 'WalletError';
  readonly code: WalletErrorCode;

  constructor(code: WalletErrorCode, message?: string, options?: { cause?: unknown }) {
    super(message ?? `wallet ${code}`, options);
    this.code = code;
  }
}

/** A `WalletError`, recognised by shape too (a fake, another copy of this module). */
export function isWalletError(value: unknown): value is WalletError {
  if (value instanceof WalletError) return true;
  if (typeof value !== 'object' || value === null) return false;
  const { name, code } = value as { name?: unknown; code?: unknown };
  return name === 'WalletError' && (code === 'missing' || code === 'rejected' || code === 'failed');
}

let browserWallets: Promise<WalletProviders> | undefined;

/**
 * The browser's wallets, loaded on first use and then shared: one EIP-6963 listener for the
 * page's lifetime, so a wallet that announces itself late is still offered the next time.
 */
export const loadBrowserWallets: LoadWalletProviders = () => {
  browserWallets ??= import('./browser-wallets')
    .then(({ createBrowserWallets }) => createBrowserWallets())
    .catch((error: unknown) => {
      browserWallets = undefined;
      throw error;
    });
  return browserWallets;
};
