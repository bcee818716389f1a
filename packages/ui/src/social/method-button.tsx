import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { Spinner } from '../primitives/spinner';
import { useLastUsedBadge } from './last-used-badge';

export type MethodButtonOwnProps = {
  /** Shows the spinner in the icon's place; the button is then busy and ignores clicks, keeping focus. */
  pending?: boolean;
  /** Marks the method that last logged in on this device ('Last used'). */
  lastUsed?: boolean;
};

export type MethodButtonProps = Omit<ComponentProps<'button'>, 'children'> &
  MethodButtonOwnProps & {
    icon: ReactNode;
    /** The words ('Continue with Google'): `useMessages().rich`'s text. */
    label: ReactNode;
  };

/**
 * The look shared by the social and wallet buttons: a full-width secondary Button (45 px, spec
 * §9) with a 20 px mark and the label. While pending the spinner takes the mark's place, so the
 * label does not move, and the button stays focusable (`aria-disabled`, as Button's `isLoading`).
 * The mark is inline, at the start of the label's text: a label that wraps (a phone, a long
 * provider name) stays centred with the mark beside its first line, instead of the mark at the
 * button's edge and the lines centred in what is left.
 */
export function MethodButton({
  icon,
  label,
  pending = false,
  lastUsed = false,
  className,
  onClick,
  'aria-describedby': ariaDescribedBy,
  ...props
}: MethodButtonProps) {
  const { describedBy, badge } = useLastUsedBadge({ lastUsed, describedBy: ariaDescribedBy });
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Button
      type="button"
      variant="secondary"
      {...props}
      aria-describedby={describedBy}
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
      data-loading={pending || undefined}
      data-last-used={lastUsed || undefined}
      className={cn(pending && 'pt:cursor-progress', className)}
      onClick={handleClick}
    >
      <span data-slot="method-button-label" className="pt:min-w-0 pt:text-center">
        <span
          data-slot="method-button-icon"
          className="pt:me-2 pt:inline-flex pt:size-5 pt:items-center pt:justify-center pt:align-middle"
        >
          {pending ? <Spinner /> : icon}
        </span>
        {label}
      </span>
      {badge}
    </Button>
  );
}
