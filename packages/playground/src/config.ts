import type { LoginConfig } from '@portico/core';

/**
 * Every product implemented so far. Passkeys log in from Main (the button, or the email
 * field's autofill); the Email tab looks the user up for passwords; magic links are the
 * passwordless option there; text and WhatsApp codes have their own tabs. (Email passcodes
 * need a config of their own: Stytch forbids them next to magic links.)
 */
export function defaultConfig(origin: string): LoginConfig {
  return {
    products: ['passwords', 'emailMagicLinks', 'otp', 'passkeys'],
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
 * `?config=<URL-encoded JSON LoginConfig>` (the widget itself validates the contents), and
 * `?passkeyUpgrade=1`, which turns on the passkey offer after login (`passkeyOptions.upgradeAfterLogin`).
 */
export function configFromUrl(location: Pick<Location, 'search' | 'origin'>): ConfigFromUrl {
  const params = new URLSearchParams(location.search);
  const parsed = parseConfig(params.get('config'), location.origin);
  if (parsed.config && params.get('passkeyUpgrade') === '1') {
    return { config: { ...parsed.config, passkeyOptions: { ...parsed.config.passkeyOptions, upgradeAfterLogin: true } }, error: null };
  }
  return parsed;
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
