import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { BrowserCommand } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './vite.shared.ts';

/** `page.emulateMedia` for the stories (reduced motion): see .storybook/vitest.setup.ts. */
const emulateMedia: BrowserCommand<[media: { reducedMotion?: 'reduce' | 'no-preference' | null }]> = async (context, media) => {
  await context.page.emulateMedia(media);
};

// Every story becomes a test in real Chromium: it renders, runs its play function, then axe, in
// every mode of the matrix (.storybook/modes.tsx, docs/accessibility.md): light and dark, ltr and
// rtl, en, es and pt-BR, 1200 px and 320 px wide.
export default defineConfig({
  plugins: [
    storybookTest({
      configDir: '.storybook',
      // STORYBOOK_MODE_MATRIX=off: the stories as designed only (light, ltr, en, 1200 px), to compare.
      initialGlobals: { modeMatrix: process.env.STORYBOOK_MODE_MATRIX !== 'off' },
    }),
  ],
  // Pre-bundle the CommonJS dependencies up front: discovering them mid-run reloads the page.
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'react-dom/test-utils',
      'use-sync-external-store/shim',
      'use-sync-external-store/shim/with-selector',
      'use-isomorphic-layout-effect',
      'radix-ui',
      // The user button's parts, by their own entry points (widgets/user-button).
      'radix-ui/avatar',
      'radix-ui/dropdown-menu',
      'radix-ui/dialog',
      // The account's confirmation and the password field, by their own entry points too.
      'radix-ui/alert-dialog',
      'radix-ui/unstable/password-toggle-field',
      'input-otp',
      'xstate',
      '@xstate/react',
      'class-variance-authority',
      'clsx',
      'react-hot-toast/headless',
      'libphonenumber-js/min',
      'storybook/test',
      // The mode matrix's own axe runs (.storybook/modes.tsx).
      'axe-core',
      // The live stories: the real Stytch client and the emulator running in the page.
      '@stytch/vanilla-js/headless',
      'msw',
      'msw/browser',
      'sql.js',
      'hono',
      'hono/cors',
      'hono/utils/basic-auth',
      'jose',
      'bs58',
      'libphonenumber-js',
      'libphonenumber-js/mobile/examples',
      '@noble/hashes/sha2.js',
      '@noble/hashes/sha3.js',
      '@noble/hashes/scrypt.js',
      '@noble/hashes/utils.js',
      '@noble/curves/secp256k1.js',
      '@noble/curves/ed25519.js',
      '@simplewebauthn/server',
      '@simplewebauthn/server/helpers',
      '@zxcvbn-ts/core',
      '@zxcvbn-ts/language-common',
      '@zxcvbn-ts/language-en',
    ],
  },
  test: {
    name: 'storybook',
    // Story files mostly wait on the page: two at a time keep the browser busy.
    maxWorkers: 2,
    // Each worker's story files share one page and one module graph (the stories clean up after
    // themselves: Storybook remounts each one): loading the preview, the styles and the modules
    // again for every file was 150 of the 200 s (the matrix off, two cores).
    isolate: false,
    setupFiles: ['./.storybook/vitest.setup.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
      commands: { emulateMedia },
    },
  },
});
