import type { AuthenticateResult, AuthFactor, AuthUser } from '../../client';
import type { MfaMethod, ResolvedMfa } from '../../config';

/** A phone number of the user that can receive a second factor's code. */
export interface StepUpPhone {
  phoneId: string;
  /** E.164. */
  phoneNumber: string;
}

/** An email address of the user that can receive a code (a sensitive change's step-up only). */
export interface StepUpEmail {
  emailId: string;
  email: string;
}

/**
 * What a login still needs before it completes: nothing; the authenticator app's code (with a
 * recovery code, and a text to `smsPhone` when the config allows it, as fallbacks); a code
 * texted to the number on file; or, under `policy: 'required'`, enrolment in `method`.
 */
export type StepUpPlan =
  | { kind: 'none' }
  | { kind: 'totp'; smsPhone: StepUpPhone | null }
  | { kind: 'sms'; phone: StepUpPhone }
  | { kind: 'enrol'; method: MfaMethod };

/** Which second factor a session factor is, if it is one. */
function secondFactorOf(factor: AuthFactor): MfaMethod | null {
  if (factor.type === 'totp' || factor.type === 'recovery_codes') return 'totp';
  if (factor.type === 'otp' && (factor.deliveryMethod === 'sms' || factor.deliveryMethod === 'whatsapp')) return 'sms';
  return null;
}

/**
 * The rules of the step-up, pure (table-tested): from a login's answer (the session's
 * `authentication_factors` and the user's enrolled factors) and the config's `mfaOptions`.
 *
 * - A session that already has one of the configured second factors beside another factor is
 *   done; so is a passkey login while `passkeyCountsAsTwoFactors`.
 * - A factor the session already has is not asked for again: after a login by a code texted
 *   to the phone, the phone is not the second factor.
 * - A verified authenticator app comes first, then a verified phone number.
 * - Nothing enrolled: `required` enrols the first configured method the session can still add;
 *   `whenEnrolled` lets the login complete.
 */
export function planStepUp(result: Pick<AuthenticateResult, 'session' | 'user'>, mfa: ResolvedMfa | null): StepUpPlan {
  if (!mfa || mfa.methods.length === 0) return { kind: 'none' };
  const factors = result.session?.authenticationFactors ?? [];
  if (mfa.passkeyCountsAsTwoFactors && factors.some((factor) => factor.type === 'webauthn')) return { kind: 'none' };
  const had = new Set(factors.map(secondFactorOf).filter((method): method is MfaMethod => method !== null));
  if (factors.length >= 2 && mfa.methods.some((method) => had.has(method))) return { kind: 'none' };

  const offers = (method: MfaMethod) => mfa.methods.includes(method) && !had.has(method);
  const user = result.user;
  const phone = user?.phoneNumbers.find((entry) => entry.verified);
  const smsPhone = phone && offers('sms') ? { phoneId: phone.phoneId, phoneNumber: phone.phoneNumber } : null;
  if (offers('totp') && user?.totps.some((totp) => totp.verified)) return { kind: 'totp', smsPhone };
  if (smsPhone) return { kind: 'sms', phone: smsPhone };
  if (mfa.policy === 'required') {
    const method = mfa.methods.find(offers);
    if (method) return { kind: 'enrol', method };
  }
  return { kind: 'none' };
}

/** A phone number as the step-up shows it: only its last four digits (`•••• 0100`). */
export function maskPhoneNumber(phoneNumber: string): string {
  return `•••• ${phoneNumber.replace(/\D/g, '').slice(-4)}`;
}

/**
 * Stytch's factor categories for sensitive changes: another account or an email address (OAuth,
 * links, email codes), a phone number (texted codes), a dedicated second factor (passkeys, an
 * authenticator app and its recovery codes). A password is in none, and so is a factor derived
 * from another session of the same project (`oauth` delivered by `oauth_access_token_exchange`,
 * a connected app's access token exchanged for a session): it proves nothing that session did
 * not, as the emulator rules (issue 36).
 */
export type FactorCategory = 'account' | 'phone' | 'device';

/**
 * Factors a session gets from another session of the project, not from a credential the user
 * proved (a Connected App's access token traded for a session): in no category, as the emulator
 * counts them (issue 36), so neither the planner nor the account server treats them as a second factor.
 */
const DERIVED_DELIVERY_METHODS: ReadonlySet<string> = new Set(['oauth_access_token_exchange']);

export function factorCategory(factor: AuthFactor): FactorCategory | null {
  if (DERIVED_DELIVERY_METHODS.has(factor.deliveryMethod)) return null;
  switch (factor.type) {
    case 'magic_link':
    case 'oauth':
      return 'account';
    case 'otp':
      return factor.deliveryMethod === 'sms' || factor.deliveryMethod === 'whatsapp' ? 'phone' : 'account';
    case 'webauthn':
    case 'totp':
    case 'recovery_codes':
      return 'device';
    default:
      return null;
  }
}

/**
 * A code emailed to the user's address: never a login's second factor (the email is usually the
 * first), but the 'account' category a sensitive change may lack (a password session).
 */
export type EmailStepUpPlan = { kind: 'email'; email: StepUpEmail };

/** What a sensitive change may ask for first: the app, a texted code, or an emailed code. */
export type SensitiveStepUpPlan = Exclude<StepUpPlan, { kind: 'none' | 'enrol' }> | EmailStepUpPlan;

/**
 * The second factor a sensitive change (enrolling or removing a factor, reading recovery codes)
 * needs first, as Stytch decides: once the user could, the session must hold factors of two
 * categories. Only a factor that adds a category the session lacks is worth asking for, in this
 * order: the app ('device'), a texted code ('phone'), an emailed code ('account'). The email code
 * comes only when it completes two categories: a password session whose user has nothing else
 * gets no step-up (Stytch lets them add a first factor), and one with the app gets the app's code
 * first, then the email's. `again`: Stytch refused a session that looks strong enough (its factors
 * are over an hour old), so any of the user's factors will do. Null: nothing the step-up flow can
 * ask for would help.
 */
export function planSensitiveStepUp(
  factors: AuthFactor[],
  user: Pick<AuthUser, 'totps' | 'phoneNumbers' | 'emails'>,
  again = false,
): SensitiveStepUpPlan | null {
  const had = new Set(factors.map(factorCategory).filter((category) => category !== null));
  const categories = again ? new Set<FactorCategory>() : had;
  if (categories.size >= 2) return null;
  const phone = user.phoneNumbers.find((entry) => entry.verified);
  const smsPhone = phone && !categories.has('phone') ? { phoneId: phone.phoneId, phoneNumber: phone.phoneNumber } : null;
  if (!categories.has('device') && user.totps.some((totp) => totp.verified)) return { kind: 'totp', smsPhone };
  if (smsPhone) return { kind: 'sms', phone: smsPhone };
  const email = user.emails.find((entry) => entry.verified);
  if (email && !categories.has('account') && new Set([...had, 'account']).size >= 2) {
    return { kind: 'email', email: { emailId: email.emailId, email: email.email } };
  }
  return null;
}
