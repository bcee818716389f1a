/**
 * Google One Tap (protocol §4.3). The SDK calls two clientside-services RPCs around Google's
 * script: `oneTapStart` (the project's Google client id and an `oauthCallbackId`) and, with the
 * ID token Google returned, `oneTapSubmit`, which signs the user in as a Google OAuth login and
 * answers the redirect URL. Offline, the emulator also stands in for Google (`/emulator/gsi/*`):
 * it issues Google-like ID tokens signed with the project key, which `oneTapSubmit` verifies.
 */
import { errors, importJWK, jwtVerify, type JWTPayload } from 'jose';
import type { EmulatorContext } from '../context';
import { DomainError, publicTokenNotFound } from './errors';
import { isRedirectUrlAllowed, parseHttpUrl, type ProjectSettings } from '../settings';
import { isOneTapOriginAllowed } from '../settings-one-tap';
import { normalizeEmail } from './contact';
import { projectSigningKey } from './jwt';
import {
  completeOAuthSignIn,
  enabledProvider,
  LOGIN_OAUTH_URL,
  prepareOAuthToken,
  providerSubject,
  SIGNUP_OAUTH_URL,
  type OAuthStart,
} from './oauth';
import { signProjectJwt } from './oidc-tokens';
import { newId, newRequestId, newSecretToken } from './random';
import { resolveRedirectUrl } from './redirect-urls';
import { iso } from './views';

/** The `iss` of the ID tokens the stand-in Google issues (Google also uses `accounts.google.com`). */
export const GOOGLE_ISSUER = 'https://accounts.google.com';
const GOOGLE_ISSUERS = [GOOGLE_ISSUER, 'accounts.google.com'];
const ALG = 'RS256';
/** Google's ID tokens last an hour. */
const ID_TOKEN_SECONDS = 60 * 60;
/**
 * How long an `oauthCallbackId` works. The SDK asks for one once per page and reuses it for every
 * submit on that page, so it is not single-use.
 */
export const ONE_TAP_CALLBACK_MINUTES = 60;
/** The emulator's cookie that names the browser a One Tap sign-in started in (HttpOnly, its own origin). */
export const ONE_TAP_BROWSER_COOKIE = 'portico_one_tap_browser';
const MINUTE_MS = 60_000;

/** `oneTapStart`'s answer (protocol §4.3). */
export interface OneTapStartResult {
  requestId: string;
  /** `''` when no Google client is configured: the SDK reports `oauth_config_not_found`. */
  googleClientId: string;
  stytchCsrfToken: string;
  oauthCallbackId: string;
}

function checkPublicToken(settings: ProjectSettings, request: Record<string, unknown>): void {
  if (request.publicToken !== settings.public_token) throw publicTokenNotFound(settings);
}

/** Whether the project has a redirect URL of a kind: its default is set and on `redirect_urls`. */
function hasRedirectUrl(settings: ProjectSettings, setting: 'default_login_redirect_url' | 'default_signup_redirect_url'): boolean {
  const url = parseHttpUrl(settings[setting]);
  return url !== null && isRedirectUrlAllowed(url, settings.redirect_urls);
}

/**
 * The project's One Tap client id, or `''` when it has none. Throws the configuration errors the
 * SDK reads with `StytchAPIError.from` (protocol §1.7), in this order: Google not enabled
 * (`oauth_config_not_found`), Stytch's default Google credentials (`default_provider_not_allowed`).
 */
function oneTapClientId(settings: ProjectSettings): string {
  enabledProvider(settings, 'google');
  if (settings.google_one_tap.uses_default_provider) {
    throw new DomainError(
      'invalid',
      'default_provider_not_allowed',
      "Google One Tap cannot be used with Stytch's default Google OAuth credentials: configure the project's own Google " +
        'client. (The emulator says this because its google_one_tap.uses_default_provider setting is true.)',
    );
  }
  return settings.google_one_tap.client_id;
}

/** Checked by `oneTapStart` after the client: One Tap needs a login and a sign-up redirect URL. */
function checkRedirectUrls(settings: ProjectSettings): void {
  const why = (setting: string) =>
    `(The emulator counts one when ${setting} is set and on redirect_urls; it is ${JSON.stringify(settings[setting as keyof ProjectSettings])} ` +
    `and redirect_urls is ${JSON.stringify(settings.redirect_urls)}.)`;
  if (!hasRedirectUrl(settings, 'default_login_redirect_url')) {
    throw new DomainError(
      'invalid',
      'no_login_redirect_urls_set',
      `This project has no login redirect URL, which Google One Tap needs. ${why('default_login_redirect_url')}`,
    );
  }
  if (!hasRedirectUrl(settings, 'default_signup_redirect_url')) {
    throw new DomainError(
      'invalid',
      'no_signup_redirect_urls_set',
      `This project has no sign-up redirect URL, which Google One Tap needs. ${why('default_signup_redirect_url')}`,
    );
  }
}

