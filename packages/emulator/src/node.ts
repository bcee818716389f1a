import { getRequestListener } from '@hono/node-server';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { createApp, type CreateAppOptions, type EmulatorApp } from './app';
import { dummyPasswordHash } from './domain/password-hash';
import { warmUpPasswordChecks } from './domain/password-strength';
import { createNodeMailScanner } from './scanner/node-scanner';
import { DEFAULT_SETTINGS, defaultSettingsFor, resolveSettings, SettingsError, settingsIssues, type MailScannerSetting, type SettingsInput } from './settings';
import { createStore, type Store } from './store';

export const DEFAULT_PORT = 4100;
export const DEFAULT_HOST = 'localhost';
export const DEFAULT_DB_FILE = '.portico/emulator.sqlite';

let sqlJs: Promise<SqlJsStatic> | undefined;

/** sql.js with its WebAssembly binary read from the installed package. */
export function loadSqlJs(): Promise<SqlJsStatic> {
  sqlJs ??= (async () => {
    const wasmPath = createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm');
    return initSqlJs({ wasmBinary: new Uint8Array(readFileSync(wasmPath)).buffer });
  })();
  return sqlJs;
}

export interface OpenStoreOptions {
  /** A database file (created, with its folder, when missing), or `:memory:` (the default) to keep nothing. */
  file?: string;
}

/**
 * Opens the emulator's SQLite store. With a file, its contents are loaded now and written back
 * (atomically) a moment after each change and on `close()`.
 */
