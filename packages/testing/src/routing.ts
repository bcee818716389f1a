/**
 * Sends a browser context's requests for the emulator URL an app was built with to the emulator
 * of this test worker: the app is built once (`VITE_…_EMULATOR_URL=http://localhost:4100`) and
 * every worker's pages reach that worker's own emulator, on a port of its own.
 */
import type { BrowserContext } from '@playwright/test';

/** `url` with its origin replaced by `target`'s (path, query and fragment kept). */
export function rerouteUrl(url: string, target: string): string {
  const moved = new URL(url);
  const to = new URL(target);
  moved.protocol = to.protocol;
  moved.host = to.host;
  return moved.href;
}

/**
 * Routes every request of `context` (pages, frames, navigations) whose origin is `from`'s to
 * `to`, path and query kept. The browser still sees the `from` URL (the change is not visible to
 * the page). The requests the emulator's own pages make (the stand-in OAuth provider's form, the
 * clientside-services frame's) carry an `Origin` of `from`: they are sent with `to`'s, as a
 * reverse proxy does, so the emulator's check of its own origin holds.
 */
export async function routeEmulator(context: BrowserContext, from: string, to: string): Promise<void> {
  const fromOrigin = new URL(from).origin;
  const toOrigin = new URL(to).origin;
  if (fromOrigin === toOrigin) return;
  await context.route(
    (url) => url.origin === fromOrigin,
    async (route) => {
      const request = route.request();
      const url = rerouteUrl(request.url(), toOrigin);
      let requester: string | null = null;
      try {
        requester = new URL(request.frame().url()).origin;
      } catch {
        // a service worker's request, or a frame without a URL yet: not the emulator's page
      }
      const sendsOrigin = request.method() !== 'GET' && request.method() !== 'HEAD';
      if (sendsOrigin && requester === fromOrigin) {
        // Chromium keeps a request's own Origin whatever `continue` says: sent from here instead,
        // its answer (a redirect included, not followed) handed to the page as the emulator's.
        const response = await route.fetch({ url, headers: { ...request.headers(), origin: toOrigin }, maxRedirects: 0 });
        await route.fulfill({ response });
      } else {
        await route.continue({ url });
      }
    },
  );
}
