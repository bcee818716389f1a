import { lastUsedWallet, type LastUsedStore, type LoadWalletProviders, type LoginConfig, type LoginScreen } from '@portico/core';
import {
  useLoginForm,
  useLoginWidget,
  type LoginFormActorRef,
  type UseLoginWidgetResult,
} from '@portico/core/react';
import { Suspense, useEffect, type ReactNode } from 'react';
import { WidgetFrame } from '../../frame/widget-frame';
import { MainScreen } from '../../screens/main/main-screen';
import { useHasRendered } from '../use-has-rendered';
import { WidgetRoot, type WidgetProps } from '../widget-root';
import {
  CreatePasswordInstead,
  CryptoConfirmationScreen,
  CryptoConnectScreen,
  CryptoErrorScreen,
  CryptoOtherScreen,
  CryptoSetupWalletScreen,
  EmailConfirmationScreen,
  ErrorScreen,
  OtpAuthenticateScreen,
  OtpConfirmationScreen,
  PasskeyConfirmationScreen,
  PasskeyOffer,
  PasswordCreateOrLoginScreen,
  PasswordlessScreen,
  preloadScreens,
  ResetEmailScreen,
  SuccessScreen,
} from '../lazy-screens';
import { ScreenLoading } from './screen-loading';

export interface LoginWidgetProps extends WidgetProps {
  /** Stytch's login config: products and their options (spec §3). May come from JSON. */
  config: LoginConfig;
  /** The crypto wallets (a port): the browser's EIP-1193 / EIP-6963 and Solana providers by default. */
  wallets?: LoadWalletProviders;
  /** Where the last login's method is kept for 'Last used': `localStorage` by default; `null` keeps nothing. */
  lastUsed?: LastUsedStore | null;
}

/**
 * The login widget (login mode): Main (passkeys, social sign-in and One Tap, wallets, the
 * email/phone form), then the passcode, magic-link, password, passkey and Crypto screens of
 * spec §2, and the generic error screen. Drop-in for Stytch's `<StytchLogin>`: same config,
 * styles and callbacks.
 */
export function LoginWidget({ client, config, strings, messages, locale, ...props }: LoginWidgetProps) {
  return (
    <WidgetRoot client={client} shadow={config?.enableShadowDOM === true} presentation={props.presentation} {...{ strings, messages, locale }}>
      <LoginWidgetScreens config={config} {...props} />
    </WidgetRoot>
  );
}

function LoginWidgetScreens({
  config,
  styles,
  presentation,
  callbacks,
  className,
  wallets,
  lastUsed,
}: Pick<LoginWidgetProps, 'config' | 'styles' | 'presentation' | 'callbacks' | 'className' | 'wallets' | 'lastUsed'>) {
  const login = useLoginWidget({
    config,
    ...(callbacks && { callbacks }),
    ...(wallets && { loadWallets: wallets }),
    ...(lastUsed !== undefined && { lastUsed }),
  });
  const focusTitles = useHasRendered();
  const Screen = SCREENS[login.screen];
  return (
    <WidgetFrame
      data-screen={login.screen}
      focusTitleOnMount={focusTitles}
      {...(styles && { styles })}
      {...(presentation && { presentation })}
      {...(className && { className })}
      displayWatermark={login.displayWatermark}
      {...(login.projectName && { logoAlt: login.projectName })}
    >
      <Preload login={login} />
      {login.screen === 'Main' ? (
        // Main is not lazy, and no boundary keeps it from hydrating server HTML together with
        // the widget: a boundary would hydrate later, after the flows started and moved on.
        <Screen login={login} />
      ) : (
        <Suspense fallback={<ScreenLoading />}>
          <Screen login={login} />
        </Suspense>
      )}
    </WidgetFrame>
  );
}

/** Fetches the next screens' chunks as soon as Main's form starts sending. */
function Preload({ login }: { login: UseLoginWidgetResult }) {
  return login.formRef ? <PreloadOnSubmit formRef={login.formRef} /> : null;
}

