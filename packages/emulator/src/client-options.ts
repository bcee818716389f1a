/**
 * Options that point `@stytch/vanilla-js` at a Portico emulator. Browser-safe, no imports.
 *
 * ```ts
 * import { StytchHeadlessClient } from '@stytch/vanilla-js/headless';
 * import { DEFAULT_EMULATOR_URL, DEFAULT_PUBLIC_TOKEN, emulatorClientOptions } from '@portico/emulator/client-options';
 * const client = new StytchHeadlessClient(DEFAULT_PUBLIC_TOKEN, emulatorClientOptions(DEFAULT_EMULATOR_URL));
 * ```
 *
 * The SDK's documented `customBaseUrl` cannot be used: the SDK rewrites it to `https://<hostname>`
 * and drops the port. Its internal `endpoints` option is used as-is (protocol §1.1, §10).
 */

export const DEFAULT_PUBLIC_TOKEN = 'public-token-test-portico';
export const DEFAULT_EMULATOR_URL = 'http://localhost:4100';
/**
 * Where browser mode (`startBrowserEmulator` in `@portico/emulator/browser`) answers by default:
 * this path on the page's own origin, e.g. `http://localhost:5173/__portico-emulator`.
 */
export const DEFAULT_BROWSER_BASE_PATH = '/__portico-emulator';

/**
 * The script the SDK loads for Google One Tap (protocol §4.3). Offline, answer it with the
 * emulator's stand-in, `<emulator>/emulator/gsi/client` (see docs/emulator.md, "Google One Tap").
 */
export const GOOGLE_GSI_CLIENT_URL = 'https://accounts.google.com/gsi/client';

export interface EmulatorEndpoints {
  testAPIURL: string;
  liveAPIURL: string;
  dfpBackendURL: string;
  clientsideServicesIframeURL: string;
}

export interface EmulatorClientOptions {
  endpoints: EmulatorEndpoints;
}

/**
 * The client options for `new StytchHeadlessClient(publicToken, options)` (or `StytchUIClient`).
 * `endpoints` is not in the SDK's public `StytchClientOptions` type, so TypeScript callers may
 * need a cast.
 */
export function emulatorClientOptions(baseUrl: string = DEFAULT_EMULATOR_URL): EmulatorClientOptions {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    endpoints: {
      testAPIURL: base,
      liveAPIURL: base,
      dfpBackendURL: base,
      clientsideServicesIframeURL: `${base}/emulator/clientside-services`,
    },
  };
}
