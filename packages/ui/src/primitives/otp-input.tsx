import { OTPInput, REGEXP_ONLY_DIGITS, type SlotProps } from 'input-otp';
import { forwardRef, type ComponentProps } from 'react';
import { cn } from '../lib/cn';

type OtpInputProps = Omit<
  ComponentProps<typeof OTPInput>,
  'render' | 'children' | 'maxLength' | 'onChange' | 'value'
> & {
  value: string;
  onValueChange(value: string): void;
  /** Number of digits (6 for Stytch passcodes). */
  length?: number;
};

const onlyDigits = (length: number) => (pasted: string) => pasted.replace(/\D/g, '').slice(0, length);

function OtpSlot({ char, isActive, hasFakeCaret, invalid }: SlotProps & { invalid: boolean }) {
  return (
    <div
      data-slot="otp-input-slot"
      data-active={isActive || undefined}
      className={cn(
        'pt:relative pt:flex pt:h-12 pt:flex-1 pt:items-center pt:justify-center pt:rounded-input pt:border pt:bg-input pt:text-xl pt:font-semibold pt:text-input-text',
        'pt:transition-shadow',
        invalid ? 'pt:border-error' : 'pt:border-input-border',
        isActive && 'pt:ring-2 pt:ring-primary',
      )}
    >
      {char}
      {hasFakeCaret && (
        <span aria-hidden="true" className="pt:pointer-events-none pt:absolute pt:inset-0 pt:flex pt:items-center pt:justify-center">
          <span className="pt:h-5 pt:w-px pt:animate-pulse pt:bg-primary" />
        </span>
      )}
    </div>
  );
}

/**
 * A one-time-code field: one real `<input>` (so SMS/email code autofill and password managers
 * work, and a pasted code fills every slot) drawn as one box per digit. Wraps `input-otp`.
 */
const OtpInput = forwardRef<HTMLInputElement, OtpInputProps>(function OtpInput(
  { value, onValueChange, length = 6, className, containerClassName, ...props },
  ref,
) {
  return (
    <OTPInput
      ref={ref}
      data-slot="otp-input"
      value={value}
      onChange={onValueChange}
      maxLength={length}
      pattern={REGEXP_ONLY_DIGITS}
      pasteTransformer={onlyDigits(length)}
      inputMode="numeric"
      autoComplete="one-time-code"
      // The digits read left to right in a right-to-left page too, as the code was sent.
      dir="ltr"
      containerClassName={cn('pt:flex pt:w-full pt:max-w-passcode pt:items-center', containerClassName)}
      className={cn('pt:disabled:cursor-not-allowed', className)}
      render={({ slots }) => (
        <div className="pt:flex pt:w-full pt:gap-2" aria-hidden="true">
          {slots.map((slot, index) => (
            <OtpSlot key={index} {...slot} invalid={props['aria-invalid'] === true || props['aria-invalid'] === 'true'} />
          ))}
        </div>
      )}
      {...props}
    />
  );
});

export { OtpInput, type OtpInputProps };
