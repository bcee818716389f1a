import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef, type ComponentProps } from 'react';
import { cn } from '../lib/cn';

const alertVariants = cva('pt:flex pt:gap-2 pt:rounded-input pt:border pt:px-3 pt:py-2.5 pt:text-label', {
  variants: {
    variant: {
      error: 'pt:border-error pt:bg-surface pt:text-error',
      info: 'pt:border-outline pt:bg-accent pt:text-primary',
    },
  },
  defaultVariants: { variant: 'error' },
});

const Alert = forwardRef<HTMLDivElement, ComponentProps<'div'> & VariantProps<typeof alertVariants>>(function Alert(
  { className, variant, ...props },
  ref,
) {
  return (
    <div
      ref={ref}
      data-slot="alert"
      role={variant === 'info' ? 'status' : 'alert'}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
});

export { Alert, alertVariants };
