import { defineConfig } from '@playwright/test';

/**
 * The screenshot suite (e2e/look/look.shots.ts; `npm run test:look -w @portico/playground`): every
 * screen in light, dark, Arabic and at 360 px, compared with the committed baselines in
 * e2e/look/baselines (`-- --update-snapshots` takes them again, on purpose). Its own ports (4170,
 * 5270) and its own emulator, which it resets, so the addresses it types are always the same.
 * The file is not named *.spec.ts, so the main suite never runs it.
 */
process.env.PORTICO_E2E_EMULATOR_PORT ??= '4170';
process.env.PORTICO_E2E_PLAYGROUND_PORT ??= '5270';
const { default: base } = await import('./playwright.config.ts');

const servers = [base.webServer ?? []].flat();

export default defineConfig({
  ...base,
  workers: 2,
  // As the main suite: one retry in CI, and `npm test` lists a test that needed it as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  testMatch: /look\.shots\.ts$/,
  snapshotPathTemplate: '{testDir}/look/baselines/{arg}{ext}',
  expect: {
    ...base.expect,
    // A small threshold: anti-aliasing may differ by a few pixels, a changed gap or font may not.
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, threshold: 0.15, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  projects: [{ name: 'look' }],
  webServer: servers.filter((server) => server.name !== 'fault emulator'),
});
