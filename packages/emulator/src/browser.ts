/**
 * Browser mode: the emulator's app running inside the page, with an in-memory sql.js database,
 * answering the Stytch SDK through a service worker. No server, no network.
 *
 * ```ts
 * import { startBrowserEmulator } from '@portico/emulator/browser';
 * import { DEFAULT_PUBLIC_TOKEN, emulatorClientOptions } from '@portico/emulator/client-options';
 *
 * const emulator = await startBrowserEmulator();             // before creating the client
 * const stytch = new StytchHeadlessClient(DEFAULT_PUBLIC_TOKEN, emulatorClientOptions(emulator.url));
 * ```
 *
 * The emulator lives at a virtual same-origin URL, `<origin>/__portico-emulator` by default, so
 * the SDK's calls are same-origin (no CORS) and full-page navigations can reach it too:
 *
 * - MSW's worker (`mockServiceWorker.js`, from `npx msw init <publicDir>`) hands every request the
 *   page makes under that URL to a handler here, which strips the base path and calls `app.fetch`.
 * - MSW lets navigations through, and requests from other pages are not the page's own, so a
 *   second worker, `portico-emulator-worker.js` (shipped in this package), registered with the
 *   base path as its scope, forwards navigations under it (the inbox in a new tab, the OAuth
 *   provider page, the clientside-services frame) and those pages' own requests to this page.
 * - Google One Tap: MSW also answers the SDK's `<script src="https://accounts.google.com/gsi/client">`
 *   with the emulator's stand-in (`/emulator/gsi/client`), whose account chooser is a page under
 *   the base URL.
 *
 * Both files must be served from the site's root. See docs/emulator.md, "Browser mode".
 */
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import initSqlJs from 'sql.js';
import { createApp, type EmulatorApp } from './app';
import { isDroppedConnection } from './http/faults';
import { fetchOnlyScanner } from './scanner/mail-scanner';
import { resolveSettings, SettingsError, type SettingsInput } from './settings';
import { createStore, type Store } from './store';

import { DEFAULT_BROWSER_BASE_PATH, GOOGLE_GSI_CLIENT_URL } from './client-options';

export { DEFAULT_BROWSER_BASE_PATH, DEFAULT_PUBLIC_TOKEN, emulatorClientOptions } from './client-options';
export const DEFAULT_SERVICE_WORKER_URL = '/mockServiceWorker.js';
export const DEFAULT_PAGES_WORKER_URL = '/portico-emulator-worker.js';

/** The pages worker's message protocol version (see `worker/portico-emulator-worker.js`). */
const PROTOCOL_VERSION = 1;

export interface BrowserEmulatorOptions {
  /** Project settings, as for the Node emulator's config file (merged over the defaults). */
  settings?: SettingsInput;
  /**
   * Where the emulator answers: a URL (or path) on the page's own origin. Defaults to
   * `<origin>/__portico-emulator`. Pass it to `emulatorClientOptions`.
   */
  baseUrl?: string;
  /** MSW's worker script, from `npx msw init <publicDir>`. Defaults to `/mockServiceWorker.js`. */
  serviceWorkerUrl?: string;
  /**
   * The pages worker (`@portico/emulator/portico-emulator-worker.js`, copied to your public
   * folder), which serves navigations under the base URL. Defaults to
   * `/portico-emulator-worker.js`; `false` skips it (only the page's own requests are answered).
   * If it cannot be registered, the emulator still starts and says so on the console.
   */
  pagesWorkerUrl?: string | false;
  /**
   * sql.js's WebAssembly binary. Defaults to the one in the sql.js package, located by your
   * bundler through `new URL('sql.js/dist/sql-wasm.wasm', import.meta.url)` (Vite does this);
   * pass a URL if your bundler does not.
   */
  wasmUrl?: string | URL;
  /** No console messages (MSW's "Mocking enabled" banner, the emulator's start line). */
  quiet?: boolean;
  /** The base clock (defaults to `Date.now`); the control API adds its offset on top. */
  now?: () => number;
}

export interface BrowserEmulator extends EmulatorApp {
  /** The base URL to give `emulatorClientOptions`, e.g. `http://localhost:5173/__portico-emulator`. */
  url: string;
  store: Store;
  /**
   * Calls the emulator directly, without the service worker: `emulator.fetch('/emulator/outbox')`.
   * Takes a path relative to the emulator or a URL under its base URL.
   */
  fetch(input: string, init?: RequestInit): Promise<Response>;
  /** Stops answering (MSW and the pages worker let requests through again) and closes the database. */
  stop(): Promise<void>;
}

/** Running emulators by base URL: one per base URL per page. */
const running = new Map<string, Promise<BrowserEmulator>>();

