export { createCryptoWalletActors, fromWalletCall, type CryptoWalletActorOptions } from './crypto-wallet.actors';
export {
  cryptoWalletMachine,
  walletFailure,
  walletFailureCause,
  type CryptoWalletContext,
  type CryptoWalletInput,
  type CryptoWalletOutput,
  type WalletFailure,
} from './crypto-wallet.machine';
export {
  selectCryptoWalletPhase,
  selectCryptoWalletStatus,
  selectCryptoWalletView,
  type CryptoWalletStatus,
  type CryptoWalletView,
} from './crypto-wallet.selectors';
