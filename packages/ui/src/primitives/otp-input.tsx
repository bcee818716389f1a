import { OTPInput, type SlotProps } from 'input-otp';
import { forwardRef, useCallback, useEffect, useRef, useState, type ComponentProps, type Ref } from 'react';
import { cn } from '../lib/cn';
import { ANY_DIGITS, toAsciiDigits } from '../lib/digits';

type OtpInputProps = Omit<
  ComponentProps<typeof OTPInput>,
  'render' | 'children' | 'maxLength' | 'onChange' | 'value'
> & {
  value: string;
  onValueChange(value: string): void;
  /** Number of digits (6 for Stytch passcodes). */
  length?: number;
};

/** A pasted code: its digits (in any script `toAsciiDigits` reads), as ASCII. */
const onlyDigits = (length: number) => (pasted: string) => toAsciiDigits(pasted).replace(/\D/g, '').slice(0, length);

function OtpSlot({ char, isActive, hasFakeCaret, invalid }: SlotProps & { invalid: boolean }) {
  return (
    <div
      data-slot="otp-input-slot"
      data-active={isActive || undefined}
      className={cn(
        'pt:relative pt:flex pt:h-12 pt:flex-1 pt:items-center pt:justify-center pt:rounded-input pt:border pt:bg-input pt:text-title pt:text-input-text',
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

type Selection = { start: number; end: number } | null;

/** Events after which the field's selection may have moved (`select` follows `select()`). */
const SELECTION_EVENTS = ['select', 'selectionchange', 'input', 'keyup', 'pointerup', 'focus', 'blur'] as const;

/**
 * The field's selection, where input-otp cannot see it: in a shadow root. input-otp draws the
 * selected boxes from `document.activeElement`, which there is the shadow host, never the field:
 * a selected code (after a wrong one) would be drawn as not selected at all. `undefined` outside
 * a shadow root (input-otp's own drawing is right there), `null` when the field has no focus.
 */
function useShadowRootSelection(input: { current: HTMLInputElement | null }): Selection | undefined {
  const [selection, setSelection] = useState<Selection | undefined>(undefined);
  useEffect(() => {
    const field = input.current;
    const root = field?.getRootNode();
    if (!field || typeof ShadowRoot === 'undefined' || !(root instanceof ShadowRoot)) return;
    const update = () => {
      const focused = root.activeElement === field && field.selectionStart !== null;
      const next = focused ? { start: field.selectionStart!, end: field.selectionEnd ?? field.selectionStart! } : null;
      setSelection((current) => (current?.start === next?.start && current?.end === next?.end && current !== undefined ? current : next));
    };
    update();
    for (const type of SELECTION_EVENTS) field.addEventListener(type, update);
    document.addEventListener('selectionchange', update);
    return () => {
      for (const type of SELECTION_EVENTS) field.removeEventListener(type, update);
      document.removeEventListener('selectionchange', update);
    };
  }, [input]);
  return selection;
}

/** input-otp's rule for a box: the caret's box, or every box in a selection. */
function drawnSelected(slot: SlotProps, index: number, selection: Selection): SlotProps {
  const isActive = selection !== null && (selection.start === selection.end ? index === selection.start : index >= selection.start && index < selection.end);
  return { ...slot, isActive, hasFakeCaret: isActive && slot.char === null };
}

/**
 * A one-time-code field: one real `<input>` (so SMS/email code autofill and password managers
 * work, and a pasted code fills every slot) drawn as one box per digit. Wraps `input-otp`.
 */
const OtpInput = forwardRef<HTMLInputElement, OtpInputProps>(function OtpInput(
  { value, onValueChange, length = 6, className, containerClassName, ...props },
  ref,
) {
  const input = useRef<HTMLInputElement | null>(null);
  const setRefs = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      assignRef(ref, element);
    },
    [ref],
  );
  const shadowSelection = useShadowRootSelection(input);
  return (
    <OTPInput
      ref={setRefs}
      data-slot="otp-input"
      value={value}
      // Arabic-Indic, Persian and full-width digits are accepted as typed, and kept as ASCII.
      // Only a change is reported: input-otp dispatches `input` events of its own after its value
      // or focus changes, which preact/compat (the elements' runtime) passes on unchanged, and
      // the screens take a change for the user typing over a wrong code's error.
      onChange={(next: string) => {
        const digits = toAsciiDigits(next);
        if (digits !== value) onValueChange(digits);
      }}
      maxLength={length}
      pattern={ANY_DIGITS}
      pasteTransformer={onlyDigits(length)}
      inputMode="numeric"
      autoComplete="one-time-code"
      // The digits read left to right in a right-to-left page too, as the code was sent: the
      // field (its caret, a paste) and the row of boxes (below), whose order the page's
      // direction would otherwise reverse.
      dir="ltr"
      containerClassName={cn('pt:flex pt:w-full pt:max-w-passcode pt:items-center', containerClassName)}
      className={cn('pt:disabled:cursor-not-allowed', className)}
      render={({ slots }) => (
        <div dir="ltr" className="pt:flex pt:w-full pt:gap-2" aria-hidden="true">
          {slots.map((slot, index) => (
            <OtpSlot
              key={index}
              {...(shadowSelection === undefined ? slot : drawnSelected(slot, index, shadowSelection))}
              invalid={props['aria-invalid'] === true || props['aria-invalid'] === 'true'} />
          ))}
        </div>
      )}
      {...props}
    />
  );
});

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

export { OtpInput, type OtpInputProps };
