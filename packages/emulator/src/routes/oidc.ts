/**
 * The identity provider's standard OpenID Connect endpoints, so a real OIDC client completes the
 * flow: discovery, authorize and logout (redirects to the consent page), token, userinfo. The
 * issuer is `<base>/v1/public/<project_id>`; discovery is also served at the root.
 */
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { auth } from 'hono/utils/basic-auth';
import { publicBaseUrl, type EmulatorContext } from '../context';
import { DomainError } from '../domain/errors';
import { findConnectedApp, isRegistered, readPrompt, redirectWith, unregisteredRedirect } from '../domain/idp';
import { callerToken, liveCallerSession } from '../domain/sessions';
import { discoveryDocument, issueTokens, OAuthError, revokeCodeChain, userClaims, type TokenResponse } from '../domain/oidc';
import { checkAccessToken, oidcIssuer } from '../domain/oidc-tokens';
import { s256Challenge } from '../domain/pkce';
import { sha256Hex } from '../domain/random';
import { isJsonObject } from '../http/body';
import { secretsEqual } from '../http/client-auth';
import { toApiError } from '../http/envelope';
import { errorPage } from '../pages/page-style';
import { isPublicClient, type ConnectedApp } from '../settings-oauth';

const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };
/** RFC 7636 §4.1. */
const CODE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/** The user revoked the app (users/connected_apps/{id}/revoke) after the code or token was issued. */
const revokedGrant = () => new OAuthError(400, 'invalid_grant', "The user revoked this Connected App's access.");

const projectNotFound = (ctx: EmulatorContext) =>
  new DomainError('not_found', 'project_not_found', `Project not found. This emulator serves "${ctx.settings.project_id}".`);

function oauthErrorResponse(c: Context, error: unknown): Response {
  if (toApiError(error)?.errorType === 'bad_request') error = new OAuthError(400, 'invalid_request', (error as Error).message);
  if (!(error instanceof OAuthError)) throw error;
  const headers: Record<string, string> = { ...NO_STORE };
  if (error.error === 'invalid_client') headers['WWW-Authenticate'] = 'Basic realm="portico-emulator"';
  if (error.error === 'invalid_token' || error.error === 'insufficient_scope') {
    headers['WWW-Authenticate'] = `Bearer error="${error.error}", error_description="${error.message.replace(/"/g, "'")}"`;
  }
  return c.json({ error: error.error, error_description: error.message }, error.status, headers);
}

/** The token request's parameters: form-encoded (RFC 6749), or JSON as Stytch also accepts. */
async function readTokenParams(c: Context): Promise<Record<string, string>> {
  const type = c.req.header('Content-Type') ?? '';
  let raw: Record<string, unknown>;
  if (type.includes('application/json')) {
    const text = await c.req.text();
    let parsed: unknown;
    try {
      parsed = text.trim() === '' ? {} : JSON.parse(text);
    } catch {
      throw new OAuthError(400, 'invalid_request', 'The request body is not valid JSON.');
    }
    if (!isJsonObject(parsed)) throw new OAuthError(400, 'invalid_request', 'The request body must be a JSON object.');
    raw = parsed;
  } else {
    raw = await c.req.parseBody();
  }
  return Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** `application/x-www-form-urlencoded` decoding of Basic credentials (RFC 6749 §2.3.1). */
function formDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    throw new OAuthError(401, 'invalid_client', 'The Basic credentials are not form-encoded correctly.');
  }
}

/**
 * Client authentication: `client_secret_basic` or `client_secret_post` for confidential apps,
 * `none` (just `client_id`) for public apps, which use PKCE instead.
 */
