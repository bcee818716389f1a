import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath, playwrightTrace } from '../../vite.shared.ts';
import { emulatorPort, emulatorUrl, pagesPort, pagesUrl } from './ports.ts';

/**
 * Conformance: the real @stytch/vanilla-js 6.3 clients (headless and the prebuilt UI) in Chromium
 * against the built emulator CLI (`npm run build`: the emulator, and @portico/testing, whose
 * helpers the specs use). One worker and one in-memory emulator; every test starts from
 * `POST /emulator/reset` (see support.ts). Own ports, so nothing else running is disturbed.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL: pagesUrl,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: playwrightTrace,
  },
  webServer: [
    {
      command: `node ../emulator/dist/cli.js --port ${emulatorPort} --db :memory: --config emulator.config.json`,
      url: `${emulatorUrl}/emulator/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 30_000,
    },
    {
      command: 'node server.mjs',
      url: `${pagesUrl}/`,
      env: { PORT: String(pagesPort), EMULATOR_URL: emulatorUrl },
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 60_000,
    },
  ],
});
