import { createAuthError, type AuthUser, type ConnectedApp, type OtpSendResult } from '../../client';
import { fakeAuthenticateResult, fakeIdpAuthorizeStart, fakeStrength, fakeTotpEnrolment } from './fixtures';
import type { FakeSteps } from './operations';

/** The fake's state: the signed-in user, their Connected Apps, and addresses being added (by method id). */
export interface FakeStore {
  user: AuthUser | null;
  connectedApps: ConnectedApp[];
  pending: Map<string, { kind: 'email' | 'phone'; address: string }>;
}

/** What a fake answers when its script says nothing: sensible successes, over a small user store. */
export function defaultSteps(store: FakeStore): Omit<FakeSteps, 'session.load'> {
  const withUser = (change: (user: AuthUser) => AuthUser) => {
    if (!store.user) throw createAuthError('user_unauthenticated');
    store.user = change(store.user);
  };
  let registrations = 0;
  let sends = 0;
  /**
   * A code for the signed-in user: to an address of theirs, or to one being added (then pending).
   * Without a user in the store (a login's step-up: the fake's logins sign nobody in), a plain
   * success, as a login's code.
   */
  const secondarySend = (kind: 'email' | 'phone', address: string): OtpSendResult => {
    if (!store.user) {
      const methodId = `${kind}-test-${address}`;
      return { methodId, raw: { method_id: methodId } };
    }
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
