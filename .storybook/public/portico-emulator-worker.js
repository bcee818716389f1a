/**
 * Portico emulator: the pages worker of browser mode (`startBrowserEmulator` in
 * `@portico/emulator/browser`). Serve this file from your site's root, next to MSW's
 * `mockServiceWorker.js`, and keep it as it is: `startBrowserEmulator` registers it with the
 * emulator's base path as its scope (`/__portico-emulator/` by default).
 *
 * MSW's worker answers the requests the page itself makes (the Stytch SDK's `fetch` calls) with
 * the emulator running in that page, but it lets navigations through, and requests from other
 * pages reach the network. This worker covers what lies under the emulator's base path and MSW
 * leaves out: full-page and frame navigations (the inbox, the OAuth provider page, the
 * clientside-services frame, links) and every request those pages make. It forwards each one to
 * the open tab that runs the emulator and answers with that tab's response.
 *
 * Version 1 of the message protocol (the page side lives in `src/browser.ts`):
 *   worker → page  { type: 'PORTICO_EMULATOR_PING', version, base }             → { base }
 *   worker → page  { type: 'PORTICO_EMULATOR_REQUEST', version, base, request } → response or { dropped: true }
 *   page → worker  { type: 'PORTICO_EMULATOR_HOST_GONE' }                        (the emulator stopped)
 * each with a MessagePort for the answer.
 */
const PROTOCOL_VERSION = 1;
/** How long a tab has to say whether it runs the emulator. */
const PING_TIMEOUT_MS = 1000;
/** Statuses whose responses cannot have a body. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** The id of the tab last found running the emulator; tabs are asked again when it is gone. */
let hostId = null;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'PORTICO_EMULATOR_HOST_GONE' && event.source && event.source.id === hostId) hostId = null;
});

/** The emulator's base URL: this worker's scope without its trailing slash. */
const baseUrl = () => self.registration.scope.replace(/\/$/, '');

self.addEventListener('fetch', (event) => {
  const scope = self.registration.scope;
  if (!event.request.url.startsWith(scope)) return; // another origin or path: the network's
  event.respondWith(forward(event.request));
});

/** Posts `message` to `client` with a port for the answer; resolves with it, or null after `timeoutMs`. */
function ask(client, message, transfer, timeoutMs) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    let timer;
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(event.data);
    };
    if (timeoutMs !== undefined) {
      timer = setTimeout(() => {
        channel.port1.close();
        resolve(null);
      }, timeoutMs);
    }
    client.postMessage(message, [channel.port2, ...transfer]);
  });
}

/** The tab running the emulator for this scope: the one found last time, else the first to answer a ping. */
async function findHost() {
  if (hostId !== null) {
    const known = await self.clients.get(hostId);
    if (known) return known;
    hostId = null;
  }
  const base = baseUrl();
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const host = await new Promise((resolve) => {
    let pending = windows.length;
    if (pending === 0) resolve(null);
    for (const client of windows) {
      ask(client, { type: 'PORTICO_EMULATOR_PING', version: PROTOCOL_VERSION, base }, [], PING_TIMEOUT_MS).then((answer) => {
        if (answer && answer.base === base) resolve(client);
        else if (--pending === 0) resolve(null);
      });
    }
  });
  hostId = host ? host.id : null;
  return host;
}

function notRunning(request) {
  const message =
    `The Portico emulator for ${baseUrl()} runs inside the page that started it (startBrowserEmulator), ` +
    'and no open tab of this site is running it now. Open that page again, then retry.';
  if (request.mode === 'navigate') {
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portico emulator not running</title></head>` +
      `<body><main><h1>Portico emulator not running</h1><p>${message.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</p></main></body></html>`;
    return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  }
  const body = { status_code: 503, request_id: 'request-id-test-pages-worker', error_type: 'emulator_not_running', error_message: message };
  return new Response(JSON.stringify(body), { status: 503, headers: { 'Content-Type': 'application/json' } });
}

async function forward(request) {
  const host = await findHost();
  if (!host) return notRunning(request);
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  const message = {
    type: 'PORTICO_EMULATOR_REQUEST',
    version: PROTOCOL_VERSION,
    base: baseUrl(),
    request: { url: request.url, method: request.method, headers: [...request.headers], body },
  };
  // No timeout: an injected delay fault may legitimately hold a request for minutes.
  const reply = await ask(host, message, body ? [body] : []);
  if (!reply) return notRunning(request);
  if (reply.dropped) return Response.error();
  return new Response(NULL_BODY_STATUSES.has(reply.status) ? null : reply.body, {
    status: reply.status,
    statusText: reply.statusText,
    headers: reply.headers,
  });
}
