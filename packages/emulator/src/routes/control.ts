import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { jwks } from '../domain/jwt';
import { iso } from '../domain/views';
import { readJsonObject } from '../http/body';
import { controlError } from '../http/envelope';
import { inboxPage } from '../outbox/inbox-page';
import { cloneSettings, resolveSettings, settingsIssues } from '../settings';
import type { ProjectSettings } from '../settings';
import type { OutboxMessage, SdkEvent } from '../store';
import { clientsideServicesRoutes } from './clientside-services';
import { controlFaultRoutes } from './control-faults';
import { controlImpersonationRoutes } from './control-impersonation';
import { controlTrustedTokenRoutes } from './control-trusted-tokens';
import { controlUserRoutes } from './control-users';
import { gsiRoutes } from './gsi';

/** 10 years: a generous bound that keeps the clock within `Date`'s range. */
const MAX_CLOCK_MS = 10 * 365 * 24 * 60 * 60 * 1000;

/**
 * The settings as the control API shows them: the project secret hidden. The control API answers
 * pages on `allowed_origins` (the app's own frontend), and the secret must never reach a browser:
 * with it, a page could call the Backend API as the app's server. Whoever sets it knows it (a
 * `--config` file, `--project-secret`, a `PUT /emulator/config` body); the default is documented.
 */
const shownSettings = (settings: ProjectSettings) => ({ ...settings, project_secret: '(hidden)' });

const messageJson = (message: OutboxMessage) => ({
  ...message,
  created_at: iso(message.created_at),
  scans: message.scans.map((scan) => ({ ...scan, at: iso(scan.at) })),
});
const eventJson = (event: SdkEvent) => ({ ...event, created_at: iso(event.created_at) });

/**
 * `to` as a recipient: email addresses match ignoring case; a `+` that arrived unencoded in a query
 * string decodes to a space, so digits alone are read as an E.164 number.
 */
function recipientFilter(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  return /^\d{2,15}$/.test(value) ? `+${value}` : value;
}

function clockMs(body: Record<string, unknown>, field: string): number {
  const value = body[field];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_CLOCK_MS) {
    throw controlError(400, 'invalid_clock', `${field} must be a whole number of milliseconds from 0 to ${MAX_CLOCK_MS}.`);
  }
  return value;
}

/** The `/emulator/*` control API (JSON, no credentials) and the emulator's own pages. */
export function controlRoutes(ctx: EmulatorContext): Hono {
  const routes = new Hono();
  const { store, clock } = ctx;
  const clockJson = () => ({ now: clock.now(), iso: iso(clock.now()), offset_ms: clock.offsetMs });

  routes.get('/health', (c) => c.json({ ok: true }));

  routes.get('/outbox', (c) => {
    const messages = store.outbox.list({ to: recipientFilter(c.req.query('to')) });
    return c.json({ messages: messages.map(messageJson) });
  });
  routes.delete('/outbox', (c) => c.json({ deleted: store.outbox.clear() }));

  routes.route('/users', controlUserRoutes(ctx));
  routes.route('/trusted-tokens', controlTrustedTokenRoutes(ctx));
  routes.route('/impersonation-tokens', controlImpersonationRoutes(ctx));
  routes.route('/faults', controlFaultRoutes(ctx));

  routes.get('/events', (c) => c.json({ events: store.events.list().map(eventJson) }));
  routes.delete('/events', (c) => c.json({ deleted: store.events.clear() }));

  routes.get('/config', (c) => c.json(shownSettings(ctx.settings)));
  routes.put('/config', async (c) => {
    const patch = await readJsonObject(c);
    const issues = settingsIssues(patch, ctx.settings);
    // A scanner mode this emulator cannot run (no Chromium, no playwright-core, browser mode) is refused here, saying why.
    if (issues.length === 0 && (patch.mail_scanner === 'fetch' || patch.mail_scanner === 'browser')) {
      const problem = await ctx.mailScanner.unavailable(patch.mail_scanner);
      if (problem !== null) issues.push(`mail_scanner "${patch.mail_scanner}" cannot run here: ${problem}`);
    }
    if (issues.length > 0) throw controlError(400, 'invalid_settings', `Invalid settings: ${issues.join('; ')}.`);
    ctx.settings = resolveSettings(patch, ctx.settings);
    return c.json(shownSettings(ctx.settings));
  });

  routes.post('/reset', (c) => {
    store.wipe();
    ctx.settings = cloneSettings(ctx.initialSettings);
    clock.setOffset(0);
    ctx.faults.clear();
    ctx.oneTapCallbacks.clear();
    ctx.oneTapIdTokens.clear();
    ctx.sendTimes.clear();
    ctx.attemptWindows.clear();
    return c.json({ ok: true });
  });

  routes.get('/clock', (c) => c.json(clockJson()));
  routes.post('/clock', async (c) => {
    const body = await readJsonObject(c);
    const fields = ['advance_ms', 'offset_ms'].filter((field) => field in body);
    if (fields.length !== 1) {
      throw controlError(400, 'invalid_clock', 'Send exactly one of {"advance_ms": n} or {"offset_ms": n}.');
    }
    if (fields[0] === 'advance_ms') {
      const advance = clockMs(body, 'advance_ms');
      if (clock.offsetMs + advance > MAX_CLOCK_MS) {
        throw controlError(400, 'invalid_clock', `The clock cannot move more than ${MAX_CLOCK_MS} ms ahead.`);
      }
      clock.advance(advance);
    } else {
      clock.setOffset(clockMs(body, 'offset_ms'));
    }
    return c.json(clockJson());
  });

  routes.get('/jwks', async (c) => c.json(await jwks(store)));

  routes.get('/inbox', (c) => c.html(inboxPage(ctx.settings.project_name)));
  routes.route('/clientside-services', clientsideServicesRoutes(ctx));
  routes.route('/gsi', gsiRoutes(ctx));

  return routes;
}
