/** The browser's crypto wallets, as a port (the real one is loaded on demand). */
export {
  WALLET_ORDER,
  WalletError,
  isWalletError,
  loadBrowserWallets,
  walletType,
  type LoadWalletProviders,
  type WalletErrorCode,
  type WalletProviders,
} from './wallets';
