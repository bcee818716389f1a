/** `POST /sdk/v1/oauth/authenticate` and `/oauth/attach` (protocol §2.9). */
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { publicBaseUrl, type EmulatorContext } from '../context';
import { requireMultiFactorSession } from '../domain/caller-session';
import { markVerified } from '../domain/contact';
import {
  enabledProvider,
  findUsableOAuthToken,
  OAUTH_TOKEN_MINUTES,
  oauthFactor,
  prepareOAuthToken,
} from '../domain/oauth';
import { DomainError } from '../domain/errors';
import { PROVIDER_INFO, type OAuthProvider } from '../domain/oauth-providers';
import { seconds, signProjectJwt } from '../domain/oidc-tokens';
import { ONE_TAP_BROWSER_COOKIE } from '../domain/one-tap';
import { pkceError } from '../domain/pkce';
import { newSecretToken, sha256Hex } from '../domain/random';
import {
  authenticateResponse,
  callerToken,
  grantSession,
  liveCallerSession,
  prepareSessionToken,
  readSessionDuration,
  userUnauthenticated,
} from '../domain/sessions';
import { iso } from '../domain/views';
import { readJsonObject, requiredString } from '../http/body';
import { requireClient, type SdkEnv } from '../http/client-auth';
import { ok } from '../http/envelope';
import type { OAuthRegistrationRecord, OAuthTokenRecord } from '../store';

const MINUTE_MS = 60_000;
/** The stand-in provider's access tokens "expire" after an hour. */
const PROVIDER_TOKEN_SECONDS = 3600;

function readOAuthToken(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new DomainError('invalid', 'invalid_token', 'token must be the token from the OAuth redirect URL (its "token" query parameter).');
  }
  return value;
}

/**
 * `provider_values`: made-up provider tokens. Providers that speak OpenID Connect (their scopes
 * include `openid`) get an ID token signed with the project key; the others an empty `id_token`.
 */
async function providerValues(ctx: EmulatorContext, origin: string, token: OAuthTokenRecord, registration: OAuthRegistrationRecord, now: number) {
  const provider = token.provider as OAuthProvider;
  const idToken = token.scopes.includes('openid')
    ? await signProjectJwt(
        ctx.store,
        {
          iss: `${origin}/emulator/oauth/${provider}`,
          sub: registration.provider_subject,
          aud: ctx.settings.project_id,
          email: registration.email,
          email_verified: true,
          auth_time: seconds(now),
        },
        { typ: 'JWT', now, lifetimeSeconds: PROVIDER_TOKEN_SECONDS },
      )
    : '';
  return {
    access_token: `emulated-${provider}-access-${newSecretToken()}`,
    id_token: idToken,
    refresh_token: `emulated-${provider}-refresh-${newSecretToken()}`,
    scopes: token.scopes,
    expires_at: iso(now + PROVIDER_TOKEN_SECONDS * 1000),
  };
}

export function oauthRoutes(ctx: EmulatorContext): Hono<SdkEnv> {
  const routes = new Hono<SdkEnv>();
  routes.use('*', requireClient(ctx));
  const { store } = ctx;

  /** Exchanges the redirect token for a session: single use, 10 minutes, PKCE-checked; verifies the email. */
  routes.post('/authenticate', async (c) => {
    const body = await readJsonObject(c);
    const hash = await sha256Hex(readOAuthToken(body.token));
    const durationMinutes = readSessionDuration(body, ctx.settings);
    const caller = await callerToken(c.var.client.sessionToken);
    const fresh = await prepareSessionToken();
    const now = ctx.clock.now();

    const found = findUsableOAuthToken(store, hash, now);
    const pkce = await pkceError(found.code_challenge, body.code_verifier);
    if (pkce) throw pkce;
    // A One Tap sign-in (which has no code_challenge) with PKCE required: only in the browser
    // that started it, whose emulator cookie comes with the SDK's credentialed call.
    if (found.browser_binding !== null) {
      const cookie = getCookie(c, ONE_TAP_BROWSER_COOKIE);
      if (!cookie || (await sha256Hex(cookie)) !== found.browser_binding) {
        throw new DomainError(
          'invalid',
          'oauth_state_mismatch',
          'This One Tap sign-in was started in another browser: with PKCE required for OAuth, its token signs in only where it started.',
        );
      }
    }

    const { grant, token, registration } = store.transaction(() => {
      const usable = findUsableOAuthToken(store, hash, now);
      const linked = usable.registration_id === null ? undefined : store.oauthRegistrations.get(usable.registration_id);
      if (!linked || !store.users.get(usable.user_id)) throw new DomainError('not_found', 'oauth_token_not_found', 'OAuth Token could not be found: its user was deleted.');
      store.oauthTokens.markUsed(hash, now);
      if (usable.email_id !== null) {
        const email = store.emails.get(usable.email_id);
        if (email) markVerified(store, { kind: 'email', methodId: email.email_id, userId: email.user_id, address: email.email }, now);
      }
      const granted = grantSession(store, {
        userId: usable.user_id,
        factor: oauthFactor(usable, linked.provider_subject, now),
        durationMinutes,
        now,
        userAgent: c.req.header('User-Agent') ?? '',
        current: liveCallerSession(store, caller, now),
        fresh,
      });
      return { grant: granted, token: usable, registration: linked };
    });
    return ok(c, {
      ...(await authenticateResponse(ctx, grant, now)),
      oauth_user_registration_id: registration.registration_id,
      provider_subject: registration.provider_subject,
      provider_type: PROVIDER_INFO[token.provider as OAuthProvider].label,
      profile_picture_url: registration.profile_picture_url,
      locale: registration.locale,
      provider_values: await providerValues(ctx, publicBaseUrl(ctx, c.req.url), token, registration, now),
      reset_sessions: false,
    });
  });

  /** An `oauth_attach_token` for the logged-in user: a start URL with it links the provider to them. */
  routes.post('/attach', async (c) => {
    const body = await readJsonObject(c);
    const provider = enabledProvider(ctx.settings, requiredString(body, 'provider').toLowerCase());
    const caller = await callerToken(c.var.client.sessionToken);
    const prepared = await prepareOAuthToken();
    const now = ctx.clock.now();
    const current = liveCallerSession(store, caller, now);
    if (!current) throw userUnauthenticated();
    // Attaching a provider adds a factor (and the provider's email, verified): gated as adding an
    // email or a phone number is.
    requireMultiFactorSession(store, current.session, now);
    store.oauthTokens.issue({
      token_hash: prepared.hash,
      kind: 'attach',
      provider,
      user_id: current.session.user_id,
      registration_id: null,
      email_id: null,
      scopes: [],
      code_challenge: null,
      created_at: now,
      expires_at: now + OAUTH_TOKEN_MINUTES * MINUTE_MS,
    });
    return ok(c, { oauth_attach_token: prepared.token });
  });

  return routes;
}
