import {
  createAuthError,
  type AuthClient,
  type AuthError,
  type AuthenticateResult,
  type AuthUser,
  type BootstrapData,
  type ConnectedApp,
  type PasswordResetByExistingRequest,
  type PasswordResetBySessionRequest,
  type UserUpdateRequest,
  type CryptoWalletAuthenticateRequest,
  type CryptoWalletStartRequest,
  type EmailOtpRequest,
  type IdpAuthorizeRequest,
  type IdpAuthorizeStartResult,
  type IdpLogoutRequest,
  type LinkAuthenticateRequest,
  type LinkAuthenticateResult,
  type LinkTokenType,
  type MagicLinkRequest,
  type OAuthStartRequest,
  type OneTapRequest,
  type OneTapResult,
  type OtpAuthenticateRequest,
  type OtpSendResult,
  type PasskeyAuthenticateRequest,
  type PasskeyRegisterRequest,
  type PasswordRequest,
  type PasswordResetRequest,
  type PasswordResetStartRequest,
  type PasswordStrengthRequest,
  type PasswordStrengthResult,
  type PasswordUserType,
  type PhoneOtpRequest,
  type StepUpEmailRequest,
  type RequestOptions,
  type SendResult,
  type TelemetryEvent,
  type TokenAuthenticateRequest,
  type TotpEnrolment,
  type UrlAuthenticateResult,
} from '../client';
import { oneTapModeOf } from '../client/one-tap-mode';

/** The operations a fake can script, by dotted path, with their request and result types. */
export interface FakeOperations {
  'otps.email.loginOrCreate': [EmailOtpRequest, OtpSendResult];
  'otps.sms.loginOrCreate': [PhoneOtpRequest, OtpSendResult];
  'otps.whatsapp.loginOrCreate': [PhoneOtpRequest, OtpSendResult];
  'otps.authenticate': [OtpAuthenticateRequest, AuthenticateResult];
  'otps.stepUp.sms': [PhoneOtpRequest, OtpSendResult];
  'otps.stepUp.email': [StepUpEmailRequest, OtpSendResult];
  'totps.create': [{ expirationMinutes: number }, TotpEnrolment];
  'totps.authenticate': [{ code: string; sessionDurationMinutes: number }, AuthenticateResult];
  'totps.recover': [{ recoveryCode: string; sessionDurationMinutes: number }, AuthenticateResult];
  'totps.recoveryCodes': [undefined, { totpId: string; recoveryCodes: string[] } | null];
  'user.deleteTotp': [{ totpId: string }, void];
  'user.deletePhoneNumber': [{ phoneId: string }, void];
  'magicLinks.email.loginOrCreate': [MagicLinkRequest, SendResult];
  'magicLinks.authenticate': [TokenAuthenticateRequest, LinkAuthenticateResult];
  'users.search': [{ email: string }, { userType: PasswordUserType }];
  'passwords.strengthCheck': [PasswordStrengthRequest, PasswordStrengthResult];
  'passwords.create': [PasswordRequest, AuthenticateResult];
  'passwords.authenticate': [PasswordRequest, AuthenticateResult];
  'passwords.resetByEmailStart': [PasswordResetStartRequest, SendResult];
  'passwords.resetByEmail': [PasswordResetRequest, LinkAuthenticateResult];
  'webauthn.authenticate': [PasskeyAuthenticateRequest, AuthenticateResult];
  'webauthn.isSupported': [undefined, boolean];
  'webauthn.isAutofillSupported': [undefined, boolean];
  'webauthn.isConditionalCreateSupported': [undefined, boolean];
  'webauthn.register': [PasskeyRegisterRequest, AuthenticateResult];
  'webauthn.update': [{ webauthnRegistrationId: string; name: string }, void];
  'user.get': [undefined, AuthUser | null];
  'user.deleteWebauthnRegistration': [{ webauthnRegistrationId: string }, void];
  'cryptoWallets.authenticateStart': [CryptoWalletStartRequest, { challenge: string }];
  'cryptoWallets.authenticate': [CryptoWalletAuthenticateRequest, AuthenticateResult];
  /** Resolves: the fake never navigates (a real start leaves the page). */
  'oauth.start': [OAuthStartRequest, void];
  'oauth.oneTap': [OneTapRequest, OneTapResult];
  /** Whether this browser started the link's sign-in (default: true, the one-step path). */
  'links.startedHere': [{ tokenType: LinkTokenType | 'login' }, boolean];
  'links.authenticate': [LinkAuthenticateRequest, LinkAuthenticateResult];
  authenticateByUrl: [{ href?: string; sessionDurationMinutes: number }, UrlAuthenticateResult];
  /** The page's session, its cookie's included (default: `session.current()`'s). */
  'session.load': [undefined, { sessionId: string; userId: string } | null];
  'session.revoke': [{ forceClear?: boolean } | undefined, void];
  'session.switchToHeld': [undefined, void];
  'session.attest': [{ token: string; profileId: string; sessionDurationMinutes: number }, AuthenticateResult];
  'idp.authorizeStart': [IdpAuthorizeRequest, IdpAuthorizeStartResult];
  'idp.authorizeSubmit': [IdpAuthorizeRequest & { consentGranted: boolean }, { redirectUri: string }];
  'idp.logoutStart': [IdpLogoutRequest, { consentRequired: boolean; redirectUri: string }];
  // The account (issue 37): by default they change the fake's user store.
  'otps.email.send': [StepUpEmailRequest, OtpSendResult];
  'otps.sms.send': [PhoneOtpRequest, OtpSendResult];
  'passwords.resetBySession': [PasswordResetBySessionRequest, AuthenticateResult];
  'passwords.resetByExistingPassword': [PasswordResetByExistingRequest, AuthenticateResult];
  'user.update': [UserUpdateRequest, AuthUser];
  'user.deleteEmail': [{ emailId: string }, void];
  'user.deleteOAuthRegistration': [{ oauthUserRegistrationId: string }, void];
  'user.deleteCryptoWallet': [{ cryptoWalletId: string }, void];
  'user.connectedApps': [undefined, ConnectedApp[]];
  'user.revokeConnectedApp': [{ connectedAppId: string }, void];
  'oauth.attach': [{ provider: string }, { oauthAttachToken: string }];
}
export type FakeOperation = keyof FakeOperations;

