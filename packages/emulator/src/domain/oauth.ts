/**
 * Social login (protocol §2.9, §4.1): the emulator stands in for Stytch and for the provider at
 * once. A start URL shows a local sign-in page; its form comes back here, which finds or creates
 * the user, links the provider account and redirects to the app with a single-use token that
 * `POST /oauth/authenticate` exchanges for a session.
 */
import type { EmulatorContext } from '../context';
import { publicTokenNotFound } from './errors';
import { DomainError } from './errors';
import type { ProjectSettings } from '../settings';
import type { AuthenticationFactor, OAuthTokenRecord, Store } from '../store';
import { normalizeEmail } from './contact';
import { isOAuthProvider, PROVIDER_INFO, type OAuthProvider } from './oauth-providers';
import { readCodeChallenge } from './pkce';
import { newId, newSecretToken, sha256Hex } from './random';
import { linkWithToken, resolveRedirectUrl, type RedirectField } from './redirect-urls';
import { iso, newFactor } from './views';

const MINUTE_MS = 60_000;
/** OAuth redirect tokens and attach tokens work for 10 minutes. */
export const OAUTH_TOKEN_MINUTES = 10;

const OAUTH_NO_MATCH = { type: 'no_match_for_provided_oauth_url', subject: 'The oauth redirect url in the request' };

export const LOGIN_OAUTH_URL: RedirectField = {
  name: 'login_redirect_url',
  invalidType: 'invalid_login_oauth_url',
  fallback: 'default_login_redirect_url',
  noMatch: OAUTH_NO_MATCH,
};

export const SIGNUP_OAUTH_URL: RedirectField = {
  name: 'signup_redirect_url',
  invalidType: 'invalid_signup_oauth_url',
  fallback: 'default_signup_redirect_url',
  noMatch: OAUTH_NO_MATCH,
};

/** `400 invalid_oauth_provider` for a path name that is not one of the 19. */
export const invalidOAuthProvider = (provider: string): DomainError =>
  new DomainError('invalid', 'invalid_oauth_provider', `"${provider}" is not an OAuth provider Stytch supports.`);

/** The provider, if it is one of the 19 and the project enables it. */
export function enabledProvider(settings: ProjectSettings, provider: string): OAuthProvider {
  if (!isOAuthProvider(provider)) throw invalidOAuthProvider(provider);
  if (!settings.oauth_providers.includes(provider)) {
    throw new DomainError(
      'not_found',
      'oauth_config_not_found',
      `OAuth config not found: this project has not enabled ${PROVIDER_INFO[provider].label}. The emulator enables the ` +
        `providers in its oauth_providers setting (${settings.oauth_providers.join(', ') || 'none'}); add "${provider}" with PUT /emulator/config.`,
    );
  }
  return provider;
}

/** A vetted start URL: everything the sign-in page shows and its form sends back. */
export interface OAuthStart {
  provider: OAuthProvider;
  codeChallenge: string | null;
  /** `custom_scopes`, split on spaces. */
  customScopes: string[];
  /** The `provider_<key>` parameters, keys without the prefix. */
  providerParams: [string, string][];
  loginUrl: URL;
  signupUrl: URL;
  /** The attach token's user, when the start URL carried an `oauth_attach_token`. */
  attach: { tokenHash: string; userId: string } | null;
  /** One Tap with PKCE required: the starting browser (see `OAuthTokenRecord.browser_binding`). */
  browserBinding?: string | null;
}

const invalidAttachToken = (why: string) =>
  new DomainError('invalid', 'invalid_oauth_attach_token', `The oauth_attach_token is invalid: ${why}. Get a new one from POST /sdk/v1/oauth/attach.`);

function attachTokenProblem(token: OAuthTokenRecord | undefined, provider: string, now: number): string | null {
  if (!token || token.kind !== 'attach') return 'the emulator did not issue it';
  if (token.provider !== provider) return `it was issued for ${token.provider}, not ${provider}`;
  if (token.used_at !== null) return `it was already used (at ${iso(token.used_at)})`;
  if (token.expires_at <= now) return `it expired at ${iso(token.expires_at)}`;
  return null;
}

