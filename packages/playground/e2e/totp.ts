import { DEFAULT_PUBLIC_TOKEN } from '@portico/emulator/client-options';
import { expect, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/**
 * An authenticator app for the end-to-end tests: real RFC 6238 codes (otpauth, the settings every
 * app assumes: SHA-1, 6 digits, 30 s), computed at the emulator's clock, which is the one the
 * emulator checks them against.
 *
 * The emulator refuses a code of a 30-s step at or before the last one it accepted
 * (`totp_code_already_authenticated`) and accepts one step either side of now, as Stytch does.
 * A test that needs a second code in the same half-minute does not wait for the next step: it
 * types the next step's code (`step: 1`), the code a phone whose clock runs a few seconds ahead
 * shows, which the server's window accepts. The emulator's clock is not moved: the other tests
 * running beside these share it.
 */

export const TOTP_PERIOD_MS = 30_000;

/** The emulator's time (its clock can be moved by the serial tests; it is 0 offset otherwise). */
export async function emulatorNow(request: APIRequestContext, emulatorUrl: string): Promise<number> {
  const response = await request.get(`${emulatorUrl}/emulator/clock`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { now: number }).now;
}

/** The code an authenticator app with `secret` (base32; spaces, as a 'Setup key' shows it, ignored) shows at `timestamp`. */
export function totpAt(secret: string, timestamp: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });
}

/** The app's code at the emulator's time, `step` 30-s steps ahead (1: the next step's code) or behind. */
export async function totpCode(request: APIRequestContext, emulatorUrl: string, secret: string, step = 0): Promise<string> {
  return totpAt(secret, (await emulatorNow(request, emulatorUrl)) + step * TOTP_PERIOD_MS);
}

/** Six digits that are none of the app's codes from one step before to two steps after the emulator's now. */
export async function wrongTotpCode(request: APIRequestContext, emulatorUrl: string, secret: string): Promise<string> {
  const now = await emulatorNow(request, emulatorUrl);
  const valid = new Set([-1, 0, 1, 2].map((step) => totpAt(secret, now + step * TOTP_PERIOD_MS)));
  for (let candidate = 0; ; candidate += 111_111) {
    const code = String(candidate % 1_000_000).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

/** A browser-SDK call to the emulator, as @stytch/vanilla-js makes it (the session token, if any, in Basic auth). */
async function sdkCall<T>(request: APIRequestContext, emulatorUrl: string, path: string, data: unknown, sessionToken?: string): Promise<T> {
  const secret = sessionToken ?? DEFAULT_PUBLIC_TOKEN;
  const response = await request.post(`${emulatorUrl}/sdk/v1${path}`, {
    headers: { Authorization: `Basic ${Buffer.from(`${DEFAULT_PUBLIC_TOKEN}:${secret}`).toString('base64')}` },
    data,
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

export interface EnrolledUser {
  email: string;
  password: string;
  /** The authenticator app's secret (base32). */
  secret: string;
  /** The ten recovery codes `POST /totps` returned. */
  recoveryCodes: string[];
}

/**
 * A user with a password and a verified authenticator app (and `extra` seed fields, such as a
 * phone number), set up as the user would through the browser SDK's endpoints: a password login,
 * `POST /totps`, then the app's first code (this step's, which leaves the next step's code for
 * the test).
 */
export async function seedTotpUser(
  request: APIRequestContext,
  emulatorUrl: string,
  user: { email: string; password: string } & Record<string, unknown>,
): Promise<EnrolledUser> {
  const seeded = await request.post(`${emulatorUrl}/emulator/users`, { data: user });
  expect(seeded.status(), await seeded.text()).toBe(201);
  const { session_token: sessionToken } = await sdkCall<{ session_token: string }>(request, emulatorUrl, '/passwords/authenticate', {
    email: user.email,
    password: user.password,
    session_duration_minutes: 5,
  });
  const created = await sdkCall<{ secret: string; recovery_codes: string[] }>(request, emulatorUrl, '/totps', {}, sessionToken);
  await sdkCall(request, emulatorUrl, '/totps/authenticate', { totp_code: await totpCode(request, emulatorUrl, created.secret) }, sessionToken);
  return { email: user.email, password: user.password, secret: created.secret, recoveryCodes: created.recovery_codes };
}
