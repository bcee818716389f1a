import { useCreatePassword, type UseCreatePasswordOptions } from '@portico/core/react';
import { MessageText, useMessages } from '../../messages';
import { Button } from '../../primitives/button';
import { Divider } from '../../primitives/divider';
import { FieldError } from '../../primitives/field';

/** The flow's `actorRef` (inside the widget), or standalone options (`{ email }`). */
export type CreatePasswordInsteadProps = UseCreatePasswordOptions;

/** A passwordless user's way to set a password after all (spec §2): sends a reset email. */
export function CreatePasswordInstead(options: CreatePasswordInsteadProps) {
  const flow = useCreatePassword(options);
  const { t, errorText } = useMessages();
  return (
    <div data-slot="create-password-instead" className="pt:flex pt:flex-col pt:gap-stack">
      <Divider>{t('login.divider')}</Divider>
      <Button variant="secondary" isLoading={flow.isPending} onClick={flow.createPassword}>
        {t('password.createInstead')}
      </Button>
      <FieldError>{flow.error && <MessageText text={errorText(flow.error)} />}</FieldError>
    </div>
  );
}
