/** `/emulator/trusted-tokens`: mint trusted auth tokens for tests and the IDP screens (JSON, no credentials). */
import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { normalizeEmail } from '../domain/contact';
import { findProfile, mintTrustedToken, trustedTokenJwks, usesEmulatorKey } from '../domain/trusted-tokens';
import { iso } from '../domain/views';
import { isJsonObject, readJsonObject } from '../http/body';
import { DomainError } from '../domain/errors';
import { controlError } from '../http/envelope';

const FIELDS = ['profile_id', 'email', 'token_id', 'expires_in_seconds', 'claims'];
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;

const invalid = (message: string) => controlError(400, 'invalid_trusted_token_request', message);

export function controlTrustedTokenRoutes(ctx: EmulatorContext): Hono {
  const routes = new Hono();

  /**
   * `{profile_id?, email, token_id?, expires_in_seconds?, claims?}` → a token the profile accepts
   * (the first profile the emulator can sign for when `profile_id` is absent).
   */
  routes.post('/', async (c) => {
    const body = await readJsonObject(c);
    const unknown = Object.keys(body).find((key) => !FIELDS.includes(key));
    if (unknown !== undefined) throw invalid(`Unknown field "${unknown}" (known fields: ${FIELDS.join(', ')}).`);
    let email: string;
    try {
      email = normalizeEmail(body.email);
    } catch (error) {
      if (error instanceof DomainError) throw controlError(400, error.errorType, 'email must be an email address.');
      throw error;
    }
    const profiles = ctx.settings.trusted_auth_token_profiles;
    const profileId = body.profile_id;
    if (profileId !== undefined && typeof profileId !== 'string') throw invalid('profile_id must be a string.');
    const profile =
      profileId === undefined
        ? profiles.find((entry) => usesEmulatorKey(entry) || entry.hs256_secret !== undefined)
        : findProfile(ctx.settings, profileId);
    if (!profile) {
      throw controlError(
        404,
        'trusted_token_profile_not_found',
        profileId === undefined
          ? 'No trusted auth token profile the emulator can sign for (one without a key, or with hs256_secret).'
          : `No trusted auth token profile has the id "${profileId}".`,
      );
    }
    if (!usesEmulatorKey(profile) && profile.hs256_secret === undefined) {
      throw controlError(
        400,
        'profile_not_mintable',
        `The profile "${profile.profile_id}" trusts an outside key (public_key_pem or jwks_url), so only its issuer can sign ` +
          'tokens for it. Profiles without a key, or with hs256_secret, can be minted here.',
      );
    }
    const tokenId = body.token_id ?? `trusted-token-${crypto.randomUUID()}`;
    if (typeof tokenId !== 'string' || tokenId === '') throw invalid('token_id must be a non-empty string.');
    const expiresIn = body.expires_in_seconds ?? 300;
    if (typeof expiresIn !== 'number' || !Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > MAX_EXPIRY_SECONDS) {
      throw invalid(`expires_in_seconds must be a whole number from 1 to ${MAX_EXPIRY_SECONDS}.`);
    }
    const claims = body.claims ?? {};
    if (!isJsonObject(claims)) throw invalid('claims must be an object of extra JWT claims.');
    const now = ctx.clock.now();
    const token = await mintTrustedToken(ctx.store, profile, { email, tokenId, expiresInSeconds: expiresIn, claims }, now);
    return c.json(
      { token, profile_id: profile.profile_id, token_id: tokenId, expires_at: iso(Math.floor(now / 1000) * 1000 + expiresIn * 1000) },
      201,
    );
  });

  /** The public key of the emulator's own trusted-token key (usable as another profile's `jwks_url`). */
  routes.get('/jwks', async (c) => c.json(await trustedTokenJwks(ctx.store)));

  return routes;
}
