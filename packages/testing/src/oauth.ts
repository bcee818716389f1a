/**
 * The request a connected app (an OAuth client) sends its user to: the authorization URL of a
 * Stytch identity provider's authorize page (Connected Apps; Portico's identity-provider mode),
 * with PKCE (RFC 7636, S256), so a test can open the consent page the way the client would.
 */
import { createHash } from 'node:crypto';

/** The code verifier `authorizeUrl` uses unless told otherwise (43 characters or more, as RFC 7636 asks). */
export const TEST_CODE_VERIFIER = 'portico-testing-code-verifier-0123456789-abcdefghij';

/** PKCE's S256 code challenge of `verifier`: SHA-256, base64url without padding (RFC 7636 §4.2). */
export function codeChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export interface AuthorizeUrlOptions {
  /** The connected app's client id. */
  clientId: string;
  /** One of the app's registered redirect URIs. */
  redirectUri: string;
  /** Space-separated scopes (default `openid email profile`). */
  scope?: string;
  /** The client's `state`, echoed back to its redirect URI. */
  state?: string;
  /**
   * The PKCE code verifier whose S256 challenge goes in the URL (default {@link TEST_CODE_VERIFIER});
   * the token exchange sends it back. `false`: no PKCE (a confidential client may leave it out).
   */
  codeVerifier?: string | false;
  /** Other query parameters (`prompt`, `nonce`, or the page's own), after the standard ones. */
  params?: Record<string, string>;
  /** The authorize page: a path of the app under test (default `/oauth/authorize`) or a whole URL. */
  path?: string;
}

/** The authorization request's URL (`response_type=code`): `path` with its query. */
export function authorizeUrl(options: AuthorizeUrlOptions): string {
  const { clientId, redirectUri, scope = 'openid email profile', state, codeVerifier = TEST_CODE_VERIFIER, params = {}, path = '/oauth/authorize' } = options;
  const query = new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, response_type: 'code', scope });
  if (state !== undefined) query.set('state', state);
  if (codeVerifier !== false) {
    query.set('code_challenge', codeChallenge(codeVerifier));
    query.set('code_challenge_method', 'S256');
  }
  for (const [name, value] of Object.entries(params)) query.set(name, value);
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
