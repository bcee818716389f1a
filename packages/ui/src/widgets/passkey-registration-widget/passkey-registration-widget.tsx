import type { LoginConfig, PasskeyRegistrationSuccessStatus } from '@portico/core';
import {
  useBootstrap,
  usePasskeyRegistrationSuccess,
  usePasskeyRegistrationStart,
  type PasskeyRegistrationStartActorRef,
  type UsePasskeyRegistrationSuccessResult,
} from '@portico/core/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { WidgetFrame } from '../../frame/widget-frame';
import { MessagesSection, useMessages } from '../../messages';
import { enPasskeys } from '../../messages/en-passkeys';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { PasskeyRegistrationStartScreen } from '../../screens/passkey-registration-start/passkey-registration-start-screen';
import { PasskeyRegistrationSuccessScreen } from '../../screens/passkey-registration-success/passkey-registration-success-screen';
import { SuccessScreen } from '../../screens/success/success-screen';
import { ScreenLoading } from '../login-widget/screen-loading';
import { useHasRendered } from '../use-has-rendered';
import { WidgetRoot, type WidgetProps } from '../widget-root';

/**
 * The MFA screens, for the step-up Stytch may ask for before a passkey: fetched only then (the
 * same chunk as the second-factors mode's, so no bundle's shared chunks are regrouped for it).
 */
const MfaScreen = lazy(() => import('../../screens/mfa/mfa-screen').then((module) => ({ default: module.MfaScreen })));

export interface PasskeyRegistrationWidgetProps extends WidgetProps {
  /**
   * Stytch's login config; this mode uses `sessionOptions`, `enableShadowDOM`, and
   * `otpOptions.expirationMinutes` for a code texted in a step-up.
   */
  config?: Partial<LoginConfig>;
}

/**
 * The passkey-registration mode (spec §2, §4, §6): for a signed-in user, PasskeyRegistrationStart
 * ('Create a Passkey' or 'Skip'), then PasskeyRegistrationSuccess (the user's passkeys, renamed
 * or deleted one at a time), then 'Done'. Without a signed-in user it shows the spec's error. When
 * Stytch wants a second factor in the session before the passkey (`insufficient_factors`), the
 * MFA screens ask for it (with 'Cancel'), then the passkey is created.
 * Drop-in for Stytch's `<StytchPasskeyRegistration>`.
 */
export function PasskeyRegistrationWidget({ client, config, strings, messages, locale, dir, ...props }: PasskeyRegistrationWidgetProps) {
  return (
    <WidgetRoot client={client} shadow={config?.enableShadowDOM === true} presentation={props.presentation} {...{ strings, messages, locale, dir }}>
      <MessagesSection english={enPasskeys}>
        <PasskeyRegistrationScreens {...props} {...(config && { config })} />
      </MessagesSection>
    </WidgetRoot>
  );
}

type ScreenProps = { manager: UsePasskeyRegistrationSuccessResult };

/** Every status of the mode has its screen: a new status fails to compile until it gets one. */
const SCREENS = {
  loading: () => <ScreenLoading />,
  noUser: () => <NoUserError />,
  start: ({ manager }) => (manager.registrationRef ? <RegistrationStart actorRef={manager.registrationRef} /> : null),
  list: ({ manager }) => <PasskeyRegistrationSuccessScreen actorRef={manager.actorRef} />,
  done: () => <PasskeyDoneScreen />,
} satisfies Record<PasskeyRegistrationSuccessStatus, (props: ScreenProps) => ReactNode>;

/** The spec's screen names, for `data-screen` (e2e tests and host styling). */
const SCREEN_NAMES = {
  loading: 'Loading',
  noUser: 'PasskeyRegistrationError',
  start: 'PasskeyRegistrationStart',
  list: 'PasskeyRegistrationSuccess',
  done: 'PasskeyRegistrationDone',
} satisfies Record<PasskeyRegistrationSuccessStatus, string>;

function PasskeyRegistrationScreens({
  config,
  styles,
  presentation,
  callbacks,
  requestTimeoutMs,
  className,
}: Omit<PasskeyRegistrationWidgetProps, 'client' | 'strings' | 'messages' | 'locale'>) {
  const bootstrap = useBootstrap();
  const sessionDurationMinutes = config?.sessionOptions?.sessionDurationMinutes;
  const otpExpirationMinutes = config?.otpOptions?.expirationMinutes;
  const { locale } = useMessages();
  const manager = usePasskeyRegistrationSuccess({
    ...(sessionDurationMinutes !== undefined && { sessionDurationMinutes }),
    ...(otpExpirationMinutes !== undefined && { otpExpirationMinutes }),
    ...(locale !== undefined && { locale }),
    ...(callbacks && { callbacks }),
    ...(requestTimeoutMs !== undefined && { requestTimeoutMs }),
  });
  const focusTitles = useHasRendered();
  const Screen = SCREENS[manager.status];
  return (
    <WidgetFrame
      data-screen={SCREEN_NAMES[manager.status]}
      focusTitleOnMount={focusTitles}
      {...(styles && { styles })}
      {...(presentation && { presentation })}
      {...(className && { className })}
      displayWatermark={bootstrap.displayWatermark}
      {...(bootstrap.projectName && { logoAlt: bootstrap.projectName })}
    >
      <Screen manager={manager} />
    </WidgetFrame>
  );
}

/**
 * PasskeyRegistrationStart, or the step-up it runs first when Stytch asks for a second factor:
 * why, the MFA screens, and 'Cancel' back to 'Create a Passkey' (until new recovery codes show).
 */
function RegistrationStart({ actorRef }: { actorRef: PasskeyRegistrationStartActorRef }) {
  const { status, stepUpRef, canCancelStepUp, cancelStepUp } = usePasskeyRegistrationStart({ actorRef });
  const { t } = useMessages();
  if (status !== 'steppingUp' || !stepUpRef) return <PasskeyRegistrationStartScreen actorRef={actorRef} />;
  return (
    <div data-slot="passkey-registration-step-up" className="pt:flex pt:flex-col pt:gap-4">
      <Alert variant="info">{t('passkey.stepUp')}</Alert>
      <Suspense fallback={<ScreenLoading />}>
        <MfaScreen key={stepUpRef.sessionId} actorRef={stepUpRef} />
      </Suspense>
      {canCancelStepUp && (
        <Button variant="ghost" data-action="cancel-step-up" onClick={cancelStepUp}>
          {t('passkey.cancel')}
        </Button>
      )}
    </div>
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
