import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAULT_HEADER, isDroppedConnection, matchesWildcard } from '../http/faults';
import { startEmulator, type RunningEmulator } from '../node';
import { BASE_URL, createHarness, PAGE_ORIGIN, type Harness } from '../testing/harness';

describe('fault injection', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });

  const addFault = async (json: Record<string, unknown>) => {
    const response = await h.call('POST', '/emulator/faults', { json });
    if (response.status !== 201) throw new Error(`adding the fault failed: ${response.text}`);
    return response.body;
  };
  const sendCode = (email = 'ada@example.com') => h.call('POST', '/sdk/v1/otps/email/login_or_create', { json: { email } });

  describe('control API', () => {
    it('adds, lists and removes faults', async () => {
      const fault = await addFault({ path: '/sdk/v1/otps/*', method: 'post', mode: 'error', status: 503, count: 2 });
      expect(fault).toEqual({
        id: 'fault-1',
        path: '/sdk/v1/otps/*',
        method: 'POST',
        mode: 'error',
        status: 503,
        error_type: 'internal_server_error',
        error_message: 'Injected by the Portico emulator (fault fault-1).',
        delay_ms: null,
        count: 2,
        retry_after_seconds: null,
        remaining: 2,
        hits: 0,
        created_at: expect.any(String),
      });
      await addFault({ path: '/sdk/v1/users/me', mode: 'drop' });
      expect((await h.call('GET', '/emulator/faults')).body.faults.map((f: { id: string }) => f.id)).toEqual(['fault-1', 'fault-2']);
      expect((await h.call('DELETE', '/emulator/faults/fault-1')).body).toEqual({ deleted: 1 });
      const missing = await h.call('DELETE', '/emulator/faults/fault-1');
      expect(missing.status).toBe(404);
      expect(missing.body.error_type).toBe('fault_not_found');
      expect((await h.call('DELETE', '/emulator/faults')).body).toEqual({ deleted: 1 });
      expect((await h.call('GET', '/emulator/faults')).body.faults).toEqual([]);
    });

    it.each([
      [{ mode: 'error' }, 'path must be a path pattern'],
      [{ path: 'sdk/v1/otps', mode: 'error' }, 'path must be a path pattern'],
      [{ path: '/emulator/*', mode: 'error' }, 'do not apply to the control API'],
      [{ path: '/x', mode: 'explode' }, 'mode must be one of'],
      [{ path: '/x', mode: 'error', status: 200 }, 'status must be a whole number from 400 to 599'],
      [{ path: '/x', mode: 'malformed', status: 500 }, 'status must be a whole number from 200 to 299'],
      [{ path: '/x', mode: 'delay' }, 'needs delay_ms'],
      [{ path: '/x', mode: 'delay', delay_ms: 0 }, 'delay_ms must be a whole number from 1'],
      [{ path: '/x', mode: 'drop', delay_ms: 5 }, 'delay_ms applies only to delay faults'],
      [{ path: '/x', mode: 'error', error_type: 'Not Snake' }, 'error_type must be'],
      [{ path: '/x', mode: 'error', count: 0 }, 'count must be a whole number from 1'],
      [{ path: '/x', mode: 'error', method: 'FETCH' }, 'method must be one of'],
      [{ path: '/x', mode: 'error', colour: 'red' }, 'Unknown field "colour"'],
      [{ path: '/x', mode: 'delay', delay_ms: 5, retry_after_seconds: 5 }, 'retry_after_seconds applies only to error faults'],
      [{ path: '/x', mode: 'error', retry_after_seconds: -1 }, 'retry_after_seconds must be a whole number from 0 to 86400'],
    ])('rejects %j', async (json, message) => {
      const { status, body } = await h.call('POST', '/emulator/faults', { json });
      expect(status).toBe(400);
      expect(body.error_type).toBe('invalid_fault');
      expect(body.error_message).toContain(message);
    });
  });

  describe('modes', () => {
    it('error: the Stytch envelope with the given status and type, with CORS, `count` times', async () => {
      await addFault({ path: '/sdk/v1/otps/*', mode: 'error', status: 429, error_type: 'too_many_requests', error_message: 'Slow down.', count: 2 });
      for (let i = 0; i < 2; i += 1) {
        const { status, headers, body } = await h.call('POST', '/sdk/v1/otps/email/login_or_create', { json: { email: 'ada@example.com' }, origin: PAGE_ORIGIN });
        expect(status).toBe(429);
        expect(headers.get('Access-Control-Allow-Origin')).toBe(PAGE_ORIGIN);
        expect(body).toEqual({
          status_code: 429,
          request_id: expect.any(String),
          error_type: 'too_many_requests',
          error_message: 'Slow down.',
          error_url: 'https://stytch.com/docs/api/errors/429#too_many_requests',
        });
      }
      expect((await sendCode()).status).toBe(200);
      expect((await h.call('GET', '/emulator/faults')).body.faults).toEqual([]);
    });

    it('error with retry_after_seconds: the Retry-After header, on the SDK and Backend API paths alike; none without it', async () => {
      await addFault({ path: '/sdk/v1/otps/*', mode: 'error', status: 429, retry_after_seconds: 30, count: 1 });
      await addFault({ path: '/v1/sessions/*', mode: 'error', status: 429, retry_after_seconds: 0, count: 1 });
      const sdk = await sendCode();
      expect(sdk.status).toBe(429);
      expect(sdk.headers.get('Retry-After')).toBe('30');
      expect(sdk.body.error_type).toBe('too_many_requests');
      const backend = await h.call('POST', '/v1/sessions/authenticate', { json: { session_token: 'x' }, publicToken: null });
      expect(backend.status).toBe(429);
      expect(backend.headers.get('Retry-After')).toBe('0');
      await addFault({ path: '/sdk/v1/otps/*', mode: 'error', status: 429, count: 1 });
      expect((await sendCode()).headers.get('Retry-After')).toBeNull();
    });

    it('matches the method and the glob, never the control API', async () => {
      await addFault({ path: '/sdk/v1/*/authenticate', method: 'POST', mode: 'error' });
      expect((await sendCode()).status).toBe(200);
      const login = await h.call('POST', '/sdk/v1/otps/authenticate', { json: { token: '123456', method_id: 'x' } });
      expect(login.status).toBe(500);
      expect((await h.call('GET', '/emulator/health')).status).toBe(200);
      await addFault({ path: '*', mode: 'error' });
      expect((await h.call('GET', '/emulator/outbox')).status).toBe(200);
      expect((await h.call('GET', '/sdk/v1/projects/bootstrap/public-token-test-portico')).status).toBe(500);
      const faults = (await h.call('GET', '/emulator/faults')).body.faults;
      expect(faults.map((f: { hits: number; remaining: number | null }) => [f.hits, f.remaining])).toEqual([
        [1, null],
        [1, null],
      ]);
    });

    it('malformed: a 2xx whose body is not JSON', async () => {
      await addFault({ path: '/sdk/v1/otps/email/login_or_create', mode: 'malformed' });
      const { status, text } = await sendCode();
      expect(status).toBe(200);
      expect(() => JSON.parse(text)).toThrow();
      expect((await h.call('GET', '/emulator/outbox')).body.messages).toEqual([]);
    });

    it('delay: waits in real time, then answers normally', async () => {
      await addFault({ path: '/sdk/v1/otps/*', mode: 'delay', delay_ms: 150, count: 1 });
      const started = Date.now();
      const { status } = await sendCode();
      expect(status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    });

    it('delay: a request aborted while waiting is not carried out; a reset releases the others', async () => {
      await addFault({ path: '/sdk/v1/otps/*', mode: 'delay', delay_ms: 60_000 });
      const controller = new AbortController();
      const aborted = h.app.fetch(
        new Request(`${BASE_URL}/sdk/v1/otps/email/login_or_create`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Basic ${btoa('public-token-test-portico:public-token-test-portico')}` },
          body: JSON.stringify({ email: 'ada@example.com' }),
          signal: controller.signal,
        }),
      );
      const waiting = sendCode('bob@example.com');
      controller.abort();
      expect((await aborted).status).toBe(499);
      expect((await h.call('GET', '/emulator/users')).body.users).toEqual([]);
      await h.call('DELETE', '/emulator/faults');
      expect((await waiting).status).toBe(200);
    });

    it('drop: without a socket (app.fetch), a marked response for the host to turn into a network error', async () => {
      await addFault({ path: '/sdk/v1/users/me', mode: 'drop', count: 1 });
      const response = await h.app.fetch(new Request(`${BASE_URL}/sdk/v1/users/me`));
      expect(isDroppedConnection(response)).toBe(true);
      expect(response.headers.get(FAULT_HEADER)).toBe('drop');
      expect(response.status).toBe(503);
      expect(isDroppedConnection(await h.app.fetch(new Request(`${BASE_URL}/sdk/v1/users/me`)))).toBe(false);
    });

    it('POST /emulator/reset clears the faults', async () => {
      await addFault({ path: '*', mode: 'error' });
      await h.call('POST', '/emulator/reset');
      expect((await h.call('GET', '/emulator/faults')).body.faults).toEqual([]);
      expect((await sendCode()).status).toBe(200);
      expect((await addFault({ path: '/x', mode: 'drop' })).id).toBe('fault-2');
    });
  });

  describe('path patterns', () => {
    it('"*" matches any run of characters, "/" included; everything else matches itself', () => {
      const cases: [string, string, boolean][] = [
        ['*', '', true],
        ['*', '/sdk/v1/users/me', true],
        ['/sdk/v1/otps/*', '/sdk/v1/otps/email/login_or_create', true],
        ['/sdk/v1/otps/*', '/sdk/v1/otps', false],
        ['/sdk/v1/*/authenticate', '/sdk/v1/otps/authenticate', true],
        ['/sdk/v1/*/authenticate', '/sdk/v1/magic_links/email/authenticate', true],
        ['/sdk/v1/*/authenticate', '/sdk/v1/otps/authenticate/x', false],
        ['/a*b*c', '/abbbc', true],
        ['/a*b*c', '/acb', false],
        ['**/me', '/sdk/v1/users/me', true],
        ['/users/me', '/users/me', true],
        ['/users/me', '/users/mex', false],
        ['/users.me', '/users/me', false],
        ['/(a|b)+$', '/(a|b)+$', true],
      ];
      for (const [pattern, path, expected] of cases) expect(matchesWildcard(pattern, path), `${pattern} ~ ${path}`).toBe(expected);
    });

    // With `*` as the regex `.*`, the first request below took about 9 s (backtracking), the
    // second longer than anyone waited; the wildcard matcher needs microseconds.
    it('matches a pathological pattern against a long path without blocking', async () => {
      await addFault({ path: '*a*a*a*a*a*b', mode: 'error' });
      await addFault({ path: `${'*a'.repeat(30)}*b`, mode: 'error' });
      const started = performance.now();
      expect((await h.call('GET', `/${'a'.repeat(100)}`)).status).toBe(404);
      expect((await h.call('GET', `/${'a'.repeat(200)}`)).status).toBe(404);
      expect((await h.call('GET', `/${'a'.repeat(200)}b`)).status).toBe(500);
      expect(performance.now() - started).toBeLessThan(1000);
    });

    it('refuses a pattern longer than 256 characters', async () => {
      const { status, body } = await h.call('POST', '/emulator/faults', { json: { path: `/${'x'.repeat(256)}`, mode: 'error' } });
      expect(status).toBe(400);
      expect(body).toMatchObject({ error_type: 'invalid_fault', error_message: 'path must be at most 256 characters (got 257).' });
      expect((await h.call('POST', '/emulator/faults', { json: { path: `/${'x'.repeat(255)}`, mode: 'error' } })).status).toBe(201);
    });
  });

  describe('drop in Node', () => {
    let emulator: RunningEmulator | undefined;
    afterEach(async () => {
      await emulator?.close();
      emulator = undefined;
    });

    it('destroys the connection: fetch rejects, and the next request works', async () => {
      emulator = await startEmulator({ port: 0, host: '127.0.0.1' });
      const url = emulator.url;
      const control = (path: string, init: RequestInit = {}) => fetch(`${url}${path}`, { ...init, headers: { 'Content-Type': 'application/json' } });
      await control('/emulator/faults', { method: 'POST', body: JSON.stringify({ path: '/sdk/v1/projects/*', mode: 'drop', count: 1 }) });
      const bootstrap = `${url}/sdk/v1/projects/bootstrap/public-token-test-portico`;
      await expect(fetch(bootstrap)).rejects.toThrow(TypeError);
      const after = await fetch(bootstrap);
      expect(after.status).toBe(200);
      expect(((await after.json()) as { data: { project_name: string } }).data.project_name).toBe('Portico Playground');
    });
  });
});
