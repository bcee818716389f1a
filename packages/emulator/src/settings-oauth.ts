/**
 * The settings of the OAuth slice: which social providers are enabled, the Connected Apps the
 * project's identity provider serves, the RBAC roles that may grant custom scopes, and where the
 * consent page lives. `settings.ts` merges them into the project settings and validates them
 * with the checks below (each returns a problem, or null).
 */
import { isOAuthProvider, OAUTH_PROVIDERS, type OAuthProvider } from './domain/oauth-providers';
import { isObject, type Check } from './settings-checks';

export type ConnectedAppType = 'first_party' | 'third_party' | 'first_party_public' | 'third_party_public';

export const CONNECTED_APP_TYPES: readonly ConnectedAppType[] = [
  'first_party',
  'third_party',
  'first_party_public',
  'third_party_public',
];

/** A Connected App: an OAuth/OIDC client of the project's identity provider. */
export interface ConnectedApp {
  client_id: string;
  client_name: string;
  /** `""` when the config leaves it out. */
  client_description: string;
  client_type: ConnectedAppType;
  /** Required for confidential clients (`first_party`, `third_party`); public clients have none. */
  client_secret?: string;
  /** Where authorization codes may be sent; matched exactly. */
  redirect_uris: string[];
  /** Where the logout flow may return to; `[]` when the config leaves it out. */
  post_logout_redirect_uris: string[];
  logo_url?: string;
  /** Lifetime of access tokens (and ID tokens); 60 when absent. */
  access_token_expiry_minutes?: number;
}

/** An RBAC role and the custom scopes (from `rbac_scopes`) its holders may grant to Connected Apps. */
export interface RbacRole {
  role_id: string;
  /** `""` when the config leaves it out. */
  description: string;
  scopes: string[];
}

export interface OAuthSettings {
  /** Social providers the project has enabled; the others answer `oauth_config_not_found`. */
  oauth_providers: OAuthProvider[];
  connected_apps: ConnectedApp[];
  rbac_roles: RbacRole[];
  /** The IDP consent page (a page mounting the identity-provider UI) `/oauth2/authorize` sends browsers to. */
  idp_authorization_url: string;
}

export const DEFAULT_CONNECTED_APPS: readonly ConnectedApp[] = [
  {
    client_id: 'connected-app-test-portico-demo',
    client_name: 'Portico Demo App',
    client_description: 'A third-party single-page app that signs you in with your Portico Playground account.',
    client_type: 'third_party_public',
    redirect_uris: ['http://localhost:5173/oauth/callback', 'http://127.0.0.1:5173/oauth/callback'],
    post_logout_redirect_uris: ['http://localhost:5173/', 'http://127.0.0.1:5173/'],
  },
  {
    client_id: 'connected-app-test-portico-console',
    client_name: 'Portico Console',
    client_description: 'A first-party app of the same project: no consent screen.',
    client_type: 'first_party_public',
    redirect_uris: ['http://localhost:5173/oauth/callback', 'http://127.0.0.1:5173/oauth/callback'],
    post_logout_redirect_uris: ['http://localhost:5173/', 'http://127.0.0.1:5173/'],
  },
  {
    client_id: 'connected-app-test-portico-backend',
    client_name: 'Portico Test Client',
    client_description: 'A confidential third-party client with a secret, for server-side OIDC tests.',
    client_type: 'third_party',
    client_secret: 'secret-test-portico-backend',
    redirect_uris: ['http://localhost:5173/oauth/callback', 'http://127.0.0.1:5173/oauth/callback'],
    post_logout_redirect_uris: ['http://localhost:5173/'],
  },
];

export const DEFAULT_OAUTH_SETTINGS: Readonly<OAuthSettings> = Object.freeze({
  oauth_providers: [...OAUTH_PROVIDERS],
  connected_apps: DEFAULT_CONNECTED_APPS.map((app) => ({ ...app })),
  rbac_roles: [],
  idp_authorization_url: 'http://localhost:5173/oauth/authorize',
});

