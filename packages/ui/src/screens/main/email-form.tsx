import type { AuthError } from '@portico/core';
import type { UseLoginFormResult } from '@portico/core/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { MessageText, useMessages, type MessagesApi } from '../../messages';
import { Button } from '../../primitives/button';
import { Field, FieldError, FieldLabel } from '../../primitives/field';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
import { Input } from '../../primitives/input';

/**
 * A malformed address reads 'Invalid email address.' on the email OTP form and 'Email format is
 * invalid.' on the magic-link and password forms (spec §5).
 */
function emailErrorText({ t, errorText }: MessagesApi, error: AuthError, form: UseLoginFormResult['emailForm']): string {
  if (error.type === 'invalid_email_format' && form === 'otp') return t('validation.invalidEmailAddress');
  if (error.type === 'email_required') return t('validation.emailRequired');
  return errorText(error);
}

export interface EmailFormProps {
  form: Pick<UseLoginFormResult, 'submitEmail' | 'isPending' | 'error' | 'email' | 'emailForm'>;
  /** Passkeys are offered in this field's autofill (spec §2): `autocomplete` gets `webauthn`. */
  passkeyAutofill?: boolean;
  /** Told of every change (the first paint hands what was typed to the screen that replaces it). */
  onEmailChange?(email: string): void;
}

/** Main's email form: sends a code or a link, or looks the user up for a password (config decides). */
export function EmailForm({ form, passkeyAutofill = false, onEmailChange }: EmailFormProps) {
  const messages = useMessages();
  const { t } = messages;
  const [email, setEmail] = useState(form.email);
  const input = useRef<HTMLInputElement>(null);
  const changeEmail = (next: string) => {
    setEmail(next);
    onEmailChange?.(next);
  };
  useTypedBeforeHydration(input, email, changeEmail);
  const inputId = useId();
  const errorId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.isPending) form.submitEmail(email);
  };
  // With passwords or passkeys, this is the account's username: password managers and the
  // browser's passkey autofill attach to it.
  const autoComplete = passkeyAutofill ? 'username webauthn' : form.emailForm === 'passwords' ? 'username' : 'email';
  // `method="dialog"`: server-rendered, this form can be submitted before React has hydrated it
  // (its scripts still loading). Outside a <dialog> such a submission does nothing, where the
  // default (a GET of the page) would reload it with what was typed in the URL.
  return (
    <form noValidate method="dialog" onSubmit={onSubmit} className="pt:flex pt:flex-col pt:gap-4" data-slot="email-form" data-form={form.emailForm ?? undefined}>
      <Field>
        <FieldLabel htmlFor={inputId}>{t('field.email.label')}</FieldLabel>
        <Input
          ref={input}
          id={inputId}
          type="email"
          name="email"
          autoComplete={autoComplete}
          inputMode="email"
          spellCheck={false}
          required
          placeholder={t('field.email.placeholder')}
          value={email}
          onChange={(event) => changeEmail(event.target.value)}
          aria-invalid={form.error ? true : undefined}
          aria-describedby={errorId}
        />
        <FieldError id={errorId}>{form.error && <MessageText text={emailErrorText(messages, form.error, form.emailForm)} />}</FieldError>
      </Field>
      <Button type="submit" isLoading={form.isPending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
