import { usePasswordless, type UsePasswordlessOptions } from '@portico/core/react';
import type { ReactNode } from 'react';
import { ScreenHeader } from '../../frame/screen-header';
import { MessageText, useMessages, type MessageKey } from '../../messages';
import { FieldError } from '../../primitives/field';
import { Spinner } from '../../primitives/spinner';

export type PasswordlessScreenProps = UsePasswordlessOptions & {
  /** The back arrow to Main. */
  onBack?: () => void;
  /** 'Create a password instead' (the widget's `createPassword` flow). */
  footer?: ReactNode;
};

const SENDING: Record<'code' | 'link' | 'reset', MessageKey> = {
  code: 'password.sendingCode',
  link: 'password.sendingLink',
  reset: 'password.sendingReset',
};

/**
 * PasswordCreateOrLogin for a user without a password (spec §2): a login code or link is sent
 * at once (this screen shows while it goes out, or why it failed), with 'Create a password
 * instead' and the way back.
 */
export function PasswordlessScreen({ onBack, footer, ...options }: PasswordlessScreenProps) {
  const flow = usePasswordless(options);
  const { t, errorText } = useMessages();
  return (
    <div data-slot="passwordless-screen" className="pt:flex pt:flex-col pt:gap-group">
      <ScreenHeader title={t('password.login.title')} {...(onBack && { onBack })} />
      {flow.isPending ? (
        <p role="status" className="pt:flex pt:items-center pt:gap-2 pt:text-secondary">
          <Spinner />
          {t(SENDING[flow.sending])}
        </p>
      ) : (
        <FieldError>{flow.error && <MessageText text={errorText(flow.error)} />}</FieldError>
      )}
      {footer}
    </div>
  );
}