/**
 * Starts the emulator in this page and waits until the service workers answer for it. Call it
 * before creating the Stytch client (whose constructor already calls the emulator). Rejects when
 * the page cannot run service workers (not a secure context: use `localhost` or https) or MSW's
 * worker script is missing.
 */
export function startBrowserEmulator(options: BrowserEmulatorOptions = {}): Promise<BrowserEmulator> {
  const base = resolveBaseUrl(options.baseUrl);
  if (running.has(base.href)) {
    return Promise.reject(new Error(`A Portico browser emulator is already running at ${base.href} in this page; stop() it first.`));
  }
  const started = start(base, options);
  running.set(base.href, started);
  started.catch(() => running.delete(base.href));
  return started;
}

function resolveBaseUrl(baseUrl: string | undefined): URL {
  const base = new URL(baseUrl ?? DEFAULT_BROWSER_BASE_PATH, window.location.href);
  base.pathname = base.pathname.replace(/\/+$/, '');
  if (base.origin !== window.location.origin) {
    throw new Error(`The browser emulator's baseUrl must be on this page's origin (${window.location.origin}), not ${base.origin}.`);
  }
  if (base.pathname === '' || base.search !== '' || base.hash !== '') {
    throw new Error(`The browser emulator's baseUrl must be a path such as ${DEFAULT_BROWSER_BASE_PATH}, without a query: ${base.href}`);
  }
  return base;
}

/**
 * The page's origin on the CORS and redirect allowlists (unless the settings name their own), so
 * links back to the app work wherever it is served. Same-origin calls need no CORS, but the
 * settings say what the emulator would accept.
 */
function browserSettings(input: SettingsInput = {}): SettingsInput {
  const origin = window.location.origin;
  const defaults = resolveSettings({});
  const withOrigin = (list: string[]) => (list.includes(origin) ? list : [...list, origin]);
  return {
    ...input,
    allowed_origins: input.allowed_origins ?? withOrigin(defaults.allowed_origins),
    redirect_urls: input.redirect_urls ?? withOrigin(defaults.redirect_urls),
  };
}

/** The request `app.fetch` sees: the same, with the base path taken off the URL. */
async function toAppRequest(request: Request, base: URL): Promise<Request> {
  const url = new URL(request.url);
  url.pathname = url.pathname.slice(base.pathname.length) || '/';
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? await request.arrayBuffer() : null,
    signal: request.signal,
  });
}

const isUnder = (url: string, base: URL): boolean =>
  url === base.href || url.startsWith(`${base.href}/`) || url.startsWith(`${base.href}?`);

/** Why browser mode refuses `mail_scanner: "browser"`. */
const BROWSER_MODE_HAS_NO_CHROMIUM =
  "the emulator's browser mode runs in the page (a service worker answers for it), where no Chromium can be launched; " +
  'use the Node emulator (portico-emulator) to render links, or mail_scanner "fetch"';

