import type { UseLoginWidgetResult } from '@portico/core/react';
import { ScreenHeader } from '../../frame/screen-header';
import { MessageText, useMessages } from '../../messages';
import { Button } from '../../primitives/button';
import { FieldError } from '../../primitives/field';
import { Spinner } from '../../primitives/spinner';

export interface PasswordlessScreenProps {
  login: Pick<UseLoginWidgetResult, 'isPending' | 'error' | 'secondaryEmail' | 'createPassword' | 'toMain'>;
}

/**
 * PasswordCreateOrLogin for a user without a password (spec §2): a login code or link is sent
 * at once (this screen shows while it goes out, or why it failed), with 'Create a password
 * instead' and the way back.
 */
export function PasswordlessScreen({ login }: PasswordlessScreenProps) {
  const { t, errorText } = useMessages();
  const sending =
    login.secondaryEmail === 'otp'
      ? t('password.sendingCode')
      : login.secondaryEmail === 'emailMagicLinks'
        ? t('password.sendingLink')
        : t('password.sendingReset');
  return (
    <div data-slot="passwordless-screen" className="pt:flex pt:flex-col pt:gap-6">
      <ScreenHeader title={t('password.login.title')} onBack={login.toMain} />
      {login.isPending ? (
        <p role="status" className="pt:flex pt:items-center pt:gap-2 pt:text-secondary">
          <Spinner />
          {sending}
        </p>
      ) : (
        <FieldError>{login.error && <MessageText text={errorText(login.error)} />}</FieldError>
      )}
      <Button variant="secondary" isDisabled={login.isPending} onClick={login.createPassword}>
        {t('password.createInstead')}
      </Button>
    </div>
  );
}
