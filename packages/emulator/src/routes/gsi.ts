/**
 * `/emulator/gsi/*`: the emulator's stand-in for Google Identity Services, so Google One Tap
 * works offline (protocol §4.3). Serve `GET /emulator/gsi/client` in place of
 * `https://accounts.google.com/gsi/client`; the rest is what that script and its account chooser
 * call. See docs/emulator.md, "Google One Tap".
 */
import { Hono, type Context } from 'hono';
import { publicBaseUrl, type EmulatorContext } from '../context';
import { normalizeEmail } from '../domain/contact';
import { promptStatus, signGoogleIdToken, type NotDisplayedReason } from '../domain/one-tap';
import { readJsonObject } from '../http/body';
import { controlError } from '../http/envelope';
import { frameAncestors } from '../http/page-headers';
import { gsiClientScript } from '../pages/gsi-client-script';
import { gsiPromptPage } from '../pages/gsi-prompt-page';
import { isOriginAllowed } from '../settings';
import { isOneTapOriginAllowed } from '../settings-one-tap';
import { knownAccounts } from './oauth-start';

/** The chooser offers the newest users' addresses, at most this many. */
const MAX_PROMPT_ACCOUNTS = 10;

/** What Google's console message would say, with the setting to change. */
function reasonMessage(ctx: EmulatorContext, reason: NotDisplayedReason, clientId: string, origin: string): string {
  const oneTap = ctx.settings.google_one_tap;
  switch (reason) {
    case 'missing_client_id':
      return 'No client_id was given to google.accounts.id.initialize().';
    case 'invalid_client':
      return clientId !== oneTap.client_id
        ? `The OAuth client "${clientId}" was not found (the emulator's Google client is "${oneTap.client_id}", setting google_one_tap.client_id).`
        : `The OAuth client "${clientId}" was not found (the emulator's google_one_tap.client_registered setting is false).`;
    case 'unregistered_origin': {
      const allowed = oneTap.javascript_origins.length > 0 ? oneTap.javascript_origins.join(', ') : 'any http(s) origin on localhost, 127.0.0.1 or [::1]';
      return `The given origin ${JSON.stringify(origin)} is not allowed for the given client ID (google_one_tap.javascript_origins: ${allowed}).`;
    }
  }
}

/**
 * The script and the status are read by the app's page, from any origin and without credentials:
 * `*` unless the CORS middleware already answered for an origin on `allowed_origins`.
 */
function allowAnyOrigin(c: Context, ctx: EmulatorContext): void {
  const origin = c.req.header('Origin');
  if (origin === undefined || !isOriginAllowed(origin, ctx.settings.allowed_origins)) c.header('Access-Control-Allow-Origin', '*');
}

const stringField = (value: unknown, field: string, max: number): string => {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || value.length > max) throw controlError(400, 'bad_request', `${field} must be a string of at most ${max} characters.`);
  return value;
};

export function gsiRoutes(ctx: EmulatorContext): Hono {
  const routes = new Hono();

  /** The stand-in script, with this emulator's public base URL written into it. */
  routes.get('/client', (c) => {
    allowAnyOrigin(c, ctx);
    c.header('Cache-Control', 'no-store');
    return c.body(gsiClientScript(publicBaseUrl(ctx, c.req.url)), 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });

  /** `?client_id&origin` → whether the prompt shows, and Google's "not displayed" reason when it does not. */
  routes.get('/status', (c) => {
    allowAnyOrigin(c, ctx);
    const clientId = c.req.query('client_id') ?? '';
    const origin = c.req.query('origin') ?? '';
    const reason = promptStatus(ctx.settings, clientId, origin);
    const oneTap = ctx.settings.google_one_tap;
    return c.json({
      client_id: clientId,
      origin,
      client_registered: clientId !== '' && clientId === oneTap.client_id && oneTap.client_registered,
      origin_allowed: isOneTapOriginAllowed(origin, oneTap),
      not_displayed_reason: reason,
      message: reason === null ? null : reasonMessage(ctx, reason, clientId, origin),
    });
  });

  /** The account chooser (in the script's iframe); explains the problem instead when Google would refuse. */
  routes.get('/prompt', (c) => {
    const clientId = c.req.query('client_id') ?? '';
    const origin = c.req.query('origin') ?? '';
    const reason = promptStatus(ctx.settings, clientId, origin);
    const mode = c.req.query('mode') === 'embedded' ? 'embedded' : 'floating';
    // Framed by the app's page: that origin (when One Tap accepts it) and the CORS allowlist may frame it.
    const framers = isOneTapOriginAllowed(origin, ctx.settings.google_one_tap) ? [origin] : [];
    return c.html(
      gsiPromptPage({
        projectName: ctx.settings.project_name,
        clientId,
        origin,
        mode,
        nonce: c.req.query('nonce') ?? '',
        accounts: knownAccounts(ctx, MAX_PROMPT_ACCOUNTS),
        problem: reason === null ? null : { reason, message: reasonMessage(ctx, reason, clientId, origin) },
      }),
      reason === null ? 200 : 400,
      frameAncestors([...framers, ...ctx.settings.allowed_origins]),
    );
  });

  /** `{client_id, origin, email, name?, nonce?}` → `{credential}`: a Google-like ID token for the account. */
  routes.post('/credential', async (c) => {
    const body = await readJsonObject(c);
    const clientId = stringField(body.client_id, 'client_id', 200);
    const origin = stringField(body.origin, 'origin', 300);
    const reason = promptStatus(ctx.settings, clientId, origin);
    if (reason !== null) throw controlError(403, reason, reasonMessage(ctx, reason, clientId, origin));
    const email = normalizeEmail(body.email);
    const name = stringField(body.name, 'name', 100).trim();
    const nonce = stringField(body.nonce, 'nonce', 500);
    return c.json({ credential: await signGoogleIdToken(ctx, clientId, { email, name, nonce }) });
  });

  return routes;
}
