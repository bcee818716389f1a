import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vite.shared.ts';
import { starBarrels } from '../../vite.star-barrels.ts';

// Library build: ESM, every dependency external; styles.css compiled by Tailwind next to it.
export default defineConfig({
  ...sourceConditions,
  plugins: [react(), tailwindcss(), starBarrels(['index.js'])],
  build: {
    lib: { entry: { index: 'src/index.ts', styles: 'src/styles.css' }, formats: ['es'] },
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
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // Whole widgets in jsdom, with axe on each screen: a few take 4 s alone, and `npm test` runs
    // them beside the browser suites on two cores. A timeout is for a hang, not for a busy machine.
    testTimeout: 15_000,
  },
});
