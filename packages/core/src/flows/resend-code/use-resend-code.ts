import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { FlowCallbacks } from '../shared/flow-effects';
import { useOptionalAuthClient } from '../../react/auth-client-provider';
import { useFlowActor, useFlowEffects } from '../../react/use-flow-actor';
import { resendCodeMachine } from './resend-code.machine';
import { selectResendCodeView, type ResendCodeView } from './resend-code.selectors';

export type ResendCodeActorRef = ActorRefFrom<typeof resendCodeMachine>;

export type UseResendCodeOptions =
  | { actorRef: ResendCodeActorRef; resend?: never; callbacks?: never }
  | { actorRef?: never; resend: () => Promise<unknown>; callbacks?: FlowCallbacks };

export interface UseResendCodeResult extends ResendCodeView {
  resend(): void;
  actorRef: ResendCodeActorRef;
}

/**
 * The resend control's state: standalone around any `resend()` promise, or attached to a flow's
 * `resend` child (then prefer the flow's own `resendCode` command, which also logs telemetry).
 */
export function useResendCode(options: UseResendCodeOptions): UseResendCodeResult {
  const client = useOptionalAuthClient();
  const effects = useFlowEffects(client, options.callbacks);
  const actorRef = useFlowActor(
    options.actorRef,
    () =>
      resendCodeMachine.provide({
        actors: { resend: fromPromise(() => options.resend?.() ?? Promise.resolve()) },
        actions: effects,
      }),
    () => ({}),
  );
  const view = useSelector(actorRef, selectResendCodeView, shallowEqual);
  const commands = useMemo(() => ({ resend: () => actorRef.send({ type: 'code.resend' }) }), [actorRef]);
  return { ...view, ...commands, actorRef };
}
