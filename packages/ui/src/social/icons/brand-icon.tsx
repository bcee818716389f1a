import type { OAuthProvider, Wallet } from '@portico/core';
import { useEffect, useId, useMemo, useReducer, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import type { IconData } from './icon-data';
import {
  genericWalletIconLoader,
  loadIcon,
  peekIcon,
  providerIconLoaders,
  walletIconLoaders,
  type IconLoader,
} from './load-icon';

/** The mark, once its chunk has arrived (at once if an earlier render already fetched it). */
function useIcon(loader: IconLoader): IconData | undefined {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const icon = peekIcon(loader);
  useEffect(() => {
    if (peekIcon(loader)) return;
    let active = true;
    loadIcon(loader).then(
      () => {
        if (active) arrived();
      },
      // Decorative: a mark that cannot be fetched leaves its box empty; the label still says it all.
      () => {},
    );
    return () => {
      active = false;
    };
  }, [loader]);
  return icon;
}

const ESCAPE = /[.*+?^${}()|[\]\\]/g;

/**
 * Gives a mark's ids (gradients, clip paths) a per-instance suffix: two copies of one mark on a
 * page would otherwise share ids, and one inside a hidden subtree breaks the other's gradient.
 */
function scopeIds(body: string, scope: string): string {
  const ids = [...body.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1] as string);
  return ids.reduce(
    (markup, id) => markup.replace(new RegExp(`(\\bid="|url\\(#|href="#)${id.replace(ESCAPE, '\\$&')}(?=["')])`, 'g'), `$1${id}-${scope}`),
    body,
  );
}

type BrandIconProps = Omit<ComponentProps<'svg'>, 'children' | 'dangerouslySetInnerHTML' | 'viewBox'>;

/**
 * A brand mark in a fixed 20 × 20 box, decorative (the button's label names the provider). The
 * `<svg>` is there from the first render, empty until the mark's chunk arrives, so nothing moves.
 */
function BrandIcon({ loader, className, ...props }: BrandIconProps & { loader: IconLoader }) {
  const icon = useIcon(loader);
  const scope = useId().replace(/[^\w-]/g, '');
  const markup = useMemo(() => (icon ? scopeIds(icon.body, scope) : ''), [icon, scope]);
  return (
    <svg
      width={20}
      height={20}
      {...props}
      aria-hidden="true"
      focusable="false"
      data-slot="brand-icon"
      data-state={icon ? 'loaded' : 'loading'}
      viewBox={icon && `${icon.left ?? 0} ${icon.top ?? 0} ${icon.width} ${icon.height}`}
      className={cn('pt:size-5 pt:shrink-0', className)}
      // Not server or user text: `body` is a build-time constant that scripts/provider-icons
      // copied from the icon sets into src/social/icons/generated (checked by generated.test.ts).
      // eslint-disable-next-line no-restricted-syntax
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

export type ProviderIconProps = BrandIconProps & { provider: OAuthProvider };

/** A social provider's mark, fetched on first render (its own chunk). */
function ProviderIcon({ provider, ...props }: ProviderIconProps) {
  return <BrandIcon loader={providerIconLoaders[provider]} data-provider={provider} {...props} />;
}

export type WalletIconProps = BrandIconProps & { wallet: Wallet };

/** A crypto wallet's mark, fetched on first render (its own chunk). */
function WalletIcon({ wallet, ...props }: WalletIconProps) {
  return <BrandIcon loader={walletIconLoaders[wallet]} data-wallet={wallet} {...props} />;
}

/** A wallet in general: 'Continue with other Crypto Wallet', 'Set up a new crypto wallet'. */
function GenericWalletIcon(props: BrandIconProps) {
  return <BrandIcon loader={genericWalletIconLoader} {...props} />;
}

export { GenericWalletIcon, ProviderIcon, WalletIcon };