/** Forgets callback ids that expired (the map stays small). */
function pruneCallbacks(ctx: EmulatorContext, now: number): void {
  for (const [id, { expiresAt }] of ctx.oneTapCallbacks) if (expiresAt <= now) ctx.oneTapCallbacks.delete(id);
  for (const [jti, expiresAt] of ctx.oneTapIdTokens) if (expiresAt <= now) ctx.oneTapIdTokens.delete(jti);
}

/** RPC `oneTapStart({publicToken})`: the project's Google client id and a fresh callback id. */
export function oneTapStart(ctx: EmulatorContext, request: Record<string, unknown>): OneTapStartResult {
  const { settings } = ctx;
  checkPublicToken(settings, request);
  const googleClientId = oneTapClientId(settings);
  if (googleClientId === '') return { requestId: newRequestId(), googleClientId: '', stytchCsrfToken: '', oauthCallbackId: '' };
  checkRedirectUrls(settings);
  const now = ctx.clock.now();
  pruneCallbacks(ctx, now);
  const oauthCallbackId = newId('oauth-callback');
  const csrfToken = newSecretToken();
  ctx.oneTapCallbacks.set(oauthCallbackId, { expiresAt: now + ONE_TAP_CALLBACK_MINUTES * MINUTE_MS, csrfToken });
  return { requestId: newRequestId(), googleClientId, stytchCsrfToken: csrfToken, oauthCallbackId };
}

const invalidIdToken = (why: string) => new DomainError('unauthorized', 'id_token_invalid', `The Google ID token is invalid: ${why}.`);

