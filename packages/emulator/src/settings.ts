/**
 * Project settings: the emulator's stand-in for a Stytch project's dashboard configuration.
 * The JSON shape (snake_case) is what a `--config` file and `PUT /emulator/config` accept; every
 * field is optional there and merged over {@link DEFAULT_SETTINGS}.
 */
import {
  cloneOAuthSettings,
  DEFAULT_OAUTH_SETTINGS,
  OAUTH_CHECKS,
  oauthCrossFieldIssues,
  type OAuthSettings,
} from './settings-oauth';
import { cloneGoogleOneTap, DEFAULT_GOOGLE_ONE_TAP, googleOneTapProblem, mergeGoogleOneTap, type GoogleOneTapSettings } from './settings-one-tap';
import { arrayOf, boolean, describe, integer, isObject, matching, oneOf, type Check } from './settings-checks';
import { defaultRedirectUrl, httpUrl, originPattern, parseHttpUrl, redirectPattern } from './settings-urls';

export type { GoogleOneTapSettings } from './settings-one-tap';
/** URL matching lives in settings-urls.ts; these stay importable from here. */
export { isOriginAllowed, isRedirectUrlAllowed, parseHttpUrl } from './settings-urls';

export type PasswordPolicy = 'zxcvbn' | 'luds' | 'none';

/** The modes of the outbox's mail scanner (setting `mail_scanner`, scanner/mail-scanner.ts). */
export const MAIL_SCANNER_MODES = ['off', 'fetch', 'browser'] as const;
export type MailScannerSetting = (typeof MAIL_SCANNER_MODES)[number];

/** The products a Stytch project enables one by one for its frontend SDK (http/sdk-products.ts). */
export const SDK_PRODUCTS = [
  'email_magic_links',
  'otp_email',
  'otp_sms',
  'otp_whatsapp',
  'oauth',
  'passwords',
  'crypto_wallets',
  'webauthn',
  'totps',
  'user_data_management',
] as const;
export type SdkProduct = (typeof SDK_PRODUCTS)[number];

export interface RbacScope {
  scope: string;
  description: string;
}

/**
 * A Trusted Auth Token profile (Stytch dashboard → Trusted Auth Tokens): which JWTs
 * `POST /sdk/v1/sessions/attest` accepts and how their claims map to a user. Tokens are verified
 * with `public_key_pem`, `jwks_url` or `hs256_secret` (at most one); with none of them, with the
 * emulator's own ES256 key, so `POST /emulator/trusted-tokens` can mint tokens for the profile.
 */
export interface TrustedAuthTokenProfile {
  profile_id: string;
  /** The `iss` the tokens must carry. */
  issuer: string;
  /** An `aud` the tokens must carry. */
  audience: string;
  /** An SPKI public key (`-----BEGIN PUBLIC KEY-----`), RSA, EC or Ed25519. */
  public_key_pem?: string;
  /** Where the issuer's JSON Web Key Set is served. */
  jwks_url?: string;
  /** A shared secret (at least 32 characters) for HS256 tokens. */
  hs256_secret?: string;
  /** The claims holding the user's email address (default `email`) and the token's unique id (default `jti`). */
  attribute_mapping?: { email?: string; token_id?: string };
  /** Whether a token for an unknown email address creates the user (default true; Stytch's default is false). */
  allow_jit_provisioning?: boolean;
}

