import type { OAuthProvider, Wallet } from '@portico/core';
import type { IconData } from './icon-data';

export type IconLoader = () => Promise<{ default: IconData }>;

/**
 * One dynamic import per brand mark, so a host's bundler puts each mark in its own chunk and a
 * page fetches only the marks of the providers it configured. The modules are written by
 * `npm run icons -w @portico/ui` (scripts/provider-icons/generate.mjs); the record types make a
 * provider or wallet without a mark fail to compile.
 */
export const providerIconLoaders: Record<OAuthProvider, IconLoader> = {
  google: () => import('./generated/google'),
  microsoft: () => import('./generated/microsoft'),
  apple: () => import('./generated/apple'),
  github: () => import('./generated/github'),
  gitlab: () => import('./generated/gitlab'),
  facebook: () => import('./generated/facebook'),
  discord: () => import('./generated/discord'),
  salesforce: () => import('./generated/salesforce'),
  slack: () => import('./generated/slack'),
  amazon: () => import('./generated/amazon'),
  bitbucket: () => import('./generated/bitbucket'),
  linkedin: () => import('./generated/linkedin'),
  coinbase: () => import('./generated/coinbase'),
  twitch: () => import('./generated/twitch'),
  twitter: () => import('./generated/twitter'),
  tiktok: () => import('./generated/tiktok'),
  snapchat: () => import('./generated/snapchat'),
  figma: () => import('./generated/figma'),
  yahoo: () => import('./generated/yahoo'),
};

/** The generic wallet glyph: 'Continue with other Crypto Wallet', 'Set up a new crypto wallet', Vessel. */
export const genericWalletIconLoader: IconLoader = () => import('./generated/wallet-generic');

/** Wallets: their own mark; the generic Ethereum / Solana wallets the chain's; Vessel (no mark in any set) the glyph. */
export const walletIconLoaders: Record<Wallet, IconLoader> = {
  Metamask: () => import('./generated/wallet-metamask'),
  Phantom: () => import('./generated/wallet-phantom'),
  Coinbase: () => import('./generated/wallet-coinbase'),
  Binance: () => import('./generated/wallet-binance'),
  Vessel: genericWalletIconLoader,
  GenericEthereumWallet: () => import('./generated/chain-ethereum'),
  GenericSolanaWallet: () => import('./generated/chain-solana'),
};

const loaded = new Map<IconLoader, IconData>();
const loading = new Map<IconLoader, Promise<IconData>>();

/** Loads a mark once per page; a failed load (offline) is forgotten, so the next render tries again. */
export function loadIcon(loader: IconLoader): Promise<IconData> {
  const cached = loaded.get(loader);
  if (cached) return Promise.resolve(cached);
  let promise = loading.get(loader);
  if (!promise) {
    promise = loader().then(
      (module) => {
        loaded.set(loader, module.default);
        loading.delete(loader);
        return module.default;
      },
      (error: unknown) => {
        loading.delete(loader);
        throw error;
      },
    );
    loading.set(loader, promise);
  }
  return promise;
}

/** The mark if it has already arrived, for a first render without a blank frame. */
export function peekIcon(loader: IconLoader): IconData | undefined {
  return loaded.get(loader);
}

/** A provider's mark (also a way to fetch it early, before the button renders). */
export function loadProviderIcon(provider: OAuthProvider): Promise<IconData> {
  return loadIcon(providerIconLoaders[provider]);
}

/** A wallet's mark (also a way to fetch it early, before the button renders). */
export function loadWalletIcon(wallet: Wallet): Promise<IconData> {
  return loadIcon(walletIconLoaders[wallet]);
}
