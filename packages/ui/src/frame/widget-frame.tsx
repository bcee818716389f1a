import { TOAST_DURATION_MS, TOAST_GUTTER_PX, type PresentationConfig, type StyleConfig } from '@portico/core';
import { createContext, useContext, useId, useMemo, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { ThemeRules, useTheme } from './theming';
import { useMessages } from '../messages';
import { Card } from '../primitives/card';
import { ToastArea, ToastProvider } from '../primitives/toast-area';
interface Presentation {
  /** `styles.hideHeaderText`: titles and descriptions are only read to assistive technology. */
  hideHeaderText: boolean;
  /** A screen that appears now moves focus to its title (unless it focused one of its fields). */
  focusTitleOnMount: boolean;
}

const PresentationContext = createContext<Presentation>({ hideHeaderText: false, focusTitleOnMount: false });

const TOAST_SETTINGS = { durations: TOAST_DURATION_MS, gutter: TOAST_GUTTER_PX };

export function usePresentation(): Presentation {
  return useContext(PresentationContext);
}

export type WidgetFrameProps = Omit<ComponentProps<'div'>, 'style'> & {
  styles?: StyleConfig;
  /** Stytch v6's `presentation` (theme, or a `[light, dark]` pair, and options): wins over `styles`. */
  presentation?: PresentationConfig;
  /** Shows the 'Powered by' footer (bootstrap's watermark flag). */
  displayWatermark?: boolean;
  /** Alternative text of the logo: the project's name when known. */
  logoAlt?: string;
  /**
   * Screens shown from now on focus their title when they appear, so screen-reader users hear
   * where they are. Widgets turn it on after their first screen (never steal focus on page load).
   */
  focusTitleOnMount?: boolean;
  children?: ReactNode;
};

/**
 * The widget's chrome: the `.portico` root that scopes styles and theme variables, the
 * container card, the optional logo (≤ 100 × 50 px) and watermark, and the toast area. Every
 * screen renders inside one; hosts composing screens themselves use it too.
 */
export function WidgetFrame({
  styles,
  presentation,
  displayWatermark = false,
  logoAlt,
  focusTitleOnMount = false,
  className,
  children,
  ...props
}: WidgetFrameProps) {
  const { t, locale, dir } = useMessages();
  const options = presentation?.options;
  const logoUrl = options?.logo?.url || styles?.logo?.logoImageUrl;
  const scope = useId();
  const theme = useTheme(styles, presentation, scope);
  const paired = Array.isArray(presentation?.theme);
  // The same value while it says the same: a re-render of the frame (the one after hydration)
  // reaches no screen below through it (nor a part still waiting to hydrate, issue 41).
  const hideHeaderText = (options?.hideHeaderText ?? styles?.hideHeaderText) === true;
  const presented = useMemo(() => ({ hideHeaderText, focusTitleOnMount }), [hideHeaderText, focusTitleOnMount]);
  return (
    <PresentationContext.Provider value={presented}>
      <ToastProvider settings={TOAST_SETTINGS}>
        <div
          data-slot="widget-frame"
          lang={locale}
          dir={dir}
          className={cn('portico', 'pt:w-full pt:max-w-container', className)}
          style={theme?.style}
          {...((theme ? theme.css : paired) && { 'data-portico-theme': scope })}
          {...(!theme && { suppressHydrationWarning: true })}
          {...props}
        >
          <ThemeRules theme={theme} paired={paired} />
          <Card>
            {logoUrl && (
              <img
                data-slot="logo"
                src={logoUrl}
                alt={(options?.logo?.url ? options.logo.alt : undefined) ?? logoAlt ?? t('login.logoAltFallback')}
                className="pt:-mb-2 pt:max-h-logo-h pt:max-w-logo-w pt:self-center pt:object-contain"
              />
            )}
            {children}
            {displayWatermark && (
              <footer data-slot="watermark" className="pt:flex pt:justify-center pt:text-caption pt:text-secondary">
                <a
                  href="https://stytch.com"
                  target="_blank"
                  rel="noopener noreferrer"
                  className="pt:inline-flex pt:gap-tight pt:rounded-sm pt:no-underline pt:outline-none pt:hover:underline pt:focus-visible:ring-2 pt:focus-visible:ring-primary"
                >
                  {t('watermark.poweredBy')} <strong className="pt:font-semibold">{t('watermark.brand')}</strong>
                </a>
              </footer>
            )}
          </Card>
          <ToastArea />
        </div>
      </ToastProvider>
    </PresentationContext.Provider>
  );
}
