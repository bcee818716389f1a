import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { flowInput, useFlow, useFlowDone, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import { createCryptoConnectActors } from './crypto-connect.actors';
import { cryptoConnectMachine, type CryptoConnectInput, type CryptoConnectOutput } from './crypto-connect.machine';
import { selectCryptoConnectView, type CryptoConnectView } from './crypto-connect.selectors';
import { loadBrowserWallets, type LoadWalletProviders } from '../../wallets';

export type CryptoConnectActorRef = ActorRefFrom<typeof cryptoConnectMachine>;

export type UseCryptoConnectOptions =
  | { actorRef: CryptoConnectActorRef }
  | (CryptoConnectInput &
      StandaloneFlowOptions & {
        actorRef?: never;
        /** How the login ended: `authenticated`, `walletFailed` (with its stage) or `walletSetupRequested`. */
        onDone?(output: CryptoConnectOutput): void;
        /** The wallet port; the browser's wallets by default. */
        wallets?: LoadWalletProviders;
      });

export interface UseCryptoConnectResult extends CryptoConnectView {
  actorRef: CryptoConnectActorRef;
}

/**
 * A crypto wallet login: standalone (`useCryptoConnect({ wallet: 'Metamask', onDone })` starts at
 * once: connect, challenge, sign, authenticate) or attached to the login widget's wallet flow.
 * Unmounting a standalone hook stops the flow and abandons the wallet's prompt.
 */
export function useCryptoConnect(options: UseCryptoConnectOptions): UseCryptoConnectResult {
  const attached = options.actorRef;
  const standalone = options as Exclude<UseCryptoConnectOptions, { actorRef: CryptoConnectActorRef }>;
  const actorRef = useFlow(
    'useCryptoConnect',
    options,
    (client, bound) =>
      cryptoConnectMachine.provide({
        actors: createCryptoConnectActors(client, { ...bound, wallets: standalone.wallets ?? loadBrowserWallets }),
        actions: bound.effects,
      }),
    () => {
      const { onDone: _onDone, wallets: _wallets, ...input } = flowInput(standalone);
      return input;
    },
  );
  useFlowDone<CryptoConnectOutput>(actorRef, attached ? undefined : standalone.onDone);
  const view = useSelector(actorRef, selectCryptoConnectView, shallowEqual);
  return { ...view, actorRef };
}

// Deprecated names (issue 23: flows take their spec screen's name).
/** @deprecated Use useCryptoConnect; removed in 0.3. */
export const useCryptoWallet = useCryptoConnect;
/** @deprecated Use CryptoConnectActorRef; removed in 0.3. */
export type CryptoWalletActorRef = CryptoConnectActorRef;
/** @deprecated Use UseCryptoConnectOptions; removed in 0.3. */
export type UseCryptoWalletOptions = UseCryptoConnectOptions;
/** @deprecated Use UseCryptoConnectResult; removed in 0.3. */
export type UseCryptoWalletResult = UseCryptoConnectResult;