function authenticateClient(ctx: EmulatorContext, c: Context, params: Record<string, string>): ConnectedApp {
  const header = c.req.header('Authorization');
  let basic: { id: string; secret: string } | null = null;
  if (header !== undefined && /^basic /i.test(header)) {
    const credentials = auth(c.req.raw);
    if (!credentials) throw new OAuthError(401, 'invalid_client', 'The Authorization header is not valid Basic credentials.');
    basic = { id: formDecode(credentials.username), secret: formDecode(credentials.password) };
  }
  if (basic && params.client_secret !== undefined) {
    throw new OAuthError(400, 'invalid_request', 'Use one client authentication method: Basic credentials or client_secret in the body, not both.');
  }
  if (basic && params.client_id !== undefined && params.client_id !== basic.id) {
    throw new OAuthError(401, 'invalid_client', 'The client_id in the body differs from the one in the Basic credentials.');
  }
  const clientId = basic?.id ?? params.client_id;
  if (!clientId) throw new OAuthError(401, 'invalid_client', 'No client authentication: send client_id (and client_secret for a confidential client).');
  const app = ctx.settings.connected_apps.find((candidate) => candidate.client_id === clientId);
  if (!app) throw new OAuthError(401, 'invalid_client', `Unknown client_id "${clientId}" (see the emulator's connected_apps setting).`);
  const secret = basic?.secret ?? params.client_secret;
  if (isPublicClient(app)) {
    if (secret) throw new OAuthError(401, 'invalid_client', `"${clientId}" is a public client: it has no secret (it uses PKCE).`);
  } else if (!secret) {
    throw new OAuthError(401, 'invalid_client', `"${clientId}" is a confidential client: authenticate with its client_secret (Basic or in the body).`);
  } else if (!secretsEqual(secret, app.client_secret ?? '')) {
    throw new OAuthError(401, 'invalid_client', `Wrong client_secret for "${clientId}".`);
  }
  return app;
}

const required = (params: Record<string, string>, field: string): string => {
  const value = params[field];
  if (!value) throw new OAuthError(400, 'invalid_request', `${field} is required.`);
  return value;
};

