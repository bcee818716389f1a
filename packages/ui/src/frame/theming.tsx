import type { PresentationConfig, StyleConfig } from '@portico/core';
import { useEffect, useState } from 'react';
import { cssHtml } from '../lib/css-html';
import { useHydrating } from '../lib/use-hydrating';
import type * as Theming from '../theme/presentation';

/**
 * How `styles` and `presentation` become the root's variables (`theme/presentation.ts`): a chunk
 * of its own (issue 41, 1 KB gzip), fetched only by a widget given either. Its first paint waits
 * for it (the nearest Suspense boundary, WidgetRoot's); the server awaits it; a hydrating widget
 * keeps the server's theme (its style attribute and rules) until it arrives.
 */
let theming: typeof Theming | null = null;
let themingFailed = false;
let loadingTheming: Promise<void> | null = null;
const importTheming = () => import('../theme/presentation');
let loadTheming = importTheming;

/** Tests only (not exported by the package): forget the loaded chunk, and fetch it with `loader` next. */
export function resetThemingLoader(loader: typeof importTheming = importTheming): void {
  loadTheming = loader;
  theming = null;
  themingFailed = false;
  loadingTheming = null;
}

/** Fetches the theme's mapping (once; again after a failure). */
export function preloadTheming(): Promise<void> {
  loadingTheming ??= loadTheming().then(
    (module) => void (theming = module),
    (error: unknown) => {
      loadingTheming = null;
      throw error;
    },
  );
  return loadingTheming;
}

/** Whether a frame given `styles` or `presentation` (`themed`) can draw its theme now. */
export const themingLoaded = (themed: boolean): boolean => !themed || theming !== null || themingFailed;

/**
 * Settles once a frame given `styles` or `presentation` (`themed`) can draw its theme (at once
 * without either; without the theme if the chunk cannot load). A widget that swaps its first
 * frame for another waits for it, so that the new frame does not suspend the swap (React would
 * hide the widget meanwhile).
 */
export function themingReady(themed: boolean): Promise<void> {
  if (!themed || theming || themingFailed) return Promise.resolve();
  return preloadTheming().catch(() => void (themingFailed = true));
}

/**
 * Whether a frame given `styles` or `presentation` can draw its theme now; true once it can. A
 * widget that hydrated a frame of its own (keeping the server's theme) shows it until then, rather
 * than a new frame that would suspend (and hide the widget) while the chunk loads.
 */
export function useThemingReady(styles: StyleConfig | undefined, presentation: PresentationConfig | undefined): boolean {
  const themed = styles !== undefined || presentation !== undefined;
  const [ready, setReady] = useState(() => themingLoaded(themed));
  useEffect(() => {
    if (!ready) void themingReady(themed).then(() => setReady(true));
  }, [ready, themed]);
  return ready;
}

const NO_THEME: Theming.ThemeStyle = { style: {} };
/** The server's theme, kept while hydrating: React does not write attributes nor HTML it hydrates, and these say nothing new. */
const KEPT = { __html: '' };

/**
 * A pair of themes' rules (`theme.css`), in the root; while the server's are kept (`theme` null),
 * their place.
 */
export function ThemeRules({ theme, paired }: { theme: Theming.ThemeStyle | null; paired: boolean }) {
  // As HTML, not text: React 18's server renderer would escape the CSS's quotes. Its `<` are
  // escaped (see cssHtml), so nothing in a theme can end the <style>.
  // eslint-disable-next-line no-restricted-syntax
  if (theme?.css) return <style dangerouslySetInnerHTML={cssHtml(theme.css)} />;
  // eslint-disable-next-line no-restricted-syntax
  return !theme && paired ? <style suppressHydrationWarning dangerouslySetInnerHTML={KEPT} /> : null;
}

/**
 * The root's theme. Without `styles` and `presentation`, none. Otherwise the mapping's, once its
 * chunk is there; before, a frame that hydrated says `null` (keep the server's), one already shown
 * stays as it was (unthemed), and a new one waits for it (a promise thrown, as React 18 has no
 * `use`); without it if it cannot load.
 */
export function useTheme(styles: StyleConfig | undefined, presentation: PresentationConfig | undefined, scope: string): Theming.ThemeStyle | null {
  const themed = styles !== undefined || presentation !== undefined;
  const hydrating = useHydrating();
  const [frame] = useState(() => ({
    // Hydrating in a browser (a server, with no document, waits for the chunk as any other render).
    keptFromServer: hydrating && themed && !theming && typeof document !== 'undefined',
    shown: false,
  }));
  const [, arrived] = useState(false);
  useEffect(() => {
    frame.shown = true;
  }, [frame]);
  // A theme given to a frame already shown (a host's dark mode turned on, say), or kept from the
  // server: drawn again when the chunk is here.
  useEffect(() => {
    if (themed && !themingLoaded(themed)) void themingReady(themed).then(() => arrived(true));
  }, [themed]);
  if (!themed || themingFailed) return NO_THEME;
  if (theming) return theming.themeStyle(styles, presentation, scope);
  if (frame.keptFromServer) return null;
  // Shown already, and so without a theme until now (one drawn had the chunk): stays so until it
  // arrives, rather than hide the widget (and blur its focused field) while it loads.
  if (frame.shown) return NO_THEME;
  throw preloadTheming().catch(() => void (themingFailed = true));
}
