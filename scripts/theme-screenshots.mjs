// Regenerates the screenshots of the docs: the themes of docs/theming.md (docs/images/theme-*.png)
// from the Storybook stories of packages/ui/src/widgets/login-widget/login-widget.theme.stories.tsx
// (Vite serves a page that renders each story: Storybook's portable stories, decorators and all),
// and `<portico-login>` in its shadow root for docs/web-components.md (docs/images/element-*.png:
// the element from @portico/elements' sources, with the scripted fake client of
// @portico/core/testing). Playwright's Chromium photographs the widget.
//
//   node scripts/theme-screenshots.mjs            (from the repository root; nothing to build first)
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { mkdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { createServer, defaultClientConditions } from 'vite';
import { ensureChromium } from './browsers.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'docs/images');
const STORIES = '/packages/ui/src/widgets/login-widget/login-widget.theme.stories.tsx';

/** Each picture: a story, the colour scheme the browser reports, and the file. */
const SHOTS = [
  { story: 'LightDarkPair', colorScheme: 'light', file: 'theme-light.png' },
  { story: 'LightDarkPair', colorScheme: 'dark', file: 'theme-dark.png' },
  { story: 'Shadcn', colorScheme: 'light', file: 'theme-shadcn.png' },
  { story: 'ShadcnDark', colorScheme: 'dark', file: 'theme-shadcn-dark.png' },
];

/** `<portico-login>`'s pictures: the screen and what the keyboard did there. */
const ELEMENT_SHOTS = [
  { screen: 'main', file: 'element-main.png' },
  { screen: 'passcode', file: 'element-passcode.png' },
];

/**
 * The page: `?story=Name` renders that story of the themes' stories file; `?element` puts a
 * `<portico-login>` (email passcodes) on the page, its client the fake one.
 */
const ENTRY = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { composeStories } from '@storybook/react-vite';
import { createFakeAuthClient } from '@portico/core/testing';
import * as stories from '${STORIES}';
const query = new URLSearchParams(location.search);
if (query.has('element')) {
  await import('@portico/elements');
  const element = document.createElement('portico-login');
  element.client = createFakeAuthClient();
  element.config = { products: ['otp'], otpOptions: { methods: ['email'] } };
  document.getElementById('root').append(element);
} else {
  const Story = composeStories(stories)[query.get('story')];
  createRoot(document.getElementById('root')).render(createElement(Story));
}
`;
const HTML = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Theme screenshots</title></head><body style="margin:0"><div id="root"></div><script type="module" src="/@id/__x00__virtual:theme-screenshots"></script></body></html>';

const page = {
  name: 'theme-screenshots-page',
  resolveId: (id) => (id === 'virtual:theme-screenshots' ? '\0virtual:theme-screenshots' : undefined),
  load: (id) => (id === '\0virtual:theme-screenshots' ? ENTRY : undefined),
  configureServer(server) {
    server.middlewares.use('/theme-screenshots.html', async (_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end(await server.transformIndexHtml('/theme-screenshots.html', HTML));
    });
  },
};

const server = await createServer({
  root,
  configFile: false,
  logLevel: 'warn',
  plugins: [react(), tailwindcss(), page],
  // Workspace packages from source, as Storybook resolves them (vite.shared.ts).
  resolve: { conditions: ['@portico/source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: 0, hmr: false },
});
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
try {
  await server.listen();
  const { port } = server.httpServer.address();
  mkdirSync(out, { recursive: true });
  for (const { story, colorScheme, file } of SHOTS) {
    const context = await browser.newContext({ colorScheme, viewport: { width: 480, height: 900 }, deviceScaleFactor: 1.5 });
    const tab = await context.newPage();
    await tab.goto(`http://127.0.0.1:${port}/theme-screenshots.html?story=${story}`);
    await tab.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    // The social buttons and their brand marks arrive in their own chunks: wait until all are drawn.
    await tab.getByRole('button', { name: 'Continue with GitHub' }).waitFor();
    await tab.waitForFunction(() =>
      [...document.querySelectorAll('[data-slot="widget-frame"] button svg')].every((svg) => svg.childElementCount > 0),
    );
    await tab.waitForLoadState('networkidle');
    const box = await tab.locator('[data-slot="widget-frame"]').boundingBox();
    const margin = 16;
    await tab.screenshot({
      path: join(out, file),
      clip: { x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin },
    });
    console.log(`${relative(root, join(out, file))}  ${story}, ${colorScheme}  ${(statSync(join(out, file)).size / 1024).toFixed(0)} KB`);
    await context.close();
  }
  for (const { screen, file } of ELEMENT_SHOTS) {
    const context = await browser.newContext({ viewport: { width: 480, height: 900 }, deviceScaleFactor: 1.5 });
    const tab = await context.newPage();
    await tab.goto(`http://127.0.0.1:${port}/theme-screenshots.html?element`);
    const email = tab.getByRole('textbox', { name: 'Email' });
    await email.waitFor();
    await tab.waitForLoadState('networkidle');
    await email.fill('ada@example.com');
    if (screen === 'main') {
      // The focus ring of a control reached by Tab.
      await email.press('Tab');
    } else {
      await email.press('Enter');
      await tab.getByRole('heading', { name: 'Enter passcode' }).waitFor();
      await tab.keyboard.type('12');
    }
    // The ring fades in (150 ms).
    await tab.waitForTimeout(300);
    const box = await tab.locator('[data-slot="widget-frame"]').boundingBox();
    const margin = 16;
    await tab.screenshot({
      path: join(out, file),
      clip: { x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin },
    });
    console.log(`${relative(root, join(out, file))}  <portico-login>, ${screen}  ${(statSync(join(out, file)).size / 1024).toFixed(0)} KB`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
