import { createReadStream, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Connect, Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { emulatorWorkers } from '../../vite.emulator-workers.ts';
import { sourceConditions } from '../../vite.shared.ts';
import { accountApi } from './server/account-api.ts';

const port = Number(process.env.PORTICO_PLAYGROUND_PORT ?? 5173);

/**
 * Serves the standalone build of @portico/elements (`../elements/dist`, as published) at
 * `/portico-elements/`, for the plain page `elements.html` and e2e/elements.spec.ts.
 * Build it first: `npm run build -w @portico/elements` (the e2e web server does).
 */
function porticoElementsBundle(): Plugin {
  const dist = resolve(fileURLToPath(new URL('../elements/dist', import.meta.url)));
  const types: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.map': 'application/json' };
  const serve: Connect.NextHandleFunction = (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const file = join(dist, path);
    let found = false;
    try {
      found = file.startsWith(dist + sep) && statSync(file).isFile();
    } catch {
      found = false;
    }
    if (!found) {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain');
      res.end(`${path} is not in packages/elements/dist: build it with \`npm run build -w @portico/elements\`.\n`);
      return;
    }
    res.setHeader('Content-Type', types[extname(file)] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', 'no-cache');
    createReadStream(file).pipe(res);
  };
  return {
    name: 'portico:elements-bundle',
    configureServer: (server) => void server.middlewares.use('/portico-elements', serve),
    configurePreviewServer: (server) => void server.middlewares.use('/portico-elements', serve),
  };
}

/**
 * `PORTICO_SLOW_CHUNKS_MS=700 npx playwright test` (or `npx vite preview` with it): `vite preview`
 * holds every lazily loaded script that long, as a slow network would, while the page's own
 * entry comes at once. The first paint then meets users and tests: what they type, select or
 * focus before the flows arrive must carry over (a run so found the focus on the country picker
 * and the tabs dropped). Off unless set.
 */
function slowChunks(): Plugin {
  const delay = Number(process.env.PORTICO_SLOW_CHUNKS_MS ?? 0);
  return {
    name: 'portico:slow-chunks',
    configurePreviewServer: (server) => {
      if (!(delay > 0)) return;
      // The pages' own scripts (what index.html and elements.html name) come at once.
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const entries = new Set(
        ['index.html', 'elements.html'].flatMap((page) =>
          [...readFileSync(join(outDir, page), 'utf8').matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]),
        ),
      );
      server.middlewares.use((req, _res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        if (path.startsWith('/assets/') && path.endsWith('.js') && !entries.has(path)) setTimeout(next, delay);
        else next();
      });
    },
  };
}

export default defineConfig({
  ...sourceConditions,
  // @portico/ui is consumed from source here; its stylesheet is Tailwind, compiled by the
  // plugin (published builds ship the compiled CSS).
  // accountApi: the account's server side at /api/account (server/account-api.ts), in dev and preview.
  plugins: [react(), tailwindcss(), emulatorWorkers(), porticoElementsBundle(), slowChunks(), accountApi()],
  // ?emulator=browser loads the whole emulator (zxcvbn's dictionaries, sql.js, …) as one lazy
  // chunk of about 2.7 MB, in that mode only.
  // Two pages: the React app, and the plain page of @portico/elements (elements.html).
  build: { chunkSizeWarningLimit: 3000, rolldownOptions: { input: { main: 'index.html', elements: 'elements.html' } } },
  server: { port, strictPort: true, host: 'localhost' },
  preview: { port, strictPort: true, host: 'localhost' },
  // Unit tests of the playground's own modules; e2e/ is Playwright's.
  // e2e/webkit/webdriver.test.ts: the WebKit suite's WebDriver client (Node, a stand-in driver);
  // e2e/tags.test.ts: the flow map's reading of tags in titles (scripts/e2e-tags.mjs).
  test: { environment: 'jsdom', include: ['src/**/*.test.ts', 'e2e/**/*.test.ts'] },
});