/**
 * Checks a start URL's query (protocol §4.1) in the order Stytch would: public token, provider,
 * PKCE, redirect URLs (each on `redirect_urls`, defaults when absent), attach token.
 */
export async function readOAuthStart(ctx: EmulatorContext, providerName: string, query: URLSearchParams): Promise<OAuthStart> {
  const { settings, store } = ctx;
  if (query.get('public_token') !== settings.public_token) throw publicTokenNotFound(settings);
  const provider = enabledProvider(settings, providerName);
  const codeChallenge = readCodeChallenge(query.get('code_challenge') ?? undefined, settings.pkce_required_for_oauth, 'pkce_required_for_oauth');
  const loginUrl = resolveRedirectUrl(settings, query.get('login_redirect_url') ?? undefined, LOGIN_OAUTH_URL);
  const signupUrl = resolveRedirectUrl(settings, query.get('signup_redirect_url') ?? undefined, SIGNUP_OAUTH_URL);
  let attach: OAuthStart['attach'] = null;
  const attachToken = query.get('oauth_attach_token');
  if (attachToken !== null && attachToken !== '') {
    const tokenHash = await sha256Hex(attachToken);
    const token = store.oauthTokens.findByHash(tokenHash);
    const problem = attachTokenProblem(token, provider, ctx.clock.now());
    if (problem !== null || !token) throw invalidAttachToken(problem ?? 'the emulator did not issue it');
    attach = { tokenHash, userId: token.user_id };
  }
  const providerParams = [...query.entries()]
    .filter(([key]) => key.startsWith('provider_') && key.length > 'provider_'.length)
    .map(([key, value]): [string, string] => [key.slice('provider_'.length), value]);
  const customScopes = (query.get('custom_scopes') ?? '').split(/\s+/).filter((scope) => scope !== '');
  return { provider, codeChallenge, customScopes, providerParams, loginUrl, signupUrl, attach };
}

/** What the tester chose on the sign-in page. */
export interface ProviderAccount {
  email: string;
  /** The display name typed on the page (used for a new user's name); may be empty. */
  name: string;
}

/** Reads the sign-in form: a picked existing account, or a typed email address and display name. */
export function readProviderAccount(form: Record<string, unknown>): ProviderAccount {
  const picked = typeof form.account === 'string' ? form.account.trim() : '';
  const typed = typeof form.email === 'string' ? form.email.trim() : '';
  const raw = picked !== '' ? picked : typed;
  if (raw === '') {
    throw new DomainError('invalid', 'invalid_email', 'Choose an account, or type the email address to sign in with.');
  }
  const name = typeof form.name === 'string' ? form.name.trim() : '';
  if (name.length > 100) throw new DomainError('invalid', 'invalid_display_name', 'The display name may have at most 100 characters.');
  return { email: normalizeEmail(raw), name: picked !== '' ? '' : name };
}

/** A stable `provider_subject` for an email address at a provider (so the same account signs in the same user). */
export async function providerSubject(provider: OAuthProvider, email: string): Promise<string> {
  const digest = await sha256Hex(`${provider}:${email}`);
  // A decimal string like Google's 21-digit subjects.
  return BigInt(`0x${digest.slice(0, 17)}`).toString().padStart(21, '1').slice(0, 21);
}

/** The email record of `email` for the user: theirs, added (unverified) when nobody has it, or null when another user has it. */
function emailOfUser(store: Store, userId: string, email: string, now: number): string | null {
  const existing = store.emails.findByAddress(email);
  if (existing) return existing.user_id === userId ? existing.email_id : null;
  return store.emails.create({ email_id: newId('email'), user_id: userId, email, created_at: now }).email_id;
}

function splitName(name: string): { first_name: string; last_name: string } {
  const parts = name.split(/\s+/).filter((part) => part !== '');
  if (parts.length <= 1) return { first_name: parts[0] ?? '', last_name: '' };
  return { first_name: parts.slice(0, -1).join(' '), last_name: parts.at(-1) ?? '' };
}

export interface OAuthCallbackInput {
  start: OAuthStart;
  account: ProviderAccount;
  subject: string;
  /** The token for the redirect and its hash, prepared before the synchronous work. */
  token: { token: string; hash: string };
  now: number;
}

