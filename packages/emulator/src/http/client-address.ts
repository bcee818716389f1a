import type { Context } from 'hono';

/** What @hono/node-server passes as the app's `env`: the Node request, whose socket knows the peer. */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: unknown } };
}

/**
 * The address a request came from, as Stytch records it in a session's `attributes.ip_address`:
 * the peer of the connection when the app runs under Node's HTTP server (an IPv4 address mapped
 * into IPv6, `::ffff:127.0.0.1`, is written as IPv4), `''` where there is no connection (browser
 * mode, `app.fetch` in tests). `X-Forwarded-For` is not read: anyone can send it, and the browser
 * SDK calls the emulator directly, as it calls Stytch. Reads the bindings without importing Node,
 * so the app still runs in a browser.
 */
export function clientAddress(c: Context): string {
  const address = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  if (typeof address !== 'string') return '';
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice('::ffff:'.length) : address;
}
