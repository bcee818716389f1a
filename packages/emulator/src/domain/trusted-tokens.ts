/**
 * Trusted Auth Tokens (`POST /sessions/attest`): JWTs from an issuer the project trusts, verified
 * with jose against a profile of the settings. Profiles without a key of their own use the
 * emulator's ES256 key, which `POST /emulator/trusted-tokens` signs test tokens with.
 */
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  exportJWK,
  generateKeyPair,
  importJWK,
  importSPKI,
  jwtVerify,
  SignJWT,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { DomainError } from './errors';
import type { ProjectSettings, TrustedAuthTokenProfile } from '../settings';
import type { AuthenticationFactor, Store } from '../store';
import { normalizeEmail } from './contact';
import { newId } from './random';
import { newFactor } from './views';

const MANAGED_ALG = 'ES256';
const META_KEY = 'trusted_auth_token_signing_key';
const PEM_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'];

interface StoredKey {
  kid: string;
  private_jwk: JWK;
  public_jwk: JWK;
}

interface ManagedKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

const managedKeys = new WeakMap<Store, Promise<ManagedKey>>();
const remoteKeySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** The emulator's own trusted-token key: made on first use and kept in `meta` (it survives resets). */
function managedKey(store: Store): Promise<ManagedKey> {
  let key = managedKeys.get(store);
  if (!key) {
    key = loadOrCreateManagedKey(store);
    managedKeys.set(store, key);
    key.catch(() => managedKeys.delete(store));
  }
  return key;
}

async function loadOrCreateManagedKey(store: Store): Promise<ManagedKey> {
  let saved = store.meta.get(META_KEY);
  if (!saved) {
    const pair = await generateKeyPair(MANAGED_ALG, { extractable: true });
    const kid = newId('trusted-auth-token');
    const record: StoredKey = {
      kid,
      private_jwk: await exportJWK(pair.privateKey),
      public_jwk: { ...(await exportJWK(pair.publicKey)), kid, alg: MANAGED_ALG, use: 'sig' },
    };
    saved = JSON.stringify(record);
    store.meta.set(META_KEY, saved);
  }
  const stored = JSON.parse(saved) as StoredKey;
  const privateKey = await importJWK(stored.private_jwk, MANAGED_ALG);
  if (privateKey instanceof Uint8Array) throw new Error('the stored trusted-token key is not an EC key');
  return { kid: stored.kid, privateKey, publicJwk: stored.public_jwk };
}

/** The public half of the emulator's trusted-token key, as a JWKS. */
export async function trustedTokenJwks(store: Store): Promise<{ keys: JWK[] }> {
  return { keys: [(await managedKey(store)).publicJwk] };
}

/** Whether tokens of this profile are verified with the emulator's own key. */
export const usesEmulatorKey = (profile: TrustedAuthTokenProfile): boolean =>
  profile.public_key_pem === undefined && profile.jwks_url === undefined && profile.hs256_secret === undefined;

export function findProfile(settings: ProjectSettings, profileId: string): TrustedAuthTokenProfile | undefined {
  return settings.trusted_auth_token_profiles.find((profile) => profile.profile_id === profileId);
}

export const profileClaims = (profile: TrustedAuthTokenProfile) => ({
  email: profile.attribute_mapping?.email ?? 'email',
  tokenId: profile.attribute_mapping?.token_id ?? 'jti',
});

async function verificationKey(
  store: Store,
  profile: TrustedAuthTokenProfile,
): Promise<{ key: Uint8Array | CryptoKey | JWTVerifyGetKey; algorithms: string[] }> {
  if (profile.hs256_secret !== undefined) return { key: new TextEncoder().encode(profile.hs256_secret), algorithms: ['HS256'] };
  if (profile.jwks_url !== undefined) {
    let keySet = remoteKeySets.get(profile.jwks_url);
    if (!keySet) {
      keySet = createRemoteJWKSet(new URL(profile.jwks_url));
      remoteKeySets.set(profile.jwks_url, keySet);
    }
    return { key: keySet, algorithms: PEM_ALGORITHMS };
  }
  const pem = profile.public_key_pem;
  if (pem !== undefined) {
    return { key: async (header) => importSPKI(pem, header.alg ?? ''), algorithms: PEM_ALGORITHMS };
  }
  return { key: createLocalJWKSet(await trustedTokenJwks(store)), algorithms: [MANAGED_ALG] };
}

