/**
 * Browser mode: the emulator runs in this page (`startBrowserEmulator`, MSW and the pages worker,
 * served by server.mjs), and the real `StytchHeadlessClient` talks to it.
 */
import { startBrowserEmulator } from '@portico/emulator/browser';
import { DEFAULT_PUBLIC_TOKEN, emulatorClientOptions } from '@portico/emulator/client-options';
import { StytchHeadlessClient } from '@stytch/vanilla-js/headless';
import { installHarness } from './harness';

const emulator = await startBrowserEmulator({ wasmUrl: '/sql-wasm.wasm', quiet: true, settings: { project_name: 'Portico Browser Mode' } });
installHarness(new StytchHeadlessClient(DEFAULT_PUBLIC_TOKEN, emulatorClientOptions(emulator.url)));
