// Finds Chromium for the browser tests, installing Debian's package when it is missing and we
// are allowed to (root, or passwordless sudo). Browser downloads are never used.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function canRun(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

export function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  console.log(`Chromium not found at ${chromiumPath}; installing Debian's chromium package…`);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = isRoot ? [] : canRun('sudo', ['-n', 'true']) ? ['sudo', '-n'] : null;
  if (!prefix || !canRun('which', ['apt-get'])) {
    throw new Error(
      `Chromium is missing at ${chromiumPath} and cannot be installed automatically here.\n` +
        `Install it (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.`,
    );
  }
  const run = (args) => {
    const [command, ...rest] = [...prefix, ...args];
    execFileSync(command, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
  if (!existsSync(chromiumPath)) throw new Error(`apt-get finished but ${chromiumPath} is still missing.`);
  return chromiumPath;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
