import type { LoginConfig, OneTapPosition } from '@portico/core';

/**
 * All six products. Passkeys log in from Main (the button, or the email field's autofill);
 * social sign-in goes through the emulator's stand-in provider pages and comes back to
 * /authenticate; the wallets are the ones this browser has (or 'Set up a new crypto wallet');
 * the Email tab looks the user up for passwords; magic links are the passwordless option
 * there; text and WhatsApp codes have their own tabs. (Email passcodes need a config of their
 * own: Stytch forbids them next to magic links.)
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

export type ConfigFromUrl = { config: LoginConfig; error: null } | { config: null; error: string };

/**
 * `?config=<URL-encoded JSON LoginConfig>` (the widget itself validates the contents);
 * `?passkeyUpgrade=1`, which turns on the passkey offer after login (`passkeyOptions.upgradeAfterLogin`);
 * `?oneTap=<position>` (floating, embedded, …), which puts Google One Tap on the Google provider.
 */
export function configFromUrl(location: Pick<Location, 'search' | 'origin'>): ConfigFromUrl {
  const params = new URLSearchParams(location.search);
  const parsed = parseConfig(params.get('config'), location.origin);
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
  return { config, error: null };
}

function parseConfig(raw: string | null, origin: string): ConfigFromUrl {
  if (raw === null) return { config: defaultConfig(origin), error: null };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return { config: null, error: 'The config parameter must be a JSON object.' };
    }
    return { config: parsed as LoginConfig, error: null };
  } catch (error) {
    return { config: null, error: `The config parameter is not valid JSON: ${(error as Error).message}` };
  }
}
