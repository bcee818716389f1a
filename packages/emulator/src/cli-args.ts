import { parseArgs } from 'node:util';
import { ALLOWED_HOST_PATTERN, isLoopbackHostname } from './http/host-check';
import { DEFAULT_SCRYPT_PARAMS, type ScryptParams } from './domain/password-hash';
import { DEFAULT_DB_FILE, DEFAULT_HOST, DEFAULT_PORT } from './node';
import { DEFAULT_SETTINGS, MAIL_SCANNER_MODES, settingsIssues, type MailScannerSetting } from './settings';

/** `--password-hash-cost`'s range: N = 2^10 (about 4 ms a hash) to 2^20 (the memory scrypt may take). */
const MIN_HASH_COST = 10;
const MAX_HASH_COST = 20;

export const USAGE = `Usage: portico-emulator [options]

A local server that speaks the Stytch browser-SDK protocol and the Backend API calls a server makes,
with an inbox for the codes it sends.

Options:
  --port <number>          Port to listen on (default ${DEFAULT_PORT}, or $PORTICO_EMULATOR_PORT; 0 picks a free port)
  --host <name>            Host to listen on (default ${DEFAULT_HOST}: both 127.0.0.1 and ::1)
  --allowed-host <name>    Also answer requests for this host name (repeatable): loopback names and
                           IP addresses always work; ".example.com" allows its subdomains, "*" any
  --db <file|:memory:>     SQLite file to keep users and sessions in (default ${DEFAULT_DB_FILE});
                           :memory: keeps nothing
  --config <file>          Project settings JSON file, merged over the defaults (see docs/emulator.md)
  --app-url <url>          Where your app runs (default http://localhost:5173, or $PORTICO_APP_URL): emailed
                           links, the connected apps and the identity provider's pages point there
  --project-secret <s>     The project secret the Backend API (/v1/…) takes with the project id
                           (default ${DEFAULT_SETTINGS.project_secret}, or $PORTICO_EMULATOR_PROJECT_SECRET);
                           wins over the config file's project_secret
  --password-hash-cost <n> scrypt's cost for new password hashes, as log2 of N: ${MIN_HASH_COST} to ${MAX_HASH_COST}
                           (default ${DEFAULT_SCRYPT_PARAMS.logN}, about 0.13 s a hash). Lower is faster and weaker:
                           for test suites that sign up many users on a busy machine
  --mail-scanner <mode>    Act as a security-scanning mail gateway before each message reaches the inbox:
                           off (default), fetch (GET every link, following redirects) or browser (render
                           every link in headless Chromium: needs playwright-core and Chromium, from
                           $PORTICO_SCANNER_CHROMIUM, $CHROMIUM_PATH or /usr/bin/chromium-headless-shell)
  -h, --help               Show this help

Exit codes: 0 stopped normally, 1 the port is in use or the emulator failed, 2 bad options or config file.`;

export interface CliOptions {
  port: number;
  host: string;
  db: string;
  config: string | undefined;
  allowedHosts: string[];
  /** Where the app runs; absent: the defaults' `http://localhost:5173`. */
  appUrl?: string;
  /** The Backend API's project secret (`--project-secret`); absent: the config file's, or the default. */
  projectSecret?: string;
  /** scrypt's parameters for new hashes (`--password-hash-cost`); absent: the defaults. */
  passwordHashing?: ScryptParams;
  /** `--mail-scanner`, over the config file's `mail_scanner`; absent: the config's, or off. */
  mailScanner?: MailScannerSetting;
}

export type ParsedCli =
  | { kind: 'help' }
  | { kind: 'run'; options: CliOptions }
  | { kind: 'error'; message: string };

function parsePort(value: string, source: string): number | string {
  const port = Number(value);
  return /^\d+$/.test(value) && port <= 65535 ? port : `${source} must be a port number from 0 to 65535 (got "${value}").`;
}

