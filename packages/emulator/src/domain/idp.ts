/**
 * The identity provider (Connected Apps, protocol §2.11 and §8): which app is asking, what it may
 * be granted, whether the user must consent, and the authorization codes it gets.
 */
import { optionalBoolean, optionalString, requiredString, type JsonObject } from './fields';
import { DomainError } from './errors';
import type { ProjectSettings } from '../settings';
import { isFirstParty, isPublicClient, type ConnectedApp } from '../settings-oauth';
import type { SessionRecord, Store, UserRecord } from '../store';
import { readCodeChallenge } from './pkce';
import { newSecretToken, sha256Hex } from './random';
import { userRoles } from './views';
import { authenticationMethods } from './amr';

const MINUTE_MS = 60_000;
/** Authorization codes work once, for 10 minutes. */
export const AUTHORIZATION_CODE_MINUTES = 10;

/** Scopes every user may grant, with the texts the consent screen shows for them (spec §6). */
export const STANDARD_SCOPES: Readonly<Record<string, string>> = {
  openid: 'Confirm who you are',
  profile: 'See your name',
  email: 'See your email address',
  phone: 'See your phone number',
  offline_access: 'Stay signed in to the app (refresh tokens)',
};

/** The scopes the identity-provider UI asks for when the URL has no `scope` (spec §2, §9). */
export const DEFAULT_IDP_SCOPES = ['openid', 'email', 'profile'] as const;

const SCOPE = /^[\x21\x23-\x5B\x5D-\x7E]{1,200}$/;

/** `404 connected_app_not_found` (Stytch's type and message), naming the apps the emulator knows. */
export function findConnectedApp(settings: ProjectSettings, clientId: string): ConnectedApp {
  const app = settings.connected_apps.find((candidate) => candidate.client_id === clientId);
  if (app) return app;
  throw new DomainError(
    'not_found',
    'connected_app_not_found',
    `The Connected App requested could not be found: no client_id "${clientId}". The emulator's connected_apps setting ` +
      `has ${settings.connected_apps.map((known) => `"${known.client_id}"`).join(', ') || 'none'}.`,
  );
}

/**
 * `400 connected_app_supplied_redirect_url_not_found_in_client`: the URI is not registered, so nothing
 * redirects to it. Stytch's own type (the browser SDK's `StytchAPIErrorType`); the emulator once
 * answered an invented `idp_client_…` one.
 */
export function unregisteredRedirect(app: ConnectedApp, field: 'redirect_uri' | 'post_logout_redirect_uri', uri: string): DomainError {
  const registered = field === 'redirect_uri' ? app.redirect_uris : app.post_logout_redirect_uris;
  return new DomainError(
    'invalid',
    'connected_app_supplied_redirect_url_not_found_in_client',
    `The ${field} "${uri}" is not registered for the Connected App "${app.client_id}" (its ${field}s: ` +
      `${registered.join(', ') || 'none'}). Redirect URIs must match exactly; add it to connected_apps with PUT /emulator/config.`,
  );
}

/** Exact match (OAuth 2.1): scheme, host, port, path and query as registered. */
export const isRegistered = (uri: string, registered: readonly string[]): boolean => registered.includes(uri);

/** An authorize start or submit request (protocol §2.11), checked (`codeChallenge` is null for a start). */
export interface AuthorizeRequest {
  app: ConnectedApp;
  redirectUri: string;
  scopes: string[];
  promptConsent: boolean;
  /**
   * `prompt=none` (OpenID Connect Core §3.1.2.1): the client asks for no page at all. Without a
   * session the authorization endpoint answers `error=login_required`; where consent would be
   * needed, `error=consent_required` instead of the consent screen.
   */
  promptNone: boolean;
  codeChallenge: string | null;
  state: string | null;
  nonce: string | null;
  resources: string[];
}

function readStringArray(body: JsonObject, field: string, pattern: RegExp): string[] | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string' || !pattern.test(entry))) {
    throw new DomainError('invalid', 'bad_request', `${field} must be an array of strings without spaces.`);
  }
  return [...new Set(value as string[])];
}

