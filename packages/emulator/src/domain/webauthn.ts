/**
 * Passkeys (WebAuthn): the options the start calls hand to the browser, and checks of what it
 * sends back. Signatures and attestations are verified for real by @simplewebauthn/server, which
 * is imported on first use: loading it (and its ASN.1 and X.509 stack) is a third of the
 * emulator's start-up time.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isJsonObject, type JsonObject } from './fields';
import { DomainError } from './errors';
import type { AuthenticationFactor, WebAuthnChallengeRecord, WebAuthnRegistrationRecord } from '../store';
import { isOriginAllowed, type ProjectSettings } from '../settings';
import { base64Url, fromBase64Url } from './random';
import { newFactor } from './views';

/** How long a start call's challenge can be used (also the options' `timeout`). */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/** ES256 and RS256 (COSE algorithm ids), the keys platform authenticators and security keys make. */
const SUPPORTED_ALGORITHMS = [-7, -257];

export const AUTHENTICATOR_TYPES = ['platform', 'cross-platform'] as const;
export type AuthenticatorType = (typeof AUTHENTICATOR_TYPES)[number];

export const invalidPublicKeyCredential = (why: string): DomainError =>
  new DomainError(
    'invalid',
    'invalid_public_key_credential',
    `Invalid public key credential: ${why} Pass the JSON string of the credential the browser returned.`,
  );

export const registrationNotFound = (): DomainError =>
  new DomainError(
    'not_found',
    'webauthn_registration_not_found',
    'WebAuthn registration could not be found. The passkey may have been deleted from the account while it is ' +
      'still in the password manager.',
  );

const unableToAuthenticate = (why: string): DomainError =>
  new DomainError('unauthorized', 'unable_to_auth_webauthn_registration', `WebAuthn registration could not be authenticated: ${why}`);

/** Random challenge bytes, as base64url (what the authenticator echoes in clientDataJSON). */
export const newChallenge = (): string => base64Url(crypto.getRandomValues(new Uint8Array(32)));

/** Base64url, with or without padding, as WebAuthn JSON carries binary fields. */
const isBase64Url = (value: string): boolean => /^[A-Za-z0-9_-]+={0,2}$/.test(value);

/** Standard, padded base64 of a base64url value. */
function toBase64(value: string): string {
  const base64 = value.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  return base64 + '='.repeat((4 - (base64.length % 4)) % 4);
}

/**
 * Binary option values are base64url with `use_base64_url_encoding`, standard padded base64
 * otherwise (as Stytch does); the SDK's decoder reads either.
 */
export const binaryEncoder =
  (base64Url: boolean) =>
  (value: string): string =>
    base64Url ? value : toBase64(value);

export const utf8Base64Url = (value: string): string => base64Url(new TextEncoder().encode(value));

export interface CreationOptionsInput {
  challenge: string;
  rpId: string;
  rpName: string;
  user: { id: string; name: string; displayName: string };
  excludeCredentials: WebAuthnRegistrationRecord[];
  authenticatorType: AuthenticatorType | undefined;
  passkey: boolean;
  base64Url: boolean;
}

/**
 * `PublicKeyCredentialCreationOptions` as JSON. Only keys @github/webauthn-json passes on
 * (protocol §6.1): no `hints`, extensions limited to `credProps`.
 */
export function creationOptions(input: CreationOptionsInput) {
  const encode = binaryEncoder(input.base64Url);
  return {
    rp: { id: input.rpId, name: input.rpName },
    user: { id: encode(input.user.id), name: input.user.name, displayName: input.user.displayName },
    challenge: encode(input.challenge),
    pubKeyCredParams: SUPPORTED_ALGORITHMS.map((alg) => ({ type: 'public-key', alg })),
    timeout: CHALLENGE_TTL_MS,
    excludeCredentials: input.excludeCredentials.map((registration) => ({
      type: 'public-key',
      id: encode(registration.credential_id),
      ...(registration.transports.length > 0 ? { transports: registration.transports } : {}),
    })),
    authenticatorSelection: {
      ...(input.authenticatorType ? { authenticatorAttachment: input.authenticatorType } : {}),
      residentKey: input.passkey ? 'required' : 'discouraged',
      requireResidentKey: input.passkey,
      userVerification: userVerificationFor(input.passkey),
    },
    attestation: 'none',
    extensions: { credProps: true },
  };
}

