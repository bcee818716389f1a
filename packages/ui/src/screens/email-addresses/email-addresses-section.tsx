import type { EmailAddressesStatus, EmailRow } from '@portico/core';
import { useEmailAddresses, type UseEmailAddressesOptions, type UseEmailAddressesResult } from '@portico/core/react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { MessageText, MessagesSection, nameOf, useMessages, type MessageKey } from '../../messages';
import { enAccount } from '../../messages/en-account';
import { Button } from '../../primitives/button';
import { Field, FieldError, FieldLabel } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { AccountSection } from '../../widgets/account-widget/parts/account-section';
import { CodeEntry } from '../../widgets/account-widget/parts/code-entry';
import { ConfirmDialog } from '../../widgets/account-widget/parts/confirm-dialog';
import { ListRow, RowBadge, RowList } from '../../widgets/account-widget/parts/list-row';
import { SectionError } from '../../widgets/account-widget/parts/section-error';
import { isLoadStatus, SectionLoad } from '../../widgets/account-widget/parts/section-load';
import { SectionStepUp } from '../../widgets/account-widget/parts/section-step-up';
import { useConfirmOpen } from '../../widgets/account-widget/parts/use-confirm-open';
import { useRestoreFocus } from '../../widgets/account-widget/parts/use-restore-focus';

/** The account root's `emailAddressesRef`, or (used alone) the hook's options: the section loads the user itself. */
export type EmailAddressesSectionProps = UseEmailAddressesOptions;

const DONE: Record<NonNullable<UseEmailAddressesResult['done']>, MessageKey> = {
  added: 'emailAddresses.done.added',
  removed: 'emailAddresses.done.removed',
};

/** The statuses of an address being added: its field, its code being sent, the code awaited. */
const ADDING = new Set<EmailAddressesStatus>(['enteringAddress', 'sendingCode', 'awaitingCode']);

/**
 * The account's email addresses: each with 'Verified' (or 'Not verified') and the one the user logs
 * in with marked, 'Remove' after asking (never the last way to log in), and 'Add an email address':
 * the address, then the 6-digit code sent to it (the passcode screen's parts), which adds it. A
 * change Stytch gates asks for a second factor first (`SectionStepUp`); every change is announced.
 */
export function EmailAddressesSection(props: EmailAddressesSectionProps) {
  return (
    <MessagesSection english={enAccount}>
      <EmailAddresses emails={useEmailAddresses(props)} />
    </MessagesSection>
  );
}

function EmailAddresses({ emails }: { emails: UseEmailAddressesResult }) {
  const { t, rich } = useMessages();
  const status = emails.status;
  const addRef = useRef<HTMLButtonElement>(null);
  const adding = ADDING.has(status) || (status === 'steppingUp' && emails.newEmail !== '');
  useRestoreFocus(adding, addRef);
  const confirmOpen = useConfirmOpen(status === 'confirmingRemoval', status === 'removing');
  const removing = emails.removing;

  return (
    <AccountSection
      name="emailAddresses"
      title={t('emailAddresses.title')}
      description={t('emailAddresses.text')}
      announcement={emails.done ? t(DONE[emails.done]) : null}
      busy={emails.isPending}
    >
      {isLoadStatus(status) ? (
        <SectionLoad status={status} error={emails.error} onRetry={emails.retry} />
      ) : status === 'steppingUp' ? (
        <SectionStepUp view={emails} />
      ) : (
        <>
          {emails.emails.length === 0 ? (
            <p data-slot="account-empty" className="pt:text-caption pt:text-secondary">
              {t('emailAddresses.none')}
            </p>
          ) : (
            <RowList aria-label={t('emailAddresses.title')}>
              {emails.emails.map((row) => (
                <EmailListRow
                  key={row.emailId}
                  row={row}
                  pending={removing?.emailId === row.emailId && status === 'removing'}
                  canRemove={row.canRemove && !adding}
                  isBusy={emails.isPending}
                  onRemove={() => emails.remove(row.emailId)}
                />
              ))}
            </RowList>
          )}
          {emails.emails.length > 0 && !emails.emails[0]!.canRemove && (
            <p data-slot="account-only-way" className="pt:text-caption pt:text-secondary">
              {t('account.onlyWay')}
            </p>
          )}
          {!ADDING.has(status) && <SectionError error={emails.error} />}
          {status === 'awaitingCode' && emails.codeRef ? (
            <CodeEntry key={emails.codeRef.id} codeRef={emails.codeRef} onEdit={emails.editEmail} editLabel={t('emailAddresses.editEmail')} onCancel={emails.cancel} />
          ) : ADDING.has(status) ? (
            <AddEmailForm emails={emails} />
          ) : (
            <Button ref={addRef} variant="secondary" size="sm" className="pt:self-start" isDisabled={emails.isPending} onClick={emails.add}>
              {t('emailAddresses.add')}
            </Button>
          )}
          <ConfirmDialog
            open={confirmOpen && removing !== null}
            title={removing ? rich('emailAddresses.confirmRemove', { email: removing.email }) : ''}
            description={t('emailAddresses.confirmRemoveText')}
            confirmLabel={t('account.remove')}
            isPending={status === 'removing'}
            onConfirm={emails.confirmRemove}
            onCancel={emails.cancel}
          />
        </>
      )}
    </AccountSection>
  );
}

