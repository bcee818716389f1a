import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vite.shared.ts';

// Library build: ESM, every dependency external; styles.css compiled by Tailwind next to it.
export default defineConfig({
  ...sourceConditions,
  plugins: [react(), tailwindcss()],
  build: {
    lib: { entry: { index: 'src/index.ts' }, formats: ['es'] },
    outDir: 'dist',
    sourcemap: true,
    minify: false,
    cssCodeSplit: false,
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
        /^tailwind-merge/,
        /^input-otp/,
        /^react-hot-toast/,
      ],
      output: { assetFileNames: 'styles.css' },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
