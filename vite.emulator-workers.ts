import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * The emulator's browser mode needs two service worker scripts at the site's root: MSW's and the
 * emulator's pages worker. The playground and Storybook take them from the installed packages
 * (one source each, so they cannot fall behind what the page speaks): served by the dev server
 * and written to the build's root, where `npx msw init` and a copy would have put them.
 */
const WORKERS: Record<string, string> = {
  '/mockServiceWorker.js': require.resolve('msw/mockServiceWorker.js'),
  '/portico-emulator-worker.js': require.resolve('@portico/emulator/portico-emulator-worker.js'),
};

export function emulatorWorkers(): Plugin {
  return {
    name: 'portico:emulator-workers',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = WORKERS[(request.url ?? '').split('?')[0] ?? ''];
        if (!file) return next();
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(readFileSync(file));
      });
    },
    generateBundle() {
      for (const [path, file] of Object.entries(WORKERS)) this.emitFile({ type: 'asset', fileName: path.slice(1), source: readFileSync(file) });
    },
  };
}
