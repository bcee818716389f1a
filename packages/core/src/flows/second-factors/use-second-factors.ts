import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { flowInput, useFlow, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import type { MfaActorRef } from '../mfa/use-mfa';
import { createSecondFactorsActors } from './second-factors.actors';
import { secondFactorsMachine } from './second-factors.machine';
import { selectSecondFactorsView, type SecondFactorsView } from './second-factors.selectors';
import type { FactorRef, SecondFactorsInput } from './second-factors.types';

export type SecondFactorsActorRef = ActorRefFrom<typeof secondFactorsMachine>;

export type UseSecondFactorsOptions =
  | { actorRef: SecondFactorsActorRef }
  | (SecondFactorsInput & StandaloneFlowOptions & { actorRef?: never });

export interface UseSecondFactorsResult extends SecondFactorsView {
  addApp(): void;
  addPhone(): void;
  /** New recovery codes (a new authenticator app in place of the old one). */
  renewCodes(): void;
  /** Asks to remove a factor (the user confirms). */
  remove(factor: FactorRef): void;
  confirmRemove(): void;
  /** Cancels a removal being confirmed, an enrolment or a step-up. */
  cancel(): void;
  retry(): void;
  /** The step-up flow while enrolling (`status: 'enrolling'`) or stepping up (`'steppingUp'`): its screens are the login's MFA screens. */
  mfaRef: MfaActorRef | undefined;
  /** @deprecated Use mfaRef; removed in 0.3. */
  secondFactorRef: MfaActorRef | undefined;
  actorRef: SecondFactorsActorRef;
}

/**
 * The second-factors mode, for the signed-in user (standalone: `useSecondFactors({ mfaOptions })`,
 * or attached to a running actor): the list, and the commands that change it.
 */
export function useSecondFactors(options: UseSecondFactorsOptions): UseSecondFactorsResult {
  const actorRef = useFlow(
    'useSecondFactors',
    options,
    (client, bound) => secondFactorsMachine.provide({ actors: createSecondFactorsActors(client, bound), actions: bound.effects }),
    () => flowInput(options as Exclude<UseSecondFactorsOptions, { actorRef: SecondFactorsActorRef }>),
  );
  const view = useSelector(actorRef, selectSecondFactorsView, shallowEqual);
  const mfaRef = useSelector(actorRef, (snapshot) => snapshot.children.enrolment ?? snapshot.children.stepUp) as
    | MfaActorRef
    | undefined;
  const commands = useMemo(
    () => ({
      addApp: () => actorRef.send({ type: 'app.add' }),
      addPhone: () => actorRef.send({ type: 'phone.add' }),
      renewCodes: () => actorRef.send({ type: 'codes.renew' }),
      remove: (factor: FactorRef) => actorRef.send({ type: 'factor.remove', factor }),
      confirmRemove: () => actorRef.send({ type: 'remove.confirm' }),
      cancel: () => actorRef.send({ type: 'change.cancel' }),
      retry: () => actorRef.send({ type: 'request.retry' }),
    }),
    [actorRef],
  );
  return { ...view, ...commands, mfaRef, secondFactorRef: mfaRef, actorRef };
}
