import { forwardRef, useEffect, useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface AccountSectionProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** The section's name (`profile`, `emailAddresses`, …: core's `AccountSection`), as `data-section`. */
  name: string;
  /** Its title, an `h2` (focusable: the focus goes back to it when the control that had it is gone). */
  title: ReactNode;
  /** A muted line under the title. */
  description?: ReactNode;
  /**
   * The last change made, in words ('Your name was saved.'): the view's `done` through the
   * section's own table; null or '' when there is none. Announced politely (a `role="status"`
   * region that is always rendered), written after the section has rendered, so it is read as news.
   */
  announcement?: string | null;
  /** A request is under way (the view's `isPending`): `aria-busy` on the section's body (not on its announcement). */
  busy?: boolean;
  children?: ReactNode;
}

/**
 * One section of the account page: `<section aria-labelledby>` with its `h2` title, an optional
 * muted description, its body, and a polite live region that announces the section's last change.
 * The section's `ref` is its `<section>`; its title is `[data-slot="account-section-title"]`.
 */
export const AccountSection = forwardRef<HTMLElement, AccountSectionProps>(function AccountSection(
  { name, title, description, announcement = null, busy = false, className, children, ...props },
  ref,
) {
  const titleId = useId();
  const descriptionId = useId();
  // Written after the change has rendered (an effect), so the region's text changes while it is
  // in the page: what screen readers announce.
  const [announced, setAnnounced] = useState('');
  useEffect(() => setAnnounced(announcement ?? ''), [announcement]);
  return (
    <section
      ref={ref}
      data-slot="account-section"
      data-section={name}
      aria-labelledby={titleId}
      {...(description ? { 'aria-describedby': descriptionId } : {})}
      className={cn('pt:flex pt:flex-col pt:gap-stack', className)}
      {...props}
    >
      <div className="pt:flex pt:flex-col pt:gap-tight">
        <h2 id={titleId} data-slot="account-section-title" tabIndex={-1} className="pt:text-body pt:font-semibold pt:text-primary pt:outline-none">
          {title}
        </h2>
        {description && (
          <p id={descriptionId} data-slot="account-section-description" className="pt:text-caption pt:text-secondary">
            {description}
          </p>
        )}
      </div>
      <div data-slot="account-section-body" aria-busy={busy || undefined} className="pt:flex pt:flex-col pt:gap-stack">
        {children}
      </div>
      <p data-slot="account-section-announcement" role="status" className="pt:sr-only">
        {announced}
      </p>
    </section>
  );
});

/** The title of the section `element` is in (where the focus goes when its control is gone). */
export function sectionTitleOf(element: Element | null | undefined): HTMLElement | null {
  return element?.closest('[data-slot="account-section"]')?.querySelector<HTMLElement>('[data-slot="account-section-title"]') ?? null;
}