const FAIL = Symbol('fail');
const HANG = Symbol('hang');

export type FakeStep<Req, Res> =
  | Res
  | { [FAIL]: AuthError }
  | { [HANG]: true }
  | { delayMs: number; then: FakeStep<Req, Res> }
  | ((request: Req) => Res | Promise<Res>);

/** A scripted step that rejects with `AuthError { type, message }`. */
export function fail(type: string, message?: string): { [FAIL]: AuthError } {
  return { [FAIL]: createAuthError(type, message !== undefined ? { message } : {}) };
}

/** A scripted step that never settles (a request stuck in flight). */
export function hang(): { [HANG]: true } {
  return { [HANG]: true };
}

/** A scripted step that settles after `ms` milliseconds. */
export function delay<Req, Res>(ms: number, then: FakeStep<Req, Res>): { delayMs: number; then: FakeStep<Req, Res> } {
  return { delayMs: ms, then };
}

export type FakeScript = {
  [K in FakeOperation]?: FakeStep<FakeOperations[K][0], FakeOperations[K][1]> | Array<FakeStep<FakeOperations[K][0], FakeOperations[K][1]>>;
};

export interface FakeCall {
  operation: string;
  request: unknown;
}

export interface FakeAuthClient extends AuthClient {
  /** Every call made, in order. */
  readonly calls: FakeCall[];
  /** Telemetry logged through `events.log`. */
  readonly telemetry: TelemetryEvent[];
  callsTo(operation: string): unknown[];
  /**
   * Changes the signed-in user as a login or a sign-out elsewhere on the page would (null: signed
   * out): the session follows it, and `user.subscribe`'s listeners are told.
   */
  setUser(user: AuthUser | null): void;
}

