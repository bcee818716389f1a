/**
 * What keeps a long-running emulator safe beside the developer's browser (docs/emulator.md,
 * "Security"): cross-site writes and DNS rebinding on the control API, login CSRF and framing of
 * its pages, constant-time secret checks and bounded JSON nesting.
 */
import { request as httpRequest } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUBLIC_TOKEN } from './client-options';
import * as clientAuth from './http/client-auth';
import { isHostAllowed, isLoopbackHostname } from './http/host-check';
import { startEmulator, type RunningEmulator } from './node';
import { BASE_URL, createHarness, PAGE_ORIGIN, type Harness } from './testing/harness';

const EVIL = 'https://evil.example';

describe('security', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });

  /** A request as another site's page (or a script) could send it: exactly these headers and body. */
  const raw = async (method: string, path: string, init: { headers?: Record<string, string>; body?: string } = {}) => {
    const response = await h.app.fetch(new Request(`${BASE_URL}${path}`, { method, headers: init.headers, body: init.body }));
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, body: text.startsWith('{') ? JSON.parse(text) : null };
  };
  const userCount = async () => (await h.call('GET', '/emulator/users')).body.users.length as number;

  describe('control API: cross-site writes', () => {
    it('refuses a body that is not application/json with 415, so browsers must preflight', async () => {
      const user = JSON.stringify({ email: 'mallory@example.com' });
      // What `fetch(url, {method: 'POST', mode: 'no-cors', body})` from any page sends, without a preflight.
      const plain = await raw('POST', '/emulator/users', { headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: EVIL }, body: user });
      expect(plain.status).toBe(403);
      const sameSiteless = await raw('POST', '/emulator/users', { headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, body: user });
      expect(sameSiteless.status).toBe(415);
      expect(sameSiteless.body).toMatchObject({ status_code: 415, error_type: 'unsupported_media_type' });
      expect(sameSiteless.body.error_message).toContain('Content-Type: application/json');
      const form = await raw('PUT', '/emulator/config', {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'project_name=Pwned',
      });
      expect(form.status).toBe(415);
      const untyped = await raw('POST', '/emulator/faults', { body: JSON.stringify({ path: '*', mode: 'error' }) });
      expect(untyped.status).toBe(415);
      expect(await userCount()).toBe(0);
      expect((await h.call('GET', '/emulator/faults')).body.faults).toEqual([]);
      expect((await h.call('GET', '/emulator/config')).body.project_name).toBe('Portico Playground');

      // JSON, with or without a charset, is what every client of the control API sends.
      const json = await raw('POST', '/emulator/users', { headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: user });
      expect(json.status).toBe(201);
    });

    it('refuses the same on SDK telemetry (POST /sdk/v1/events), which takes no credentials', async () => {
      const batch = JSON.stringify([{ event: { event_name: 'forged', details: {} } }]);
      expect((await raw('POST', '/sdk/v1/events', { headers: { 'Content-Type': 'text/plain' }, body: batch })).status).toBe(415);
      expect((await h.call('GET', '/emulator/events')).body.events).toEqual([]);
      expect((await h.call('POST', '/sdk/v1/events', { body: batch, publicToken: null })).status).toBe(200);
    });

    it('refuses a body-less write from a page on another origin (no preflight happens for it)', async () => {
      await h.seedUser({ email: 'ada@example.com' });
      for (const origin of [EVIL, 'null']) {
        const reset = await raw('POST', '/emulator/reset', { headers: { Origin: origin } });
        expect(reset.status).toBe(403);
        expect(reset.body).toMatchObject({ error_type: 'cross_origin_request_refused' });
        expect((await raw('DELETE', '/emulator/outbox', { headers: { Origin: origin } })).status).toBe(403);
      }
      expect(await userCount()).toBe(1);
      // The emulator's own pages (the inbox's Clear button), allowed origins and non-browser clients may.
      expect((await raw('DELETE', '/emulator/outbox', { headers: { Origin: BASE_URL } })).status).toBe(200);
      expect((await raw('DELETE', '/emulator/outbox', { headers: { Origin: PAGE_ORIGIN } })).status).toBe(200);
      expect((await raw('POST', '/emulator/reset')).status).toBe(200);
      expect(await userCount()).toBe(0);
    });

    it('leaves reads and preflights alone', async () => {
      expect((await raw('GET', '/emulator/health', { headers: { Origin: EVIL } })).status).toBe(200);
      const preflight = await raw('OPTIONS', '/emulator/reset', { headers: { Origin: PAGE_ORIGIN, 'Access-Control-Request-Method': 'POST' } });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(PAGE_ORIGIN);
    });
  });

  describe('Host check (DNS rebinding)', () => {
    it('knows loopback names and addresses', () => {
      for (const name of ['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]']) {
        expect(isLoopbackHostname(name), name).toBe(true);
      }
      for (const name of ['0.0.0.0', '::', '192.168.1.20', 'localhost.evil.example', 'example.com']) {
        expect(isLoopbackHostname(name), name).toBe(false);
      }
    });

    it('accepts loopback names, IP addresses and configured names; refuses other names', () => {
      const allowed = ['emulator.test', '.tunnel.example'];
      for (const host of ['localhost:4100', 'a.localhost:4100', '127.0.0.1:4100', '[::1]:4100', '192.168.1.20:4100', 'emulator.test:4100', 'Emulator.Test', 'tunnel.example', 'x.tunnel.example:443']) {
        expect(isHostAllowed(host, allowed), host).toBe(true);
      }
      for (const host of ['evil.example:4100', 'localhost.evil.example', 'emulator.test.evil.example', 'eviltunnel.example']) {
        expect(isHostAllowed(host, allowed), host).toBe(false);
      }
      expect(isHostAllowed('anything.example', ['*'])).toBe(true);
    });

    describe('in the Node server', () => {
      let emulator: RunningEmulator | undefined;
      afterEach(async () => {
        await emulator?.close();
        emulator = undefined;
      });

      /** A GET with a chosen Host header (fetch cannot set one), as a rebinding page's request arrives. */
      const getWithHost = (port: number, path: string, host: string) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = httpRequest({ host: '127.0.0.1', port, path, headers: { Host: host } }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          });
          req.on('error', reject);
          req.end();
        });

      it('answers 403 host_not_allowed to a foreign Host, and names the option that allows it', async () => {
        emulator = await startEmulator({ port: 0, host: '127.0.0.1', allowedHosts: ['emulator.test'] });
        const { port } = emulator;
        const rebound = await getWithHost(port, '/emulator/config', `evil.example:${port}`);
        expect(rebound.status).toBe(403);
        expect(JSON.parse(rebound.body)).toMatchObject({ status_code: 403, error_type: 'host_not_allowed' });
        expect(rebound.body).toContain('--allowed-host evil.example');
        expect(rebound.body).not.toContain('client_secret');
        // Discovery would otherwise announce the attacker's name as the issuer.
        expect((await getWithHost(port, '/.well-known/openid-configuration', `evil.example:${port}`)).status).toBe(403);
        for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `emulator.test:${port}`, `portico.localhost:${port}`]) {
          expect((await getWithHost(port, '/emulator/health', host)).status, host).toBe(200);
        }
      });
    });

    it('is not applied without allowedHosts (browser mode answers on the page’s own host)', async () => {
      const response = await h.app.fetch(new Request('https://app.example.com/emulator/health'));
      expect(response.status).toBe(200);
    });
  });

  describe('pages: framing', () => {
    const startQuery = new URLSearchParams({ public_token: DEFAULT_PUBLIC_TOKEN }).toString();

    it("says frame-ancestors 'none' and X-Frame-Options: DENY on every page that is not made to be framed", async () => {
      const pages = [
        '/',
        '/emulator/inbox',
        `/v1/public/oauth/google/start?${startQuery}`,
        // An error page (unknown public token) and the OpenID Connect error page.
        '/v1/public/oauth/google/start?public_token=public-token-test-unknown',
        '/v1/public/project-test-portico/oauth2/authorize?client_id=unknown',
      ];
      for (const path of pages) {
        const { headers } = await raw('GET', path);
        expect(headers.get('Content-Type'), path).toContain('text/html');
        expect(headers.get('Content-Security-Policy'), path).toBe("frame-ancestors 'none'");
        expect(headers.get('X-Frame-Options'), path).toBe('DENY');
      }
      // JSON is left as it is.
      expect((await raw('GET', '/emulator/health')).headers.get('X-Frame-Options')).toBeNull();
    });

    it('lets the app’s pages frame the clientside-services frame and the One Tap chooser, and nobody else', async () => {
      const frame = await raw('GET', '/emulator/clientside-services');
      expect(frame.headers.get('Content-Security-Policy')).toBe("frame-ancestors 'self' http://localhost:* http://127.0.0.1:*");
      const chooser = await raw('GET', `/emulator/gsi/prompt?${new URLSearchParams({ client_id: 'x', origin: 'http://localhost:5173' })}`);
      expect(chooser.headers.get('Content-Security-Policy')).toBe("frame-ancestors 'self' http://localhost:5173 http://localhost:* http://127.0.0.1:*");
      const foreign = await raw('GET', `/emulator/gsi/prompt?${new URLSearchParams({ client_id: 'x', origin: 'https://evil.example; script-src *' })}`);
      expect(foreign.headers.get('Content-Security-Policy')).toBe("frame-ancestors 'self' http://localhost:* http://127.0.0.1:*");
    });
  });

  describe('stand-in OAuth provider: login CSRF', () => {
    const query = new URLSearchParams({ public_token: DEFAULT_PUBLIC_TOKEN }).toString();
    const startPath = '/v1/public/oauth/google/start';

    const pageToken = async (path: string) => {
      const { text } = await raw('GET', path);
      const token = /<input type="hidden" name="form_token" value="([^"]+)">/.exec(text)?.[1];
      if (!token) throw new Error('the sign-in page has no form_token');
      return token;
    };
    const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      raw('POST', startPath, {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ query, action: 'continue', email: 'victim-signs-in-as@attacker.example', ...fields }).toString(),
      });

    it('signs in with the token of the page it showed, from its own origin', async () => {
      const token = await pageToken(`${startPath}?${query}`);
      const { status, headers } = await post({ form_token: token }, { Origin: BASE_URL });
      expect(status).toBe(302);
      expect(headers.get('Location')).toContain('stytch_token_type=oauth');
    });

    it('refuses a form posted by another site: no token, a wrong one, or a foreign Origin', async () => {
      const token = await pageToken(`${startPath}?${query}`);
      const otherRequest = await pageToken(`${startPath}?${query}&custom_scopes=calendar`);
      const forged = [
        await post({}),
        await post({ form_token: 'forged' }),
        await post({ form_token: otherRequest }),
        await post({ form_token: token }, { Origin: EVIL }),
        await post({ form_token: token }, { Origin: 'null' }),
      ];
      for (const { status, headers, text } of forged) {
        expect(status).toBe(403);
        expect(headers.get('Location')).toBeNull();
        expect(text).toContain('invalid_form_token');
      }
      expect(await userCount()).toBe(0);
    });

    it('a restarted emulator (a new secret) refuses the pages it showed before', async () => {
      const token = await pageToken(`${startPath}?${query}`);
      const other = await createHarness();
      const response = await other.app.fetch(
        new Request(`${BASE_URL}${startPath}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ query, action: 'cancel', form_token: token }),
        }),
      );
      expect(response.status).toBe(403);
    });
  });

  describe('client secrets', () => {
    it('compares equal and different secrets, of any lengths', () => {
      expect(clientAuth.secretsEqual('secret-test-portico-backend', 'secret-test-portico-backend')).toBe(true);
      expect(clientAuth.secretsEqual('secret-test-portico-backenD', 'secret-test-portico-backend')).toBe(false);
      expect(clientAuth.secretsEqual('s', 'secret-test-portico-backend')).toBe(false);
      expect(clientAuth.secretsEqual('', '')).toBe(true);
    });

    it('the token endpoint checks a client secret with the constant-time comparison', async () => {
      // Test files share modules (isolate: false), so the app is imported afresh with the comparison watched.
      const calls: [string, string][] = [];
      vi.resetModules();
      vi.doMock('./http/client-auth', async (importOriginal) => {
        const actual = await importOriginal<typeof clientAuth>();
        return {
          ...actual,
          secretsEqual: (presented: string, expected: string) => {
            calls.push([presented, expected]);
            return actual.secretsEqual(presented, expected);
          },
        };
      });
      try {
        const fresh = await (await import('./testing/harness')).createHarness();
        const response = await fresh.app.fetch(
          new Request(`${BASE_URL}/v1/public/project-test-portico/oauth2/token`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({
              grant_type: 'authorization_code',
              code: 'unused',
              client_id: 'connected-app-test-portico-backend',
              client_secret: 'secret-test-portico-guess',
            }),
          }),
        );
        expect(response.status).toBe(401);
        expect(((await response.json()) as { error: string }).error).toBe('invalid_client');
        expect(calls).toEqual([['secret-test-portico-guess', 'secret-test-portico-backend']]);
      } finally {
        vi.doUnmock('./http/client-auth');
        vi.resetModules();
      }
    });
  });

  describe('JSON nesting', () => {
    const nested = (depth: number): unknown => (depth === 0 ? 1 : [nested(depth - 1)]);
    /** An events batch nesting `depth` levels in all: the array, the item, the event, then `details`. */
    const batch = (depth: number) => JSON.stringify([{ event: { event_name: 'deep', details: nested(depth - 3) } }]);

    it('accepts 32 levels and refuses 33 with a 400 naming the limit', async () => {
      expect((await h.call('POST', '/sdk/v1/events', { body: batch(32), publicToken: null })).status).toBe(200);
      const deep = await h.call('POST', '/sdk/v1/events', { body: batch(33), publicToken: null });
      expect(deep.status).toBe(400);
      expect(deep.body).toMatchObject({ error_type: 'bad_request', error_message: expect.stringContaining('more than 32 levels deep') });
    });

    it('refuses a body nesting 100,000 levels (it overflowed the stack when stored: a 500) without parsing it', async () => {
      const body = `[{"event": {"event_name": "deep", "details": ${'['.repeat(100_000)}${']'.repeat(100_000)}}}]`;
      const { status } = await h.call('POST', '/sdk/v1/events', { body, publicToken: null });
      expect(status).toBe(400);
      expect((await h.call('GET', '/emulator/events')).body.events).toEqual([]);
    });

    it('does not count brackets inside strings', async () => {
      const body = JSON.stringify([{ event: { event_name: 'brackets', details: { text: '[[[[{{{{'.repeat(20), quote: '\\"[' } } }]);
      expect((await h.call('POST', '/sdk/v1/events', { body, publicToken: null })).status).toBe(200);
    });
  });
});
