import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { flowInput, useFlow, useFlowDone, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import type { PasskeyRegistrationStartActorRef } from '../passkey-registration-start/use-passkey-registration-start';
import { createPasskeyRegistrationSuccessActors } from './passkey-registration-success.actors';
import { passkeyRegistrationSuccessMachine } from './passkey-registration-success.machine';
import { selectPasskeyRegistrationSuccessView, type PasskeyRegistrationSuccessView } from './passkey-registration-success.selectors';
import type { PasskeyRegistrationSuccessInput } from './passkey-registration-success.types';

export type PasskeyRegistrationSuccessActorRef = ActorRefFrom<typeof passkeyRegistrationSuccessMachine>;

export type UsePasskeyRegistrationSuccessOptions =
  | { actorRef: PasskeyRegistrationSuccessActorRef }
  | (PasskeyRegistrationSuccessInput & StandaloneFlowOptions & { actorRef?: never; onDone?(): void });

export interface UsePasskeyRegistrationSuccessResult extends PasskeyRegistrationSuccessView {
  /** Opens a row's inline rename (closing any other row). */
  edit(id: string): void;
  /** Saves the row being edited; an empty name is refused. */
  rename(name: string): void;
  /** Asks to confirm deleting a row. */
  remove(id: string): void;
  confirmDelete(): void;
  /** Escape or 'Cancel': closes the row being edited or deleted. */
  cancelRow(): void;
  setupAnother(): void;
  /** 'Done': finishes the flow (`PASSKEY_DONE`). */
  done(): void;
  /** PasskeyRegistrationStart's child while the start screen shows. */
  registrationRef: PasskeyRegistrationStartActorRef | undefined;
  actorRef: PasskeyRegistrationSuccessActorRef;
}

/** The passkey-registration mode: register, list, rename and delete the signed-in user's passkeys. */
export function usePasskeyRegistrationSuccess(options: UsePasskeyRegistrationSuccessOptions = {}): UsePasskeyRegistrationSuccessResult {
  const attached = options.actorRef;
  const actorRef = useFlow(
    'usePasskeyRegistrationSuccess',
    options,
    (client, bound) => passkeyRegistrationSuccessMachine.provide({ actors: createPasskeyRegistrationSuccessActors(client, bound), actions: bound.effects }),
    () => {
      const { onDone: _onDone, ...input } = flowInput(options as Exclude<UsePasskeyRegistrationSuccessOptions, { actorRef: PasskeyRegistrationSuccessActorRef }>);
      return input;
    },
  );
  const onDone = attached ? undefined : options.onDone;
  useFlowDone(actorRef, onDone && (() => onDone()));
  const view = useSelector(actorRef, selectPasskeyRegistrationSuccessView, shallowEqual);
  const registrationRef = useSelector(actorRef, (snapshot) => snapshot.children.registration);
  const commands = useMemo(
    () => ({
      edit: (id: string) => actorRef.send({ type: 'passkey.edit', id }),
      rename: (name: string) => actorRef.send({ type: 'passkey.rename', name }),
      remove: (id: string) => actorRef.send({ type: 'passkey.delete', id }),
      confirmDelete: () => actorRef.send({ type: 'passkey.confirmDelete' }),
      cancelRow: () => actorRef.send({ type: 'row.cancel' }),
      setupAnother: () => actorRef.send({ type: 'passkey.setupAnother' }),
      done: () => actorRef.send({ type: 'passkeys.done' }),
    }),
    [actorRef],
  );
  return { ...view, ...commands, registrationRef, actorRef };
}

// Deprecated names (issue 23: flows take their spec screen's name).
/** @deprecated Use usePasskeyRegistrationSuccess; removed in 0.3. */
export const usePasskeyManager = usePasskeyRegistrationSuccess;
/** @deprecated Use PasskeyRegistrationSuccessActorRef; removed in 0.3. */
export type PasskeyManagerActorRef = PasskeyRegistrationSuccessActorRef;
/** @deprecated Use UsePasskeyRegistrationSuccessOptions; removed in 0.3. */
export type UsePasskeyManagerOptions = UsePasskeyRegistrationSuccessOptions;
/** @deprecated Use UsePasskeyRegistrationSuccessResult; removed in 0.3. */
export type UsePasskeyManagerResult = UsePasskeyRegistrationSuccessResult;
