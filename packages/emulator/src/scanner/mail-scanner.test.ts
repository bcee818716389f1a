/**
 * The outbox as a security-scanning mail gateway (setting `mail_scanner`): every link of a message
 * sent is visited before the message reaches the outbox, by a link checker's GET (`fetch`) or by a
 * headless Chromium that renders the page (`browser`, against Debian's chromium-headless-shell).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, type Harness, type Json } from '../testing/harness';
import { messageLinks } from '../domain/message-links';
import { createNodeMailScanner, scannerChromium } from './node-scanner';
import type { MailScanner } from './mail-scanner';

/** A local app: records every request; `/authenticate` redirects to `/landing`, whose page calls back `/js-ran` when rendered. */
interface AppServer {
  url: string;
  hits: { method: string; path: string; userAgent: string }[];
  close(): Promise<void>;
}

const LANDING_PAGE = `<!doctype html><html><head><title>Finish signing in</title></head><body>
<p>Signing you in…</p>
<script>fetch('/js-ran?token=' + encodeURIComponent(new URLSearchParams(location.search).get('token') || ''));
fetch('http://emulator-alias.test:4100/via-alias?from=page').catch(() => {});</script>
</body></html>`;

async function startAppServer(): Promise<AppServer> {
  const hits: AppServer['hits'] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    hits.push({ method: request.method ?? '', path: url.pathname + url.search, userAgent: request.headers['user-agent'] ?? '' });
    if (url.pathname === '/authenticate') {
      response.writeHead(302, { Location: `/landing${url.search}` }).end();
    } else if (url.pathname === '/landing') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(LANDING_PAGE);
    } else {
      response.writeHead(204).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Asks for a magic link to `page`'s /authenticate; returns the token it carries. */
async function sendMagicLink(h: Harness, app: AppServer, email = 'ada@example.com'): Promise<string> {
  const sent = await h.call('POST', '/sdk/v1/magic_links/email/login_or_create', {
    json: { email, login_magic_link_url: `${app.url}/authenticate`, signup_magic_link_url: `${app.url}/authenticate` },
  });
  expect(sent.status, sent.text).toBe(200);
  const held = h.store.outbox.heldIds();
  expect(held).toHaveLength(1);
  const link = h.store.outbox.held(held[0]!)!.message.link!;
  return new URL(link).searchParams.get('token')!;
}

/** The outbox's messages to `to`, once one is there (the scan delivers it). */
async function waitForMessage(h: Harness, to: string): Promise<Json> {
  await vi.waitFor(
    async () => {
      const { body } = await h.call('GET', `/emulator/outbox?to=${encodeURIComponent(to)}`);
      expect(body.messages).toHaveLength(1);
    },
    { timeout: 25_000, interval: 50 },
  );
  return (await h.call('GET', `/emulator/outbox?to=${encodeURIComponent(to)}`)).body.messages[0];
}

describe('links of a message', () => {
  it('are the message link and the http(s) URLs of its text, once each, without trailing punctuation', () => {
    expect(
      messageLinks({
        link: 'http://localhost:5173/reset?token=a',
        body: 'Reset: http://localhost:5173/reset?token=a\n\nOr log in (https://app.example/login?token=b). ftp://x.example/no mailto:a@b.example',
      }),
    ).toEqual(['http://localhost:5173/reset?token=a', 'https://app.example/login?token=b']);
    expect(messageLinks({ link: null, body: 'Your code is 123456.' })).toEqual([]);
  });
});

describe('mail_scanner "fetch"', () => {
  let app: AppServer;
  beforeAll(async () => {
    app = await startAppServer();
  });
  afterAll(() => app.close());

  it('GETs every link (following redirects) before the message reaches the outbox, and logs no link', async () => {
    const h = await createHarness({ mail_scanner: 'fetch' });
    const logged = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => undefined));
    try {
      const token = await sendMagicLink(h, app);
      // Held: neither the outbox nor the inbox page (which reads it) shows it yet.
      expect((await h.call('GET', '/emulator/outbox')).body.messages).toEqual([]);

      const message = await waitForMessage(h, 'ada@example.com');
      expect(app.hits.map((hit) => hit.path)).toEqual([`/authenticate?stytch_token_type=magic_links&token=${token}`, `/landing?stytch_token_type=magic_links&token=${token}`]);
      expect(app.hits.every((hit) => hit.method === 'GET' && hit.userAgent.includes('PorticoMailScanner'))).toBe(true);
      expect(message.scans).toEqual([
        {
          url: `${app.url}/authenticate?stytch_token_type=magic_links&token=${token}`,
          mode: 'fetch',
          at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          outcome: 'visited',
          status: 200,
          finalUrl: `${app.url}/landing?stytch_token_type=magic_links&token=${token}`,
          title: 'Finish signing in',
        },
      ]);
      // A link checker does not run the page.
      expect(app.hits.some((hit) => hit.path.startsWith('/js-ran'))).toBe(false);
      // The user's link still works after the scanner.
      const authenticated = await h.call('POST', '/sdk/v1/magic_links/authenticate', { json: { token, session_duration_minutes: 30 } });
      expect(authenticated.status).toBe(200);

      // A link nothing answers: the message is delivered all the same, its visit failed, and the error holds no token.
      await app.close();
      const second = await sendMagicLink(h, app, 'grace@example.com');
      const failed = await waitForMessage(h, 'grace@example.com');
      expect(failed.scans).toEqual([expect.objectContaining({ mode: 'fetch', outcome: 'failed', error: expect.any(String) })]);
      expect(failed.scans[0].error).not.toContain(second);
      for (const spy of logged) for (const call of spy.mock.calls) expect(JSON.stringify(call)).not.toMatch(/token=/);
    } finally {
      for (const spy of logged) spy.mockRestore();
      app = await startAppServer();
    }
  });

  it('leaves messages without links (codes) alone, and scans nothing when off', async () => {
    const h = await createHarness({ mail_scanner: 'fetch' });
    await h.sendEmailCode('ada@example.com');
    expect((await h.call('GET', '/emulator/outbox')).body.messages).toEqual([expect.objectContaining({ scans: [] })]);
    const off = await createHarness();
    await sendMagicLinkUnheld(off, app);
    expect((await off.call('GET', '/emulator/outbox')).body.messages).toEqual([expect.objectContaining({ scans: [] })]);
    expect(app.hits).toEqual([]);
  });

  it('a message of a scan that never ended (the emulator stopped) is delivered, its visit failed', async () => {
    const h = await createHarness();
    h.store.outbox.add({ id: 'message-test-1', channel: 'email', from: null, to: 'ada@example.com', subject: 's', body: 'http://127.0.0.1:9/x', code: null, link: null, created_at: 0 }, { heldForScan: 'browser' });
    const { createApp } = await import('../app');
    createApp({ store: h.store });
    expect(h.store.outbox.list()[0]?.scans).toEqual([expect.objectContaining({ url: 'http://127.0.0.1:9/x', mode: 'browser', outcome: 'failed' })]);
  });
});

