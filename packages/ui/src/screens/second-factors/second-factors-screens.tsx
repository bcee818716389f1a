import type { SecondFactorsStatus } from '@portico/core';
import { useSecondFactor, type SecondFactorActorRef, type UseSecondFactorsResult } from '@portico/core/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { MessageText, useMessages } from '../../messages';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { ScreenLoading } from '../../widgets/login-widget/screen-loading';
import { SecondFactorsScreen } from './second-factors-screen';

/** The MFA screens (enrolment, and the step-up a change may need): fetched when the user starts a change. */
const MfaScreen = lazy(() => import('../mfa/mfa-screen').then((module) => ({ default: module.MfaScreen })));

export interface SecondFactorsScreensProps {
  /** The second-factors flow (`useSecondFactors()`, standalone or on the account root's `secondFactorsRef`). */
  manager: UseSecondFactorsResult;
  /**
   * Inside a section of another page (the account's 'Two-step verification'), which gives the
   * title and text: the list shows neither, nor the passkeys (the page has a section for them).
   */
  inSection?: boolean;
}

type ScreenProps = Required<SecondFactorsScreensProps>;

const listScreen = ({ manager, inSection }: ScreenProps) => <SecondFactorsScreen actorRef={manager.actorRef} inSection={inSection} />;

/**
 * Every status of the flow has its screen: a new status fails to compile until it gets one.
 * Called (not rendered as components): the list stays the same element, its focus and
 * announcement kept, from the confirmation through the removal to the list reloaded.
 */
const SCREENS = {
  // After a change the list reloads: it stays, busy, rather than flashing a spinner.
  loading: (props) => (props.manager.actorRef.getSnapshot().matches('refreshing') ? listScreen(props) : <ScreenLoading />),
  list: listScreen,
  confirmingRemoval: listScreen,
  removing: listScreen,
  enrolling: ({ manager }) => <ChangeScreen manager={manager} />,
  steppingUp: ({ manager }) => <ChangeScreen manager={manager} />,
  noUser: () => <NoUserError />,
  loadFailed: ({ manager }) => <LoadFailed manager={manager} />,
} satisfies Record<SecondFactorsStatus, (props: ScreenProps) => ReactNode>;

/** The screens' names, for `data-screen` (e2e tests and host styling). */
export const SECOND_FACTORS_SCREEN_NAMES = {
  loading: 'Loading',
  list: 'SecondFactors',
  confirmingRemoval: 'SecondFactors',
  removing: 'SecondFactors',
  enrolling: 'SecondFactorsEnrol',
  steppingUp: 'SecondFactorsStepUp',
  noUser: 'SecondFactorsError',
  loadFailed: 'SecondFactorsLoadFailed',
} satisfies Record<SecondFactorsStatus, string>;

/**
 * The second-factors flow's screens, by its status, without a frame: the second-factors mode
 * (`SecondFactorsWidget`) puts them in its widget frame, the account's two-step verification
 * section in its section. The words (`enSecondFactors`) are the caller's to provide.
 */
export function SecondFactorsScreens({ manager, inSection = false }: SecondFactorsScreensProps) {
  return SCREENS[manager.status]({ manager, inSection });
}

/**
 * A change under way: the MFA screens of the step-up flow (an enrolment, or the second factor a
 * change needs first), and 'Cancel' back to the list.
 */
function ChangeScreen({ manager }: { manager: UseSecondFactorsResult }) {
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

/** The flow needs a signed-in user, as the passkey-registration mode does. */
function NoUserError() {
  const { t } = useMessages();
  return (
    <div data-slot="second-factors-no-user">
      <Alert>{t('secondFactors.noUser')}</Alert>
    </div>
  );
}

/** The list could not load: why, and 'Try again'. */
function LoadFailed({ manager }: { manager: UseSecondFactorsResult }) {
  const { t, errorText } = useMessages();
  return (
    <div data-slot="second-factors-load-failed" className="pt:flex pt:flex-col pt:gap-4">
      <Alert>{manager.error ? <MessageText text={errorText(manager.error)} /> : t('error.unknown_error')}</Alert>
      <Button onClick={manager.retry}>{t('secondFactors.retry')}</Button>
    </div>
  );
}
