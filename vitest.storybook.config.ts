import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './vite.shared.ts';

// Every story becomes a test in real Chromium: it renders, runs its play function, then axe.
export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook' })],
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
      'input-otp',
      'xstate',
      '@xstate/react',
      'class-variance-authority',
      'clsx',
      'react-hot-toast/headless',
      'libphonenumber-js/min',
      'storybook/test',
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
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
    },
  },
});
