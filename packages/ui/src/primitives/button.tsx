import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef, type ComponentProps, type MouseEvent } from 'react';
import { cn } from '../lib/cn';
import { Slot } from './slot';
import { Spinner } from './spinner';

const buttonVariants = cva(
  [
    'pt:relative pt:inline-flex pt:items-center pt:justify-center pt:gap-2 pt:border pt:leading-tight pt:no-underline',
    'pt:transition-[background-color,box-shadow,opacity] pt:duration-200 pt:outline-none',
    'pt:focus-visible:ring-2 pt:focus-visible:ring-primary pt:focus-visible:ring-offset-2 pt:data-loading:opacity-80',
  ],
  {
    variants: {
      variant: {
        // Hovered and pressed: the card shows through a little, so a dark button lightens and a
        // light one (darkTheme) darkens, whatever colours `styles` gives.
        // The primary action (and a destructive one) carries the weight; the others are regular.
        primary:
          'pt:font-semibold pt:rounded-button-primary pt:border-button-primary-border pt:bg-button-primary pt:text-button-primary-text pt:hover:opacity-90 pt:active:opacity-80 ' +
          'pt:unavailable:border-button-disabled-border pt:unavailable:bg-button-disabled pt:unavailable:text-button-disabled-text pt:unavailable:opacity-100',
        secondary:
          'pt:font-normal pt:rounded-button-secondary pt:border-button-secondary-border pt:bg-button-secondary pt:text-button-secondary-text ' +
          'pt:hover:bg-accent pt:active:bg-subtle ' +
          'pt:unavailable:border-button-disabled-border pt:unavailable:bg-button-disabled pt:unavailable:text-button-disabled-text',
        /** An action that destroys something (delete a passkey): the error colour. */
        destructive:
          'pt:font-semibold pt:rounded-button-primary pt:border-error pt:bg-error pt:text-white pt:hover:opacity-90 pt:active:opacity-80 ' +
          'pt:unavailable:border-button-disabled-border pt:unavailable:bg-button-disabled pt:unavailable:text-button-disabled-text pt:unavailable:opacity-100',
        /**
         * A lighter destructive action, for a row of a list ('Remove', 'Delete', 'Revoke'): the
         * outline button's edge with the error colour's text, no fill. The filled `destructive`
         * stays for the confirmation that does it ('Remove' in 'Remove …?', 'Delete account').
         * Only classes the other variants already use: no new CSS in the first paint.
         */
        'destructive-outline':
          'pt:font-normal pt:rounded-button-secondary pt:border-button-secondary-border pt:bg-transparent pt:text-error ' +
          'pt:hover:bg-accent pt:active:bg-subtle ' +
          'pt:unavailable:border-button-disabled-border pt:unavailable:bg-button-disabled pt:unavailable:text-button-disabled-text',
        ghost:
          'pt:font-normal pt:rounded-button-secondary pt:border-transparent pt:bg-transparent pt:text-primary pt:hover:bg-accent pt:active:bg-subtle pt:unavailable:text-button-disabled-text',
        link:
          'pt:font-normal pt:rounded-sm pt:border-transparent pt:bg-transparent pt:text-primary pt:underline pt:underline-offset-2 pt:hover:no-underline ' +
          'pt:unavailable:text-secondary pt:unavailable:no-underline',
      },
      // Sizes own the box (width, height, padding) and the text's size (the scale's body or
      // label), variants own the colours and the weight: no two classes
      // ever set the same property, so no class merging is needed.
      size: {
        // A least height, not a fixed one: words on two lines (an Arabic label in a narrow
        // widget) make the button taller, with its padding above and below.
        default: 'pt:min-h-button pt:w-full pt:px-4 pt:py-2 pt:text-body',
        sm: 'pt:min-h-9 pt:w-full pt:px-3 pt:py-2 pt:text-label',
        /** As `sm`, as wide as its words (a copy button beside what it copies). */
        compact: 'pt:min-h-9 pt:w-auto pt:px-3 pt:py-2 pt:text-label',
        inline: 'pt:h-auto pt:w-auto pt:p-0 pt:text-label',
        icon: 'pt:size-10 pt:p-0 pt:text-body',
      },
    },
    defaultVariants: { variant: 'primary', size: 'default' },
  },
);

type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
    /** Shows a spinner; the button is then disabled the focusable way (see `isDisabled`). */
    isLoading?: boolean;
    /**
     * Disabled without losing focus: `aria-disabled` and ignored clicks rather than `disabled`,
     * which would drop a keyboard user's focus to the page when the button they just pressed
     * turns disabled (a resend control, a submit button).
     */
    isDisabled?: boolean;
  };

// forwardRef: React 18 passes a function component no `ref` (screens focus their buttons).
const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant, size, asChild = false, isLoading = false, isDisabled = false, onClick, children, ...props },
  ref,
) {
  const Component = asChild ? Slot : 'button';
  const inert = isLoading || isDisabled;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Component
      ref={ref}
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'default'}
      data-loading={isLoading || undefined}
      // A loading button keeps its colours (dimmed, with the spinner); only a disabled one greys.
      data-disabled={(isDisabled && !isLoading) || undefined}
      aria-busy={isLoading || undefined}
      aria-disabled={inert || undefined}
      className={cn(buttonVariants({ variant, size }), isLoading && 'pt:cursor-progress', className)}
      onClick={handleClick}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {isLoading && <Spinner />}
          {children}
        </>
      )}
    </Component>
  );
});

export { Button, buttonVariants, type ButtonProps };