export const isPublicClient = (app: ConnectedApp): boolean => app.client_type.endsWith('_public');
export const isFirstParty = (app: ConnectedApp): boolean => app.client_type.startsWith('first_party');

/** Copies, filling in the optional fields. */
export function cloneOAuthSettings(settings: OAuthSettings): OAuthSettings {
  return {
    oauth_providers: [...settings.oauth_providers],
    connected_apps: settings.connected_apps.map((app) => ({
      ...app,
      client_description: app.client_description ?? '',
      redirect_uris: [...app.redirect_uris],
      post_logout_redirect_uris: [...(app.post_logout_redirect_uris ?? [])],
    })),
    rbac_roles: settings.rbac_roles.map((role) => ({ ...role, description: role.description ?? '', scopes: [...role.scopes] })),
    idp_authorization_url: settings.idp_authorization_url,
  };
}

const CLIENT_ID = /^[A-Za-z0-9._:-]{1,100}$/;
const ROLE_ID = /^[A-Za-z0-9:._-]{1,100}$/;
const SCOPE = /^[A-Za-z0-9:._/-]{1,100}$/;

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** An absolute http(s) URL without a fragment (RFC 6749 §3.1.2), as redirect URIs must be. */
const isRedirectUri = (value: unknown): value is string => isHttpUrl(value) && !value.includes('#');

function unknownField(value: Record<string, unknown>, known: readonly string[]): string | null {
  const extra = Object.keys(value).find((key) => !known.includes(key));
  return extra === undefined ? null : `has unknown field "${extra}" (known fields: ${known.join(', ')})`;
}

function duplicate(values: string[]): string | undefined {
  return values.find((value, index) => values.indexOf(value) !== index);
}

function eachEntry(value: unknown, check: (entry: unknown) => string | null): string | null {
  if (!Array.isArray(value)) return 'must be an array';
  for (const [index, entry] of value.entries()) {
    const problem = check(entry);
    if (problem) return `[${index}]${problem.startsWith('.') ? '' : ' '}${problem}`;
  }
  return null;
}

const uriList = (field: string, value: unknown, nonEmpty: boolean): string | null => {
  if (!Array.isArray(value)) return `.${field} must be an array of URLs`;
  if (nonEmpty && value.length === 0) return `.${field} must list at least one URL`;
  const bad = value.find((uri) => !isRedirectUri(uri));
  if (bad !== undefined) return `.${field} must hold absolute http(s) URLs without a fragment (got ${JSON.stringify(bad)})`;
  return null;
};

const APP_FIELDS = [
  'client_id',
  'client_name',
  'client_description',
  'client_type',
  'client_secret',
  'redirect_uris',
  'post_logout_redirect_uris',
  'logo_url',
  'access_token_expiry_minutes',
] as const;

