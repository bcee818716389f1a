import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vite.shared';

export default defineConfig({
  ...sourceConditions,
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
