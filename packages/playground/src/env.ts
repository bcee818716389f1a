import { DEFAULT_BROWSER_BASE_PATH, DEFAULT_EMULATOR_URL, DEFAULT_PUBLIC_TOKEN } from '@portico/emulator/client-options';

const STORAGE_KEY = 'portico-playground:emulator';

/** An address on this machine: the playground sends what users type (codes, passwords) there. */
function isLoopback(address: string): boolean {
  try {
    const url = new URL(address);
    return (url.protocol === 'http:' || url.protocol === 'https:') && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

/**
 * `?emulator=<URL>` or `?emulator=browser`: kept for the tab (sessionStorage), so the pages a flow
 * navigates to (a link's /authenticate, the reset page, the consent page) talk to the same
 * emulator. Only loopback addresses are taken: a link to the playground cannot send what its
 * users type elsewhere.
 */
function chosenEmulator(): string | null {
  const param = new URLSearchParams(window.location.search).get('emulator');
  if (param !== null) {
    if (param === 'browser' || isLoopback(param)) {
      window.sessionStorage.setItem(STORAGE_KEY, param);
      return param;
    }
    console.warn(`Portico playground: ignoring ?emulator=${param} (only localhost, 127.0.0.1, [::1] or "browser").`);
  }
  return window.sessionStorage.getItem(STORAGE_KEY);
}

const emulatorParam = chosenEmulator();

/**
 * `?emulator=browser`: no server, the emulator runs in this page (`startBrowserEmulator`, started
 * by main.tsx before anything talks to it) and answers at a virtual URL on this origin.
 */
export const browserEmulator: boolean = emulatorParam === 'browser';

/** Where the emulator runs; `?emulator=` (or the tab's earlier one) wins over the build-time setting. */
export const emulatorUrl: string = browserEmulator
  ? `${window.location.origin}${DEFAULT_BROWSER_BASE_PATH}`
  : (emulatorParam ?? import.meta.env.VITE_PORTICO_EMULATOR_URL ?? DEFAULT_EMULATOR_URL);

export const publicToken: string = import.meta.env.VITE_PORTICO_PUBLIC_TOKEN ?? DEFAULT_PUBLIC_TOKEN;
