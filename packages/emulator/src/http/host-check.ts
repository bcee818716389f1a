/**
 * DNS rebinding: a page on `attacker.example` whose name is then made to resolve to 127.0.0.1 is,
 * for the browser, still on its own origin, so it may read everything the emulator answers (the
 * outbox's codes and links, the client secrets in `/emulator/config`). Its requests still say
 * `Host: attacker.example`, so the Node server answers only Host names it knows: loopback names,
 * IP addresses, the name it was bound to and the names it was told (`--allowed-host`).
 *
 * IP addresses are always accepted (as Vite and webpack-dev-server do): rebinding needs a name,
 * and a page whose origin is `http://<address>:<port>` of the emulator is the emulator itself.
 * Browser mode does not use this: there the app answers on the page's own origin.
 */
import type { MiddlewareHandler } from 'hono';
import { controlError, errorResponse } from './envelope';

/** `localhost`, `*.localhost` (RFC 6761), 127.0.0.0/8 and ::1: names and addresses of this machine only. */
export function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (/^127(\.\d{1,3}){3}$/.test(name)) return true;
  const ipv6 = name.replace(/^\[|\]$/g, '');
  return ipv6 === '::1' || ipv6 === '0:0:0:0:0:0:0:1';
}

const isIpAddress = (hostname: string): boolean => /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || /^\[[0-9a-f:.]+\]$/i.test(hostname);

/** The host name of a `Host` header value (`localhost:4100` → `localhost`, `[::1]:4100` → `[::1]`). */
function hostnameOf(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  const colon = value.indexOf(':');
  return (colon === -1 ? value : value.slice(0, colon)).replace(/\.$/, '');
}

/** What `--allowed-host` accepts: a host name, `.example.com` (it and its subdomains), an IP address, or `*` (any). */
export const ALLOWED_HOST_PATTERN = /^(\*|\.?[a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/i;

/** Whether a request with this `Host` header may be answered. `allowed` entries follow {@link ALLOWED_HOST_PATTERN}. */
export function isHostAllowed(host: string, allowed: readonly string[]): boolean {
  const hostname = hostnameOf(host);
  if (isLoopbackHostname(hostname) || isIpAddress(hostname)) return true;
  return allowed.some((entry) => {
    const pattern = entry.toLowerCase().replace(/\.$/, '');
    if (pattern === '*') return true;
    if (pattern.startsWith('.')) return hostname === pattern.slice(1) || hostname.endsWith(pattern);
    return hostname === pattern;
  });
}

/** Refuses requests whose `Host` is not allowed (see above) with a 403 that says how to allow it. */
export function hostCheck(allowed: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const host = c.req.header('Host');
    // HTTP/1.0 clients may send none; browsers always do, so a missing Host is no rebinding page.
    if (host === undefined || isHostAllowed(host, allowed)) return next();
    return errorResponse(
      c,
      controlError(
        403,
        'host_not_allowed',
        `The Portico emulator does not answer requests for the host ${JSON.stringify(host)}: only localhost, *.localhost, IP addresses ` +
          'and the names given with --allowed-host (startEmulator({ allowedHosts })). This keeps pages on other sites from reading it ' +
          'through DNS rebinding. If you reach the emulator under this name on purpose, start it with --allowed-host ' +
          `${hostnameOf(host)}.`,
      ),
    );
  };
}
