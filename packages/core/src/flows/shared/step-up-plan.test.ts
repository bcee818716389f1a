import { describe, expect, it } from 'vitest';
import type { AuthenticateResult } from '../../client';
import type { ResolvedMfa } from '../../config';
import { fakeAuthenticateResult } from '../../testing';
import { factorCategory, maskPhoneNumber, planSensitiveStepUp, planStepUp, type FactorCategory, type StepUpPlan } from './step-up-plan';

const phone = { phoneId: 'phone-1', phoneNumber: '+14155550100' };

/** A login's answer: the session's factors, and what the user has enrolled. */
function login(factors: string[], enrolled: { totp?: boolean; phone?: boolean; unverifiedTotp?: boolean } = {}): AuthenticateResult {
  const result = fakeAuthenticateResult('user-1', factors);
  return {
    ...result,
    session: {
      ...result.session!,
      authenticationFactors: result.session!.authenticationFactors.map((factor) =>
        factor.type === 'sms' ? { ...factor, type: 'otp', deliveryMethod: 'sms' } : factor,
      ),
    },
    user: {
      ...result.user!,
      totps: enrolled.totp ? [{ totpId: 'totp-1', verified: true }] : enrolled.unverifiedTotp ? [{ totpId: 'totp-0', verified: false }] : [],
      phoneNumbers: enrolled.phone ? [{ ...phone, verified: true }] : [],
    },
  };
}

const mfa = (policy: ResolvedMfa['policy'], methods: ResolvedMfa['methods'] = ['totp', 'sms'], passkeyCountsAsTwoFactors = true): ResolvedMfa => ({
  policy,
  methods,
  passkeyCountsAsTwoFactors,
});

// One row per rule: the login's answer and the config → what the login still needs.
const table: Array<[string, AuthenticateResult, ResolvedMfa | null, StepUpPlan]> = [
  ['no mfaOptions → nothing', login(['password'], { totp: true }), null, { kind: 'none' }],
  ['an authenticator app → its code', login(['password'], { totp: true }), mfa('whenEnrolled'), { kind: 'totp', smsPhone: null }],
  ['an app and a phone → the app, texting offered', login(['password'], { totp: true, phone: true }), mfa('whenEnrolled'), { kind: 'totp', smsPhone: phone }],
  ['an app and a phone, SMS not configured → the app only', login(['password'], { totp: true, phone: true }), mfa('whenEnrolled', ['totp']), { kind: 'totp', smsPhone: null }],
  ['a phone only → a texted code', login(['password'], { phone: true }), mfa('whenEnrolled'), { kind: 'sms', phone }],
  ['an app, TOTP not configured, a phone → a texted code', login(['password'], { totp: true, phone: true }), mfa('whenEnrolled', ['sms']), { kind: 'sms', phone }],
  ['nothing enrolled, whenEnrolled → nothing', login(['otp']), mfa('whenEnrolled'), { kind: 'none' }],
  ['an app never confirmed is not enrolled', login(['otp'], { unverifiedTotp: true }), mfa('whenEnrolled'), { kind: 'none' }],
  ['nothing enrolled, required → enrol the first method', login(['otp']), mfa('required'), { kind: 'enrol', method: 'totp' }],
  ['nothing enrolled, required, SMS first → add a phone', login(['otp']), mfa('required', ['sms', 'totp']), { kind: 'enrol', method: 'sms' }],
  ['a passkey login counts as two factors', login(['webauthn'], { totp: true }), mfa('required'), { kind: 'none' }],
  ['unless configured otherwise', login(['webauthn'], { totp: true }), mfa('required', ['totp'], false), { kind: 'totp', smsPhone: null }],
  ['a session that has the app already → nothing', login(['password', 'totp'], { totp: true }), mfa('required'), { kind: 'none' }],
  ['a session with a recovery code → nothing', login(['password', 'recovery_codes'], { totp: true }), mfa('required'), { kind: 'none' }],
  ['a login by a texted code: the phone is not the second factor', login(['sms'], { phone: true }), mfa('whenEnrolled'), { kind: 'none' }],
  ['a login by a texted code, with an app → the app, no texting', login(['sms'], { totp: true, phone: true }), mfa('whenEnrolled'), { kind: 'totp', smsPhone: null }],
  ['a login by a texted code, required, SMS only → nothing can be added', login(['sms'], { phone: true }), mfa('required', ['sms']), { kind: 'none' }],
  ['two first factors are not a second factor', login(['otp', 'password'], { totp: true }), mfa('whenEnrolled'), { kind: 'totp', smsPhone: null }],
];

describe('planStepUp', () => {
  it.each(table)('%s', (_, result, config, plan) => {
    expect(planStepUp(result, config)).toEqual(plan);
  });

  it('a login without a user or session asks for enrolment only when required', () => {
    const bare = { session: null, user: null };
    expect(planStepUp(bare, mfa('whenEnrolled'))).toEqual({ kind: 'none' });
    expect(planStepUp(bare, mfa('required'))).toEqual({ kind: 'enrol', method: 'totp' });
  });
});

describe('maskPhoneNumber', () => {
  it('shows only the last four digits', () => {
    expect(maskPhoneNumber('+14155550100')).toBe('•••• 0100');
  });
});

