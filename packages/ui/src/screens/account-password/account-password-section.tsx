import {
  useAccountPassword,
  useBootstrap,
  usePasswordStrength,
  type PasswordStrengthActorRef,
  type UseAccountPasswordOptions,
  type UseAccountPasswordResult,
} from '@portico/core/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MessageText, MessagesSection, useMessages, type MessageKey } from '../../messages';
import { enAccount } from '../../messages/en-account';
import { Button } from '../../primitives/button';
import { Field, FieldError, FieldLabel } from '../../primitives/field';
import { PasswordInput } from '../../primitives/password-input';
import { AccountSection } from '../../widgets/account-widget/parts/account-section';
import { SectionError } from '../../widgets/account-widget/parts/section-error';
import { isLoadStatus, SectionLoad } from '../../widgets/account-widget/parts/section-load';
import { SectionStepUp } from '../../widgets/account-widget/parts/section-step-up';
import { PasswordFeedback, passwordRulesFor } from '../password/password-feedback';

/** The account root's `passwordRef`, or (used alone) the hook's options: the section loads the user itself. */
export type AccountPasswordSectionProps = UseAccountPasswordOptions;

const DONE: Record<NonNullable<UseAccountPasswordResult['done']>, MessageKey> = {
  set: 'accountPassword.done.set',
  changed: 'accountPassword.done.changed',
};

/**
 * The account's password: 'Set a password' when the user has none, else 'Change password' with
 * the current one (its show/hide toggle) or, with 'I do not know my current password', by the
 * session (a step-up may be asked first). The new password has the password screens' strength
 * meter and breach warning; password managers get the username (a hidden `autocomplete="username"`
 * field with the address the password goes with) and `current-password` / `new-password`. A
 * failure is said at the field it is about, and what was typed stays.
 */
export function AccountPasswordSection(props: AccountPasswordSectionProps) {
  return (
    <MessagesSection english={enAccount}>
      <AccountPassword password={useAccountPassword(props)} />
    </MessagesSection>
  );
}

function AccountPassword({ password }: { password: UseAccountPasswordResult }) {
  const { t } = useMessages();
  const status = password.status;
  return (
    <AccountSection
      name="password"
      title={t('accountPassword.title')}
      description={t(password.hasPassword ? 'accountPassword.text.change' : 'accountPassword.text.set')}
      announcement={password.done ? t(DONE[password.done]) : null}
      busy={password.isPending}
    >
      {isLoadStatus(status) ? (
        <SectionLoad status={status} error={password.error} onRetry={password.retry} />
      ) : status === 'steppingUp' ? (
        <SectionStepUp view={password} />
      ) : (
        <PasswordForm password={password} />
      )}
    </AccountSection>
  );
}

type LocalError = 'accountPassword.currentRequired' | 'accountPassword.newRequired';

