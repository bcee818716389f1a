import { Hono } from 'hono';
import { publicBaseUrl, type EmulatorContext } from '../context';
import { escapeHtml } from '../outbox/inbox-page';

/** `GET /`: where things are. */
export function homeRoutes(ctx: EmulatorContext): Hono {
  const routes = new Hono();
  routes.get('/', (c) => {
    const project = escapeHtml(ctx.settings.project_name);
    const token = escapeHtml(ctx.settings.public_token);
    const base = escapeHtml(publicBaseUrl(ctx, c.req.url));
    const path = escapeHtml(ctx.basePath);
    return c.html(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Portico emulator · ${project}</title>
<style>
body { margin: 0 auto; max-width: 44rem; padding: 1.5rem 1.25rem; font: 16px/1.6 system-ui, sans-serif; color: #16181d; background: #fff; }
code { background: #eef2ff; padding: .1rem .3rem; border-radius: 4px; }
a { color: #1f4fd1; }
:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Portico emulator</h1>
<p>A local server that speaks the Stytch browser-SDK protocol for <strong>${project}</strong>.</p>
<ul>
  <li><a href="${path}/emulator/inbox">Inbox</a>: the codes the emulator sent.</li>
  <li>Public token: <code>${token}</code></li>
  <li>SDK endpoints: <code>${base}/sdk/v1</code>. Use <code>emulatorClientOptions('${base}')</code> from <code>@portico/emulator/client-options</code>.</li>
  <li>Control API: <a href="${path}/emulator/health"><code>/emulator/health</code></a>, <a href="${path}/emulator/config"><code>/emulator/config</code></a>, <a href="${path}/emulator/outbox"><code>/emulator/outbox</code></a>, <a href="${path}/emulator/events"><code>/emulator/events</code></a>, <a href="${path}/emulator/clock"><code>/emulator/clock</code></a>, <a href="${path}/emulator/jwks"><code>/emulator/jwks</code></a>.</li>
  <li>Identity provider (OpenID Connect) discovery: <a href="${path}/v1/public/${escapeHtml(ctx.settings.project_id)}/.well-known/openid-configuration"><code>/v1/public/${escapeHtml(ctx.settings.project_id)}/.well-known/openid-configuration</code></a>.</li>
  <li>Google One Tap: serve <a href="${path}/emulator/gsi/client"><code>${base}/emulator/gsi/client</code></a> in place of <code>https://accounts.google.com/gsi/client</code>.</li>
  <li>Fault injection: <a href="${path}/emulator/faults"><code>/emulator/faults</code></a>.</li>
  <li>Documentation: <code>docs/emulator.md</code> in the Portico repository.</li>
</ul>
</main>
</body>
</html>`);
  });
  return routes;
}
