// @vitest-environment node
/**
 * The WebDriver client's requests and its reading of answers, against a stand-in driver (a Node
 * HTTP server that records what it is sent). The client against the real WebKitWebDriver is the
 * WebKit smoke suite itself (e2e/webkit.spec.ts).
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { command, Key, WebDriverError, WebDriverSession, waitFor, type ElementRef } from './webdriver';

interface Recorded {
  method: string;
  path: string;
  body: unknown;
}

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const SHADOW_ROOT = 'shadow-6066-11e4-a52e-4f735466cecf';

let server: Server;
let driverUrl = '';
let requests: Recorded[] = [];
/** The stand-in's answer to the next requests, by `METHOD path`: a status and a JSON body. */
let answers: Record<string, { status: number; body: unknown }> = {};

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      requests.push({ method: request.method!, path: request.url!, body: text ? JSON.parse(text) : undefined });
      const answer = answers[`${request.method} ${request.url}`] ?? { status: 200, body: { value: null } };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  driverUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests = [];
  answers = { 'POST /session': { status: 200, body: { value: { sessionId: 's1', capabilities: { browserName: 'MiniBrowser' } } } } };
});

const session = () => WebDriverSession.create(driverUrl, { browserName: 'MiniBrowser' });
const element = (id: string) => ({ [ELEMENT]: id }) as ElementRef;

describe('the WebDriver client', () => {
  it('creates a session with the capabilities under alwaysMatch and reads its id', async () => {
    const page = await session();
    expect(page.id).toBe('s1');
    expect(requests).toEqual([{ method: 'POST', path: '/session', body: { capabilities: { alwaysMatch: { browserName: 'MiniBrowser' } } } }]);
  });

  it("throws a WebDriver error's code and message, whatever the status", async () => {
    answers['POST /session/s1/element'] = { status: 404, body: { value: { error: 'no such element', message: 'Unable to locate', stacktrace: '' } } };
    const page = await session();
    const failure = await page.find('input').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WebDriverError);
    expect(failure).toMatchObject({ error: 'no such element', status: 404, message: 'WebDriver: no such element: Unable to locate' });
    answers['GET /status'] = { status: 500, body: 'not json' };
    await expect(command(driverUrl, 'GET', '/status')).rejects.toMatchObject({ error: 'invalid response', status: 500 });
  });

  it('finds in the document, below an element and in a shadow root (the /shadow endpoints)', async () => {
    answers['GET /session/s1/element/host/shadow'] = { status: 200, body: { value: { [SHADOW_ROOT]: 'root1' } } };
    const page = await session();
    await page.find('portico-login');
    const root = await page.shadowRoot(element('host'));
    await page.find('input[name="email"]', root);
    await page.findAll('button', element('form'));
    expect(requests.slice(1)).toEqual([
      { method: 'POST', path: '/session/s1/element', body: { using: 'css selector', value: 'portico-login' } },
      { method: 'GET', path: '/session/s1/element/host/shadow', body: undefined },
      { method: 'POST', path: '/session/s1/shadow/root1/element', body: { using: 'css selector', value: 'input[name="email"]' } },
      { method: 'POST', path: '/session/s1/element/form/elements', body: { using: 'css selector', value: 'button' } },
    ]);
  });

  it('runs a function in the page with its arguments (elements pass as references)', async () => {
    answers['POST /session/s1/execute/sync'] = { status: 200, body: { value: 42 } };
    const page = await session();
    const value = await page.execute((a: number, target: unknown) => a + (target ? 1 : 0), 41, element('e1'));
    expect(value).toBe(42);
    const body = requests[1]!.body as { script: string; args: unknown[] };
    expect(body.args).toEqual([41, { [ELEMENT]: 'e1' }]);
    expect(body.script).toMatch(/^return \(.*\)\.apply\(null, arguments\);$/s);
    // The serialised function runs as the driver would run it.
    expect(new Function(body.script)(41, { [ELEMENT]: 'e1' })).toBe(42);
  });

  it("clicks with the pointer at the centre of the element's box, then releases the actions", async () => {
    answers['POST /session/s1/execute/sync'] = { status: 200, body: { value: { x: 140, y: 62 } } };
    const page = await session();
    await page.clickAt(element('e1'));
    expect(requests.slice(2)).toEqual([
      {
        method: 'POST',
        path: '/session/s1/actions',
        body: {
          actions: [
            {
              type: 'pointer',
              id: 'mouse',
              parameters: { pointerType: 'mouse' },
              actions: [
                { type: 'pointerMove', origin: 'viewport', x: 140, y: 62, duration: 0 },
                { type: 'pointerDown', button: 0 },
                { type: 'pointerUp', button: 0 },
              ],
            },
          ],
        },
      },
      { method: 'DELETE', path: '/session/s1/actions', body: undefined },
    ]);
  });

  it('types each key in a call of its own, so repeated keys do not collapse', async () => {
    const page = await session();
    await page.typeKeys(`11${Key.Enter}`);
    const typed = requests
      .filter((request) => request.method === 'POST' && request.path === '/session/s1/actions')
      .map((request) => (request.body as { actions: Array<{ actions: Array<{ type: string; value: string }> }> }).actions);
    expect(typed).toEqual(
      ['1', '1', '\uE007'].map((key) => [{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value: key }, { type: 'keyUp', value: key }] }]),
    );
  });

  it('navigates, sends keys to an element, reads a property and ends the session', async () => {
    answers['GET /session/s1/element/e1/property/value'] = { status: 200, body: { value: 'a@b.test' } };
    const page = await session();
    await page.navigate('http://localhost:5173/');
    await page.sendKeys(element('e1'), 'a@b.test');
    expect(await page.property(element('e1'), 'value')).toBe('a@b.test');
    await page.delete();
    expect(requests.slice(1).map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', '/session/s1/url', { url: 'http://localhost:5173/' }],
      ['POST', '/session/s1/element/e1/value', { text: 'a@b.test' }],
      ['GET', '/session/s1/element/e1/property/value', undefined],
      ['DELETE', '/session/s1', undefined],
    ]);
  });
});

describe('waitFor', () => {
  it('retries through WebDriver errors (a stale element) until the probe holds', async () => {
    let calls = 0;
    const value = await waitFor(
      async () => {
        calls += 1;
        if (calls === 1) throw new WebDriverError('stale element reference', 'gone', 404);
        return calls === 3 ? 'found' : null;
      },
      'it',
      { interval: 1 },
    );
    expect([value, calls]).toEqual(['found', 3]);
  });

  it('times out naming what it waited for, and does not swallow other errors', async () => {
    await expect(waitFor(async () => false, 'the heading', { timeout: 20, interval: 5 })).rejects.toThrow(/waiting for the heading \(last: false\)/);
    await expect(waitFor(async () => Promise.reject(new TypeError('a bug')), 'x', { timeout: 20 })).rejects.toThrow('a bug');
  });
});
