import type { UsePasskeyLoginResult } from '@portico/core/react';
import { MessageText, useMessages } from '../../messages';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { PasskeyIcon } from '../../primitives/icons';

export interface PasskeyLoginProps {
  /** The passkey login flow (`usePasskeyLogin`). */
  passkey: Pick<UsePasskeyLoginResult, 'showButton' | 'isPending' | 'error' | 'login'>;
}

/**
 * Main's passkey login (spec §2): what went wrong (spec §8), and 'Login with a Passkey' unless
 * the browser offers passkeys in the email field's autofill instead.
 */
export function PasskeyLogin({ passkey }: PasskeyLoginProps) {
  const { t, errorText } = useMessages();
  if (!passkey.showButton && !passkey.error) return null;
  return (
    <div data-slot="passkey-login" className="pt:flex pt:flex-col pt:gap-3">
      {passkey.error && (
        <Alert>
          <MessageText text={errorText(passkey.error)} />
        </Alert>
      )}
      {passkey.showButton && (
        <Button variant="secondary" isLoading={passkey.isPending} onClick={passkey.login}>
          <PasskeyIcon className="pt:size-5" />
          {t('passkey.login')}
        </Button>
      )}
    </div>
  );
}