/**
 * Passkeys require user verification (biometrics or PIN): a passkey login is the whole login, and
 * it counts as two factors only with it (something you have, and something you are or know). A
 * WebAuthn key used as a second factor (not a passkey) needs only presence.
 */
export const userVerificationFor = (passkey: boolean): string => (passkey ? 'required' : 'discouraged');

/** `PublicKeyCredentialRequestOptions` as JSON; `allowCredentials` empty for discoverable (passkey) logins. */
export function requestOptions(input: {
  challenge: string;
  rpId: string;
  allowCredentials: WebAuthnRegistrationRecord[];
  userVerification: string;
}) {
  return {
    challenge: input.challenge,
    rpId: input.rpId,
    timeout: CHALLENGE_TTL_MS,
    userVerification: input.userVerification,
    allowCredentials: input.allowCredentials.map((registration) => ({
      type: 'public-key',
      id: registration.credential_id,
      ...(registration.transports.length > 0 ? { transports: registration.transports } : {}),
    })),
  };
}

/** A credential as sent by the SDK: `public_key_credential` is a JSON string (protocol §6). */
export interface ParsedCredential {
  json: JsonObject & { id: string; response: JsonObject };
  /** The challenge the authenticator signed, from clientDataJSON (base64url). */
  challenge: string;
  /** The origin of the page the browser made the credential on, from clientDataJSON. */
  origin: string;
}

export function parseCredential(value: unknown, binaryFields: readonly string[]): ParsedCredential {
  if (typeof value !== 'string') throw invalidPublicKeyCredential('public_key_credential must be a JSON string.');
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw invalidPublicKeyCredential('public_key_credential is not valid JSON.');
  }
  if (!isJsonObject(json)) throw invalidPublicKeyCredential('public_key_credential must be a JSON object.');
  if (typeof json.id !== 'string' || json.id === '') throw invalidPublicKeyCredential('it has no id.');
  if (json.type !== 'public-key') throw invalidPublicKeyCredential('its type must be "public-key".');
  const response = json.response;
  if (!isJsonObject(response)) throw invalidPublicKeyCredential('it has no response object.');
  for (const field of ['clientDataJSON', ...binaryFields]) {
    const fieldValue = response[field];
    if (typeof fieldValue !== 'string' || !isBase64Url(fieldValue)) {
      throw invalidPublicKeyCredential(`response.${field} must be a base64url string.`);
    }
  }
  let clientData: { challenge?: unknown; origin?: unknown };
  try {
    clientData = JSON.parse(new TextDecoder().decode(fromBase64Url(response.clientDataJSON as string))) as typeof clientData;
  } catch {
    throw invalidPublicKeyCredential('response.clientDataJSON is not base64url-encoded JSON.');
  }
  const { challenge, origin } = clientData ?? {};
  if (typeof challenge !== 'string') throw invalidPublicKeyCredential('response.clientDataJSON has no challenge.');
  if (typeof origin !== 'string') throw invalidPublicKeyCredential('response.clientDataJSON has no origin.');
  return { json: { ...json, id: json.id, response }, challenge, origin };
}

export interface VerifiedRegistration {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  aaguid: string;
}

/** Verifies a registration (`none` or any attestation format @simplewebauthn/server knows). */
export async function verifyRegistration(
  credential: ParsedCredential,
  challenge: WebAuthnChallengeRecord,
  expectedOrigin: string,
): Promise<VerifiedRegistration> {
  const { verifyRegistrationResponse } = await import('@simplewebauthn/server');
  let result;
  try {
    result = await verifyRegistrationResponse({
      response: credential.json as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin,
      expectedRPID: challenge.domain,
      requireUserVerification: challenge.user_verification === 'required',
      supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    });
  } catch (error) {
    throw invalidPublicKeyCredential(`${error instanceof Error ? error.message : String(error)}.`);
  }
  if (!result.verified) throw invalidPublicKeyCredential('the attestation could not be verified.');
  const { credential: verified, aaguid } = result.registrationInfo;
  return {
    credentialId: verified.id,
    publicKey: base64Url(verified.publicKey),
    counter: verified.counter,
    transports: verified.transports ?? [],
    aaguid,
  };
}

