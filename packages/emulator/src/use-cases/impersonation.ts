/** Impersonation (protocol §2.10): an impersonation token for a session of its user. */
import type { EmulatorContext } from '../context';
import { IMPERSONATION_SESSION_MINUTES, impersonatedFactor, unableToAuthImpersonationToken } from '../domain/impersonation';
import { sha256Hex } from '../domain/random';
import { authenticateAndGrantSession, type LoggedIn } from './authenticate';

/**
 * Uses the token up and starts a new session of its user (never adds to the caller's own: the
 * impersonator is someone else) with an `impersonated` factor, for 60 minutes.
 */
export async function authenticateImpersonation(ctx: EmulatorContext, input: { token: string; userAgent: string; ipAddress: string }): Promise<LoggedIn<null>> {
  const { store } = ctx;
  const tokenHash = await sha256Hex(input.token);
  const session = { sessionToken: null, userAgent: input.userAgent, ipAddress: input.ipAddress, durationMinutes: IMPERSONATION_SESSION_MINUTES };
  return authenticateAndGrantSession<null>(ctx, session, (now) => () => {
    const record = store.impersonationTokens.consume(tokenHash, now);
    if (!record || !store.users.get(record.user_id)) throw unableToAuthImpersonationToken();
    return { userId: record.user_id, factor: impersonatedFactor(record, now), result: null };
  });
}
