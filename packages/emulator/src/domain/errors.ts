import type { ProjectSettings } from '../settings';

/**
 * What kind of failure a {@link DomainError} is. The HTTP layer maps each kind to a status, in one
 * place (`http/envelope.ts`, `STATUS_OF_KIND`); the domain and the use cases never name a status.
 */
export type DomainErrorKind =
  /** The request is malformed or names something that cannot be used (400). */
  | 'invalid'
  /** The caller has not proven who they are, or not enough (401). */
  | 'unauthorized'
  /** The caller may not do this (403). */
  | 'forbidden'
  /** What the request names does not exist (404). */
  | 'not_found'
  /** Too many attempts or requests (429). */
  | 'too_many_requests';

/**
 * A refusal of the domain or a use case, in Stytch's words: its `error_type` and message, and a
 * kind the HTTP layer turns into the status. Thrown (or returned, when a transaction must keep
 * what it wrote) by `domain/` and `use-cases/`; `http/envelope.ts` turns it into Stytch's error body.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly errorType: string,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** A public token other than the project's (Stytch's type for it). */
export function publicTokenNotFound(settings: Pick<ProjectSettings, 'public_token'>): DomainError {
  return new DomainError(
    'not_found',
    'public_token_not_found',
    `Public token could not be found. This emulator accepts only "${settings.public_token}" ` +
      '(public tokens look like "public-token-test-…"): pass it to new StytchHeadlessClient(...), ' +
      'or change the emulator\'s "public_token" setting.',
  );
}
