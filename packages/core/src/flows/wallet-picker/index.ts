export { createWalletPickerActors, type WalletPickerActorOptions } from './wallet-picker.actors';
export {
  offeredWallets,
  walletPickerList,
  walletPickerMachine,
  type WalletList,
  type WalletOption,
  type WalletPickerContext,
  type WalletPickerEvent,
  type WalletPickerInput,
  type WalletPickerList,
  type WalletPickerOutput,
} from './wallet-picker.machine';
export { selectWalletPickerView, type WalletPickerView } from './wallet-picker.selectors';
export { walletSlots, type WalletSlots } from './wallet-slots';
