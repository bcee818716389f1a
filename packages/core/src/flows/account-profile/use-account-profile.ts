import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { flowInput, useFlow, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import { useAccountSectionView, type AccountSectionStepUp } from '../sensitive-change/section-view';
import { createAccountProfileActors } from './account-profile.actors';
import { accountProfileMachine } from './account-profile.machine';
import { selectAccountProfileView, type AccountProfileView } from './account-profile.selectors';
import type { AccountProfileInput } from './account-profile.types';

export type AccountProfileActorRef = ActorRefFrom<typeof accountProfileMachine>;

export type UseAccountProfileOptions = { actorRef: AccountProfileActorRef } | (AccountProfileInput & StandaloneFlowOptions & { actorRef?: never });

export interface UseAccountProfileResult extends AccountProfileView, AccountSectionStepUp {
  /** Call on every change of either field (the other is kept). */
  setName(name: { firstName?: string; lastName?: string }): void;
  /** Saves the typed name (nothing happens while it equals the saved one). */
  save(): void;
  /** Back to the saved name. */
  reset(): void;
  retry(): void;
  actorRef: AccountProfileActorRef;
}

/** The account's profile (the user's name): standalone (loads the user) or the account root's `profileRef`. */
export function useAccountProfile(options: UseAccountProfileOptions = {}): UseAccountProfileResult {
  const actorRef = useFlow(
    'useAccountProfile',
    options,
    (client, bound) => accountProfileMachine.provide({ actors: createAccountProfileActors(client, bound), actions: bound.effects }),
    () => flowInput(options as Exclude<UseAccountProfileOptions, { actorRef: AccountProfileActorRef }>),
  );
  const view = useAccountSectionView(actorRef, selectAccountProfileView);
  const commands = useMemo(
    () => ({
      setName: (name: { firstName?: string; lastName?: string }) => actorRef.send({ type: 'name.change', ...name }),
      save: () => actorRef.send({ type: 'name.submit' }),
      reset: () => actorRef.send({ type: 'name.reset' }),
      retry: () => actorRef.send({ type: 'request.retry' }),
    }),
    [actorRef],
  );
  return { ...view, ...commands, actorRef };
}