export interface FakeAuthClientOptions {
  script?: FakeScript;
  bootstrap?: Partial<BootstrapData>;
  /**
   * The signed-in user `user.get` answers with (default: nobody). Its passkeys are a small store
   * that the default `webauthn.register`, `webauthn.update` and `user.deleteWebauthnRegistration`
   * change, so passkey management can be clicked through in stories.
   */
  user?: AuthUser | null;
  /**
   * The active session `session.current()` answers with. By default it follows the user store:
   * a session of the signed-in user (`session-test-1`) while there is one, else null. Pass null
   * for a signed-in user without a session, or a session to use it whatever the user.
   * `session.attest` starts a session (of the attested user); `session.revoke` ends it.
   */
  session?: { sessionId: string; userId: string } | null;
  /** The factors of that session (`session.factors()`; default: an email code). */
  sessionFactors?: string[];
  /** The session's JWT (`session.jwt()`; default: `session-jwt-test-1` while there is a session). */
  sessionJwt?: string | null;
  /** The Connected Apps the user let in (`user.connectedApps`; `user.revokeConnectedApp` removes one). Default: none. */
  connectedApps?: ConnectedApp[];
}

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

type FakeSteps = { [K in FakeOperation]: FakeStep<FakeOperations[K][0], FakeOperations[K][1]> };

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

/** The fake's state: the signed-in user, their Connected Apps, and addresses being added (by method id). */
interface FakeStore {
  user: AuthUser | null;
  connectedApps: ConnectedApp[];
  pending: Map<string, { kind: 'email' | 'phone'; address: string }>;
}

