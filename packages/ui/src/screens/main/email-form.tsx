import type { AuthError } from '@portico/core';
import type { UseLoginWidgetResult } from '@portico/core/react';
import { useId, useState, type FormEvent } from 'react';
import { MessageText, useMessages, type MessagesApi } from '../../messages';
import { Button } from '../../primitives/button';
import { Field, FieldError, FieldLabel } from '../../primitives/field';
import { Input } from '../../primitives/input';

/**
 * A malformed address reads 'Invalid email address.' on the email OTP form and 'Email format is
 * invalid.' on the magic-link and password forms (spec §5).
 */
function emailErrorText({ t, errorText }: MessagesApi, error: AuthError, form: EmailFormProps['login']['emailForm']): string {
  if (error.type === 'invalid_email_format' && form === 'otp') return t('validation.invalidEmailAddress');
  if (error.type === 'email_required') return t('validation.emailRequired');
  return errorText(error);
}

export interface EmailFormProps {
  login: Pick<UseLoginWidgetResult, 'submitEmail' | 'isPending' | 'error' | 'lastEmail' | 'emailForm'>;
}

/** Main's email form: sends a code or a link, or looks the user up for a password (config decides). */
export function EmailForm({ login }: EmailFormProps) {
  const messages = useMessages();
  const { t } = messages;
  const [email, setEmail] = useState(login.lastEmail);
  const inputId = useId();
  const errorId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    login.submitEmail(email);
  };
  return (
    <form noValidate onSubmit={onSubmit} className="pt:flex pt:flex-col pt:gap-4" data-slot="email-form" data-form={login.emailForm ?? undefined}>
      <Field>
        <FieldLabel htmlFor={inputId}>{t('field.email.label')}</FieldLabel>
        <Input
          id={inputId}
          type="email"
          name="email"
          // With passwords, this is the account's username: password managers fill both fields.
          autoComplete={login.emailForm === 'passwords' ? 'username' : 'email'}
          inputMode="email"
          spellCheck={false}
          required
          placeholder={t('field.email.placeholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={login.error ? true : undefined}
          aria-describedby={errorId}
        />
        <FieldError id={errorId}>{login.error && <MessageText text={emailErrorText(messages, login.error, login.emailForm)} />}</FieldError>
      </Field>
      <Button type="submit" isLoading={login.isPending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
