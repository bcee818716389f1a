// The pages @portico/testing's own end-to-end tests drive (e2e/pages/), and the built
// @portico/elements bundle they load, served on one origin:
//   node e2e/server.mjs [port]      (PORTICO_TESTING_PAGES_PORT, default 5170)
// The pages are plain HTML: <portico-*> elements and a hand-written login on the elements' Stytch
// client, and one React page on Portico's hooks (pages/hooks.tsx, bundled here with esbuild from
// the workspace's sources), which call the emulator at http://localhost:4100 (each test worker's
// fixture routes that to its own emulator).
import { build } from 'esbuild';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const elementsDist = resolve(here, '../../elements/dist');
const port = Number(process.argv[2] ?? process.env.PORTICO_TESTING_PAGES_PORT ?? 5170);
if (!existsSync(join(elementsDist, 'portico-elements.js'))) {
  console.error(`Build @portico/elements first: ${elementsDist}/portico-elements.js is missing.`);
  process.exit(1);
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.map': 'application/json', '.css': 'text/css' };
/** Page paths: the path a test opens, and the file behind it (links come back to /authenticate). */
const PAGES = {
  '/': 'login.html',
  '/authenticate': 'authenticate.html',
  '/passkeys': 'passkeys.html',
  '/impersonate': 'impersonate.html',
  '/custom': 'custom.html',
  '/hooks': 'hooks.html',
};

const bundled = await build({
  absWorkingDir: here,
  entryPoints: { hooks: 'pages/hooks.tsx' },
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  jsx: 'automatic',
  // The workspace packages' TypeScript sources (package.json "@portico/source" condition), as Vite does.
  conditions: ['@portico/source'],
  define: { 'process.env.NODE_ENV': '"production"' },
  minify: true,
  outdir: 'assets',
  write: false,
  logLevel: 'warning',
});
const assets = new Map(bundled.outputFiles.map((file) => [`/assets/${file.path.split('/').pop()}`, file.contents]));

function send(response, file) {
  if (!existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
  createReadStream(file).pipe(response);
}

createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  if (pathname in PAGES) return send(response, join(here, 'pages', PAGES[pathname]));
  const asset = assets.get(pathname);
  if (asset) return response.writeHead(200, { 'Content-Type': TYPES['.js'], 'Cache-Control': 'no-store' }).end(asset);
  const inside = (base, prefix) => {
    const file = normalize(join(base, pathname.slice(prefix.length)));
    return file.startsWith(base) ? file : null;
  };
  if (pathname.startsWith('/portico-elements/')) return send(response, inside(elementsDist, '/portico-elements/') ?? '');
  if (pathname.startsWith('/pages/')) return send(response, inside(join(here, 'pages'), '/pages/') ?? '');
  response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
}).listen(port, 'localhost', () => console.log(`kit pages on http://localhost:${port}`));