const invalidToken = (why: string) =>
  new DomainError('unauthorized', 'invalid_trusted_auth_token', `The trusted auth token could not be verified: ${why}`);

/** Stytch-like errors for jose's verification failures. */
function verificationError(error: unknown, profile: TrustedAuthTokenProfile): DomainError {
  if (error instanceof errors.JWTExpired) return invalidToken('it has expired (exp).');
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') {
      return new DomainError('unauthorized', 'jwt_invalid_issuer', `The trusted auth token's issuer (iss) must be "${profile.issuer}".`);
    }
    if (error.claim === 'aud') {
      return new DomainError('unauthorized', 'jwt_invalid_audience', `The trusted auth token's audience (aud) must include "${profile.audience}".`);
    }
    return invalidToken(`claim ${error.claim}: ${error.message}.`);
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return invalidToken('its signature does not match the profile’s key.');
  if (error instanceof errors.JOSEAlgNotAllowed) return invalidToken(`its algorithm is not accepted for this profile (${error.message}).`);
  if (error instanceof errors.JWKSNoMatchingKey) return invalidToken('no key of the profile’s JWKS matches its header.');
  if (error instanceof errors.JOSEError || error instanceof TypeError) return invalidToken(`it is not a valid JWT (${error.message}).`);
  throw error;
}

export interface TrustedTokenClaims {
  email: string;
  tokenId: string;
}

/** Verifies signature, issuer, audience and expiry (on the emulator clock), then reads the mapped claims. */
export async function verifyTrustedToken(
  store: Store,
  profile: TrustedAuthTokenProfile,
  token: string,
  now: number,
): Promise<TrustedTokenClaims> {
  const { key, algorithms } = await verificationKey(store, profile);
  const options = { issuer: profile.issuer, audience: profile.audience, algorithms, requiredClaims: ['exp'], currentDate: new Date(now) };
  let payload: JWTPayload;
  try {
    ({ payload } = typeof key === 'function' ? await jwtVerify(token, key, options) : await jwtVerify(token, key, options));
  } catch (error) {
    throw verificationError(error, profile);
  }
  const claims = profileClaims(profile);
  const email = payload[claims.email];
  const tokenId = payload[claims.tokenId];
  if (typeof tokenId !== 'string' || tokenId === '') {
    throw new DomainError('invalid', 'jwt_invalid_claims', `The trusted auth token needs a "${claims.tokenId}" claim (the token id).`);
  }
  let normalized: string;
  try {
    normalized = normalizeEmail(email);
  } catch {
    throw new DomainError('invalid', 'jwt_invalid_claims', `The trusted auth token's "${claims.email}" claim must be an email address.`);
  }
  return { email: normalized, tokenId };
}

export interface MintInput {
  email: string;
  tokenId: string;
  expiresInSeconds: number;
  claims: Record<string, unknown>;
}

/** Signs a token the profile accepts (HS256 with its secret, or ES256 with the emulator's key). */
export async function mintTrustedToken(store: Store, profile: TrustedAuthTokenProfile, input: MintInput, now: number): Promise<string> {
  const names = profileClaims(profile);
  const seconds = Math.floor(now / 1000);
  const jwt = new SignJWT({ ...input.claims, [names.email]: input.email, [names.tokenId]: input.tokenId })
    .setIssuer(profile.issuer)
    .setAudience(profile.audience)
    .setSubject(input.email)
    .setIssuedAt(seconds)
    .setExpirationTime(seconds + input.expiresInSeconds);
  if (profile.hs256_secret !== undefined) {
    return jwt.setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(profile.hs256_secret));
  }
  const key = await managedKey(store);
  return jwt.setProtectedHeader({ alg: MANAGED_ALG, kid: key.kid, typ: 'JWT' }).sign(key.privateKey);
}

/** The session factor of an attested token. */
export function trustedTokenFactor(tokenId: string, now: number): AuthenticationFactor {
  return newFactor('trusted_auth_token', 'trusted_auth_token', now, {
    trusted_auth_token_factor: { token_id: tokenId },
  });
}
