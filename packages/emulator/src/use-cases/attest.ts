/** `POST /sessions/attest` (protocol §2.5): a trusted auth token exchanged for a session. */
import { createLocalJWKSet, jwtVerify } from 'jose';
import type { EmulatorContext } from '../context';
import { DomainError } from '../domain/errors';
import { jwks } from '../domain/jwt';
import { newId } from '../domain/random';
import { callerToken, findLiveSession } from '../domain/sessions';
import { findProfile, trustedTokenFactor, verifyTrustedToken } from '../domain/trusted-tokens';
import type { ProjectSettings, TrustedAuthTokenProfile } from '../settings';
import type { Store } from '../store';
import { authenticateAndGrantSession, type LoggedIn, type SessionRequest } from './authenticate';

/** Attested sessions last 60 minutes unless the call says otherwise (spec §9). */
export const ATTEST_DURATION_MINUTES = 60;

const sessionNotFound = () => new DomainError('unauthorized', 'session_not_found', 'Session not found: the session_token or session_jwt is not a live session.');

/** The id of the session a session JWT of this project names (signature and expiry checked). */
async function sessionIdOfJwt(store: Store, projectId: string, jwt: string, now: number): Promise<string> {
  try {
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(await jwks(store)), {
      issuer: `stytch.com/${projectId}`,
      audience: projectId,
      currentDate: new Date(now),
    });
    const claim = payload['https://stytch.com/session'] as { id?: unknown } | undefined;
    if (typeof claim?.id === 'string') return claim.id;
  } catch {
    // reported below
  }
  throw sessionNotFound();
}

/** The project's trusted auth token profile `profileId`, or 404 `trusted_token_profile_not_found`. */
export function requireProfile(settings: ProjectSettings, profileId: string): TrustedAuthTokenProfile {
  const profile = findProfile(settings, profileId);
  if (!profile) {
    const known = settings.trusted_auth_token_profiles.map((entry) => `"${entry.profile_id}"`).join(', ') || 'none';
    throw new DomainError('not_found', 'trusted_token_profile_not_found', `No trusted auth token profile has the id "${profileId}" (profiles: ${known}).`);
  }
  return profile;
}

/**
 * The session to add the factor to: `session_token` from the body, else the caller's (the
 * request's `sessionToken` is already the one of the two that applies). A `session_jwt` must name
 * that session: the emulator keeps only hashes of session tokens, so it cannot answer with the
 * token of a session known by its JWT alone.
 */
async function checkSessionToExtend(
  ctx: EmulatorContext,
  input: { explicitToken: string | undefined; jwt: string | undefined; sessionToken: string | null },
  now: number,
): Promise<void> {
  const caller = await callerToken(input.sessionToken);
  const session = caller === null ? undefined : findLiveSession(ctx.store, caller.hash, now);
  if (input.explicitToken !== undefined && !session) throw sessionNotFound();
  if (input.jwt !== undefined) {
    const sessionId = await sessionIdOfJwt(ctx.store, ctx.settings.project_id, input.jwt, now);
    if (!session || session.session_id !== sessionId) {
      throw new DomainError(
        'invalid',
        'invalid_session_token',
        'The emulator can add a factor to a session named by session_jwt only when the request also carries that ' +
          "session's token (in Authorization, as the SDK sends it, or as session_token).",
      );
    }
  }
}

/**
 * Trades a trusted auth token of one of the project's profiles for a session of the user its
 * email names (created when the profile allows it), or adds the factor to the session named by
 * `session_token` (else the caller's). Each token works once.
 */
export function attestSession(
  ctx: EmulatorContext,
  input: { profile: TrustedAuthTokenProfile; token: string; explicitToken: string | undefined; jwt: string | undefined; session: SessionRequest },
): Promise<LoggedIn<null>> {
  const { store } = ctx;
  const { profile } = input;
  return authenticateAndGrantSession<null>(ctx, input.session, async (now) => {
    await checkSessionToExtend(ctx, { explicitToken: input.explicitToken, jwt: input.jwt, sessionToken: input.session.sessionToken }, now);
    const claims = await verifyTrustedToken(store, profile, input.token, now);
    return (current) => {
      if (!store.trustedTokenUses.record(profile.profile_id, claims.tokenId, now)) {
        throw new DomainError('unauthorized', 'invalid_trusted_auth_token', `The trusted auth token "${claims.tokenId}" was already used; each token works once.`);
      }
      let userId = store.emails.findByAddress(claims.email)?.user_id;
      if (userId === undefined) {
        if (profile.allow_jit_provisioning === false) {
          throw new DomainError('not_found', 'user_not_found', `No user has the email ${claims.email}, and the profile does not create users.`);
        }
        userId = store.users.create({ user_id: newId('user'), created_at: now, status: 'active' }).user_id;
        store.emails.create({ email_id: newId('email'), user_id: userId, email: claims.email, verified: true, created_at: now });
      }
      if (current && current.session.user_id !== userId && input.explicitToken !== undefined) {
        throw new DomainError('invalid', 'user_id_mismatch', 'The trusted auth token is for another user than the session_token.');
      }
      return { userId, factor: trustedTokenFactor(claims.tokenId, now), result: null };
    };
  });
}
