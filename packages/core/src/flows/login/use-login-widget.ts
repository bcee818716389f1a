import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { DEFAULT_BOOTSTRAP } from '../../client/default-bootstrap';
import type { LoginConfig } from '../../config';
import { useHydrating } from '../../react/use-hydrating';
import { lastUsedStoreOf, useFlow, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import type { CreatePasswordActorRef } from '../create-password/use-create-password';
import type { LoginFormDraft } from '../login-form/login-form.types';
import type { LoginFormActorRef } from '../login-form/use-login-form';
import type { MagicLinkActorRef } from '../magic-link/use-magic-link';
import type { OAuthActorRef } from '../oauth/use-oauth';
import type { OneTapActorRef } from '../one-tap/use-one-tap';
import type { CryptoConnectActorRef } from '../crypto-connect/use-crypto-connect';
import type { CryptoOtherActorRef } from '../crypto-other/use-crypto-other';
import type { OtpActorRef } from '../otp/use-otp';
import type { PasskeyLoginActorRef } from '../passkey-login/use-passkey-login';
import type { PasskeyUpgradeActorRef } from '../passkey-upgrade/use-passkey-upgrade';
import type { PasswordActorRef } from '../password/use-password';
import type { PasswordlessActorRef } from '../passwordless/use-passwordless';
import type { ResetEmailActorRef } from '../reset-email/use-reset-email';
import type { MfaActorRef } from '../mfa/use-mfa';
import { createLoginActors, type LoginActorOptions } from './login.actors';
import { loginMachine } from './login.machine';
import { selectLoginChildren, selectLoginView, type LoginView } from './login.selectors';

export type LoginActorRef = ActorRefFrom<typeof loginMachine>;

export type UseLoginWidgetOptions =
  | { actorRef: LoginActorRef }
  | ({ actorRef?: never; config: LoginConfig; /** What Main's form holds already. */ draft?: LoginFormDraft } & StandaloneFlowOptions &
      Pick<LoginActorOptions, 'loadPhoneParser' | 'loadWallets'>);

/** The running flow of each step, for its screen: one `actorRef` per screen (undefined elsewhere). */
export interface LoginFlowRefs {
  /** Main's email/phone form. */
  formRef: LoginFormActorRef | undefined;
  /** Main's passkey login (button or autofill). */
  passkeyRef: PasskeyLoginActorRef | undefined;
  /** Main's social sign-in buttons. */
  oauthRef: OAuthActorRef | undefined;
  /** Main's Google One Tap. */
  oneTapRef: OneTapActorRef | undefined;
  /** Main's wallet buttons. */
  walletsRef: CryptoOtherActorRef | undefined;
  /** CryptoConnect / CryptoSignMessage. */
  cryptoConnectRef: CryptoConnectActorRef | undefined;
  /** CryptoOtherScreen's wallet buttons. */
  cryptoOtherRef: CryptoOtherActorRef | undefined;
  otpRef: OtpActorRef | undefined;
  magicLinkRef: MagicLinkActorRef | undefined;
  passwordRef: PasswordActorRef | undefined;
  passwordlessRef: PasswordlessActorRef | undefined;
  /** 'Create a password instead', where a passwordless user is offered it. */
  createPasswordRef: CreatePasswordActorRef | undefined;
  resetEmailRef: ResetEmailActorRef | undefined;
  passkeyUpgradeRef: PasskeyUpgradeActorRef | undefined;
  /** MFA: the second factor a login still needs. */
  mfaRef: MfaActorRef | undefined;
  /** @deprecated Use mfaRef; removed in 0.3. */
  secondFactorRef: MfaActorRef | undefined;
  /** @deprecated Use cryptoConnectRef; removed in 0.3. */
  cryptoWalletRef: CryptoConnectActorRef | undefined;
  /** @deprecated Use cryptoOtherRef; removed in 0.3. */
  otherWalletsRef: CryptoOtherActorRef | undefined;
}

export interface UseLoginWidgetResult extends LoginView, LoginFlowRefs {
  /** Back to Main (the back arrow of the screens after it). */
  toMain(): void;
  /** EmailConfirmation's 'Try again'. */
  tryAgain(): void;
  actorRef: LoginActorRef;
}

const selectRefs = (snapshot: SnapshotFrom<typeof loginMachine>): LoginFlowRefs => {
  const children = selectLoginChildren(snapshot);
  return {
    formRef: children.form,
    passkeyRef: children.passkey,
    oauthRef: children.oauth,
    oneTapRef: children.oneTap,
    walletsRef: children.wallets,
    cryptoConnectRef: children.cryptoConnect,
    cryptoOtherRef: children.cryptoOther,
    otpRef: children.otp,
    magicLinkRef: children.magicLink,
    passwordRef: children.password,
    passwordlessRef: children.passwordless,
    createPasswordRef: children.createPassword,
    resetEmailRef: children.resetEmail,
    passkeyUpgradeRef: children.passkeyUpgrade,
    mfaRef: children.mfa,
    secondFactorRef: children.mfa,
    cryptoWalletRef: children.cryptoConnect,
    otherWalletsRef: children.cryptoOther,
  };
};

/** The whole login widget's state; each screen attaches to its flow's `actorRef`. */
export function useLoginWidget(options: UseLoginWidgetOptions): UseLoginWidgetResult {
  // On the server, and hydrating its HTML, the first render leaves out the device's cached
  // settings and remembered method, so that it matches the server's: fresh settings load as
  // always, and the method is read once hydrated.
  const hydrating = useHydrating();
  const actorRef = useFlow(
    'useLoginWidget',
    options,
    (client, bound) => {
      const { loadPhoneParser, loadWallets } = options as Pick<LoginActorOptions, 'loadPhoneParser' | 'loadWallets'>;
      const actors = createLoginActors(client, {
        ...bound,
        ...(loadPhoneParser && { loadPhoneParser }),
        ...(loadWallets && { loadWallets }),
      });
      return loginMachine.provide({ actors, actions: bound.effects });
    },
    (client) => ({
      config: (options as { config: LoginConfig }).config,
      ...((options as { draft?: LoginFormDraft }).draft && { draft: (options as { draft: LoginFormDraft }).draft }),
      bootstrap: hydrating ? DEFAULT_BOOTSTRAP : client.bootstrap.getSync(),
      lastUsed: hydrating ? null : lastUsedStoreOf(options as StandaloneFlowOptions).read(),
    }),
  );
  const [unreadStore] = useState(() => (hydrating && !options.actorRef ? lastUsedStoreOf(options as StandaloneFlowOptions) : null));
  useEffect(() => {
    if (unreadStore) actorRef.send({ type: 'lastUsed.restore', method: unreadStore.read() });
  }, [actorRef, unreadStore]);
  const view = useSelector(actorRef, selectLoginView, shallowEqual);
  const refs = useSelector(actorRef, selectRefs, shallowEqual);
  const commands = useMemo(
    () => ({
      toMain: () => actorRef.send({ type: 'screen.back' }),
      tryAgain: () => actorRef.send({ type: 'email.tryAgain' }),
    }),
    [actorRef],
  );
  return { ...view, ...refs, ...commands, actorRef };
}
