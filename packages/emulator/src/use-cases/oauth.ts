/** Social logins (protocol §2.9): the redirect token for a session, and attaching a provider to the logged-in user. */
import type { EmulatorContext } from '../context';
import { requireMultiFactorSession } from '../domain/caller-session';
import { markVerified } from '../domain/contact';
import { DomainError } from '../domain/errors';
import {
  completeOAuthSignIn,
  enabledProvider,
  findUsableOAuthToken,
  OAUTH_TOKEN_MINUTES,
  oauthFactor,
  prepareOAuthToken,
  providerSubject,
  type OAuthStart,
  type ProviderAccount,
} from '../domain/oauth';
import { PROVIDER_INFO, type OAuthProvider } from '../domain/oauth-providers';
import { seconds, signProjectJwt } from '../domain/oidc-tokens';
import { pkceError } from '../domain/pkce';
import { newSecretToken, sha256Hex } from '../domain/random';
import { callerToken, liveCallerSession, userUnauthenticated } from '../domain/sessions';
import { iso } from '../domain/views';
import type { OAuthRegistrationRecord, OAuthTokenRecord } from '../store';
import { authenticateAndGrantSession, type SessionRequest } from './authenticate';

const MINUTE_MS = 60_000;
/** The stand-in provider's access tokens "expire" after an hour. */
const PROVIDER_TOKEN_SECONDS = 3600;

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

/**
 * Exchanges the redirect token for a session: single use, 10 minutes, PKCE-checked; verifies the
 * email. `browserCookie` is the emulator's One Tap cookie the request carries, `origin` the
 * emulator's base URL as the browser sees it (the stand-in provider's ID tokens name it).
 */
export async function authenticateOAuth(
  ctx: EmulatorContext,
  input: { token: string; codeVerifier: unknown; browserCookie: string | undefined; origin: string; session: SessionRequest },
) {
  const { store } = ctx;
  const hash = await sha256Hex(input.token);
  const loggedIn = await authenticateAndGrantSession(ctx, input.session, async (now) => {
    const found = findUsableOAuthToken(store, hash, now);
    const pkce = await pkceError(found.code_challenge, input.codeVerifier);
    if (pkce) throw pkce;
    // A One Tap sign-in (which has no code_challenge) with PKCE required: only in the browser
    // that started it, whose emulator cookie comes with the SDK's credentialed call.
    if (found.browser_binding !== null) {
      const cookie = input.browserCookie;
      if (!cookie || (await sha256Hex(cookie)) !== found.browser_binding) {
        throw new DomainError(
          'invalid',
          'oauth_state_mismatch',
          'This One Tap sign-in was started in another browser: with PKCE required for OAuth, its token signs in only where it started.',
        );
      }
    }
    return () => {
      const usable = findUsableOAuthToken(store, hash, now);
      const linked = usable.registration_id === null ? undefined : store.oauthRegistrations.get(usable.registration_id);
      if (!linked || !store.users.get(usable.user_id)) throw new DomainError('not_found', 'oauth_token_not_found', 'OAuth Token could not be found: its user was deleted.');
      store.oauthTokens.markUsed(hash, now);
      if (usable.email_id !== null) {
        const email = store.emails.get(usable.email_id);
        if (email) markVerified(store, { kind: 'email', methodId: email.email_id, userId: email.user_id, address: email.email }, now);
      }
      return { userId: usable.user_id, factor: oauthFactor(usable, linked.provider_subject, now), result: { token: usable, registration: linked } };
    };
  });
  const { token, registration } = loggedIn.result;
  return {
    ...loggedIn,
    providerType: PROVIDER_INFO[token.provider as OAuthProvider].label,
    providerValues: await providerValues(ctx, input.origin, token, registration, loggedIn.now),
  };
}

/** An `oauth_attach_token` for the logged-in user: a start URL with it links the provider to them. */
export async function attachOAuthProvider(ctx: EmulatorContext, input: { provider: string; sessionToken: string | null }): Promise<string> {
  const { store } = ctx;
  const provider = enabledProvider(ctx.settings, input.provider);
  const caller = await callerToken(input.sessionToken);
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
  return prepared.token;
}

/**
 * The stand-in provider's sign-in page was submitted: signs `account` in (or links it to the user
 * of the start's attach token) and returns where to redirect, with the new OAuth token.
 */
export async function completeProviderSignIn(
  ctx: EmulatorContext,
  input: { start: OAuthStart; account: ProviderAccount },
): Promise<string> {
  const { store } = ctx;
  const { start, account } = input;
  const subject = await providerSubject(start.provider, account.email);
  const token = await prepareOAuthToken();
  const now = ctx.clock.now();
  return store.transaction(() => {
    const attach = start.attach && store.oauthTokens.findByHash(start.attach.tokenHash);
    if (attach && attach.used_at !== null) {
      throw new DomainError('invalid', 'invalid_oauth_attach_token', 'The oauth_attach_token was used while this page was open. Get a new one.');
    }
    return completeOAuthSignIn(store, { start, account, subject, token, now });
  });
}
