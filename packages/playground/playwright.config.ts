import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath, playwrightTrace } from '../../vite.shared.ts';
import { PASSWORD_HASH_COST } from './e2e/emulator-options.ts';

/**
 * End-to-end tests: the built playground in Chromium, the real @stytch/vanilla-js client, the
 * emulator over HTTP. Own ports, so a running `npm start` is never disturbed, and an in-memory
 * emulator, so every run starts clean.
 */
const emulatorPort = Number(process.env.PORTICO_E2E_EMULATOR_PORT ?? 4110);
const playgroundPort = Number(process.env.PORTICO_E2E_PLAYGROUND_PORT ?? 5190);
export const emulatorUrl = `http://localhost:${emulatorPort}`;
/**
 * A second emulator for the fault matrix (faults.spec.ts), its first worker's: its faults apply to
 * every request that matches, so they are kept away from the tests running beside it. Pages reach
 * it with `?emulator=`; other workers start their own (e2e/faults/matrix.ts).
 */
const faultEmulatorPort = Number(process.env.PORTICO_E2E_FAULT_EMULATOR_PORT ?? emulatorPort + 1);
export const faultEmulatorUrl = `http://localhost:${faultEmulatorPort}`;
const playgroundUrl = `http://localhost:${playgroundPort}`;

/**
 * The emulator's project for these tests: its connected apps also accept this playground's
 * addresses (the demo client page completes sign-ins here), the consent page is this playground's,
 * and a custom scope that only holders of a role may grant.
 */
const stubbedClient = 'http://localhost:5173';
const app = (client_id: string, client_name: string, client_type: string, extra: Record<string, unknown> = {}) => ({
  client_id,
  client_name,
  client_type,
  redirect_uris: [`${stubbedClient}/oauth/callback`, `${playgroundUrl}/oauth/callback`],
  post_logout_redirect_uris: [`${stubbedClient}/`, `${playgroundUrl}/`],
  ...extra,
});
export const e2eEmulatorSettings = {
  idp_authorization_url: `${playgroundUrl}/oauth/authorize`,
  connected_apps: [
    app('connected-app-test-portico-demo', 'Portico Demo App', 'third_party_public'),
    app('connected-app-test-portico-console', 'Portico Console', 'first_party_public'),
    app('connected-app-test-portico-backend', 'Portico Test Client', 'third_party', { client_secret: 'secret-test-portico-backend' }),
  ],
  rbac_scopes: [
    { scope: 'read:invoices', description: 'See your invoices and payment history' },
    { scope: 'write:invoices', description: 'Pay and cancel invoices' },
  ],
  rbac_roles: [{ role_id: 'billing-admin', description: 'Manages billing', scopes: ['read:invoices', 'write:invoices'] }],
};
const emulatorConfigFile = join(tmpdir(), `portico-e2e-emulator-${emulatorPort}.json`);

writeFileSync(emulatorConfigFile, JSON.stringify(e2eEmulatorSettings, null, 2));

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI; `npm test` lists any test that needed it as flaky, to be fixed.
  retries: process.env.CI ? 1 : 0,
  // The fault matrix's reporter prints its flows × faults table after the run; with
  // PORTICO_E2E_CPU=1, e2e/cpu-reporter.ts the CPU time of each spec file and the costliest tests.
  reporter: [
    ['list'],
    ['./e2e/faults/matrix-reporter.ts'],
    ['./e2e/cpu-reporter.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL: playgroundUrl,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: playwrightTrace,
  },
  projects: [
    // e2e/**/*.test.ts are vitest's unit tests of the suite's own helpers.
    { name: 'chromium', testIgnore: [/(clock|settings|faults|firefox|webkit)\.spec\.ts/, /[\\/]e2e[\\/]webkit[\\/]/, /\.test\.ts$/] },
    // The Firefox smoke suite: Debian's Firefox ESR through Puppeteer (WebDriver BiDi), not Playwright's.
    { name: 'firefox', testMatch: /firefox\.spec\.ts/ },
    // The WebKit smoke suite (webkit.spec.ts) has a config of its own, playwright.webkit.config.ts:
    // `npm test` runs it as a step of its own, with its own ports.
    // These move the emulator's clock or change its settings, which every test shares: they run
    // alone, after the others.
    { name: 'serial', testMatch: /(clock|settings)\.spec\.ts/, dependencies: ['chromium'], fullyParallel: false },
    // The fault matrix (also alone: `npm run test:faults`). Its flows are independent: they run
    // in parallel, each worker with a fault emulator of its own (e2e/faults/matrix.ts).
    { name: 'faults', testMatch: /faults\.spec\.ts/, fullyParallel: true },
  ],
  // Outside CI, servers already running on these ports are used (several runs can share one
  // playground; give each its own PORTICO_E2E_FAULT_EMULATOR_PORT).
  webServer: [
    {
      name: 'emulator',
      command: `node ../emulator/dist/cli.js --port ${emulatorPort} --db :memory: --config ${emulatorConfigFile} --password-hash-cost ${PASSWORD_HASH_COST}`,
      url: `${emulatorUrl}/emulator/health`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 30_000,
    },
    {
      name: 'fault emulator',
      command: `node ../emulator/dist/cli.js --port ${faultEmulatorPort} --db :memory: --config ${emulatorConfigFile} --password-hash-cost ${PASSWORD_HASH_COST}`,
      url: `${faultEmulatorUrl}/emulator/health`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 30_000,
    },
    {
      name: 'playground',
      // The standalone @portico/elements bundle first: the playground serves it (elements.spec.ts).
      // `npm test` has built both beforehand, beside other checks (PORTICO_E2E_PREBUILT=1: the
      // elements in its build step, the playground with `npm run build:e2e`): only serve them.
      command:
        process.env.PORTICO_E2E_PREBUILT === '1'
          ? 'npx vite preview'
          : 'npm run build:bundle --prefix ../elements --silent && npx vite build --logLevel warn && npx vite preview',
      url: playgroundUrl,
      env: {
        PORTICO_PLAYGROUND_PORT: String(playgroundPort),
        VITE_PORTICO_EMULATOR_URL: emulatorUrl,
      },
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 120_000,
    },
  ],
});
