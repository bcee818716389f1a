import { forwardRef, type ComponentProps } from 'react';
import { cn } from '../lib/cn';

/**
 * The widget's container: spec §9 width, themed through the `styles` config, with a hairline
 * edge and a soft shadow (`--portico-container-shadow`).
 *
 * Its padding is 8 spacing units (32 px), 5 (20 px) when the widget is narrower than 380 px (a
 * phone, or a narrow column of a wide page): a step on the widget's own width, as a container
 * query would be, from a percentage (of the frame's width) in `clamp()`. A real container query
 * would need `container-type` on the frame, whose size containment would collapse the widget to
 * nothing inside a shrink-to-fit host (an inline-block, a fit-content dialog).
 */
const Card = forwardRef<HTMLDivElement, ComponentProps<'div'>>(function Card({ className, ...props }, ref) {
  return (
    <div
      ref={ref}
      data-slot="card"
      className={cn(
        'pt:flex pt:w-full pt:max-w-container pt:flex-col pt:gap-group pt:rounded-container pt:border pt:border-outline pt:bg-surface pt:shadow-container',
        'pt:p-[clamp(--spacing(5),(100%_-_380px)*1e3,--spacing(8))]',
        className,
      )}
      {...props}
    />
  );
});

/** The title (`text-title`: 20 px, the only bold line) over its muted subtitle (`text-subtitle`), 4 px apart. */
const CardHeader = forwardRef<HTMLDivElement, ComponentProps<'div'>>(function CardHeader({ className, ...props }, ref) {
  return <div ref={ref} data-slot="card-header" className={cn('pt:flex pt:flex-col pt:gap-tight pt:text-center', className)} {...props} />;
});

// forwardRef (every part): screens focus their title, and React 18 passes a function component no `ref`.
const CardTitle = forwardRef<HTMLHeadingElement, ComponentProps<'h2'>>(function CardTitle(
  { className, children, ...props },
  ref,
) {
  return (
    <h2
      ref={ref}
      data-slot="card-title"
      tabIndex={-1}
      className={cn('pt:text-title pt:text-balance pt:text-primary pt:outline-none', className)}
      {...props}
    >
      {children}
    </h2>
  );
});

const CardDescription = forwardRef<HTMLParagraphElement, ComponentProps<'p'>>(function CardDescription({ className, ...props }, ref) {
  return <p ref={ref} data-slot="card-description" className={cn('pt:text-subtitle pt:text-secondary', className)} {...props} />;
});

const CardFooter = forwardRef<HTMLDivElement, ComponentProps<'div'>>(function CardFooter({ className, ...props }, ref) {
  return <div ref={ref} data-slot="card-footer" className={cn('pt:flex pt:flex-col pt:gap-stack', className)} {...props} />;
});

export { Card, CardDescription, CardFooter, CardHeader, CardTitle };