async function sendMagicLinkUnheld(h: Harness, app: AppServer): Promise<void> {
  const sent = await h.call('POST', '/sdk/v1/magic_links/email/login_or_create', { json: { email: 'ada@example.com', login_magic_link_url: `${app.url}/authenticate`, signup_magic_link_url: `${app.url}/authenticate` } });
  expect(sent.status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('mail_scanner settings', () => {
  it('is changeable through PUT /emulator/config, and refuses an unknown mode naming the field', async () => {
    const h = await createHarness();
    expect((await h.call('GET', '/emulator/config')).body.mail_scanner).toBe('off');
    const bad = await h.call('PUT', '/emulator/config', { json: { mail_scanner: 'sometimes' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error_message).toContain('mail_scanner must be one of "off", "fetch", "browser"');
    expect((await h.call('PUT', '/emulator/config', { json: { mail_scanner: 'fetch' } })).body.mail_scanner).toBe('fetch');
  });

  it('refuses "browser" where it cannot run: without the Node emulator’s scanner, without Chromium, without playwright-core', async () => {
    const h = await createHarness();
    const refused = await h.call('PUT', '/emulator/config', { json: { mail_scanner: 'browser' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error_type).toBe('invalid_settings');
    expect(refused.body.error_message).toContain('mail_scanner "browser" cannot run here: rendering links in Chromium needs the Node emulator');
    expect((await h.call('GET', '/emulator/config')).body.mail_scanner).toBe('off');

    const noChromium = createNodeMailScanner({ env: { PORTICO_SCANNER_CHROMIUM: '/nonexistent/chromium' } });
    expect(await noChromium.unavailable('browser')).toBe('PORTICO_SCANNER_CHROMIUM names /nonexistent/chromium, which is not an executable file');
    expect(await noChromium.unavailable('fetch')).toBeNull();
    const noPlaywright = createNodeMailScanner({ env: { CHROMIUM_PATH: process.execPath }, importPlaywright: () => Promise.reject(new Error('Cannot find package')) });
    expect(await noPlaywright.unavailable('browser')).toContain('playwright-core is not installed');
    expect(scannerChromium({ CHROMIUM_PATH: process.execPath })).toEqual({ path: process.execPath });
  });
});

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

describe('mail_scanner "browser" (headless Chromium)', () => {
  let app: AppServer;
  let scanner: MailScanner;
  beforeAll(async () => {
    app = await startAppServer();
    // The page's requests to the alias reach the app server: the emulator's `aliases` (startEmulator).
    scanner = createNodeMailScanner({
      env: { PORTICO_SCANNER_CHROMIUM: HEADLESS_SHELL },
      aliases: { origins: ['http://emulator-alias.test:4100'], target: () => app.url },
    });
  });
  afterAll(async () => {
    await scanner.close();
    await app.close();
  });
  afterEach(() => {
    app.hits.length = 0;
  });

  it('renders each link: the page’s JavaScript runs before the message reaches the outbox', async () => {
    const h = await createHarness({}, { mailScanner: scanner });
    const set = await h.call('PUT', '/emulator/config', { json: { mail_scanner: 'browser' } });
    expect(set.status, set.text).toBe(200);
    const token = await sendMagicLink(h, app);
    expect((await h.call('GET', '/emulator/outbox')).body.messages).toEqual([]);

    const message = await waitForMessage(h, 'ada@example.com');
    // The page called back: its script ran, with the token from its URL.
    expect(app.hits.map((hit) => hit.path)).toContain(`/js-ran?token=${token}`);
    // Its request to the alias was routed to where `target` says (path and query kept).
    await vi.waitFor(() => expect(app.hits.map((hit) => hit.path)).toContain('/via-alias?from=page'));
    expect(message.scans).toEqual([
      {
        url: `${app.url}/authenticate?stytch_token_type=magic_links&token=${token}`,
        mode: 'browser',
        at: expect.any(String),
        outcome: 'visited',
        status: 200,
        finalUrl: `${app.url}/landing?stytch_token_type=magic_links&token=${token}`,
        title: 'Finish signing in',
      },
    ]);
    expect((await h.call('POST', '/sdk/v1/magic_links/authenticate', { json: { token, session_duration_minutes: 30 } })).status).toBe(200);
  }, 60_000);
});
