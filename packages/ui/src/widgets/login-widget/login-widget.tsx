import type { FlowCallbacks, LoginConfig, StyleConfig } from '@portico/core';
import { AuthClientProvider, useLoginWidget, type UseLoginWidgetResult } from '@portico/core/react';
import { Suspense, useEffect, useMemo } from 'react';
import { WidgetFrame } from '../../frame/widget-frame';
import { MessagesProvider, type MessageOverrides, type Messages } from '../../messages';
import { ErrorScreen } from '../../screens/error/error-screen';
import { MainScreen } from '../../screens/main/main-screen';
import { OtpConfirmationScreen } from '../../screens/otp-confirmation/otp-confirmation-screen';
import { SuccessScreen } from '../../screens/success/success-screen';
import { toAuthClient, type WidgetClient } from '../auth-client';
import { StyleRoot } from '../style-root';
import { useHasRendered } from '../use-has-rendered';
import {
  CreatePasswordInstead,
  EmailConfirmationScreen,
  OtpAuthenticateScreen,
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
 * The login widget (login mode): Main, then the passcode, magic-link and password screens of
 * spec §2, and the generic error screen. Drop-in for Stytch's `<StytchLogin>`: same config,
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
  useEffect(() => {
    if (login.isPending) preloadScreens();
  }, [login.isPending]);
  return (
    <WidgetFrame
      data-screen={login.screen}
      focusTitleOnMount={focusTitles}
      {...(styles && { styles })}
      {...(className && { className })}
      displayWatermark={login.displayWatermark}
      {...(login.projectName && { logoAlt: login.projectName })}
    >
      <Suspense fallback={<ScreenLoading />}>
        <Screen login={login} />
      </Suspense>
    </WidgetFrame>
  );
}

function Screen({ login }: { login: UseLoginWidgetResult }) {
  const createPassword = login.offerPasswordCreation ? (
    <CreatePasswordInstead onCreatePassword={login.createPassword} isPending={login.isPending} error={login.error} />
  ) : undefined;
  switch (login.screen) {
    case 'OTPAuthenticate':
      return login.otpRef ? <OtpAuthenticateScreen actorRef={login.otpRef} onBack={login.toMain} footer={createPassword} /> : null;
    case 'OTPConfirmation':
      return <OtpConfirmationScreen />;
    case 'EmailConfirmation':
      return login.magicLinkRef ? (
        <EmailConfirmationScreen
          actorRef={login.magicLinkRef}
          emailDomain={login.emailDomain}
          onTryAgain={login.tryAgain}
          footer={createPassword}
        />
      ) : null;
    case 'PasswordCreateOrLogin':
      if (login.passwordState?.type === 'passwordless') return <PasswordlessScreen login={login} />;
      return login.passwordRef ? (
        <PasswordCreateOrLoginScreen
          actorRef={login.passwordRef}
          onBack={login.toMain}
          passwordConfig={login.bootstrap.passwordConfig}
        />
      ) : null;
    case 'PasswordForgot':
    case 'PasswordBreached':
    case 'PasswordSetNew':
    case 'PasswordDedupe':
      return (
        <ResetEmailScreen
          reason={login.resetReason ?? 'forgot'}
          email={login.passwordState?.email ?? login.lastEmail}
          resendRef={login.resetResendRef}
          onResend={login.resendReset}
          onLoginWithoutPassword={login.loginWithoutPassword}
          isLoggingInWithoutPassword={login.isPending}
          error={login.error}
          onBack={login.toMain}
        />
      );
    case 'PasswordConfirmation':
      return <SuccessScreen />;
    case 'Error':
      return <ErrorScreen error={login.error} onBack={login.toMain} />;
    default:
      return <MainScreen actorRef={login.actorRef} />;
  }
}
