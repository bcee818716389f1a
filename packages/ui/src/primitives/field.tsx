import { forwardRef, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';

const Field = forwardRef<HTMLDivElement, ComponentProps<'div'>>(function Field({ className, ...props }, ref) {
  return <div ref={ref} data-slot="field" className={cn('pt:flex pt:flex-col pt:gap-field', className)} {...props} />;
});

const FieldLabel = forwardRef<HTMLLabelElement, ComponentProps<'label'>>(function FieldLabel(
  { className, ...props },
  ref,
) {
  return (
    // The caller passes htmlFor; the label text is its children.
    // eslint-disable-next-line jsx-a11y/label-has-associated-control
    <label
      ref={ref}
      data-slot="field-label"
      className={cn('pt:text-label pt:text-primary', className)}
      {...props}
    />
  );
});

const FieldDescription = forwardRef<HTMLParagraphElement, ComponentProps<'p'>>(function FieldDescription(
  { className, ...props },
  ref,
) {
  return <p ref={ref} data-slot="field-description" className={cn('pt:text-caption pt:text-secondary', className)} {...props} />;
});

/**
 * The error under a field. It is always rendered (empty when there is no error) so that
 * `aria-describedby` can point at it and screen readers announce new errors as they appear.
 */
const FieldError = forwardRef<HTMLParagraphElement, ComponentProps<'p'> & { children?: ReactNode }>(function FieldError(
  { className, children, ...props },
  ref,
) {
  return (
    <p
      ref={ref}
      data-slot="field-error"
      role="alert"
      className={cn('pt:text-label pt:text-error', !children && 'pt:sr-only', className)}
      {...props}
    >
      {children}
    </p>
  );
});

export { Field, FieldDescription, FieldError, FieldLabel };
