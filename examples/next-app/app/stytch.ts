import { StytchHeadlessClient, type StytchClientOptions } from '@stytch/vanilla-js/headless';

/**
 * The Stytch client, pointed at the Portico emulator. `NEXT_PUBLIC_*` values are inlined at build
 * time. The defaults are `npx portico-emulator`'s address and public token.
 */
const emulatorUrl = (process.env.NEXT_PUBLIC_PORTICO_EMULATOR_URL ?? 'http://localhost:4100').replace(/\/+$/, '');
const publicToken = process.env.NEXT_PUBLIC_PORTICO_PUBLIC_TOKEN ?? 'public-token-test-portico';

/**
 * What `emulatorClientOptions(emulatorUrl)` from `@portico/emulator/client-options` returns: the
 * SDK's internal `endpoints` option (its documented `customBaseUrl` drops the port). Against
 * Stytch itself, leave the options out.
 */
const emulatorOptions = {
  endpoints: {
    testAPIURL: emulatorUrl,
    liveAPIURL: emulatorUrl,
    dfpBackendURL: emulatorUrl,
    clientsideServicesIframeURL: `${emulatorUrl}/emulator/clientside-services`,
  },
} as unknown as StytchClientOptions;

/**
 * One client for the page, made in the browser only: `new StytchHeadlessClient()` throws on the
 * server. There the widgets get `null` and render their first screen as HTML; the browser
 * hydrates that HTML with the real client.
 */
export const stytch = typeof window === 'undefined' ? null : new StytchHeadlessClient(publicToken, emulatorOptions);
