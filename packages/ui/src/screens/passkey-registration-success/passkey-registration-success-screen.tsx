import type { AuthError, Passkey, PasskeyRegistrationSuccessStatus } from '@portico/core';
import {
  usePasskeyRegistrationStart,
  usePasskeyRegistrationSuccess,
  type PasskeyRegistrationStartActorRef,
  type PasskeyRegistrationSuccessActorRef,
  type UsePasskeyRegistrationSuccessResult,
} from '@portico/core/react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { ScreenHeader } from '../../frame/screen-header';
import { cn } from '../../lib/cn';
import { HiddenLabel, MessageText, useMessages } from '../../messages';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { Field, FieldError, FieldLabel } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { Spinner } from '../../primitives/spinner';
import { enPasskeys } from '../../messages/en-passkeys';
import { MessagesSection } from '../../messages/messages-section';
import { ScreenLoading } from '../../widgets/login-widget/screen-loading';
import { PasskeyRegistrationStartScreen } from '../passkey-registration-start/passkey-registration-start-screen';
import { SuccessScreen } from '../success/success-screen';

export interface PasskeyRegistrationSuccessScreenProps {
  /** The passkey-registration mode's actor (`usePasskeyRegistrationSuccess().actorRef`). */
  actorRef: PasskeyRegistrationSuccessActorRef;
  /**
   * Inside a section of another page (the account's 'Passkeys'): the section gives the title and
   * the button that adds a passkey, and there is nothing to finish ('Done').
   */
  inSection?: boolean;
}

/** Which control of a row opened it: focus goes back there when the row closes. */
type RowControl = 'rename' | 'delete';

/**
 * PasskeyRegistrationSuccess (spec §2, §4): 'Passkey successfully created!' (or 'Your Passkeys'
 * after a skip) and the 'Existing Passkeys' list. One row at a time is renamed inline or deleted
 * after the warning; while a row is open the other rows' controls, 'Set up another Passkey' and
 * 'Done' are hidden.
 */
export function PasskeyRegistrationSuccessScreen(props: PasskeyRegistrationSuccessScreenProps) {
  return (
    <MessagesSection english={enPasskeys}>
      <PasskeyRegistrationSuccessContent {...props} />
    </MessagesSection>
  );
}

