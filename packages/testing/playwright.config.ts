import { defineConfig } from '@playwright/test';
import { playwrightTrace } from '../../vite.shared.ts';
import { systemChromium } from './src/chromium.ts';

/**
 * @portico/testing's own end-to-end tests: its fixtures, as a host uses them, against plain pages
 * with the built @portico/elements bundle (e2e/server.mjs) on two workers, each with an emulator
 * of its own. `PORTICO_TESTING_PAGES_PORT` moves the pages' port.
 */
const pagesPort = Number(process.env.PORTICO_TESTING_PAGES_PORT ?? 5170);

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${pagesPort}`,
    browserName: 'chromium',
    launchOptions: systemChromium(),
    trace: playwrightTrace,
  },
  webServer: {
    command: `node e2e/server.mjs ${pagesPort}`,
    url: `http://localhost:${pagesPort}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
