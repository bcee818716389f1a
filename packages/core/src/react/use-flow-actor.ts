import { useActorRef } from '@xstate/react';
import { useEffect, useInsertionEffect, useRef, useState } from 'react';
import { fromCallback, type ActorRefFrom, type AnyActorLogic, type InputFrom } from 'xstate';
import type { AuthClient, TelemetryEvent } from '../client';
import { createFlowEffects, type FlowCallbacks, type FlowEffects } from '../flows/shared/flow-effects';
import type { FlowActorOptions } from '../flows/shared/request';
import { lastUsedStoreOf, localLastUsedStore, type LastUsedStore } from '../flows/shared/last-used';
import { requireAuthClient, useOptionalAuthClient } from './auth-client-provider';

const idleLogic = fromCallback(() => {});

/**
 * Keeps `ref` on the latest `value` (a host callback), before any effect or event of this commit
 * reads it. An insertion effect, which runs first: a layout effect would do too, but React 18
 * warns about one rendered on the server.
 */
export function useLatest<T>(ref: { current: T }, value: T): void {
  useInsertionEffect(() => {
    ref.current = value;
  });
}

/** What every standalone flow hook accepts besides its flow's input. */
export interface StandaloneFlowOptions {
  /** The host's `onEvent` / `onError` (Stytch's `callbacks` shape). */
  callbacks?: FlowCallbacks;
  /** How long a backend call may take before it fails with `request_timeout` (default 30 s). */
  requestTimeoutMs?: number;
  /**
   * Where the method that last logged in is kept ('Last used' on Main): `localStorage` by
   * default; `null` remembers nothing.
   */
  lastUsed?: LastUsedStore | null;
}

export { lastUsedStoreOf };

/**
 * Every flow hook works in two modes (docs/hooks.md): standalone, where it creates and owns its actor
 * from the logic it is given, or attached, where it adopts a running child of another flow (the
 * login orchestrator's `otp`, say). The mode is fixed at mount, and so are the logic and the
 * input: both are built once, on the first render, never again.
 */
export function useFlowActor<TLogic extends AnyActorLogic>(
  attached: ActorRefFrom<TLogic> | undefined,
  createLogic: () => TLogic,
  input: () => InputFrom<TLogic>,
): ActorRefFrom<TLogic> {
  const [own] = useState(() => (attached === undefined ? { logic: createLogic(), input: input() } : null));
  const ownRef = useActorRef((own?.logic ?? idleLogic) as AnyActorLogic, own ? { input: own.input } : {});
  return (own ? ownRef : attached) as ActorRefFrom<TLogic>;
}

/**
 * The flow effects bound to the latest host callbacks (read through a ref, so changing the
 * callbacks object never restarts a flow) and to the client's event log.
 */
export function useFlowEffects(
  client: AuthClient | null,
  callbacks: FlowCallbacks | undefined,
  lastUsed: LastUsedStore = localLastUsedStore(),
): FlowEffects {
  const callbacksRef = useRef(callbacks);
  useLatest(callbacksRef, callbacks);
  const [effects] = useState(() =>
    createFlowEffects(
      () => callbacksRef.current,
      (event: TelemetryEvent) => client?.events.log(event),
      lastUsed,
    ),
  );
  return effects;
}

/**
 * Calls `onDone` with the flow's output when it reaches its final state (latest callback wins),
 * once per actor: also when it was done before the effect subscribed (a flow that ends as it
 * starts, as the redirect page without a token does).
 */
export function useFlowDone<TOutput>(
  actorRef: {
    subscribe(listener: (snapshot: { status: string; output?: unknown }) => void): { unsubscribe(): void };
    getSnapshot(): { status: string; output?: unknown };
  },
  onDone: ((output: TOutput) => void) | undefined,
): void {
  const onDoneRef = useRef(onDone);
  useLatest(onDoneRef, onDone);
  const reported = useRef<object | null>(null);
  useEffect(() => {
    const report = (snapshot: { status: string; output?: unknown }) => {
      if (snapshot.status !== 'done' || reported.current === actorRef) return;
      reported.current = actorRef;
      onDoneRef.current?.(snapshot.output as TOutput);
    };
    report(actorRef.getSnapshot());
    const subscription = actorRef.subscribe(report);
    return () => subscription.unsubscribe();
  }, [actorRef]);
}

/**
 * A login hook's completion callback: `onDone` with the output, and the deprecated `onSuccess`
 * alias (issue 23; removed in 0.3) with the output's `result`, as it was called before.
 */
export function doneCallback<TOutput extends { result: TResult }, TResult>(
  onDone: ((output: TOutput) => void) | undefined,
  onSuccess: ((result: TResult) => void) | undefined,
): ((output: TOutput) => void) | undefined {
  if (!onDone && !onSuccess) return undefined;
  return (output) => {
    onDone?.(output);
    onSuccess?.(output.result);
  };
}

/**
 * The common start of a flow hook: the flow's actor, standalone (created from `createLogic` with
 * the provider's client, the host's callbacks and the request timeout bound) or attached
 * (`options.actorRef`).
 */
export function useFlow<TLogic extends AnyActorLogic>(
  hookName: string,
  options: { actorRef?: ActorRefFrom<TLogic> | undefined } & StandaloneFlowOptions,
  createLogic: (client: AuthClient, options: FlowActorOptions & { effects: FlowEffects }) => TLogic,
  input: (client: AuthClient) => InputFrom<TLogic>,
): ActorRefFrom<TLogic> {
  const client = useOptionalAuthClient();
  const effects = useFlowEffects(client, options.actorRef ? undefined : options.callbacks, lastUsedStoreOf(options));
  return useFlowActor(
    options.actorRef,
    () =>
      createLogic(requireAuthClient(client, hookName), {
        effects,
        ...(options.requestTimeoutMs !== undefined && { requestTimeoutMs: options.requestTimeoutMs }),
      }),
    () => input(requireAuthClient(client, hookName)),
  );
}

/** A standalone hook's options without the ones `useFlow` consumes: the flow's input. */
export function flowInput<T extends StandaloneFlowOptions & { actorRef?: unknown }>(
  options: T,
): Omit<T, 'callbacks' | 'requestTimeoutMs' | 'actorRef' | 'lastUsed'> {
  const { callbacks: _callbacks, requestTimeoutMs: _timeout, actorRef: _actorRef, lastUsed: _lastUsed, ...input } = options;
  return input;
}
