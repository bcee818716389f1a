import type { PasskeyRegistrationSuccessStatus } from '@portico/core';
import { usePasskeyRegistrationStart, type PasskeyRegistrationStartActorRef, type UsePasskeyRegistrationSuccessResult } from '@portico/core/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useMessages } from '../../messages';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { ScreenLoading } from '../../widgets/login-widget/screen-loading';
import { PasskeyRegistrationStartScreen } from '../passkey-registration-start/passkey-registration-start-screen';
import { SuccessScreen } from '../success/success-screen';
import { PasskeyRegistrationSuccessScreen } from './passkey-registration-success-screen';

/**
 * The MFA screens, for the step-up Stytch may ask for before a passkey: fetched only then (the
 * same chunk as the second-factors mode's, so no bundle's shared chunks are regrouped for it).
 */
const MfaScreen = lazy(() => import('../mfa/mfa-screen').then((module) => ({ default: module.MfaScreen })));

export interface PasskeyRegistrationScreensProps {
  /** The passkey-registration flow (`usePasskeyRegistrationSuccess()`, standalone or on the account root's `passkeysRef`). */
  manager: UsePasskeyRegistrationSuccessResult;
  /**
   * Inside a section of another page (the account's 'Passkeys'), which gives the title, the
   * text and the button that adds one: the list has no title, 'Set up another Passkey' or 'Done'.
   */
  inSection?: boolean;
}

type ScreenProps = Required<PasskeyRegistrationScreensProps>;

/** Every status of the flow has its screen: a new status fails to compile until it gets one. */
const SCREENS = {
  loading: () => <ScreenLoading />,
  noUser: () => <NoUserError />,
  start: ({ manager }) => (manager.registrationRef ? <RegistrationStart actorRef={manager.registrationRef} /> : null),
  list: ({ manager, inSection }) => <PasskeyRegistrationSuccessScreen actorRef={manager.actorRef} inSection={inSection} />,
  done: () => <PasskeyDoneScreen />,
} satisfies Record<PasskeyRegistrationSuccessStatus, (props: ScreenProps) => ReactNode>;

/** The spec's screen names, for `data-screen` (e2e tests and host styling). */
export const PASSKEY_REGISTRATION_SCREEN_NAMES = {
  loading: 'Loading',
  noUser: 'PasskeyRegistrationError',
  start: 'PasskeyRegistrationStart',
  list: 'PasskeyRegistrationSuccess',
  done: 'PasskeyRegistrationDone',
} satisfies Record<PasskeyRegistrationSuccessStatus, string>;

/**
 * The passkey-registration flow's screens, by its status, without a frame: the
 * passkey-registration mode (`PasskeyRegistrationWidget`) puts them in its widget frame, the
 * account's passkeys section in its section. The words (`enPasskeys`) are the caller's to provide.
 */
export function PasskeyRegistrationScreens({ manager, inSection = false }: PasskeyRegistrationScreensProps) {
  const Screen = SCREENS[manager.status];
  return <Screen manager={manager} inSection={inSection} />;
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
