/**
 * A small W3C WebDriver classic client over `fetch`, for the WebKit smoke suite (e2e/webkit.spec.ts):
 * WebKitGTK's driver (`WebKitWebDriver`, Debian's `webkit2gtk-driver`) has no WebDriver BiDi, so
 * Puppeteer (the Firefox suite's) cannot drive it, and Playwright drives only its own WebKit, which
 * is a download. `startWebKit()` starts an Xvfb display and the driver; a `WebDriverSession` is
 * one MiniBrowser window.
 *
 * What WebKitGTK's driver does that the calls below work around:
 * - an element click inside a shadow root is refused as intercepted (the host is hit): `clickAt`
 *   clicks with the pointer at the element's centre instead;
 * - repeated keys in one key-input call were reported to collapse ('11' typing '1'; a plain input
 *   did not show it on WebKitGTK 2.50.6): `typeKeys` sends each key in a call of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** The keys WebDriver names by code points of its own (W3C WebDriver, "Keyboard actions"). */
export const Key = { Tab: '\uE004', Enter: '\uE007', Backspace: '\uE003', Escape: '\uE00C' } as const;

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const SHADOW_ROOT = 'shadow-6066-11e4-a52e-4f735466cecf';

/** An element of the page, as WebDriver refers to it (and as scripts take and return it). */
export interface ElementRef {
  [ELEMENT]: string;
}
/** An open shadow root, as WebDriver refers to it. */
export interface ShadowRootRef {
  [SHADOW_ROOT]: string;
}

/** A WebDriver error: its `error` code ('no such element', 'element click intercepted', …) and message. */
export class WebDriverError extends Error {
  constructor(
    readonly error: string,
    message: string,
    readonly status: number,
  ) {
    super(`WebDriver: ${error}: ${message}`);
    this.name = 'WebDriverError';
  }
}

