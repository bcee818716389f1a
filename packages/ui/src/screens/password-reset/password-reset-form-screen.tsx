import type { BootstrapData } from '@portico/core';
import { usePasswordReset, type UsePasswordResetOptions } from '@portico/core/react';
import { useId, useState, type FormEvent } from 'react';
import { ScreenHeader } from '../../frame/screen-header';
import { MessageText, useMessages } from '../../messages';
import { Button } from '../../primitives/button';
import { Field, FieldError, FieldLabel } from '../../primitives/field';
import { PasswordInput } from '../../primitives/password-input';
import { Spinner } from '../../primitives/spinner';
import { PasswordFeedback, passwordRulesFor } from '../password/password-feedback';

export type PasswordResetFormScreenProps = UsePasswordResetOptions & {
  passwordConfig?: BootstrapData['passwordConfig'];
};

/**
 * PasswordResetForm (spec §2): 'Reset your password' with a new-password field checked for
 * strength, Continue, and 'Login without a password' (its error beneath it). A `login` link
 * instead shows 'Logging in...' while it logs in.
 */
export function PasswordResetFormScreen({ passwordConfig = null, ...options }: PasswordResetFormScreenProps) {
  const reset = usePasswordReset(options);
  const { t, errorText } = useMessages();
  const [password, setPassword] = useState('');
  const passwordId = useId();
  const errorId = useId();
  const feedbackId = useId();
  const loginErrorId = useId();

  if (reset.status === 'loggingIn') {
    return (
      <div data-slot="password-reset-form-screen" data-status="loggingIn" className="pt:flex pt:flex-col pt:items-center pt:gap-stack">
        <ScreenHeader title={t('password.reset.loggingIn')} />
        <Spinner className="pt:size-6 pt:text-secondary" />
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    reset.submitPassword(password);
  };
  const loggingIn = reset.status === 'loggingInWithoutPassword';
  // `method="dialog"`: server-rendered, this form can be submitted before React has hydrated it
  // (its scripts still loading). Outside a <dialog> such a submission does nothing, where the
  // default (a GET of the page) would reload it with what was typed in the URL.
  return (
    <div data-slot="password-reset-form-screen" data-status={reset.status} className="pt:flex pt:flex-col pt:gap-group">
      <ScreenHeader title={t('password.reset.title')} />
      <form noValidate method="dialog" onSubmit={onSubmit} className="pt:flex pt:flex-col pt:gap-stack">
        <Field>
          <FieldLabel htmlFor={passwordId}>{t('field.newPassword.label')}</FieldLabel>
          <PasswordInput
            id={passwordId}
            name="password"
            autoComplete="new-password"
            // The only thing to do on this page is to type the new password.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            required
            showLabel={t('password.show')}
            hideLabel={t('password.hide')}
            passwordRules={passwordRulesFor(passwordConfig)}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              reset.changePassword(event.target.value);
            }}
            aria-invalid={reset.error || reset.strengthError ? true : undefined}
            aria-describedby={`${errorId} ${feedbackId}`}
          />
          <FieldError id={errorId}>
            {(reset.error ?? reset.strengthError) && <MessageText text={errorText((reset.error ?? reset.strengthError)!)} />}
          </FieldError>
          {reset.strengthRef && <PasswordFeedback id={feedbackId} actorRef={reset.strengthRef} passwordConfig={passwordConfig} />}
        </Field>
        <Button type="submit" isLoading={reset.status === 'submitting'} isDisabled={!reset.canSubmit || loggingIn}>
          {t('login.submit')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          isLoading={loggingIn}
          isDisabled={reset.status === 'submitting'}
          onClick={reset.loginWithoutPassword}
          aria-describedby={loginErrorId}
        >
          {loggingIn ? t('password.reset.loggingIn') : t('password.loginWithoutPassword')}
        </Button>
        <FieldError id={loginErrorId}>{reset.loginError && <MessageText text={errorText(reset.loginError)} />}</FieldError>
      </form>
    </div>
  );
}
