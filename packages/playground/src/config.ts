import type { LoginConfig } from '@portico/core';

/** Every product implemented so far. */
export const defaultConfig: LoginConfig = {
  products: ['otp'],
  otpOptions: { methods: ['email', 'sms', 'whatsapp'], expirationMinutes: 5 },
  sessionOptions: { sessionDurationMinutes: 60 },
};

export type ConfigFromUrl = { config: LoginConfig; error: null } | { config: null; error: string };

/** `?config=<URL-encoded JSON LoginConfig>`; the widget itself validates the contents. */
export function configFromUrl(search: string): ConfigFromUrl {
  const raw = new URLSearchParams(search).get('config');
  if (raw === null) return { config: defaultConfig, error: null };
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