function PasswordForm({ password }: { password: UseAccountPasswordResult }) {
  const { t, errorText } = useMessages();
  const { passwordConfig } = useBootstrap();
  const ids = { current: useId(), currentError: useId(), next: useId(), nextError: useId(), feedback: useId(), username: useId() };
  const currentRef = useRef<HTMLInputElement>(null);
  const newRef = useRef<HTMLInputElement>(null);
  // 'Enter your current password.' / 'Enter a new password.': said when Save is pressed without it.
  const [missing, setMissing] = useState<{ current?: LocalError; next?: LocalError }>({});
  const saving = password.status === 'saving';
  const byCurrent = password.hasPassword && password.method === 'existingPassword';
  const currentError = password.fieldErrors.currentPassword ?? null;
  const newError = password.fieldErrors.newPassword ?? null;

  // A refusal moves the focus to the field it is about.
  useEffect(() => {
    if (currentError) currentRef.current?.focus();
    else if (newError) newRef.current?.focus();
  }, [currentError, newError]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const next = {
      ...(byCurrent && password.currentPassword === '' && { current: 'accountPassword.currentRequired' as const }),
      ...(password.newPassword === '' && { next: 'accountPassword.newRequired' as const }),
    };
    setMissing(next);
    if (next.current) currentRef.current?.focus();
    else if (next.next) newRef.current?.focus();
    else password.save();
  };

  const currentWords = missing.current ? t(missing.current) : currentError ? errorText(currentError) : '';
  const newWords = missing.next ? t(missing.next) : newError ? errorText(newError) : '';

  return (
    // `method="dialog"`: a submission before React has hydrated does nothing (no password in the URL).
    <form noValidate method="dialog" onSubmit={onSubmit} data-slot="account-password-form" className="pt:flex pt:flex-col pt:gap-stack">
      {/* The username this password goes with, for password managers (it saves the pair). */}
      {password.email && <input id={ids.username} type="text" name="username" autoComplete="username" value={password.email} readOnly hidden />}
      {byCurrent && (
        <Field>
          <FieldLabel htmlFor={ids.current}>{t('accountPassword.currentPassword')}</FieldLabel>
          <PasswordInput
            ref={currentRef}
            id={ids.current}
            name="current-password"
            autoComplete="current-password"
            showLabel={t('password.show')}
            hideLabel={t('password.hide')}
            value={password.currentPassword}
            readOnly={saving}
            onChange={(event) => {
              setMissing((now) => ({ ...now, current: undefined }));
              password.setCurrentPassword(event.target.value);
            }}
            aria-invalid={currentWords ? true : undefined}
            aria-describedby={ids.currentError}
          />
          <FieldError id={ids.currentError}>{currentWords && <MessageText text={currentWords} />}</FieldError>
          {password.canUseSession && (
            <Button type="button" variant="link" size="inline" className="pt:self-start" isDisabled={saving} onClick={password.useSession}>
              {t('accountPassword.forgotCurrent')}
            </Button>
          )}
        </Field>
      )}
      {password.hasPassword && password.method === 'session' && (
        <div data-slot="account-password-by-session" className="pt:flex pt:flex-col pt:gap-tight">
          <p className="pt:text-caption pt:text-secondary">{t('accountPassword.bySessionText')}</p>
          <Button type="button" variant="link" size="inline" className="pt:self-start" isDisabled={saving} onClick={password.useCurrentPassword}>
            {t('accountPassword.useCurrent')}
          </Button>
        </div>
      )}
      <Field>
        <FieldLabel htmlFor={ids.next}>{t('field.newPassword.label')}</FieldLabel>
        <PasswordInput
          ref={newRef}
          id={ids.next}
          name="new-password"
          autoComplete="new-password"
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
          passwordRules={passwordRulesFor(passwordConfig)}
          value={password.newPassword}
          readOnly={saving}
          onChange={(event) => {
            setMissing((now) => ({ ...now, next: undefined }));
            password.setNewPassword(event.target.value);
          }}
          aria-invalid={newWords ? true : undefined}
          aria-describedby={`${ids.nextError} ${ids.feedback}`}
        />
        <FieldError id={ids.nextError}>{newWords && <MessageText text={newWords} />}</FieldError>
        {password.strengthRef && <PasswordFeedback id={ids.feedback} actorRef={password.strengthRef} passwordConfig={passwordConfig} />}
      </Field>
      <SectionError error={password.error} />
      <div className="pt:flex pt:flex-wrap pt:gap-stack">
        {password.strengthRef ? (
          <SaveButton strengthRef={password.strengthRef} password={password} />
        ) : (
          <Button type="submit" size="sm" className="pt:flex-auto" data-return-focus="" isLoading={saving}>
            {t(password.hasPassword ? 'accountPassword.change' : 'accountPassword.set')}
          </Button>
        )}
        {(password.currentPassword !== '' || password.newPassword !== '' || password.method === 'session') && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="pt:flex-auto"
            isDisabled={saving}
            onClick={() => {
              setMissing({});
              password.cancel();
            }}
          >
            {t('account.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** Save ('Change password' / 'Set password'): busy while the strength of what was typed is being checked, and while saving. */
function SaveButton({ strengthRef, password }: { strengthRef: PasswordStrengthActorRef; password: UseAccountPasswordResult }) {
  const { t } = useMessages();
  const strength = usePasswordStrength({ actorRef: strengthRef });
  return (
    <Button
      type="submit"
      size="sm"
      className="pt:flex-auto"
      data-return-focus=""
      isLoading={password.status === 'saving'}
      // The server's answer about this exact password is awaited (spec: Continue waits for it).
      isDisabled={strength.status === 'checking'}
    >
      {t(password.hasPassword ? 'accountPassword.change' : 'accountPassword.set')}
    </Button>
  );
}
