import type { PhoneNumbersStatus, PhoneRow } from '@portico/core';
import {
  usePhoneInput,
  usePhoneNumbers,
  type PhoneInputActorRef,
  type UsePhoneNumbersOptions,
  type UsePhoneNumbersResult,
} from '@portico/core/react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { MessageText, MessagesSection, nameOf, useMessages, type MessageKey } from '../../messages';
import { enAccount } from '../../messages/en-account';
import { enMfa } from '../../messages/en-mfa';
import { Button } from '../../primitives/button';
import { PhoneNumberField } from '../main/phone-number-field';
import { AccountSection } from '../../widgets/account-widget/parts/account-section';
import { CodeEntry } from '../../widgets/account-widget/parts/code-entry';
import { ConfirmDialog } from '../../widgets/account-widget/parts/confirm-dialog';
import { ListRow, RowBadge, RowList } from '../../widgets/account-widget/parts/list-row';
import { SectionError } from '../../widgets/account-widget/parts/section-error';
import { isLoadStatus, SectionLoad } from '../../widgets/account-widget/parts/section-load';
import { SectionStepUp } from '../../widgets/account-widget/parts/section-step-up';
import { useConfirmOpen } from '../../widgets/account-widget/parts/use-confirm-open';
import { useRestoreFocus } from '../../widgets/account-widget/parts/use-restore-focus';

/** The account root's `phoneNumbersRef`, or (used alone) the hook's options: the section loads the user itself. */
export type PhoneNumbersSectionProps = UsePhoneNumbersOptions;

const DONE: Record<NonNullable<UsePhoneNumbersResult['done']>, MessageKey> = {
  added: 'phoneNumbers.done.added',
  removed: 'phoneNumbers.done.removed',
};

/**
 * The section's words, and the MFA screens' word for a number that is another user's
 * (`duplicate_phone_number`, met first when adding a phone as a second factor): one key, one text.
 */
const PHONE_WORDS = { ...enAccount, 'error.duplicate_phone_number': enMfa['error.duplicate_phone_number'] };

/** The statuses of a number being added: its field, the number being read, its code being sent, the code awaited. */
const ADDING = new Set<PhoneNumbersStatus>(['enteringNumber', 'readingNumber', 'sendingCode', 'awaitingCode']);

/**
 * The account's phone numbers, as the email addresses are: each in full (the user's own) with its
 * state and the one this session was texted at marked, 'Remove' after asking (never the last way
 * to log in), and 'Add a phone number': Main's phone field (country picker, formatting as typed),
 * then the texted 6-digit code, which adds it. Gated changes step up first; every change is announced.
 */
export function PhoneNumbersSection(props: PhoneNumbersSectionProps) {
  return (
    <MessagesSection english={PHONE_WORDS}>
      <PhoneNumbers phones={usePhoneNumbers(props)} />
    </MessagesSection>
  );
}

