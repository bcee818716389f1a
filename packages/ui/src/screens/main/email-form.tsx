import type { AuthError } from '@portico/core';
import type { UseLoginWidgetResult } from '@portico/core/react';
import { useId, useState, type FormEvent } from 'react';
import { MessageText, useMessages, type MessagesApi } from '../../messages';
import { Button } from '../../primitives/button';
import { Field, FieldError, FieldLabel } from '../../primitives/field';
import { Input } from '../../primitives/input';

/** The email OTP form says 'Invalid email address.' for a malformed address (spec §5). */
function emailOtpErrorText({ t, errorText }: MessagesApi, error: AuthError): string {
  if (error.type === 'invalid_email_format') return t('validation.invalidEmailAddress');
  if (error.type === 'email_required') return t('validation.emailRequired');
  return errorText(error);
}

export interface EmailOtpFormProps {
  login: Pick<UseLoginWidgetResult, 'submitEmail' | 'isPending' | 'error' | 'lastEmail'>;
}

export function EmailOtpForm({ login }: EmailOtpFormProps) {
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
    <form noValidate onSubmit={onSubmit} className="pt:flex pt:flex-col pt:gap-4" data-slot="email-otp-form">
      <Field>
        <FieldLabel htmlFor={inputId}>{t('field.email.label')}</FieldLabel>
        <Input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          placeholder={t('field.email.placeholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={login.error ? true : undefined}
          aria-describedby={errorId}
        />
        <FieldError id={errorId}>{login.error && <MessageText text={emailOtpErrorText(messages, login.error)} />}</FieldError>
      </Field>
      <Button type="submit" isLoading={login.isPending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
