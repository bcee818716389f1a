import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ComponentProps, type ReactElement } from 'react';
import { cn } from '../lib/cn';
import { useMessages } from '../messages';

const lastUsedBadgeVariants = cva(
  'pt:pointer-events-none pt:inline-flex pt:items-center pt:whitespace-nowrap pt:rounded-full pt:border pt:border-primary pt:bg-accent pt:font-semibold pt:text-primary pt:text-caption pt:leading-none',
  {
    variants: {
      variant: {
        /**
         * On a button's top border, at its end: out of the flow, so the button keeps its 45 px
         * and its label stays centred, however long ('Continue with Other Ethereum Wallet').
         * 16 px tall, 12 px of it above the border: clear of a label that wraps to two lines,
         * and of the button above in a SocialButtonGroup (16 px apart).
         */
        corner: 'pt:absolute pt:end-3 pt:-top-3 pt:h-4 pt:px-2',
        /** After a label in the flow: a form tab ('Email', 'Text', 'WhatsApp'). */
        inline: 'pt:ms-1.5 pt:px-1.5 pt:py-0.5 pt:align-middle',
      },
    },
    defaultVariants: { variant: 'corner' },
  },
);

type LastUsedBadgeProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof lastUsedBadgeVariants> & {
    /** Required: the control it marks names this id in `aria-describedby`. */
    id: string;
  };

/**
 * 'Last used': the method that last logged in on this device. Hidden from the accessibility tree
 * where it sits (it would otherwise join the control's name: 'Continue with Google Last used')
 * and read instead as the control's description, through `aria-describedby` (a hidden element
 * that is referenced directly still counts): 'Continue with Google, Last used'.
 * `useLastUsedBadge` wires both ends.
 */
function LastUsedBadge({ id, variant, className, ...props }: LastUsedBadgeProps) {
  const { t } = useMessages();
  return (
    <span
      {...props}
      id={id}
      aria-hidden="true"
      data-slot="last-used-badge"
      data-variant={variant ?? 'corner'}
      className={cn(lastUsedBadgeVariants({ variant }), className)}
    >
      {t('lastUsed.badge')}
    </span>
  );
}

export interface UseLastUsedBadgeOptions {
  lastUsed: boolean | undefined;
  /** `corner` for a button (default), `inline` after a tab's label. */
  variant?: VariantProps<typeof lastUsedBadgeVariants>['variant'];
  /** The control's own `aria-describedby`, kept in front of the badge's id. */
  describedBy?: string | undefined;
}

export interface UseLastUsedBadgeResult {
  /** For the control's `aria-describedby`. */
  describedBy: string | undefined;
  /** For inside the control (a button needs `position: relative` for `corner`, as Button has). */
  badge: ReactElement | null;
}

/**
 * The badge and the control's `aria-describedby` together, for any control that can be marked:
 *
 * ```tsx
 * const { describedBy, badge } = useLastUsedBadge({ lastUsed: lastUsed === 'email', variant: 'inline' });
 * <TabsTrigger value="email" aria-describedby={describedBy}>{t('tab.email')}{badge}</TabsTrigger>
 * ```
 */
function useLastUsedBadge({ lastUsed, variant, describedBy }: UseLastUsedBadgeOptions): UseLastUsedBadgeResult {
  const id = useId();
  if (!lastUsed) return { describedBy, badge: null };
  return {
    describedBy: describedBy ? `${describedBy} ${id}` : id,
    badge: <LastUsedBadge id={id} variant={variant} />,
  };
}

export { LastUsedBadge, lastUsedBadgeVariants, useLastUsedBadge, type LastUsedBadgeProps };
