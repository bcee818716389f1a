import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { flowInput, useFlow, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import { useAccountSectionView, type AccountSectionStepUp } from '../sensitive-change/section-view';
import { createConnectedAppsActors } from './connected-apps.actors';
import { connectedAppsMachine } from './connected-apps.machine';
import { selectConnectedAppsView, type ConnectedAppsView } from './connected-apps.selectors';
import type { ConnectedAppsInput } from './connected-apps.types';

export type ConnectedAppsActorRef = ActorRefFrom<typeof connectedAppsMachine>;

export type UseConnectedAppsOptions = { actorRef: ConnectedAppsActorRef } | (ConnectedAppsInput & StandaloneFlowOptions & { actorRef?: never });

export interface UseConnectedAppsResult extends ConnectedAppsView, AccountSectionStepUp {
  /** Asks to revoke an app's access (the user confirms). */
  revoke(connectedAppId: string): void;
  confirmRevoke(): void;
  cancel(): void;
  /** Loads the list again (after a failed load, or at any time on the list). */
  retry(): void;
  actorRef: ConnectedAppsActorRef;
}

/** 'Apps with access': standalone (loads the user and the apps) or the account root's `connectedAppsRef`. */
export function useConnectedApps(options: UseConnectedAppsOptions = {}): UseConnectedAppsResult {
  const actorRef = useFlow(
    'useConnectedApps',
    options,
    (client, bound) => connectedAppsMachine.provide({ actors: createConnectedAppsActors(client, bound), actions: bound.effects }),
    () => flowInput(options as Exclude<UseConnectedAppsOptions, { actorRef: ConnectedAppsActorRef }>),
  );
  const view = useAccountSectionView(actorRef, selectConnectedAppsView);
  const commands = useMemo(
    () => ({
      revoke: (connectedAppId: string) => actorRef.send({ type: 'app.revoke', connectedAppId }),
      confirmRevoke: () => actorRef.send({ type: 'revoke.confirm' }),
      cancel: () => actorRef.send({ type: 'change.cancel' }),
      retry: () => actorRef.send({ type: 'request.retry' }),
    }),
    [actorRef],
  );
  return { ...view, ...commands, actorRef };
}
