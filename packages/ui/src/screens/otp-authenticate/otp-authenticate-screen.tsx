import { useOtp, type UseOtpOptions } from '@portico/core/react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ScreenHeader } from '../../frame/screen-header';
import { MessageText, useMessages } from '../../messages';
import { Button } from '../../primitives/button';
import { Field, FieldError, FieldLabel } from '../../primitives/field';
import { OtpInput } from '../../primitives/otp-input';
import { Spinner } from '../../primitives/spinner';
import { ExpiryNotice } from './expiry-notice';
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
  const [code, setCode] = useState(otp.code);
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const errorId = useId();
  const descriptionId = useId();
  const verifying = otp.status === 'verifying';
  // The error the user has since typed over: it no longer describes the code in the boxes.
  const [typedOver, setTypedOver] = useState<typeof otp.error>(null);
  const error = otp.error !== typedOver ? otp.error : null;

  // After a wrong code, keep it but select it, so typing the next one replaces it; the error
  // stays until the user types.
  useEffect(() => {
    if (otp.error && otp.status === 'awaitingCode') {
      inputRef.current?.focus();
      inputRef.current?.select();
    }
  }, [otp.error, otp.status]);

  const changeCode = (value: string) => {
    setCode(value);
    if (otp.status === 'awaitingCode') setTypedOver(otp.error);
  };

  const submit = (value: string) => {
    if (!verifying) otp.submitCode(value);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(code);
  };

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
        <form noValidate onSubmit={onSubmit} className="pt:flex pt:flex-col pt:gap-stack">
          <Field>
            <FieldLabel id={labelId} htmlFor={`${labelId}-input`} className="pt:sr-only">
              {t('otp.inputLabel')}
            </FieldLabel>
            <OtpInput
              ref={inputRef}
              id={`${labelId}-input`}
              name="code"
              // The user arrives here to type this code: focus goes straight to it.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              // Centred, as the title above it and the resend control below.
              containerClassName="pt:self-center"
              value={code}
              onValueChange={changeCode}
              onComplete={submit}
              readOnly={verifying}
              aria-invalid={error ? true : undefined}
              // The focus lands here on arrival, past the title: 'sent to you at …' is read with
              // the field (and a wrong code's error, which is also announced as it appears).
              aria-describedby={`${descriptionId} ${errorId}`}
            />
            <FieldError id={errorId} className="pt:text-center">
              {error && <MessageText text={errorText(error)} />}
            </FieldError>
          </Field>
          {verifying && (
            <p role="status" className="pt:flex pt:items-center pt:justify-center pt:gap-2 pt:text-caption pt:text-secondary">
              <Spinner />
              {t('otp.verifying')}
            </p>
          )}
          {otp.countdownRef && <ExpiryNotice actorRef={otp.countdownRef} />}
          {otp.resendRef && <ResendControl actorRef={otp.resendRef} onResend={otp.resendCode} isBlocked={verifying} />}
        </form>
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
