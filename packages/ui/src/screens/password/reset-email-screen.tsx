import type { ResetReason } from '@portico/core';
import { useResetEmail, type UseResetEmailOptions } from '@portico/core/react';
import { ScreenHeader } from '../../frame/screen-header';
import { MessageText, useMessages, type MessageKey } from '../../messages';
import { Button } from '../../primitives/button';
import { FieldError } from '../../primitives/field';
import { ResendEmailButton } from './resend-email-button';

export type ResetEmailScreenProps = UseResetEmailOptions & {
  /** The back arrow to Main. */
  onBack?: () => void;
};

const COPY: Record<ResetReason, { title: MessageKey; text: MessageKey }> = {
  forgot: { title: 'password.forgot.title', text: 'password.forgot.text' },
  breached: { title: 'password.breached.title', text: 'password.breached.text' },
  setNew: { title: 'password.setNew.title', text: 'password.setNew.text' },
  dedupe: { title: 'password.dedupe.title', text: 'password.dedupe.text' },
};

/**
 * The screens shown after a password-reset email went out (spec §2): Forgot, Breached, SetNew,
 * Dedupe. All have back to Main and 'Resend email'; all but SetNew 'Login without a password'.
 */
export function ResetEmailScreen({ onBack, ...options }: ResetEmailScreenProps) {
  const flow = useResetEmail(options);
  const { t, rich, errorText } = useMessages();
  const copy = COPY[flow.reason];
  return (
    <div data-slot="reset-email-screen" data-reason={flow.reason} className="pt:flex pt:flex-col pt:gap-group">
      <ScreenHeader title={t(copy.title)} description={rich(copy.text, { email: flow.email })} {...(onBack && { onBack })} />
      <div className="pt:flex pt:flex-col pt:gap-stack">
        {flow.resendRef && <ResendEmailButton actorRef={flow.resendRef} onResend={flow.resendEmail} />}
        {flow.canLoginWithoutPassword && (
          <Button variant="secondary" isLoading={flow.isPending} onClick={flow.loginWithoutPassword}>
            {t('password.loginWithoutPassword')}
          </Button>
        )}
        <FieldError>{flow.error && <MessageText text={errorText(flow.error)} />}</FieldError>
      </div>
    </div>
  );
}
