import type { SnapshotFrom } from 'xstate';
import { cryptoOtherList, type WalletList, type CryptoOtherList, type cryptoOtherMachine } from './crypto-other.machine';

export interface CryptoOtherView extends CryptoOtherList {
  list: WalletList;
  /** Looking for the browser's wallets (the list may still grow). */
  detecting: boolean;
}

/** One list per context, so the view's `wallets` stays the same array until the wallets change. */
const lists = new WeakMap<object, CryptoOtherList>();

export function selectCryptoOtherView(snapshot: SnapshotFrom<typeof cryptoOtherMachine>): CryptoOtherView {
  const { context } = snapshot;
  let list = lists.get(context);
  if (!list) {
    list = cryptoOtherList(context);
    lists.set(context, list);
  }
  return { ...list, list: context.list, detecting: snapshot.hasTag('pending') };
}

// Deprecated names (issue 23: flows take their spec screen's name).
/** @deprecated Use selectCryptoOtherView; removed in 0.3. */
export const selectWalletPickerView = selectCryptoOtherView;
/** @deprecated Use CryptoOtherView; removed in 0.3. */
export type WalletPickerView = CryptoOtherView;
