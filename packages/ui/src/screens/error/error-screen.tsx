import type { AuthError } from '@portico/core';
import { ScreenHeader } from '../../frame/screen-header';
import { MessageText, useMessages } from '../../messages';
import { Button } from '../../primitives/button';
import { AlertCircleIcon } from '../../primitives/icons';

export interface ErrorScreenProps {
  error: AuthError | null;
  /** Back to Main. */
  onBack?: () => void;
}

/** The generic error screen (spec §2): 'Looks like there was an error!' plus a message. */
export function ErrorScreen({ error, onBack }: ErrorScreenProps) {
  const { t, errorText } = useMessages();
  return (
    <div data-slot="error-screen" className="pt:flex pt:flex-col pt:items-center pt:gap-stack pt:text-center">
      <AlertCircleIcon className="pt:size-12 pt:text-error" />
      <ScreenHeader title={t('error.title')} />
      <p role="alert" className="pt:text-body pt:text-secondary">
        <MessageText text={errorText(error ?? { type: 'unknown_error' })} />
      </p>
      {onBack && (
        <Button variant="secondary" onClick={onBack}>
          {t('common.back')}
        </Button>
      )}
    </div>
  );
}
