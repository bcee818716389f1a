import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { flowInput, useFlow, useFlowDone, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import { createCryptoWalletActors } from './crypto-wallet.actors';
import { cryptoWalletMachine, type CryptoWalletInput, type CryptoWalletOutput } from './crypto-wallet.machine';
import { selectCryptoWalletView, type CryptoWalletView } from './crypto-wallet.selectors';
import { loadBrowserWallets, type LoadWalletProviders } from '../../wallets';

export type CryptoWalletActorRef = ActorRefFrom<typeof cryptoWalletMachine>;

export type UseCryptoWalletOptions =
  | { actorRef: CryptoWalletActorRef }
  | (CryptoWalletInput &
      StandaloneFlowOptions & {
        actorRef?: never;
        /** How the login ended: `authenticated`, `walletFailed` (with its stage) or `walletSetupRequested`. */
        onDone?(output: CryptoWalletOutput): void;
        /** The wallet port; the browser's wallets by default. */
        wallets?: LoadWalletProviders;
      });

export interface UseCryptoWalletResult extends CryptoWalletView {
  actorRef: CryptoWalletActorRef;
}

/**
 * A crypto wallet login: standalone (`useCryptoWallet({ wallet: 'Metamask', onDone })` starts at
 * once: connect, challenge, sign, authenticate) or attached to the login widget's wallet flow.
 * Unmounting a standalone hook stops the flow and abandons the wallet's prompt.
 */
export function useCryptoWallet(options: UseCryptoWalletOptions): UseCryptoWalletResult {
  const attached = options.actorRef;
  const standalone = options as Exclude<UseCryptoWalletOptions, { actorRef: CryptoWalletActorRef }>;
  const actorRef = useFlow(
    'useCryptoWallet',
    options,
    (client, bound) =>
      cryptoWalletMachine.provide({
        actors: createCryptoWalletActors(client, { ...bound, wallets: standalone.wallets ?? loadBrowserWallets }),
        actions: bound.effects,
      }),
    () => {
      const { onDone: _onDone, wallets: _wallets, ...input } = flowInput(standalone);
      return input;
    },
  );
  useFlowDone<CryptoWalletOutput>(actorRef, attached ? undefined : standalone.onDone);
  const view = useSelector(actorRef, selectCryptoWalletView, shallowEqual);
  return { ...view, actorRef };
}
