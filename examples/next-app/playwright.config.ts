import { defineConfig } from '@playwright/test';
import { systemChromium, type PorticoOptions } from '@portico/testing/playwright';
import { playwrightTrace } from '../../vite.shared.ts';

/**
 * The example as a host runs it: `next build && next start` (the production server renders the
 * pages), the real Stytch client in Chromium, an in-memory emulator. The hydration tests also run
 * against `next dev`, where React reports every mismatch (a production build does not check
 * attributes). Ports of its own, so neither `npm start` nor the playground's tests are disturbed.
 *
 * The app's server calls the emulator too (its account API, through Stytch's Node SDK), so the
 * tests attach @portico/testing to the one emulator both servers were started with
 * (`emulatorUrl`), rather than an emulator per worker (docs/testing.md, "An app with a server");
 * addresses are unique per test instead.
 */
// PORTICO_NEXT_EMULATOR_PORT, PORTICO_NEXT_APP_PORT and PORTICO_NEXT_DEV_PORT move them (two runs side by side).
const emulatorPort = Number(process.env.PORTICO_NEXT_EMULATOR_PORT ?? 4140);
const appPort = Number(process.env.PORTICO_NEXT_APP_PORT ?? 3140);
const devPort = Number(process.env.PORTICO_NEXT_DEV_PORT ?? 3141);
export const emulatorUrl = `http://localhost:${emulatorPort}`;
export const appUrl = `http://localhost:${appPort}`;
const devUrl = `http://localhost:${devPort}`;
const appEnv = {
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_PUBLIC_PORTICO_EMULATOR_URL: emulatorUrl,
  NEXT_PUBLIC_PORTICO_PUBLIC_TOKEN: 'public-token-test-portico',
  // The reference account API's server side (app/api/account/[...path]/route.ts): Stytch's Node
  // SDK against this emulator's Backend API, with its project and default secret.
  STYTCH_PROJECT_ID: 'project-test-portico',
  STYTCH_SECRET: 'secret-test-portico',
  STYTCH_API_URL: emulatorUrl,
};

export default defineConfig<object, PorticoOptions>({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI; `npm test` lists any test that needed it as flaky, to be fixed.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    browserName: 'chromium',
    launchOptions: systemChromium(),
    trace: playwrightTrace,
    // @portico/testing: the emulator below, which the pages call at its own URL (nothing to route).
    emulatorUrl,
    appEmulatorUrl: false,
  },
  projects: [
    { name: 'production', use: { baseURL: appUrl } },
    // `next dev` compiles each page on its first request.
    { name: 'development', use: { baseURL: devUrl }, grep: /@hydration/, timeout: 120_000 },
  ],
  webServer: [
    {
      // The project shows Stytch's watermark: settings the browser caches, which the server has not.
      command: `node ../../packages/emulator/dist/cli.js --port ${emulatorPort} --db :memory: --config e2e/emulator.json`,
      url: `${emulatorUrl}/emulator/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 30_000,
    },
    {
      command: `npx next build && npx next start -p ${appPort}`,
      url: appUrl,
      env: appEnv,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      // `next build` takes about a minute on two cores.
      timeout: 300_000,
    },
    {
      // Started once the production server is up (in order); its build is apart, in .next/dev.
      // Ready once the home page has compiled: compiled on the first test's visit instead, under
      // npm test's load, the page once took that test past its two minutes (waiting for the
      // network to go quiet).
      command: `npx next dev -p ${devPort}`,
      url: `${devUrl}/`,
      env: appEnv,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 300_000,
    },
  ],
});
