/**
 * The Node emulator's mail scanner: links fetched as a link checker does, or opened in a headless
 * Chromium that renders them (JavaScript runs) through `playwright-core`, an optional peer
 * dependency imported only when `mail_scanner` is `"browser"`. One browser is kept for the
 * emulator's life (each link gets a fresh context) and closed when the emulator stops.
 */
import { accessSync, constants } from 'node:fs';
import type { MailScanMode } from '../store';
import { fetchVisit, SCAN_TIMEOUT_MS, visitError, type LinkVisit, type MailScanner } from './mail-scanner';

/** The Chromium flags of the repository's test browsers (vite.shared.ts), for a machine without a sandbox or network. */
export const SCANNER_CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/** Where Chromium is looked for when no variable names it: Debian's headless shell, then the full browser. */
export const SCANNER_CHROMIUM_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'] as const;

const isExecutable = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The Chromium the scanner launches: `PORTICO_SCANNER_CHROMIUM`, else `CHROMIUM_PATH`, else the
 * first of {@link SCANNER_CHROMIUM_CANDIDATES} that exists; or why there is none.
 */
export function scannerChromium(env: Record<string, string | undefined>): { path: string } | { problem: string } {
  for (const variable of ['PORTICO_SCANNER_CHROMIUM', 'CHROMIUM_PATH'] as const) {
    const path = env[variable];
    if (!path) continue;
    return isExecutable(path) ? { path } : { problem: `${variable} names ${path}, which is not an executable file` };
  }
  const found = SCANNER_CHROMIUM_CANDIDATES.find(isExecutable);
  if (found) return { path: found };
  return {
    problem:
      `no Chromium found (looked at ${SCANNER_CHROMIUM_CANDIDATES.join(' and ')}): install Debian's chromium-headless-shell ` +
      'or chromium package, or set PORTICO_SCANNER_CHROMIUM to a Chromium binary',
  };
}

/** The part of playwright-core the scanner uses (typed here, so the package's types do not depend on it). */
interface ScannerPage {
  goto(url: string, options: { waitUntil: 'load'; timeout: number }): Promise<{ status(): number } | null>;
  waitForLoadState(state: 'networkidle', options: { timeout: number }): Promise<void>;
  title(): Promise<string>;
  url(): string;
}
interface ScannerRoute {
  request(): { url(): string };
  continue(options: { url: string }): Promise<void>;
}
interface ScannerContext {
  newPage(): Promise<ScannerPage>;
  route(url: (url: URL) => boolean, handler: (route: ScannerRoute) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}
interface ScannerBrowser {
  newContext(): Promise<ScannerContext>;
  close(): Promise<void>;
  isConnected(): boolean;
}
interface PlaywrightCore {
  chromium: { launch(options: { executablePath: string; headless: boolean; args: string[] }): Promise<ScannerBrowser> };
}

const importPlaywrightCore = async (): Promise<PlaywrightCore> => {
  const name = 'playwright-core';
  return (await import(/* @vite-ignore */ name)) as PlaywrightCore;
};

export interface NodeMailScannerOptions {
  /** Where `PORTICO_SCANNER_CHROMIUM` and `CHROMIUM_PATH` are read (default `process.env`). */
  env?: Record<string, string | undefined>;
  /** @internal How playwright-core is loaded (tests replace it). */
  importPlaywright?: () => Promise<PlaywrightCore>;
  /**
   * Other origins the apps under test reach this emulator at (`startEmulator`'s `aliases`), and
   * where the emulator really is (read at each visit): the rendered page's requests to them go
   * there, as a test runner's browser routes them.
   */
  aliases?: { origins: readonly string[]; target: () => string };
}

/** `url` with its origin replaced by `target`'s (path, query and fragment kept). */
export function rerouted(url: string, target: string): string {
  const from = new URL(url);
  const to = new URL(target);
  from.protocol = to.protocol;
  from.host = to.host;
  return from.href;
}

export function createNodeMailScanner(options: NodeMailScannerOptions = {}): MailScanner {
  const env = options.env ?? process.env;
  const load = options.importPlaywright ?? importPlaywrightCore;
  const stopping = new AbortController();
  let browser: Promise<ScannerBrowser> | undefined;

  /** The kept browser, launched on first use (again if it went away). */
  async function launch(): Promise<ScannerBrowser> {
    const chromium = scannerChromium(env);
    if ('problem' in chromium) throw new Error(chromium.problem);
    let playwright: PlaywrightCore;
    try {
      playwright = await load();
    } catch {
      throw new Error('playwright-core is not installed (an optional peer dependency of @portico/emulator: npm install --save-dev playwright-core)');
    }
    try {
      return await playwright.chromium.launch({ executablePath: chromium.path, headless: true, args: [...SCANNER_CHROMIUM_ARGS] });
    } catch (error) {
      throw new Error(`Chromium (${chromium.path}) did not start: ${visitError(error, '').split('\n')[0]}`);
    }
  }

  function keptBrowser(): Promise<ScannerBrowser> {
    if (stopping.signal.aborted) return Promise.reject(new Error('the emulator is stopping'));
    const current = browser;
    if (current) {
      return current.then(
        (open) => (open.isConnected() ? open : ((browser = launch()), browser)),
        () => ((browser = launch()), browser),
      );
    }
    browser = launch();
    return browser;
  }

  async function browserVisit(url: string): Promise<LinkVisit> {
    let context: ScannerContext | undefined;
    try {
      context = await (await keptBrowser()).newContext();
      const aliases = options.aliases;
      if (aliases && aliases.origins.length > 0) {
        await context.route(
          (requested) => aliases.origins.includes(requested.origin),
          (route) => route.continue({ url: rerouted(route.request().url(), aliases.target()) }),
        );
      }
      const page = await context.newPage();
      const started = Date.now();
      const response = await page.goto(url, { waitUntil: 'load', timeout: SCAN_TIMEOUT_MS });
      // Then the network settles (a page's scripts call their APIs), within the same 10 s.
      const left = SCAN_TIMEOUT_MS - (Date.now() - started);
      if (left > 0) await page.waitForLoadState('networkidle', { timeout: left }).catch(() => undefined);
      const title = await page.title().catch(() => '');
      return { outcome: 'visited', ...(response ? { status: response.status() } : {}), finalUrl: page.url(), ...(title ? { title } : {}) };
    } catch (error) {
      return { outcome: 'failed', error: visitError(error, url) };
    } finally {
      await context?.close().catch(() => undefined);
    }
  }

  return {
    async unavailable(mode: MailScanMode) {
      if (mode === 'fetch') return null;
      try {
        await keptBrowser();
        return null;
      } catch (error) {
        browser = undefined;
        return error instanceof Error ? error.message : String(error);
      }
    },
    visit: (url, mode) => (mode === 'fetch' ? fetchVisit(url, stopping.signal) : browserVisit(url)),
    async close() {
      stopping.abort();
      const open = browser;
      browser = undefined;
      if (open) await open.then((opened) => opened.close()).catch(() => undefined);
    },
  };
}
