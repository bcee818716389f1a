import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { flowInput, useFlow, useFlowDone, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import type { ResendCodeActorRef } from '../resend-code/use-resend-code';
import { createResetEmailActors } from './reset-email.actors';
import { resetEmailMachine, type ResetEmailInput, type ResetEmailOutput } from './reset-email.machine';
import { selectResetEmailView, type ResetEmailView } from './reset-email.selectors';

export type ResetEmailActorRef = ActorRefFrom<typeof resetEmailMachine>;

export type UseResetEmailOptions =
  | { actorRef: ResetEmailActorRef }
  | (ResetEmailInput & StandaloneFlowOptions & { actorRef?: never; onDone?(output: ResetEmailOutput): void });

export interface UseResetEmailResult extends ResetEmailView {
  resendEmail(): void;
  loginWithoutPassword(): void;
  resendRef: ResendCodeActorRef | undefined;
  actorRef: ResetEmailActorRef;
}

/** The screens after a reset email (Forgot, Breached, SetNew, Dedupe), standalone or attached. */
export function useResetEmail(options: UseResetEmailOptions): UseResetEmailResult {
  const attached = options.actorRef;
  const actorRef = useFlow(
    'useResetEmail',
    options,
    (client, bound) => resetEmailMachine.provide({ actors: createResetEmailActors(client, bound), actions: bound.effects }),
    () => {
      const { onDone: _onDone, ...input } = flowInput(options as Exclude<UseResetEmailOptions, { actorRef: ResetEmailActorRef }>);
      return input;
    },
  );
  useFlowDone<ResetEmailOutput>(actorRef, attached ? undefined : options.onDone);
  const view = useSelector(actorRef, selectResetEmailView, shallowEqual);
  const resendRef = useSelector(actorRef, (snapshot) => snapshot.children.resend);
  const commands = useMemo(
    () => ({
      resendEmail: () => actorRef.send({ type: 'email.resend' }),
      loginWithoutPassword: () => actorRef.send({ type: 'password.skip' }),
    }),
    [actorRef],
  );
  return { ...view, ...commands, resendRef, actorRef };
}
