import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useOptionalAuthClient } from '../../react/auth-client-provider';
import { useFlowActor, useFlowEffects, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import { resendCodeWith, type resendCodeMachine } from './resend-code.machine';
import { selectResendCodeView, type ResendCodeView } from './resend-code.selectors';

export type ResendCodeActorRef = ActorRefFrom<typeof resendCodeMachine>;

export type UseResendCodeOptions =
  | { actorRef: ResendCodeActorRef; resend?: never; callbacks?: never; requestTimeoutMs?: never }
  | ({ actorRef?: never; resend: () => Promise<unknown> } & StandaloneFlowOptions);

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
      resendCodeWith(() => options.resend?.() ?? Promise.resolve(), {
        effects,
        ...(options.requestTimeoutMs !== undefined && { requestTimeoutMs: options.requestTimeoutMs }),
      }),
    () => ({}),
  );
  const view = useSelector(actorRef, selectResendCodeView, shallowEqual);
  const commands = useMemo(() => ({ resend: () => actorRef.send({ type: 'code.resend' }) }), [actorRef]);
  return { ...view, ...commands, actorRef };
}
