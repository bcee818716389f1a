/**
 * Authenticator apps (TOTP, RFC 6238) and their recovery codes (protocol §2.10). Codes are
 * computed and checked by `otpauth`, imported on first use, at the emulator clock's time, so a
 * test that moves the clock moves the codes too. Settings as every authenticator app assumes
 * them, and as Stytch uses: SHA-1, 6 digits, 30-second steps, and one step either side accepted.
 */
import type * as Otpauth from 'otpauth';
import { DomainError } from './errors';
import type { AuthenticationFactor, TotpRecord } from '../store';
import { newFactor } from './views';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
const TOTP_ALGORITHM = 'SHA1';
/** Steps accepted either side of the current one (Stytch: "the previous and next 30-second windows"). */
const TOTP_WINDOW = 1;
/** 20 bytes, 32 base32 characters, the size of Stytch's secrets. */
const SECRET_BYTES = 20;

/** `expiration_minutes` of `POST /totps` (the SDK's typings: 60 when absent, 5 to 1440). */
export const TOTP_EXPIRATION_MINUTES = { default: 60, min: 5, max: 1440 } as const;

export const RECOVERY_CODE_COUNT = 10;
/** Stytch's recovery codes: three groups of four lowercase letters and digits, e.g. `ckss-2skx-ebow`. */
export const RECOVERY_CODE_FORMAT = /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/;
export const TOTP_CODE_FORMAT = /^\d{6}$/;

export const activeTotpExists = (): DomainError =>
  new DomainError(
    'invalid',
    'active_totp_exists',
    'Cannot create a new TOTP for the specified user since the user already has an active TOTP. Users may only have one ' +
      'active TOTP at a time. Delete it first (DELETE /users/totps/{totp_id}).',
  );

export const totpNotFound = (): DomainError =>
  new DomainError('not_found', 'totp_not_found', 'TOTP could not be found for this user. Create one with POST /totps first.');

export const expiredTotp = (): DomainError =>
  new DomainError(
    'invalid',
    'expired_totp',
    'This TOTP was not verified within its expiration_minutes and can no longer be used. Create a new one.',
  );

export const unableToAuthenticateTotp = (): DomainError =>
  new DomainError('unauthorized', 'unable_to_authenticate_totp', 'The TOTP code is incorrect or has expired. Please try again.');

export const totpCodeAlreadyAuthenticated = (): DomainError =>
  new DomainError('invalid', 'totp_code_already_authenticated', 'This TOTP code was already used. Wait for the next code.');

export const unableToAuthenticateRecoveryCode = (): DomainError =>
  new DomainError('unauthorized', 'unable_to_authenticate_recovery_code', 'The recovery code is incorrect or was already used.');

/** Checks the shape of a `totp_code`, telling apart a recovery code sent by mistake (as Stytch does). */
export function readTotpCode(value: unknown): string {
  if (typeof value === 'string' && RECOVERY_CODE_FORMAT.test(value.trim().toLowerCase())) {
    throw new DomainError('invalid', 'recovery_code_used_as_totp_code', 'This is a recovery code; send it to totps/recover instead.');
  }
  if (typeof value !== 'string' || !TOTP_CODE_FORMAT.test(value)) {
    throw new DomainError('invalid', 'invalid_totp_code', `totp_code must be the ${TOTP_DIGITS} digits the authenticator app shows.`);
  }
  return value;
}

/** Checks the shape of a `recovery_code` (lowercased), telling apart a TOTP code sent by mistake. */
export function readRecoveryCode(value: unknown): string {
  if (typeof value === 'string' && TOTP_CODE_FORMAT.test(value.trim())) {
    throw new DomainError('invalid', 'totp_code_used_as_recovery_code', 'This is a TOTP code; send it to totps/authenticate instead.');
  }
  const code = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!RECOVERY_CODE_FORMAT.test(code)) {
    throw new DomainError('invalid', 'invalid_recovery_code', 'recovery_code must be one of the recovery codes, e.g. "ckss-2skx-ebow".');
  }
  return code;
}

/** The TOTP library, loaded once on first use (start-up does not pay for it). */
export type TotpLibrary = typeof Otpauth;
let library: Promise<TotpLibrary> | undefined;
export const loadTotpLibrary = (): Promise<TotpLibrary> => (library ??= import('otpauth'));

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random recovery code (uniform over the 36 characters). */
function newRecoveryCode(): string {
  let code = '';
  while (code.length < 12) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte >= 252 || code.length === 12) continue; // 252 = 7 × 36: keeps the characters uniform
      code += ALPHANUMERIC[byte % 36];
    }
  }
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

export const newTotpSecret = (lib: TotpLibrary): string => new lib.Secret({ size: SECRET_BYTES }).base32;

function totp(lib: TotpLibrary, secret: string, issuer = '', label = ''): Otpauth.TOTP {
  return new lib.TOTP({
    issuer,
    label,
    secret: lib.Secret.fromBase32(secret),
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The `otpauth://totp/…` URI an authenticator app scans (the QR code's content). */
export const totpUri = (lib: TotpLibrary, secret: string, issuer: string, label: string): string =>
  totp(lib, secret, issuer, label).toString();

/** The code an authenticator app shows at `now` (tests use it). */
export const totpCodeAt = (lib: TotpLibrary, secret: string, now: number): string => totp(lib, secret).generate({ timestamp: now });

/**
 * The time step `code` belongs to if it is the secret's code for the step at `now` or one step
 * either side; undefined when it is not. The step is what replay protection remembers.
 */
export function matchingStep(lib: TotpLibrary, secret: string, code: string, now: number): number | undefined {
  const generator = totp(lib, secret);
  const delta = generator.validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? undefined : generator.counter({ timestamp: now }) + delta;
}

/** The session factor of a TOTP code (protocol §2.0). */
export function totpFactor(record: TotpRecord, now: number): AuthenticationFactor {
  return newFactor('totp', 'authenticator_app', now, {
    authenticator_app_factor: { totp_id: record.totp_id },
  });
}

/** The session factor of a recovery code. */
export function recoveryCodeFactor(recoveryCodeId: string, now: number): AuthenticationFactor {
  return newFactor('recovery_codes', 'recovery_code', now, {
    recovery_code_factor: { totp_recovery_code_id: recoveryCodeId },
  });
}
