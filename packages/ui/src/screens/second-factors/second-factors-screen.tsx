import type { FactorRow, SecondFactorsStatus } from '@portico/core';
import { useMfa, useSecondFactors, type MfaActorRef, type SecondFactorsActorRef, type UseSecondFactorsResult } from '@portico/core/react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ScreenHeader } from '../../frame/screen-header';
import { MessageText, MessagesSection, nameOf, useMessages, type MessageKey } from '../../messages';
import { enSecondFactors } from '../../messages/en-second-factors';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { ScreenLoading } from '../../widgets/login-widget/screen-loading';

export interface SecondFactorsScreenProps {
  /** The second-factors mode's actor (`useSecondFactors().actorRef`). */
  actorRef: SecondFactorsActorRef;
  /**
   * Inside a section of another page (the account's 'Two-step verification'): the section gives
   * the title and text, and the page lists the passkeys in a section of their own.
   */
  inSection?: boolean;
}

const DONE: Record<NonNullable<UseSecondFactorsResult['done']>, MessageKey> = {
  addApp: 'secondFactors.done.addApp',
  addPhone: 'secondFactors.done.addPhone',
  renewCodes: 'secondFactors.done.renewCodes',
  remove: 'secondFactors.done.remove',
};

/**
 * The second-factors mode's list: 'Two-step verification', the user's second steps (the
 * authenticator app, each phone number masked) each with 'Remove' (asked first, as a passkey's
 * delete is), the recovery codes left with 'Get new codes', the passkeys (read only: the
 * passkey-registration mode manages them), and 'Add authenticator app' / 'Add phone number'. A
 * change carried out is announced; an error shows under the list.
 */
export function SecondFactorsScreen({ actorRef, inSection = false }: SecondFactorsScreenProps) {
  return (
    <MessagesSection english={enSecondFactors}>
      <SecondFactorsList manager={useSecondFactors({ actorRef })} inSection={inSection} />
    </MessagesSection>
  );
}

