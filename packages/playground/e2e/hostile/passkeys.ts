import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { DEFAULT_PUBLIC_TOKEN } from '@portico/emulator/client-options';
import { inboxOf } from '../support';

/**
 * Passkeys for the hostile-data matrix, registered from Node through the emulator's SDK routes
 * (as @stytch/vanilla-js calls them) with a software authenticator: one user gets a passkey per
 * payload, each then renamed to it, so PasskeyRegistrationSuccess lists every payload at once. (The
 * browser's virtual authenticator makes one credential per authenticator for a user.)
 */

/** The minimum of CBOR the attestation needs: unsigned and negative integers, byte and text strings, maps. */
function cbor(value: number | string | Uint8Array | Map<number | string, unknown>): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
    if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
    const out = Buffer.alloc(5);
    out[0] = (major << 5) | 26;
    out.writeUInt32BE(length, 1);
    return out;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [key, entry] of value) parts.push(cbor(key), cbor(entry as Parameters<typeof cbor>[0]));
  return Buffer.concat(parts);
}

const base64Url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();

/** A fresh ES256 credential's `navigator.credentials.create` result (`none` attestation), as webauthn-json sends it. */
function newCredential(options: { challenge: string; rp?: { id?: string } }, origin: string) {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const cose = cbor(
    new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
  const authData = Buffer.concat([
    sha256(options.rp?.id ?? 'localhost'),
    Buffer.from([0x01 | 0x04 | 0x40]), // user present, user verified, attested credential data
    Buffer.alloc(4), // counter
    Buffer.alloc(16), // AAGUID
    Buffer.from([0, credentialId.length]),
    credentialId,
    cose,
  ]);
  const attestationObject = cbor(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
  const challenge = options.challenge.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const clientData = JSON.stringify({ type: 'webauthn.create', challenge, origin, crossOrigin: false });
  const id = base64Url(credentialId);
  return {
    id,
    rawId: id,
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: {
      clientDataJSON: base64Url(Buffer.from(clientData)),
      attestationObject: base64Url(attestationObject),
      transports: ['internal'],
    },
    clientExtensionResults: {},
  };
}

/**
 * Registers one passkey per name for the session's user and renames each to its name; returns
 * their registration ids, in order. `origin` is the page the credentials are made for. Once the
 * first passkey is registered the user has two kinds of factor, and enrolling another needs a
 * session with two (as at Stytch): the session first proves the user's email with a code, so it
 * holds the email's factor beside the passkey's.
 */
export async function seedPasskeys(
  request: APIRequestContext,
  { emulatorUrl, sessionToken, email, origin, names }: { emulatorUrl: string; sessionToken: string; email: string; origin: string; names: string[] },
): Promise<string[]> {
  let token = sessionToken;
  const call = async (method: 'post' | 'put', path: string, data: Record<string, unknown>) => {
    const headers = { Authorization: `Basic ${Buffer.from(`${DEFAULT_PUBLIC_TOKEN}:${token}`).toString('base64')}`, Origin: origin };
    const response = await request[method](`${emulatorUrl}/sdk/v1${path}`, { headers, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  };
  const sent = await call('post', '/otps/email/login_or_create', { email });
  const { code } = await inboxOf(emulatorUrl).latest(email);
  const proved = await call('post', '/otps/authenticate', { token: code, method_id: sent.method_id, session_duration_minutes: 60 });
  token = String(proved.session_token);
  const ids: string[] = [];
  for (const name of names) {
    const start = await call('post', '/webauthn/register/start', { domain: new URL(origin).hostname, return_passkey_credential_options: true });
    const options = JSON.parse(String(start.public_key_credential_creation_options)) as { challenge: string; rp?: { id?: string } };
    const registered = await call('post', '/webauthn/register', {
      public_key_credential: JSON.stringify(newCredential(options, origin)),
      session_duration_minutes: 60,
    });
    token = String(registered.session_token);
    const id = String(registered.webauthn_registration_id);
    await call('put', `/webauthn/update/${id}`, { name });
    ids.push(id);
  }
  return ids;
}