/** What a fake answers when its script says nothing: sensible successes, over a small user store. */
function defaultSteps(store: FakeStore): Omit<FakeSteps, 'session.load'> {
  const withUser = (change: (user: AuthUser) => AuthUser) => {
    if (!store.user) throw createAuthError('user_unauthenticated');
    store.user = change(store.user);
  };
  let registrations = 0;
  let sends = 0;
  /** A code for the signed-in user: to an address of theirs, or to one being added (then pending). */
  const secondarySend = (kind: 'email' | 'phone', address: string): OtpSendResult => {
    if (!store.user) throw createAuthError('user_unauthenticated');
    const own =
      kind === 'email'
        ? store.user.emails.find((entry) => entry.email === address)?.emailId
        : store.user.phoneNumbers.find((entry) => entry.phoneNumber === address)?.phoneId;
    if (own) return { methodId: own, raw: { method_id: own } };
    sends += 1;
    const methodId = `${kind === 'email' ? 'email' : 'phone-number'}-test-added-${sends}`;
    store.pending.set(methodId, { kind, address });
    return { methodId, raw: { method_id: methodId } };
  };
  const setPassword = () => {
    withUser((user) => ({ ...user, password: { passwordId: 'password-test-1' } }));
    return { ...fakeAuthenticateResult(store.user?.userId, ['otp', 'password']), user: store.user };
  };
  return {
    ...staticDefaults,
    'otps.email.send': ({ email }) => secondarySend('email', email),
    'otps.sms.send': ({ phoneNumber }) => secondarySend('phone', phoneNumber),
    // A code for an address being added adds it to the user, verified (as Stytch does).
    'otps.authenticate': ({ methodId }) => {
      const added = store.pending.get(methodId);
      if (!added || !store.user) return fakeAuthenticateResult();
      store.pending.delete(methodId);
      withUser((user) =>
        added.kind === 'email'
          ? { ...user, emails: [...user.emails, { emailId: methodId, email: added.address, verified: true }] }
          : { ...user, phoneNumbers: [...user.phoneNumbers, { phoneId: methodId, phoneNumber: added.address, verified: true }] },
      );
      return { ...fakeAuthenticateResult(store.user.userId, ['otp', 'otp']), user: store.user };
    },
    'passwords.resetBySession': setPassword,
    'passwords.resetByExistingPassword': setPassword,
    'user.update': ({ name }) => {
      withUser((user) => {
        const next = { ...user.name, ...name };
        return { ...user, name: Object.fromEntries(Object.entries(next).filter(([, value]) => value !== '')) };
      });
      return store.user!;
    },
    'user.deleteEmail': ({ emailId }) =>
      withUser((user) => ({ ...user, emails: user.emails.filter((entry) => entry.emailId !== emailId) })),
    'user.deletePhoneNumber': ({ phoneId }) => {
      if (store.user) withUser((user) => ({ ...user, phoneNumbers: user.phoneNumbers.filter((entry) => entry.phoneId !== phoneId) }));
    },
    'user.deleteOAuthRegistration': ({ oauthUserRegistrationId }) =>
      withUser((user) => ({
        ...user,
        providers: (user.providers ?? []).filter((entry) => entry.oauthUserRegistrationId !== oauthUserRegistrationId),
      })),
    'user.deleteCryptoWallet': ({ cryptoWalletId }) =>
      withUser((user) => ({ ...user, cryptoWallets: (user.cryptoWallets ?? []).filter((entry) => entry.cryptoWalletId !== cryptoWalletId) })),
    'user.connectedApps': () => store.connectedApps,
    'user.revokeConnectedApp': ({ connectedAppId }) => {
      store.connectedApps = store.connectedApps.filter((app) => app.connectedAppId !== connectedAppId);
    },
    'user.get': () => store.user,
    'webauthn.register': () => {
      registrations += 1;
      const passkey = { webauthnRegistrationId: `webauthn-registration-test-${registrations}`, name: `Passkey ${registrations}` };
      withUser((user) => ({ ...user, webauthnRegistrations: [...user.webauthnRegistrations, passkey] }));
      return { ...fakeAuthenticateResult(store.user?.userId), user: store.user };
    },
    'webauthn.update': ({ webauthnRegistrationId, name }) =>
      withUser((user) => ({
        ...user,
        webauthnRegistrations: user.webauthnRegistrations.map((passkey) =>
          passkey.webauthnRegistrationId === webauthnRegistrationId ? { ...passkey, name } : passkey,
        ),
      })),
    'user.deleteWebauthnRegistration': ({ webauthnRegistrationId }) =>
      withUser((user) => ({
        ...user,
        webauthnRegistrations: user.webauthnRegistrations.filter((passkey) => passkey.webauthnRegistrationId !== webauthnRegistrationId),
      })),
  };
}

/** The defaults that read or change the store (`defaultSteps`). */
type StoreSteps =
  | 'user.get'
  | 'webauthn.register'
  | 'webauthn.update'
  | 'user.deleteWebauthnRegistration'
  | 'otps.email.send'
  | 'otps.sms.send'
  | 'otps.authenticate'
  | 'passwords.resetBySession'
  | 'passwords.resetByExistingPassword'
  | 'user.update'
  | 'user.deleteEmail'
  | 'user.deletePhoneNumber'
  | 'user.deleteOAuthRegistration'
  | 'user.deleteCryptoWallet'
  | 'user.connectedApps'
  | 'user.revokeConnectedApp'
  | 'session.load';