function EmailListRow({
  row,
  pending,
  canRemove,
  isBusy,
  onRemove,
}: {
  row: EmailRow;
  pending: boolean;
  canRemove: boolean;
  isBusy: boolean;
  onRemove(): void;
}) {
  const { t, rich } = useMessages();
  const removeName = nameOf(rich('emailAddresses.removeLabel', { email: row.email }), useId());
  return (
    <ListRow
      data-email-id={row.emailId}
      state={pending ? 'pending' : 'idle'}
      // An address is written left to right whatever the page's direction.
      label={<bdi>{row.email}</bdi>}
      badges={
        <>
          {row.verified ? <RowBadge tone="success">{t('emailAddresses.verified')}</RowBadge> : <RowBadge>{t('emailAddresses.unverified')}</RowBadge>}
          {row.signsIn && <RowBadge>{t('emailAddresses.signsIn')}</RowBadge>}
        </>
      }
      actions={
        canRemove && (
          <>
            {removeName.label}
            <Button variant="destructive-outline" size="compact" data-action="remove" {...removeName.props} isDisabled={isBusy} onClick={onRemove}>
              {t('account.remove')}
            </Button>
          </>
        )
      }
    />
  );
}

/** The new address, 'Send code' and 'Cancel'; what is wrong with it is said under the field, which then has the focus. */
function AddEmailForm({ emails }: { emails: UseEmailAddressesResult }) {
  const { t, errorText } = useMessages();
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const sending = emails.status === 'sendingCode';
  const fieldError = emails.fieldErrors.email ?? null;
  useEffect(() => {
    if (fieldError) inputRef.current?.focus();
  }, [fieldError]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) emails.submitEmail();
  };
  return (
    <form noValidate method="dialog" onSubmit={onSubmit} data-slot="account-add-email" className="pt:flex pt:flex-col pt:gap-stack">
      <Field>
        <FieldLabel htmlFor={inputId}>{t('emailAddresses.newEmail')}</FieldLabel>
        <Input
          ref={inputRef}
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          autoCapitalize="none"
          dir="ltr"
          // The user pressed 'Add an email address' to type it.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          required
          value={emails.newEmail}
          readOnly={sending}
          onChange={(event) => emails.setEmail(event.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={errorId}
        />
        <FieldError id={errorId}>{fieldError && <MessageText text={errorText(fieldError)} />}</FieldError>
      </Field>
      <SectionError error={emails.error} />
      <div className="pt:flex pt:flex-wrap pt:gap-stack">
        <Button type="submit" size="sm" className="pt:flex-auto" data-return-focus="" isLoading={sending}>
          {t('account.sendCode')}
        </Button>
        <Button type="button" variant="ghost" size="sm" className="pt:flex-auto" isDisabled={sending} onClick={emails.cancel}>
          {t('account.cancel')}
        </Button>
      </div>
    </form>
  );
}
