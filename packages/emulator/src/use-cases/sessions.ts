/** Sessions (protocol §2.5): refreshing, revoking, and trading a Connected App's access token for one. */
import type { EmulatorContext } from '../context';
import { DomainError } from '../domain/errors';
import { checkAccessToken } from '../domain/oidc-tokens';
import { authenticateResponse, findLiveSession, sessionTokenHash, touchSession } from '../domain/sessions';
import { newFactor } from '../domain/views';
import type { AuthenticationFactor, SessionRecord } from '../store';
import { authenticateAndGrantSession, type LoggedIn, type SessionRequest } from './authenticate';

const accessTokenRefused = (reason: 'invalid' | 'expired' | 'revoked'): DomainError => {
  if (reason === 'expired') return new DomainError('unauthorized', 'idp_access_token_expired', 'The access token has expired.');
  if (reason === 'revoked') {
    return new DomainError(
      'invalid',
      'oauth_access_token_exchange_token_invalid_grant',
      "The access token's grant is gone: the user revoked the Connected App, or the user was deleted.",
    );
  }
  return new DomainError('unauthorized', 'invalid_token', 'The access token is not one this project issued (signature, type, audience or issuer).');
};

/** The factor of a session made from a Connected App's access token. */
function accessTokenExchangeFactor(clientId: string, now: number): AuthenticationFactor {
  return newFactor('oauth', 'oauth_access_token_exchange', now, {
    oauth_access_token_exchange_factor: { client_id: clientId },
  });
}

/** 401 `session_not_found`: one of the types that make the SDK drop its session (protocol §1.9). */
const sessionNotFound = () => new DomainError('unauthorized', 'session_not_found', 'Session not found.');

/** The live session of `token` (from `Authorization` or the body), or 401 `session_not_found`. */
async function requireLiveSession(
  ctx: EmulatorContext,
  token: string | null | undefined,
): Promise<{ session: SessionRecord; token: string; now: number }> {
  if (!token) throw sessionNotFound();
  const hash = await sessionTokenHash(token);
  const now = ctx.clock.now();
  const session = findLiveSession(ctx.store, hash, now);
  if (!session) throw sessionNotFound();
  return { session, token, now };
}

/** Refreshes a session: same session_id and token, a fresh JWT, the current user; a new expiry when `durationMinutes` is given. */
export async function refreshSession(ctx: EmulatorContext, input: { token: string | null | undefined; durationMinutes: number | undefined }) {
  const { session, token, now } = await requireLiveSession(ctx, input.token);
  const refreshed = touchSession(ctx.store, session, now, input.durationMinutes);
  return authenticateResponse(ctx, { session: refreshed, token }, now);
}

/** Revokes the session of `token`. */
export async function revokeSession(ctx: EmulatorContext, token: string | null): Promise<void> {
  const { session, now } = await requireLiveSession(ctx, token);
  ctx.store.sessions.revoke(session.session_id, now);
}

/**
 * Trades a Connected App's access token that has `full_access` for a session of its user
 * (protocol §2.5). The factor names the app. Stytch's error types throughout. `issuer` is the
 * project's OpenID Connect issuer as the request's origin names it.
 */
export function exchangeAccessToken(
  ctx: EmulatorContext,
  input: { accessToken: string; issuer: string; session: SessionRequest },
): Promise<LoggedIn<null>> {
  return authenticateAndGrantSession<null>(ctx, input.session, async (now) => {
    const token = await checkAccessToken(ctx.store, input.accessToken, { issuer: input.issuer, audience: ctx.settings.project_id, now });
    if (!token.ok) throw accessTokenRefused(token.reason);
    if (!token.scopes.includes('full_access')) {
      throw new DomainError(
        'forbidden',
        'oauth_access_token_exchange_missing_full_access',
        `Only access tokens granted the full_access scope can be exchanged for a session (this one has: ${token.scopes.join(' ') || 'none'}).`,
      );
    }
    return () => ({ userId: token.userId, factor: accessTokenExchangeFactor(token.clientId, now), result: null });
  });
}
