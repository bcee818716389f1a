import type { FlowCallbacks, LoginConfig, PasskeyManagerStatus, StyleConfig } from '@portico/core';
import { AuthClientProvider, useBootstrap, usePasskeyManager, type UsePasskeyManagerResult } from '@portico/core/react';
import { useMemo, type ReactNode } from 'react';
import { WidgetFrame } from '../../frame/widget-frame';
import { MessagesProvider, useMessages, type MessageOverrides, type Messages } from '../../messages';
import { Alert } from '../../primitives/alert';
import { PasskeyRegistrationStartScreen } from '../../screens/passkey-registration-start/passkey-registration-start-screen';
import { PasskeyRegistrationSuccessScreen } from '../../screens/passkey-registration-success/passkey-registration-success-screen';
import { SuccessScreen } from '../../screens/success/success-screen';
import { toAuthClient, type WidgetClient } from '../auth-client';
import { ScreenLoading } from '../login-widget/screen-loading';
import { StyleRoot } from '../style-root';
import { useHasRendered } from '../use-has-rendered';

export interface PasskeyRegistrationWidgetProps {
  /** The host's Stytch client (`new StytchHeadlessClient(publicToken)`), or any AuthClient. */
  client: WidgetClient;
  /** Stytch's login config; this mode uses `sessionOptions` and `enableShadowDOM`. */
  config?: Partial<LoginConfig>;
  /** Stytch's `styles` theme config (spec §3). */
  styles?: StyleConfig;
  /** `onEvent` (PASSKEY_REGISTER, PASSKEY_SKIP, PASSKEY_DONE) and `onError`, as in Stytch's prebuilt UI. */
  callbacks?: FlowCallbacks;
  /** Replaces individual strings by key (see `en`). */
  strings?: MessageOverrides;
  /** A whole catalog for another language: `es` and `ptBR` ship with Portico. */
  messages?: Messages;
  /** The language of `messages` (e.g. 'es', 'pt-BR'). */
  locale?: string;
  className?: string;
}

/**
 * The passkey-registration mode (spec §2, §4, §6): for a signed-in user, PasskeyRegistrationStart
 * ('Create a Passkey' or 'Skip'), then PasskeyRegistrationSuccess (the user's passkeys, renamed
 * or deleted one at a time), then 'Done'. Without a signed-in user it shows the spec's error.
 * Drop-in for Stytch's `<StytchPasskeyRegistration>`.
 */
export function PasskeyRegistrationWidget({ client, config, strings, messages, locale, ...props }: PasskeyRegistrationWidgetProps) {
  const authClient = useMemo(() => toAuthClient(client), [client]);
  return (
    <AuthClientProvider client={authClient}>
      <MessagesProvider {...(messages && { messages })} {...(strings && { overrides: strings })} {...(locale && { locale })}>
        <StyleRoot shadow={config?.enableShadowDOM === true}>
          <PasskeyRegistrationScreens {...props} {...(config && { config })} />
        </StyleRoot>
      </MessagesProvider>
    </AuthClientProvider>
  );
}

type ScreenProps = { manager: UsePasskeyManagerResult };

/** Every status of the mode has its screen: a new status fails to compile until it gets one. */
const SCREENS = {
  loading: () => <ScreenLoading />,
  noUser: () => <NoUserError />,
  start: ({ manager }) => (manager.registrationRef ? <PasskeyRegistrationStartScreen actorRef={manager.registrationRef} /> : null),
  list: ({ manager }) => <PasskeyRegistrationSuccessScreen actorRef={manager.actorRef} />,
  done: () => <PasskeyDoneScreen />,
} satisfies Record<PasskeyManagerStatus, (props: ScreenProps) => ReactNode>;

/** The spec's screen names, for `data-screen` (e2e tests and host styling). */
const SCREEN_NAMES = {
  loading: 'Loading',
  noUser: 'PasskeyRegistrationError',
  start: 'PasskeyRegistrationStart',
  list: 'PasskeyRegistrationSuccess',
  done: 'PasskeyRegistrationDone',
} satisfies Record<PasskeyManagerStatus, string>;

function PasskeyRegistrationScreens({
  config,
  styles,
  callbacks,
  className,
}: Omit<PasskeyRegistrationWidgetProps, 'client' | 'strings' | 'messages' | 'locale'>) {
  const bootstrap = useBootstrap();
  const sessionDurationMinutes = config?.sessionOptions?.sessionDurationMinutes;
  const manager = usePasskeyManager({
    ...(sessionDurationMinutes !== undefined && { sessionDurationMinutes }),
    ...(callbacks && { callbacks }),
  });
  const focusTitles = useHasRendered();
  const Screen = SCREENS[manager.status];
  return (
    <WidgetFrame
      data-screen={SCREEN_NAMES[manager.status]}
      focusTitleOnMount={focusTitles}
      {...(styles && { styles })}
      {...(className && { className })}
      displayWatermark={bootstrap.displayWatermark}
      {...(bootstrap.projectName && { logoAlt: bootstrap.projectName })}
    >
      <Screen manager={manager} />
    </WidgetFrame>
  );
}

/** Spec §2: the mode needs a signed-in user. */
function NoUserError() {
  const { t } = useMessages();
  return (
    <div data-slot="passkey-registration-no-user">
      <Alert>{t('passkey.noUser')}</Alert>
    </div>
  );
}

function PasskeyDoneScreen() {
  const { t } = useMessages();
  return <SuccessScreen text={t('passkey.doneText')} />;
}
