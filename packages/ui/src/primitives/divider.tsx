import { forwardRef, type ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** A horizontal rule with a word in the middle ('or'). */
const Divider = forwardRef<HTMLDivElement, ComponentProps<'div'>>(function Divider(
  { className, children, ...props },
  ref,
) {
  return (
    <div
      ref={ref}
      data-slot="divider" className={cn('pt:flex pt:items-center pt:gap-stack pt:text-caption pt:text-secondary', className)} {...props}>
      <span aria-hidden="true" className="pt:h-px pt:flex-1 pt:bg-outline" />
      {children}
      <span aria-hidden="true" className="pt:h-px pt:flex-1 pt:bg-outline" />
    </div>
  );
});

export { Divider };
