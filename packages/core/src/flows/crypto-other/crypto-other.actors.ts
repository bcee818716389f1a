import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import type { Wallet } from '../../config';
import type { LoadWalletProviders } from '../../wallets';

export interface CryptoOtherActorOptions {
  /** The wallet port (`loadBrowserWallets` in a browser, a fake in tests). */
  wallets: LoadWalletProviders;
}

/** The picker's ports: the browser's wallets, and news of late ones. */
export function createCryptoOtherActors({ wallets }: CryptoOtherActorOptions) {
  return {
    detectWallets: fromPromise<Wallet[]>(async () => (await wallets()).detect()),
    watchWallets: fromCallback<AnyEventObject>(({ sendBack }) => {
      let stopped = false;
      let unwatch: (() => void) | undefined;
      wallets().then(
        (port) => {
          if (!stopped) unwatch = port.watch?.(() => sendBack({ type: 'wallets.changed' }));
        },
        () => {},
      );
      return () => {
        stopped = true;
        unwatch?.();
      };
    }),
  };
}

// Deprecated names (issue 23: flows take their spec screen's name).
/** @deprecated Use createCryptoOtherActors; removed in 0.3. */
export const createWalletPickerActors = createCryptoOtherActors;
/** @deprecated Use CryptoOtherActorOptions; removed in 0.3. */
export type WalletPickerActorOptions = CryptoOtherActorOptions;
