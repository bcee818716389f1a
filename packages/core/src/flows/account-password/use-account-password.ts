import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { flowInput, useFlow, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import type { PasswordStrengthActorRef } from '../password-strength/use-password-strength';
import { useAccountSectionView, type AccountSectionStepUp } from '../sensitive-change/section-view';
import { createAccountPasswordActors } from './account-password.actors';
import { accountPasswordMachine } from './account-password.machine';
import { selectAccountPasswordView, type AccountPasswordView } from './account-password.selectors';
import type { AccountPasswordInput } from './account-password.types';

export type AccountPasswordActorRef = ActorRefFrom<typeof accountPasswordMachine>;

export type UseAccountPasswordOptions = { actorRef: AccountPasswordActorRef } | (AccountPasswordInput & StandaloneFlowOptions & { actorRef?: never });

export interface UseAccountPasswordResult extends AccountPasswordView, AccountSectionStepUp {
  setCurrentPassword(password: string): void;
  /** Call on every change of the new password (its strength is checked as typed). */
  setNewPassword(password: string): void;
  save(): void;
  /** 'I do not know my current password': set a new one by the session (a step-up may be asked). */
  useSession(): void;
  /** Back to the current password. */
  useCurrentPassword(): void;
  /** Clears the form; during a step-up, leaves it. */
  cancel(): void;
  retry(): void;
  /** The new password's strength check (`usePasswordStrength({ actorRef })`: the meter, the breach warning). */
  strengthRef: PasswordStrengthActorRef | undefined;
  actorRef: AccountPasswordActorRef;
}

/** The account's password: standalone (loads the user) or the account root's `passwordRef`. */
export function useAccountPassword(options: UseAccountPasswordOptions = {}): UseAccountPasswordResult {
  const actorRef = useFlow(
    'useAccountPassword',
    options,
    (client, bound) => accountPasswordMachine.provide({ actors: createAccountPasswordActors(client, bound), actions: bound.effects }),
    () => flowInput(options as Exclude<UseAccountPasswordOptions, { actorRef: AccountPasswordActorRef }>),
  );
  const view = useAccountSectionView(actorRef, selectAccountPasswordView);
  const strengthRef = useSelector(actorRef, (snapshot) => snapshot.children.strength) as PasswordStrengthActorRef | undefined;
  const commands = useMemo(
    () => ({
      setCurrentPassword: (password: string) => actorRef.send({ type: 'currentPassword.change', password }),
      setNewPassword: (password: string) => actorRef.send({ type: 'password.change', password }),
      save: () => actorRef.send({ type: 'password.submit' }),
      useSession: () => actorRef.send({ type: 'method.session' }),
      useCurrentPassword: () => actorRef.send({ type: 'method.existingPassword' }),
      cancel: () => actorRef.send({ type: 'change.cancel' }),
      retry: () => actorRef.send({ type: 'request.retry' }),
    }),
    [actorRef],
  );
  return { ...view, ...commands, strengthRef, actorRef };
}
