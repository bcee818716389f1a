import type { AuthFactor, AuthUser } from '../../client';
import { factorCategory, type FactorCategory } from './step-up-plan';

/** How recent one of the session's factors must be for a sensitive change: "less than an hour old". */
export const RECENT_FACTOR_MS = 60 * 60_000;

/** What of a user decides which factor categories they could sign in with. */
export type RegisteredFactors = Pick<AuthUser, 'emails' | 'phoneNumbers' | 'webauthnRegistrations' | 'totps' | 'providers'>;

/**
 * The categories of the factors the user has registered (could authenticate a session with): an
 * email address or a social login ('account'), a phone number ('phone'), a passkey or a verified
 * authenticator app ('device').
 */
export function registeredCategories(user: RegisteredFactors): Set<FactorCategory> {
  const categories = new Set<FactorCategory>();
  if (user.emails.length > 0 || (user.providers ?? []).length > 0) categories.add('account');
  if (user.phoneNumbers.length > 0) categories.add('phone');
  if (user.webauthnRegistrations.length > 0 || user.totps.some((totp) => totp.verified)) categories.add('device');
  return categories;
}

/**
 * Stytch's rule for a sensitive change (its consumer SDKs' "Multi-factor authentication"): once
 * the user has registered factors of two categories, the session must hold factors of two
 * categories, at least one authenticated less than an hour ago; a user with fewer may make it with
 * any session. Pure: the account server applies it before the calls only it can make (deleting the
 * user, ending other sessions), with the categories `planSensitiveStepUp` plans with.
 */
export function meetsSensitiveRule(user: RegisteredFactors, factors: readonly AuthFactor[], now: number): boolean {
  if (registeredCategories(user).size < 2) return true;
  const categories = new Set<FactorCategory>();
  let recent = false;
  for (const factor of factors) {
    const category = factorCategory(factor);
    if (category === null) continue;
    categories.add(category);
    const at = Date.parse(factor.lastAuthenticatedAt);
    if (!Number.isNaN(at) && now - at < RECENT_FACTOR_MS) recent = true;
  }
  return categories.size >= 2 && recent;
}
