import { defineConfig, mergeConfig } from 'vitest/config';
import { react18Config } from '../../tests/react-18/vitest.ts';
import base, { testProjects } from './vite.config.ts';

// The component tests (`*.test.tsx`) on React 18.3 (`npm run test:react18`; `npm test` runs
// both), as core does: the `*.test.ts` files (catalogs, formatting, themes) do not render React.
const config = mergeConfig(base, defineConfig({ ...react18Config, test: { ...react18Config.test, name: 'react-18' } }));

export default defineConfig({ ...config, test: { ...config.test, projects: testProjects('src/**/*.test.tsx', 'react-18') } });