/** Why jose refused a token, in words. */
function tokenProblem(error: unknown, clientId: string): string {
  if (error instanceof errors.JWTExpired) {
    const exp = typeof error.payload.exp === 'number' ? ` at ${iso(error.payload.exp * 1000)}` : '';
    return `it expired${exp} (emulator clock)`;
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return `its aud ${JSON.stringify(error.payload.aud)} is not the project's Google client id "${clientId}"`;
    if (error.claim === 'iss') return `its iss ${JSON.stringify(error.payload.iss)} is not ${GOOGLE_ISSUER}`;
    return `its ${error.claim} claim is missing or wrong (${error.message})`;
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return "its signature does not verify with the emulator's key";
  return `it is not a JWT the emulator's stand-in for Google signed (${error instanceof Error ? error.message : String(error)})`;
}

/** Verifies an ID token from the stand-in Google: signature, `iss`, `aud` = the client id, expiry (emulator clock), claims. */
export async function verifyGoogleIdToken(ctx: EmulatorContext, token: string, clientId: string): Promise<JWTPayload & { sub: string; email: string }> {
  const key = await projectSigningKey(ctx.store);
  const publicKey = await importJWK(key.publicJwk, ALG);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, publicKey, {
      algorithms: [ALG],
      issuer: GOOGLE_ISSUERS,
      audience: clientId,
      currentDate: new Date(ctx.clock.now()),
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    throw invalidIdToken(tokenProblem(error, clientId));
  }
  if (typeof payload.sub !== 'string' || payload.sub === '') throw invalidIdToken('it has no sub');
  if (typeof payload.email !== 'string') throw invalidIdToken('it has no email claim');
  return payload as JWTPayload & { sub: string; email: string };
}

/** What the stand-in Google's account chooser signs in as. */
export interface GoogleAccount {
  email: string;
  /** The display name (a new user's first and last name); may be empty. */
  name: string;
  /** Echoed into the token when `google.accounts.id.initialize` was given one. */
  nonce?: string;
}

/**
 * A Google-like ID token for the account: `iss` https://accounts.google.com, `aud` and `azp` the
 * client id, `sub` the same stable subject the Google OAuth stand-in uses, `email`,
 * `email_verified`, the name claims, `iat`/`exp` (an hour) on the emulator clock.
 */
export async function signGoogleIdToken(ctx: EmulatorContext, clientId: string, account: GoogleAccount): Promise<string> {
  const email = normalizeEmail(account.email);
  const parts = account.name.split(/\s+/).filter((part) => part !== '');
  const payload: JWTPayload = {
    iss: GOOGLE_ISSUER,
    azp: clientId,
    aud: clientId,
    sub: await providerSubject('google', email),
    email,
    email_verified: true,
    ...(parts.length > 0
      ? { name: parts.join(' '), given_name: parts.length > 1 ? parts.slice(0, -1).join(' ') : parts[0], ...(parts.length > 1 ? { family_name: parts.at(-1) } : {}) }
      : {}),
    ...(account.nonce ? { nonce: account.nonce } : {}),
    jti: crypto.randomUUID(),
  };
  return signProjectJwt(ctx.store, payload, { typ: 'JWT', now: ctx.clock.now(), lifetimeSeconds: ID_TOKEN_SECONDS });
}

/**
 * RPC `oneTapSubmit({publicToken, idToken, oauthCallbackID, loginRedirectURL?, signupRedirectURL?})`:
 * checks the project again, the callback id and the ID token, then signs in through the same code
 * as the Google OAuth stand-in (a linked account, else the user with the email, else a new user)
 * and answers `{redirect_url}`: the login URL (existing user) or sign-up URL (new user), each the
 * request's or the project default, on `redirect_urls`, with `stytch_token_type=oauth&token=…`.
 */
/**
 * Checks the callback (from the page that started it: its clientside-services page adds the
 * start's CSRF token; one sign-in ends it) and the Google ID token (once by its `jti`; its
 * `nonce`, when it has one, must be that CSRF token), then signs in. With PKCE required for
 * OAuth, the redirect token works only in this browser: `browser` is SHA-256 of its
 * `portico_one_tap_browser` cookie (null when it kept none).
 */
export async function oneTapSubmit(ctx: EmulatorContext, request: Record<string, unknown>, browser: string | null): Promise<{ redirect_url: string }> {
  const { settings, store } = ctx;
  checkPublicToken(settings, request);
  const clientId = oneTapClientId(settings);
  if (clientId === '') {
    throw new DomainError('not_found', 'oauth_config_not_found', 'OAuth config not found: the project has no Google client for One Tap (google_one_tap.client_id is "").');
  }
  const now = ctx.clock.now();
  const callbackId = request.oauthCallbackID;
  const callback = typeof callbackId === 'string' ? ctx.oneTapCallbacks.get(callbackId) : undefined;
  if (callback === undefined || callback.expiresAt <= now) {
    throw new DomainError(
      'invalid',
      'invalid_callback_id',
      callback === undefined
        ? 'The oauthCallbackID is not one oneTapStart issued, or it was used already (or the emulator was reset or restarted since): reload the page.'
        : `The oauthCallbackID expired at ${iso(callback.expiresAt)}: reload the page.`,
    );
  }
  if (request.stytchCsrfToken !== callback.csrfToken) {
    throw new DomainError('invalid', 'invalid_callback_id', 'The oauthCallbackID belongs to a One Tap sign-in started in another browser or page: reload the page.');
  }
  if (typeof request.idToken !== 'string' || request.idToken === '') throw invalidIdToken('none was sent (idToken)');
  const claims = await verifyGoogleIdToken(ctx, request.idToken, clientId);
  if (claims.nonce !== undefined && claims.nonce !== callback.csrfToken) throw invalidIdToken('its nonce is not the one of this sign-in');
  if (typeof claims.jti !== 'string' || claims.jti === '') throw invalidIdToken('it has no jti');
  if (ctx.oneTapIdTokens.has(claims.jti)) throw invalidIdToken('it was used already (each ID token signs in once)');
  ctx.oneTapIdTokens.set(claims.jti, (claims.exp ?? 0) * 1000);
  const loginUrl = resolveRedirectUrl(settings, request.loginRedirectURL, LOGIN_OAUTH_URL);
  const signupUrl = resolveRedirectUrl(settings, request.signupRedirectURL, SIGNUP_OAUTH_URL);
  let email: string;
  try {
    email = normalizeEmail(claims.email);
  } catch {
    throw invalidIdToken(`its email ${JSON.stringify(claims.email)} is not a valid address`);
  }
  const start: OAuthStart = {
    provider: 'google',
    codeChallenge: null,
    customScopes: [],
    providerParams: [],
    loginUrl,
    signupUrl,
    attach: null,
    browserBinding: settings.pkce_required_for_oauth ? browser : null,
  };
  if (settings.pkce_required_for_oauth && browser === null) {
    throw new DomainError(
      'invalid',
      'oauth_state_mismatch',
      "With PKCE required for OAuth, the emulator binds a One Tap sign-in to its browser by a cookie of its own, which this browser did not keep (it blocks the emulator's cookies, or the emulator runs in the page).",
    );
  }
  const account = { email, name: typeof claims.name === 'string' ? claims.name : '' };
  const token = await prepareOAuthToken();
  const redirectUrl = store.transaction(() => completeOAuthSignIn(store, { start, account, subject: claims.sub, token, now }));
  // The SDK sends one callback id for every submit of its page (a refused one may be followed by
  // another); a sign-in ends it: the page goes to the redirect URL, and a new page starts again.
  ctx.oneTapCallbacks.delete(callbackId as string);
  return { redirect_url: redirectUrl };
}

/** What the stand-in's prompt reports before showing anything (Google's "not displayed" reasons). */
export type NotDisplayedReason = 'missing_client_id' | 'invalid_client' | 'unregistered_origin';

/**
 * Whether the stand-in Google shows its prompt for `clientId` on a page at `origin`: the client
 * must be the project's (non-empty, registered) and the origin one of its JavaScript origins.
 */
export function promptStatus(settings: ProjectSettings, clientId: string, origin: string): NotDisplayedReason | null {
  const oneTap = settings.google_one_tap;
  if (clientId === '') return 'missing_client_id';
  if (clientId !== oneTap.client_id || !oneTap.client_registered) return 'invalid_client';
  if (!isOneTapOriginAllowed(origin, oneTap)) return 'unregistered_origin';
  return null;
}