export interface ProjectSettings extends OAuthSettings {
  project_id: string;
  project_name: string;
  /** The only public token the emulator accepts; starts with `public-token-`. */
  public_token: string;
  /**
   * The project's secret: the Backend API (`/v1/…`) answers only `Authorization: Basic
   * base64(<project_id>:<project_secret>)`. Never shown by `GET /emulator/config` (routes/control.ts).
   */
  project_secret: string;
  /** Sender domains; outgoing email comes from `no-reply@<first>`. */
  email_domains: string[];
  display_watermark: boolean;
  /** CORS allowlist of origins; `*` is allowed only as the port (`http://localhost:*`). */
  allowed_origins: string[];
  /**
   * Where emailed links may point: origins (`*` only as the port) that match any path, or
   * origin + path entries that match that path exactly.
   */
  redirect_urls: string[];
  /**
   * Used when a magic-link, reset, OAuth or One Tap request gives no login URL. `''`: the project
   * has no default login URL (requests must name one, and One Tap reports `no_login_redirect_urls_set`).
   */
  default_login_redirect_url: string;
  /** Used when a magic-link, OAuth or One Tap request gives no sign-up URL; `''` as above (`no_signup_redirect_urls_set`). */
  default_signup_redirect_url: string;
  /** Used when a reset request gives no `reset_password_redirect_url`. */
  default_reset_password_redirect_url: string;
  password_policy: PasswordPolicy;
  luds_min_length: number;
  luds_complexity: number;
  /**
   * Extra passwords the breached-password check reports as breached, exactly as written (on top of
   * the built-in list and its variants), so tests can exercise `breached_password` with any password.
   */
  breached_passwords: string[];
  /**
   * Consecutive failed attempts, across every method (codes, passwords, authenticator apps,
   * recovery codes, magic links, passkeys, wallets), before a user locks, as Stytch's user locks
   * (default 10); a success resets the count.
   */
  user_lock_threshold: number;
  /** How long a user stays locked (Stytch's default: an hour). */
  lock_duration_minutes: number;
  /**
   * The project's maximum session duration for the frontend SDK (Stytch dashboard → SDK configuration):
   * a longer `session_duration_minutes` is `400 invalid_session_duration`. Default 527040 (366
   * days, Stytch's own bound), so no request is refused for it unless a test sets it.
   */
  max_session_duration_minutes: number;
  /**
   * Whether SMS and WhatsApp codes go to numbers outside the United States and Canada. Off, as for
   * a new Stytch project: such numbers answer `400 invalid_phone_number_country_code`.
   */
  international_sms_enabled: boolean;
  pkce_required_for_email_magic_links: boolean;
  pkce_required_for_password_resets: boolean;
  pkce_required_for_oauth: boolean;
  siwe_required_for_crypto_wallets: boolean;
  rbac_scopes: RbacScope[];
  trusted_auth_token_profiles: TrustedAuthTokenProfile[];
  /** Google One Tap: the project's Google client and how the stand-in Google judges it (settings-one-tap.ts). */
  google_one_tap: GoogleOneTapSettings;
  /**
   * Products not enabled for the frontend SDK (Stytch dashboard → SDK configuration): their calls
   * answer `401 endpoint_not_authorized_for_sdk`. Empty by default: every product is enabled.
   */
  sdk_disabled_products: SdkProduct[];
  /** Stytch's documented rate limits (domain/rate-limits.ts); `false` turns them off, for load tests. */
  rate_limits: boolean;
  /**
   * The outbox acting as a security-scanning mail gateway: `'fetch'` GETs every link of each
   * message sent (a link checker), `'browser'` renders each in a headless Chromium (the Node
   * emulator only); the message is held from the outbox until its scan ends. `'off'` by default.
   */
  mail_scanner: MailScannerSetting;
}

/** Every field optional; `google_one_tap` may be partial too (merged over the current value). */
export type SettingsInput = Partial<Omit<ProjectSettings, 'google_one_tap'>> & { google_one_tap?: Partial<GoogleOneTapSettings> };

export const DEFAULT_SETTINGS: Readonly<ProjectSettings> = Object.freeze({
  project_id: 'project-test-portico',
  project_name: 'Portico Playground',
  public_token: 'public-token-test-portico',
  project_secret: 'secret-test-portico',
  email_domains: ['portico.test'],
  display_watermark: false,
  allowed_origins: ['http://localhost:*', 'http://127.0.0.1:*'],
  redirect_urls: ['http://localhost:*', 'http://127.0.0.1:*'],
  default_login_redirect_url: 'http://localhost:5173/authenticate',
  default_signup_redirect_url: 'http://localhost:5173/authenticate',
  default_reset_password_redirect_url: 'http://localhost:5173/reset-password',
  password_policy: 'zxcvbn',
  luds_min_length: 8,
  luds_complexity: 3,
  breached_passwords: [],
  user_lock_threshold: 10,
  lock_duration_minutes: 60,
  max_session_duration_minutes: 527040,
  international_sms_enabled: false,
  pkce_required_for_email_magic_links: false,
  pkce_required_for_password_resets: false,
  pkce_required_for_oauth: false,
  siwe_required_for_crypto_wallets: false,
  rbac_scopes: [],
  ...DEFAULT_OAUTH_SETTINGS,
  trusted_auth_token_profiles: [
    {
      profile_id: 'trusted-auth-token-profile-test-portico',
      issuer: 'portico-emulator',
      audience: 'portico',
      attribute_mapping: { email: 'email', token_id: 'jti' },
      allow_jit_provisioning: true,
    },
  ],
  google_one_tap: DEFAULT_GOOGLE_ONE_TAP,
  sdk_disabled_products: [],
  rate_limits: true,
  mail_scanner: 'off',
});

