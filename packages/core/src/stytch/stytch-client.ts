import { browserSupportsWebAuthn, toAuthError, type AuthClient } from '../client';
import { oneTapModeOf } from '../flows/one-tap/one-tap-mode';
import { browserHasFedCM, internalsOf, stytchBootstrap, type StytchClient } from './stytch-internals';

/**
 * The production AuthClient over the host's Stytch client (`@portico/core/stytch`). What a
 * widget needs before its first request is here (the project settings, the session, One Tap's
 * mode, telemetry); the calls themselves are the adapter of `./stytch-auth-client`, a chunk of
 * its own in a host's bundle: the widget's first render is not kept waiting for code that maps
 * responses. It is fetched as soon as the client is adapted (so a first click does not wait for
 * it), and again by a call if that failed; a chunk that cannot load fails the call with an
 * AuthError, like a request that cannot reach the server.
 */
export function createStytchAuthClient(stytch: StytchClient): AuthClient {
  let adapter: Promise<AuthClient> | undefined;
  const loadAdapter = () =>
    (adapter ??= import('./stytch-auth-client').then(
      (module) => module.createStytchAuthClient(stytch),
      (error: unknown) => {
        adapter = undefined;
        throw toAuthError(error);
      },
    ));
  /** A call of the adapter, once it has loaded. */
  const later =
    <A extends unknown[], R>(pick: (client: AuthClient) => (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      loadAdapter().then((client) => pick(client)(...args));
  const internals = () => internalsOf(stytch);
  loadAdapter().catch(() => {
    // Retried by the first call.
  });

  return {
    bootstrap: stytchBootstrap(stytch),
    otps: {
      email: { loginOrCreate: later((client) => client.otps.email.loginOrCreate) },
      sms: { loginOrCreate: later((client) => client.otps.sms.loginOrCreate) },
      whatsapp: { loginOrCreate: later((client) => client.otps.whatsapp.loginOrCreate) },
      authenticate: later((client) => client.otps.authenticate),
      stepUp: { sms: later((client) => client.otps.stepUp.sms), email: later((client) => client.otps.stepUp.email) },
    },
    totps: {
      create: later((client) => client.totps.create),
      authenticate: later((client) => client.totps.authenticate),
      recover: later((client) => client.totps.recover),
      recoveryCodes: later((client) => client.totps.recoveryCodes),
    },
    magicLinks: {
      email: { loginOrCreate: later((client) => client.magicLinks.email.loginOrCreate) },
      authenticate: later((client) => client.magicLinks.authenticate),
    },
    passwords: {
      strengthCheck: later((client) => client.passwords.strengthCheck),
      create: later((client) => client.passwords.create),
      authenticate: later((client) => client.passwords.authenticate),
      resetByEmailStart: later((client) => client.passwords.resetByEmailStart),
      resetByEmail: later((client) => client.passwords.resetByEmail),
    },
    users: { search: later((client) => client.users.search) },
    webauthn: {
      authenticate: later((client) => client.webauthn.authenticate),
      // The page's own: answered without loading the SDK.
      isSupported: () => Promise.resolve(browserSupportsWebAuthn()),
      isAutofillSupported: later((client) => client.webauthn.isAutofillSupported),
      isConditionalCreateSupported: later((client) => client.webauthn.isConditionalCreateSupported),
      register: later((client) => client.webauthn.register),
      update: later((client) => client.webauthn.update),
    },
    user: {
      get: later((client) => client.user.get),
      deleteWebauthnRegistration: later((client) => client.user.deleteWebauthnRegistration),
      deleteTotp: later((client) => client.user.deleteTotp),
      deletePhoneNumber: later((client) => client.user.deletePhoneNumber),
    },
    cryptoWallets: {
      authenticateStart: later((client) => client.cryptoWallets.authenticateStart),
      authenticate: later((client) => client.cryptoWallets.authenticate),
    },
    oauth: {
      start: later((client) => client.oauth.start),
      oneTap: later((client) => client.oauth.oneTap),
      oneTapMode: (position) => oneTapModeOf(position, browserHasFedCM()),
    },
    authenticateByUrl: later((client) => client.authenticateByUrl),
    session: {
      current: () => {
        const session = stytch.session.getSync();
        return session ? { sessionId: session.session_id, userId: session.user_id } : null;
      },
      factors: later((client) => client.session.factors),
      revoke: later((client) => client.session.revoke),
      switchToHeld: later((client) => client.session.switchToHeld),
      // Nothing can be held before the adapter has loaded (authenticateByUrl loads it).
      dropHeld: () => void loadAdapter().then((client) => client.session.dropHeld()),
      attest: later((client) => client.session.attest),
    },
    idp: {
      authorizeStart: later((client) => client.idp.authorizeStart),
      authorizeSubmit: later((client) => client.idp.authorizeSubmit),
      logoutStart: later((client) => client.idp.logoutStart),
    },
    events: {
      log: (event) => {
        try {
          internals().networkClient?.logEvent({ name: event.name, details: event.details ?? {} });
        } catch {
          // Telemetry never breaks a flow.
        }
      },
    },
  };
}
