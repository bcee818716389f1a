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

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Firefox ESR, for the Firefox smoke suite (driven by Puppeteer over WebDriver BiDi). */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
