import type { AccountState } from './account-section';

/**
 * The address a row is marked 'used to sign in' by: the one this session's factors proved (an
 * emailed code or link, a texted code: Stytch's `email_factor` / `phone_number_factor`); when they
 * prove none (a password, social login, passkey or wallet session), the user's first verified
 * email, the address Stytch lists first (the one they signed up with, and a password's).
 */
export function signInAddress(account: AccountState): { emailId: string | null; phoneId: string | null } {
  const emailIds = new Set(account.user.emails.map((entry) => entry.emailId));
  const phoneIds = new Set(account.user.phoneNumbers.map((entry) => entry.phoneId));
  const proved = account.factors;
  const email = proved.find((factor) => factor.email && emailIds.has(factor.email.emailId))?.email?.emailId ?? null;
  const phone = proved.find((factor) => factor.phone && phoneIds.has(factor.phone.phoneId))?.phone?.phoneId ?? null;
  if (email || phone) return { emailId: email, phoneId: phone };
  return { emailId: account.user.emails.find((entry) => entry.verified)?.emailId ?? null, phoneId: null };
}
