import { DEFAULT_BROWSER_BASE_PATH, DEFAULT_EMULATOR_URL, DEFAULT_PUBLIC_TOKEN } from '@portico/emulator/client-options';
import { chosenEmulator } from './emulator-address';

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