/** `prompt`'s values: `consent`, or `none` alone (OpenID Connect Core §3.1.2.1). */
export function readPrompt(value: string | undefined | null): string[] {
  const prompt = (value ?? '').split(' ').filter((entry) => entry !== '');
  const unsupported = prompt.find((entry) => entry !== 'consent' && entry !== 'none');
  if (unsupported !== undefined) throw new DomainError('invalid', 'bad_request', `prompt may only be "consent" or "none" (got "${unsupported}").`);
  if (prompt.includes('none') && prompt.length > 1) throw new DomainError('invalid', 'bad_request', 'prompt "none" cannot be combined with another value.');
  return prompt;
}

/**
 * Reads `{client_id, redirect_uri, response_type, scopes[], prompt?, code_challenge?, state?,
 * nonce?, resources?}`. The client must exist and the redirect URI be registered for it, so a
 * refusal never sends the browser anywhere.
 *
 * PKCE is read at `submit` only. Stytch's start request has client_id, redirect_uri,
 * response_type, scopes and prompt; "this endpoint [submit] takes in a few additional parameters
 * the start method does not- state, nonce, and code_challenge"
 * (https://stytch.com/docs/api-reference/b2b/frontend-sdks/vanilla-js/methods/connected-apps/consent-management/oauth-authorize-submit;
 * the consumer SDK's idp.oauthAuthorizeSubmit takes the same:
 * https://stytch.com/docs/api-reference/consumer/frontend-sdks/react/methods/connected-apps/submit-oauth-authorization).
 * A public client's submit without one is refused with `pkce_required_for_idp_authorization_flow`
 * (the browser SDK's `StytchAPIErrorType`). So a start never refuses for PKCE, whatever it
 * carries, and no code is issued to a public client without a challenge, which the token endpoint
 * then needs the verifier of.
 */
export function readAuthorizeRequest(settings: ProjectSettings, body: JsonObject, step: 'start' | 'submit'): AuthorizeRequest {
  const app = findConnectedApp(settings, requiredString(body, 'client_id'));
  const redirectUri = requiredString(body, 'redirect_uri');
  if (!isRegistered(redirectUri, app.redirect_uris)) throw unregisteredRedirect(app, 'redirect_uri', redirectUri);
  const responseType = optionalString(body, 'response_type') ?? 'code';
  if (responseType !== 'code') {
    throw new DomainError('invalid', 'bad_request', `response_type must be "code" (got "${responseType}"): only the authorization code flow is supported.`);
  }
  const prompt = readPrompt(optionalString(body, 'prompt'));
  const codeChallenge = step === 'submit' ? readSubmitCodeChallenge(app, body) : null;
  if (body.resources !== undefined && body.resources !== null && !Array.isArray(body.resources)) {
    throw new DomainError('invalid', 'bad_request', 'resources must be an array of strings.');
  }
  return {
    app,
    redirectUri,
    scopes: readStringArray(body, 'scopes', SCOPE) ?? [...DEFAULT_IDP_SCOPES],
    promptConsent: prompt.includes('consent'),
    promptNone: prompt.includes('none'),
    codeChallenge,
    state: optionalString(body, 'state') ?? null,
    nonce: optionalString(body, 'nonce') ?? null,
    resources: readStringArray(body, 'resources', /^\S+$/) ?? [],
  };
}

/** The `code_challenge` of an authorize submit: S256 only, and required of a public client. */
function readSubmitCodeChallenge(app: ConnectedApp, body: JsonObject): string | null {
  const method = optionalString(body, 'code_challenge_method');
  if (method !== undefined && method !== 'S256') {
    throw new DomainError('invalid', 'invalid_pkce_code_challenge', `code_challenge_method must be "S256" (got "${method}").`);
  }
  const codeChallenge = readCodeChallenge(body.code_challenge, false, '');
  if (codeChallenge === null && isPublicClient(app)) {
    throw new DomainError(
      'invalid',
      'pkce_required_for_idp_authorization_flow',
      `The Connected App "${app.client_id}" is a public client (${app.client_type}), so the authorization needs a PKCE ` +
        'code_challenge (S256), and the token request its code_verifier.',
    );
  }
  return codeChallenge;
}

export interface ScopeResult {
  scope: string;
  is_grantable: boolean;
  description: string;
}

