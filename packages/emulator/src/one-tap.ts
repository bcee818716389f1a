/**
 * Google One Tap offline against a **Node** emulator (`npm start`, `portico-emulator`): the Stytch
 * SDK loads `https://accounts.google.com/gsi/client`, which this answers, through an MSW service
 * worker, with the emulator's stand-in (`<emulatorUrl>/emulator/gsi/client`). Light: only MSW.
 *
 * ```ts
 * import { routeGoogleOneTap } from '@portico/emulator/one-tap';
 * await routeGoogleOneTap({ emulatorUrl: 'http://localhost:4100' }); // before One Tap starts
 * ```
 *
 * Browser mode (`startBrowserEmulator`) does this by itself; do not call both in one page (a page
 * has one MSW worker). Playwright tests can route the URL instead (docs/emulator.md).
 */
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { GOOGLE_GSI_CLIENT_URL } from './client-options';

export { GOOGLE_GSI_CLIENT_URL } from './client-options';

export interface RouteGoogleOneTapOptions {
  /** The emulator's base URL, e.g. `http://localhost:4100`. */
  emulatorUrl: string;
  /** MSW's worker script, from `npx msw init <publicDir>`. Defaults to `/mockServiceWorker.js`. */
  serviceWorkerUrl?: string;
  /** No console messages (MSW's "Mocking enabled" banner and request log). */
  quiet?: boolean;
}

export interface GoogleOneTapRoute {
  /** Stops answering: the script URL goes to the network again. */
  stop(): void;
}

/**
 * Starts an MSW worker whose only handler answers `https://accounts.google.com/gsi/client` with
 * the emulator's stand-in, fetched when the SDK asks for it. Every other request goes to the
 * network untouched. Rejects when the page cannot run service workers (not a secure context: use
 * `localhost` or https) or the worker script is missing.
 */
export async function routeGoogleOneTap(options: RouteGoogleOneTapOptions): Promise<GoogleOneTapRoute> {
  const scriptUrl = `${options.emulatorUrl.replace(/\/+$/, '')}/emulator/gsi/client`;
  if (!('serviceWorker' in navigator) || !window.isSecureContext) {
    throw new Error(
      'routeGoogleOneTap needs service workers, which browsers offer only in secure contexts: serve the page from ' +
        'http://localhost, http://127.0.0.1 or https.',
    );
  }
  const worker = setupWorker(
    http.get(GOOGLE_GSI_CLIENT_URL, async () => {
      let response: Response;
      try {
        response = await fetch(scriptUrl, { credentials: 'omit', cache: 'no-store' });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
      } catch (error) {
        // The script fails to load, as Google's would offline: the SDK reports it.
        console.error(`[portico-emulator] Could not fetch the Google One Tap stand-in from ${scriptUrl}:`, error);
        return HttpResponse.error();
      }
      return new Response(await response.text(), {
        status: 200,
        headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    }),
  );
  await worker.start({
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: options.quiet ?? false,
  });
  return { stop: () => worker.stop() };
}
