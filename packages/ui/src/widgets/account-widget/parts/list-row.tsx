import { forwardRef, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface ListRowProps extends Omit<ComponentProps<'li'>, 'children'> {
  /** What the row is (an address, a device, an app): the user's own text is rendered as text. */
  label: ReactNode;
  /** Muted text under it ('Last active 5 minutes ago', the scopes granted). */
  secondary?: ReactNode;
  /** `RowBadge`s after the label ('Verified', 'Used to sign in', 'This device'). */
  badges?: ReactNode;
  /** Before everything: an icon or a logo (decorative, or with its own text alternative). */
  leading?: ReactNode;
  /** At the end: the row's buttons ('Remove', 'Sign out'). */
  actions?: ReactNode;
  /** `data-state`: `pending` while the row's change is being made (the row is outlined in the error colour). */
  state?: 'idle' | 'pending';
}

/**
 * A row of a section's list (`<li>`; put rows in a `RowList`): a leading icon, the label with its
 * badges, muted secondary text, and trailing actions; it wraps onto more lines rather than
 * growing wider than the page.
 */
export const ListRow = forwardRef<HTMLLIElement, ListRowProps>(function ListRow(
  { label, secondary, badges, leading, actions, state = 'idle', className, ...props },
  ref,
) {
  return (
    <li
      ref={ref}
      data-slot="account-list-row"
      data-state={state}
      className={cn(
        'pt:flex pt:min-h-12 pt:flex-wrap pt:items-center pt:gap-x-3 pt:gap-y-1 pt:rounded-input pt:border pt:border-outline pt:px-3 pt:py-2',
        state === 'pending' && 'pt:border-error',
        className,
      )}
      {...props}
    >
      {leading && (
        <span data-slot="account-list-row-leading" className="pt:flex pt:shrink-0 pt:items-center">
          {leading}
        </span>
      )}
      <span className="pt:flex pt:min-w-0 pt:flex-[1_1_10rem] pt:flex-col pt:gap-tight">
        <span className="pt:flex pt:flex-wrap pt:items-center pt:gap-2">
          <span data-slot="account-list-row-label" className="pt:min-w-0 pt:text-body pt:break-words pt:text-primary">
            {label}
          </span>
          {badges}
        </span>
        {secondary && (
          <span data-slot="account-list-row-secondary" className="pt:text-caption pt:break-words pt:text-secondary">
            {secondary}
          </span>
        )}
      </span>
      {actions && (
        <span data-slot="account-list-row-actions" className="pt:flex pt:flex-wrap pt:items-center pt:gap-stack">
          {actions}
        </span>
      )}
    </li>
  );
});

/** The list of a section's rows, named by a heading or words (`aria-labelledby` / `aria-label`). */
export const RowList = forwardRef<HTMLUListElement, ComponentProps<'ul'>>(function RowList({ className, ...props }, ref) {
  return <ul ref={ref} data-slot="account-list" className={cn('pt:flex pt:flex-col pt:gap-stack', className)} {...props} />;
});

/**
 * A short status beside a row's label: `neutral` ('Used to sign in', 'This device') or `success`
 * ('Verified'). Read as part of the row's text.
 */
export function RowBadge({ tone = 'neutral', className, ...props }: ComponentProps<'span'> & { tone?: 'neutral' | 'success' }) {
  return (
    <span
      data-slot="account-badge"
      data-tone={tone}
      className={cn(
        'pt:inline-flex pt:items-center pt:rounded-full pt:border pt:px-2 pt:py-0.5 pt:text-caption pt:font-semibold',
        tone === 'success' ? 'pt:border-success pt:text-success' : 'pt:border-primary pt:bg-accent pt:text-primary',
        className,
      )}
      {...props}
    />
  );
}