/** Thrown (or returned) when settings do not validate; `issues` names each bad field. */
export class SettingsError extends Error {
  constructor(readonly issues: string[]) {
    super(issues.join('; '));
    this.name = 'SettingsError';
  }
}

const PROJECT_ID = /^project-(test|live)-[A-Za-z0-9_-]+$/;
const PUBLIC_TOKEN = /^public-token-[A-Za-z0-9_-]+$/;
/** Stytch's secrets look like `secret-test-wQZjAsRqcO6z-ac1M5t3WfuRy9C_rcFXQ-Y=`. */
const PROJECT_SECRET = /^secret-(test|live)-[A-Za-z0-9_=-]{1,200}$/;
const DOMAIN = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;
const SCOPE = /^[A-Za-z0-9:._/-]{1,100}$/;
const MAX_BREACHED_PASSWORDS = 10_000;

const rbacScope: Check = (v) => {
  if (!isObject(v)) return 'must be an object {scope, description}';
  const extra = Object.keys(v).filter((key) => key !== 'scope' && key !== 'description');
  if (extra.length > 0) return `has unknown field "${extra[0]}"`;
  if (typeof v.scope !== 'string' || !SCOPE.test(v.scope)) return '.scope must be a scope name without spaces';
  if (typeof v.description !== 'string') return '.description must be a string';
  return null;
};

const PROFILE_ID = /^[A-Za-z0-9._:-]{1,100}$/;
const CLAIM_NAME = /^[^\s]{1,100}$/;
const PROFILE_FIELDS = [
  'profile_id',
  'issuer',
  'audience',
  'public_key_pem',
  'jwks_url',
  'hs256_secret',
  'attribute_mapping',
  'allow_jit_provisioning',
];

const nonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** Where a profile's verification keys come from (the first problem, or null). */
function profileKeyProblem(v: Record<string, unknown>): string | null {
  const sources = ['public_key_pem', 'jwks_url', 'hs256_secret'].filter((key) => v[key] !== undefined);
  if (sources.length > 1) return `may have only one of public_key_pem, jwks_url and hs256_secret (has ${sources.join(', ')})`;
  if (v.public_key_pem !== undefined && (typeof v.public_key_pem !== 'string' || !v.public_key_pem.includes('-----BEGIN PUBLIC KEY-----'))) {
    return '.public_key_pem must be an SPKI PEM ("-----BEGIN PUBLIC KEY-----…")';
  }
  if (v.jwks_url !== undefined && (typeof v.jwks_url !== 'string' || !parseHttpUrl(v.jwks_url))) return '.jwks_url must be an http(s) URL';
  if (v.hs256_secret !== undefined && (typeof v.hs256_secret !== 'string' || v.hs256_secret.length < 32)) {
    return '.hs256_secret must be a string of at least 32 characters';
  }
  return null;
}

