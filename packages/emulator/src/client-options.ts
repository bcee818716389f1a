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

/** The SDK's `cookieOptions` (its session cookies' names, path and domain), passed through. */
export interface EmulatorCookieOptions {
  opaqueTokenCookieName?: string;
  jwtCookieName?: string;
  istCookieName?: string;
  path?: string;
  domain?: string;
  availableToSubdomains?: boolean;
}

/**
 * Options for `new StytchHeadlessClient(publicToken, options)` (or `StytchUIClient`): assignable to
 * the SDK's `StytchClientOptions` as they are. `endpoints` is the SDK's internal option (not in its
 * public type); `cookieOptions`, one of its public ones, is declared so TypeScript sees the two types
 * share a property (else TS2559: every property of `StytchClientOptions` is optional).
 */
export interface EmulatorClientOptions {
  endpoints: EmulatorEndpoints;
  cookieOptions?: EmulatorCookieOptions;
}

/**
 * The client options for `new StytchHeadlessClient(publicToken, options)` (or `StytchUIClient`),
 * pointing the SDK at the emulator at `baseUrl`; `options.cookieOptions` is passed to the SDK.
 */
export function emulatorClientOptions(
  baseUrl: string = DEFAULT_EMULATOR_URL,
  options: { cookieOptions?: EmulatorCookieOptions } = {},
): EmulatorClientOptions {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    endpoints: {
      testAPIURL: base,
      liveAPIURL: base,
      dfpBackendURL: base,
      clientsideServicesIframeURL: `${base}/emulator/clientside-services`,
    },
    ...(options.cookieOptions && { cookieOptions: options.cookieOptions }),
  };
}