/** Verifies an assertion against a stored registration; returns the authenticator's new counter. */
export async function verifyAssertion(
  credential: ParsedCredential,
  challenge: WebAuthnChallengeRecord,
  registration: WebAuthnRegistrationRecord,
  expectedOrigin: string,
): Promise<number> {
  const { verifyAuthenticationResponse } = await import('@simplewebauthn/server');
  let result;
  try {
    result = await verifyAuthenticationResponse({
      response: credential.json as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin,
      expectedRPID: challenge.domain,
      credential: {
        id: registration.credential_id,
        publicKey: fromBase64Url(registration.public_key) as Uint8Array<ArrayBuffer>,
        counter: registration.counter,
      },
      requireUserVerification: challenge.user_verification === 'required',
    });
  } catch (error) {
    throw unableToAuthenticate(`${error instanceof Error ? error.message : String(error)}.`);
  }
  if (!result.verified) throw unableToAuthenticate('the signature does not match the registered public key.');
  return result.authenticationInfo.newCounter;
}

/** A few well-known passkey providers, by AAGUID, for default registration names. */
const KNOWN_AAGUIDS: Record<string, string> = {
  'fbfc3007-154e-4ecc-8c0b-6e020557d7bd': 'iCloud Keychain',
  'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4': 'Google Password Manager',
  'adce0002-35bc-c60a-648b-0b25f1f05503': 'Chrome on Mac',
  '08987058-cadc-4b81-b6e1-30de50dcbe96': 'Windows Hello',
  'bada5566-a7aa-401f-bd96-45619a55120d': '1Password',
  'd548826e-79b4-db40-a3d8-11116f7e8349': 'Bitwarden',
};

/** "Chrome on macOS" and the like, from a User-Agent string; empty when unrecognised. */
export function describeUserAgent(userAgent: string): string {
  const browser = [
    ['Edg/', 'Edge'],
    ['Firefox/', 'Firefox'],
    ['Chrome/', 'Chrome'],
    ['Safari/', 'Safari'],
  ].find(([token]) => userAgent.includes(token ?? ''))?.[1];
  const os = [
    ['iPhone', 'iOS'],
    ['iPad', 'iPadOS'],
    ['Android', 'Android'],
    ['CrOS', 'ChromeOS'],
    ['Mac OS X', 'macOS'],
    ['Windows', 'Windows'],
    ['Linux', 'Linux'],
  ].find(([token]) => userAgent.includes(token ?? ''))?.[1];
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? '';
}

/** A default name for a new registration: the passkey provider, else the browser and system, else a generic one. */
export function defaultRegistrationName(aaguid: string, userAgent: string, authenticatorType: string): string {
  const known = KNOWN_AAGUIDS[aaguid];
  if (known) return known;
  const described = describeUserAgent(userAgent);
  if (described) return `Passkey (${described})`;
  return authenticatorType === 'cross-platform' ? 'Security key' : 'Passkey';
}

/** The session factor of a passkey login (protocol §2.0). */
export function webauthnFactor(registration: WebAuthnRegistrationRecord, now: number): AuthenticationFactor {
  return newFactor('webauthn', 'webauthn_registration', now, {
    webauthn_factor: {
      webauthn_registration_id: registration.webauthn_registration_id,
      domain: registration.domain,
      user_agent: registration.user_agent,
    },
  });
}

/** 400 `invalid_domain`: a relying party id or a credential's page the project does not serve. */
export const invalidDomain = (message: string) => new DomainError('invalid', 'invalid_domain', message);

/**
 * The origin the credential must come from: one of the project's pages (`allowed_origins`), not
 * whatever the request's Origin header says. The page the browser made it on is in clientDataJSON
 * (which the signature covers); the relying party id is checked against it too.
 */
export function expectedOrigin(settings: Pick<ProjectSettings, 'allowed_origins'>, credential: ParsedCredential): string {
  if (!isOriginAllowed(credential.origin, settings.allowed_origins)) {
    throw invalidDomain(`The credential was made on ${credential.origin}, which is not one of the project's pages (allowed_origins).`);
  }
  return credential.origin;
}
