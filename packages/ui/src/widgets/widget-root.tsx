import type { FlowCallbacks, PresentationConfig, StyleConfig } from '@portico/core';
import { AuthClientProvider } from '@portico/core/react';
import { Suspense, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { MessagesProvider, type MessageOverrides, type Messages } from '../messages';
import { toAuthClient, type WidgetClient } from './auth-client';
import type { LazyClient } from './lazy-client';
import { StyleRoot } from './style-root';

/** What every widget takes besides its config (Stytch's prebuilt UI props, plus strings and locale). */
export interface WidgetProps {
  /**
   * The host's Stytch client (`new StytchHeadlessClient(publicToken)`), or any AuthClient. `null`
   * where there is none yet: server rendering (a Stytch client cannot be made there) renders the
   * first screen, and the widget comes alive in the browser once it is given a client. Or a
   * `lazyClient(() => new StytchHeadlessClient(publicToken))`: the widget draws its first screen
   * without it, and makes it once that screen is painted or a flow first needs it (the fastest
   * first field).
   */
  client: WidgetClient | LazyClient | null;
  /** Stytch's `styles` theme config (spec §3). */
  styles?: StyleConfig;
  /**
   * Stytch v6's `presentation`: `theme` (tokens, or a `[light, dark]` pair that follows the
   * visitor's `prefers-color-scheme`) and `options` (`hideHeaderText`, `logo`, `enableShadowDOM`).
   * Where it and `styles` (or `config.enableShadowDOM`) set the same thing, it wins.
   */
  presentation?: PresentationConfig;
  /** `onEvent` and `onError`, as in Stytch's prebuilt UI. */
  callbacks?: FlowCallbacks;
  /**
   * How long a request to the auth provider may take before the widget gives up on it and says
   * 'The server is taking too long to answer. Please try again.' (default 30 000 ms).
   */
  requestTimeoutMs?: number;
  /** Replaces individual strings by key (see `en`). */
  strings?: MessageOverrides;
  /** A whole catalog for another language: `es` and `ptBR` ship with Portico. */
  messages?: Messages;
  /**
   * The language (BCP 47, e.g. 'es', 'pt-BR'): sets `lang` and `dir`, and localises country
   * names. Without `messages`, the catalog Portico ships for it is fetched first (the widget shows
   * once it is there, never in English first). Without a locale, the widget follows the page's
   * `<html lang>` (in the browser: a server-rendered widget is in English until it hydrates, so
   * server rendering hosts should pass `locale`).
   */
  locale?: string;
  /** The widget's direction; without it, its language's (`ar`, `he`, `fa` → rtl). */
  dir?: 'ltr' | 'rtl';
  className?: string;
}

/** `presentation.options.enableShadowDOM`, when set: it wins over the config's. */
const presentationShadow = (presentation: PresentationConfig | undefined) => {
  const shadow = presentation?.options?.enableShadowDOM;
  return typeof shadow === 'boolean' ? shadow : undefined;
};

/** `<html lang>` changes (a page switching language) re-render the widgets that follow it. */
function subscribeToPageLanguage(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
}
const pageLanguage = () => document.documentElement.lang.trim() || undefined;
const noPageLanguage = () => undefined;

/**
 * What every widget is rendered in: the client (a Stytch client is adapted once), the message
 * catalog, and the stylesheet (in the document, or in a shadow root with `enableShadowDOM`).
 */
export function WidgetRoot({
  client,
  strings,
  messages,
  locale: given,
  dir,
  shadow,
  presentation,
  children,
}: Pick<WidgetProps, 'client' | 'strings' | 'messages' | 'locale' | 'dir' | 'presentation'> & { shadow: boolean; children: ReactNode }) {
  const authClient = useMemo(() => toAuthClient(client), [client]);
  // No locale given: the page's language (none on the server, so hydration matches).
  const page = useSyncExternalStore(subscribeToPageLanguage, pageLanguage, noPageLanguage);
  const locale = given ?? page;
  return (
    // A client given after none: the flows start over with it (they keep the client they began with).
    <AuthClientProvider key={client === null ? 'none' : 'client'} client={authClient}>
      {/* Waits for a catalog fetched for `locale`. */}
      <Suspense fallback={null}>
        <MessagesProvider {...(messages && { messages })} {...(strings && { overrides: strings })} {...(locale && { locale })} {...(dir && { dir })}>
          <StyleRoot shadow={presentationShadow(presentation) ?? shadow}>{children}</StyleRoot>
        </MessagesProvider>
      </Suspense>
    </AuthClientProvider>
  );
}
