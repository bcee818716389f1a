import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useFlowActor } from '../../react/use-flow-actor';
import { countdownMachine } from './countdown.machine';
import { selectCountdownView, type CountdownView } from './countdown.selectors';

export type CountdownActorRef = ActorRefFrom<typeof countdownMachine>;

export type UseCountdownOptions =
  | { actorRef: CountdownActorRef; expiresAt?: never }
  | { actorRef?: never; expiresAt: number };

export interface UseCountdownResult extends CountdownView {
  restart(expiresAt: number): void;
  actorRef: CountdownActorRef;
}

/** An expiry countdown: standalone from `expiresAt`, or attached to a flow's `countdown` child. */
export function useCountdown(options: UseCountdownOptions): UseCountdownResult {
  const actorRef = useFlowActor(
    options.actorRef,
    () => countdownMachine,
    () => ({ expiresAt: options.expiresAt ?? Date.now() }),
  );
  const view = useSelector(actorRef, selectCountdownView, shallowEqual);
  const commands = useMemo(
    () => ({ restart: (expiresAt: number) => actorRef.send({ type: 'countdown.restart', expiresAt }) }),
    [actorRef],
  );
  return { ...view, ...commands, actorRef };
}
