import type { SnapshotFrom } from 'xstate';
import { walletPickerList, type WalletList, type WalletPickerList, type walletPickerMachine } from './wallet-picker.machine';

export interface WalletPickerView extends WalletPickerList {
  list: WalletList;
  /** Looking for the browser's wallets (the list may still grow). */
  detecting: boolean;
}

/** One list per context, so the view's `wallets` stays the same array until the wallets change. */
const lists = new WeakMap<object, WalletPickerList>();

export function selectWalletPickerView(snapshot: SnapshotFrom<typeof walletPickerMachine>): WalletPickerView {
  const { context } = snapshot;
  let list = lists.get(context);
  if (!list) {
    list = walletPickerList(context);
    lists.set(context, list);
  }
  return { ...list, list: context.list, detecting: snapshot.hasTag('pending') };
}
