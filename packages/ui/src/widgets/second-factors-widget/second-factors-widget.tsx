import type { MfaOptions, SecondFactorsStatus } from '@portico/core';
import { useBootstrap, useSecondFactor, useSecondFactors, type SecondFactorActorRef, type UseSecondFactorsResult } from '@portico/core/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { WidgetFrame } from '../../frame/widget-frame';
import { MessageText, MessagesSection, useMessages } from '../../messages';
import { enSecondFactors } from '../../messages/en-second-factors';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { SecondFactorsScreen } from '../../screens/second-factors/second-factors-screen';
import { ScreenLoading } from '../login-widget/screen-loading';
import { useHasRendered } from '../use-has-rendered';
import { WidgetRoot, type WidgetProps } from '../widget-root';

/** The MFA screens (enrolment, and the step-up a change may need): fetched when the user starts a change. */
const MfaScreen = lazy(() => import('../../screens/mfa/mfa-screen').then((module) => ({ default: module.MfaScreen })));

export interface SecondFactorsWidgetProps extends WidgetProps {
  /**
   * The login config's `mfaOptions`: which second factors can be added (`methods`), and whether
   * one is required (`policy: 'required'`: the last one cannot be removed). Default: the
   * authenticator app and phone numbers, none required.
   */
  mfaOptions?: MfaOptions;
  /** How long the session lasts after a step-up (minutes; the login config's `sessionOptions`). */
  sessionDurationMinutes?: number;
  /** How long a texted code lasts (minutes; the login config's `otpOptions.expirationMinutes`). */
  otpExpirationMinutes?: number;
  /** Renders the widget in a shadow root of its own. */
  enableShadowDOM?: boolean;
}

/**
 * The second-factors mode, for the signed-in user: their authenticator app, phone numbers,
 * passkeys and recovery codes left; add an app or a phone number, get new recovery codes, remove
 * a second step (asked first). Adding, and a change the session needs a second factor for, show
 * the MFA screens, with 'Cancel' back to the list. Without a signed-in user it says so.
 */
export function SecondFactorsWidget({ client, strings, messages, locale, dir, enableShadowDOM, ...props }: SecondFactorsWidgetProps) {
  return (
    <WidgetRoot client={client} shadow={enableShadowDOM === true} presentation={props.presentation} {...{ strings, messages, locale, dir }}>
      <MessagesSection english={enSecondFactors}>
        <SecondFactorsScreens {...props} />
      </MessagesSection>
    </WidgetRoot>
  );
}

type ScreenProps = { manager: UseSecondFactorsResult };

const listScreen = ({ manager }: ScreenProps) => <SecondFactorsScreen actorRef={manager.actorRef} />;

/**
 * Every status of the mode has its screen: a new status fails to compile until it gets one.
 * Called (not rendered as components): the list stays the same element, its focus and
 * announcement kept, from the confirmation through the removal to the list reloaded.
 */
const SCREENS = {
  // After a change the list reloads: it stays, busy, rather than flashing a spinner.
  loading: ({ manager }) => (manager.actorRef.getSnapshot().matches('refreshing') ? listScreen({ manager }) : <ScreenLoading />),
  list: listScreen,
  confirmingRemoval: listScreen,
  removing: listScreen,
  enrolling: ({ manager }) => <ChangeScreen manager={manager} />,
  steppingUp: ({ manager }) => <ChangeScreen manager={manager} />,
  noUser: () => <NoUserError />,
  loadFailed: ({ manager }) => <LoadFailed manager={manager} />,
} satisfies Record<SecondFactorsStatus, (props: ScreenProps) => ReactNode>;

/** The screens' names, for `data-screen` (e2e tests and host styling). */
const SCREEN_NAMES = {
  loading: 'Loading',
  list: 'SecondFactors',
  confirmingRemoval: 'SecondFactors',
  removing: 'SecondFactors',
  enrolling: 'SecondFactorsEnrol',
  steppingUp: 'SecondFactorsStepUp',
  noUser: 'SecondFactorsError',
  loadFailed: 'SecondFactorsLoadFailed',
} satisfies Record<SecondFactorsStatus, string>;

function SecondFactorsScreens({
  mfaOptions,
  sessionDurationMinutes,
  otpExpirationMinutes,
  styles,
  presentation,
  callbacks,
  requestTimeoutMs,
  className,
}: Omit<SecondFactorsWidgetProps, 'client' | 'strings' | 'messages' | 'locale' | 'enableShadowDOM'>) {
  const bootstrap = useBootstrap();
  const { locale } = useMessages();
  const manager = useSecondFactors({
    ...(mfaOptions && { mfaOptions }),
    ...(sessionDurationMinutes !== undefined && { sessionDurationMinutes }),
    ...(otpExpirationMinutes !== undefined && { otpExpirationMinutes }),
    ...(locale !== undefined && { locale }),
    ...(callbacks && { callbacks }),
    ...(requestTimeoutMs !== undefined && { requestTimeoutMs }),
  });
  const focusTitles = useHasRendered();
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
      {SCREENS[manager.status]({ manager })}
    </WidgetFrame>
  );
}

/**
 * A change under way: the MFA screens of the step-up flow (an enrolment, or the second factor a
 * change needs first), and 'Cancel' back to the list.
 */
function ChangeScreen({ manager }: ScreenProps) {
  const { t } = useMessages();
  const secondFactorRef = manager.secondFactorRef;
  return (
    <div data-slot="second-factors-change" className="pt:flex pt:flex-col pt:gap-4">
      {manager.status === 'steppingUp' && (
        <Alert variant="info" data-slot="second-factors-step-up">
          {t('secondFactors.stepUp')}
        </Alert>
      )}
      <Suspense fallback={<ScreenLoading />}>
        {secondFactorRef ? <MfaScreen key={secondFactorRef.id} actorRef={secondFactorRef} /> : <ScreenLoading />}
      </Suspense>
      {secondFactorRef && <CancelChange key={secondFactorRef.id} actorRef={secondFactorRef} onCancel={manager.cancel} />}
    </div>
  );
}

/** 'Cancel', until the change is made: not once the new recovery codes are shown (the app is set up by then). */
function CancelChange({ actorRef, onCancel }: { actorRef: SecondFactorActorRef; onCancel(): void }) {
  const { t } = useMessages();
  const { screen } = useSecondFactor({ actorRef });
  if (screen === 'enrolCodes' || screen === 'done') return null;
  return (
    <Button variant="ghost" data-action="cancel-change" onClick={onCancel}>
      {t('secondFactors.cancel')}
    </Button>
  );
}

/** The mode needs a signed-in user, as the passkey-registration mode does. */
function NoUserError() {
  const { t } = useMessages();
  return (
    <div data-slot="second-factors-no-user">
      <Alert>{t('secondFactors.noUser')}</Alert>
    </div>
  );
}

/** The list could not load: why, and 'Try again'. */
function LoadFailed({ manager }: ScreenProps) {
  const { t, errorText } = useMessages();
  return (
    <div data-slot="second-factors-load-failed" className="pt:flex pt:flex-col pt:gap-4">
      <Alert>{manager.error ? <MessageText text={errorText(manager.error)} /> : t('error.unknown_error')}</Alert>
      <Button onClick={manager.retry}>{t('secondFactors.retry')}</Button>
    </div>
  );
}
