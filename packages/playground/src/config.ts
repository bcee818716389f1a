import type { LoginConfig, OneTapPosition } from '@portico/core';

/**
 * All six products. Passkeys log in from Main (the button, or the email field's autofill);
 * social sign-in goes through the emulator's stand-in provider pages and comes back to
 * /authenticate; the wallets are the ones this browser has (or 'Set up a new crypto wallet');
 * the Email tab looks the user up for passwords; magic links are the passwordless option
 * there; text and WhatsApp codes have their own tabs. (Email passcodes need a config of their
 * own, the 'email-otp' preset: Stytch forbids them next to magic links.)
 */
export function defaultConfig(origin: string): LoginConfig {
  return {
    products: ['oauth', 'crypto', 'passwords', 'emailMagicLinks', 'otp', 'passkeys'],
    oauthOptions: {
      providers: [{ type: 'google' }, { type: 'github' }, { type: 'microsoft' }],
      loginRedirectURL: `${origin}/authenticate`,
      signupRedirectURL: `${origin}/authenticate`,
    },
    emailMagicLinksOptions: {
      loginRedirectURL: `${origin}/authenticate`,
      signupRedirectURL: `${origin}/authenticate`,
      loginExpirationMinutes: 30,
      signupExpirationMinutes: 30,
    },
    passwordOptions: {
      loginRedirectURL: `${origin}/authenticate`,
      resetPasswordRedirectURL: `${origin}/reset-password`,
      resetPasswordExpirationMinutes: 30,
    },
    otpOptions: { methods: ['sms', 'whatsapp'], expirationMinutes: 5 },
    sessionOptions: { sessionDurationMinutes: 60 },
  };
}

/** The playground's method switcher: one login config per product, `?preset=<id>`. */
export const PRESETS = [
  { id: 'everything', label: 'Everything' },
  { id: 'email-otp', label: 'Email code' },
  { id: 'magic-link', label: 'Magic link' },
  { id: 'password', label: 'Password' },
  { id: 'sms', label: 'SMS / WhatsApp code' },
  { id: 'passkeys', label: 'Passkeys' },
  { id: 'social', label: 'Social & One Tap' },
  { id: 'wallets', label: 'Wallets' },
  { id: 'mfa', label: 'Two factors' },
] as const satisfies ReadonlyArray<{ id: string; label: string }>;

export type PresetId = (typeof PRESETS)[number]['id'];

/** Each preset's config: the default config's options for its products only. */
export function presetConfig(preset: PresetId, origin: string): LoginConfig {
  const all = defaultConfig(origin);
  const { sessionOptions } = all;
  switch (preset) {
    case 'everything':
      return all;
    case 'email-otp':
      return { products: ['otp'], otpOptions: { methods: ['email'], expirationMinutes: 5 }, sessionOptions };
    case 'magic-link':
      return { products: ['emailMagicLinks'], emailMagicLinksOptions: all.emailMagicLinksOptions, sessionOptions };
    case 'password':
      return { products: ['passwords'], passwordOptions: all.passwordOptions, sessionOptions };
    case 'sms':
      return { products: ['otp'], otpOptions: all.otpOptions, sessionOptions };
    case 'passkeys':
      // Passkeys cannot be the only product: a new user logs in by email code, then is offered one.
      return {
        products: ['passkeys', 'otp'],
        otpOptions: { methods: ['email'], expirationMinutes: 5 },
        passkeyOptions: { upgradeAfterLogin: true },
        sessionOptions,
      };
    case 'social':
      return {
        products: ['oauth'],
        oauthOptions: {
          ...all.oauthOptions!,
          providers: [{ type: 'google', one_tap: true }, { type: 'github' }, { type: 'microsoft' }],
        },
        sessionOptions,
      };
    case 'wallets':
      return { products: ['crypto'], sessionOptions };
    case 'mfa':
      // A password or a texted code, then a second factor. 'required': the widget is the only
      // place a playground user can add one (a new user sets up an authenticator app right
      // after the first login), so under 'whenEnrolled' no one here would ever be asked.
      return {
        products: ['passwords', 'otp'],
        passwordOptions: all.passwordOptions,
        otpOptions: { methods: ['sms'], expirationMinutes: 5 },
        mfaOptions: { policy: 'required', methods: ['totp', 'sms'] },
        sessionOptions,
      };
  }
}

const isPreset = (value: string): value is PresetId => PRESETS.some((preset) => preset.id === value);

export type ConfigFromUrl =
  | { config: LoginConfig; error: null; preset: PresetId | null }
  | { config: null; error: string; preset: PresetId | null };

/**
 * `?config=<URL-encoded JSON LoginConfig>` (the widget itself validates the contents), else
 * `?preset=<id>` (PRESETS), else the default config (the 'everything' preset; `preset` is null
 * only for `?config=`);
 * `?passkeyUpgrade=1`, which turns on the passkey offer after login (`passkeyOptions.upgradeAfterLogin`);
 * `?oneTap=<position>` (floating, embedded, …), which puts Google One Tap on the Google provider.
 */
export function configFromUrl(location: Pick<Location, 'search' | 'origin'>): ConfigFromUrl {
  const params = new URLSearchParams(location.search);
  const parsed = parseConfig(params.get('config'), params.get('preset'), location.origin);
  if (!parsed.config) return parsed;
  let config = parsed.config;
  if (params.get('passkeyUpgrade') === '1') {
    config = { ...config, passkeyOptions: { ...config.passkeyOptions, upgradeAfterLogin: true } };
  }
  const oneTap = params.get('oneTap');
  if (oneTap && config.oauthOptions) {
    const providers = config.oauthOptions.providers.map((provider) =>
      provider.type === 'google' ? { ...provider, one_tap: true, position: oneTap as OneTapPosition } : provider,
    );
    config = { ...config, oauthOptions: { ...config.oauthOptions, providers } };
  }
  return { ...parsed, config };
}

/** Whether a config asks for Google One Tap (the playground then routes Google's script to the emulator). */
export function wantsOneTap(config: LoginConfig | null): boolean {
  return config?.oauthOptions?.providers.some((provider) => provider.one_tap === true) ?? false;
}

function parseConfig(raw: string | null, preset: string | null, origin: string): ConfigFromUrl {
  if (raw === null) {
    if (preset === null) return { config: defaultConfig(origin), error: null, preset: 'everything' };
    if (isPreset(preset)) return { config: presetConfig(preset, origin), error: null, preset };
    return { config: null, error: `There is no preset '${preset}'.`, preset: null };
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return { config: null, error: 'The config parameter must be a JSON object.', preset: null };
    }
    return { config: parsed as LoginConfig, error: null, preset: null };
  } catch (error) {
    return { config: null, error: `The config parameter is not valid JSON: ${(error as Error).message}`, preset: null };
  }
}
