export { createCryptoConnectActors, fromWalletCall, type CryptoConnectActorOptions } from './crypto-connect.actors';
export {
  cryptoConnectMachine,
  walletFailure,
  walletFailureCause,
  type CryptoConnectContext,
  type CryptoConnectInput,
  type CryptoConnectOutput,
  type WalletFailure,
} from './crypto-connect.machine';
export {
  selectCryptoConnectPhase,
  selectCryptoConnectStatus,
  selectCryptoConnectView,
  type CryptoConnectStatus,
  type CryptoConnectView,
} from './crypto-connect.selectors';
/** Deprecated names, removed in 0.3 (CHANGELOG.md). */
export {
  createCryptoWalletActors,
  type CryptoWalletActorOptions,
} from './crypto-connect.actors';
/** Deprecated names, removed in 0.3 (CHANGELOG.md). */
export {
  cryptoWalletMachine,
  type CryptoWalletContext,
  type CryptoWalletInput,
  type CryptoWalletOutput,
} from './crypto-connect.machine';
/** Deprecated names, removed in 0.3 (CHANGELOG.md). */
export {
  selectCryptoWalletPhase,
  selectCryptoWalletStatus,
  selectCryptoWalletView,
  type CryptoWalletStatus,
  type CryptoWalletView,
} from './crypto-connect.selectors';
