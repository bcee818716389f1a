import { forwardRef, type ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** The box every field shares (also the phone field's country picker). */
const fieldBoxClassName =
  'pt:h-button pt:min-w-0 pt:rounded-input pt:border pt:border-input-border pt:bg-input pt:px-3 pt:text-body pt:text-input-text';

const inputClassName = [
  fieldBoxClassName,
  'pt:w-full',
  'pt:placeholder:text-input-placeholder pt:outline-none pt:transition-shadow',
  'pt:focus-visible:ring-2 pt:focus-visible:ring-primary pt:focus-visible:ring-offset-1',
  'pt:aria-invalid:border-error pt:aria-invalid:ring-error',
  'pt:read-only:bg-subtle pt:disabled:cursor-not-allowed pt:disabled:opacity-60',
].join(' ');

/** A text field; validity is `aria-invalid`, never a prop of its own. */
const Input = forwardRef<HTMLInputElement, ComponentProps<'input'>>(function Input(
  { className, type = 'text', ...props },
  ref,
) {
  return <input ref={ref} data-slot="input" type={type} className={cn(inputClassName, className)} {...props} />;
});

export { Input, fieldBoxClassName, inputClassName };
