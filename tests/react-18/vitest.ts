import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ViteUserConfig } from 'vitest/config';

/**
 * What turns a package's component tests into a React 18.3 run (merged over its own config, see
 * packages/ui/vitest.react18.config.ts): `react` and `react-dom` resolve to the React 18 nested
 * here rather than the workspace's React 19, for the tests, the sources and every dependency.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const react18 = (file: string) => path.join(here, 'node_modules', file);

export const react18Config = {
  resolve: {
    alias: [
      { find: /^react$/, replacement: react18('react/index.js') },
      { find: /^react\/jsx-runtime$/, replacement: react18('react/jsx-runtime.js') },
      { find: /^react\/jsx-dev-runtime$/, replacement: react18('react/jsx-dev-runtime.js') },
      { find: /^react-dom$/, replacement: react18('react-dom/index.js') },
      { find: /^react-dom\/client$/, replacement: react18('react-dom/client.js') },
      { find: /^react-dom\/server$/, replacement: react18('react-dom/server.node.js') },
      { find: /^react-dom\/test-utils$/, replacement: react18('react-dom/test-utils.js') },
      // React 18 has no react-dom/static: its `prerender`, made of React 18's streaming renderer.
      { find: /^react-dom\/static$/, replacement: path.join(here, 'static.ts') },
    ],
  },
  test: {
    env: { PORTICO_TEST_REACT: '18' },
    // The aliases reach only the modules Vite processes: the dependencies Node loads itself get
    // React 18 from these resolve hooks.
    execArgv: ['--import', pathToFileURL(path.join(here, 'require-hook.mjs')).href],
  },
} satisfies ViteUserConfig;
