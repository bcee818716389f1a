import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AccountBackend } from '../../client';
import { flowInput, useFlow, useFlowDone, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import { useAccountSectionView, type AccountSectionStepUp } from '../sensitive-change/section-view';
import { createDevicesActors } from './devices.actors';
import { devicesMachine } from './devices.machine';
import { selectDevicesView, type DevicesView } from './devices.selectors';
import type { DevicesInput, DevicesOutput } from './devices.types';

export type DevicesActorRef = ActorRefFrom<typeof devicesMachine>;

export type UseDevicesOptions =
  | { actorRef: DevicesActorRef }
  | (DevicesInput & StandaloneFlowOptions & { actorRef?: never; backend: AccountBackend; onDone?(output: DevicesOutput): void });

export interface UseDevicesResult extends DevicesView, AccountSectionStepUp {
  /** Asks to sign a device out (this one: the page's own sign-out). */
  signOut(sessionId: string): void;
  /** Asks to sign out every other device. */
  signOutOthers(): void;
  confirmSignOut(): void;
  cancel(): void;
  /** Reads the list again. */
  retry(): void;
  actorRef: DevicesActorRef;
}

/**
 * Devices (the user's sessions), through the host's server: standalone with `backend`
 * (`createAccountBackend({ url })`), or the account root's `devicesRef`. `onDone` once this
 * device signed out.
 */
export function useDevices(options: UseDevicesOptions): UseDevicesResult {
  const standalone = options.actorRef ? undefined : (options as Exclude<UseDevicesOptions, { actorRef: DevicesActorRef }>);
  const actorRef = useFlow(
    'useDevices',
    options,
    (client, bound) => devicesMachine.provide({ actors: createDevicesActors(client, { ...bound, ...(standalone && { backend: standalone.backend }) }), actions: bound.effects }),
    () => {
      const { backend: _backend, onDone: _onDone, ...input } = flowInput(standalone!);
      return input;
    },
  );
  useFlowDone<DevicesOutput>(actorRef, standalone?.onDone);
  const view = useAccountSectionView(actorRef, selectDevicesView);
  const commands = useMemo(
    () => ({
      signOut: (sessionId: string) => actorRef.send({ type: 'device.signOut', sessionId }),
      signOutOthers: () => actorRef.send({ type: 'devices.signOutOthers' }),
      confirmSignOut: () => actorRef.send({ type: 'signOut.confirm' }),
      cancel: () => actorRef.send({ type: 'change.cancel' }),
      retry: () => actorRef.send({ type: 'request.retry' }),
    }),
    [actorRef],
  );
  return { ...view, ...commands, actorRef };
}