/** PasskeyRegistrationSuccessScreen's content, under its words. */
function PasskeyRegistrationSuccessContent({ actorRef, inSection = false }: PasskeyRegistrationSuccessScreenProps) {
  const manager = usePasskeyRegistrationSuccess({ actorRef });
  const { t } = useMessages();
  const listTitleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const listTitleRef = useRef<HTMLHeadingElement>(null);
  const openedWith = useRef<{ id: string; control: RowControl } | null>(null);
  const previousRow = useRef(manager.row);
  const isRefreshing = manager.isPending && !manager.isSaving;
  const openRow = manager.row;
  const deletingPasskey =
    openRow?.mode === 'deleting' ? manager.passkeys.find((passkey) => passkey.webauthnRegistrationId === openRow.id) : undefined;

  // A row that closes (saved, cancelled, deleted, failed) gives focus back to the control that
  // opened it, or to the list's title when that row is gone.
  useEffect(() => {
    const closed = previousRow.current !== null && manager.row === null;
    previousRow.current = manager.row;
    if (!closed) return;
    const origin = openedWith.current;
    openedWith.current = null;
    const row = Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[data-slot="passkey-row"]') ?? []).find(
      (element) => element.dataset.passkeyId === origin?.id,
    );
    const control = row?.querySelector<HTMLElement>(`[data-action="${origin?.control ?? 'rename'}"]`);
    (control ?? listTitleRef.current)?.focus();
  }, [manager.row]);

  const open = (id: string, control: RowControl) => {
    openedWith.current = { id, control };
    if (control === 'rename') manager.edit(id);
    else manager.remove(id);
  };

  return (
    <div
      ref={rootRef}
      data-slot="passkey-registration-success-screen"
      data-created={manager.created || undefined}
      className="pt:flex pt:flex-col pt:gap-group"
    >
      {!inSection && <ScreenHeader title={t(manager.created ? 'passkey.created' : 'passkey.manage.title')} />}
      <section data-slot="passkey-list-section" aria-labelledby={listTitleId} className="pt:flex pt:flex-col pt:gap-stack">
        <h3
          ref={listTitleRef}
          id={listTitleId}
          data-slot="passkey-list-title"
          tabIndex={-1}
          className="pt:text-body pt:font-semibold pt:text-primary pt:outline-none"
        >
          {t('passkey.existing')}
        </h3>
        {isRefreshing ? (
          <p data-slot="passkey-list-loading" role="status" className="pt:flex pt:items-center pt:gap-2 pt:text-caption pt:text-secondary">
            <Spinner />
            {t('common.loading')}
          </p>
        ) : manager.passkeys.length === 0 ? (
          <p data-slot="passkey-list-empty" className="pt:text-body pt:text-secondary">
            {t('passkey.none')}
          </p>
        ) : (
          <ul data-slot="passkey-list" aria-labelledby={listTitleId} className="pt:flex pt:flex-col pt:gap-stack">
            {manager.passkeys.map((passkey) => (
              <PasskeyListRow
                key={passkey.webauthnRegistrationId}
                passkey={passkey}
                manager={manager}
                onOpen={(control) => open(passkey.webauthnRegistrationId, control)}
              />
            ))}
          </ul>
        )}
      </section>
      {deletingPasskey && (
        <DeleteConfirmation
          passkey={deletingPasskey}
          isDeleting={manager.isSaving}
          onConfirm={manager.confirmDelete}
          onCancel={manager.cancelRow}
        />
      )}
      {!openRow && !inSection && (
        <div data-slot="passkey-registration-success-actions" className="pt:flex pt:flex-col pt:gap-stack">
          <Button isDisabled={isRefreshing} onClick={manager.setupAnother}>
            {t('passkey.setupAnother')}
          </Button>
          <Button variant="ghost" isDisabled={isRefreshing} onClick={manager.done}>
            {t('passkey.done')}
          </Button>
        </div>
      )}
    </div>
  );
}

function PasskeyListRow({
  passkey,
  manager,
  onOpen,
}: {
  passkey: Passkey;
  manager: UsePasskeyRegistrationSuccessResult;
  onOpen(control: RowControl): void;
}) {
  const { t, rich } = useMessages();
  const renameLabelId = useId();
  const deleteLabelId = useId();
  const { row } = manager;
  const isThisRow = row?.id === passkey.webauthnRegistrationId;
  const state = isThisRow ? row.mode : row ? 'locked' : 'idle';
  const name = passkey.name;
  return (
    <li
      data-slot="passkey-row"
      data-passkey-id={passkey.webauthnRegistrationId}
      data-state={state}
      className={cn(
        'pt:flex pt:min-h-12 pt:flex-col pt:justify-center pt:gap-2 pt:rounded-input pt:border pt:border-outline pt:px-3 pt:py-2',
        'pt:data-[state=deleting]:border-error',
      )}
    >
      {state === 'editing' ? (
        <RenameForm
          name={name}
          error={manager.error}
          isSaving={manager.isSaving}
          onRename={manager.rename}
          onCancel={manager.cancelRow}
        />
      ) : (
        // The actions wrap below the name when both do not fit (a narrow widget, longer words): a
        // squeezed name would break mid-word.
        <div data-slot="passkey-row-content" className="pt:flex pt:flex-wrap pt:items-center pt:gap-x-3 pt:gap-y-1">
          {/* The name is the server's (the user's) text: always rendered as text. */}
          <span data-slot="passkey-name" className="pt:min-w-0 pt:flex-[1_1_10rem] pt:text-body pt:break-words pt:text-primary">
            {name}
          </span>
          {state === 'idle' && (
            <span data-slot="passkey-row-actions" className="pt:flex pt:shrink-0 pt:gap-field">
              <HiddenLabel id={renameLabelId}>{rich('passkey.renameLabel', { name })}</HiddenLabel>
              <Button variant="secondary" size="compact" data-action="rename" aria-labelledby={renameLabelId} onClick={() => onOpen('rename')}>
                {t('passkey.rename')}
              </Button>
              <HiddenLabel id={deleteLabelId}>{rich('passkey.deleteLabel', { name })}</HiddenLabel>
              <Button variant="destructive-outline" size="compact" data-action="delete" aria-labelledby={deleteLabelId} onClick={() => onOpen('delete')}>
                {t('passkey.delete')}
              </Button>
            </span>
          )}
        </div>
      )}
    </li>
  );
}

