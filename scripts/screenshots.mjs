// Photographs every screen of the widget for docs/theming.md's 'Screens' section: one story per
// screen folder of packages/ui/src/screens (Main in a few configurations), at 1280 px and 360 px
// wide, light theme, English. It builds the Storybook statically, serves it, and lets Playwright's
// Chromium open each story's `iframe.html?id=…` (decorators, loaders and play function included);
// the picture is the widget's frame, not the page.
//
//   npm run screenshots                  → docs/screenshots/after/<screen>-<width>.png
//   npm run screenshots -- --before      → docs/screenshots/before/ (the look before a change)
//   npm run screenshots -- --only main   → only the screens whose name starts with 'main'
//   npm run screenshots -- --storybook-dir <dir>   → an existing `storybook build` output (no build)
//
// A tool, not a test: `npm test` does not run it (a minute or two on two cores).
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { chromiumArgs, ensureChromium } from './browsers.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const WIDTHS = [1280, 360];

/**
 * One story per screen: the file name is `<screen>-<width>.png`. Main comes in the
 * configurations people ask about (every method, social buttons, phone tabs). `args` are
 * Storybook URL args (`key:value;…`), for a configuration no story has.
 */
export const SCREENS = [
  {
    screen: 'main-all-methods',
    story: 'screens-main-social-and-wallets--social-and-email',
    // Every product Main shows (the story's Google and Microsoft buttons; the fake wallets).
    args: [
      'config.products[0]:oauth',
      'config.products[1]:crypto',
      'config.products[2]:emailMagicLinks',
      'config.products[3]:otp',
      'config.products[4]:passwords',
      'config.products[5]:passkeys',
      'config.otpOptions.methods[0]:sms',
      'config.otpOptions.methods[1]:whatsapp',
    ].join(';'),
  },
  { screen: 'main-social', story: 'screens-main-social-and-wallets--social-only' },
  { screen: 'main-phone', story: 'screens-main--tabs' },
  { screen: 'main-email', story: 'screens-main--email-only' },
  { screen: 'main-wallets', story: 'screens-main-social-and-wallets--wallets' },
  { screen: 'otp-authenticate', story: 'screens-otpauthenticate--idle' },
  { screen: 'password', story: 'screens-passwordcreateorlogin--login' },
  { screen: 'password-create', story: 'screens-passwordcreateorlogin--create-strong' },
  { screen: 'password-reset-email', story: 'screens-passwordresetemail--password-forgot' },
  { screen: 'password-reset', story: 'screens-passwordresetform--empty' },
  { screen: 'email-confirmation', story: 'screens-emailconfirmation--sent' },
  { screen: 'passkey-registration-start', story: 'screens-passkeyregistrationstart--ready' },
  { screen: 'passkey-registration-success', story: 'screens-passkeyregistrationsuccess--created' },
  { screen: 'crypto-connect', story: 'screens-cryptoconnect--connecting' },
  { screen: 'crypto-other', story: 'screens-cryptootherscreen--other-wallets' },
  { screen: 'crypto-setup-wallet', story: 'screens-cryptosetupwallet--downloads' },
  { screen: 'crypto-confirmation', story: 'screens-cryptoconfirmation--connected' },
  { screen: 'crypto-error', story: 'screens-cryptoerror--could-not-connect' },
  { screen: 'idp-consent', story: 'screens-idpconsent--consent' },
  { screen: 'idp-logout', story: 'screens-idplogout--confirm' },
  { screen: 'account-switch', story: 'screens-accountswitch--asking' },
  { screen: 'success', story: 'screens-success--generic' },
  { screen: 'error', story: 'screens-error--known-error' },
];

const { values: options } = parseArgs({
  options: {
    before: { type: 'boolean', default: false },
    only: { type: 'string' },
    'storybook-dir': { type: 'string' },
  },
});

const out = join(root, 'docs/screenshots', options.before ? 'before' : 'after');
const shots = SCREENS.filter(({ screen }) => !options.only || screen.startsWith(options.only));
if (shots.length === 0) throw new Error(`No screen starts with '${options.only}'.`);

/** The static Storybook: the one given, or a fresh build in a temporary folder. */
let storybookDir = options['storybook-dir'] && resolve(options['storybook-dir']);
let cleanup = () => {};
if (!storybookDir) {
  const temporary = mkdtempSync(join(tmpdir(), 'portico-screenshots-'));
  storybookDir = join(temporary, 'storybook');
  cleanup = () => rmSync(temporary, { recursive: true, force: true });
  console.log('Building the Storybook…');
  const build = spawnSync('npx', ['storybook', 'build', '--quiet', '-o', storybookDir], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr);
    cleanup();
    throw new Error('storybook build failed');
  }
}
if (!existsSync(join(storybookDir, 'iframe.html'))) throw new Error(`${storybookDir} is not a Storybook build (no iframe.html).`);

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};

/** A static server over the build: enough for Storybook's preview (no directory listings). */
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^([/\\])+/, '');
  const file = join(storybookDir, path || 'index.html');
  if (!file.startsWith(storybookDir + sep) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
const failures = [];
try {
  mkdirSync(out, { recursive: true });
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      deviceScaleFactor: 1,
      colorScheme: 'light',
      locale: 'en-US',
      // Nothing half-way through a transition.
      reducedMotion: 'reduce',
    });
    for (const { screen, story, args } of shots) {
      const tab = await context.newPage();
      const file = join(out, `${screen}-${width}.png`);
      try {
        const query = new URLSearchParams({ id: story, viewMode: 'story', globals: 'theme:light;dir:ltr;locale:en' });
        if (args) query.set('args', args);
        await tab.goto(`${base}/iframe.html?${query}`);
        // Storybook's render: loaders, the story, its play function, the preview's afterEach.
        const phase = await tab
          .waitForFunction(
            () => {
              const phase = window.__STORYBOOK_PREVIEW__?.currentRender?.phase;
              return ['finished', 'errored', 'aborted'].includes(phase) && phase;
            },
            undefined,
            { timeout: 30_000 },
          )
          .then((handle) => handle.jsonValue());
        if (phase !== 'finished') throw new Error(`the story ${phase}`);
        // Lazily loaded marks and screens, then fonts.
        await tab.waitForLoadState('networkidle');
        await tab.evaluate(() => document.fonts.ready);
        const frame = tab.locator('[data-slot="widget-frame"]').first();
        // The frame with the card's border and a little air, at most the page's width.
        const box = await frame.boundingBox();
        if (!box) throw new Error('no widget frame');
        const margin = 8;
        const x = Math.max(0, box.x - margin);
        const clip = { x, y: Math.max(0, box.y - margin), width: Math.min(width - x, box.width + 2 * margin), height: box.height + 2 * margin };
        writeFileSync(file, await tab.screenshot({ clip, fullPage: true, animations: 'disabled', caret: 'hide' }));
        console.log(`${relative(root, file)}  ${story}  ${(statSync(file).size / 1024).toFixed(0)} KB`);
      } catch (error) {
        failures.push(`${screen} at ${width} px (${story}): ${error.message}`);
      } finally {
        await tab.close();
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
  cleanup();
}
if (failures.length > 0) {
  console.error(`\n${failures.length} screenshot(s) failed:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
