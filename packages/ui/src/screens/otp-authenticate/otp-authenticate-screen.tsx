import { useOtp, type UseOtpOptions } from '@portico/core/react';
import { useId, type ReactNode } from 'react';
import { ScreenHeader } from '../../frame/screen-header';
import { useMessages } from '../../messages';
import { Button } from '../../primitives/button';
import { FieldError } from '../../primitives/field';
import { Spinner } from '../../primitives/spinner';
import { ExpiryNotice } from './expiry-notice';
import { PasscodeForm } from './passcode-form';
import { ResendControl } from './resend-control';

export type OtpAuthenticateScreenProps = UseOtpOptions & {
  /** Shows the back arrow (to Main, in the widget). */
  onBack?: () => void;
  /** More actions at the end (the widget adds 'Create a password instead' when it applies). */
  footer?: ReactNode;
};

/**
 * OTPAuthenticate (spec §2): 'Enter passcode', one box per digit with one-time-code autofill,
 * submitted on the 6th digit; the expiry countdown and the resend control.
 */
export function OtpAuthenticateScreen({ onBack, footer, ...options }: OtpAuthenticateScreenProps) {
  const otp = useOtp(options);
  const { t, rich, errorText } = useMessages();
  const descriptionId = useId();
  const verifying = otp.status === 'verifying';

  return (
    <div data-slot="otp-authenticate-screen" className="pt:flex pt:flex-col pt:gap-group">
      <ScreenHeader
        title={t('otp.title')}
        description={rich('otp.sentTo', { destination: otp.displayDestination })}
        descriptionId={descriptionId}
        {...(onBack && { onBack })}
      />
      {otp.status === 'sending' || otp.status === 'sendFailed' ? (
        <SendState status={otp.status} error={otp.error ? errorText(otp.error) : null} onRetry={otp.resendCode} />
      ) : (
        <PasscodeForm
          onSubmit={otp.submitCode}
          verifying={verifying}
          error={otp.error}
          initialCode={otp.code}
          // The user arrives here to type this code: focus goes straight to it.
          focusOnMount
          // 'sent to you at …' is read with the field.
          describedBy={descriptionId}
        >
          {otp.countdownRef && <ExpiryNotice actorRef={otp.countdownRef} />}
          {otp.resendRef && <ResendControl actorRef={otp.resendRef} onResend={otp.resendCode} isBlocked={verifying} />}
        </PasscodeForm>
      )}
      {footer}
    </div>
  );
}

function SendState({ status, error, onRetry }: { status: 'sending' | 'sendFailed'; error: string | null; onRetry(): void }) {
  const { t } = useMessages();
  if (status === 'sending') {
    return (
      <p role="status" className="pt:flex pt:items-center pt:gap-2 pt:text-caption pt:text-secondary">
        <Spinner />
        {t('otp.resending')}
      </p>
    );
  }
  return (
    <div className="pt:flex pt:flex-col pt:gap-stack">
      <FieldError>{error}</FieldError>
      <Button variant="secondary" onClick={onRetry}>
        {t('otp.sendFailedRetry')}
      </Button>
    </div>
  );
}
