import { defineConfig, mergeConfig } from 'vitest/config';
import { react18Config } from '../../tests/react-18/vitest.ts';
import base from './vite.config.ts';

// The same component tests on React 18.3 (`npm run test:react18`; `npm test` runs both).
export default mergeConfig(base, defineConfig({ ...react18Config, test: { ...react18Config.test, name: 'react-18' } }));
