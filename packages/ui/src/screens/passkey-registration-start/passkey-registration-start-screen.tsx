import { usePasskeyRegistrationStart, type UsePasskeyRegistrationStartOptions } from '@portico/core/react';
import { useId } from 'react';
import { ScreenHeader } from '../../frame/screen-header';
import { cn } from '../../lib/cn';
import { MessageText, useMessages } from '../../messages';
import { Button } from '../../primitives/button';
import { FieldError } from '../../primitives/field';
import { PasskeyIcon } from '../../primitives/icons';
import { enPasskeys } from '../../messages/en-passkeys';
import { MessagesSection } from '../../messages/messages-section';

/** The registration flow's actor (inside the passkey-registration widget), or standalone options. */
export type PasskeyRegistrationStartScreenProps = UsePasskeyRegistrationStartOptions;

/**
 * PasskeyRegistrationStart (spec §2): 'Set up a new Passkey', 'Create a Passkey' and 'Skip'. A
 * failed creation stays here with its message under the button (spec §8: the duplicate passkey,
 * or 'Your Passkey was not created…'), and both buttons stay available.
 */
export function PasskeyRegistrationStartScreen(props: PasskeyRegistrationStartScreenProps) {
  return (
    <MessagesSection english={enPasskeys}>
      <PasskeyRegistrationStartContent {...props} />
    </MessagesSection>
  );
}

/** PasskeyRegistrationStartScreen's content, under its words. */
function PasskeyRegistrationStartContent(props: PasskeyRegistrationStartScreenProps) {
  const registration = usePasskeyRegistrationStart(props);
  const { t, errorText } = useMessages();
  const errorId = useId();
  const isRegistering = registration.status === 'registering';
  const isFinished = registration.status === 'registered' || registration.status === 'skipped';
  const statusText =
    registration.status === 'registering'
      ? t('passkey.creating')
      : registration.status === 'registered'
        ? t('passkey.created')
        : '';
  return (
    <div data-slot="passkey-registration-start-screen" data-status={registration.status} className="pt:flex pt:flex-col pt:gap-group">
      <ScreenHeader title={t('passkey.registrationStart.title')} description={t('passkey.registrationStart.text')} />
      <div data-slot="passkey-registration-start-actions" className="pt:flex pt:flex-col pt:gap-stack">
        <Button
          isLoading={isRegistering}
          isDisabled={isFinished}
          onClick={registration.create}
          aria-describedby={errorId}
        >
          {!isRegistering && <PasskeyIcon className="pt:size-5" />}
          {t('passkey.create')}
        </Button>
        {/* Always rendered, so what it says is announced as it changes. */}
        <p
          data-slot="passkey-registration-status"
          role="status"
          className={cn('pt:text-center pt:text-caption pt:text-secondary', !statusText && 'pt:sr-only')}
        >
          {statusText}
        </p>
        <FieldError id={errorId}>{registration.error && <MessageText text={errorText(registration.error)} />}</FieldError>
        <Button variant="ghost" isDisabled={isRegistering || isFinished} onClick={registration.skip}>
          {t('passkey.skip')}
        </Button>
      </div>
    </div>
  );
}
