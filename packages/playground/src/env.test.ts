/**
 * `?emulator=` chooses where the playground sends what its users type (codes, passwords): only
 * this machine's addresses or the in-page emulator, so a link to the playground cannot send them
 * elsewhere.
 */
import { DEFAULT_BROWSER_BASE_PATH, DEFAULT_EMULATOR_URL } from '@portico/emulator/client-options';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const STORAGE_KEY = 'portico-playground:emulator';
/** Where the playground goes without `?emulator=`: the build-time setting, else the default. */
const BUILT_IN = import.meta.env.VITE_PORTICO_EMULATOR_URL ?? DEFAULT_EMULATOR_URL;

/** env.ts as a page at `search` loads it (it reads the URL once, when imported). */
async function loadEnv(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  vi.resetModules();
  return import('./env');
}

describe('?emulator=', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    window.sessionStorage.clear();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    warn.mockRestore();
  });

  it.each(['http://localhost:4200', 'http://127.0.0.1:4300', 'http://[::1]:4400', 'https://localhost:4500'])(
    'takes the loopback URL %s and keeps it for the tab',
    async (url) => {
      const env = await loadEnv(`?emulator=${encodeURIComponent(url)}`);
      expect(env.emulatorUrl).toBe(url);
      expect(env.browserEmulator).toBe(false);
      expect(window.sessionStorage.getItem(STORAGE_KEY)).toBe(url);
      expect(warn).not.toHaveBeenCalled();
    },
  );

  it('takes "browser": the emulator in the page, on its own origin', async () => {
    const env = await loadEnv('?emulator=browser');
    expect(env.browserEmulator).toBe(true);
    expect(env.emulatorUrl).toBe(`${window.location.origin}${DEFAULT_BROWSER_BASE_PATH}`);
  });

  it.each([
    'https://evil.example',
    'http://localhost.evil.example:4100',
    'http://127.0.0.1.evil.example',
    'http://localhost@evil.example',
    'http://evil.example#@localhost:4100',
    'http://192.168.1.20:4100',
    'http://[::2]:4100',
    'javascript:alert(1)//localhost',
    'file:///localhost',
    'localhost:4100',
    'Browser',
  ])('ignores %s, with a warning, and keeps the built-in emulator', async (url) => {
    const env = await loadEnv(`?emulator=${encodeURIComponent(url)}`);
    expect(env.emulatorUrl).toBe(BUILT_IN);
    expect(env.browserEmulator).toBe(false);
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ignoring ?emulator='));
  });

  it("ignores a kept address that is not on this machine (the tab's storage gets the same check)", async () => {
    window.sessionStorage.setItem(STORAGE_KEY, 'https://evil.example');
    expect((await loadEnv('')).emulatorUrl).toBe(BUILT_IN);
  });

  it("a refused URL does not replace the tab's earlier choice", async () => {
    await loadEnv(`?emulator=${encodeURIComponent('http://localhost:4200')}`);
    const env = await loadEnv(`?emulator=${encodeURIComponent('https://evil.example')}`);
    expect(env.emulatorUrl).toBe('http://localhost:4200');
    expect((await loadEnv('')).emulatorUrl).toBe('http://localhost:4200');
  });
});