function SecondFactorsList({ manager, inSection }: { manager: UseSecondFactorsResult; inSection: boolean }) {
  const { t, rich, errorText } = useMessages();
  const listTitleId = useId();
  const codesTitleId = useId();
  const passkeysTitleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const listTitleRef = useRef<HTMLHeadingElement>(null);
  const openedWith = useRef<string | null>(null);
  const previousRemoving = useRef(manager.removing);
  const removing = manager.removing;
  // The list reloads after a change (status 'loading'): nothing to press meanwhile.
  const isBusy = manager.isPending;

  // A confirmation that closes (cancelled, refused, removed) gives the focus back to the row's
  // 'Remove', or to the list's title when that row is gone.
  useEffect(() => {
    const closed = previousRemoving.current !== null && removing === null;
    previousRemoving.current = removing;
    if (!closed) return;
    const origin = openedWith.current;
    openedWith.current = null;
    const control = Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[data-action="remove"]') ?? []).find(
      (element) => element.dataset.factorId === origin,
    );
    (control ?? listTitleRef.current)?.focus();
  }, [removing]);

  // The announcement is written after the list shows, so a screen reader reads it as news.
  const [announced, setAnnounced] = useState<string | null>(null);
  useEffect(() => setAnnounced(manager.done ? t(DONE[manager.done]) : null), [manager.done, t]);

  const open = (row: FactorRow) => {
    openedWith.current = row.factor.id;
    manager.remove(row.factor);
  };

  return (
    <div ref={rootRef} data-slot="second-factors-screen" aria-busy={isBusy || undefined} className="pt:flex pt:flex-col pt:gap-group">
      {!inSection && (
        <ScreenHeader title={t('secondFactors.title')} description={t(manager.required ? 'secondFactors.required' : 'secondFactors.text')} />
      )}
      <section data-slot="second-factors-list-section" aria-labelledby={listTitleId} className="pt:flex pt:flex-col pt:gap-stack">
        <h3
          ref={listTitleRef}
          id={listTitleId}
          tabIndex={-1}
          className="pt:text-body pt:font-semibold pt:text-primary pt:outline-none"
        >
          {t('secondFactors.list')}
        </h3>
        {manager.factors.length === 0 ? (
          <p data-slot="second-factors-empty" className="pt:text-body pt:text-secondary">
            {t('secondFactors.none')}
          </p>
        ) : (
          <ul data-slot="second-factors-list" aria-labelledby={listTitleId} className="pt:flex pt:flex-col pt:gap-stack">
            {manager.factors.map((row) => (
              <FactorListRow
                key={row.factor.id}
                row={row}
                state={removing?.factor.id === row.factor.id ? 'removing' : removing ? 'locked' : 'idle'}
                isBusy={isBusy}
                onRemove={() => open(row)}
              />
            ))}
          </ul>
        )}
        {removing && (
          <RemoveConfirmation
            row={removing}
            isRemoving={manager.status === 'removing' || manager.status === 'loading'}
            onConfirm={manager.confirmRemove}
            onCancel={manager.cancel}
          />
        )}
        {manager.error && manager.status === 'list' && (
          <Alert data-slot="second-factors-error">
            <MessageText text={errorText(manager.error)} />
          </Alert>
        )}
      </section>

      {manager.canRenewCodes && (
        // As every section: the heading and its words, 12 px, then the action, 12 px below them.
        <section data-slot="second-factors-recovery-codes" aria-labelledby={codesTitleId} className="pt:flex pt:flex-col pt:gap-stack">
          <div className="pt:flex pt:flex-col pt:gap-tight">
            <h3 id={codesTitleId} className="pt:text-body pt:font-semibold pt:text-primary">
              {t('secondFactors.recoveryCodes')}
            </h3>
            {manager.recoveryCodesLeft !== null && (
              <p data-slot="second-factors-codes-left" className="pt:text-body pt:text-primary">
                {rich('secondFactors.recoveryCodesLeft', { count: manager.recoveryCodesLeft })}
              </p>
            )}
            <p className="pt:text-caption pt:text-secondary">{t('secondFactors.renewCodesText')}</p>
          </div>
          {!removing && (
            <Button variant="secondary" size="compact" className="pt:self-start" isDisabled={isBusy} onClick={manager.renewCodes}>
              {t('secondFactors.renewCodes')}
            </Button>
          )}
        </section>
      )}

      {!inSection && manager.passkeys.length > 0 && (
        <section data-slot="second-factors-passkeys" aria-labelledby={passkeysTitleId} className="pt:flex pt:flex-col pt:gap-stack">
          <div className="pt:flex pt:flex-col pt:gap-tight">
            <h3 id={passkeysTitleId} className="pt:text-body pt:font-semibold pt:text-primary">
              {t('secondFactors.passkeys')}
            </h3>
            <p className="pt:text-caption pt:text-secondary">{t('secondFactors.passkeysText')}</p>
          </div>
          <ul aria-labelledby={passkeysTitleId} className="pt:flex pt:flex-col pt:gap-stack">
            {manager.passkeys.map((passkey) => (
              // The name is the user's text: always rendered as text.
              <li
                key={passkey.webauthnRegistrationId}
                data-slot="second-factors-passkey"
                className="pt:rounded-input pt:border pt:border-outline pt:px-3 pt:py-2 pt:text-body pt:break-words pt:text-primary"
              >
                {passkey.name}
              </li>
            ))}
          </ul>
        </section>
      )}

      {!removing && (manager.canAdd.totp || manager.canAdd.sms) && (
        <div data-slot="second-factors-actions" className="pt:flex pt:flex-col pt:gap-stack">
          {manager.canAdd.totp && (
            <Button isDisabled={isBusy} onClick={manager.addApp}>
              {t('secondFactors.addApp')}
            </Button>
          )}
          {manager.canAdd.sms && (
            <Button variant={manager.canAdd.totp ? 'secondary' : 'primary'} isDisabled={isBusy} onClick={manager.addPhone}>
              {t('secondFactors.addPhone')}
            </Button>
          )}
        </div>
      )}

      <p data-slot="second-factors-announcement" role="status" className="pt:sr-only">
        {announced}
      </p>
    </div>
  );
}

/** The words naming a row: 'Authenticator app', or 'Text message to •••• 0100' (`remove`: its Remove buttons' name). */
function useRowWords(row: FactorRow) {
  const { t, rich } = useMessages();
  return row.kind === 'totp'
    ? { name: t('secondFactors.app'), remove: t('secondFactors.removeApp'), confirm: t('secondFactors.confirmApp') }
    : {
        name: rich('secondFactors.phone', { number: row.display }),
        remove: rich('secondFactors.removePhone', { number: row.display }),
        confirm: rich('secondFactors.confirmPhone', { number: row.display }),
      };
}

