/** PKCE for emailed links (protocol §4.2, §5): S256 challenges, checked when the link is used. */
import { DomainError } from './errors';
import { base64Url } from './random';

/** base64url(SHA-256(verifier)) without padding is always 43 characters. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The `code_challenge` of a request that starts an emailed-link flow: required when the project
 * requires PKCE for that flow (`setting` names the settings field), otherwise optional.
 */
export function readCodeChallenge(value: unknown, required: boolean, setting: string): string | null {
  if (value === undefined || value === null) {
    if (!required) return null;
    throw new DomainError(
      'invalid',
      'invalid_pkce_code_challenge',
      `code_challenge is required: this project requires PKCE here (setting ${setting}). The SDK sends it ` +
        'when bootstrap says so; a backend must send base64url(SHA-256(code_verifier)).',
    );
  }
  if (typeof value !== 'string' || !S256_CHALLENGE.test(value)) {
    throw new DomainError(
      'invalid',
      'invalid_pkce_code_challenge',
      `code_challenge must be the unpadded base64url SHA-256 (S256) of the code_verifier, 43 characters (got ${JSON.stringify(value)}).`,
    );
  }
  return value;
}

export async function s256Challenge(verifier: string): Promise<string> {
  return base64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

/**
 * Checks the `code_verifier` sent to authenticate a link against the challenge it was issued
 * with. Every failure's error type contains "pkce": on such an error the SDK's
 * `magicLinks.authenticate` retries with its other stored verifier (protocol §5).
 */
export async function pkceError(challenge: string | null, verifier: unknown): Promise<DomainError | null> {
  if (verifier !== undefined && verifier !== null && typeof verifier !== 'string') {
    return new DomainError('invalid', 'bad_request', 'code_verifier must be a string.');
  }
  if (challenge === null) {
    return verifier
      ? new DomainError(
          'invalid',
          'pkce_did_not_expect_code_verifier',
          'A code_verifier was sent, but this flow was started without a code_challenge.',
        )
      : null;
  }
  if (!verifier) {
    return new DomainError(
      'invalid',
      'pkce_expected_code_verifier',
      'This flow was started using a code_challenge but the authentication call is missing the corresponding code_verifier.',
    );
  }
  if ((await s256Challenge(verifier)) !== challenge) {
    return new DomainError(
      'invalid',
      'pkce_mismatch',
      'The submitted code_verifier does not match the code_challenge sent at the start of the flow.',
    );
  }
  return null;
}