function PreloadOnSubmit({ formRef }: { formRef: LoginFormActorRef }) {
  const { isPending } = useLoginForm({ actorRef: formRef });
  useEffect(() => {
    if (isPending) preloadScreens();
  }, [isPending]);
  return null;
}

type ScreenProps = { login: UseLoginWidgetResult };

/** 'Create a password instead', on the screens a passwordless user reaches. */
const createPassword = (login: UseLoginWidgetResult) =>
  login.createPasswordRef && <CreatePasswordInstead actorRef={login.createPasswordRef} />;

function ResetEmail({ login }: ScreenProps) {
  return login.resetEmailRef ? <ResetEmailScreen actorRef={login.resetEmailRef} onBack={login.toMain} /> : <ScreenLoading />;
}

/**
 * Every screen of the login widget (spec §2), each given its flow's `actorRef` (a spinner for
 * the moment a flow's module takes to arrive). The map is exhaustive: a new screen without a
 * component fails to compile, and there is no fallback.
 */
const SCREENS = {
  Main: ({ login }) => <MainScreen actorRef={login.actorRef} />,
  OTPAuthenticate: ({ login }) =>
    login.otpRef ? <OtpAuthenticateScreen actorRef={login.otpRef} onBack={login.toMain} footer={createPassword(login)} /> : <ScreenLoading />,
  OTPConfirmation: () => <OtpConfirmationScreen />,
  EmailConfirmation: ({ login }) =>
    login.magicLinkRef ? (
      <EmailConfirmationScreen
        actorRef={login.magicLinkRef}
        emailDomain={login.emailDomain}
        onTryAgain={login.tryAgain}
        footer={createPassword(login)}
      />
    ) : (
      <ScreenLoading />
    ),
  PasswordCreateOrLogin: ({ login }) =>
    login.passwordlessRef ? (
      <PasswordlessScreen actorRef={login.passwordlessRef} onBack={login.toMain} footer={createPassword(login)} />
    ) : login.passwordRef ? (
      <PasswordCreateOrLoginScreen actorRef={login.passwordRef} onBack={login.toMain} passwordConfig={login.passwordConfig} />
    ) : (
      <ScreenLoading />
    ),
  PasswordForgot: ResetEmail,
  PasswordBreached: ResetEmail,
  PasswordSetNew: ResetEmail,
  PasswordDedupe: ResetEmail,
  PasswordConfirmation: () => <SuccessScreen />,
  PasskeyRegistrationStart: ({ login }) =>
    login.passkeyUpgradeRef ? <PasskeyOffer actorRef={login.passkeyUpgradeRef} /> : <ScreenLoading />,
  PasskeyConfirmation: () => <PasskeyConfirmationScreen />,
  CryptoConnect: ({ login }) =>
    login.cryptoWalletRef ? <CryptoConnectScreen actorRef={login.cryptoWalletRef} onBack={login.toMain} /> : <ScreenLoading />,
  CryptoOtherScreen: ({ login }) =>
    login.otherWalletsRef ? (
      <CryptoOtherScreen
        actorRef={login.otherWalletsRef}
        lastUsedWallet={lastUsedWallet(login.lastUsed)}
        onBack={login.toMain}
      />
    ) : (
      <ScreenLoading />
    ),
  CryptoSetupWallet: ({ login }) => <CryptoSetupWalletScreen onBack={login.toMain} />,
  CryptoError: ({ login }) => <CryptoErrorScreen error={login.step.screen === 'CryptoError' ? login.step.error : null} onBack={login.toMain} />,
  CryptoConfirmation: () => <CryptoConfirmationScreen />,
  Error: ({ login }) => <ErrorScreen error={login.step.screen === 'Error' ? login.step.error : null} onBack={login.toMain} />,
} satisfies Record<LoginScreen, (props: ScreenProps) => ReactNode>;
