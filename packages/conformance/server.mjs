// The conformance suite's page server: bundles the test pages (the real @stytch/vanilla-js, its
// headless entry and its full entry with the prebuilt UI) with esbuild into memory and serves them
// on http://localhost:<port>, both 127.0.0.1 and ::1 (cookies need a localhost page, protocol §1.4).
//   PORT=5120 EMULATOR_URL=http://localhost:4120 node server.mjs
//   /ui, /ui/…  → the prebuilt UI page     anything else → the headless page
//   /browser-mode, /browser-mode/… → the headless client against a browser-mode emulator in the page
//   /one-tap-msw, /one-tap-msw/…   → the headless page with routeGoogleOneTap (MSW) for Google's script
// It also serves what browser mode needs at the root: MSW's worker, the pages worker, sql.js's wasm.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const port = Number(process.env.PORT ?? 5120);
const emulatorUrl = process.env.EMULATOR_URL ?? 'http://localhost:4120';
const root = fileURLToPath(new URL('.', import.meta.url));

const result = await build({
  absWorkingDir: root,
  entryPoints: { headless: 'pages/headless.ts', ui: 'pages/ui.ts', 'browser-mode': 'pages/browser-mode.ts', 'one-tap-msw': 'pages/one-tap-msw.ts' },
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  // The workspace packages' TypeScript sources (package.json "@portico/source" condition), as Vite does.
  conditions: ['@portico/source', 'development'],
  define: { __PORTICO_EMULATOR_URL__: JSON.stringify(emulatorUrl), 'process.env.NODE_ENV': '"development"' },
  outdir: 'assets',
  write: false,
  logLevel: 'warning',
});
const assets = new Map(result.outputFiles.map((file) => [`/assets/${file.path.split('/').pop()}`, file.contents]));

const html = (title, script) =>
  `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title><link rel="icon" href="data:,"></head>
<body>
<main><h1>${title}</h1><div id="login"></div></main>
<script type="module" src="/assets/${script}"></script>
</body>
</html>
`;
const pages = {
  headless: html('Conformance: headless client', 'headless.js'),
  ui: html('Conformance: prebuilt UI', 'ui.js'),
  'browser-mode': html('Conformance: browser mode', 'browser-mode.js'),
  'one-tap-msw': html('Conformance: One Tap through MSW', 'one-tap-msw.js'),
};

const require = createRequire(import.meta.url);
const rootFiles = new Map([
  ['/mockServiceWorker.js', ['text/javascript; charset=utf-8', readFileSync(require.resolve('msw/mockServiceWorker.js'))]],
  ['/portico-emulator-worker.js', ['text/javascript; charset=utf-8', readFileSync(require.resolve('@portico/emulator/portico-emulator-worker.js'))]],
  ['/sql-wasm.wasm', ['application/wasm', readFileSync(require.resolve('sql.js/dist/sql-wasm.wasm'))]],
]);
const under = (pathname, prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`);

const handler = (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const asset = assets.get(pathname);
  if (asset) {
    response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(asset);
    return;
  }
  if (pathname.startsWith('/assets/')) {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  const file = rootFiles.get(pathname);
  if (file) {
    response.writeHead(200, { 'Content-Type': file[0], 'Cache-Control': 'no-store' });
    response.end(file[1]);
    return;
  }
  const name = ['ui', 'browser-mode', 'one-tap-msw'].find((prefix) => under(pathname, `/${prefix}`)) ?? 'headless';
  const page = pages[name];
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(page);
};

const listen = (host) =>
  new Promise((resolve, reject) => {
    const server = createServer(handler);
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });

const servers = [await listen('127.0.0.1')];
try {
  servers.push(await listen('::1'));
} catch (error) {
  if (error.code !== 'EADDRNOTAVAIL' && error.code !== 'EAFNOSUPPORT') throw error;
}
console.log(`Conformance pages on http://localhost:${port} (emulator ${emulatorUrl})`);

const stop = () => {
  for (const server of servers) server.close();
  for (const server of servers) server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
