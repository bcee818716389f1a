import { emulatorClientOptions } from '@portico/emulator/client-options';
import { StytchHeadlessClient } from '@stytch/vanilla-js/headless';
import { emulatorUrl, publicToken } from './env';

/**
 * The real Stytch browser client, pointed at the emulator. `endpoints` is an internal option
 * missing from Stytch's public type, hence the cast (see docs/emulator.md).
 */
export const stytch = new StytchHeadlessClient(
  publicToken,
  emulatorClientOptions(emulatorUrl),
);
