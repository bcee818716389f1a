import type { AuthError, ResetReason } from '@portico/core';
import type { ResendCodeActorRef } from '@portico/core/react';
import { ScreenHeader } from '../../frame/screen-header';
import { MessageText, useMessages, type MessageKey } from '../../messages';
import { Button } from '../../primitives/button';
import { FieldError } from '../../primitives/field';
import { ResendEmailButton } from './resend-email-button';

export interface ResetEmailScreenProps {
  /** Which of PasswordForgot, PasswordBreached, PasswordSetNew, PasswordDedupe (spec §2). */
  reason: ResetReason;
  email: string;
  resendRef: ResendCodeActorRef | undefined;
  onResend(): void;
  /** 'Login without a password' (all but PasswordSetNew). */
  onLoginWithoutPassword?: () => void;
  isLoggingInWithoutPassword?: boolean;
  error?: AuthError | null;
  onBack(): void;
}

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
export function ResetEmailScreen({
  reason,
  email,
  resendRef,
  onResend,
  onLoginWithoutPassword,
  isLoggingInWithoutPassword = false,
  error,
  onBack,
}: ResetEmailScreenProps) {
  const { t, errorText } = useMessages();
  const copy = COPY[reason];
  return (
    <div data-slot="reset-email-screen" data-reason={reason} className="pt:flex pt:flex-col pt:gap-6">
      <ScreenHeader title={t(copy.title)} description={t(copy.text, { email })} onBack={onBack} />
      <div className="pt:flex pt:flex-col pt:gap-3">
        {resendRef && <ResendEmailButton actorRef={resendRef} onResend={onResend} />}
        {reason !== 'setNew' && onLoginWithoutPassword && (
          <Button variant="secondary" isLoading={isLoggingInWithoutPassword} onClick={onLoginWithoutPassword}>
            {t('password.loginWithoutPassword')}
          </Button>
        )}
        <FieldError>{error && <MessageText text={errorText(error)} />}</FieldError>
      </div>
    </div>
  );
}
