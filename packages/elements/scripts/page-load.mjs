// What a page with `<portico-login>` fetches, measured in Chromium (run after `npm run build`):
//   node scripts/page-load.mjs [dist]
//
// Serves dist/ and a plain page with the element (module build, email passcodes) on loopback,
// then counts the bundle's files and their gzip bytes: those fetched by the time the email field
// shows (the first render: what `npm run size` reports from the files' static imports) and all of
// them once the page is idle (Main is live: its flows, the Stytch adapter). The page's Stytch
// client points at a closed port, so nothing but the bundle is fetched; its failed requests do
// not change which chunks load. Each figure is the median of 5 loads.
import { readFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';

const dist = resolve(process.argv[2] ?? 'dist');
if (!existsSync(join(dist, 'portico-elements.js'))) {
  console.error(`no ${join(dist, 'portico-elements.js')}: build first`);
  process.exit(1);
}
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>page-load</title></head><body>
<portico-login public-token="public-token-test-portico" client-options='{"endpoints":{"testAPIURL":"http://127.0.0.1:9","liveAPIURL":"http://127.0.0.1:9","dfpBackendURL":"http://127.0.0.1:9","clientsideServicesIframeURL":"http://127.0.0.1:9/x"}}' config='{"products":["otp"],"otpOptions":{"methods":["email"]}}'></portico-login>
<script type="module" src="/portico-elements.js"></script></body></html>`;
const server = createServer((request, response) => {
  const path = new URL(request.url, 'http://x').pathname;
  if (path === '/') return response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
  const file = normalize(join(dist, path));
  if (!file.startsWith(dist) || !existsSync(file)) return response.writeHead(404).end();
  response.writeHead(200, { 'content-type': extname(file) === '.js' ? 'text/javascript' : 'application/octet-stream' }).end(readFileSync(file));
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const gz = (path) => gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;
const runs = [];
try {
  for (let run = 0; run < 5; run += 1) {
    const page = await browser.newPage();
    // The moment the field is first drawn (checked every frame), and the bundle's files that had
    // arrived by then; then all of them once the network is idle.
    await page.addInitScript(() => {
      const check = () => {
        if (document.querySelector('portico-login')?.shadowRoot?.querySelector('input[name="email"]')) {
          Object.assign(window, { fieldShownAt: performance.now() });
        } else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.goto(url);
    await page.getByRole('textbox', { name: 'Email' }).waitFor();
    await page.waitForLoadState('networkidle');
    const files = await page.evaluate(() => {
      const shownAt = window.fieldShownAt;
      const scripts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js'));
      return {
        first: scripts.filter((entry) => entry.responseEnd <= shownAt).map((entry) => new URL(entry.name).pathname),
        all: scripts.map((entry) => new URL(entry.name).pathname),
      };
    });
    runs.push(files);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (paths) => paths.reduce((total, path) => total + gz(path), 0);
console.log(`<portico-login>, module build, in Chromium (median of ${runs.length} loads):`);
console.log(`  by the time the email field shows: ${median(runs.map((r) => r.first.length))} files, ${kb(median(runs.map((r) => sum(r.first))))} gzip`);
console.log(`  once the page is idle (Main live):  ${median(runs.map((r) => r.all.length))} files, ${kb(median(runs.map((r) => sum(r.all))))} gzip`);
