import { useDeleteAccount, type UseDeleteAccountOptions, type UseDeleteAccountResult } from '@portico/core/react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MessagesSection, useMessages } from '../../messages';
import { enAccount } from '../../messages/en-account';
import { enAccountAccess } from '../../messages/en-account-access';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { Field, FieldError, FieldLabel } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { AccountSection, isLoadStatus, SectionError, SectionLoad, SectionStepUp } from '../../widgets/account-widget/parts';
import { AS_WIDE_AS_ITS_WORDS } from '../../widgets/account-widget/parts/as-wide-as-its-words';

export type DeleteAccountSectionProps = UseDeleteAccountOptions;

/**
 * Delete account: what deleting does, a field where the user types what the label asks (their
 * email address, else their phone number, wallet or user id: `confirmationText`), and 'Delete
 * account', which can be pressed once it matches; the step-up the host's server may ask for; then
 * the end: the account deleted, the page signed out. A failure keeps what was typed. On the
 * account root's `deleteAccountRef` (which then ends signed out), or alone with the hook's
 * options and the host's `backend`.
 */
export function DeleteAccountSection(props: DeleteAccountSectionProps) {
  const view = useDeleteAccount(props);
  return (
    <MessagesSection english={enAccount}>
      <MessagesSection english={enAccountAccess}>
        <DeleteAccountContent view={view} />
      </MessagesSection>
    </MessagesSection>
  );
}

function DeleteAccountContent({ view }: { view: UseDeleteAccountResult }) {
  const { t } = useMessages();
  return (
    <AccountSection name="deleteAccount" title={t('deleteAccount.title')} description={t('deleteAccount.text')} busy={view.isPending}>
      {isLoadStatus(view.status) ? (
        <SectionLoad status={view.status} error={view.error} onRetry={view.retry} />
      ) : view.status === 'deleted' ? (
        <Deleted />
      ) : view.stepUpRef ? (
        <SectionStepUp view={view} />
      ) : (
        <DeleteForm view={view} />
      )}
    </AccountSection>
  );
}

/** The end: said, and focused (the form the focus was in is gone). */
function Deleted() {
  const { t } = useMessages();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert ref={ref} variant="info" tabIndex={-1} data-slot="delete-account-deleted" className="pt:outline-none">
      {t('deleteAccount.deleted')}
    </Alert>
  );
}

/** The autofill token of what the user is asked to type: their email address or phone number (else none). */
function autofillFor(text: string): { autoComplete?: 'email' | 'tel' } {
  if (text.includes('@')) return { autoComplete: 'email' };
  if (/^\+\d+$/.test(text)) return { autoComplete: 'tel' };
  return {};
}

function DeleteForm({ view }: { view: UseDeleteAccountResult }) {
  const { t, rich } = useMessages();
  const inputId = useId();
  const errorId = useId();
  // Enter with words that do not match says so at the field (the button cannot be pressed yet).
  const [mismatch, setMismatch] = useState(false);
  const isDeleting = view.status === 'deleting';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (view.canDelete) view.deleteAccount();
    else setMismatch(true);
  };
  // The button is inert until the words match, and an inert button does not submit: Enter in the
  // field is read here.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || view.canDelete) return;
    event.preventDefault();
    if (!isDeleting) setMismatch(true);
  };

  return (
    // `method="dialog"`: a submission before React has hydrated does nothing (nothing typed goes to the URL).
    <form noValidate method="dialog" onSubmit={onSubmit} data-slot="delete-account-form" className="pt:flex pt:flex-col pt:gap-stack">
      <Field>
        <FieldLabel htmlFor={inputId}>{rich('deleteAccount.confirmLabel', { text: view.confirmationText })}</FieldLabel>
        <Input
          id={inputId}
          name="delete-account-confirmation"
          // The words are the user's own address: their browser may offer it (WCAG 3.3.8: no
          // transcribing needed; pasting works too).
          {...autofillFor(view.confirmationText)}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          dir="auto"
          value={view.typed}
          readOnly={isDeleting}
          onChange={(event) => {
            setMismatch(false);
            view.setConfirmation(event.target.value);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={mismatch || undefined}
          aria-describedby={errorId}
        />
        <FieldError id={errorId}>{mismatch && rich('deleteAccount.mismatch', { text: view.confirmationText })}</FieldError>
      </Field>
      <SectionError error={view.error} />
      <Button
        type="submit"
        variant="destructive"
        className="pt:self-start"
        style={AS_WIDE_AS_ITS_WORDS}
        data-action="delete-account"
        data-return-focus=""
        isDisabled={!view.canDelete}
        isLoading={isDeleting}
      >
        {t('deleteAccount.submit')}
      </Button>
    </form>
  );
}
