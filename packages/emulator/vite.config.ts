import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vite.shared.ts';

export default defineConfig({
  ...sourceConditions,
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    // The test files share no mutable module state (only caches such as the compiled sql.js
    // module), so they reuse workers instead of re-importing everything per file.
    isolate: false,
    // Real servers, real Stytch clients and scrypt: a first test took 5.03 s under `npm test`'s
    // load once (the browser lane beside it). A timeout is for a hang, not for a busy machine.
    testTimeout: 15_000,
  },
});
