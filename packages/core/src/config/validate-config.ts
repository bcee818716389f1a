import type { MagicLinkRequest, PasswordResetStartRequest } from '../client';
import { MAGIC_LINK_EXPIRATION_MINUTES, OTP_EXPIRATION_MINUTES, SESSION_DURATION_MINUTES } from './constants';
import {
  MfaMethods,
  OAuthProviders,
  OneTapPositions,
  OTPMethods,
  Products,
  Wallets,
  type LoginConfig,
  type OAuthProvider,
  type OAuthProviderOptions,
  type OneTapPosition,
  type OTPMethod,
  type Product,
  type Wallet,
} from './login-config';

/**
 * A configuration problem, as a code. The two the spec names are `eml_and_email_otp` and
 * `passkeys_only`; the others catch configs that would otherwise render an empty or broken
 * widget (Stytch's own UI silently shows nothing for them).
 */
export type ConfigErrorCode =
  | 'eml_and_email_otp'
  | 'passkeys_only'
  | 'no_products'
  | 'unknown_product'
  | 'otp_methods_missing'
  | 'unknown_otp_method'
  | 'invalid_duration'
  | 'oauth_providers_missing'
  | 'unknown_oauth_provider'
  | 'one_tap_not_google'
  | 'unknown_one_tap_position'
  | 'unknown_wallet'
  | 'invalid_mfa_options';

export interface ConfigError {
  code: ConfigErrorCode;
  /** The offending value or field path, for the message. */
  detail?: string;
}

const PRODUCT_VALUES = new Set<string>(Object.values(Products));
const OTP_METHOD_VALUES = new Set<string>(Object.values(OTPMethods));
const PROVIDER_VALUES = new Set<string>(Object.values(OAuthProviders));
const POSITION_VALUES = new Set<string>(Object.values(OneTapPositions));
const WALLET_VALUES = new Set<string>(Object.values(Wallets));
const MFA_METHOD_VALUES = new Set<string>(Object.values(MfaMethods));

