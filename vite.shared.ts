import { existsSync } from 'node:fs';
import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

/**
 * Workspace packages export `"@portico/source": "./src/….ts"` next to their built `dist` files.
 * Vite, Vitest and Storybook resolve that condition first, so nothing has to be built before
 * developing or testing. It is namespaced: a published consumer whose tools resolve a plain
 * `source` condition must never be sent to `src/`, which the tarballs do not ship.
 */
export const sourceConditions = {
  resolve: { conditions: ['@portico/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@portico/source', ...defaultServerConditions], externalConditions: ['@portico/source'] } },
} satisfies UserConfig;

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Flags every Chromium started by our tests needs on these machines (no sandbox, no network). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's Chromium headless shell (package `chromium-headless-shell`, the same Chromium build
 * without the browser's windows): what Playwright itself runs headless tests in. A page in it
 * costs less than half the CPU of one in the full browser's headless mode (ten fresh pages of the
 * playground: 16.6 s against 39.5 s), which is most of `npm test`. The full browser where the
 * shell is not installed, and for the suite that checks the widget in it (scripts/test.mjs).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** Debian's Firefox ESR, for the Firefox smoke suite (driven by Puppeteer over WebDriver BiDi). */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Playwright's traces. Recording one for every test (to keep it if the test fails) cost a fifth of
 * the end-to-end suite's CPU (the OTP spec: 74 s against 59 s), so CI, which retries a failed test
 * once, records the retry's; elsewhere (no retries) a failed test keeps its trace.
 */
export const playwrightTrace = process.env.CI ? ('on-first-retry' as const) : ('retain-on-failure' as const);