/** Parses the command line; problems come back as messages for exit code 2. */
export function parseCli(argv: string[], env: Record<string, string | undefined> = {}): ParsedCli {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        db: { type: 'string' },
        config: { type: 'string' },
        'allowed-host': { type: 'string', multiple: true },
        'app-url': { type: 'string' },
        'password-hash-cost': { type: 'string' },
        'mail-scanner': { type: 'string' },
        'project-secret': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { kind: 'error', message: (error as Error).message };
  }
  if (values.help) return { kind: 'help' };
  const port =
    values.port !== undefined
      ? parsePort(values.port, '--port')
      : env.PORTICO_EMULATOR_PORT
        ? parsePort(env.PORTICO_EMULATOR_PORT, 'PORTICO_EMULATOR_PORT')
        : DEFAULT_PORT;
  if (typeof port === 'string') return { kind: 'error', message: port };
  if (values.host === '') return { kind: 'error', message: '--host must not be empty.' };
  if (values.db === '') return { kind: 'error', message: '--db must be a file path or :memory:.' };
  const allowedHosts = values['allowed-host'] ?? [];
  const badHost = allowedHosts.find((name) => !ALLOWED_HOST_PATTERN.test(name));
  if (badHost !== undefined) {
    return { kind: 'error', message: `--allowed-host must be a host name, ".example.com" or "*" (got "${badHost}").` };
  }
  const appUrl = values['app-url'] ?? (env.PORTICO_APP_URL || undefined);
  if (appUrl !== undefined && !/^https?:\/\/[^/]+/.test(appUrl)) {
    return { kind: 'error', message: `--app-url must be an http(s) URL like "http://localhost:3000" (got "${appUrl}").` };
  }
  const projectSecret = values['project-secret'] ?? (env.PORTICO_EMULATOR_PROJECT_SECRET || undefined);
  if (projectSecret !== undefined && settingsIssues({ project_secret: projectSecret }).length > 0) {
    // The value is not repeated: it may be a real secret mistyped.
    return {
      kind: 'error',
      message: '--project-secret must start with "secret-test-" or "secret-live-", then letters, digits, "-", "_" or "=" (at most 200).',
    };
  }
  const cost = values['password-hash-cost'];
  if (cost !== undefined && !(/^\d{1,2}$/.test(cost) && Number(cost) >= MIN_HASH_COST && Number(cost) <= MAX_HASH_COST)) {
    return { kind: 'error', message: `--password-hash-cost must be a whole number from ${MIN_HASH_COST} to ${MAX_HASH_COST} (got "${cost}").` };
  }
  const mailScanner = values['mail-scanner'];
  if (mailScanner !== undefined && !(MAIL_SCANNER_MODES as readonly string[]).includes(mailScanner)) {
    return { kind: 'error', message: `--mail-scanner must be one of ${MAIL_SCANNER_MODES.join(', ')} (got "${mailScanner}").` };
  }
  return {
    kind: 'run',
    options: {
      port,
      host: values.host ?? DEFAULT_HOST,
      db: values.db ?? DEFAULT_DB_FILE,
      config: values.config,
      allowedHosts,
      ...(appUrl !== undefined && { appUrl }),
      ...(projectSecret !== undefined && { projectSecret }),
      ...(cost !== undefined && { passwordHashing: { ...DEFAULT_SCRYPT_PARAMS, logN: Number(cost) } }),
      ...(mailScanner !== undefined && { mailScanner: mailScanner as MailScannerSetting }),
    },
  };
}

/**
 * The warning printed (on stderr) when the emulator listens beyond this machine: it has no
 * passwords and no TLS, so whoever reaches it can read every code it sends and sign in as anyone.
 * Null for a loopback host.
 */
export function exposureWarning(host: string): string | null {
  if (isLoopbackHostname(host)) return null;
  return [
    '',
    `WARNING: portico-emulator is listening on ${host}, which other machines may reach.`,
    '  The emulator has no passwords and no TLS: anyone who can connect can read the codes and links',
    '  it sends, sign in as any user, read client secrets and wipe its database.',
    '  Use --host localhost unless you need another device to reach it, on a network you trust.',
    '',
  ].join('\n');
}
