import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Wallet } from '../../config';
import { useFlowActor, useFlowDone } from '../../react/use-flow-actor';
import { loadBrowserWallets, type LoadWalletProviders } from '../../wallets';
import { createWalletPickerActors } from './wallet-picker.actors';
import { walletPickerMachine, type WalletPickerInput, type WalletPickerOutput } from './wallet-picker.machine';
import { selectWalletPickerView, type WalletPickerView } from './wallet-picker.selectors';

export type WalletPickerActorRef = ActorRefFrom<typeof walletPickerMachine>;

export type UseWalletPickerOptions =
  | { actorRef: WalletPickerActorRef }
  | (Partial<WalletPickerInput> & {
      actorRef?: never;
      /** What the user pressed: a wallet, 'Continue with other Crypto Wallet' or 'Set up a new crypto wallet'. */
      onDone?(output: WalletPickerOutput): void;
      /** The wallet port; the browser's wallets by default. */
      wallets?: LoadWalletProviders;
    });

export interface UseWalletPickerResult extends WalletPickerView {
  /** A wallet button. */
  chooseWallet(wallet: Wallet): void;
  /** 'Continue with other Crypto Wallet'. */
  toOtherWallets(): void;
  /** 'Set up a new crypto wallet'. */
  toWalletSetup(): void;
  actorRef: WalletPickerActorRef;
}

/**
 * The wallet buttons of Main (`list: 'main'`) or CryptoOtherScreen (`list: 'others'`):
 * standalone (`useWalletPicker({ configured, socialCount, onDone })`, no AuthClient needed) or
 * attached to the login widget's picker.
 */
export function useWalletPicker(options: UseWalletPickerOptions): UseWalletPickerResult {
  const attached = options.actorRef;
  const standalone = options as Exclude<UseWalletPickerOptions, { actorRef: WalletPickerActorRef }>;
  const actorRef = useFlowActor(
    attached,
    () => walletPickerMachine.provide({ actors: createWalletPickerActors({ wallets: standalone.wallets ?? loadBrowserWallets }) }),
    () => ({ configured: standalone.configured ?? null, socialCount: standalone.socialCount ?? 0, list: standalone.list ?? 'main' }),
  );
  useFlowDone<WalletPickerOutput>(actorRef, attached ? undefined : standalone.onDone);
  const view = useSelector(actorRef, selectWalletPickerView, shallowEqual);
  const commands = useMemo(
    () => ({
      chooseWallet: (wallet: Wallet) => actorRef.send({ type: 'wallet.choose', wallet }),
      toOtherWallets: () => actorRef.send({ type: 'wallet.others' }),
      toWalletSetup: () => actorRef.send({ type: 'wallet.setup' }),
    }),
    [actorRef],
  );
  return { ...view, ...commands, actorRef };
}
