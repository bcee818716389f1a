import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { flowInput, useFlow, useFlowDone, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import type { MfaActorRef } from '../mfa/use-mfa';
import { createPasskeyRegistrationStartLogic } from './passkey-registration-start.actors';
import type { PasskeyRegistrationStartInput, PasskeyRegistrationStartOutput, passkeyRegistrationStartMachine } from './passkey-registration-start.machine';
import { selectPasskeyRegistrationStartView, type PasskeyRegistrationStartView } from './passkey-registration-start.selectors';

export type PasskeyRegistrationStartActorRef = ActorRefFrom<typeof passkeyRegistrationStartMachine>;

export type UsePasskeyRegistrationStartOptions =
  | { actorRef: PasskeyRegistrationStartActorRef }
  | (PasskeyRegistrationStartInput & StandaloneFlowOptions & { actorRef?: never; onDone?(output: PasskeyRegistrationStartOutput): void });

export interface UsePasskeyRegistrationStartResult extends PasskeyRegistrationStartView {
  /** 'Create a Passkey'. */
  create(): void;
  /** 'Skip'. */
  skip(): void;
  /** Leaves the step-up: back to 'Create a Passkey'. */
  cancelStepUp(): void;
  /** The step-up flow while `status` is `steppingUp`: its screens are the MFA screens. */
  stepUpRef: MfaActorRef | undefined;
  /** The step-up may be left: not once new recovery codes are shown (the new app is set up by then). */
  canCancelStepUp: boolean;
  actorRef: PasskeyRegistrationStartActorRef;
}

/**
 * PasskeyRegistrationStart's create-or-skip step: standalone for a signed-in user, or attached
 * to the registration mode's (or the login widget's passkey offer's) `registration` child.
 */
export function usePasskeyRegistrationStart(options: UsePasskeyRegistrationStartOptions): UsePasskeyRegistrationStartResult {
  const attached = options.actorRef;
  const actorRef = useFlow(
    'usePasskeyRegistrationStart',
    options,
    (client, bound) => createPasskeyRegistrationStartLogic(client, bound).provide({ actions: bound.effects }),
    () => {
      const { onDone: _onDone, ...input } = flowInput(
        options as Exclude<UsePasskeyRegistrationStartOptions, { actorRef: PasskeyRegistrationStartActorRef }>,
      );
      return input;
    },
  );
  useFlowDone<PasskeyRegistrationStartOutput>(actorRef, attached ? undefined : options.onDone);
  const view = useSelector(actorRef, selectPasskeyRegistrationStartView, shallowEqual);
  const stepUpRef = useSelector(actorRef, (snapshot) => snapshot.children.stepUp) as MfaActorRef | undefined;
  const canCancelStepUp = useSelector(stepUpRef, (snapshot) => snapshot?.status === 'active' && !snapshot.matches({ enrolTotp: 'showingCodes' }));
  const commands = useMemo(
    () => ({
      create: () => actorRef.send({ type: 'passkey.create' }),
      skip: () => actorRef.send({ type: 'passkey.skip' }),
      cancelStepUp: () => actorRef.send({ type: 'stepUp.cancel' }),
    }),
    [actorRef],
  );
  return { ...view, ...commands, stepUpRef, canCancelStepUp, actorRef };
}

// Deprecated names (issue 23: flows take their spec screen's name).
/** @deprecated Use usePasskeyRegistrationStart; removed in 0.3. */
export const usePasskeyRegistration = usePasskeyRegistrationStart;
/** @deprecated Use PasskeyRegistrationStartActorRef; removed in 0.3. */
export type PasskeyRegistrationActorRef = PasskeyRegistrationStartActorRef;
/** @deprecated Use UsePasskeyRegistrationStartOptions; removed in 0.3. */
export type UsePasskeyRegistrationOptions = UsePasskeyRegistrationStartOptions;
/** @deprecated Use UsePasskeyRegistrationStartResult; removed in 0.3. */
export type UsePasskeyRegistrationResult = UsePasskeyRegistrationStartResult;