/**
 * What the user may grant: the standard scopes always; `full_access` only to first-party apps;
 * a custom scope when it is in `rbac_scopes` and one of the user's roles (`rbac_roles`) grants it.
 */
export function scopeResults(settings: ProjectSettings, app: ConnectedApp, user: UserRecord, scopes: string[]): ScopeResult[] {
  const roles = new Set(userRoles(user));
  const grantedByRoles = new Set(settings.rbac_roles.filter((role) => roles.has(role.role_id)).flatMap((role) => role.scopes));
  return scopes.map((scope) => {
    const standard = STANDARD_SCOPES[scope];
    if (standard !== undefined) return { scope, is_grantable: true, description: standard };
    if (scope === 'full_access') return { scope, is_grantable: isFirstParty(app), description: 'Full access to your account' };
    const defined = settings.rbac_scopes.find((entry) => entry.scope === scope);
    return { scope, is_grantable: defined !== undefined && grantedByRoles.has(scope), description: defined?.description ?? '' };
  });
}

export const grantableScopes = (results: ScopeResult[]): string[] => results.filter((result) => result.is_grantable).map((result) => result.scope);

/**
 * Consent is needed for third-party apps unless the user already granted every grantable scope
 * asked for; never for first-party apps; always with `prompt=consent`.
 */
export function consentRequired(store: Store, request: AuthorizeRequest, userId: string, grantable: string[]): boolean {
  if (request.promptConsent) return true;
  if (isFirstParty(request.app)) return false;
  const granted = new Set(store.idpGrants.find(userId, request.app.client_id)?.scopes ?? []);
  return !grantable.every((scope) => granted.has(scope));
}

/** The client fields of an authorize start response. */
export const clientJson = (app: ConnectedApp) => ({
  client_id: app.client_id,
  client_type: app.client_type,
  client_name: app.client_name,
  client_description: app.client_description,
  ...(app.logo_url === undefined ? {} : { client_logo_url: app.logo_url }),
});

/** One entry of `GET users/connected_apps`: `scopes_granted` is a space-separated string, as on Stytch. */
export const connectedAppJson = (app: ConnectedApp, scopes: string[]) => ({
  connected_app_id: app.client_id,
  name: app.client_name,
  description: app.client_description,
  client_type: app.client_type,
  ...(app.logo_url === undefined ? {} : { logo_url: app.logo_url }),
  scopes_granted: scopes.join(' '),
});

/** `consent_granted` of a submit request (false when absent). */
export const readConsentGranted = (body: JsonObject): boolean => optionalBoolean(body, 'consent_granted') ?? false;

/** When the user last authenticated in this session (epoch ms), for `auth_time`. */
export function authTime(session: SessionRecord): number {
  const times = session.authentication_factors.map((factor) => Date.parse(factor.last_authenticated_at)).filter((time) => !Number.isNaN(time));
  return Math.max(session.started_at, ...times);
}

/** `redirect_uri` with query parameters added (keeping any it has). */
export function redirectWith(uri: string, params: Record<string, string | null>): string {
  const url = new URL(uri);
  for (const [key, value] of Object.entries(params)) if (value !== null) url.searchParams.set(key, value);
  return url.toString();
}

export async function prepareAuthorizationCode(): Promise<{ code: string; hash: string }> {
  const code = newSecretToken();
  return { code, hash: await sha256Hex(code) };
}

/** Stores an authorization code bound to the client, redirect URI, PKCE challenge, nonce, scopes, user and session. */
export function issueAuthorizationCode(
  store: Store,
  prepared: { hash: string },
  input: { request: AuthorizeRequest; session: SessionRecord; scopes: string[]; now: number },
): void {
  const { request, session, now } = input;
  store.idpCodes.issue({
    code_hash: prepared.hash,
    client_id: request.app.client_id,
    user_id: session.user_id,
    session_id: session.session_id,
    redirect_uri: request.redirectUri,
    code_challenge: request.codeChallenge,
    nonce: request.nonce,
    scopes: input.scopes,
    auth_time: authTime(session),
    amr: authenticationMethods(store, session.authentication_factors),
    created_at: now,
    expires_at: now + AUTHORIZATION_CODE_MINUTES * MINUTE_MS,
  });
}
