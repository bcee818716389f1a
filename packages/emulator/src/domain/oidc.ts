/**
 * The identity provider's standard OpenID Connect side: discovery, the token endpoint's grants,
 * userinfo claims. Errors follow RFC 6749 §5.2 (`{error, error_description}`), not Stytch's envelope.
 */
import type { ProjectSettings } from '../settings';
import type { ConnectedApp } from '../settings-oauth';
import type { Store } from '../store';
import { STANDARD_SCOPES } from './idp';
import { accessTokenHash, oidcIssuer, signProjectJwt, seconds } from './oidc-tokens';
import { newSecretToken, sha256Hex } from './random';

/** Access tokens (and ID tokens) last an hour unless the app says otherwise. */
export const DEFAULT_ACCESS_TOKEN_MINUTES = 60;

export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  | 'invalid_token'
  | 'insufficient_scope';

/** An RFC 6749 error: answered as `{error, error_description}` with the status. */
export class OAuthError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404,
    readonly error: OAuthErrorCode,
    description: string,
  ) {
    super(description);
    this.name = 'OAuthError';
  }
}

/** The OpenID Provider Metadata (OIDC Discovery §3, RFC 8414) for the issuer at `origin`. */
export function discoveryDocument(origin: string, settings: ProjectSettings) {
  const issuer = oidcIssuer(origin, settings);
  return {
    issuer,
    authorization_endpoint: `${issuer}/oauth2/authorize`,
    token_endpoint: `${issuer}/oauth2/token`,
    userinfo_endpoint: `${issuer}/oauth2/userinfo`,
    end_session_endpoint: `${issuer}/oauth2/logout`,
    jwks_uri: `${origin}/v1/sessions/jwks/${settings.project_id}`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: [...Object.keys(STANDARD_SCOPES), ...settings.rbac_scopes.map((entry) => entry.scope)],
    claims_supported: [
      'iss',
      'sub',
      'aud',
      'exp',
      'iat',
      'auth_time',
      'amr',
      'nonce',
      'at_hash',
      'sid',
      'email',
      'email_verified',
      'name',
      'given_name',
      'middle_name',
      'family_name',
      'phone_number',
      'phone_number_verified',
    ],
    prompt_values_supported: ['consent', 'none'],
  };
}

/** The user's claims for the granted scopes: `email`, `profile`, `phone` (OIDC Core §5.4). */
export function userClaims(store: Store, userId: string, scopes: readonly string[]): Record<string, unknown> {
  const user = store.users.require(userId);
  const claims: Record<string, unknown> = { sub: userId };
  if (scopes.includes('email')) {
    const emails = store.emails.listForUser(userId);
    const email = emails.find((entry) => entry.verified) ?? emails[0];
    if (email) Object.assign(claims, { email: email.email, email_verified: email.verified });
  }
  if (scopes.includes('profile')) {
    const name = [user.first_name, user.middle_name, user.last_name].filter((part) => part !== '').join(' ');
    Object.assign(claims, {
      name,
      given_name: user.first_name,
      middle_name: user.middle_name,
      family_name: user.last_name,
    });
  }
  if (scopes.includes('phone')) {
    const phones = store.phoneNumbers.listForUser(userId);
    const phone = phones.find((entry) => entry.verified) ?? phones[0];
    if (phone) Object.assign(claims, { phone_number: phone.phone_number, phone_number_verified: phone.verified });
  }
  return claims;
}

/** What a grant issues tokens for. */
export interface TokenSubject {
  app: ConnectedApp;
  userId: string;
  sessionId: string;
  scopes: string[];
  authTime: number;
  /** How the user authenticated (RFC 8176), fixed when the code was granted; null: unknown (left out). */
  amr: string[] | null;
  nonce: string | null;
  /** The authorization code the chain started from (refresh tokens remember it). */
  codeHash: string;
}

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
  id_token?: string;
  refresh_token?: string;
}

