import type { BootstrapData } from '@portico/core';
import { usePassword, type UsePasswordOptions } from '@portico/core/react';
import { useId, useState, type FormEvent } from 'react';
import { ScreenHeader } from '../../frame/screen-header';
import { MessageText, useMessages } from '../../messages';
import { Button } from '../../primitives/button';
import { Divider } from '../../primitives/divider';
import { Field, FieldError, FieldLabel } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { PasswordInput } from '../../primitives/password-input';
import { PasswordFeedback, passwordRulesFor } from './password-feedback';

export type PasswordCreateOrLoginScreenProps = UsePasswordOptions & {
  /** The back arrow to Main. */
  onBack?: () => void;
  /** The project's LUDS numbers (bootstrap), for the create form's checklist and password rules. */
  passwordConfig?: BootstrapData['passwordConfig'];
};

/**
 * PasswordCreateOrLogin (spec §2): a user with a password gets the login form ('Log In', email
 * read-only, show/hide, 'Forgot Password?', Continue) and then the passwordless option; a new
 * user gets the passwordless option first, then the create form, whose Continue waits for the
 * server to accept the password.
 */
export function PasswordCreateOrLoginScreen({ onBack, passwordConfig = null, ...options }: PasswordCreateOrLoginScreenProps) {
  const flow = usePassword(options);
  const { t, errorText } = useMessages();
  const titleId = useId();
  const secondaryErrorId = useId();
  // Its own error beneath it (the password field is not what failed).
  const secondary = flow.secondary && (
    <div data-slot="password-secondary" className="pt:flex pt:flex-col pt:gap-field">
      <Button
        variant={flow.userType === 'new' ? 'primary' : 'secondary'}
        isLoading={flow.status === 'sendingSecondary'}
        onClick={flow.sendSecondary}
        aria-describedby={secondaryErrorId}
      >
        {t(flow.secondary === 'otp' ? 'password.emailLoginCode' : 'password.emailLoginLink')}
      </Button>
      <FieldError id={secondaryErrorId}>
        {flow.error && flow.errorSource === 'secondary' && <MessageText text={errorText(flow.error)} />}
      </FieldError>
    </div>
  );
  const isNew = flow.userType === 'new';
  return (
    <div data-slot="password-create-or-login-screen" data-user-type={flow.userType} className="pt:flex pt:flex-col pt:gap-group">
      <ScreenHeader title={t(isNew ? 'password.create.title' : 'password.login.title')} titleId={titleId} {...(onBack && { onBack })} />
      {isNew && secondary && (
        <>
          {secondary}
          <Divider>{t('login.divider')}</Divider>
        </>
      )}
      <PasswordForm flow={flow} passwordConfig={passwordConfig} titleId={titleId} />
      {!isNew && secondary && (
        <>
          <Divider>{t('login.divider')}</Divider>
          {secondary}
        </>
      )}
    </div>
  );
}

function PasswordForm({
  flow,
  passwordConfig,
  titleId,
}: {
  flow: ReturnType<typeof usePassword>;
  passwordConfig: BootstrapData['passwordConfig'];
  /** The screen's title: the focus lands in the password field, past it. */
  titleId: string;
}) {
  const { t, errorText } = useMessages();
  const [password, setPassword] = useState('');
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();
  const feedbackId = useId();
  const textId = useId();
  const forgotErrorId = useId();
  const isNew = flow.userType === 'new';
  // The password's own error (Continue, the strength check); 'Forgot Password?' and the
  // passwordless option show theirs beside them.
  const fieldError = (flow.errorSource === 'password' ? flow.error : null) ?? flow.strengthError;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    flow.submitPassword(password);
  };
  return (
    <form noValidate onSubmit={onSubmit} className="pt:flex pt:flex-col pt:gap-stack" data-slot="password-form">
      {isNew && (
        <p id={textId} className="pt:text-body pt:text-secondary">
          {t('password.create.text')}
        </p>
      )}
      <Field>
        <FieldLabel htmlFor={emailId}>{t('field.email.label')}</FieldLabel>
        <Input id={emailId} type="email" name="email" autoComplete="username" value={flow.email} readOnly />
      </Field>
      <Field>
        <FieldLabel htmlFor={passwordId}>{t('field.password.label')}</FieldLabel>
        <PasswordInput
          id={passwordId}
          name="password"
          autoComplete={isNew ? 'new-password' : 'current-password'}
          // The user chose to log in or sign up with a password: the field is where they type next.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          required
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
          {...(isNew && { passwordRules: passwordRulesFor(passwordConfig) })}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            flow.changePassword(event.target.value);
          }}
          aria-invalid={fieldError ? true : undefined}
          // The focus lands here on arrival, past the title ('Log In', 'Create an account' and its
          // text): they are read with the field, then its error and (creating) the feedback.
          aria-describedby={isNew ? `${titleId} ${textId} ${errorId} ${feedbackId}` : `${titleId} ${errorId}`}
        />
        <FieldError id={errorId}>{fieldError && <MessageText text={errorText(fieldError)} />}</FieldError>
        {isNew && flow.strengthRef && (
          <PasswordFeedback id={feedbackId} actorRef={flow.strengthRef} passwordConfig={passwordConfig} />
        )}
      </Field>
      {!isNew && (
        <div data-slot="password-forgot" className="pt:flex pt:flex-col pt:gap-field">
          <Button
            type="button"
            variant="link"
            size="inline"
            className="pt:self-start"
            isLoading={flow.status === 'resetting'}
            onClick={flow.forgotPassword}
            aria-describedby={forgotErrorId}
          >
            {t('password.forgotLink')}
          </Button>
          <FieldError id={forgotErrorId}>
            {flow.error && flow.errorSource === 'forgot' && <MessageText text={errorText(flow.error)} />}
          </FieldError>
        </div>
      )}
      <Button type="submit" isLoading={flow.status === 'submitting'} isDisabled={isNew && !flow.canSubmit}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
