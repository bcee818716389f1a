import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import type { ProjectSettings } from '../settings';
import type { SessionRecord, Store } from '../store';
import { newId } from './random';
import { sessionClaim, userRoles } from './views';

const ALG = 'RS256';
const META_KEY = 'session_signing_key';
/** Stytch session JWTs are valid for five minutes (or less, if the session ends sooner). */
const JWT_LIFETIME_MS = 5 * 60 * 1000;

interface StoredKey {
  kid: string;
  private_jwk: JWK;
  public_jwk: JWK;
}

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

const keys = new WeakMap<Store, Promise<SigningKey>>();

/**
 * The project's RS256 signing key: generated on first use and kept in the database (it survives
 * `POST /emulator/reset`), so JWTs stay verifiable across restarts of a file-backed emulator.
 */
function signingKey(store: Store): Promise<SigningKey> {
  let key = keys.get(store);
  if (!key) {
    key = loadOrCreateKey(store);
    keys.set(store, key);
    key.catch(() => keys.delete(store));
  }
  return key;
}

/** A new signing key, serialised as it is kept in the database's `meta` table. */
export async function generateSigningKeyRecord(): Promise<string> {
  const pair = await generateKeyPair(ALG, { extractable: true });
  const kid = newId('jwk');
  const record: StoredKey = {
    kid,
    private_jwk: await exportJWK(pair.privateKey),
    public_jwk: { ...(await exportJWK(pair.publicKey)), kid, alg: ALG, use: 'sig' },
  };
  return JSON.stringify(record);
}

/** Gives a store a key made earlier (tests share one; RSA key generation is slow). */
export function installSigningKeyRecord(store: Store, record: string): void {
  store.meta.set(META_KEY, record);
}

async function loadOrCreateKey(store: Store): Promise<SigningKey> {
  let saved = store.meta.get(META_KEY);
  if (!saved) {
    saved = await generateSigningKeyRecord();
    store.meta.set(META_KEY, saved);
  }
  const stored = JSON.parse(saved) as StoredKey;
  const privateKey = await importJWK(stored.private_jwk, ALG);
  if (privateKey instanceof Uint8Array) throw new Error('the stored session signing key is not an RSA key');
  return { kid: stored.kid, privateKey, publicJwk: stored.public_jwk };
}

/**
 * The project's RS256 key (`kid`, private key, public JWK), for the other tokens the emulator signs
 * with it: the identity provider's ID and access tokens (see `domain/oidc-tokens.ts`).
 */
export const projectSigningKey = (store: Store): Promise<{ kid: string; privateKey: CryptoKey; publicJwk: JWK }> =>
  signingKey(store);

/** The JSON Web Key Set that verifies session JWTs. */
export async function jwks(store: Store): Promise<{ keys: JWK[] }> {
  return { keys: [(await signingKey(store)).publicJwk] };
}

/** A signed session JWT with Stytch's claims (`sub`, `iss`, `aud`, `https://stytch.com/session`). */
export async function signSessionJwt(
  store: Store,
  settings: ProjectSettings,
  session: SessionRecord,
  now: number,
): Promise<string> {
  const key = await signingKey(store);
  const seconds = (ms: number) => Math.floor(ms / 1000);
  const roles = userRoles(store.users.require(session.user_id));
  return new SignJWT({ 'https://stytch.com/session': sessionClaim(session, roles) })
    .setProtectedHeader({ alg: ALG, kid: key.kid, typ: 'JWT' })
    .setSubject(session.user_id)
    .setIssuer(`stytch.com/${settings.project_id}`)
    .setAudience([settings.project_id])
    .setIssuedAt(seconds(now))
    .setNotBefore(seconds(now))
    .setExpirationTime(seconds(Math.min(now + JWT_LIFETIME_MS, session.expires_at)))
    .sign(key.privateKey);
}
