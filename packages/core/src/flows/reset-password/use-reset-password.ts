import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { flowInput, useFlow, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import type { PasskeyUpgradeActorRef } from '../passkey-upgrade/use-passkey-upgrade';
import type { PasswordStrengthActorRef } from '../password-strength/use-password-strength';
import { createResetPasswordActors } from './reset-password.actors';
import { resetPasswordMachine, type ResetPasswordInput } from './reset-password.machine';
import { selectResetPasswordView, type ResetPasswordView } from './reset-password.selectors';

export type ResetPasswordActorRef = ActorRefFrom<typeof resetPasswordMachine>;

export type UseResetPasswordOptions =
  | { actorRef: ResetPasswordActorRef }
  | (Partial<ResetPasswordInput> & StandaloneFlowOptions & { actorRef?: never });

export interface UseResetPasswordResult extends ResetPasswordView {
  changePassword(password: string): void;
  submitPassword(password: string): void;
  loginWithoutPassword(): void;
  strengthRef: PasswordStrengthActorRef | undefined;
  /** The passkey offer after the login (PasskeyRegistrationStart), when configured. */
  passkeyUpgradeRef: PasskeyUpgradeActorRef | undefined;
  actorRef: ResetPasswordActorRef;
}

/**
 * The reset link's token and type: `token` and `stytch_token_type` from the page's query string
 * (spec §2: the only URL input of the widget), unless the host passes them.
 */
export function readResetLink(search: string): { token: string; tokenType: string | null } {
  const params = new URLSearchParams(search);
  return { token: params.get('token') ?? '', tokenType: params.get('stytch_token_type') };
}

/** The reset-password mode: from the reset link's token to a new password, or a login without one. */
export function useResetPassword(options: UseResetPasswordOptions = {}): UseResetPasswordResult {
  const actorRef = useFlow(
    'useResetPassword',
    options,
    (client, bound) => resetPasswordMachine.provide({ actors: createResetPasswordActors(client, bound), actions: bound.effects }),
    () => {
      const input = flowInput(options as Exclude<UseResetPasswordOptions, { actorRef: ResetPasswordActorRef }>);
      const fromUrl = typeof window === 'undefined' ? { token: '', tokenType: null } : readResetLink(window.location.search);
      return {
        ...input,
        token: input.token ?? fromUrl.token,
        tokenType: input.tokenType !== undefined ? input.tokenType : fromUrl.tokenType,
      };
    },
  );
  const view = useSelector(actorRef, selectResetPasswordView, shallowEqual);
  const strengthRef = useSelector(actorRef, (snapshot) => snapshot.children.strength);
  const passkeyUpgradeRef = useSelector(actorRef, (snapshot) => snapshot.children.passkeyUpgrade);
  const commands = useMemo(
    () => ({
      changePassword: (password: string) => actorRef.send({ type: 'password.change', password }),
      submitPassword: (password: string) => actorRef.send({ type: 'password.submit', password }),
      loginWithoutPassword: () => actorRef.send({ type: 'login.withoutPassword' }),
    }),
    [actorRef],
  );
  return { ...view, ...commands, strengthRef, passkeyUpgradeRef, actorRef };
}
