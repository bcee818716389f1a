import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exposureWarning, parseCli } from './cli-args';

const packageDir = resolve(import.meta.dirname, '..');
/** Inside the package, so the bundle's bare imports resolve from the workspace's node_modules. */
const outdir = 'node_modules/.cache/portico-emulator-cli-test';
const cliPath = join(packageDir, outdir, 'cli.js');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runCli(args: string[], { until, cwd, env }: { until?: (stdout: string) => boolean; cwd?: string; env?: Record<string, string> } = {}) {
  const child = spawn(process.execPath, [cliPath, ...args], { cwd: cwd ?? packageDir, env: { ...process.env, PORTICO_EMULATOR_PORT: '', ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<Run>((done) => child.on('close', (code) => done({ code, stdout, stderr })));
  const ready = until
    ? new Promise<string>((done, fail) => {
        child.stdout.on('data', () => until(stdout) && done(stdout));
        void exited.then((run) => fail(new Error(`the CLI exited early: ${JSON.stringify(run)}`)));
      })
    : undefined;
  return { child, exited, ready };
}

// Each test starts Node processes, which takes a while on a busy machine.
describe('portico-emulator CLI', { timeout: 30_000 }, () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'portico-cli-'));
    execFileSync(process.execPath, ['build.mjs', '--outdir', outdir], { cwd: packageDir });
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(join(packageDir, outdir), { recursive: true, force: true });
  });

  const login = (url: string) =>
    fetch(`${url}/sdk/v1/otps/email/login_or_create`, {
      method: 'POST',
      headers: { Authorization: `Basic ${btoa('public-token-test-portico:public-token-test-portico')}` },
      body: JSON.stringify({ email: 'ada@example.com' }),
    }).then((response) => response.json() as Promise<{ data: { user_created: boolean } }>);
  const started = (out: string) => out.includes('Ctrl+C');
  const baseUrl = (banner: string) => /Base URL: +(http:\/\/localhost:\d+)/.exec(banner)?.[1] ?? '';

  it('prints the base URL, inbox and public token, keeps .portico/emulator.sqlite and saves it on SIGTERM/SIGINT', async () => {
    const first = runCli(['--port', '0'], { cwd: dir, until: started });
    const banner = await first.ready!;
    const url = baseUrl(banner);
    expect(url).toMatch(/^http:\/\/localhost:\d+$/);
    expect(banner).toContain(`Inbox:         ${url}/emulator/inbox`);
    expect(banner).toContain('Public token:  public-token-test-portico');
    expect(banner).toContain(`Backend API:   ${url}/v1/ as project-test-portico, secret secret-test-portico`);
    const db = join(dir, '.portico', 'emulator.sqlite');
    expect(banner).toContain(`Database:      ${db}`);
    expect((await login(url)).data.user_created).toBe(true);
    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);
    expect(existsSync(db)).toBe(true);

    // The user survives a restart.
    const second = runCli(['--port', '0', '--db', db], { until: started });
    expect((await login(baseUrl(await second.ready!))).data.user_created).toBe(false);
    second.child.kill('SIGINT');
    expect((await second.exited).code).toBe(0);
  });

  it('exits 1 with a one-line message when the port is busy', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', done));
    const port = (blocker.address() as { port: number }).port;
    const run = await runCli(['--port', String(port), '--db', ':memory:']).exited;
    await new Promise((done) => blocker.close(done));
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `portico-emulator: Port ${port} is already in use on localhost. Stop the process using it, or choose another port with --port.\n`,
    );
  });

  // Missing and unparsable files are covered by loadSettingsFile's tests; one run checks the exit code.
  it('exits 2 naming the config file and the problem', async () => {
    const file = join(dir, 'invalid.json');
    writeFileSync(file, '{ "password_policy": "strong" }');
    const run = await runCli(['--config', file, '--port', '0', '--db', ':memory:']).exited;
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `portico-emulator: Config file ${file}: invalid settings: password_policy must be one of "zxcvbn", "luds", "none" (got "strong").\n`,
    );
  });

  it('warns loudly on stderr when it listens beyond loopback, and not otherwise', async () => {
    const exposed = runCli(['--host', '0.0.0.0', '--port', '0', '--db', ':memory:'], { until: started });
    await exposed.ready;
    exposed.child.kill('SIGTERM');
    const run = await exposed.exited;
    expect(run.stderr).toContain('WARNING: portico-emulator is listening on 0.0.0.0, which other machines may reach.');
    expect(run.stderr).toContain('anyone who can connect can read the codes and links');

    const local = runCli(['--host', '127.0.0.1', '--port', '0', '--db', ':memory:'], { until: started });
    await local.ready;
    local.child.kill('SIGTERM');
    expect((await local.exited).stderr).toBe('');
  });

  it('exits 2 when --mail-scanner browser cannot run, saying why', async () => {
    const run = await runCli(['--mail-scanner', 'browser', '--port', '0', '--db', ':memory:'], {
      env: { PORTICO_SCANNER_CHROMIUM: '/nonexistent/chromium' },
    }).exited;
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'portico-emulator: mail_scanner "browser" cannot run here: PORTICO_SCANNER_CHROMIUM names /nonexistent/chromium, which is not an executable file\n',
    );
  });

  it('exits 2 on unknown options', async () => {
    const run = await runCli(['--prot', '4100']).exited;
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("Unknown option '--prot'");
  });
});

