import type { UsePasskeyLoginResult } from '@portico/core/react';
import { MessageText, useMessages } from '../../messages';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { PasskeyIcon } from '../../primitives/icons';
import { useLastUsedBadge } from '../../social';

export interface PasskeyLoginProps {
  /** The passkey login flow (`usePasskeyLogin`). */
  passkey: Pick<UsePasskeyLoginResult, 'showButton' | 'isPending' | 'error' | 'login'>;
  /** A passkey was the last login on this device ('Last used'). */
  lastUsed?: boolean;
}

/**
 * Main's passkey login (spec §2): what went wrong (spec §8), and 'Login with a Passkey' unless
 * the browser offers passkeys in the email field's autofill instead.
 */
export function PasskeyLogin({ passkey, lastUsed = false }: PasskeyLoginProps) {
  const { t, errorText } = useMessages();
  const badge = useLastUsedBadge({ lastUsed });
  if (!passkey.showButton && !passkey.error) return null;
  return (
    <div data-slot="passkey-login" className="pt:flex pt:flex-col pt:gap-stack">
      {passkey.error && (
        <Alert>
          <MessageText text={errorText(passkey.error)} />
        </Alert>
      )}
      {passkey.showButton && (
        <Button variant="secondary" isLoading={passkey.isPending} onClick={passkey.login} aria-describedby={badge.describedBy}>
          <PasskeyIcon className="pt:size-5" />
          {t('passkey.login')}
          {badge.badge}
        </Button>
      )}
    </div>
  );
}
