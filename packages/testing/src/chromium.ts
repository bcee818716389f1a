/**
 * The machine's Chromium for Playwright, never a download: `CHROMIUM_PATH`, else Debian's
 * headless shell (`apt-get install chromium-headless-shell`: the same Chromium build without the
 * browser's windows, what Playwright runs headless tests in, at under half the CPU of the full
 * browser), else Debian's `chromium`.
 */
import { accessSync, constants } from 'node:fs';

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'] as const;

/** Flags for a container or CI machine: no sandbox (often unavailable there), no GPU, no network of its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

const executable = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * `launchOptions` for a Playwright config: `{ executablePath, args }` of the machine's Chromium.
 * Throws, naming what it looked for, when there is none.
 */
export function systemChromium(env: Record<string, string | undefined> = process.env): { executablePath: string; args: string[] } {
  const named = env.CHROMIUM_PATH;
  if (named) {
    if (!executable(named)) throw new Error(`CHROMIUM_PATH names ${named}, which is not an executable file.`);
    return { executablePath: named, args: [...CHROMIUM_ARGS] };
  }
  const found = CHROMIUM_CANDIDATES.find(executable);
  if (!found) {
    throw new Error(
      `No Chromium found (looked at ${CHROMIUM_CANDIDATES.join(' and ')}): install Debian's chromium-headless-shell or chromium ` +
        'package, or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return { executablePath: found, args: [...CHROMIUM_ARGS] };
}
