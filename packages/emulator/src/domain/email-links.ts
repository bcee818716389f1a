/** The tokens emailed in magic links and password reset links: issuing them and checking them. */
import { DomainError } from './errors';
import type { EmailTokenKind, EmailTokenRecord, Store } from '../store';
import { newId, newSecretToken, sha256Hex } from './random';
import { iso } from './views';

const MINUTE_MS = 60_000;

/**
 * Link lifetimes in minutes, from 5 minutes to 7 days as at Stytch. When a caller gives none,
 * Stytch's defaults: a password reset link 30 minutes, a magic link 60 minutes for a login and a
 * week for a sign-up (its API reference). The widget always sends its own (spec §9: 30).
 */
export const LINK_EXPIRATION_MINUTES = { default: 30, min: 5, max: 10080 } as const;
export const MAGIC_LINK_DEFAULT_MINUTES = { login: 60, signup: 10080 } as const;

/** A token and its hash, prepared before the synchronous database work that stores it. */
export interface NewEmailToken {
  token: string;
  hash: string;
}

export async function prepareEmailToken(): Promise<NewEmailToken> {
  const token = newSecretToken();
  return { token, hash: await sha256Hex(token) };
}

export const emailTokenHash = sha256Hex;

export interface IssueTokenInput {
  kind: EmailTokenKind;
  userId: string;
  emailId: string | null;
  email: string;
  codeChallenge: string | null;
  expirationMinutes: number;
  now: number;
}

export function issueEmailToken(store: Store, prepared: NewEmailToken, input: IssueTokenInput): EmailTokenRecord {
  return store.emailTokens.issue({
    token_id: newId('email-token'),
    token_hash: prepared.hash,
    kind: input.kind,
    user_id: input.userId,
    email_id: input.emailId,
    email: input.email,
    code_challenge: input.codeChallenge,
    created_at: input.now,
    expires_at: input.now + input.expirationMinutes * MINUTE_MS,
  });
}

/** Why a token cannot be used, or null when it can. */
function tokenProblem(token: EmailTokenRecord | undefined, kinds: readonly EmailTokenKind[], now: number): string | null {
  if (!token) return 'the token is not one the emulator sent (check that the whole token was copied from the link)';
  if (!kinds.includes(token.kind)) return 'the token comes from a magic link, not from a password reset email';
  if (token.used_at !== null) return `it was already used (at ${iso(token.used_at)})`;
  if (token.invalidated_at !== null) return 'the password was changed after it was sent';
  if (token.expires_at <= now) return `it expired at ${iso(token.expires_at)}`;
  return null;
}

/**
 * The usable token for a hash, or the error to answer. `magic_links/authenticate` accepts magic
 * links and reset links (the reset screen's "Login without a password", protocol §5);
 * `passwords/email/reset` accepts reset links only.
 */
export function findUsableToken(
  store: Store,
  hash: string,
  purpose: 'magic_link' | 'reset_password',
  now: number,
): { token: EmailTokenRecord } | { error: DomainError } {
  const token = store.emailTokens.findByHash(hash);
  const kinds: EmailTokenKind[] = purpose === 'magic_link' ? ['magic_link', 'reset_password'] : ['reset_password'];
  const problem = tokenProblem(token, kinds, now);
  if (token && problem === null) return { token };
  const error =
    purpose === 'magic_link'
      ? new DomainError('unauthorized', 'unable_to_auth_magic_link', `The magic link could not be authenticated because ${problem}.`)
      : new DomainError(
          'unauthorized',
          'unable_to_auth_password_reset_token',
          `The password reset link could not be authenticated because ${problem}.`,
        );
  return { error };
}

/** The `token` field of an authenticate request. */
export function readLinkToken(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new DomainError('invalid', 'invalid_token', 'token must be the token from the link (its "token" query parameter).');
  }
  return value;
}