/**
 * The token response: an RS256 access token JWT (RFC 9068) always, an ID token when `openid` was
 * granted, a (new, rotated) refresh token when `offline_access` was. Stores the refresh token and
 * a record of the access token (its `jti` and the code of its chain), which revocation marks.
 */
export async function issueTokens(store: Store, origin: string, settings: ProjectSettings, subject: TokenSubject, now: number): Promise<TokenResponse> {
  const iss = oidcIssuer(origin, settings);
  const lifetimeSeconds = (subject.app.access_token_expiry_minutes ?? DEFAULT_ACCESS_TOKEN_MINUTES) * 60;
  const scope = subject.scopes.join(' ');
  const jti = crypto.randomUUID();
  // Everything that waits (signing, hashing) first; then the tokens are recorded in one
  // synchronous step, which a replay of the chain's code cannot come between.
  const accessToken = await signProjectJwt(
    store,
    {
      iss,
      sub: subject.userId,
      aud: settings.project_id,
      client_id: subject.app.client_id,
      scope,
      sid: subject.sessionId,
      jti,
    },
    { typ: 'at+jwt', now, lifetimeSeconds },
  );
  const response: TokenResponse = { access_token: accessToken, token_type: 'Bearer', expires_in: lifetimeSeconds, scope };
  if (subject.scopes.includes('openid')) {
    const claims = userClaims(store, subject.userId, subject.scopes);
    response.id_token = await signProjectJwt(
      store,
      {
        ...claims,
        iss,
        sub: subject.userId,
        aud: subject.app.client_id,
        auth_time: seconds(subject.authTime),
        ...(subject.amr === null ? {} : { amr: subject.amr }),
        sid: subject.sessionId,
        at_hash: await accessTokenHash(accessToken),
        ...(subject.nonce === null ? {} : { nonce: subject.nonce }),
      },
      { typ: 'JWT', now, lifetimeSeconds },
    );
  }
  const refreshToken = subject.scopes.includes('offline_access') ? newSecretToken() : null;
  const refreshTokenHash = refreshToken === null ? null : await sha256Hex(refreshToken);
  store.transaction(() => {
    // A replay of the code (or reuse of a rotated refresh token) while these were being signed
    // revoked the chain: nothing of it may come alive now (RFC 6749 §4.1.2, RFC 6819 §5.2.2.3).
    if (store.idpCodes.isRevoked(subject.codeHash)) {
      throw new OAuthError(400, 'invalid_grant', 'The authorization code was replayed while these tokens were issued: every token of its chain is revoked.');
    }
    store.idpAccessTokens.issue({
      jti,
      code_hash: subject.codeHash,
      client_id: subject.app.client_id,
      user_id: subject.userId,
      created_at: now,
      expires_at: now + lifetimeSeconds * 1000,
    });
    if (refreshTokenHash !== null) {
      store.idpRefreshTokens.issue({
        token_hash: refreshTokenHash,
        client_id: subject.app.client_id,
        user_id: subject.userId,
        session_id: subject.sessionId,
        code_hash: subject.codeHash,
        scopes: subject.scopes,
        auth_time: subject.authTime,
        amr: subject.amr,
        created_at: now,
      });
    }
  });
  if (refreshToken !== null) response.refresh_token = refreshToken;
  return response;
}

/**
 * Revokes everything issued from an authorization code: its refresh tokens and the access tokens
 * of the chain (RFC 6749 §4.1.2: when a code is used twice, the server "SHOULD revoke (when
 * possible) all tokens previously issued based on that authorization code"). Also used when a
 * rotated refresh token comes back.
 */
export function revokeCodeChain(store: Store, codeHash: string, now: number): void {
  store.transaction(() => {
    store.idpCodes.revoke(codeHash, now);
    store.idpRefreshTokens.revokeForCode(codeHash, now);
    store.idpAccessTokens.revokeForCode(codeHash, now);
  });
}
