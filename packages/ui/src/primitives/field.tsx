import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

function Field({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="field" className={cn('pt:flex pt:flex-col pt:gap-1.5', className)} {...props} />;
}

function FieldLabel({ className, ...props }: ComponentProps<'label'>) {
  return (
    // The caller passes htmlFor; the label text is its children.
    // eslint-disable-next-line jsx-a11y/label-has-associated-control
    <label data-slot="field-label" className={cn('pt:text-sm pt:font-semibold pt:text-primary', className)} {...props} />
  );
}

function FieldDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="field-description" className={cn('pt:text-sm pt:text-secondary', className)} {...props} />;
}

/**
 * The error under a field. It is always rendered (empty when there is no error) so that
 * `aria-describedby` can point at it and screen readers announce new errors as they appear.
 */
function FieldError({ className, children, ...props }: ComponentProps<'p'> & { children?: ReactNode }) {
  return (
    <p
      data-slot="field-error"
      role="alert"
      className={cn('pt:text-sm pt:text-error', !children && 'pt:sr-only', className)}
      {...props}
    >
      {children}
    </p>
  );
}

export { Field, FieldDescription, FieldError, FieldLabel };
