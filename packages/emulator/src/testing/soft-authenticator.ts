/**
 * A software WebAuthn authenticator for tests: one ES256 (P-256) credential made with WebCrypto,
 * `none` attestation, and the JSON a browser (through @github/webauthn-json) would send, so the
 * emulator's verification runs for real.
 */
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

type CBORValue = Parameters<typeof isoCBOR.encode>[0];

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

type Bytes = Uint8Array<ArrayBuffer>;

const utf8 = (text: string): Bytes => new TextEncoder().encode(text);

const concat = (...parts: Uint8Array[]): Bytes => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

const sha256 = async (data: Bytes): Promise<Bytes> => new Uint8Array(await crypto.subtle.digest('SHA-256', data));

const uint32 = (value: number): Uint8Array => new Uint8Array([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);

/** Standard or URL-safe base64 (padded or not) → base64url, as the options may carry either. */
const toBase64Url = (value: string): string => value.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** One ASN.1 DER INTEGER from a big-endian unsigned number. */
function derInteger(bytes: Uint8Array): Uint8Array {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  let body: Uint8Array = bytes.slice(start);
  if ((body[0] ?? 0) & 0x80) body = concat(new Uint8Array([0]), body);
  return concat(new Uint8Array([0x02, body.length]), body);
}

/** WebCrypto's raw r‖s ECDSA signature → the DER SEQUENCE authenticators send. */
function derSignature(raw: Uint8Array): Bytes {
  const body = concat(derInteger(raw.slice(0, 32)), derInteger(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

export interface CeremonyOptions {
  /** The parsed options JSON from the start call. */
  options: { challenge: string; rp?: { id?: string }; rpId?: string };
  /** The page origin the browser reports in clientDataJSON. */
  origin: string;
  /** Sign for another relying party id than the options name. */
  rpId?: string;
  /** Whether the user was verified (biometrics, PIN): the UV flag, set unless `false`. */
  userVerified?: boolean;
  /** Another challenge than the options'. */
  challenge?: string;
}

export class SoftAuthenticator {
  readonly credentialId = crypto.getRandomValues(new Uint8Array(16));
  /** The signature counter the next assertion reports (incremented by each). */
  counter = 0;

  private constructor(private readonly keys: CryptoKeyPair) {}

  static async create(): Promise<SoftAuthenticator> {
    const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
    return new SoftAuthenticator(keys);
  }

  get id(): string {
    return isoBase64URL.fromBuffer(this.credentialId);
  }

  private async cosePublicKey(): Promise<Uint8Array> {
    const jwk = await crypto.subtle.exportKey('jwk', this.keys.publicKey);
    return isoCBOR.encode(
      new Map<number, CBORValue>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
        [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
      ]),
    );
  }

  private clientData(type: string, ceremony: CeremonyOptions): Bytes {
    const challenge = toBase64Url(ceremony.challenge ?? ceremony.options.challenge);
    return utf8(JSON.stringify({ type, challenge, origin: ceremony.origin, crossOrigin: false }));
  }

  /** A `navigator.credentials.create` result (`none` attestation), as JSON. */
  async register(ceremony: CeremonyOptions) {
    const rpId = ceremony.rpId ?? ceremony.options.rp?.id ?? '';
    const authData = concat(
      await sha256(utf8(rpId)),
      new Uint8Array([FLAG_USER_PRESENT | (ceremony.userVerified === false ? 0 : FLAG_USER_VERIFIED) | FLAG_ATTESTED_CREDENTIAL]),
      uint32(this.counter),
      new Uint8Array(16), // AAGUID: all zeros, as for a software authenticator
      new Uint8Array([0, this.credentialId.length]),
      this.credentialId,
      await this.cosePublicKey(),
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, CBORValue>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(this.clientData('webauthn.create', ceremony)),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** A `navigator.credentials.get` result, as JSON; the counter then goes up by one. */
  async authenticate(ceremony: CeremonyOptions, userHandle: string | null = null) {
    const rpId = ceremony.rpId ?? ceremony.options.rpId ?? '';
    this.counter += 1;
    const authenticatorData = concat(
      await sha256(utf8(rpId)),
      new Uint8Array([FLAG_USER_PRESENT | (ceremony.userVerified === false ? 0 : FLAG_USER_VERIFIED)]),
      uint32(this.counter),
    );
    const clientDataJSON = this.clientData('webauthn.get', ceremony);
    const signed = concat(authenticatorData, await sha256(clientDataJSON));
    const raw = new Uint8Array(
      await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, this.keys.privateKey, signed),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
        authenticatorData: isoBase64URL.fromBuffer(authenticatorData),
        signature: isoBase64URL.fromBuffer(derSignature(raw)),
        userHandle,
      },
      clientExtensionResults: {},
    };
  }
}
