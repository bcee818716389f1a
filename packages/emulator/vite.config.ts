import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vite.shared.ts';

export default defineConfig({
  ...sourceConditions,
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
