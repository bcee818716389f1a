/** The headless test page: the real `StytchHeadlessClient`, pointed at the emulator. */
import { DEFAULT_PUBLIC_TOKEN, emulatorClientOptions } from '@portico/emulator/client-options';
import { StytchHeadlessClient } from '@stytch/vanilla-js/headless';
import { EMULATOR_URL, installHarness } from './harness';

// `endpoints` is not in the SDK's public options type (protocol §1.1), hence the cast.
installHarness(new StytchHeadlessClient(DEFAULT_PUBLIC_TOKEN, emulatorClientOptions(EMULATOR_URL)));