function RenameForm({
  name,
  error,
  isSaving,
  onRename,
  onCancel,
}: {
  name: string;
  error: AuthError | null;
  isSaving: boolean;
  onRename(name: string): void;
  onCancel(): void;
}) {
  const { t, errorText } = useMessages();
  const [value, setValue] = useState(name);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  // The user asked to rename this passkey: the field takes focus, its name selected to retype.
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSaving) onRename(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    // Escape closes this row only, not a dialog the host may have put the widget in.
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  };

  return (
    <form noValidate onSubmit={onSubmit} data-slot="passkey-rename-form" className="pt:flex pt:flex-col pt:gap-stack">
      <Field>
        <FieldLabel htmlFor={inputId} className="pt:sr-only">
          {t('passkey.nameLabel')}
        </FieldLabel>
        <Input
          ref={inputRef}
          id={inputId}
          name="passkey-name"
          autoComplete="off"
          value={value}
          readOnly={isSaving}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
        <FieldError id={errorId}>{error && <MessageText text={errorText(error)} />}</FieldError>
      </Field>
      {/* Side by side, each as wide as its words at least; they wrap rather than break a word. */}
      <div data-slot="passkey-rename-actions" className="pt:flex pt:flex-wrap pt:gap-stack">
        <Button type="submit" size="sm" className="pt:flex-auto" isLoading={isSaving}>
          {t('passkey.save')}
        </Button>
        <Button type="button" size="sm" variant="secondary" className="pt:flex-auto" isDisabled={isSaving} onClick={onCancel}>
          {t('passkey.cancel')}
        </Button>
      </div>
    </form>
  );
}

function DeleteConfirmation({
  passkey,
  isDeleting,
  onConfirm,
  onCancel,
}: {
  passkey: Passkey;
  isDeleting: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t, rich } = useMessages();
  const warningId = useId();
  const labelId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);

  // Focus goes to the confirmation (its warning is read with it): Enter deletes, Tab reaches Cancel.
  useEffect(() => {
    confirmRef.current?.focus();
  }, []);

  // Escape cancels, as it closes a rename: the focus goes back to the row's Delete.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || isDeleting) return;
    // This confirmation only, not a dialog the host may have put the widget in.
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  };

  return (
    // The keys reach it from its buttons (Escape bubbles up from them); it is not a control itself.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div data-slot="passkey-delete-confirmation" className="pt:flex pt:flex-col pt:gap-stack" onKeyDown={onKeyDown}>
      <Alert id={warningId}>
        {t('passkey.deleteWarning')}
      </Alert>
      <div data-slot="passkey-delete-actions" className="pt:flex pt:gap-stack">
        <HiddenLabel id={labelId}>{rich('passkey.deleteLabel', { name: passkey.name })}</HiddenLabel>
        <Button
          ref={confirmRef}
          size="sm"
          variant="destructive"
          data-action="confirm-delete"
          className="pt:flex-1"
          aria-labelledby={labelId}
          aria-describedby={warningId}
          isLoading={isDeleting}
          onClick={onConfirm}
        >
          {t('passkey.delete')}
        </Button>
        <Button size="sm" variant="secondary" className="pt:flex-1" isDisabled={isDeleting} onClick={onCancel}>
          {t('passkey.cancel')}
        </Button>
      </div>
    </div>
  );
}

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
    <div data-slot="passkey-registration-step-up" className="pt:flex pt:flex-col pt:gap-group">
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