function connectedAppProblem(v: unknown): string | null {
  if (!isObject(v)) return 'must be an object {client_id, client_name, client_type, redirect_uris, …}';
  const extra = unknownField(v, APP_FIELDS);
  if (extra) return extra;
  if (typeof v.client_id !== 'string' || !CLIENT_ID.test(v.client_id)) {
    return '.client_id must be 1–100 letters, digits, ".", "_", ":" or "-"';
  }
  if (typeof v.client_name !== 'string' || v.client_name.trim() === '' || v.client_name.length > 100) {
    return '.client_name must be a non-empty string (at most 100 characters)';
  }
  if (v.client_description !== undefined && typeof v.client_description !== 'string') return '.client_description must be a string';
  if (typeof v.client_type !== 'string' || !(CONNECTED_APP_TYPES as readonly string[]).includes(v.client_type)) {
    return `.client_type must be one of ${CONNECTED_APP_TYPES.map((type) => `"${type}"`).join(', ')}`;
  }
  const isPublic = v.client_type.endsWith('_public');
  if (isPublic && v.client_secret !== undefined) {
    return `.client_secret is not allowed: public clients (client_type "${v.client_type}") have no secret and use PKCE`;
  }
  if (!isPublic && (typeof v.client_secret !== 'string' || v.client_secret.length < 8)) {
    return `.client_secret (at least 8 characters) is required for a confidential client (client_type "${v.client_type}")`;
  }
  const uris = uriList('redirect_uris', v.redirect_uris, true);
  if (uris) return uris;
  if (v.post_logout_redirect_uris !== undefined) {
    const logout = uriList('post_logout_redirect_uris', v.post_logout_redirect_uris, false);
    if (logout) return logout;
  }
  if (v.logo_url !== undefined && !isHttpUrl(v.logo_url)) return '.logo_url must be an absolute http(s) URL';
  const expiry = v.access_token_expiry_minutes;
  if (expiry !== undefined && (typeof expiry !== 'number' || !Number.isInteger(expiry) || expiry < 5 || expiry > 1440)) {
    return '.access_token_expiry_minutes must be an integer from 5 to 1440';
  }
  return null;
}

function rbacRoleProblem(v: unknown): string | null {
  if (!isObject(v)) return 'must be an object {role_id, description?, scopes}';
  const extra = unknownField(v, ['role_id', 'description', 'scopes']);
  if (extra) return extra;
  if (typeof v.role_id !== 'string' || !ROLE_ID.test(v.role_id)) return '.role_id must be 1–100 letters, digits, ":", ".", "_" or "-"';
  if (v.description !== undefined && typeof v.description !== 'string') return '.description must be a string';
  if (!Array.isArray(v.scopes) || v.scopes.some((scope) => typeof scope !== 'string' || !SCOPE.test(scope))) {
    return '.scopes must be an array of scope names (from rbac_scopes)';
  }
  return null;
}

export const OAUTH_CHECKS: { [K in keyof OAuthSettings]: Check } = {
  oauth_providers: (v) => {
    if (!Array.isArray(v)) return 'must be an array of provider names';
    const bad = v.find((name) => !isOAuthProvider(name));
    if (bad !== undefined) return `lists ${JSON.stringify(bad)}, which is not one of ${OAUTH_PROVIDERS.join(', ')}`;
    const twice = duplicate(v as string[]);
    return twice === undefined ? null : `lists "${twice}" twice`;
  },
  connected_apps: (v) => {
    const problem = eachEntry(v, connectedAppProblem);
    if (problem || !Array.isArray(v)) return problem;
    const twice = duplicate(v.map((app: ConnectedApp) => app.client_id));
    return twice === undefined ? null : `lists the client_id "${twice}" twice`;
  },
  rbac_roles: (v) => {
    const problem = eachEntry(v, rbacRoleProblem);
    if (problem || !Array.isArray(v)) return problem;
    const twice = duplicate(v.map((role: RbacRole) => role.role_id));
    return twice === undefined ? null : `lists the role_id "${twice}" twice`;
  },
  idp_authorization_url: (v) =>
    isHttpUrl(v) ? null : 'must be an absolute http(s) URL like "http://localhost:5173/oauth/authorize"',
};

/** Problems that involve two settings: roles may only grant scopes the project defines. */
export function oauthCrossFieldIssues(settings: OAuthSettings & { rbac_scopes: { scope: string }[] }): string[] {
  const defined = new Set(settings.rbac_scopes.map((entry) => entry.scope));
  const issues: string[] = [];
  for (const [index, role] of settings.rbac_roles.entries()) {
    const missing = role.scopes.find((scope) => !defined.has(scope));
    if (missing !== undefined) {
      issues.push(
        `rbac_roles[${index}].scopes names "${missing}", which is not in rbac_scopes (${[...defined].join(', ') || 'empty'})`,
      );
    }
  }
  return issues;
}
