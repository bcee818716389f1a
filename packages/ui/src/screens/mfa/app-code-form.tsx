import type { UseMfaResult } from '@portico/core/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MessageText, useMessages } from '../../messages';
import { Field, FieldError, FieldLabel } from '../../primitives/field';
import { OtpInput } from '../../primitives/otp-input';
import { Spinner } from '../../primitives/spinner';

export interface AppCodeFormProps {
  mfa: Pick<UseMfaResult, 'submitCode' | 'isPending' | 'error'>;
  /** Ids of the text read with the field (the sub-screen's title or instructions). */
  describedBy: string;
  /** The field takes the focus as it appears (where typing the code is all there is to do). */
  focusOnMount?: boolean;
  /**
   * The enrolment's field, under the QR code and the setup key: its label shows, and digits typed
   * while the focus is elsewhere in the screen (on its title, where the screen puts it, or on
   * 'Copy key') go to the field rather than nowhere.
   */
  enrolling?: boolean;
}

/** A digit in any script (Arabic-Indic, Persian, full-width: the field takes them all). */
const DIGIT = /^\p{Nd}$/u;

/**
 * The authenticator app's 6-digit code, as OTPAuthenticate's passcode: one box per digit, one-time
 * code autofill, paste, submitted on the 6th digit (or Enter); while it is checked the field is
 * read-only beside 'Verifying passcode…'. A wrong code stays, selected, so the next one typed
 * replaces it, with its error under the field until the user types.
 */
export function AppCodeForm({ mfa, describedBy, focusOnMount = false, enrolling = false }: AppCodeFormProps) {
  const { t, errorText } = useMessages();
  const [code, setCode] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const [typedOver, setTypedOver] = useState<typeof mfa.error>(null);
  const error = mfa.error !== typedOver ? mfa.error : null;
  const verifying = mfa.isPending;

  useEffect(() => {
    if (mfa.error && !mfa.isPending) {
      inputRef.current?.focus();
      inputRef.current?.select();
    }
  }, [mfa.error, mfa.isPending]);

  // Moved in the digit's keydown, the focus takes the digit itself: it lands in the field.
  useEffect(() => {
    const screen = enrolling ? inputRef.current?.closest('[data-slot="mfa-screen"]') : null;
    if (!screen) return;
    const onKeyDown = (event: Event) => {
      const { key, target, ctrlKey, metaKey, altKey } = event as KeyboardEvent;
      const typing = target instanceof HTMLElement && target.closest('input, textarea, select, [contenteditable]');
      if (!DIGIT.test(key) || ctrlKey || metaKey || altKey || typing) return;
      inputRef.current?.focus();
    };
    screen.addEventListener('keydown', onKeyDown);
    return () => screen.removeEventListener('keydown', onKeyDown);
  }, [enrolling]);

  const changeCode = (value: string) => {
    setCode(value);
    if (!verifying) setTypedOver(mfa.error);
  };
  const submit = (value: string) => {
    if (!verifying) mfa.submitCode(value);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(code);
  };
  return (
    <form noValidate onSubmit={onSubmit} className="pt:flex pt:flex-col pt:gap-stack">
      <Field>
        <FieldLabel htmlFor={inputId} className={enrolling ? 'pt:text-center' : 'pt:sr-only'}>
          {t('otp.inputLabel')}
        </FieldLabel>
        <OtpInput
          ref={inputRef}
          id={inputId}
          name="code"
          // Only where the code is all the sub-screen asks for (see `focusOnMount`).
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={focusOnMount}
          // Centred under the centred title, as OTPAuthenticate's.
          containerClassName="pt:self-center"
          value={code}
          onValueChange={changeCode}
          onComplete={submit}
          readOnly={verifying}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${describedBy} ${errorId}`}
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
    </form>
  );
}
