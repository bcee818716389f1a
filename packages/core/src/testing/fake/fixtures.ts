import type {
  AuthUser,
  AuthenticateResult,
  BootstrapData,
  ConnectedApp,
  IdpAuthorizeStartResult,
  LinkAuthenticateResult,
  PasswordStrengthResult,
  TotpEnrolment,
  UrlAuthenticateResult,
} from '../../client';

/**
 * A signed-in user with everything the account shows: Ada Lovelace, her email (verified), a
 * phone number, a GitHub login, an Ethereum wallet and a password. `overrides` replace parts.
 */
export function fakeAccountUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    userId: 'user-test-1',
    name: { firstName: 'Ada', lastName: 'Lovelace' },
    emails: [{ emailId: 'email-test-1', email: 'ada@example.com', verified: true }],
    phoneNumbers: [{ phoneId: 'phone-test-1', phoneNumber: '+14155550100', verified: true }],
    webauthnRegistrations: [],
    totps: [],
    providers: [{ providerType: 'GitHub', providerSubject: 'ada-github', oauthUserRegistrationId: 'oauth-user-test-1' }],
    cryptoWallets: [{ cryptoWalletId: 'crypto-wallet-test-1', address: '0x6bad2ca5f7b4ccbd1e0e8d5ea0c2e2ed0f8b0a11', type: 'ethereum', verified: true }],
    password: { passwordId: 'password-test-1' },
    createdAt: '2026-01-02T03:04:05Z',
    ...overrides,
  };
}

/** A Connected App the user let in, as `user.connectedApps` answers. */
export function fakeConnectedApp(overrides: Partial<ConnectedApp> = {}): ConnectedApp {
  return {
    connectedAppId: 'connected-app-test-1',
    name: 'Example App',
    description: 'A demo app',
    scopesGranted: ['openid', 'email', 'profile'],
    ...overrides,
  };
}

/** A signed-in user for fakes: Ada, with the passkeys given. */
export function fakeUser(passkeys: Array<{ webauthnRegistrationId: string; name: string }> = []): AuthUser {
  return {
    userId: 'user-test-1',
    emails: [{ emailId: 'email-test-1', email: 'ada@example.com', verified: true }],
    phoneNumbers: [],
    webauthnRegistrations: passkeys,
    totps: [],
  };
}

/** A new authenticator app as `totps.create` answers (the QR code is a 1×1 PNG). */
export function fakeTotpEnrolment(): TotpEnrolment {
  return {
    totpId: 'totp-test-1',
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    qrCode:
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
    recoveryCodes: ['ckss-2skx-ebow', 'spbc-424h-usy0', 'hi08-n5tk-lns5', 'dr27-5mco-4t0i', '1p7w-sbm3-lv1q'],
  };
}

export const FAKE_BOOTSTRAP: BootstrapData = {
  projectName: 'Acme',
  displayWatermark: false,
  emailDomains: ['acme.test'],
  passwordConfig: null,
  rbacPolicy: null,
};

/** The delivery method Stytch names beside each factor type of a fake session. */
const FACTOR_DELIVERY: Record<string, string> = {
  otp: 'email',
  magic_link: 'email',
  password: 'knowledge',
  webauthn: 'webauthn_registration',
  totp: 'authenticator_app',
  recovery_codes: 'recovery_code',
  crypto: 'crypto_wallet',
};

/** A login's answer: a session of `userId` authenticated with `factors` (by default an email code). */
export function fakeAuthenticateResult(userId = 'user-test-1', factors: string[] = ['otp']): AuthenticateResult {
  return {
    userId,
    session: {
      sessionId: 'session-test-1',
      userId,
      expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      authenticationFactors: factors.map((type) => ({
        type,
        deliveryMethod: FACTOR_DELIVERY[type] ?? type,
        lastAuthenticatedAt: new Date().toISOString(),
      })),
    },
    user: { userId, emails: [], phoneNumbers: [], webauthnRegistrations: [], totps: [] },
    raw: { user_id: userId },
  };
}

/**
 * A link's spend for another account than the page's (login CSRF; `links.authenticate`,
 * `magicLinks.authenticate`, `passwords.resetByEmail`): the link is mallory@'s, the page was
 * signed in as ada@, and the adapter held the new session.
 */
export function fakeHeldLogin(): LinkAuthenticateResult {
  const result = fakeAuthenticateResult('user-test-mallory');
  return {
    ...result,
    user: { ...result.user!, emails: [{ emailId: 'email-m', email: 'mallory@example.com', verified: true }] },
    held: { identity: 'ada@example.com' },
  };
}

/** `authenticateByUrl`'s answer for a link to another account than the page's: {@link fakeHeldLogin}. */
export function fakeLinkForAnotherAccount(): Extract<UrlAuthenticateResult, { handled: true }> {
  const { held, ...result } = fakeHeldLogin();
  return { handled: true, tokenType: 'magic_links', result, held: held! };
}

/** A LUDS verdict computed like the server does: length and character classes. */
export function fakeLudsStrength(password: string, minimumLength = 8, complexity = 3): PasswordStrengthResult {
  const classes = {
    hasLowerCase: /[a-z]/.test(password),
    hasUpperCase: /[A-Z]/.test(password),
    hasDigit: /\d/.test(password),
    hasSymbol: /[^a-zA-Z\d]/.test(password),
  };
  const present = Object.values(classes).filter(Boolean).length;
  const missingCharacters = Math.max(0, minimumLength - password.length);
  const missingComplexity = Math.max(0, complexity - present);
  const breached = password.toLowerCase() === 'password';
  return {
    score: 0,
    validPassword: missingCharacters === 0 && missingComplexity === 0 && !breached,
    breachedPassword: breached,
    strengthPolicy: 'luds',
    feedback: { warning: '', suggestions: [], ludsRequirements: { ...classes, missingCharacters, missingComplexity } },
  };
}

/** A third-party client asking for openid, profile and email, all grantable: consent is required. */
export function fakeIdpAuthorizeStart(overrides: Partial<IdpAuthorizeStartResult> = {}): IdpAuthorizeStartResult {
  return {
    consentRequired: true,
    client: { clientId: 'client-test-1', clientName: 'Example App' },
    scopeResults: [
      { scope: 'openid', isGrantable: true, description: 'Confirm your identity' },
      { scope: 'profile', isGrantable: true, description: 'See your profile' },
      { scope: 'email', isGrantable: true, description: 'See your email address' },
    ],
    ...overrides,
  };
}

/**
 * A zxcvbn-like verdict, deterministic: 'password' is breached, one point per 3 characters (at
 * most 4), valid from 3 points. Real scores come from the emulator in end-to-end tests.
 */
export function fakeStrength(password: string): PasswordStrengthResult {
  const breached = password.toLowerCase() === 'password';
  const score = breached ? 0 : Math.min(4, Math.floor(password.length / 3));
  return {
    score,
    validPassword: score >= 3,
    breachedPassword: breached,
    strengthPolicy: 'zxcvbn',
    feedback: {
      warning: breached ? 'This is a top-10 common password.' : '',
      suggestions: score >= 3 ? [] : ['Add another word or two. Uncommon words are better.'],
    },
  };
}
