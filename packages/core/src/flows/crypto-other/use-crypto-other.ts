import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Wallet } from '../../config';
import { useFlowActor, useFlowDone } from '../../react/use-flow-actor';
import { loadBrowserWallets, type LoadWalletProviders } from '../../wallets';
import { createCryptoOtherActors } from './crypto-other.actors';
import { cryptoOtherMachine, type CryptoOtherInput, type CryptoOtherOutput } from './crypto-other.machine';
import { selectCryptoOtherView, type CryptoOtherView } from './crypto-other.selectors';

export type CryptoOtherActorRef = ActorRefFrom<typeof cryptoOtherMachine>;

export type UseCryptoOtherOptions =
  | { actorRef: CryptoOtherActorRef }
  | (Partial<CryptoOtherInput> & {
      actorRef?: never;
      /** What the user pressed: a wallet, 'Continue with other Crypto Wallet' or 'Set up a new crypto wallet'. */
      onDone?(output: CryptoOtherOutput): void;
      /** The wallet port; the browser's wallets by default. */
      wallets?: LoadWalletProviders;
    });

export interface UseCryptoOtherResult extends CryptoOtherView {
  /** A wallet button. */
  chooseWallet(wallet: Wallet): void;
  /** 'Continue with other Crypto Wallet'. */
  toOtherWallets(): void;
  /** 'Set up a new crypto wallet'. */
  toWalletSetup(): void;
  actorRef: CryptoOtherActorRef;
}

/**
 * The wallet buttons of Main (`list: 'main'`) or CryptoOtherScreen (`list: 'others'`):
 * standalone (`useCryptoOther({ configured, socialCount, onDone })`, no AuthClient needed) or
 * attached to the login widget's picker.
 */
export function useCryptoOther(options: UseCryptoOtherOptions): UseCryptoOtherResult {
  const attached = options.actorRef;
  const standalone = options as Exclude<UseCryptoOtherOptions, { actorRef: CryptoOtherActorRef }>;
  const actorRef = useFlowActor(
    attached,
    () => cryptoOtherMachine.provide({ actors: createCryptoOtherActors({ wallets: standalone.wallets ?? loadBrowserWallets }) }),
    () => ({ configured: standalone.configured ?? null, socialCount: standalone.socialCount ?? 0, list: standalone.list ?? 'main' }),
  );
  useFlowDone<CryptoOtherOutput>(actorRef, attached ? undefined : standalone.onDone);
  const view = useSelector(actorRef, selectCryptoOtherView, shallowEqual);
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

// Deprecated names (issue 23: flows take their spec screen's name).
/** @deprecated Use useCryptoOther; removed in 0.3. */
export const useWalletPicker = useCryptoOther;
/** @deprecated Use CryptoOtherActorRef; removed in 0.3. */
export type WalletPickerActorRef = CryptoOtherActorRef;
/** @deprecated Use UseCryptoOtherOptions; removed in 0.3. */
export type UseWalletPickerOptions = UseCryptoOtherOptions;
/** @deprecated Use UseCryptoOtherResult; removed in 0.3. */
export type UseWalletPickerResult = UseCryptoOtherResult;