describe('parseCli', () => {
  it('recognises --help', () => {
    expect(parseCli(['--help'])).toEqual({ kind: 'help' });
    expect(parseCli(['-h'])).toEqual({ kind: 'help' });
  });

  it('applies the defaults', () => {
    expect(parseCli([])).toEqual({
      kind: 'run',
      options: { port: 4100, host: 'localhost', db: '.portico/emulator.sqlite', config: undefined, allowedHosts: [] },
    });
  });

  it('reads every flag and PORTICO_EMULATOR_PORT', () => {
    expect(parseCli(['--port', '0', '--host', '127.0.0.1', '--db', ':memory:', '--config', 'c.json'])).toEqual({
      kind: 'run',
      options: { port: 0, host: '127.0.0.1', db: ':memory:', config: 'c.json', allowedHosts: [] },
    });
    expect(parseCli(['--allowed-host', 'emulator.test', '--allowed-host', '.tunnel.example'])).toMatchObject({
      options: { allowedHosts: ['emulator.test', '.tunnel.example'] },
    });
    expect(parseCli([], { PORTICO_EMULATOR_PORT: '4555' })).toMatchObject({ options: { port: 4555 } });
    expect(parseCli(['--port', '4600'], { PORTICO_EMULATOR_PORT: '4555' })).toMatchObject({ options: { port: 4600 } });
    expect(parseCli(['--app-url', 'http://localhost:3000'])).toMatchObject({ options: { appUrl: 'http://localhost:3000' } });
    expect(parseCli([], { PORTICO_APP_URL: 'http://localhost:5180' })).toMatchObject({ options: { appUrl: 'http://localhost:5180' } });
    expect(parseCli(['--password-hash-cost', '10'])).toMatchObject({ options: { passwordHashing: { logN: 10, r: 8, p: 1 } } });
    expect(parseCli([])).not.toHaveProperty('options.passwordHashing');
    expect(parseCli(['--mail-scanner', 'browser'])).toMatchObject({ options: { mailScanner: 'browser' } });
    expect(parseCli([])).not.toHaveProperty('options.mailScanner');
    expect(parseCli(['--project-secret', 'secret-test-abc_DEF-12='])).toMatchObject({ options: { projectSecret: 'secret-test-abc_DEF-12=' } });
    expect(parseCli([], { PORTICO_EMULATOR_PROJECT_SECRET: 'secret-live-xyz' })).toMatchObject({ options: { projectSecret: 'secret-live-xyz' } });
    expect(parseCli(['--project-secret', 'secret-test-flag'], { PORTICO_EMULATOR_PROJECT_SECRET: 'secret-test-env' })).toMatchObject({
      options: { projectSecret: 'secret-test-flag' },
    });
    expect(parseCli([])).not.toHaveProperty('options.projectSecret');
  });

  it('refuses a malformed --project-secret without repeating it', () => {
    const parsed = parseCli(['--project-secret', 'hunter2 with spaces']);
    expect(parsed).toMatchObject({ kind: 'error', message: expect.stringContaining('--project-secret must start with "secret-test-" or "secret-live-"') });
    expect(parsed.kind === 'error' && parsed.message).not.toContain('hunter2');
  });

  it.each([
    [['--port', '70000'], '--port must be a port number from 0 to 65535 (got "70000").'],
    [['--port', '-1'], "Option '--port' argument is ambiguous"],
    [['--port'], "Option '--port <value>' argument missing"],
    [['extra'], "Unexpected argument 'extra'"],
    [['--host', ''], '--host must not be empty.'],
    [['--app-url', 'localhost:3000'], '--app-url must be an http(s) URL like "http://localhost:3000" (got "localhost:3000").'],
    [['--password-hash-cost', '9'], '--password-hash-cost must be a whole number from 10 to 20 (got "9").'],
    [['--password-hash-cost', '15.5'], '--password-hash-cost must be a whole number from 10 to 20 (got "15.5").'],
    [['--mail-scanner', 'always'], '--mail-scanner must be one of off, fetch, browser (got "always").'],
    [['--allowed-host', 'evil.example:80'], '--allowed-host must be a host name, ".example.com" or "*" (got "evil.example:80").'],
  ])('rejects %j', (argv, message) => {
    const parsed = parseCli(argv);
    expect(parsed.kind).toBe('error');
    expect(parsed.kind === 'error' && parsed.message).toContain(message);
  });
});

describe('exposureWarning', () => {
  it('is null for loopback hosts and a warning for every other one', () => {
    for (const host of ['localhost', '127.0.0.1', '::1', 'portico.localhost']) expect(exposureWarning(host), host).toBeNull();
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'devbox.lan']) expect(exposureWarning(host), host).toContain(`listening on ${host}`);
  });
});
