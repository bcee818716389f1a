import type { AuthError } from '@portico/core';
import { MessageText, useMessages } from '../../messages';
import { Button } from '../../primitives/button';
import { Divider } from '../../primitives/divider';
import { FieldError } from '../../primitives/field';

export interface CreatePasswordInsteadProps {
  onCreatePassword(): void;
  isPending: boolean;
  error: AuthError | null;
}

/** A passwordless user's way to set a password after all (spec §2): sends a reset email. */
export function CreatePasswordInstead({ onCreatePassword, isPending, error }: CreatePasswordInsteadProps) {
  const { t, errorText } = useMessages();
  return (
    <div data-slot="create-password-instead" className="pt:flex pt:flex-col pt:gap-3">
      <Divider>{t('login.divider')}</Divider>
      <Button variant="secondary" isLoading={isPending} onClick={onCreatePassword}>
        {t('password.createInstead')}
      </Button>
      <FieldError>{error && <MessageText text={errorText(error)} />}</FieldError>
    </div>
  );
}
