import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { flowInput, useFlow, useFlowDone, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import type { PasskeyRegistrationActorRef } from '../passkey-registration/use-passkey-registration';
import { createPasskeyManagerActors } from './passkey-manager.actors';
import { passkeyManagerMachine } from './passkey-manager.machine';
import { selectPasskeyManagerView, type PasskeyManagerView } from './passkey-manager.selectors';
import type { PasskeyManagerInput } from './passkey-manager.types';

export type PasskeyManagerActorRef = ActorRefFrom<typeof passkeyManagerMachine>;

export type UsePasskeyManagerOptions =
  | { actorRef: PasskeyManagerActorRef }
  | (PasskeyManagerInput & StandaloneFlowOptions & { actorRef?: never; onDone?(): void });

export interface UsePasskeyManagerResult extends PasskeyManagerView {
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
  registrationRef: PasskeyRegistrationActorRef | undefined;
  actorRef: PasskeyManagerActorRef;
}

/** The passkey-registration mode: register, list, rename and delete the signed-in user's passkeys. */
export function usePasskeyManager(options: UsePasskeyManagerOptions = {}): UsePasskeyManagerResult {
  const attached = options.actorRef;
  const actorRef = useFlow(
    'usePasskeyManager',
    options,
    (client, bound) => passkeyManagerMachine.provide({ actors: createPasskeyManagerActors(client, bound), actions: bound.effects }),
    () => {
      const { onDone: _onDone, ...input } = flowInput(options as Exclude<UsePasskeyManagerOptions, { actorRef: PasskeyManagerActorRef }>);
      return input;
    },
  );
  const onDone = attached ? undefined : options.onDone;
  useFlowDone(actorRef, onDone && (() => onDone()));
  const view = useSelector(actorRef, selectPasskeyManagerView, shallowEqual);
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
