import { useOtp, type OtpActorRef } from '@portico/core/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MessageText, useMessages } from '../../../messages';
import { Button } from '../../../primitives/button';
import { Field, FieldError, FieldLabel } from '../../../primitives/field';
import { OtpInput } from '../../../primitives/otp-input';
import { Spinner } from '../../../primitives/spinner';
import { ExpiryNotice } from '../../../screens/otp-authenticate/expiry-notice';
import { ResendControl } from '../../../screens/otp-authenticate/resend-control';

export interface CodeEntryProps {
  /** The view's `codeRef` (the passcode flow of the code sent to the new address). */
  codeRef: OtpActorRef;
  /** Back to the address ('Use another address'), with its words. */
  onEdit(): void;
  editLabel: string;
  /** Leaves the addition (the view's `cancel()`). */
  onCancel(): void;
}

/**
 * The code sent to an address being added, as the passcode screen takes it (its parts: the 6-digit
 * field with one-time-code autofill, submitted on the 6th digit, the expiry countdown and 'Resend
 * code'): 'A 6-digit passcode was sent to you at …', read with the field, which takes the focus. A
 * wrong code stays, selected, with its error under the field until the user types.
 */
export function CodeEntry({ codeRef, onEdit, editLabel, onCancel }: CodeEntryProps) {
  const otp = useOtp({ actorRef: codeRef });
  const { t, rich, errorText } = useMessages();
  const [code, setCode] = useState(otp.code);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const sentId = useId();
  const verifying = otp.status === 'verifying';
  const [typedOver, setTypedOver] = useState<typeof otp.error>(null);
  const error = otp.error !== typedOver ? otp.error : null;

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
    <div data-slot="account-code-entry" className="pt:flex pt:flex-col pt:gap-stack">
      <p id={sentId} className="pt:text-caption pt:text-secondary">
        {rich('otp.sentTo', { destination: otp.displayDestination })}
      </p>
      {otp.status === 'sending' ? (
        <p role="status" className="pt:flex pt:items-center pt:gap-2 pt:text-caption pt:text-secondary">
          <Spinner />
          {t('otp.resending')}
        </p>
      ) : otp.status === 'sendFailed' ? (
        <div className="pt:flex pt:flex-col pt:gap-stack">
          <FieldError>{otp.error && <MessageText text={errorText(otp.error)} />}</FieldError>
          <Button variant="secondary" size="sm" className="pt:self-start" onClick={otp.resendCode}>
            {t('otp.sendFailedRetry')}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="pt:flex pt:flex-col pt:gap-stack">
          <Field>
            <FieldLabel htmlFor={inputId}>{t('otp.inputLabel')}</FieldLabel>
            <OtpInput
              ref={inputRef}
              id={inputId}
              name="code"
              // The user is here to type this code: the focus goes straight to it, read with where it was sent.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              value={code}
              onValueChange={changeCode}
              onComplete={submit}
              readOnly={verifying}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${sentId} ${errorId}`}
            />
            <FieldError id={errorId}>{error && <MessageText text={errorText(error)} />}</FieldError>
          </Field>
          {verifying && (
            <p role="status" className="pt:flex pt:items-center pt:gap-2 pt:text-caption pt:text-secondary">
              <Spinner />
              {t('otp.verifying')}
            </p>
          )}
          {otp.countdownRef && <ExpiryNotice actorRef={otp.countdownRef} />}
          {otp.resendRef && <ResendControl actorRef={otp.resendRef} onResend={otp.resendCode} isBlocked={verifying} />}
        </form>
      )}
      <div className="pt:flex pt:flex-wrap pt:gap-stack">
        <Button variant="secondary" size="sm" className="pt:flex-auto" isDisabled={verifying} onClick={onEdit}>
          {editLabel}
        </Button>
        <Button variant="ghost" size="sm" className="pt:flex-auto" isDisabled={verifying} onClick={onCancel}>
          {t('account.cancel')}
        </Button>
      </div>
    </div>
  );
}
