import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vite.shared.ts';

export default defineConfig({
  ...sourceConditions,
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    isolate: false,
    // Real emulators (started in the test process): a timeout is for a hang, not a busy machine.
    testTimeout: 20_000,
  },
});
