import type { FlowCallbacks, LoginConfig, LoginScreen, StyleConfig } from '@portico/core';
import {
  AuthClientProvider,
  useLoginForm,
  useLoginWidget,
  type LoginFormActorRef,
  type UseLoginWidgetResult,
} from '@portico/core/react';
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { WidgetFrame } from '../../frame/widget-frame';
import { MessagesProvider, type MessageOverrides, type Messages } from '../../messages';
import { ErrorScreen } from '../../screens/error/error-screen';
import { MainScreen } from '../../screens/main/main-screen';
import { OtpConfirmationScreen } from '../../screens/otp-confirmation/otp-confirmation-screen';
import { PasskeyConfirmationScreen } from '../../screens/passkey-confirmation/passkey-confirmation-screen';
import { SuccessScreen } from '../../screens/success/success-screen';
import { toAuthClient, type WidgetClient } from '../auth-client';
import { StyleRoot } from '../style-root';
import { useHasRendered } from '../use-has-rendered';
import {
  CreatePasswordInstead,
  EmailConfirmationScreen,
  OtpAuthenticateScreen,
  PasskeyOffer,
  PasswordCreateOrLoginScreen,
  PasswordlessScreen,
  preloadScreens,
  ResetEmailScreen,
} from '../lazy-screens';
import { ScreenLoading } from './screen-loading';

export interface LoginWidgetProps {
  /** The host's Stytch client (`new StytchHeadlessClient(publicToken)`), or any AuthClient. */
  client: WidgetClient;
  /** Stytch's login config: products and their options (spec §3). May come from JSON. */
  config: LoginConfig;
  /** Stytch's `styles` theme config (spec §3). */
  styles?: StyleConfig;
  /** `onEvent` and `onError`, as in Stytch's prebuilt UI. */
  callbacks?: FlowCallbacks;
  /** Replaces individual strings by key (see `en`). */
  strings?: MessageOverrides;
  /** A whole catalog for another language: `es` and `ptBR` ship with Portico. */
  messages?: Messages;
  /** The language of `messages` (e.g. 'es', 'pt-BR'): sets `lang` and localises country names. */
  locale?: string;
  className?: string;
}

/**
 * The login widget (login mode): Main (passkeys, the email/phone form), then the passcode,
 * magic-link, password and passkey screens of spec §2, and the generic error screen. Drop-in for Stytch's `<StytchLogin>`: same config,
 * styles and callbacks.
 */
export function LoginWidget({ client, config, styles, callbacks, strings, messages, locale, className }: LoginWidgetProps) {
  const authClient = useMemo(() => toAuthClient(client), [client]);
  return (
    <AuthClientProvider client={authClient}>
      <MessagesProvider {...(messages && { messages })} {...(strings && { overrides: strings })} {...(locale && { locale })}>
        <StyleRoot shadow={config?.enableShadowDOM === true}>
          <LoginWidgetScreens
            config={config}
            {...(styles && { styles })}
            {...(callbacks && { callbacks })}
            {...(className && { className })}
          />
        </StyleRoot>
      </MessagesProvider>
    </AuthClientProvider>
  );
}

function LoginWidgetScreens({
  config,
  styles,
  callbacks,
  className,
}: Pick<LoginWidgetProps, 'config' | 'styles' | 'callbacks' | 'className'>) {
  const login = useLoginWidget({ config, ...(callbacks && { callbacks }) });
  const focusTitles = useHasRendered();
  const Screen = SCREENS[login.screen];
  return (
    <WidgetFrame
      data-screen={login.screen}
      focusTitleOnMount={focusTitles}
      {...(styles && { styles })}
      {...(className && { className })}
      displayWatermark={login.displayWatermark}
      {...(login.projectName && { logoAlt: login.projectName })}
    >
      <Preload login={login} />
      <Suspense fallback={<ScreenLoading />}>
        <Screen login={login} />
      </Suspense>
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
  Error: ({ login }) => <ErrorScreen error={login.step.screen === 'Error' ? login.step.error : null} onBack={login.toMain} />,
} satisfies Record<LoginScreen, (props: ScreenProps) => ReactNode>;
