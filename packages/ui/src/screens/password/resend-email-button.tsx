import { useResendCode, type ResendCodeActorRef } from '@portico/core/react';
import { useEffect } from 'react';
import { useMessages } from '../../messages';
import { Button } from '../../primitives/button';
import { useToast } from '../../primitives/toast';

export interface ResendEmailButtonProps {
  actorRef: ResendCodeActorRef;
  /** The flow's resend command (it also logs telemetry). */
  onResend(): void;
}

/** 'Resend email' (spec §2): the 'Email resent' toast on success, the error as a toast on failure. */
export function ResendEmailButton({ actorRef, onResend }: ResendEmailButtonProps) {
  const resend = useResendCode({ actorRef });
  const { t, errorText } = useMessages();
  const toast = useToast();
  useEffect(() => {
    if (resend.status === 'sent') toast('success', t('email.resent'));
    // One toast per completed resend.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resend.status]);
  // Empty for a moment while the words of a rarer error load (messages/error-readings.ts).
  const failure = resend.error ? errorText(resend.error) : '';
  useEffect(() => {
    if (failure !== '') toast('error', failure);
    // Each failure is shown once, when it happens (or when its words have loaded).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resend.error, failure === '']);
  return (
    <Button
      variant="secondary"
      data-status={resend.status}
      isLoading={resend.status === 'sending'}
      isDisabled={resend.isDisabled}
      onClick={onResend}
    >
      {resend.status === 'sending' ? t('email.resending') : t('email.resend')}
    </Button>
  );
}
