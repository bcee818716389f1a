import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../vite.shared.ts';

/**
 * The example as a host runs it: `vite build && vite preview`, @portico/elements from its built
 * bundle (as installed), the real Stytch client inside it, in Chromium, against an in-memory
 * emulator. Ports of its own.
 */
export const emulatorUrl = 'http://localhost:4160';
const appUrl = 'http://localhost:5160';

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: appUrl,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'node ../../packages/emulator/dist/cli.js --port 4160 --db :memory:',
      url: `${emulatorUrl}/emulator/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 30_000,
    },
    {
      command: 'npx vite build --logLevel warn && npx vite preview --port 5160 --strictPort',
      url: appUrl,
      env: { VITE_PORTICO_EMULATOR_URL: emulatorUrl },
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 120_000,
    },
  ],
});