async function start(base: URL, options: BrowserEmulatorOptions): Promise<BrowserEmulator> {
  if (options.settings?.mail_scanner === 'browser') {
    throw new SettingsError([`mail_scanner "browser" cannot run here: ${BROWSER_MODE_HAS_NO_CHROMIUM}`]);
  }
  if (!('serviceWorker' in navigator) || !window.isSecureContext) {
    throw new Error(
      'The Portico browser emulator needs service workers, which browsers offer only in secure contexts: ' +
        'serve the page from http://localhost, http://127.0.0.1 or https.',
    );
  }
  const wasmUrl = String(options.wasmUrl ?? new URL('sql.js/dist/sql-wasm.wasm', import.meta.url));
  let sql;
  try {
    sql = await initSqlJs({ locateFile: () => wasmUrl });
  } catch (error) {
    throw new Error(
      `The Portico browser emulator could not load sql.js's WebAssembly from ${wasmUrl}: ${String(error)}. ` +
        "Pass startBrowserEmulator({ wasmUrl }) with a URL your site serves sql.js's dist/sql-wasm.wasm at.",
      { cause: error },
    );
  }
  const store = createStore(sql);
  const emulator = createApp({
    store,
    settings: browserSettings(options.settings),
    now: options.now,
    basePath: base.pathname,
    mailScanner: fetchOnlyScanner(BROWSER_MODE_HAS_NO_CHROMIUM),
  });
  const { app } = emulator;

  const handle = async (request: Request): Promise<Response> => app.fetch(await toAppRequest(request, base));

  const worker = setupWorker(
    // The script the SDK loads for Google One Tap: the stand-in, written for this base URL.
    http.get(GOOGLE_GSI_CLIENT_URL, () => handle(new Request(`${base.href}/emulator/gsi/client`))),
    http.all(
      ({ request }) => isUnder(request.url, base),
      async ({ request }) => {
        const response = await handle(request);
        return isDroppedConnection(response) ? HttpResponse.error() : response;
      },
    ),
  );

  // The pages worker asks this page whether it runs the emulator and sends it the requests.
  const onMessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    const port = event.ports[0];
    if (!port || typeof data !== 'object' || data === null) return;
    const message = data as { type?: unknown; version?: unknown; base?: unknown; request?: SerializedRequest };
    if (message.version !== PROTOCOL_VERSION || message.base !== base.href) return;
    if (message.type === 'PORTICO_EMULATOR_PING') {
      port.postMessage({ base: base.href });
    } else if (message.type === 'PORTICO_EMULATOR_REQUEST' && message.request && isUnder(message.request.url, base)) {
      void answer(message.request, port);
    }
  };
  const answer = async (serialized: SerializedRequest, port: MessagePort) => {
    const { url, method, headers, body } = serialized;
    let response: Response;
    try {
      response = await handle(new Request(url, { method, headers, body }));
    } catch (error) {
      console.error('[portico-emulator] could not answer', method, url, error);
      response = new Response('The Portico browser emulator failed; see the console of the page running it.', { status: 500 });
    }
    if (isDroppedConnection(response)) {
      port.postMessage({ dropped: true });
      return;
    }
    const bytes = await response.arrayBuffer();
    port.postMessage(
      { status: response.status, statusText: response.statusText, headers: [...response.headers], body: bytes },
      [bytes],
    );
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  // Messages from a worker that does not control the page are held until this is called.
  navigator.serviceWorker.startMessages();

  let pagesWorker: ServiceWorkerRegistration | undefined;
  try {
    await worker.start({
      serviceWorker: { url: options.serviceWorkerUrl ?? DEFAULT_SERVICE_WORKER_URL },
      onUnhandledRequest: 'bypass',
      quiet: options.quiet ?? false,
    });
    if (options.pagesWorkerUrl !== false) {
      pagesWorker = await registerPagesWorker(options.pagesWorkerUrl ?? DEFAULT_PAGES_WORKER_URL, base, options.quiet ?? false);
    }
  } catch (error) {
    navigator.serviceWorker.removeEventListener('message', onMessage);
    worker.stop();
    store.close();
    throw error;
  }

  if (!options.quiet) {
    console.info(`[portico-emulator] Browser emulator for "${emulator.ctx.settings.project_name}" at ${base.href} (inbox: ${base.href}/emulator/inbox).`);
  }

  let stopping: Promise<void> | undefined;
  return {
    ...emulator,
    url: base.href,
    store,
    fetch: async (input, init) => {
      const url = input.startsWith('/') ? `${base.href}${input}` : input;
      if (!isUnder(url, base)) throw new Error(`${url} is not under the browser emulator's base URL ${base.href}.`);
      return app.fetch(await toAppRequest(new Request(url, init), base));
    },
    stop: () => {
      stopping ??= (async () => {
        navigator.serviceWorker.removeEventListener('message', onMessage);
        pagesWorker?.active?.postMessage({ type: 'PORTICO_EMULATOR_HOST_GONE' });
        worker.stop();
        await emulator.ctx.mailScanner.close();
        await emulator.ctx.mailScans.stop();
        store.close();
        running.delete(base.href);
      })();
      return stopping;
    },
  };
}

interface SerializedRequest {
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

/**
 * Registers the pages worker with the base path as its scope and waits until it is active. A
 * failure is not fatal: the page's own requests (everything the SDK does) still work.
 */
async function registerPagesWorker(scriptUrl: string, base: URL, quiet: boolean): Promise<ServiceWorkerRegistration | undefined> {
  try {
    const registration = await navigator.serviceWorker.register(scriptUrl, { scope: `${base.pathname}/` });
    const worker = registration.installing ?? registration.waiting ?? registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) => {
        const check = () => {
          if (worker.state === 'activated' || worker.state === 'redundant') {
            worker.removeEventListener('statechange', check);
            resolve();
          }
        };
        worker.addEventListener('statechange', check);
        check();
      });
    }
    return registration;
  } catch (error) {
    if (!quiet) {
      console.warn(
        `[portico-emulator] Could not register the pages worker ${scriptUrl} (${String(error)}). The SDK's requests are ` +
          `answered, but pages under ${base.href} (the inbox, OAuth pages) are not: copy ` +
          '@portico/emulator/portico-emulator-worker.js to your public folder.',
      );
    }
    return undefined;
  }
}
