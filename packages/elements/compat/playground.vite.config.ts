import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import playground from '../../playground/vite.config.ts';

/**
 * The playground app built on the bundle's runtime: preact/compat (with React's `autoFocus`, see
 * src/runtime/preact-compat.ts) in place of React. Its whole end-to-end suite then checks that
 * every screen of @portico/ui works on it (`npm run test:compat`, see playwright.config.ts).
 */
const compat = fileURLToPath(new URL('../src/runtime/preact-compat.ts', import.meta.url));

export default mergeConfig(playground, {
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: compat },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
      { find: /^react$/, replacement: compat },
    ],
  },
});
