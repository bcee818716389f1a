import { createAccountBackend, type AccountBackend } from '@portico/core';
import { DEFAULT_EMULATOR_URL } from '@portico/emulator/client-options';
import { browserEmulator, emulatorUrl } from './env';

/** Where the playground's server answers the account protocol (server/account-api.ts). */
export const ACCOUNT_API_PATH = '/api/account';

/**
 * Whether this page has the account API of the playground's server: the devices and
 * delete-account sections need it. `browserEmulator`: the emulator runs in this page, and no
 * server can reach it; `otherEmulator`: `?emulator=` chose another emulator than the one the
 * server's API talks to (the one the playground was built for), which knows nothing of this page's
 * sessions.
 */
export type AccountApiAvailability = { available: true } | { available: false; reason: 'browserEmulator' | 'otherEmulator'; serverEmulatorUrl: string };

const trimmed = (url: string) => url.replace(/\/+$/, '');

export function accountApiAvailability(page: { browserEmulator: boolean; emulatorUrl: string; serverEmulatorUrl: string }): AccountApiAvailability {
  const serverEmulatorUrl = trimmed(page.serverEmulatorUrl);
  if (page.browserEmulator) return { available: false, reason: 'browserEmulator', serverEmulatorUrl };
  if (trimmed(page.emulatorUrl) !== serverEmulatorUrl) return { available: false, reason: 'otherEmulator', serverEmulatorUrl };
  return { available: true };
}

export const accountApi: AccountApiAvailability = accountApiAvailability({
  browserEmulator,
  emulatorUrl,
  // The server's API is started with the same setting the page was built with (`npm start`, the e2e servers).
  serverEmulatorUrl: import.meta.env.VITE_PORTICO_EMULATOR_URL ?? DEFAULT_EMULATOR_URL,
});

/** The account's backend for this page (`createAccountBackend`), or null without the server's API. */
export const accountBackend: AccountBackend | null = accountApi.available ? createAccountBackend({ url: ACCOUNT_API_PATH }) : null;