describe('planSensitiveStepUp (Stytch: a sensitive change needs two factor categories)', () => {
  const factors = (...types: string[]) => login(types).session!.authenticationFactors;
  const address = { emailId: 'email-1', email: 'ada@example.com' };
  const user = (enrolled: { totp?: boolean; phone?: boolean; email?: boolean | 'unverified' }) => ({
    ...login([], enrolled).user!,
    emails: enrolled.email ? [{ ...address, verified: enrolled.email === true }] : [],
  });
  const emailCode = { kind: 'email', email: address };

  it.each([
    ['an email code and the app: strong enough', factors('otp', 'totp'), user({ totp: true, phone: true, email: true }), null],
    ['a password and the app: the phone adds a category', factors('password', 'totp'), user({ totp: true, phone: true }), { kind: 'sms', phone }],
    ['a password and the app, a phone and an email: the phone first', factors('password', 'totp'), user({ totp: true, phone: true, email: true }), { kind: 'sms', phone }],
    ['a password and the app, no phone: the email code adds a category', factors('password', 'totp'), user({ totp: true, email: true }), emailCode],
    ['a password and the app, no phone, the email unverified: nothing helps', factors('password', 'totp'), user({ totp: true, email: 'unverified' }), null],
    ['a password and the app, no phone, no email: nothing helps', factors('password', 'totp'), user({ totp: true }), null],
    ['a password alone: the app first, texting offered', factors('password'), user({ totp: true, phone: true, email: true }), { kind: 'totp', smsPhone: phone }],
    ['a password alone, the app and an email: the app first (the email code after it)', factors('password'), user({ totp: true, email: true }), { kind: 'totp', smsPhone: null }],
    ['a password alone, a phone and an email: the phone first', factors('password'), user({ phone: true, email: true }), { kind: 'sms', phone }],
    ['a password and a texted code: the email code', factors('password', 'sms'), user({ phone: true, email: true }), emailCode],
    ['a password alone, only an email: no step-up (the email code alone is one category)', factors('password'), user({ email: true }), null],
    ['an email code: the app', factors('otp'), user({ totp: true, email: true }), { kind: 'totp', smsPhone: null }],
    ['an email code, only an email: nothing helps (not the email again)', factors('otp'), user({ email: true }), null],
    ['a magic link and a texted code: strong enough', factors('magic_link', 'sms'), user({ phone: true, email: true }), null],
    ['a texted code: the app, not the phone again', factors('sms'), user({ totp: true, phone: true }), { kind: 'totp', smsPhone: null }],
    ['a texted code, no app: the email code', factors('sms'), user({ phone: true, email: true }), emailCode],
  ] as const)('%s', (_, sessionFactors, account, plan) => {
    expect(planSensitiveStepUp([...sessionFactors], account)).toEqual(plan);
  });

  it('again (Stytch found the factors too old): any of the user’s second factors', () => {
    expect(planSensitiveStepUp(factors('otp', 'totp'), user({ totp: true, email: true }), true)).toEqual({ kind: 'totp', smsPhone: null });
  });

  it('again, with neither app nor phone: the email code, when it makes two categories', () => {
    expect(planSensitiveStepUp(factors('otp', 'webauthn'), user({ email: true }), true)).toEqual(emailCode);
    expect(planSensitiveStepUp(factors('otp'), user({ email: true }), true)).toBeNull();
  });
});

describe('factorCategory (Stytch: which category a session factor adds)', () => {
  const factor = (type: string, deliveryMethod: string) => ({ type, deliveryMethod, lastAuthenticatedAt: '2026-01-01T00:00:00Z' });
  it.each([
    ['a magic link', factor('magic_link', 'email'), 'account'],
    ['social sign-in (Google)', factor('oauth', 'oauth_google'), 'account'],
    ['an email code', factor('otp', 'email'), 'account'],
    ['a texted code', factor('otp', 'sms'), 'phone'],
    ['a WhatsApp code', factor('otp', 'whatsapp'), 'phone'],
    ['a passkey', factor('webauthn', 'webauthn_registration'), 'device'],
    ['an authenticator app', factor('totp', 'authenticator_app'), 'device'],
    ['a recovery code', factor('recovery_codes', 'recovery_code'), 'device'],
    ['a password', factor('password', 'knowledge'), null],
    // Issue 36: a session derived from another session of the same project proves nothing new.
    ['an access token of the same project exchanged for a session', factor('oauth', 'oauth_access_token_exchange'), null],
    ['any factor delivered by such an exchange', factor('magic_link', 'oauth_access_token_exchange'), null],
  ] as Array<[string, ReturnType<typeof factor>, FactorCategory | null]>)('%s', (_, sessionFactor, category) => {
    expect(factorCategory(sessionFactor)).toBe(category);
  });

  it('an exchanged access token and an app code are one category: the sensitive change steps up', () => {
    const factors = [factor('oauth', 'oauth_access_token_exchange'), factor('totp', 'authenticator_app')];
    const user = { totps: [{ totpId: 'totp-1', verified: true }], phoneNumbers: [{ ...phone, verified: true }], emails: [] };
    expect(planSensitiveStepUp(factors, user)).toEqual({ kind: 'sms', phone });
  });
});