export function oidcRoutes(ctx: EmulatorContext): Hono {
  const routes = new Hono();
  const { store } = ctx;
  const originOf = (c: Context) => publicBaseUrl(ctx, c.req.url);
  const checkProject = (c: Context) => {
    if (c.req.param('project_id') !== ctx.settings.project_id) throw projectNotFound(ctx);
  };

  const discovery = (c: Context) => c.json(discoveryDocument(originOf(c), ctx.settings));
  for (const name of ['openid-configuration', 'oauth-authorization-server']) {
    routes.get(`/.well-known/${name}`, discovery);
    routes.get(`/v1/public/:project_id/.well-known/${name}`, (c) => {
      checkProject(c);
      return discovery(c);
    });
  }
  // RFC 8414 §3.1 puts the well-known part before the issuer's path.
  routes.get('/.well-known/oauth-authorization-server/v1/public/:project_id', (c) => {
    checkProject(c);
    return discovery(c);
  });

  /**
   * A browser page: checks the client and its redirect URI (refusing, never following, an
   * unregistered one) and sends the browser to the consent page with the query as it came.
   */
  const toConsentPage = (kind: 'redirect_uri' | 'post_logout_redirect_uri') => async (c: Context) => {
    const query = new URL(c.req.url).searchParams;
    let prompt: string[] = [];
    try {
      if (c.req.param('project_id') !== ctx.settings.project_id) throw projectNotFound(ctx);
      const clientId = query.get('client_id');
      if (!clientId) throw new DomainError('invalid', 'bad_request', 'client_id is required.');
      const app = findConnectedApp(ctx.settings, clientId);
      const uri = query.get(kind);
      if (!uri) throw new DomainError('invalid', 'bad_request', `${kind} is required.`);
      const registered = kind === 'redirect_uri' ? app.redirect_uris : app.post_logout_redirect_uris;
      if (!isRegistered(uri, registered)) throw unregisteredRedirect(app, kind, uri);
      if (kind === 'redirect_uri') prompt = readPrompt(query.get('prompt'));
    } catch (error) {
      const refusal = toApiError(error);
      if (!refusal) throw error;
      const title = kind === 'redirect_uri' ? 'Authorization refused' : 'Logout refused';
      return c.html(errorPage({ title, status: refusal.status, errorType: refusal.errorType, message: refusal.message }), refusal.status);
    }
    // prompt=none (OpenID Connect Core §3.1.2.6): no page for a visitor without a session, but
    // `login_required` to the client's (registered) redirect URI. The session is the SDK's
    // `stytch_session` cookie, which reaches the emulator when it shares the app's cookie domain
    // (any port of localhost; a custom domain in production).
    if (prompt.includes('none')) {
      const current = liveCallerSession(store, await callerToken(getCookie(c, 'stytch_session') ?? null), ctx.clock.now());
      if (!current) {
        return c.redirect(
          redirectWith(query.get('redirect_uri')!, {
            error: 'login_required',
            error_description: 'No user is signed in, and prompt=none allows no login page.',
            state: query.get('state'),
          }),
          302,
        );
      }
    }
    const target = new URL(ctx.settings.idp_authorization_url);
    for (const [key, value] of query) target.searchParams.append(key, value);
    return c.redirect(target.toString(), 302);
  };
  routes.get('/v1/public/:project_id/oauth2/authorize', toConsentPage('redirect_uri'));
  routes.get('/v1/public/:project_id/oauth2/logout', toConsentPage('post_logout_redirect_uri'));

  async function authorizationCodeGrant(c: Context, app: ConnectedApp, params: Record<string, string>): Promise<TokenResponse> {
    const code = required(params, 'code');
    const redirectUri = required(params, 'redirect_uri');
    const verifier = params.code_verifier;
    if (verifier !== undefined && !CODE_VERIFIER.test(verifier)) {
      throw new OAuthError(400, 'invalid_request', 'code_verifier must be 43–128 characters of A–Z, a–z, 0–9, "-", ".", "_" and "~".');
    }
    const hash = await sha256Hex(code);
    const challenge = verifier === undefined ? null : await s256Challenge(verifier);
    const now = ctx.clock.now();
    const record = store.idpCodes.findByHash(hash);
    if (!record || record.client_id !== app.client_id) {
      throw new OAuthError(400, 'invalid_grant', 'The authorization code is not one the emulator issued to this client.');
    }
    if (record.used_at !== null) {
      revokeCodeChain(store, hash, now);
      throw new OAuthError(400, 'invalid_grant', 'The authorization code was already used; the access and refresh tokens issued from it are revoked.');
    }
    if (record.expires_at <= now) throw new OAuthError(400, 'invalid_grant', 'The authorization code expired (codes last 10 minutes).');
    if (record.redirect_uri !== redirectUri) {
      throw new OAuthError(400, 'invalid_grant', `redirect_uri must be the one of the authorization request ("${record.redirect_uri}").`);
    }
    if (record.code_challenge !== null && challenge === null) {
      throw new OAuthError(400, 'invalid_grant', 'code_verifier is required: the authorization request had a code_challenge.');
    }
    if (record.code_challenge !== null && challenge !== record.code_challenge) {
      throw new OAuthError(400, 'invalid_grant', 'The code_verifier does not match the code_challenge of the authorization request.');
    }
    if (record.code_challenge === null && challenge !== null) {
      throw new OAuthError(400, 'invalid_grant', 'A code_verifier was sent, but the authorization request had no code_challenge.');
    }
    if (!store.users.get(record.user_id)) throw new OAuthError(400, 'invalid_grant', 'The user of this authorization code was deleted.');
    if (!store.idpGrants.find(record.user_id, app.client_id)) throw revokedGrant();
    store.idpCodes.markUsed(hash, now);
    return issueTokens(
      store,
      originOf(c),
      ctx.settings,
      {
        app,
        userId: record.user_id,
        sessionId: record.session_id,
        scopes: record.scopes,
        authTime: record.auth_time,
        amr: record.amr,
        nonce: record.nonce,
        codeHash: hash,
      },
      now,
    );
  }

  async function refreshTokenGrant(c: Context, app: ConnectedApp, params: Record<string, string>): Promise<TokenResponse> {
    const hash = await sha256Hex(required(params, 'refresh_token'));
    const now = ctx.clock.now();
    const record = store.idpRefreshTokens.findByHash(hash);
    if (!record || record.client_id !== app.client_id) {
      throw new OAuthError(400, 'invalid_grant', 'The refresh token is not one the emulator issued to this client.');
    }
    if (record.revoked_at !== null) throw new OAuthError(400, 'invalid_grant', 'The refresh token was revoked.');
    if (record.used_at !== null) {
      revokeCodeChain(store, record.code_hash, now);
      throw new OAuthError(400, 'invalid_grant', 'The refresh token was already used (they rotate); every token of its chain is now revoked.');
    }
    const requested = params.scope === undefined ? undefined : params.scope.split(' ').filter((scope) => scope !== '');
    const extra = requested?.find((scope) => !record.scopes.includes(scope));
    if (extra !== undefined) {
      throw new OAuthError(400, 'invalid_scope', `The scope "${extra}" was not granted (granted: ${record.scopes.join(' ')}).`);
    }
    if (!store.users.get(record.user_id)) throw new OAuthError(400, 'invalid_grant', 'The user of this refresh token was deleted.');
    if (!store.idpGrants.find(record.user_id, app.client_id)) throw revokedGrant();
    store.idpRefreshTokens.markUsed(hash, now);
    return issueTokens(
      store,
      originOf(c),
      ctx.settings,
      {
        app,
        userId: record.user_id,
        sessionId: record.session_id,
        scopes: requested ?? record.scopes,
        authTime: record.auth_time,
        amr: record.amr,
        nonce: null,
        codeHash: record.code_hash,
      },
      now,
    );
  }

  /** RFC 6749 §3.2: authorization_code (with PKCE for public clients) and refresh_token. */
  routes.post('/v1/public/:project_id/oauth2/token', async (c) => {
    checkProject(c);
    try {
      const params = await readTokenParams(c);
      const app = authenticateClient(ctx, c, params);
      const grantType = params.grant_type;
      let response: TokenResponse;
      if (!grantType) throw new OAuthError(400, 'invalid_request', 'grant_type is required.');
      else if (grantType === 'authorization_code') response = await authorizationCodeGrant(c, app, params);
      else if (grantType === 'refresh_token') response = await refreshTokenGrant(c, app, params);
      else if (grantType === 'client_credentials') {
        throw new OAuthError(400, 'unauthorized_client', 'Connected Apps act for users: client_credentials is not allowed for this client.');
      } else {
        throw new OAuthError(400, 'unsupported_grant_type', `grant_type "${grantType}" is not supported (use authorization_code or refresh_token).`);
      }
      return c.json(response, 200, NO_STORE);
    } catch (error) {
      return oauthErrorResponse(c, error);
    }
  });

  /** OIDC Core §5.3: the claims of the granted scopes for a Bearer access token that includes `openid`. */
  const userinfo = async (c: Context) => {
    checkProject(c);
    try {
      const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
      if (!match?.[1]) throw new OAuthError(401, 'invalid_token', 'Send the access token as "Authorization: Bearer <token>".');
      const token = await checkAccessToken(store, match[1], {
        issuer: oidcIssuer(originOf(c), ctx.settings),
        audience: ctx.settings.project_id,
        now: ctx.clock.now(),
      });
      if (!token.ok) {
        const why = token.reason === 'revoked' ? "the user revoked this Connected App's access (or was deleted)" : `it is ${token.reason}`;
        throw new OAuthError(401, 'invalid_token', `The access token is not accepted: ${why}.`);
      }
      if (!token.scopes.includes('openid')) throw new OAuthError(403, 'insufficient_scope', 'userinfo needs an access token with the openid scope.');
      return c.json(userClaims(store, token.userId, token.scopes), 200, NO_STORE);
    } catch (error) {
      return oauthErrorResponse(c, error);
    }
  };
  routes.get('/v1/public/:project_id/oauth2/userinfo', userinfo);
  routes.post('/v1/public/:project_id/oauth2/userinfo', userinfo);

  return routes;
}