const trustedTokenProfile: Check = (v) => {
  if (!isObject(v)) return 'must be an object {profile_id, issuer, audience, …}';
  const extra = Object.keys(v).filter((key) => !PROFILE_FIELDS.includes(key));
  if (extra.length > 0) return `has unknown field "${extra[0]}" (known: ${PROFILE_FIELDS.join(', ')})`;
  if (typeof v.profile_id !== 'string' || !PROFILE_ID.test(v.profile_id)) {
    return '.profile_id must be 1–100 letters, digits, ".", "_", ":" or "-"';
  }
  if (!nonEmptyString(v.issuer)) return '.issuer must be a non-empty string';
  if (!nonEmptyString(v.audience)) return '.audience must be a non-empty string';
  const keyProblem = profileKeyProblem(v);
  if (keyProblem) return keyProblem;
  const mapping = v.attribute_mapping;
  if (mapping !== undefined) {
    if (!isObject(mapping)) return '.attribute_mapping must be an object {email?, token_id?}';
    for (const [key, claim] of Object.entries(mapping)) {
      if (key !== 'email' && key !== 'token_id') return `.attribute_mapping may map only email and token_id (got "${key}")`;
      if (typeof claim !== 'string' || !CLAIM_NAME.test(claim)) return `.attribute_mapping.${key} must be a claim name`;
    }
  }
  if (v.allow_jit_provisioning !== undefined && typeof v.allow_jit_provisioning !== 'boolean') {
    return '.allow_jit_provisioning must be true or false';
  }
  return null;
};

const breachedPassword: Check = (v) =>
  typeof v === 'string' && v !== '' && v.length <= 256 ? null : 'must be a non-empty string of at most 256 characters';

const CHECKS: { [K in keyof ProjectSettings]: Check } = {
  ...OAUTH_CHECKS,
  project_id: matching(PROJECT_ID, 'a project id like "project-test-portico"'),
  project_name: (v) =>
    typeof v === 'string' && v.trim().length > 0 && v.length <= 100
      ? null
      : 'must be a non-empty string (at most 100 characters)',
  public_token: matching(PUBLIC_TOKEN, 'a token starting with "public-token-" (letters, digits, "-" and "_")'),
  project_secret: matching(PROJECT_SECRET, 'a secret starting with "secret-test-" or "secret-live-" (letters, digits, "-", "_" and "=")'),
  email_domains: arrayOf(matching(DOMAIN, 'a domain name like "portico.test"'), { nonEmpty: true }),
  display_watermark: boolean,
  allowed_origins: arrayOf(originPattern, { nonEmpty: false }),
  redirect_urls: arrayOf(redirectPattern, { nonEmpty: false }),
  default_login_redirect_url: defaultRedirectUrl,
  default_signup_redirect_url: defaultRedirectUrl,
  default_reset_password_redirect_url: httpUrl,
  password_policy: oneOf('zxcvbn', 'luds', 'none'),
  luds_min_length: integer(8, 32),
  luds_complexity: integer(1, 4),
  breached_passwords: (v) =>
    Array.isArray(v) && v.length > MAX_BREACHED_PASSWORDS
      ? `may list at most ${MAX_BREACHED_PASSWORDS} passwords`
      : arrayOf(breachedPassword, { nonEmpty: false })(v),
  user_lock_threshold: integer(1, 1000),
  lock_duration_minutes: integer(1, 525600),
  max_session_duration_minutes: integer(5, 527040),
  international_sms_enabled: boolean,
  pkce_required_for_email_magic_links: boolean,
  pkce_required_for_password_resets: boolean,
  pkce_required_for_oauth: boolean,
  siwe_required_for_crypto_wallets: boolean,
  rbac_scopes: (v) => {
    const problem = arrayOf(rbacScope, { nonEmpty: false })(v);
    if (problem || !Array.isArray(v)) return problem;
    const names = v.map((entry: RbacScope) => entry.scope);
    const duplicate = names.find((name, index) => names.indexOf(name) !== index);
    return duplicate === undefined ? null : `lists the scope "${duplicate}" twice`;
  },
  trusted_auth_token_profiles: (v) => {
    const problem = arrayOf(trustedTokenProfile, { nonEmpty: false })(v);
    if (problem || !Array.isArray(v)) return problem;
    const ids = v.map((entry: TrustedAuthTokenProfile) => entry.profile_id);
    const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
    return duplicate === undefined ? null : `lists the profile "${duplicate}" twice`;
  },
  google_one_tap: googleOneTapProblem,
  sdk_disabled_products: arrayOf(oneOf(...SDK_PRODUCTS), { nonEmpty: false }),
  rate_limits: boolean,
  mail_scanner: oneOf(...MAIL_SCANNER_MODES),
};

