import { forwardRef, type ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** A decorative spinner; the busy state is announced by whoever shows it (aria-busy, status). */
const Spinner = forwardRef<HTMLSpanElement, ComponentProps<'span'>>(function Spinner({ className, ...props }, ref) {
  return (
    <span
      ref={ref}
      data-slot="spinner"
      aria-hidden="true"
      className={cn(
        'pt:inline-block pt:size-4 pt:shrink-0 pt:rounded-full pt:border-2 pt:border-current pt:border-r-transparent pt:animate-[pt-spin_0.8s_linear_infinite]',
        className,
      )}
      {...props}
    />
  );
});

export { Spinner };
