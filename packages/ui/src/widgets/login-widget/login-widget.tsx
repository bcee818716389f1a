import type { FlowCallbacks, LoginConfig, StyleConfig } from '@portico/core';
import { AuthClientProvider, useLoginWidget, type UseLoginWidgetResult } from '@portico/core/react';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { WidgetFrame } from '../../frame/widget-frame';
import { MessagesProvider, type MessageOverrides, type Messages } from '../../messages';
import { ErrorScreen } from '../../screens/error/error-screen';
import { MainScreen } from '../../screens/main/main-screen';
import { OtpConfirmationScreen } from '../../screens/otp-confirmation/otp-confirmation-screen';
import { toAuthClient, type WidgetClient } from '../auth-client';
import { StyleRoot } from '../style-root';
import { ScreenLoading } from './screen-loading';

/**
 * Only Main is needed for the first render; the passcode screen (and its one-time-code input)
 * is a separate chunk, fetched as soon as a code is being sent.
 */
const loadOtpScreen = () => import('../../screens/otp-authenticate/otp-authenticate-screen');
const OtpAuthenticateScreen = lazy(() => loadOtpScreen().then((module) => ({ default: module.OtpAuthenticateScreen })));

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
 * The login widget (login mode): Main ⇄ OTPAuthenticate → OTPConfirmation, plus the generic
 * error screen. Drop-in for Stytch's `<StytchLogin>`: same config, styles and callbacks.
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
  const frameRef = useScreenFocus(login.screen);
  useEffect(() => {
    if (login.isPending) void loadOtpScreen();
  }, [login.isPending]);
  return (
    <WidgetFrame
      ref={frameRef}
      data-screen={login.screen}
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
  switch (login.screen) {
    case 'OTPAuthenticate':
      return login.otpRef ? <OtpAuthenticateScreen actorRef={login.otpRef} onBack={login.toMain} /> : null;
    case 'OTPConfirmation':
      return <OtpConfirmationScreen />;
    case 'Error':
      return <ErrorScreen error={login.error} onBack={login.toMain} />;
    default:
      return <MainScreen actorRef={login.actorRef} />;
  }
}

/**
 * When the screen changes (never on first render), focus moves to the new screen's title so
 * screen-reader users hear where they are; the passcode screen focuses its input itself.
 */
function useScreenFocus(screen: string) {
  const frameRef = useRef<HTMLDivElement>(null);
  const previous = useRef(screen);
  useEffect(() => {
    if (previous.current === screen) return;
    previous.current = screen;
    if (screen === 'OTPAuthenticate') return;
    frameRef.current?.querySelector<HTMLElement>('[data-slot="card-title"]')?.focus();
  }, [screen]);
  return frameRef;
}
