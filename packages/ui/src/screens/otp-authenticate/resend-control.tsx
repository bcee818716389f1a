import { useResendCode, type ResendCodeActorRef } from '@portico/core/react';
import { useEffect } from 'react';
import { useMessages } from '../../messages';
import { Button } from '../../primitives/button';
import { useToast } from '../../primitives/toast';

export interface ResendControlProps {
  actorRef: ResendCodeActorRef;
  /** The flow's resend command (it also logs telemetry); the control only shows the state. */
  onResend(): void;
  /** Blocks resending while a code is being verified. */
  isBlocked?: boolean;
}

/**
 * "Didn't get it? Resend code" with the states of spec §4; 'Code sent' is announced. A failed
 * resend puts the control back to its first state and shows the error as a toast.
 */
export function ResendControl({ actorRef, onResend, isBlocked = false }: ResendControlProps) {
  const resend = useResendCode({ actorRef });
  const { t, errorText } = useMessages();
  const toast = useToast();
  // Empty for a moment while the words of a rarer error load (messages/error-readings.ts).
  const failure = resend.error ? errorText(resend.error) : '';
  useEffect(() => {
    if (failure !== '') toast('error', failure);
    // Each failure is shown once, when it happens (or when its words have loaded).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resend.error, failure === '']);
  const label =
    resend.status === 'sending'
      ? t('otp.resending')
      : resend.status === 'sent'
        ? t('otp.codeSent')
        : resend.status === 'waiting'
          ? t('otp.resendAgain')
          : t('otp.resend');
  return (
    <div data-slot="resend-control" data-status={resend.status} className="pt:flex pt:flex-wrap pt:items-center pt:justify-center pt:gap-tight pt:text-label">
      <span className="pt:text-secondary">{t('otp.resendPrompt')}</span>
      <Button
        type="button"
        variant="link"
        size="inline"
        isDisabled={resend.isDisabled || isBlocked}
        isLoading={resend.status === 'sending'}
        onClick={onResend}
      >
        {label}
      </Button>
      <span role="status" className="pt:sr-only">
        {resend.status === 'sent' ? t('otp.codeSent') : ''}
      </span>
    </div>
  );
}
