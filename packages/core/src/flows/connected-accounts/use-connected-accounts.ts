import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { flowInput, useFlow, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import { useAccountSectionView, type AccountSectionStepUp } from '../sensitive-change/section-view';
import { createConnectedAccountsActors } from './connected-accounts.actors';
import { connectedAccountsMachine } from './connected-accounts.machine';
import { selectConnectedAccountsView, type ConnectedAccountsView } from './connected-accounts.selectors';
import type { ConnectedAccountsInput } from './connected-accounts.types';

export type ConnectedAccountsActorRef = ActorRefFrom<typeof connectedAccountsMachine>;

export type UseConnectedAccountsOptions = { actorRef: ConnectedAccountsActorRef } | (ConnectedAccountsInput & StandaloneFlowOptions & { actorRef?: never });

export interface UseConnectedAccountsResult extends ConnectedAccountsView, AccountSectionStepUp {
  /** Links a provider of `linkable` (the browser leaves for it; the page it comes back to finishes the link). */
  link(provider: string): void;
  /** Asks to unlink a social login (the user confirms). */
  unlink(oauthUserRegistrationId: string): void;
  /** Asks to remove a wallet (the user confirms). */
  removeWallet(cryptoWalletId: string): void;
  confirmRemove(): void;
  cancel(): void;
  retry(): void;
  actorRef: ConnectedAccountsActorRef;
}

/** The user's social logins and wallets: standalone (loads the user) or the account root's `connectedAccountsRef`. */
export function useConnectedAccounts(options: UseConnectedAccountsOptions = {}): UseConnectedAccountsResult {
  const actorRef = useFlow(
    'useConnectedAccounts',
    options,
    (client, bound) => connectedAccountsMachine.provide({ actors: createConnectedAccountsActors(client, bound), actions: bound.effects }),
    () => flowInput(options as Exclude<UseConnectedAccountsOptions, { actorRef: ConnectedAccountsActorRef }>),
  );
  const view = useAccountSectionView(actorRef, selectConnectedAccountsView);
  const commands = useMemo(
    () => ({
      link: (provider: string) => actorRef.send({ type: 'account.link', provider }),
      unlink: (oauthUserRegistrationId: string) => actorRef.send({ type: 'account.unlink', oauthUserRegistrationId }),
      removeWallet: (cryptoWalletId: string) => actorRef.send({ type: 'wallet.remove', cryptoWalletId }),
      confirmRemove: () => actorRef.send({ type: 'remove.confirm' }),
      cancel: () => actorRef.send({ type: 'change.cancel' }),
      retry: () => actorRef.send({ type: 'request.retry' }),
    }),
    [actorRef],
  );
  return { ...view, ...commands, actorRef };
}