const SETTING_NAMES = Object.keys(CHECKS) as (keyof ProjectSettings)[];

const isSettingName = (key: string): key is keyof ProjectSettings => Object.hasOwn(CHECKS, key);

/**
 * Validates a partial settings object (a config file, or a `PUT /emulator/config` body) that will
 * be merged over `base`. Returns the problems, each naming its field; an empty list means the input
 * is valid.
 */
export function settingsIssues(input: unknown, base: ProjectSettings = DEFAULT_SETTINGS): string[] {
  if (!isObject(input)) return [`settings must be a JSON object (got ${describe(input)})`];
  const issues: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    if (!isSettingName(key)) {
      issues.push(`unknown setting "${key}" (known settings: ${SETTING_NAMES.join(', ')})`);
      continue;
    }
    const problem = CHECKS[key](value);
    if (problem) issues.push(`${key} ${problem} (got ${describe(value)})`);
  }
  // Settings that refer to each other are checked once each is valid on its own.
  if (issues.length === 0) issues.push(...oauthCrossFieldIssues({ ...base, ...(input as SettingsInput) }));
  return issues;
}

/** Merges a validated partial over `base` (defaults unless given); throws {@link SettingsError}. */
/** The app origin the defaults name (the playground's): `defaultSettingsFor` moves them. */
export const DEFAULT_APP_ORIGIN = 'http://localhost:5173';

/**
 * The default settings for an app at `appUrl` (its origin is what counts): the default redirect
 * URLs, the connected apps' redirect and post-logout URIs and the identity provider's
 * authorization URL name that origin instead of the playground's `http://localhost:5173` (and
 * `http://127.0.0.1:<its port>` for `127.0.0.1:5173`). Settings a config gives still win.
 */
export function defaultSettingsFor(appUrl: string): ProjectSettings {
  const url = parseHttpUrl(appUrl);
  if (!url) throw new SettingsError([`appUrl must be an absolute http(s) URL like "http://localhost:3000" (got ${JSON.stringify(appUrl)})`]);
  const origin = url.origin;
  const loopback = new URL(origin);
  loopback.hostname = '127.0.0.1';
  const move = (value: unknown): unknown => {
    if (typeof value === 'string') {
      if (value.startsWith(`${DEFAULT_APP_ORIGIN}/`) || value === DEFAULT_APP_ORIGIN) return origin + value.slice(DEFAULT_APP_ORIGIN.length);
      if (value.startsWith('http://127.0.0.1:5173')) return loopback.origin + value.slice('http://127.0.0.1:5173'.length);
      return value;
    }
    if (Array.isArray(value)) return value.map(move);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, move(entry)]));
    return value;
  };
  return move(cloneSettings(DEFAULT_SETTINGS)) as ProjectSettings;
}

export function resolveSettings(input: unknown = {}, base: ProjectSettings = DEFAULT_SETTINGS): ProjectSettings {
  const issues = settingsIssues(input, base);
  if (issues.length > 0) throw new SettingsError(issues);
  const patch = input as SettingsInput;
  return cloneSettings({ ...base, ...patch, google_one_tap: mergeGoogleOneTap(base.google_one_tap, patch.google_one_tap) });
}

export function cloneSettings(settings: ProjectSettings): ProjectSettings {
  return {
    ...settings,
    email_domains: [...settings.email_domains],
    allowed_origins: [...settings.allowed_origins],
    redirect_urls: [...settings.redirect_urls],
    breached_passwords: [...settings.breached_passwords],
    sdk_disabled_products: [...settings.sdk_disabled_products],
    rbac_scopes: settings.rbac_scopes.map((scope) => ({ ...scope })),
    ...cloneOAuthSettings(settings),
    trusted_auth_token_profiles: settings.trusted_auth_token_profiles.map((profile) => ({
      ...profile,
      ...(profile.attribute_mapping ? { attribute_mapping: { ...profile.attribute_mapping } } : {}),
    })),
    google_one_tap: cloneGoogleOneTap(settings.google_one_tap),
  };
}
