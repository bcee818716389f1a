import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AccountBackend } from '../../client';
import { flowInput, useFlow, useFlowDone, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import { useAccountSectionView, type AccountSectionStepUp } from '../sensitive-change/section-view';
import { createDeleteAccountActors } from './delete-account.actors';
import { deleteAccountMachine } from './delete-account.machine';
import { selectDeleteAccountView, type DeleteAccountView } from './delete-account.selectors';
import type { DeleteAccountInput, DeleteAccountOutput } from './delete-account.types';

export type DeleteAccountActorRef = ActorRefFrom<typeof deleteAccountMachine>;

export type UseDeleteAccountOptions =
  | { actorRef: DeleteAccountActorRef }
  | (DeleteAccountInput & StandaloneFlowOptions & { actorRef?: never; backend: AccountBackend; onDone?(output: DeleteAccountOutput): void });

export interface UseDeleteAccountResult extends DeleteAccountView, AccountSectionStepUp {
  /** Call on every change of the confirmation field. */
  setConfirmation(text: string): void;
  /** Deletes the account (only once `canDelete`). */
  deleteAccount(): void;
  /** Clears the field; during a step-up, leaves it. */
  cancel(): void;
  retry(): void;
  actorRef: DeleteAccountActorRef;
}

/**
 * Deleting the account through the host's server: standalone with `backend`, or the account
 * root's `deleteAccountRef`. `onDone({ kind: 'signedOut', reason: 'deleted' })` once it is gone.
 */
export function useDeleteAccount(options: UseDeleteAccountOptions): UseDeleteAccountResult {
  const standalone = options.actorRef ? undefined : (options as Exclude<UseDeleteAccountOptions, { actorRef: DeleteAccountActorRef }>);
  const actorRef = useFlow(
    'useDeleteAccount',
    options,
    (client, bound) =>
      deleteAccountMachine.provide({ actors: createDeleteAccountActors(client, { ...bound, ...(standalone && { backend: standalone.backend }) }), actions: bound.effects }),
    () => {
      const { backend: _backend, onDone: _onDone, ...input } = flowInput(standalone!);
      return input;
    },
  );
  useFlowDone<DeleteAccountOutput>(actorRef, standalone?.onDone);
  const view = useAccountSectionView(actorRef, selectDeleteAccountView);
  const commands = useMemo(
    () => ({
      setConfirmation: (text: string) => actorRef.send({ type: 'confirmation.change', text }),
      deleteAccount: () => actorRef.send({ type: 'account.delete' }),
      cancel: () => actorRef.send({ type: 'change.cancel' }),
      retry: () => actorRef.send({ type: 'request.retry' }),
    }),
    [actorRef],
  );
  return { ...view, ...commands, actorRef };
}