/** Calls one WebDriver endpoint and returns its `value`; an error answer throws a `WebDriverError`. */
export async function command<T = unknown>(baseUrl: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl.replace(/\/+$/, '')}${path}`, {
    method,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  const text = await response.text();
  let parsed: { value?: unknown } = {};
  try {
    parsed = text ? (JSON.parse(text) as { value?: unknown }) : {};
  } catch {
    throw new WebDriverError('invalid response', `${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`, response.status);
  }
  const value = parsed.value as { error?: string; message?: string } | null | undefined;
  if (!response.ok || (value && typeof value === 'object' && typeof value.error === 'string')) {
    throw new WebDriverError(value?.error ?? 'unknown error', value?.message ?? `${method} ${path} answered ${response.status}`, response.status);
  }
  return parsed.value as T;
}

/** A script for `execute`: a function (serialised; it must be self-contained) or a function body. */
export type Script<A extends unknown[], R> = ((...args: A) => R) | string;

const scriptSource = (script: Script<never[], unknown>) =>
  typeof script === 'string' ? script : `return (${script.toString()}).apply(null, arguments);`;

export class WebDriverSession {
  private constructor(
    readonly driverUrl: string,
    readonly id: string,
    readonly capabilities: Record<string, unknown>,
  ) {}

  /** A new session (a new browser window with its own storage). */
  static async create(driverUrl: string, alwaysMatch: Record<string, unknown>): Promise<WebDriverSession> {
    const value = await command<{ sessionId: string; capabilities: Record<string, unknown> }>(driverUrl, 'POST', '/session', {
      capabilities: { alwaysMatch },
    });
    return new WebDriverSession(driverUrl, value.sessionId, value.capabilities);
  }

  private call<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return command<T>(this.driverUrl, method, `/session/${this.id}${path}`, body);
  }

  /** Ends the session (closes its window). */
  async delete(): Promise<void> {
    await this.call('DELETE', '');
  }

  /** Navigates and waits for the page's load (the session's page load strategy). */
  async navigate(url: string): Promise<void> {
    await this.call('POST', '/url', { url });
  }

  url(): Promise<string> {
    return this.call<string>('GET', '/url');
  }

  /** Runs a script in the page (elements pass as `ElementRef`s both ways) and returns its value. */
  execute<A extends unknown[], R>(script: Script<A, R>, ...args: A): Promise<Awaited<R>> {
    return this.call<Awaited<R>>('POST', '/execute/sync', { script: scriptSource(script as Script<never[], unknown>), args });
  }

  /** The first element matching a CSS selector, in the document, below an element or in a shadow root. */
  async find(selector: string, from?: ElementRef | ShadowRootRef): Promise<ElementRef> {
    return this.call<ElementRef>('POST', `${scope(from)}/element`, { using: 'css selector', value: selector });
  }

  async findAll(selector: string, from?: ElementRef | ShadowRootRef): Promise<ElementRef[]> {
    return this.call<ElementRef[]>('POST', `${scope(from)}/elements`, { using: 'css selector', value: selector });
  }

  /** An element's open shadow root. */
  shadowRoot(element: ElementRef): Promise<ShadowRootRef> {
    return this.call<ShadowRootRef>('GET', `/element/${element[ELEMENT]}/shadow`);
  }

  /** WebDriver's element click (refused inside a shadow root by WebKitGTK: use `clickAt`). */
  async click(element: ElementRef): Promise<void> {
    await this.call('POST', `/element/${element[ELEMENT]}/click`);
  }

  /** WebDriver's element send keys: focuses the element and types `text` into it. */
  async sendKeys(element: ElementRef, text: string): Promise<void> {
    await this.call('POST', `/element/${element[ELEMENT]}/value`, { text });
  }

  property<T = unknown>(element: ElementRef, name: string): Promise<T> {
    return this.call<T>('GET', `/element/${element[ELEMENT]}/property/${encodeURIComponent(name)}`);
  }

  text(element: ElementRef): Promise<string> {
    return this.call<string>('GET', `/element/${element[ELEMENT]}/text`);
  }

  /** Input actions (W3C "Perform actions"), then their release. */
  async actions(sources: unknown[]): Promise<void> {
    await this.call('POST', '/actions', { actions: sources });
    await this.call('DELETE', '/actions');
  }

  /** A click with the mouse at the centre of the element's box, wherever it is (a shadow root too). */
  async clickAt(element: ElementRef): Promise<void> {
    const { x, y } = await this.execute((target: Element) => {
      target.scrollIntoView({ block: 'center', inline: 'center' });
      const box = target.getBoundingClientRect();
      return { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) };
    }, element as unknown as Element);
    await this.actions([
      {
        type: 'pointer',
        id: 'mouse',
        parameters: { pointerType: 'mouse' },
        actions: [
          { type: 'pointerMove', origin: 'viewport', x, y, duration: 0 },
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ],
      },
    ]);
  }

  /** Types into whatever has the focus, one key per call (repeated keys in one call collapse in WebKitGTK). */
  async typeKeys(text: string): Promise<void> {
    for (const key of text) {
      await this.actions([{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value: key }, { type: 'keyUp', value: key }] }]);
    }
  }

  /** The window's screenshot (PNG). */
  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.call<string>('GET', '/screenshot'), 'base64');
  }
}

function scope(from?: ElementRef | ShadowRootRef): string {
  if (!from) return '';
  if (SHADOW_ROOT in from) return `/shadow/${from[SHADOW_ROOT]}`;
  return `/element/${from[ELEMENT]}`;
}

/** Whether a value a script returned is an element. */
export const isElement = (value: unknown): value is ElementRef => typeof value === 'object' && value !== null && ELEMENT in value;

/** Polls `probe` until it returns something truthy (and returns that), or throws after `timeout` ms. */
export async function waitFor<T>(probe: () => Promise<T>, what: string, { timeout = 15_000, interval = 100 } = {}): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value as NonNullable<T>;
      last = value;
    } catch (error) {
      // An element the page has just replaced (the live widget takes over from the first paint) is stale: look again.
      if (!(error instanceof WebDriverError)) throw error;
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${timeout} ms waiting for ${what} (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/**
 * Debian's WebKitGTK: its WebDriver (webkit2gtk-driver) and MiniBrowser, the browser it drives, and
 * the X server it draws on (xvfb). scripts/browsers.mjs installs both packages.
 */
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const xvfbPath = process.env.XVFB_PATH ?? 'Xvfb';
export const miniBrowserPath = process.env.WEBKIT_BROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** The capabilities of a MiniBrowser session (`--automation`, without which it refuses to be driven). */
export const miniBrowserCapabilities = (): Record<string, unknown> => ({
  browserName: 'MiniBrowser',
  'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
});

export interface WebKit {
  /** The driver's address, for `WebDriverSession.create`. */
  driverUrl: string;
  /** The X display the browser draws on (`:N`). */
  display: string;
  /** Stops the driver and the display. */
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Starts an X display of its own (Xvfb picks a free one: `-displayfd`) and WebKitWebDriver on a
 * free port, and waits until the driver answers. `close()` stops both.
 */
export async function startWebKit({ timeout = 20_000 } = {}): Promise<WebKit> {
  const xvfb = spawn(xvfbPath, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let xvfbErrors = '';
  xvfb.stderr!.on('data', (chunk: Buffer) => (xvfbErrors += chunk.toString()));
  const display = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Xvfb did not start in ${timeout} ms: ${xvfbErrors}`)), timeout);
    xvfb.once('error', (error) => reject(new Error(`Xvfb could not start (Debian: apt-get install xvfb): ${error.message}`)));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${xvfbErrors}`)));
    (xvfb.stdio[3] as NodeJS.ReadableStream).once('data', (chunk: Buffer) => {
      clearTimeout(timer);
      resolve(`:${chunk.toString().trim()}`);
    });
  });
  const port = await freePort();
  const driver = spawn(webkitDriverPath, [`--port=${port}`], { env: { ...process.env, DISPLAY: display }, stdio: ['ignore', 'ignore', 'pipe'] });
  let driverErrors = '';
  driver.stderr!.on('data', (chunk: Buffer) => (driverErrors += chunk.toString()));
  const close = async () => {
    await stop(driver);
    await stop(xvfb);
  };
  const driverUrl = `http://127.0.0.1:${port}`;
  try {
    await new Promise<void>((resolve, reject) => {
      driver.once('error', (error) => reject(new Error(`${webkitDriverPath} could not start (Debian: apt-get install webkit2gtk-driver): ${error.message}`)));
      driver.once('exit', (code) => reject(new Error(`WebKitWebDriver exited (${code}): ${driverErrors}`)));
      waitFor(() => command<{ ready: boolean }>(driverUrl, 'GET', '/status').then((status) => status.ready).catch(() => false), 'WebKitWebDriver', {
        timeout,
      }).then(() => resolve(), reject);
    });
  } catch (error) {
    await close();
    throw error;
  }
  return { driverUrl, display, close };
}
