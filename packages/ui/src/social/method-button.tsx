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
    label: string;
  };

/**
 * The look shared by the social and wallet buttons: a full-width secondary Button (45 px, spec
 * §9) with a 20 px mark and the label. While pending the spinner takes the mark's place, so the
 * label does not move, and the button stays focusable (`aria-disabled`, as Button's `isLoading`).
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
      <span className="pt:inline-flex pt:size-5 pt:shrink-0 pt:items-center pt:justify-center">{pending ? <Spinner /> : icon}</span>
      <span className="pt:min-w-0 pt:text-center">{label}</span>
      {badge}
    </Button>
  );
}