export async function openStore({ file = ':memory:' }: OpenStoreOptions = {}): Promise<Store> {
  const sql = await loadSqlJs();
  if (file === ':memory:') return createStore(sql);
  const path = resolve(file);
  try {
    mkdirSync(dirname(path), { recursive: true });
    const data = existsSync(path) ? readFileSync(path) : null;
    return createStore(sql, {
      data,
      persist: (bytes) => {
        const temporary = `${path}.${process.pid}.tmp`;
        writeFileSync(temporary, bytes);
        renameSync(temporary, path);
      },
    });
  } catch (error) {
    throw new Error(`Cannot open the emulator database ${path}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/** A config file that is missing, not JSON, or holds invalid settings. */
export class ConfigFileError extends Error {
  constructor(
    readonly file: string,
    problem: string,
  ) {
    super(`Config file ${file}: ${problem}`);
    this.name = 'ConfigFileError';
  }
}

/** Reads and validates a settings JSON file (see `settings.ts` for the fields). */
export function loadSettingsFile(file: string): SettingsInput {
  const path = resolve(file);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ConfigFileError(path, code === 'ENOENT' ? 'the file does not exist.' : `cannot be read (${String(code)}).`);
  }
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    throw new ConfigFileError(path, `not valid JSON (${(error as Error).message}).`);
  }
  const issues = settingsIssues(input);
  if (issues.length > 0) throw new ConfigFileError(path, `invalid settings: ${issues.join('; ')}.`);
  return input as SettingsInput;
}

/** The port is taken. `code` is `EADDRINUSE`, as for Node's own error. */
export class PortInUseError extends Error {
  readonly code = 'EADDRINUSE';
  constructor(
    readonly host: string,
    readonly port: number,
  ) {
    super(`Port ${port} is already in use on ${host}. Stop the process using it, or choose another port with --port.`);
    this.name = 'PortInUseError';
  }
}

export interface StartEmulatorOptions {
  /** Defaults to 4100; 0 picks a free port. */
  port?: number;
  /** Defaults to `localhost`, which listens on both 127.0.0.1 and ::1 (when the machine has IPv6). */
  host?: string;
  /** A database file or `:memory:` (the default). */
  db?: string;
  /**
   * Where your app runs (e.g. `http://localhost:3000`): the default redirect URLs (emailed links),
   * connected apps and identity-provider pages point there instead of `http://localhost:5173`.
   */
  appUrl?: string;
  /**
   * Host names, besides loopback names, IP addresses and `host`, that requests may name in their
   * `Host` header (a name in /etc/hosts, a tunnel): `"emulator.test"`, `".example.com"` for it and
   * its subdomains, or `"*"` for any. Others are refused with `403 host_not_allowed`, against DNS
   * rebinding (see docs/emulator.md, "Security").
   */
  allowedHosts?: readonly string[];
  /** Settings, or the path of a settings JSON file. */
  config?: SettingsInput | string;
  /**
   * Other base URLs the apps under test call this emulator at (http(s) URLs; only their origins
   * count), e.g. the `http://localhost:4100` an app was built with while a test runner gives each
   * worker an emulator on a port of its own and routes the browser's requests there
   * (`@portico/testing`). The browser mail scanner's Chromium routes them here too, so the page it
   * renders reaches this emulator. Nothing else changes: the server listens on `port` only.
   */
  aliases?: readonly string[];
  /**
   * The outbox's mail scanner (`--mail-scanner`), over `config`'s `mail_scanner`: `'fetch'` GETs
   * each link of a message sent, `'browser'` renders it in headless Chromium (playwright-core and a
   * Chromium binary needed: `PORTICO_SCANNER_CHROMIUM`, `CHROMIUM_PATH`, Debian's
   * `/usr/bin/chromium-headless-shell` or `/usr/bin/chromium`). A mode that cannot run rejects
   * with a `SettingsError` saying why.
   */
  mailScanner?: MailScannerSetting;
  /** The Backend API's project secret (the CLI's `--project-secret`): wins over `config`'s `project_secret`. */
  projectSecret?: string;
  /** The base clock, for tests (defaults to `Date.now`). */
  now?: () => number;
  /** @internal Cheaper scrypt parameters for tests (see `CreateAppOptions.passwordHashing`). */
  passwordHashing?: CreateAppOptions['passwordHashing'];
  /**
   * @internal Replace the process's global `Request` and `Response` with @hono/node-server's
   * lighter ones, which it writes to the socket without reading a body stream (10–30 % less CPU per
   * request under `npm run bench`). Only for a process that is nothing but the emulator (the
   * `portico-emulator` command); off by default, so embedding the emulator leaves the host's
   * globals alone.
   */
  overrideGlobalObjects?: boolean;
}

export interface RunningEmulator extends EmulatorApp {
  /** The base URL, e.g. `http://localhost:4100`. */
  url: string;
  port: number;
  store: Store;
  /** Stops listening, closes open connections and writes the database file. */
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolvePromise();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

function closeServer(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolvePromise) => {
    server.close(() => resolvePromise());
    server.closeAllConnections();
  });
}

function baseUrl(host: string, port: number): string {
  if (host === 'localhost' || host === '0.0.0.0' || host === '::') return `http://localhost:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

/**
 * Binds every address for `host`: `localhost` means 127.0.0.1 and ::1, so browsers reach the
 * emulator whichever one they resolve `localhost` to. A missing IPv6 stack is not an error. With
 * port 0, a free port on the first address that is taken on another one is given up and retried.
 */
async function bindAll(listener: Parameters<typeof createServer>[1], host: string, port: number): Promise<Server[]> {
  const addresses = host === 'localhost' ? ['127.0.0.1', '::1'] : [host];
  for (let attempt = 1; ; attempt += 1) {
    const servers: Server[] = [];
    let boundPort = port;
    try {
      for (const [index, address] of addresses.entries()) {
        const server = createServer(listener);
        try {
          await listen(server, boundPort, address);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (index > 0 && (code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT')) continue;
          if (code === 'EADDRINUSE') throw new PortInUseError(host, boundPort);
          throw error;
        }
        servers.push(server);
        const bound = server.address();
        if (bound !== null && typeof bound === 'object') boundPort = bound.port;
      }
      return servers;
    } catch (error) {
      await Promise.all(servers.map(closeServer));
      const retry = port === 0 && servers.length > 0 && error instanceof PortInUseError && attempt < 5;
      if (!retry) throw error;
    }
  }
}

/** Starts the emulator as a Node HTTP server. Rejects with {@link PortInUseError} when the port is taken. */
export async function startEmulator(options: StartEmulatorOptions = {}): Promise<RunningEmulator> {
  const { port = DEFAULT_PORT, host = DEFAULT_HOST, db = ':memory:' } = options;
  const fromConfig = typeof options.config === 'string' ? loadSettingsFile(options.config) : (options.config ?? {});
  const settings = {
    ...fromConfig,
    ...(options.mailScanner !== undefined && { mail_scanner: options.mailScanner }),
    ...(options.projectSecret !== undefined && { project_secret: options.projectSecret }),
  };
  const resolved = resolveSettings(settings, options.appUrl ? defaultSettingsFor(options.appUrl) : DEFAULT_SETTINGS);
  const aliasOrigins = (options.aliases ?? []).map((alias) => {
    let url: URL | undefined;
    try {
      url = new URL(alias);
    } catch {
      // reported below
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new TypeError(`aliases: ${JSON.stringify(alias)} is not an http(s) URL.`);
    return url.origin;
  });
  let ownUrl = '';
  const mailScanner = createNodeMailScanner({ aliases: { origins: aliasOrigins, target: () => ownUrl } });
  if (resolved.mail_scanner !== 'off') {
    const problem = await mailScanner.unavailable(resolved.mail_scanner);
    if (problem !== null) throw new SettingsError([`mail_scanner "${resolved.mail_scanner}" cannot run here: ${problem}`]);
  }
  const store = await openStore({ file: db });
  const emulator = createApp({
    store,
    settings,
    mailScanner,
    now: options.now,
    passwordHashing: options.passwordHashing,
    ...(options.appUrl !== undefined && { appUrl: options.appUrl }),
    allowedHosts: [host, ...(options.allowedHosts ?? [])],
  });
  let servers: Server[];
  try {
    servers = await bindAll(getRequestListener(emulator.app.fetch, { overrideGlobalObjects: options.overrideGlobalObjects ?? false }), host, port);
  } catch (error) {
    await mailScanner.close();
    store.close();
    throw error;
  }
  // Off the start-up path: once listening, the password checks' dictionaries load (and the dummy
  // hash that keeps unknown addresses as slow as wrong passwords is made) before a login needs them.
  setTimeout(() => {
    warmUpPasswordChecks();
    dummyPasswordHash(options.passwordHashing).catch(() => undefined);
  }, 0).unref();
  const address = servers[0]?.address();
  const boundPort = address !== null && typeof address === 'object' ? address.port : port;
  ownUrl = baseUrl(host, boundPort);
  let closing: Promise<void> | undefined;
  return {
    ...emulator,
    url: ownUrl,
    port: boundPort,
    store,
    close: () => {
      // The scanner first: a scan under way fails fast and records it, then the database is written.
      closing ??= Promise.all([...servers.map(closeServer), mailScanner.close(), emulator.ctx.mailScans.stop()]).then(() => store.close());
      return closing;
    },
  };
}