const staticDefaults: Omit<FakeSteps, StoreSteps> & Partial<Pick<FakeSteps, StoreSteps>> = {
  'otps.stepUp.sms': (request) => ({ methodId: `phone-test-${request.phoneNumber}`, raw: { method_id: 'sms' } }),
  'otps.stepUp.email': (request) => ({ methodId: `email-test-${request.email}`, raw: { method_id: 'email' } }),
  'totps.create': () => fakeTotpEnrolment(),
  'totps.authenticate': () => fakeAuthenticateResult(undefined, ['otp', 'totp']),
  'totps.recover': () => fakeAuthenticateResult(undefined, ['otp', 'recovery_codes']),
  'totps.recoveryCodes': () => ({ totpId: 'totp-test-1', recoveryCodes: fakeTotpEnrolment().recoveryCodes.slice(1) }),
  'user.deleteTotp': undefined,
  'user.deletePhoneNumber': undefined,
  'otps.email.loginOrCreate': (request) => ({ methodId: `email-test-${request.email}`, raw: { method_id: 'email' } }),
  'otps.sms.loginOrCreate': (request) => ({ methodId: `phone-test-${request.phoneNumber}`, raw: { method_id: 'sms' } }),
  'otps.whatsapp.loginOrCreate': (request) => ({
    methodId: `phone-test-${request.phoneNumber}`,
    raw: { method_id: 'whatsapp' },
  }),
  'otps.authenticate': () => fakeAuthenticateResult(),
  'magicLinks.email.loginOrCreate': { raw: { request_id: 'request-id-test-link' } },
  'magicLinks.authenticate': () => fakeAuthenticateResult(),
  'users.search': { userType: 'new' },
  'passwords.strengthCheck': ({ password }) => fakeStrength(password),
  'passwords.create': () => fakeAuthenticateResult(),
  'passwords.authenticate': () => fakeAuthenticateResult(),
  'passwords.resetByEmailStart': { raw: { request_id: 'request-id-test-reset' } },
  'passwords.resetByEmail': () => fakeAuthenticateResult(),
  'webauthn.authenticate': () => fakeAuthenticateResult(),
  'webauthn.isSupported': true,
  'webauthn.isAutofillSupported': false,
  'webauthn.isConditionalCreateSupported': false,
  'cryptoWallets.authenticateStart': ({ cryptoWalletAddress }) => ({ challenge: `Sign in to Acme with ${cryptoWalletAddress}` }),
  'cryptoWallets.authenticate': () => fakeAuthenticateResult(),
  'oauth.start': undefined,
  'oauth.attach': ({ provider }) => ({ oauthAttachToken: `oauth-attach-token-test-${provider}` }),
  'oauth.oneTap': { shown: true, cancel: () => {} },
  'links.startedHere': true,
  'links.authenticate': () => fakeAuthenticateResult(),
  authenticateByUrl: { handled: false, tokenType: null },
  'session.revoke': undefined,
  'session.switchToHeld': undefined,
  'session.attest': () => fakeAuthenticateResult(),
  'idp.authorizeStart': () => fakeIdpAuthorizeStart(),
  'idp.authorizeSubmit': ({ consentGranted, state }) => {
    const query = new URLSearchParams(consentGranted ? { code: 'code-test-1' } : { error: 'access_denied' });
    if (state !== undefined) query.set('state', state);
    return { redirectUri: `https://client.test/callback?${query.toString()}` };
  },
  'idp.logoutStart': { consentRequired: true, redirectUri: 'https://client.test/logged-out' },
};

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

function isFail(step: unknown): step is { [FAIL]: AuthError } {
  return typeof step === 'object' && step !== null && FAIL in step;
}
function isHang(step: unknown): step is { [HANG]: true } {
  return typeof step === 'object' && step !== null && HANG in step;
}
function isDelay(step: unknown): step is { delayMs: number; then: unknown } {
  return typeof step === 'object' && step !== null && 'delayMs' in step && 'then' in step;
}

async function runStep(step: unknown, request: unknown): Promise<unknown> {
  if (isFail(step)) throw step[FAIL];
  if (isHang(step)) return new Promise(() => {});
  if (isDelay(step)) {
    await new Promise((resolve) => setTimeout(resolve, step.delayMs));
    return runStep(step.then, request);
  }
  if (typeof step === 'function') return (step as (r: unknown) => unknown)(request);
  return step;
}


/**
 * A scripted in-memory AuthClient for machine, hook and screen tests and for stories. Each
 * operation answers from its script (a list is consumed in order, its last step repeating),
 * or from a sensible success by default; every call is recorded.
 */
