/**
 * An authenticator app for tests: RFC 6238 codes as every app computes them (SHA-1, 6 digits, 30-s
 * steps), from the base32 secret a widget shows as its setup key or an `otpauth://` URI.
 */
import { Secret, TOTP, URI } from 'otpauth';

export const TOTP_PERIOD_MS = 30_000;

/** The base32 secret of a setup key as shown (`ABCD EFGH …`, any case), or of an `otpauth://totp/…` URI. */
export function totpSecret(text: string): string {
  const trimmed = text.trim();
  if (/^otpauth:\/\//i.test(trimmed)) {
    const parsed = URI.parse(trimmed);
    if (!(parsed instanceof TOTP)) throw new TypeError('totpSecret: the otpauth URI is not a TOTP one.');
    return parsed.secret.base32;
  }
  const secret = trimmed.replace(/[\s-]+/g, '').toUpperCase();
  if (!/^[A-Z2-7]+=*$/.test(secret)) throw new TypeError(`totpSecret: "${text}" is not a base32 secret or an otpauth:// URI.`);
  return secret;
}

/** The code the app shows at `at` (epoch ms or a Date; default now) for `secret` (see {@link totpSecret}). */
export function totpCode(secret: string, at: number | Date = Date.now()): string {
  const timestamp = typeof at === 'number' ? at : at.getTime();
  return new TOTP({ secret: Secret.fromBase32(totpSecret(secret)), algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_MS / 1000 }).generate({ timestamp });
}

/** Six digits that are not the app's code from one step before to two steps after `at`: a wrong code a server refuses. */
export function wrongTotpCode(secret: string, at: number | Date = Date.now()): string {
  const timestamp = typeof at === 'number' ? at : at.getTime();
  const valid = new Set([-1, 0, 1, 2].map((step) => totpCode(secret, timestamp + step * TOTP_PERIOD_MS)));
  for (let candidate = 0; ; candidate += 111_111) {
    const code = String(candidate % 1_000_000).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

/** An authenticator app whose clock is the emulator's (the clock the emulator checks codes against). */
export interface TotpApp {
  /**
   * The code for `secret` at the emulator's time, or at `at` (epoch ms or Date); `step` moves it by
   * that many 30-s steps (1: the next step's code, which servers accept as a clock a little ahead).
   */
  code(secret: string, options?: { at?: number | Date; step?: number }): Promise<string>;
  /** A code the app does not show now (nor a step either side). */
  wrongCode(secret: string): Promise<string>;
}

export function totpApp(clock: { now(): Promise<number> }): TotpApp {
  const when = async (at: number | Date | undefined) => (at === undefined ? clock.now() : typeof at === 'number' ? at : at.getTime());
  return {
    code: async (secret, { at, step = 0 } = {}) => totpCode(secret, (await when(at)) + step * TOTP_PERIOD_MS),
    wrongCode: async (secret) => wrongTotpCode(secret, await clock.now()),
  };
}