/** mfaOptions: a known policy and at least one method, every one known (one message says what is expected). */
function mfaErrors(options: unknown): ConfigError[] {
  if (options === undefined) return [];
  const record = isObject(options) ? options : {};
  const methods: unknown[] = Array.isArray(record.methods) ? record.methods : [];
  const valid =
    (record.policy === 'whenEnrolled' || record.policy === 'required') &&
    methods.length > 0 &&
    methods.every((method) => MFA_METHOD_VALUES.has(method as string));
  return valid ? [] : [{ code: 'invalid_mfa_options' }];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** oauthOptions (spec §3): known providers; One Tap only for Google (the only provider that has it). */
function oauthErrors(config: LoginConfig): ConfigError[] {
  const providers: unknown[] = Array.isArray(config.oauthOptions?.providers) ? config.oauthOptions.providers : [];
  if (providers.length === 0) return [{ code: 'oauth_providers_missing' }];
  const errors: ConfigError[] = [];
  for (const provider of providers) {
    const type = isObject(provider) ? provider.type : provider;
    if (!PROVIDER_VALUES.has(type as string)) {
      errors.push({ code: 'unknown_oauth_provider', detail: String(type) });
      continue;
    }
    const { one_tap: oneTap, position } = provider as Record<string, unknown>;
    if (oneTap === true && type !== 'google') errors.push({ code: 'one_tap_not_google', detail: String(type) });
    if (position !== undefined && !POSITION_VALUES.has(position as string)) {
      errors.push({ code: 'unknown_one_tap_position', detail: String(position) });
    }
  }
  return errors;
}

function isPositiveInteger(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** Checks a config that may come from JSON. Returns every problem found, in a stable order. */
export function validateLoginConfig(config: unknown): ConfigError[] {
  if (typeof config !== 'object' || config === null || !Array.isArray((config as LoginConfig).products)) {
    return [{ code: 'no_products' }];
  }
  const { products, otpOptions, sessionOptions } = config as LoginConfig;
  const errors: ConfigError[] = [];

  if (products.length === 0) errors.push({ code: 'no_products' });
  for (const product of products) {
    if (!PRODUCT_VALUES.has(product)) errors.push({ code: 'unknown_product', detail: String(product) });
  }

  const methods: unknown[] = Array.isArray(otpOptions?.methods) ? otpOptions.methods : [];
  if (products.includes('otp')) {
    if (methods.length === 0) errors.push({ code: 'otp_methods_missing' });
    for (const method of methods) {
      if (!OTP_METHOD_VALUES.has(method as string)) {
        errors.push({ code: 'unknown_otp_method', detail: String(method) });
      }
    }
  }

  if (products.includes('oauth')) errors.push(...oauthErrors(config as LoginConfig));
  const wallets: unknown[] = Array.isArray((config as LoginConfig).cryptoOptions?.wallets) ? (config as LoginConfig).cryptoOptions!.wallets! : [];
  for (const wallet of products.includes('crypto') ? wallets : []) {
    if (!WALLET_VALUES.has(wallet as string)) errors.push({ code: 'unknown_wallet', detail: String(wallet) });
  }

  errors.push(...mfaErrors((config as LoginConfig).mfaOptions));

  if (products.includes('emailMagicLinks') && products.includes('otp') && methods.includes('email')) {
    errors.push({ code: 'eml_and_email_otp' });
  }
  if (products.length > 0 && products.every((product) => product === 'passkeys')) {
    errors.push({ code: 'passkeys_only' });
  }

  if (otpOptions?.expirationMinutes !== undefined && !isPositiveInteger(otpOptions.expirationMinutes)) {
    errors.push({ code: 'invalid_duration', detail: 'otpOptions.expirationMinutes' });
  }
  if (sessionOptions !== undefined && !isPositiveInteger(sessionOptions.sessionDurationMinutes)) {
    errors.push({ code: 'invalid_duration', detail: 'sessionOptions.sessionDurationMinutes' });
  }
  return errors;
}

/** The tabs of the Main form area: one per form method, in config order (spec §2). */
export type LoginTab = 'sms' | 'whatsapp' | 'email';

/** A social sign-in button (spec §2): its provider and what its start asks for. */
export interface ResolvedOAuthProvider {
  type: OAuthProvider;
  customScopes: string[];
  providerParams: Record<string, string>;
}

/** Google One Tap (spec §2, §4), when a provider asks for it. */
export interface ResolvedOneTap {
  position: OneTapPosition;
  cancelOnTapOutside: boolean;
}

export interface ResolvedLoginConfig {
  products: Product[];
  /** Social sign-in: one button per provider, in config order, and the redirect URLs of every start. */
  oauth: {
    providers: ResolvedOAuthProvider[];
    loginRedirectUrl?: string;
    signupRedirectUrl?: string;
    oneTap: ResolvedOneTap | null;
  };
  /** Wallet login: the wallets the config lists (null: the browser's own). */
  crypto: { enabled: boolean; wallets: Wallet[] | null };
  tabs: LoginTab[];
  otp: {
    methods: OTPMethod[];
    expirationMinutes: number;
    loginTemplateId?: string;
    signupTemplateId?: string;
    locale?: string;
  };
  sessionDurationMinutes: number;
  /** Passkey login on Main (spec §2), and Portico's offer of a passkey after another login. */
  passkeys: { enabled: boolean; upgradeAfterLogin: boolean };
  /** What the Email tab's form does: look the user up for passwords, send a link, or a code. */
  emailForm: 'passwords' | 'emailMagicLinks' | 'otp' | null;
  /** The passwordless option offered on the password screens (a login code wins over a link). */
  secondaryEmail: 'otp' | 'emailMagicLinks' | null;
  /** Options of every magic-link email (spec §9 defaults filled); the email is added per send. */
  magicLink: Omit<MagicLinkRequest, 'email'>;
  /** Options of every password-reset email; the email is added per send. */
  passwordReset: Omit<PasswordResetStartRequest, 'email'>;
  /** A sender domain to filter web-mail searches by, when the config names one. */
  domainHint: string | null;
  config: LoginConfig;
}

function formTabs(products: Product[], methods: OTPMethod[]): LoginTab[] {
  const tabs: LoginTab[] = [];
  const add = (tab: LoginTab) => {
    if (!tabs.includes(tab)) tabs.push(tab);
  };
  for (const product of products) {
    if (product === 'otp') methods.forEach(add);
    if (product === 'emailMagicLinks' || product === 'passwords') add('email');
  }
  return tabs;
}

function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}

/** Fills the defaults of spec §9. Call after `validateLoginConfig` reported no errors. */
export function resolveLoginConfig(config: LoginConfig): ResolvedLoginConfig {
  const products = config.products.filter((product) => PRODUCT_VALUES.has(product));
  const methods = products.includes('otp')
    ? (config.otpOptions?.methods ?? []).filter((method) => OTP_METHOD_VALUES.has(method))
    : [];
  const { otpOptions, emailMagicLinksOptions: eml, passwordOptions: passwords } = config;
  const hasEml = products.includes('emailMagicLinks');
  const hasEmailOtp = methods.includes('email');
  // A bare provider name (`'google'`, as a JSON config may have it) is read as `{ type: 'google' }`:
  // validation accepts it, so it must not vanish here.
  const providers = products.includes('oauth')
    ? (config.oauthOptions?.providers ?? [])
        .map((provider: OAuthProviderOptions | OAuthProvider) => (typeof provider === 'string' ? { type: provider } : provider))
        .filter((provider) => isObject(provider) && PROVIDER_VALUES.has(provider.type))
    : [];
  const oneTap = providers.find((provider) => provider.one_tap === true && provider.type === 'google');
  return {
    products,
    oauth: {
      providers: providers.map((provider) => ({
        type: provider.type,
        customScopes: Array.isArray(provider.custom_scopes) ? provider.custom_scopes : [],
        providerParams: isObject(provider.provider_params) ? provider.provider_params : {},
      })),
      ...defined({ loginRedirectUrl: config.oauthOptions?.loginRedirectURL, signupRedirectUrl: config.oauthOptions?.signupRedirectURL }),
      oneTap: oneTap
        ? {
            position: oneTap.position && POSITION_VALUES.has(oneTap.position) ? oneTap.position : 'floating',
            cancelOnTapOutside: oneTap.cancel_on_tap_outside ?? true,
          }
        : null,
    },
    crypto: {
      enabled: products.includes('crypto'),
      wallets: Array.isArray(config.cryptoOptions?.wallets)
        ? config.cryptoOptions.wallets.filter((wallet) => WALLET_VALUES.has(wallet))
        : null,
    },
    tabs: formTabs(products, methods),
    emailForm: products.includes('passwords')
      ? 'passwords'
      : hasEml
        ? 'emailMagicLinks'
        : hasEmailOtp
          ? 'otp'
          : null,
    secondaryEmail: hasEmailOtp ? 'otp' : hasEml ? 'emailMagicLinks' : null,
    magicLink: {
      loginExpirationMinutes: eml?.loginExpirationMinutes ?? MAGIC_LINK_EXPIRATION_MINUTES,
      signupExpirationMinutes: eml?.signupExpirationMinutes ?? MAGIC_LINK_EXPIRATION_MINUTES,
      ...defined({
        loginRedirectUrl: eml?.loginRedirectURL,
        signupRedirectUrl: eml?.signupRedirectURL,
        loginTemplateId: eml?.loginTemplateId,
        signupTemplateId: eml?.signupTemplateId,
        createUserAsPending: eml?.createUserAsPending,
        locale: eml?.locale,
      }),
    },
    passwordReset: defined({
      loginRedirectUrl: passwords?.loginRedirectURL,
      loginExpirationMinutes: passwords?.loginExpirationMinutes,
      resetPasswordRedirectUrl: passwords?.resetPasswordRedirectURL,
      resetPasswordExpirationMinutes: passwords?.resetPasswordExpirationMinutes,
      resetPasswordTemplateId: passwords?.resetPasswordTemplateId,
      locale: passwords?.locale,
    }),
    domainHint: eml?.domainHint ?? null,
    otp: {
      methods,
      expirationMinutes: otpOptions?.expirationMinutes ?? OTP_EXPIRATION_MINUTES,
      ...(otpOptions?.loginTemplateId !== undefined && { loginTemplateId: otpOptions.loginTemplateId }),
      ...(otpOptions?.signupTemplateId !== undefined && { signupTemplateId: otpOptions.signupTemplateId }),
      ...(otpOptions?.locale !== undefined && { locale: otpOptions.locale }),
    },
    sessionDurationMinutes: config.sessionOptions?.sessionDurationMinutes ?? SESSION_DURATION_MINUTES,
    passkeys: {
      enabled: products.includes('passkeys'),
      upgradeAfterLogin: products.includes('passkeys') && config.passkeyOptions?.upgradeAfterLogin === true,
    },
    config,
  };
}