export function createFakeAuthClient(options: FakeAuthClientOptions = {}): FakeAuthClient {
  const calls: FakeCall[] = [];
  const telemetry: TelemetryEvent[] = [];
  const cursors = new Map<string, number>();
  const bootstrap = { ...FAKE_BOOTSTRAP, ...options.bootstrap };
  /** `user.subscribe`'s listeners: told of every change of the store's user, and of a sign-out. */
  const userListeners = new Set<(user: AuthUser | null) => void>();
  const tellUser = (user: AuthUser | null) => userListeners.forEach((listener) => listener(user));
  let storedUser = options.user ?? null;
  const store: FakeStore = {
    get user() {
      return storedUser;
    },
    set user(next) {
      storedUser = next;
      tellUser(next);
    },
    connectedApps: options.connectedApps ?? [],
    pending: new Map(),
  };
  let session: { sessionId: string; userId: string } | null | undefined = options.session;
  const sessionFactors = fakeAuthenticateResult(undefined, options.sessionFactors).session!.authenticationFactors;
  const currentSession = () =>
    session !== undefined ? session : store.user ? { sessionId: 'session-test-1', userId: store.user.userId } : null;
  const defaults: FakeSteps = { ...defaultSteps(store), 'session.load': () => currentSession() };

  function nextStep(operation: FakeOperation): unknown {
    const script = options.script?.[operation];
    if (script === undefined) return defaults[operation];
    if (!Array.isArray(script)) return script;
    const index = cursors.get(operation) ?? 0;
    cursors.set(operation, index + 1);
    return script[Math.min(index, script.length - 1)];
  }

  function run<K extends FakeOperation>(
    operation: K,
    request: FakeOperations[K][0],
    requestOptions?: RequestOptions,
  ): Promise<FakeOperations[K][1]> {
    calls.push({ operation, request });
    const signal = requestOptions?.signal;
    if (signal?.aborted) return Promise.reject(createAuthError('aborted'));
    return new Promise((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(createAuthError('aborted')), { once: true });
      runStep(nextStep(operation), request).then((value) => resolve(value as FakeOperations[K][1]), reject);
    });
  }

  const client: FakeAuthClient = {
    calls,
    telemetry,
    callsTo: (operation) => calls.filter((call) => call.operation === operation).map((call) => call.request),
    setUser: (user) => {
      session = undefined;
      store.user = user;
    },
    bootstrap: {
      getSync: () => bootstrap,
      load: () => Promise.resolve(bootstrap),
    },
    otps: {
      email: {
        loginOrCreate: (request, o) => run('otps.email.loginOrCreate', request, o),
        send: (request, o) => run('otps.email.send', request, o),
      },
      sms: {
        loginOrCreate: (request, o) => run('otps.sms.loginOrCreate', request, o),
        send: (request, o) => run('otps.sms.send', request, o),
      },
      whatsapp: { loginOrCreate: (request, o) => run('otps.whatsapp.loginOrCreate', request, o) },
      authenticate: (request, o) => run('otps.authenticate', request, o),
      stepUp: {
        sms: (request, o) => run('otps.stepUp.sms', request, o),
        email: (request, o) => run('otps.stepUp.email', request, o),
      },
    },
    totps: {
      create: (request, o) => run('totps.create', request, o),
      authenticate: (request, o) => run('totps.authenticate', request, o),
      recover: (request, o) => run('totps.recover', request, o),
      recoveryCodes: (o) => run('totps.recoveryCodes', undefined, o),
    },
    magicLinks: {
      email: { loginOrCreate: (request, o) => run('magicLinks.email.loginOrCreate', request, o) },
      authenticate: (request, o) => run('magicLinks.authenticate', request, o),
    },
    passwords: {
      strengthCheck: (request, o) => run('passwords.strengthCheck', request, o),
      create: (request, o) => run('passwords.create', request, o),
      authenticate: (request, o) => run('passwords.authenticate', request, o),
      resetByEmailStart: (request, o) => run('passwords.resetByEmailStart', request, o),
      resetByEmail: (request, o) => run('passwords.resetByEmail', request, o),
      resetBySession: (request, o) => run('passwords.resetBySession', request, o),
      resetByExistingPassword: (request, o) => run('passwords.resetByExistingPassword', request, o),
    },
    users: { search: (request, o) => run('users.search', request, o) },
    webauthn: {
      authenticate: (request, o) => run('webauthn.authenticate', request, o),
      isSupported: () => run('webauthn.isSupported', undefined),
      isAutofillSupported: () => run('webauthn.isAutofillSupported', undefined),
      isConditionalCreateSupported: () => run('webauthn.isConditionalCreateSupported', undefined),
      register: (request, o) => run('webauthn.register', request, o),
      update: (request, o) => run('webauthn.update', request, o),
    },
    user: {
      get: (o) => run('user.get', undefined, o),
      subscribe: async (listener) => {
        userListeners.add(listener);
        listener(currentSession() ? store.user : null);
        return () => void userListeners.delete(listener);
      },
      deleteWebauthnRegistration: (request, o) => run('user.deleteWebauthnRegistration', request, o),
      deleteTotp: (request, o) => run('user.deleteTotp', request, o),
      deletePhoneNumber: (request, o) => run('user.deletePhoneNumber', request, o),
      update: (request, o) => run('user.update', request, o),
      deleteEmail: (request, o) => run('user.deleteEmail', request, o),
      deleteOAuthRegistration: (request, o) => run('user.deleteOAuthRegistration', request, o),
      deleteCryptoWallet: (request, o) => run('user.deleteCryptoWallet', request, o),
      connectedApps: (o) => run('user.connectedApps', undefined, o),
      revokeConnectedApp: (request, o) => run('user.revokeConnectedApp', request, o),
    },
    cryptoWallets: {
      authenticateStart: (request, o) => run('cryptoWallets.authenticateStart', request, o),
      authenticate: (request, o) => run('cryptoWallets.authenticate', request, o),
    },
    oauth: {
      start: (request) => run('oauth.start', request),
      attach: (request, o) => run('oauth.attach', request, o),
      oneTap: (request) => run('oauth.oneTap', request),
      // Like a browser without FedCM: every embedded position embeds.
      oneTapMode: (position) => oneTapModeOf(position, false),
    },
    links: {
      startedHere: (tokenType) => run('links.startedHere', { tokenType }),
      authenticate: (request, o) => run('links.authenticate', request, o),
    },
    authenticateByUrl: (request, o) => run('authenticateByUrl', request, o),
    session: {
      current: () => currentSession(),
      load: (o) => run('session.load', undefined, o),
      factors: async () => (currentSession() ? sessionFactors : []),
      jwt: async () => (currentSession() ? (options.sessionJwt === undefined ? 'session-jwt-test-1' : options.sessionJwt) : null),
      revoke: (request, o) =>
        run('session.revoke', request, o).then(() => {
          session = null;
          // The client forgets its user, as Stytch's does (the store keeps it for `user.get`).
          tellUser(null);
        }),
      switchToHeld: (o) => run('session.switchToHeld', undefined, o),
      dropHeld: () => {
        calls.push({ operation: 'session.dropHeld' as FakeOperation, request: undefined });
      },
      attest: (request, o) =>
        run('session.attest', request, o).then((result) => {
          session = result.session ? { sessionId: result.session.sessionId, userId: result.session.userId } : currentSession();
          return result;
        }),
    },
    idp: {
      authorizeStart: (request, o) => run('idp.authorizeStart', request, o),
      authorizeSubmit: (request, o) => run('idp.authorizeSubmit', request, o),
      logoutStart: (request, o) => run('idp.logoutStart', request, o),
    },
    events: {
      log: (event) => {
        telemetry.push(event);
      },
    },
  };
  return client;
}
