export { createCryptoOtherActors, type CryptoOtherActorOptions } from './crypto-other.actors';
export {
  offeredWallets,
  cryptoOtherList,
  cryptoOtherMachine,
  type WalletList,
  type WalletOption,
  type CryptoOtherContext,
  type CryptoOtherEvent,
  type CryptoOtherInput,
  type CryptoOtherList,
  type CryptoOtherOutput,
} from './crypto-other.machine';
export { selectCryptoOtherView, type CryptoOtherView } from './crypto-other.selectors';
export { walletSlots, type WalletSlots } from './wallet-slots';
/** Deprecated names, removed in 0.3 (CHANGELOG.md). */
export {
  createWalletPickerActors,
  type WalletPickerActorOptions,
} from './crypto-other.actors';
/** Deprecated names, removed in 0.3 (CHANGELOG.md). */
export {
  walletPickerList,
  walletPickerMachine,
  type WalletPickerContext,
  type WalletPickerEvent,
  type WalletPickerInput,
  type WalletPickerList,
  type WalletPickerOutput,
} from './crypto-other.machine';
/** Deprecated names, removed in 0.3 (CHANGELOG.md). */
export {
  selectWalletPickerView,
  type WalletPickerView,
} from './crypto-other.selectors';
