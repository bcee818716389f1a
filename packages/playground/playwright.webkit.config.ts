import { defineConfig } from '@playwright/test';

/**
 * The WebKit smoke suite (e2e/webkit.spec.ts; `npm run test:webkit -w @portico/playground`): Debian's
 * WebKitGTK (MiniBrowser, on an Xvfb display) driven over W3C WebDriver classic
 * (e2e/webkit/webdriver.ts), against the playground's build and an emulator of its own. Its own
 * ports (4160, 5260), so it can run beside the usual suite; one worker, one browser at a time. The
 * fault emulator is not started: no test here needs it.
 */
process.env.PORTICO_E2E_EMULATOR_PORT ??= '4160';
process.env.PORTICO_E2E_PLAYGROUND_PORT ??= '5260';
const { default: base } = await import('./playwright.config.ts');

const servers = base.webServer as Array<Record<string, unknown> & { name: string }>;

export default defineConfig({
  ...base,
  workers: 1,
  reporter: [['list']],
  projects: [{ name: 'webkit', testMatch: /webkit\.spec\.ts/ }],
  webServer: servers.filter((server) => server.name !== 'fault emulator'),
});
