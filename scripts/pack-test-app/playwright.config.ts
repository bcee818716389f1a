import { defineConfig } from '@playwright/test';
import { systemChromium } from '@portico/testing/playwright';

const port = Number(process.env.APP_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // The machine's Chromium (CHROMIUM_PATH, else Debian's chromium-headless-shell or chromium).
    launchOptions: systemChromium(),
  },
  // Built beforehand with VITE_EMULATOR_URL=http://localhost:4100: each worker's pages reach
  // that worker's own emulator there.
  webServer: { command: `npx vite preview --port ${port} --strictPort`, url: `http://localhost:${port}` },
});