function FactorListRow({
  row,
  state,
  isBusy,
  onRemove,
}: {
  row: FactorRow;
  state: 'idle' | 'removing' | 'locked';
  isBusy: boolean;
  onRemove(): void;
}) {
  const { t } = useMessages();
  const words = useRowWords(row);
  const removeName = nameOf(words.remove, useId());
  return (
    <li
      data-slot="second-factor-row"
      data-factor-kind={row.kind}
      data-state={state}
      className="pt:flex pt:min-h-12 pt:flex-wrap pt:items-center pt:gap-x-3 pt:gap-y-1 pt:rounded-input pt:border pt:border-outline pt:px-3 pt:py-2 pt:data-[state=removing]:border-error"
    >
      <span data-slot="second-factor-name" className="pt:min-w-0 pt:flex-[1_1_10rem] pt:text-body pt:break-words pt:text-primary">
        {words.name}
      </span>
      {state === 'idle' && removeName.label}
      {state === 'idle' && (
        // The lighter destructive style of a list's row; the confirmation it opens is the filled one.
        <Button
          variant="destructive-outline"
          size="compact"
          data-action="remove"
          data-factor-id={row.factor.id}
          {...removeName.props}
          isDisabled={isBusy}
          onClick={onRemove}
        >
          {t('secondFactors.remove')}
        </Button>
      )}
    </li>
  );
}

/** 'Remove …?' with 'Remove' (focused: Enter removes) and 'Cancel' (or Escape). */
function RemoveConfirmation({
  row,
  isRemoving,
  onConfirm,
  onCancel,
}: {
  row: FactorRow;
  isRemoving: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useMessages();
  const words = useRowWords(row);
  const questionId = useId();
  const removeName = nameOf(words.remove, useId());
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    confirmRef.current?.focus();
  }, []);

  // Escape cancels this confirmation only, not a dialog the host may have put the widget in.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || isRemoving) return;
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  };

  return (
    // The keys reach it from its buttons (Escape bubbles up from them); it is not a control itself.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div data-slot="second-factor-remove-confirmation" className="pt:flex pt:flex-col pt:gap-stack" onKeyDown={onKeyDown}>
      <Alert id={questionId}>
        <span className="pt:flex pt:flex-col pt:gap-tight">
          <strong className="pt:font-semibold">{words.confirm}</strong>
          <span>{t('secondFactors.confirmText')}</span>
        </span>
      </Alert>
      <div className="pt:flex pt:flex-wrap pt:gap-stack">
        {removeName.label}
        <Button
          ref={confirmRef}
          size="sm"
          variant="destructive"
          data-action="confirm-remove"
          className="pt:flex-auto"
          {...removeName.props}
          aria-describedby={questionId}
          isLoading={isRemoving}
          onClick={onConfirm}
        >
          {t('secondFactors.remove')}
        </Button>
        <Button size="sm" variant="secondary" className="pt:flex-auto" isDisabled={isRemoving} onClick={onCancel}>
          {t('secondFactors.cancel')}
        </Button>
      </div>
    </div>
  );
}

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
  const mfaRef = manager.mfaRef;
  return (
    <div data-slot="second-factors-change" className="pt:flex pt:flex-col pt:gap-group">
      {manager.status === 'steppingUp' && (
        <Alert variant="info" data-slot="second-factors-step-up">
          {t('secondFactors.stepUp')}
        </Alert>
      )}
      <Suspense fallback={<ScreenLoading />}>
        {mfaRef ? <MfaScreen key={mfaRef.id} actorRef={mfaRef} /> : <ScreenLoading />}
      </Suspense>
      {mfaRef && <CancelChange key={mfaRef.id} actorRef={mfaRef} onCancel={manager.cancel} />}
    </div>
  );
}

/** 'Cancel', until the change is made: not once the new recovery codes are shown (the app is set up by then). */
function CancelChange({ actorRef, onCancel }: { actorRef: MfaActorRef; onCancel(): void }) {
  const { t } = useMessages();
  const { screen } = useMfa({ actorRef });
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
    <div data-slot="second-factors-load-failed" className="pt:flex pt:flex-col pt:gap-stack">
      <Alert>{manager.error ? <MessageText text={errorText(manager.error)} /> : t('error.unknown_error')}</Alert>
      <Button onClick={manager.retry}>{t('secondFactors.retry')}</Button>
    </div>
  );
}
