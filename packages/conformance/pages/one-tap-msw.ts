/**
 * The headless client against the suite's Node emulator, with `routeGoogleOneTap` answering
 * Google's One Tap script through MSW (what the playground does with `npm start`).
 */
import { DEFAULT_PUBLIC_TOKEN, emulatorClientOptions } from '@portico/emulator/client-options';
import { routeGoogleOneTap } from '@portico/emulator/one-tap';
import { StytchHeadlessClient } from '@stytch/vanilla-js/headless';
import { EMULATOR_URL, installHarness } from './harness';

await routeGoogleOneTap({ emulatorUrl: EMULATOR_URL, quiet: true });
installHarness(new StytchHeadlessClient(DEFAULT_PUBLIC_TOKEN, emulatorClientOptions(EMULATOR_URL)));
