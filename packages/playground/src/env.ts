import { DEFAULT_EMULATOR_URL, DEFAULT_PUBLIC_TOKEN } from '@portico/emulator/client-options';

/** Where the emulator runs; `?emulator=` in the URL wins over the build-time setting. */
export const emulatorUrl: string =
  new URLSearchParams(window.location.search).get('emulator') ??
  import.meta.env.VITE_PORTICO_EMULATOR_URL ??
  DEFAULT_EMULATOR_URL;

export const publicToken: string = import.meta.env.VITE_PORTICO_PUBLIC_TOKEN ?? DEFAULT_PUBLIC_TOKEN;