/**
 * The stand-in provider said yes: links the provider account to a user (the attach token's user,
 * the user it is already linked to, the user with that email address, or a new user) and issues
 * the redirect token. Synchronous, for use inside a transaction. Returns the redirect URL: the
 * login URL for an existing user, the sign-up URL for a new one.
 */
export function completeOAuthSignIn(store: Store, input: OAuthCallbackInput): string {
  const { start, account, subject, now } = input;
  const { provider } = start;
  let registration = store.oauthRegistrations.findBySubject(provider, subject);
  let userId: string;
  let created = false;
  if (start.attach) {
    store.oauthTokens.markUsed(start.attach.tokenHash, now);
    userId = start.attach.userId;
    if (registration && registration.user_id !== userId) store.oauthRegistrations.moveToUser(registration.registration_id, userId);
  } else if (registration) {
    userId = registration.user_id;
  } else {
    const owner = store.emails.findByAddress(account.email);
    if (owner) {
      userId = owner.user_id;
    } else {
      userId = store.users.create({ user_id: newId('user'), created_at: now, status: 'active', ...splitName(account.name) }).user_id;
      created = true;
    }
  }
  registration ??= store.oauthRegistrations.create({
    registration_id: newId('oauth-user'),
    user_id: userId,
    provider,
    provider_subject: subject,
    email: account.email,
    profile_picture_url: '',
    locale: '',
    created_at: now,
  });
  store.oauthTokens.issue({
    token_hash: input.token.hash,
    kind: 'login',
    provider,
    user_id: userId,
    registration_id: registration.registration_id,
    email_id: emailOfUser(store, userId, account.email, now),
    scopes: [...new Set([...PROVIDER_INFO[provider].scopes, ...start.customScopes])],
    code_challenge: start.codeChallenge,
    browser_binding: start.browserBinding ?? null,
    created_at: now,
    expires_at: now + OAUTH_TOKEN_MINUTES * MINUTE_MS,
  });
  return linkWithToken(created ? start.signupUrl : start.loginUrl, 'oauth', input.token.token);
}

/**
 * Where Cancel goes: the login URL with `stytch_token_type=oauth&error=access_denied` and a
 * description (the SDK's `parseAuthenticateUrl` ignores it, having no token; the app can show it).
 */
export function cancelledRedirect(start: OAuthStart): string {
  const url = new URL(start.loginUrl);
  url.searchParams.set('stytch_token_type', 'oauth');
  url.searchParams.set('error', 'access_denied');
  url.searchParams.set('error_description', `The user cancelled the sign-in at ${PROVIDER_INFO[start.provider].label}.`);
  return url.toString();
}

export async function prepareOAuthToken(): Promise<{ token: string; hash: string }> {
  const token = newSecretToken();
  return { token, hash: await sha256Hex(token) };
}

/** `404 oauth_token_not_found` (spec §8), with the reason. */
export const oauthTokenNotFound = (why: string): DomainError =>
  new DomainError('not_found', 'oauth_token_not_found', `OAuth Token could not be found: ${why}.`);

/** The usable redirect token for a hash, or the error to answer. */
export function findUsableOAuthToken(store: Store, hash: string, now: number): OAuthTokenRecord {
  const token = store.oauthTokens.findByHash(hash);
  if (!token || token.kind !== 'login') {
    throw oauthTokenNotFound('the emulator did not issue this token (copy the whole "token" parameter of the redirect URL)');
  }
  if (token.used_at !== null) throw oauthTokenNotFound(`it was already used (at ${iso(token.used_at)})`);
  if (token.expires_at <= now) throw oauthTokenNotFound(`it expired at ${iso(token.expires_at)}`);
  return token;
}

/** The session factor of an OAuth login, e.g. `{type: 'oauth', delivery_method: 'oauth_google', google_oauth_factor}`. */
export function oauthFactor(token: OAuthTokenRecord, subject: string, now: number): AuthenticationFactor {
  return newFactor('oauth', `oauth_${token.provider}`, now, {
    [`${token.provider}_oauth_factor`]: { id: token.registration_id ?? '', email_id: token.email_id ?? '', provider_subject: subject },
  });
}
