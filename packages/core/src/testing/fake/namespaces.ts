import { oneTapModeOf, type AuthClient } from '../../client';
import type { FakeRun } from './operations';

// The fake's namespaces, as the AuthClient port's: each operation runs its script (or its default)
// through `run`, which records it (fake-auth-client.ts composes them).

export const fakeOtps = (run: FakeRun): AuthClient['otps'] => ({
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
});

export const fakeTotps = (run: FakeRun): AuthClient['totps'] => ({
  create: (request, o) => run('totps.create', request, o),
  authenticate: (request, o) => run('totps.authenticate', request, o),
  recover: (request, o) => run('totps.recover', request, o),
  recoveryCodes: (o) => run('totps.recoveryCodes', undefined, o),
});

export const fakeMagicLinks = (run: FakeRun): AuthClient['magicLinks'] => ({
  email: { loginOrCreate: (request, o) => run('magicLinks.email.loginOrCreate', request, o) },
  authenticate: (request, o) => run('magicLinks.authenticate', request, o),
});

export const fakePasswords = (run: FakeRun): AuthClient['passwords'] => ({
  strengthCheck: (request, o) => run('passwords.strengthCheck', request, o),
  create: (request, o) => run('passwords.create', request, o),
  authenticate: (request, o) => run('passwords.authenticate', request, o),
  resetByEmailStart: (request, o) => run('passwords.resetByEmailStart', request, o),
  resetByEmail: (request, o) => run('passwords.resetByEmail', request, o),
  resetBySession: (request, o) => run('passwords.resetBySession', request, o),
  resetByExistingPassword: (request, o) => run('passwords.resetByExistingPassword', request, o),
});

export const fakeUsers = (run: FakeRun): AuthClient['users'] => ({ search: (request, o) => run('users.search', request, o) });

export const fakeWebauthn = (run: FakeRun): AuthClient['webauthn'] => ({
  authenticate: (request, o) => run('webauthn.authenticate', request, o),
  isSupported: () => run('webauthn.isSupported', undefined),
  isAutofillSupported: () => run('webauthn.isAutofillSupported', undefined),
  isConditionalCreateSupported: () => run('webauthn.isConditionalCreateSupported', undefined),
  register: (request, o) => run('webauthn.register', request, o),
  update: (request, o) => run('webauthn.update', request, o),
});

/** `user`; `subscribe` is the fake's own (its listeners follow the user store). */
export const fakeUserNamespace = (run: FakeRun, subscribe: AuthClient['user']['subscribe']): AuthClient['user'] => ({
  get: (o) => run('user.get', undefined, o),
  subscribe,
  deleteWebauthnRegistration: (request, o) => run('user.deleteWebauthnRegistration', request, o),
  deleteTotp: (request, o) => run('user.deleteTotp', request, o),
  deletePhoneNumber: (request, o) => run('user.deletePhoneNumber', request, o),
  update: (request, o) => run('user.update', request, o),
  deleteEmail: (request, o) => run('user.deleteEmail', request, o),
  deleteOAuthRegistration: (request, o) => run('user.deleteOAuthRegistration', request, o),
  deleteCryptoWallet: (request, o) => run('user.deleteCryptoWallet', request, o),
  connectedApps: (o) => run('user.connectedApps', undefined, o),
  revokeConnectedApp: (request, o) => run('user.revokeConnectedApp', request, o),
});

export const fakeCryptoWallets = (run: FakeRun): AuthClient['cryptoWallets'] => ({
  authenticateStart: (request, o) => run('cryptoWallets.authenticateStart', request, o),
  authenticate: (request, o) => run('cryptoWallets.authenticate', request, o),
});

export const fakeOAuth = (run: FakeRun): AuthClient['oauth'] => ({
  start: (request) => run('oauth.start', request),
  attach: (request, o) => run('oauth.attach', request, o),
  oneTap: (request) => run('oauth.oneTap', request),
  // Like a browser without FedCM: every embedded position embeds.
  oneTapMode: (position) => oneTapModeOf(position, false),
});

export const fakeLinks = (run: FakeRun): AuthClient['links'] => ({
  startedHere: (tokenType) => run('links.startedHere', { tokenType }),
  authenticate: (request, o) => run('links.authenticate', request, o),
});

/** The fake's session, as the factory keeps it. */
export interface FakeSessionState {
  current(): { sessionId: string; userId: string } | null;
  set(session: { sessionId: string; userId: string } | null): void;
  factors: Awaited<ReturnType<AuthClient['session']['factors']>>;
  jwt: string | null | undefined;
  /** The client forgets its user, as Stytch's does on a revoke (the store keeps it for `user.get`). */
  forgetUser(): void;
  /** Records `session.dropHeld` among the calls. */
  recordDropHeld(): void;
}

export const fakeSession = (run: FakeRun, state: FakeSessionState): AuthClient['session'] => ({
  current: () => state.current(),
  load: (o) => run('session.load', undefined, o),
  factors: async () => (state.current() ? state.factors : []),
  jwt: async () => (state.current() ? (state.jwt === undefined ? 'session-jwt-test-1' : state.jwt) : null),
  revoke: (request, o) =>
    run('session.revoke', request, o).then(() => {
      state.set(null);
      state.forgetUser();
    }),
  switchToHeld: (o) => run('session.switchToHeld', undefined, o),
  dropHeld: () => state.recordDropHeld(),
  attest: (request, o) =>
    run('session.attest', request, o).then((result) => {
      state.set(result.session ? { sessionId: result.session.sessionId, userId: result.session.userId } : state.current());
      return result;
    }),
});

export const fakeIdp = (run: FakeRun): AuthClient['idp'] => ({
  authorizeStart: (request, o) => run('idp.authorizeStart', request, o),
  authorizeSubmit: (request, o) => run('idp.authorizeSubmit', request, o),
  logoutStart: (request, o) => run('idp.logoutStart', request, o),
});
