/**
 * The identity provider's SDK calls (protocol §2.11, §8): `POST /sdk/v1/idp/oauth/authorize/start`
 * and `/submit`, and `POST /sdk/v1/oauth/logout/start`.
 */
import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import {
  clientJson,
  consentRequired,
  findConnectedApp,
  grantableScopes,
  isRegistered,
  readAuthorizeRequest,
  readConsentGranted,
  redirectWith,
  scopeResults,
  unregisteredRedirect,
} from '../domain/idp';
import { verifyProjectJwt } from '../domain/oidc-tokens';
import { callerToken, liveCallerSession, userUnauthenticated } from '../domain/sessions';
import { loadUserJson } from '../domain/views';
import { optionalString, readJsonObject, requiredString } from '../http/body';
import { requireClient, type SdkEnv } from '../http/client-auth';
import { ok } from '../http/envelope';
import { issueCode } from '../use-cases/idp';

/** `/idp/oauth/authorize/start` and `/submit`. */
export function idpRoutes(ctx: EmulatorContext): Hono<SdkEnv> {
  const routes = new Hono<SdkEnv>();
  routes.use('*', requireClient(ctx));
  const { store } = ctx;

  /** The caller's live session, or 401 `user_unauthenticated` (the UI shows "No active session detected"). */
  const requireSession = async (token: string | null, now: number) => {
    const current = liveCallerSession(store, await callerToken(token), now);
    if (!current) throw userUnauthenticated();
    return current.session;
  };

  /** Who is asking, for what, what the user may grant, and whether they must consent. */
  routes.post('/oauth/authorize/start', async (c) => {
    const body = await readJsonObject(c);
    const now = ctx.clock.now();
    const session = await requireSession(c.var.client.sessionToken, now);
    const request = readAuthorizeRequest(ctx.settings, body, 'start');
    const results = scopeResults(ctx.settings, request.app, store.users.require(session.user_id), request.scopes);
    return ok(c, {
      user_id: session.user_id,
      user: loadUserJson(store, session.user_id),
      client: clientJson(request.app),
      // With prompt=none the UI shows nothing: it submits at once, and the submit answers
      // consent_required to the client where consent would be needed.
      consent_required: !request.promptNone && consentRequired(store, request, session.user_id, grantableScopes(results)),
      scope_results: results,
    });
  });

  /**
   * Issues the code (when consent was given or is not needed, even with `consent_granted: false`,
   * protocol §8.2 step 4) or sends the standard `access_denied` error back to the client.
   */
  routes.post('/oauth/authorize/submit', async (c) => {
    const body = await readJsonObject(c);
    const now = ctx.clock.now();
    const session = await requireSession(c.var.client.sessionToken, now);
    const request = readAuthorizeRequest(ctx.settings, body, 'submit');
    const consentGranted = readConsentGranted(body);
    const results = scopeResults(ctx.settings, request.app, store.users.require(session.user_id), request.scopes);
    const scopes = grantableScopes(results);
    const needsConsent = consentRequired(store, request, session.user_id, scopes);
    if (needsConsent && !consentGranted && request.promptNone) {
      return ok(c, {
        redirect_uri: redirectWith(request.redirectUri, {
          error: 'consent_required',
          error_description: 'The user has not granted this client these scopes, and prompt=none allows no consent screen.',
          state: request.state,
        }),
      });
    }
    if (needsConsent && !consentGranted) {
      return ok(c, {
        redirect_uri: redirectWith(request.redirectUri, {
          error: 'access_denied',
          error_description: 'The user denied the request.',
          state: request.state,
        }),
      });
    }
    const code = await issueCode(ctx, { session, request, scopes });
    return ok(c, {
      redirect_uri: redirectWith(request.redirectUri, { code, state: request.state }),
      authorization_code: code,
    });
  });

  return routes;
}

/** `/oauth/logout/start`: where to send the browser after logging out, and whether to ask first. */
export function idpLogoutRoutes(ctx: EmulatorContext): Hono<SdkEnv> {
  const routes = new Hono<SdkEnv>();
  routes.use('*', requireClient(ctx));
  const { store } = ctx;

  routes.post('/start', async (c) => {
    const body = await readJsonObject(c);
    const app = findConnectedApp(ctx.settings, requiredString(body, 'client_id'));
    const target = requiredString(body, 'post_logout_redirect_uri');
    if (!isRegistered(target, app.post_logout_redirect_uris)) throw unregisteredRedirect(app, 'post_logout_redirect_uri', target);
    const state = optionalString(body, 'state') ?? null;
    const hint = optionalString(body, 'id_token_hint');
    const now = ctx.clock.now();
    const current = liveCallerSession(store, await callerToken(c.var.client.sessionToken), now);
    // No question when the hint is an ID token this emulator issued to this client for the current session.
    const claims =
      hint && current ? await verifyProjectJwt(store, hint, { typ: 'JWT', now, audience: app.client_id, ignoreExpiry: true }) : null;
    const hintMatches = claims !== null && current !== undefined && claims.sid === current.session.session_id;
    return ok(c, { redirect_uri: redirectWith(target, { state }), consent_required: !hintMatches });
  });

  return routes;
}
