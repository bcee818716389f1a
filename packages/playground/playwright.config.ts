import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../vite.shared.ts';

/**
 * End-to-end tests: the built playground in Chromium, the real @stytch/vanilla-js client, the
 * emulator over HTTP. Own ports, so a running `npm start` is never disturbed, and an in-memory
 * emulator, so every run starts clean.
 */
const emulatorPort = Number(process.env.PORTICO_E2E_EMULATOR_PORT ?? 4110);
const playgroundPort = Number(process.env.PORTICO_E2E_PLAYGROUND_PORT ?? 5190);
export const emulatorUrl = `http://localhost:${emulatorPort}`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${playgroundPort}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: /(clock|settings)\.spec\.ts/ },
    // These move the emulator's clock or change its settings, which every test shares: they run
    // alone, after the others.
    { name: 'serial', testMatch: /(clock|settings)\.spec\.ts/, dependencies: ['chromium'], fullyParallel: false },
  ],
  webServer: [
    {
      command: `node ../emulator/dist/cli.js --port ${emulatorPort} --db :memory:`,
      url: `${emulatorUrl}/emulator/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 30_000,
    },
    {
      command: 'npx vite build --logLevel warn && npx vite preview',
      url: `http://localhost:${playgroundPort}`,
      env: {
        PORTICO_PLAYGROUND_PORT: String(playgroundPort),
        VITE_PORTICO_EMULATOR_URL: emulatorUrl,
      },
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 120_000,
    },
  ],
});
