import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSettingsFile, openStore, PortInUseError, startEmulator, type RunningEmulator } from './node';

describe('openStore', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'portico-emulator-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps nothing for :memory:', async () => {
    const store = await openStore({ file: ':memory:' });
    store.users.create({ user_id: 'user-test-1', created_at: 1, status: 'active' });
    store.close();
    expect((await openStore()).users.get('user-test-1')).toBeUndefined();
  });

  it('writes a file (creating its folder) and loads it again', async () => {
    const file = join(dir, 'nested', 'emulator.sqlite');
    const store = await openStore({ file });
    store.users.create({ user_id: 'user-test-1', created_at: 1, status: 'active' });
    store.outbox.add({ id: 'message-test-1', channel: 'sms', from: null, to: '+14155550100', subject: null, body: 'hi', code: '123456', link: null, created_at: 2 });
    store.close();
    expect(readFileSync(file).subarray(0, 15).toString()).toBe('SQLite format 3');

    const reopened = await openStore({ file });
    expect(reopened.users.get('user-test-1')?.status).toBe('active');
    expect(reopened.outbox.list()).toHaveLength(1);
    reopened.close();
  });

  it('writes changes shortly after they happen, without waiting for close', async () => {
    const file = join(dir, 'emulator.sqlite');
    const store = await openStore({ file });
    store.users.create({ user_id: 'user-test-2', created_at: 1, status: 'active' });
    await vi.waitFor(() => expect(existsSync(file)).toBe(true));
    const copy = await openStore({ file });
    expect(copy.users.get('user-test-2')).toBeDefined();
    copy.close();
    store.close();
  });

  it('explains a file that is not a database', async () => {
    const file = join(dir, 'garbage.sqlite');
    writeFileSync(file, 'not a database at all, just some text to fill the header area');
    await expect(openStore({ file })).rejects.toThrow(`Cannot open the emulator database ${file}: file is not a database`);
  });
});

describe('loadSettingsFile', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'portico-emulator-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads a valid file', () => {
    const file = join(dir, 'config.json');
    writeFileSync(file, JSON.stringify({ project_name: 'Acme' }));
    expect(loadSettingsFile(file)).toEqual({ project_name: 'Acme' });
  });

  it.each([
    ['missing.json', null, 'the file does not exist.'],
    ['bad.json', '{"project_name":', 'not valid JSON'],
    ['invalid.json', '{"user_lock_threshold": 0}', 'invalid settings: user_lock_threshold must be an integer from 1 to 1000 (got 0)'],
  ])('names the file and the problem (%s)', (name, content, problem) => {
    const file = join(dir, name);
    if (content !== null) writeFileSync(file, content);
    expect(() => loadSettingsFile(file)).toThrow(`Config file ${file}: ${problem}`);
  });
});

describe('startEmulator', () => {
  let running: RunningEmulator[] = [];
  afterEach(async () => {
    await Promise.all(running.map((emulator) => emulator.close()));
    running = [];
  });
  const start = async (...args: Parameters<typeof startEmulator>) => {
    const emulator = await startEmulator(...args);
    running.push(emulator);
    return emulator;
  };

  it('serves the app on localhost over IPv4 and IPv6', async () => {
    const emulator = await start({ port: 0, config: { project_name: 'Served' } });
    expect(emulator.url).toBe(`http://localhost:${emulator.port}`);
    const v4 = await fetch(`http://127.0.0.1:${emulator.port}/emulator/config`);
    expect((await v4.json()).project_name).toBe('Served');
    const v6 = await fetch(`http://[::1]:${emulator.port}/emulator/health`).catch(() => null);
    if (v6) expect(await v6.json()).toEqual({ ok: true });
  });

  it('rejects a busy port with a clear EADDRINUSE error', async () => {
    const first = await start({ port: 0, host: '127.0.0.1' });
    const attempt = startEmulator({ port: first.port, host: '127.0.0.1' });
    await expect(attempt).rejects.toBeInstanceOf(PortInUseError);
    await expect(attempt).rejects.toMatchObject({
      code: 'EADDRINUSE',
      message: `Port ${first.port} is already in use on 127.0.0.1. Stop the process using it, or choose another port with --port.`,
    });
  });

  it('notices a port taken on one loopback address only', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    await expect(startEmulator({ port })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    await new Promise((resolve) => blocker.close(resolve));
  });

  it('rejects invalid settings before listening', async () => {
    await expect(startEmulator({ port: 0, config: { luds_complexity: 0 } })).rejects.toThrow('luds_complexity must be an integer');
  });

  it('takes aliases (http(s) URLs) and refuses anything else before listening', async () => {
    const emulator = await start({ port: 0, aliases: ['http://localhost:4100', 'https://auth.example.test/base'] });
    expect((await fetch(`${emulator.url}/emulator/health`)).ok).toBe(true);
    await expect(startEmulator({ port: 0, aliases: ['localhost:4100'] })).rejects.toThrow('aliases: "localhost:4100" is not an http(s) URL.');
    await expect(startEmulator({ port: 0, aliases: ['ftp://files.example.test'] })).rejects.toThrow('is not an http(s) URL');
  });

  /** A raw HTTP/1.1 request: no `Content-Length` unless given, a chunked body when `chunks` are given. */
  const raw = (emulator: RunningEmulator, method: string, path: string, options: { headers?: Record<string, string>; chunks?: string[] } = {}) =>
    new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
      const req = httpRequest(`${emulator.url}${path}`, { method, headers: options.headers }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }));
      });
      req.on('error', reject);
      for (const chunk of options.chunks ?? []) req.write(chunk);
      req.end();
    });

  // Chromium sends the SDK's DELETEs with no body and no Content-Length; Hono's bodyLimit crashed on
  // those under @hono/node-server (every `DELETE /users/…` from a browser was a 500).
  it('handles requests without Content-Length: body-less DELETEs, chunked bodies, chunked bodies over the limit', async () => {
    const emulator = await start({ port: 0 });
    const publicAuth = `Basic ${btoa('public-token-test-portico:public-token-test-portico')}`;
    const deleted = await raw(emulator, 'DELETE', '/sdk/v1/users/webauthn_registrations/webauthn-registration-test-1', {
      headers: { Authorization: publicAuth, 'Content-Type': 'application/json' },
    });
    expect(deleted).toMatchObject({ status: 401, body: { error_type: 'user_unauthenticated' } });

    const seeded = await raw(emulator, 'POST', '/emulator/users', {
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      chunks: ['{"email":', '"chunked@example.com"}'],
    });
    expect(seeded).toMatchObject({ status: 201, body: { emails: [expect.objectContaining({ email: 'chunked@example.com' })] } });

    const big = await raw(emulator, 'POST', '/emulator/users', {
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      chunks: ['{"email":"', 'x'.repeat(600_000), 'y'.repeat(600_000), '@example.com"}'],
    });
    expect(big).toMatchObject({ status: 413, body: { error_type: 'request_too_large' } });
  });

  it('closes cleanly, even with keep-alive connections open, and can be closed twice', async () => {
    const emulator = await startEmulator({ port: 0 });
    await fetch(`${emulator.url}/emulator/health`);
    await emulator.close();
    await emulator.close();
    await expect(fetch(`http://127.0.0.1:${emulator.port}/emulator/health`)).rejects.toThrow();
  });
});
