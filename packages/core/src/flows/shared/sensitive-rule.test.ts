import { describe, expect, it } from 'vitest';
import type { AuthFactor, AuthUser } from '../../client';
import { meetsSensitiveRule, registeredCategories } from './sensitive-rule';
import { planSensitiveStepUp } from './step-up-plan';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const factor = (type: string, deliveryMethod: string, minutesAgo = 1): AuthFactor => ({
  type,
  deliveryMethod,
  lastAuthenticatedAt: new Date(NOW - minutesAgo * 60_000).toISOString(),
});
const user = (parts: Partial<AuthUser> = {}): AuthUser => ({
  userId: 'user-1',
  emails: [{ emailId: 'email-1', email: 'ada@example.com', verified: true }],
  phoneNumbers: [],
  webauthnRegistrations: [],
  totps: [],
  ...parts,
});
const phone = { phoneNumbers: [{ phoneId: 'phone-1', phoneNumber: '+14155550100', verified: true }] };

describe("Stytch's rule for sensitive changes", () => {
  it.each([
    ['an email only: any session', user(), [factor('password', 'knowledge')], true],
    ['email and phone, an email code', user(phone), [factor('otp', 'email')], false],
    ['email and phone, an email code and a texted one', user(phone), [factor('otp', 'email'), factor('otp', 'sms')], true],
    ['both over an hour old', user(phone), [factor('otp', 'email', 90), factor('otp', 'sms', 61)], false],
    ['one of them recent', user(phone), [factor('otp', 'email', 90), factor('otp', 'sms', 5)], true],
    ['a password is in no category', user(phone), [factor('otp', 'sms'), factor('password', 'knowledge')], false],
    ["an exchanged access token's factor is in no category", user(phone), [factor('otp', 'sms'), factor('oauth', 'oauth_access_token_exchange')], false],
    ['a social login and a passkey', user({ emails: [], providers: [{ providerType: 'Google', providerSubject: 's', oauthUserRegistrationId: 'o' }], webauthnRegistrations: [{ webauthnRegistrationId: 'w', name: 'Mac' }] }), [factor('oauth', 'oauth_google')], false],
  ])('%s', (_case, account, factors, allowed) => {
    expect(meetsSensitiveRule(account, factors, NOW)).toBe(allowed);
  });

  it('reads the categories a user registered', () => {
    expect([...registeredCategories(user({ ...phone, totps: [{ totpId: 't', verified: false }] }))]).toEqual(['account', 'phone']);
    expect([...registeredCategories(user({ emails: [], totps: [{ totpId: 't', verified: true }] }))]).toEqual(['device']);
  });

  it('plans a step-up for a session whose second category came from an exchanged access token', () => {
    // A texted code and an exchanged token's "OAuth": one category, so the emailed code is asked for.
    expect(planSensitiveStepUp([factor('otp', 'sms'), factor('oauth', 'oauth_access_token_exchange')], user(phone))).toMatchObject({ kind: 'email' });
  });
});
