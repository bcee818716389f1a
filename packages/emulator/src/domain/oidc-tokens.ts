/**
 * JWTs the emulator signs with the project's RS256 key besides session JWTs: the identity
 * provider's ID tokens and access tokens, and the stand-in social providers' ID tokens. All of
 * them verify against the same JWKS (`/v1/sessions/jwks/<project_id>`, `/emulator/jwks`).
 */
import { importJWK, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { ProjectSettings } from '../settings';
import type { Store } from '../store';
import { projectSigningKey } from './jwt';
import { base64Url } from './random';

const ALG = 'RS256';

/** The identity provider's issuer: `<base>/v1/public/<project_id>`, where discovery documents live. */
export const oidcIssuer = (origin: string, settings: ProjectSettings): string => `${origin}/v1/public/${settings.project_id}`;

export const seconds = (ms: number): number => Math.floor(ms / 1000);

export interface SignOptions {
  /** The `typ` header: `JWT` for ID tokens, `at+jwt` for access tokens (RFC 9068). */
  typ: 'JWT' | 'at+jwt';
  now: number;
  lifetimeSeconds: number;
}

/** Signs `payload` (which must carry iss, sub and aud) with `iat`, `nbf` and `exp` from the emulator clock. */
export async function signProjectJwt(store: Store, payload: JWTPayload, options: SignOptions): Promise<string> {
  const key = await projectSigningKey(store);
  const iat = seconds(options.now);
  return new SignJWT(payload)
    .setProtectedHeader({ alg: ALG, kid: key.kid, typ: options.typ })
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(iat + options.lifetimeSeconds)
    .sign(key.privateKey);
}

export interface VerifyOptions {
  typ: SignOptions['typ'];
  now: number;
  audience?: string;
  /** For `id_token_hint`, which may have expired (OIDC RP-Initiated Logout §2). */
  ignoreExpiry?: boolean;
}

/** The payload of a JWT the emulator signed, or null when it is not one (bad signature, type, audience, expired). */
export async function verifyProjectJwt(store: Store, token: string, options: VerifyOptions): Promise<JWTPayload | null> {
  const key = await projectSigningKey(store);
  const publicKey = await importJWK(key.publicJwk, ALG);
  try {
    const { payload } = await jwtVerify(token, publicKey, {
      algorithms: [ALG],
      typ: options.typ,
      audience: options.audience,
      currentDate: new Date(options.now),
      // An expired hint is still a valid hint; otherwise exp is checked against the emulator clock.
      ...(options.ignoreExpiry ? { maxTokenAge: undefined, clockTolerance: Number.MAX_SAFE_INTEGER } : {}),
    });
    return payload;
  } catch {
    return null;
  }
}

/** `at_hash`: base64url of the left half of SHA-256(access token) (OIDC Core §3.1.3.6). */
export async function accessTokenHash(accessToken: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(accessToken)));
  return base64Url(digest.slice(0, digest.length / 2));
}

/** What a valid access token of a Connected App says, or why it is not valid. */
export type AccessTokenCheck =
  | { ok: true; userId: string; clientId: string; scopes: string[]; sessionId: string | null }
  | { ok: false; reason: 'invalid' | 'expired' | 'revoked' };

/**
 * Checks an access token from the token endpoint: signature, type, audience and issuer, expiry on
 * the emulator clock, that its record (by `jti`) exists and is not revoked (a replayed code or
 * reused refresh token revokes its chain), and that the user still exists and has not revoked the app.
 */
export async function checkAccessToken(store: Store, token: string, options: { issuer: string; audience: string; now: number }): Promise<AccessTokenCheck> {
  const claims = await verifyProjectJwt(store, token, { typ: 'at+jwt', now: options.now, audience: options.audience, ignoreExpiry: true });
  if (!claims || typeof claims.sub !== 'string' || typeof claims.client_id !== 'string' || claims.iss !== options.issuer) {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof claims.exp !== 'number' || claims.exp <= seconds(options.now)) return { ok: false, reason: 'expired' };
  const record = typeof claims.jti === 'string' ? store.idpAccessTokens.find(claims.jti) : undefined;
  if (!record || record.revoked_at !== null || store.idpCodes.isRevoked(record.code_hash)) return { ok: false, reason: 'revoked' };
  if (!store.users.get(claims.sub) || !store.idpGrants.find(claims.sub, claims.client_id)) return { ok: false, reason: 'revoked' };
  return {
    ok: true,
    userId: claims.sub,
    clientId: claims.client_id,
    scopes: typeof claims.scope === 'string' ? claims.scope.split(' ').filter((scope) => scope !== '') : [],
    sessionId: typeof claims.sid === 'string' ? claims.sid : null,
  };
}
