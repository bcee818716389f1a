import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { sourceConditions } from '../../vite.shared.ts';
import { starBarrels } from '../../vite.star-barrels.ts';

/**
 * The files that need a module graph and a document of their own: they watch a lazy part load for
 * the first time (the flows before they arrive, the rarer errors' words) or the stylesheet go
 * into the head once, which an earlier file in the same worker has already done.
 */
const FRESH_MODULES = [
  'src/messages/messages-section.test.tsx',
  'src/widgets/login-widget/login-widget.first-paint.test.tsx',
  'src/widgets/lazy-client.test.tsx',
  'src/widgets/login-widget/login-widget.phone-chunk.test.tsx',
  'src/frame/theming.test.tsx',
  'src/widgets/style-root.test.tsx',
  'src/widgets/user-button/user-button.dialog-load.test.tsx',
];

/**
 * The tests `include` matches, in two projects: most share one jsdom and one module graph per
 * worker thread (isolate: false; each test cleans up what it rendered), which took the run from
 * 218 s to 49 s on two cores (jsdom and the imports were set up again for every file); the
 * FRESH_MODULES files each get their own. vitest.react18.config.ts reuses it for `*.test.tsx`.
 */
export function testProjects(include: string, name = 'ui'): TestProjectInlineConfiguration[] {
  return [
    { extends: true, test: { name, include: [include], exclude: [...configDefaults.exclude, ...FRESH_MODULES], pool: 'threads', isolate: false } },
    { extends: true, test: { name: `${name} (own modules)`, include: FRESH_MODULES } },
  ];
}

// Library build: ESM, every dependency external; styles.css compiled by Tailwind next to it.
export default defineConfig({
  ...sourceConditions,
  plugins: [react(), tailwindcss(), starBarrels(['index.js', 'user-button.js'])],
  build: {
    lib: { entry: { index: 'src/index.ts', 'user-button': 'src/user-button.ts', styles: 'src/styles.css' }, formats: ['es'] },
    outDir: 'dist',
    sourcemap: true,
    minify: false,
    cssCodeSplit: true,
    cssMinify: true,
    rolldownOptions: {
      external: [
        /^react(\/.*)?$/,
        /^react-dom(\/.*)?$/,
        /^@portico\/core(\/.*)?$/,
        /^@stytch\//,
        /^radix-ui/,
        /^@radix-ui\//,
        /^class-variance-authority/,
        /^clsx/,
        /^input-otp/,
        /^react-hot-toast/,
      ],
      // One file per module, so a host's bundler keeps lazy screens in their own chunks and drops
      // the modules it does not use (package.json declares no side effects but CSS).
      output: { assetFileNames: 'styles.css', preserveModules: true, preserveModulesRoot: 'src' },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // Whole widgets in jsdom, with axe on each screen: a few take 4 s alone, and `npm test` runs
    // them beside the browser suites on two cores. A timeout is for a hang, not for a busy machine.
    testTimeout: 15_000,
    projects: testProjects('src/**/*.test.{ts,tsx}'),
  },
});
