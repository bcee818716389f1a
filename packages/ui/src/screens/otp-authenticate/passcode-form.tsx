import type { AuthError } from '@portico/core';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { MessageText, useMessages } from '../../messages';
import { Field, FieldError, FieldLabel } from '../../primitives/field';
import { OtpInput } from '../../primitives/otp-input';
import { Spinner } from '../../primitives/spinner';

export interface PasscodeFormProps {
  /** Sends the code: on its last digit, or Enter; not while one is being checked. */
  onSubmit(code: string): void;
  /** A code is being checked: the field is read-only beside 'Verifying passcode…'. */
  verifying: boolean;
  /** The last code's error, shown under the field until the user types. */
  error: AuthError | null;
  /** What the field starts with (the OTP flow keeps the code last submitted). */
  initialCode?: string;
  /** Ids of the text read with the field (the screen's description). */
  describedBy: string;
  /** The field takes the focus as it appears (where typing the code is all there is to do). */
  focusOnMount?: boolean;
  /** The label shows (the enrolment's, the account's); else only assistive technology reads it. */
  showLabel?: boolean;
  /**
   * `centred` (default): the boxes, their error and 'Verifying passcode…' centred under the
   * screen's centred title; `start`: at the start, as in the account's sections.
   */
  align?: 'centred' | 'start';
  /** The field, for a screen that moves the focus to it. */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** What follows in the form (OTPAuthenticate's expiry notice and resend control). */
  children?: ReactNode;
}

/**
 * OTPAuthenticate's passcode, the part its screen and the MFA screens' code forms share (issue
 * 40): one box per digit with one-time-code autofill and paste, centred under the title,
 * submitted on the last digit (or Enter); while it is checked the field is read-only beside
 * 'Verifying passcode…'. A wrong code stays, selected, so the next one typed replaces it, with its
 * error under the field until the user types.
 */
export function PasscodeForm({
  onSubmit,
  verifying,
  error,
  initialCode = '',
  describedBy,
  focusOnMount = false,
  showLabel = false,
  align = 'centred',
  inputRef,
  children,
}: PasscodeFormProps) {
  const { t, errorText } = useMessages();
  const [code, setCode] = useState(initialCode);
  const ownRef = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownRef;
  const inputId = useId();
  const errorId = useId();
  // The error the user has since typed over: it no longer describes the code in the boxes.
  const [typedOver, setTypedOver] = useState<AuthError | null>(null);
  const shown = error !== typedOver ? error : null;
  const centred = align === 'centred';

  // After a wrong code, keep it but select it, so typing the next one replaces it; the error
  // stays until the user types.
  useEffect(() => {
    if (error && !verifying) {
      input.current?.focus();
      input.current?.select();
    }
  }, [error, verifying, input]);

  const changeCode = (value: string) => {
    setCode(value);
    if (!verifying) setTypedOver(error);
  };
  const submit = (value: string) => {
    if (!verifying) onSubmit(value);
  };
  const submitForm = (event: FormEvent) => {
    event.preventDefault();
    submit(code);
  };
  return (
    <form noValidate onSubmit={submitForm} className="pt:flex pt:flex-col pt:gap-stack">
      <Field>
        <FieldLabel htmlFor={inputId} className={showLabel ? (centred ? 'pt:text-center' : undefined) : 'pt:sr-only'}>
          {t('otp.inputLabel')}
        </FieldLabel>
        <OtpInput
          ref={input}
          id={inputId}
          name="code"
          // Only where the code is all there is to do (see `focusOnMount`).
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={focusOnMount}
          // Centred, as the title above it (and OTPAuthenticate's resend control below).
          {...(centred && { containerClassName: 'pt:self-center' })}
          value={code}
          onValueChange={changeCode}
          onComplete={submit}
          readOnly={verifying}
          aria-invalid={shown ? true : undefined}
          // The focus may land here past the title: the description is read with the field (and
          // a wrong code's error, which is also announced as it appears).
          aria-describedby={`${describedBy} ${errorId}`}
        />
        <FieldError id={errorId} {...(centred && { className: 'pt:text-center' })}>
          {shown && <MessageText text={errorText(shown)} />}
        </FieldError>
      </Field>
      {verifying && (
        <p role="status" className={centred ? 'pt:flex pt:items-center pt:justify-center pt:gap-2 pt:text-caption pt:text-secondary' : 'pt:flex pt:items-center pt:gap-2 pt:text-caption pt:text-secondary'}>
          <Spinner />
          {t('otp.verifying')}
        </p>
      )}
      {children}
    </form>
  );
}
