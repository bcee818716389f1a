/**
 * User impersonation (protocol §2.10): Stytch's dashboard mints a token for a support person;
 * the app exchanges it for a session of the user. Here the control API mints the tokens
 * (`POST /emulator/impersonation-tokens`). As in Stytch, a token works once and for 5 minutes,
 * and the session it starts lasts 60 minutes.
 */
import { DomainError } from './errors';
import type { AuthenticationFactor, ImpersonationTokenRecord, Store } from '../store';
import { newSecretToken, sha256Hex } from './random';
import { newFactor } from './views';

export const IMPERSONATION_TOKEN_TTL_MS = 5 * 60_000;
export const IMPERSONATION_SESSION_MINUTES = 60;

export const unableToAuthImpersonationToken = (): DomainError =>
  new DomainError(
    'unauthorized',
    'unable_to_auth_impersonation_token',
    'The impersonation token could not be authenticated: it is unknown, was already used or has expired (tokens work once, ' +
      `for ${IMPERSONATION_TOKEN_TTL_MS / 60_000} minutes).`,
  );

/**
 * A stable impersonator id for an email address (Stytch uses the support person's workspace
 * member id): a UUID-shaped slice of the address's SHA-256.
 */
export async function impersonatorIdFor(email: string): Promise<string> {
  const hex = await sha256Hex(email.toLowerCase());
  return `workspace-member-test-${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Stores a new token for the user (as its hash) and returns the token with its record. */
export async function mintImpersonationToken(
  store: Store,
  input: { userId: string; impersonatorId: string; impersonatorEmail: string },
  now: number,
): Promise<{ token: string; record: ImpersonationTokenRecord }> {
  const token = newSecretToken();
  const record = store.impersonationTokens.issue({
    token_hash: await sha256Hex(token),
    user_id: input.userId,
    impersonator_id: input.impersonatorId,
    impersonator_email_address: input.impersonatorEmail,
    created_at: now,
    expires_at: now + IMPERSONATION_TOKEN_TTL_MS,
  });
  return { token, record };
}

/** The session factor of an impersonation login (Stytch's `impersonated_factor`). */
export function impersonatedFactor(token: ImpersonationTokenRecord, now: number): AuthenticationFactor {
  return newFactor('impersonated', 'impersonation', now, {
    impersonated_factor: {
      impersonator_id: token.impersonator_id,
      impersonator_email_address: token.impersonator_email_address,
    },
  });
}
