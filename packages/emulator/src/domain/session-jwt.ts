import { compactVerify, importJWK, type JWK } from 'jose';
import type { ProjectSettings } from '../settings';
import type { Store } from '../store';
import { jwks } from './jwt';

const SESSION_CLAIM = 'https://stytch.com/session';

const decoder = new TextDecoder();

/** The public key of each JWK, imported once. */
const importedKeys = new WeakMap<JWK, Promise<CryptoKey | Uint8Array>>();

function publicKey(jwk: JWK): Promise<CryptoKey | Uint8Array> {
  let key = importedKeys.get(jwk);
  if (!key) {
    key = importJWK(jwk, 'RS256');
    importedKeys.set(jwk, key);
  }
  return key;
}

/**
 * The id of the session a session JWT names, if the JWT is one this project signed: an RS256
 * signature by the project's key (`domain/jwt.ts`), the issuer `stytch.com/<project_id>`, the
 * project id among its audiences, and Stytch's session claim. Its `exp` is not checked: as at
 * Stytch, the Backend API's `sessions/authenticate` takes a JWT past its five minutes while its
 * session lives, and answers a fresh one. Whether the session lives is the caller's question.
 * Null for anything else.
 */
export async function sessionIdOfJwt(
  store: Store,
  settings: Pick<ProjectSettings, 'project_id'>,
  jwt: string,
): Promise<string | null> {
  const { keys } = await jwks(store);
  for (const jwk of keys) {
    let payload: unknown;
    try {
      const verified = await compactVerify(jwt, await publicKey(jwk), { algorithms: ['RS256'] });
      payload = JSON.parse(decoder.decode(verified.payload));
    } catch {
      continue;
    }
    if (typeof payload !== 'object' || payload === null) return null;
    const claims = payload as Record<string, unknown>;
    const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (claims.iss !== `stytch.com/${settings.project_id}` || !audience.includes(settings.project_id)) return null;
    const session = claims[SESSION_CLAIM] as { id?: unknown } | undefined;
    return typeof session?.id === 'string' ? session.id : null;
  }
  return null;
}
