import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { flowInput, lastUsedStoreOf, useFlow, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import type { AccountSwitchActorRef } from '../account-switch/use-account-switch';
import type { LinkConfirmActorRef } from '../link-confirm/use-link-confirm';
import type { PasskeyUpgradeActorRef } from '../passkey-upgrade/use-passkey-upgrade';
import type { PasswordStrengthActorRef } from '../password-strength/use-password-strength';
import type { MfaActorRef } from '../mfa/use-mfa';
import { forgetLinkToken } from '../shared/link-token';
import { useStepUpMfa } from '../step-up/use-step-up';
import { createPasswordResetActors } from './password-reset.actors';
import { passwordResetMachine, type PasswordResetInput } from './password-reset.machine';
import { selectPasswordResetView, type PasswordResetView } from './password-reset.selectors';

export type PasswordResetActorRef = ActorRefFrom<typeof passwordResetMachine>;

export type UsePasswordResetOptions =
  | { actorRef: PasswordResetActorRef }
  | (Partial<PasswordResetInput> & StandaloneFlowOptions & { actorRef?: never });

export interface UsePasswordResetResult extends PasswordResetView {
  changePassword(password: string): void;
  submitPassword(password: string): void;
  loginWithoutPassword(): void;
  strengthRef: PasswordStrengthActorRef | undefined;
  /** The passkey offer after the login (PasskeyRegistrationStart), when configured. */
  passkeyUpgradeRef: PasskeyUpgradeActorRef | undefined;
  /** 'Continue signing in' while `status` is `confirming` (a `login` link this browser did not start). */
  linkConfirmRef: LinkConfirmActorRef | undefined;
  /** 'Switch accounts?' while `status` is `askingToSwitch` or `switching`. */
  accountSwitchRef: AccountSwitchActorRef | undefined;
  /** The second factor's flow while `status` is `secondFactor` (mfaOptions). */
  mfaRef: MfaActorRef | undefined;
  /** @deprecated Use mfaRef; removed in 0.3. */
  secondFactorRef: MfaActorRef | undefined;
  /** When asked 'Continue signing in': the link is spent. */
  continueSignIn(): void;
  /** When asked 'Switch accounts?': the link's account becomes the page's. */
  continueAsNew(): void;
  /** When asked: the page stays signed in as it was. */
  stay(): void;
  actorRef: PasswordResetActorRef;
}

/**
 * The reset link's token and type: `token` and `stytch_token_type` from the page's query string
 * (spec §2: the only URL input of the widget), unless the host passes them.
 */
export function readResetLink(search: string): { token: string; tokenType: string | null } {
  const params = new URLSearchParams(search);
  return { token: params.get('token') ?? '', tokenType: params.get('stytch_token_type') };
}

/**
 * The reset-password mode: from the reset link's token to a new password, or a login without one.
 * The token is read once and taken out of the address bar at once (a reload shows it missing).
 */
export function usePasswordReset(options: UsePasswordResetOptions = {}): UsePasswordResetResult {
  const actorRef = useFlow(
    'usePasswordReset',
    options,
    (client, bound) =>
      passwordResetMachine.provide({
        actors: createPasswordResetActors(client, bound),
        actions: { ...bound.effects, forgetLinkToken: () => forgetLinkToken() },
      }),
    () => {
      const standalone = options as Exclude<UsePasswordResetOptions, { actorRef: PasswordResetActorRef }>;
      const input = flowInput(standalone);
      const fromUrl = typeof window === 'undefined' ? { token: '', tokenType: null } : readResetLink(window.location.search);
      const linkAddress = input.linkAddress !== undefined ? input.linkAddress : (lastUsedStoreOf(standalone).readLinkAddress?.() ?? null);
      return {
        ...input,
        token: input.token ?? fromUrl.token,
        tokenType: input.tokenType !== undefined ? input.tokenType : fromUrl.tokenType,
        linkAddress,
      };
    },
  );
  const view = useSelector(actorRef, selectPasswordResetView, shallowEqual);
  const strengthRef = useSelector(actorRef, (snapshot) => snapshot.children.strength);
  const passkeyUpgradeRef = useSelector(actorRef, (snapshot) => snapshot.children.passkeyUpgrade);
  const linkConfirmRef = useSelector(actorRef, (snapshot) => snapshot.children.linkConfirm) as LinkConfirmActorRef | undefined;
  const accountSwitchRef = useSelector(actorRef, (snapshot) => snapshot.children.accountSwitch) as AccountSwitchActorRef | undefined;
  const stepUpRef = useSelector(actorRef, (snapshot) => snapshot.children.stepUp);
  const mfaRef = useStepUpMfa(stepUpRef);
  const commands = useMemo(
    () => ({
      changePassword: (password: string) => actorRef.send({ type: 'password.change', password }),
      submitPassword: (password: string) => actorRef.send({ type: 'password.submit', password }),
      loginWithoutPassword: () => actorRef.send({ type: 'login.withoutPassword' }),
      continueSignIn: () => actorRef.send({ type: 'link.continue' }),
      continueAsNew: () => actorRef.send({ type: 'switch.continue' }),
      stay: () => actorRef.send({ type: 'switch.stay' }),
    }),
    [actorRef],
  );
  return { ...view, ...commands, strengthRef, passkeyUpgradeRef, linkConfirmRef, accountSwitchRef, mfaRef, secondFactorRef: mfaRef, actorRef };
}

// Deprecated names (issue 23: flows take their spec screen's name).
/** @deprecated Use usePasswordReset; removed in 0.3. */
export const useResetPassword = usePasswordReset;
/** @deprecated Use PasswordResetActorRef; removed in 0.3. */
export type ResetPasswordActorRef = PasswordResetActorRef;
/** @deprecated Use UsePasswordResetOptions; removed in 0.3. */
export type UseResetPasswordOptions = UsePasswordResetOptions;
/** @deprecated Use UsePasswordResetResult; removed in 0.3. */
export type UseResetPasswordResult = UsePasswordResetResult;
