import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type * as NodeBuffer from 'node:buffer';
import type * as NodeCrypto from 'node:crypto';
import type { ProjectSettings } from '../settings';
import type { SessionRecord, Store } from '../store';
import { base64Url, newId } from './random';
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
  /** The RS256 signature (RSASSA-PKCS1-v1_5 with SHA-256) of a JWS signing input. */
  sign: (input: Uint8Array<ArrayBuffer>) => Promise<Uint8Array>;
}

/**
 * Node's built-in modules when the app runs in Node (`process.getBuiltinModule`, Node 20.16+), and
 * undefined in a browser, where the app must not import them. Looked up, not imported, so browser
 * bundles stay free of Node built-ins.
 */
function nodeBuiltin<T>(id: string): T | undefined {
  const runtime = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  return typeof runtime?.getBuiltinModule === 'function' ? (runtime.getBuiltinModule(id) as T | undefined) : undefined;
}

const nodeCrypto = nodeBuiltin<typeof NodeCrypto>('node:crypto');
const nodeBuffer = nodeBuiltin<typeof NodeBuffer>('node:buffer')?.Buffer;

/**
 * Copies of the key that signatures in Node spread over. Node holds a lock on a key object for the
 * whole of a signature on the thread pool, so signatures with one key object run one after the
 * other (and starting one can wait for the lock). Four copies (the thread pool's default size) let
 * them run side by side: signing many at once took about a fifth less time on 2 cores.
 */
const NODE_KEY_COPIES = 4;

/**
 * The signer for a key. RSASSA-PKCS1-v1_5 is deterministic, so both ways give the same signature.
 * In Node, `crypto.sign` with a callback on `KeyObject`s made once: OpenSSL signs on the libuv
 * thread pool, off the event loop, and each signature takes the least busy copy of the key.
 * Elsewhere, WebCrypto.
 * @internal exported for tests (`node` undefined: the browser's way).
 */
export function rs256Signer(privateJwk: JWK, privateKey: CryptoKey, node = nodeCrypto): SigningKey['sign'] {
  if (node) {
    const crypto = node;
    const copies = Array.from({ length: NODE_KEY_COPIES }, () => ({
      keyObject: crypto.createPrivateKey({ key: privateJwk as NodeCrypto.JsonWebKey, format: 'jwk' }),
      inFlight: 0,
    }));
    return (input) => {
      let copy = copies[0] as (typeof copies)[number];
      for (const each of copies) if (each.inFlight < copy.inFlight) copy = each;
      const chosen = copy;
      chosen.inFlight += 1;
      return new Promise((resolve, reject) => {
        crypto.sign('sha256', input, chosen.keyObject, (error, signature) => {
          chosen.inFlight -= 1;
          if (error) reject(error);
          else resolve(signature);
        });
      });
    };
  }
  return async (input) => new Uint8Array(await crypto.subtle.sign('RSASSA-PKCS1-v1_5', privateKey, input));
}

const encoder = new TextEncoder();

/** Base64url without padding (Node's `Buffer` when there is one: several times faster). */
const encodeBytes = (bytes: Uint8Array): string =>
  nodeBuffer ? nodeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64url') : base64Url(bytes);

const encodeText = (value: string): string =>
  nodeBuffer ? nodeBuffer.from(value, 'utf8').toString('base64url') : base64Url(encoder.encode(value));

/**
 * A compact JWS over `header` and `payload`, as jose's `SignJWT` writes it (base64url of their JSON,
 * in property order), without its per-call copying and checks: the header and claims here are
 * built by the emulator itself.
 */
async function signCompact(key: SigningKey, header: object, payload: object): Promise<string> {
  const input = `${encodeText(JSON.stringify(header))}.${encodeText(JSON.stringify(payload))}`;
  return `${input}.${encodeBytes(await key.sign(encoder.encode(input)))}`;
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
  return { kid: stored.kid, privateKey, publicJwk: stored.public_jwk, sign: rs256Signer(stored.private_jwk, privateKey) };
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

/**
 * A signed session JWT with Stytch's claims (`sub`, `iss`, `aud`, `https://stytch.com/session`).
 * `roles` are the user's ({@link userRoles}); read from the store when the caller has not already.
 */
export async function signSessionJwt(
  store: Store,
  settings: ProjectSettings,
  session: SessionRecord,
  now: number,
  roles: string[] = userRoles(store.users.require(session.user_id)),
): Promise<string> {
  const key = await signingKey(store);
  const seconds = (ms: number) => Math.floor(ms / 1000);
  // The claims in the order jose's SignJWT wrote them (the custom claim, then as set below).
  return signCompact(
    key,
    { alg: ALG, kid: key.kid, typ: 'JWT' },
    {
      'https://stytch.com/session': sessionClaim(session, roles),
      sub: session.user_id,
      iss: `stytch.com/${settings.project_id}`,
      aud: [settings.project_id],
      iat: seconds(now),
      nbf: seconds(now),
      exp: seconds(Math.min(now + JWT_LIFETIME_MS, session.expires_at)),
    },
  );
}