function PhoneNumbers({ phones }: { phones: UsePhoneNumbersResult }) {
  const { t, rich } = useMessages();
  const status = phones.status;
  const addRef = useRef<HTMLButtonElement>(null);
  const adding = ADDING.has(status) || (status === 'steppingUp' && phones.newPhoneNumber !== '');
  useRestoreFocus(adding, addRef);
  const confirmOpen = useConfirmOpen(status === 'confirmingRemoval', status === 'removing');
  const removing = phones.removing;

  return (
    <AccountSection
      name="phoneNumbers"
      title={t('phoneNumbers.title')}
      description={t('phoneNumbers.text')}
      announcement={phones.done ? t(DONE[phones.done]) : null}
      busy={phones.isPending}
    >
      {isLoadStatus(status) ? (
        <SectionLoad status={status} error={phones.error} onRetry={phones.retry} />
      ) : status === 'steppingUp' ? (
        <SectionStepUp view={phones} />
      ) : (
        <>
          {phones.phoneNumbers.length === 0 ? (
            <p data-slot="account-empty" className="pt:text-caption pt:text-secondary">
              {t('phoneNumbers.none')}
            </p>
          ) : (
            <RowList aria-label={t('phoneNumbers.title')}>
              {phones.phoneNumbers.map((row) => (
                <PhoneListRow
                  key={row.phoneId}
                  row={row}
                  pending={removing?.phoneId === row.phoneId && status === 'removing'}
                  canRemove={row.canRemove && !adding}
                  isBusy={phones.isPending}
                  onRemove={() => phones.remove(row.phoneId)}
                />
              ))}
            </RowList>
          )}
          {phones.phoneNumbers.length > 0 && !phones.phoneNumbers[0]!.canRemove && (
            <p data-slot="account-only-way" className="pt:text-caption pt:text-secondary">
              {t('account.onlyWay')}
            </p>
          )}
          {!ADDING.has(status) && <SectionError error={phones.error} />}
          {status === 'awaitingCode' && phones.codeRef ? (
            <CodeEntry key={phones.codeRef.id} codeRef={phones.codeRef} onEdit={phones.editPhone} editLabel={t('phoneNumbers.editPhone')} onCancel={phones.cancel} />
          ) : ADDING.has(status) && phones.phoneInputRef ? (
            <AddPhoneForm phones={phones} phoneInputRef={phones.phoneInputRef} />
          ) : (
            <Button ref={addRef} variant="secondary" size="sm" className="pt:self-start" isDisabled={phones.isPending} onClick={phones.add}>
              {t('phoneNumbers.add')}
            </Button>
          )}
          <ConfirmDialog
            open={confirmOpen && removing !== null}
            title={removing ? rich('phoneNumbers.confirmRemove', { number: removing.phoneNumber }) : ''}
            description={t('phoneNumbers.confirmRemoveText')}
            confirmLabel={t('account.remove')}
            isPending={status === 'removing'}
            onConfirm={phones.confirmRemove}
            onCancel={phones.cancel}
          />
        </>
      )}
    </AccountSection>
  );
}

function PhoneListRow({
  row,
  pending,
  canRemove,
  isBusy,
  onRemove,
}: {
  row: PhoneRow;
  pending: boolean;
  canRemove: boolean;
  isBusy: boolean;
  onRemove(): void;
}) {
  const { t, rich } = useMessages();
  const removeName = nameOf(rich('phoneNumbers.removeLabel', { number: row.phoneNumber }), useId());
  return (
    <ListRow
      data-phone-id={row.phoneId}
      state={pending ? 'pending' : 'idle'}
      // The user's own number, in full (E.164), written left to right whatever the page's direction.
      label={<bdi dir="ltr">{row.phoneNumber}</bdi>}
      badges={
        <>
          {row.verified ? <RowBadge tone="success">{t('phoneNumbers.verified')}</RowBadge> : <RowBadge>{t('phoneNumbers.unverified')}</RowBadge>}
          {row.signsIn && <RowBadge>{t('phoneNumbers.signsIn')}</RowBadge>}
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

/**
 * The new number in Main's phone field (its country picker, reformatted as typed: the view's
 * `phoneInputRef`), 'Send code' and 'Cancel'; what is wrong with it is said under the field.
 */
function AddPhoneForm({ phones, phoneInputRef }: { phones: UsePhoneNumbersResult; phoneInputRef: PhoneInputActorRef }) {
  const { t, errorText } = useMessages();
  const phone = usePhoneInput({ actorRef: phoneInputRef });
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = phones.status === 'sendingCode' || phones.status === 'readingNumber';
  const fieldError = phones.fieldErrors.phoneNumber ?? null;
  useEffect(() => {
    if (fieldError) inputRef.current?.focus();
  }, [fieldError]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) phones.submitPhone();
  };
  return (
    <form noValidate method="dialog" onSubmit={onSubmit} data-slot="account-add-phone" className="pt:flex pt:flex-col pt:gap-stack">
      <PhoneNumberField
        ref={inputRef}
        id={inputId}
        errorId={errorId}
        label={t('phoneNumbers.newPhone')}
        phone={phone}
        error={fieldError && <MessageText text={errorText(fieldError)} />}
        // The user pressed 'Add a phone number' to type it.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        readOnly={busy}
      />
      <SectionError error={phones.error} />
      <div className="pt:flex pt:flex-wrap pt:gap-stack">
        <Button type="submit" size="sm" className="pt:flex-auto" data-return-focus="" isLoading={busy}>
          {t('account.sendCode')}
        </Button>
        <Button type="button" variant="ghost" size="sm" className="pt:flex-auto" isDisabled={busy} onClick={phones.cancel}>
          {t('account.cancel')}
        </Button>
      </div>
    </form>
  );
}
