import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import type { Wallet } from '../../config';
import type { LoadWalletProviders } from '../../wallets';

export interface WalletPickerActorOptions {
  /** The wallet port (`loadBrowserWallets` in a browser, a fake in tests). */
  wallets: LoadWalletProviders;
}

/** The picker's ports: the browser's wallets, and news of late ones. */
export function createWalletPickerActors({ wallets }: WalletPickerActorOptions) {
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
