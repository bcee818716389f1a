import { useActorRef } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fromCallback, type ActorRefFrom, type AnyActorLogic, type InputFrom } from 'xstate';
import type { AuthClient, TelemetryEvent } from '../client';
import { createFlowEffects, type FlowCallbacks, type FlowEffects } from '../flows/shared/flow-effects';
import { requireAuthClient, useOptionalAuthClient } from './auth-client-provider';

const idleLogic = fromCallback(() => {});

/**
 * Every flow hook works in two modes (STYLE.md): standalone, where it creates and owns its actor
 * from the logic it is given, or attached, where it adopts a running child of another flow (the
 * login orchestrator's `otp`, say). The mode is fixed at mount.
 */
export function useFlowActor<TLogic extends AnyActorLogic>(
  attached: ActorRefFrom<TLogic> | undefined,
  createLogic: () => TLogic,
  input: () => InputFrom<TLogic>,
): ActorRefFrom<TLogic> {
  const [standalone] = useState(() => attached === undefined);
  const logic = standalone ? createLogic() : idleLogic;
  const own = useActorRef(logic as AnyActorLogic, standalone ? { input: input() } : {});
  return (standalone ? own : attached) as ActorRefFrom<TLogic>;
}

/**
 * The flow effects bound to the latest host callbacks (read through a ref, so changing the
 * callbacks object never restarts a flow) and to the client's event log.
 */
export function useFlowEffects(client: AuthClient | null, callbacks: FlowCallbacks | undefined): FlowEffects {
  const callbacksRef = useRef(callbacks);
  useLayoutEffect(() => {
    callbacksRef.current = callbacks;
  });
  const [effects] = useState(() =>
    createFlowEffects(
      () => callbacksRef.current,
      (event: TelemetryEvent) => client?.events.log(event),
    ),
  );
  return effects;
}

/** Calls `onDone` with the flow's output when it reaches its final state (latest callback wins). */
export function useFlowDone<TOutput>(
  actorRef: { subscribe(listener: (snapshot: { status: string; output?: unknown }) => void): { unsubscribe(): void } },
  onDone: ((output: TOutput) => void) | undefined,
): void {
  const onDoneRef = useRef(onDone);
  useLayoutEffect(() => {
    onDoneRef.current = onDone;
  });
  useEffect(() => {
    const subscription = actorRef.subscribe((snapshot) => {
      if (snapshot.status === 'done') onDoneRef.current?.(snapshot.output as TOutput);
    });
    return () => subscription.unsubscribe();
  }, [actorRef]);
}

/**
 * The common start of a flow hook: the flow's actor, standalone (created from `createLogic` with
 * the provider's client and the host's callbacks bound) or attached (`options.actorRef`).
 */
export function useFlow<TLogic extends AnyActorLogic>(
  hookName: string,
  options: { actorRef?: ActorRefFrom<TLogic> | undefined; callbacks?: FlowCallbacks | undefined },
  createLogic: (client: AuthClient, effects: FlowEffects) => TLogic,
  input: (client: AuthClient) => InputFrom<TLogic>,
): ActorRefFrom<TLogic> {
  const client = useOptionalAuthClient();
  const effects = useFlowEffects(client, options.actorRef ? undefined : options.callbacks);
  return useFlowActor(
    options.actorRef,
    () => createLogic(requireAuthClient(client, hookName), effects),
    () => input(requireAuthClient(client, hookName)),
  );
}
