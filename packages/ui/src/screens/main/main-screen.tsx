import type { LastUsedMethod } from '@portico/core';
import { useLoginWidget, usePasskeyLogin, type LoginActorRef, type LoginFormActorRef, type PasskeyLoginActorRef } from '@portico/core/react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { ScreenHeader } from '../../frame/screen-header';
import { useMessages } from '../../messages';
import { LoginForm } from './login-form';
import { ConfigErrors } from './config-errors';
import { ButtonRoom, Methods } from './main-layout';
import { PasskeyLogin } from './passkey-login';

const loadMethods = () => import('./main-methods');
const SocialLogin = lazy(() => loadMethods().then((module) => ({ default: module.SocialLogin })));
const WalletLogin = lazy(() => loadMethods().then((module) => ({ default: module.WalletLogin })));

export interface MainScreenProps {
  /** The login widget's actor: Main is its parallel step (the form, passkeys, social sign-in, wallets). */
  actorRef: LoginActorRef;
}

/**
 * Main (spec §2): the title, configuration errors, then the methods in the spec's order:
 * 'Login with a Passkey', the social buttons, the wallet buttons, the divider 'or' (only when
 * both groups are there), and the email/phone form.
 */
export function MainScreen({ actorRef }: MainScreenProps) {
  const login = useLoginWidget({ actorRef });
  const { t } = useMessages();
  const hasMethods = login.socialProviders.length > 0 || login.products.includes('crypto');
  // Fetch the buttons' chunk at once, beside their flows' (not after them).
  useEffect(() => {
    if (hasMethods) void loadMethods();
  }, [hasMethods]);
  const social = login.socialProviders.length > 0 && (
    // Room for the buttons while their flow and chunk load: Main does not shift when they arrive.
    <Suspense key="social" fallback={<ButtonRoom count={login.socialProviders.length} />}>
      {login.oauthRef ? (
        <SocialLogin oauthRef={login.oauthRef} oneTapRef={login.oneTapRef} lastUsed={login.lastUsed} />
      ) : (
        <ButtonRoom count={login.socialProviders.length} />
      )}
    </Suspense>
  );
  // Room for one wallet button (there is always at least one) while their flow loads and the
  // browser's wallets are detected: the form below does not move when it arrives.
  const wallets = login.products.includes('crypto') && (
    <Suspense key="wallets" fallback={<ButtonRoom count={1} />}>
      {login.walletsRef ? <WalletLogin walletsRef={login.walletsRef} lastUsed={login.lastUsed} /> : <ButtonRoom count={1} />}
    </Suspense>
  );
  const buttons = [social, wallets];
  // The form area, when a form method is configured (so 'or' divides only buttons from a form).
  const formRef = login.hasForm ? login.formRef : undefined;
  return (
    <div data-slot="main-screen" className="pt:flex pt:flex-col pt:gap-group">
      <ScreenHeader title={t('login.title')} />
      {login.configErrors.length > 0 ? (
        <ConfigErrors errors={login.configErrors} />
      ) : login.passkeyRef ? (
        <WithPasskeys passkeyRef={login.passkeyRef} formRef={formRef} buttons={buttons} lastUsed={login.lastUsed} />
      ) : (
        <Methods buttons={buttons} form={formRef && <LoginForm actorRef={formRef} lastUsed={login.lastUsed} />} />
      )}
    </div>
  );
}

/** 'Login with a Passkey' first; the form's email field may offer passkeys itself (autofill). */
function WithPasskeys({
  passkeyRef,
  formRef,
  buttons,
  lastUsed,
}: {
  passkeyRef: PasskeyLoginActorRef;
  formRef: LoginFormActorRef | undefined;
  buttons: ReactNode[];
  lastUsed: LastUsedMethod | null;
}) {
  const passkey = usePasskeyLogin({ actorRef: passkeyRef });
  return (
    <Methods
      buttons={[<PasskeyLogin key="passkey" passkey={passkey} lastUsed={lastUsed === 'passkey'} />, ...buttons]}
      form={formRef && <LoginForm actorRef={formRef} passkeyAutofill={passkey.autofill} lastUsed={lastUsed} />}
    />
  );
}
