import type { AuthClient, AuthError } from '../client';
import { browserSupportsWebAuthn } from '../client/webauthn-browser';
import { oneTapModeOf } from '../client/one-tap-mode';
import { afterPaint } from '../client/after-paint';
import { browserHasFedCM, internalsOf, stytchBootstrap, type StytchClient } from './stytch-internals';

/**
 * The production AuthClient over the host's Stytch client (`@portico/core/stytch`). What a
 * widget needs before its first request is here (the project settings, the session, One Tap's
 * mode, telemetry); the calls themselves are the adapter of `./stytch-auth-client`, a chunk of
 * its own in a host's bundle: the widget's first render is not kept waiting for code that maps
 * responses. It is fetched in the task after the client is adapted (so a first click does not
 * wait for it, and the widget's first render does not do it), and again by a call if that failed; a chunk that cannot load fails the call with an
 * AuthError, like a request that cannot reach the server.
 */
export function createStytchAuthClient(stytch: StytchClient): AuthClient {
  let adapter: Promise<AuthClient> | undefined;
  const loadAdapter = () =>
    (adapter ??= import('./stytch-auth-client').then(
      (module) => module.createStytchAuthClient(stytch),
      (error: unknown) => {
        adapter = undefined;
        // A chunk that cannot load (offline, or a deploy that removed it): as a request that
        // cannot reach the server, in every browser (each words it its own way). Not through
        // toAuthError: auth-error.ts is no part of a widget's first load (issue 41).
        const failure: AuthError = { type: 'network_unreachable', ...(error instanceof Error && { message: error.message }) };
        throw failure;
      },
    ));
  /**
   * A group of the port's calls: those listed (the synchronous ones, which cannot wait for the
   * adapter), and every other one made through the adapter once it has loaded. No call is named
   * here, so a call only some widgets make (the account's, issue 37) costs no widget's first load
   * anything (`npm run size`). Only leaf groups (every member a call): `then` and symbols are not
   * calls, so a group is no thenable.
   */
  const group = <T extends object>(pick: (client: AuthClient) => T, listed: Partial<T>): T =>
    new Proxy(listed, {
      get: (target, name) =>
        name in target || typeof name !== 'string' || name === 'then'
          ? (target as Record<string | symbol, unknown>)[name]
          : (...args: unknown[]) => loadAdapter().then((client) => (pick(client) as Record<string, (...a: unknown[]) => unknown>)[name]!(...args)),
    }) as T;
  /** A call of the adapter, once it has loaded. */
  const later =
    <A extends unknown[], R>(pick: (client: AuthClient) => (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      loadAdapter().then((client) => pick(client)(...args));
  const internals = () => internalsOf(stytch);
  // Once the first paint is on screen (afterPaint): widgets adapt the client while they render,
  // and the import() (with a bundler's preload helper, about 8 ms at 4× CPU throttling) would
  // lengthen the first render's task, or the frame after it (issue 41). A call made before then
  // loads it at once.
  afterPaint(() => {
    loadAdapter().catch(() => {
      // Retried by the first call.
    });
  });

  return {
    bootstrap: stytchBootstrap(stytch),
    otps: {
      email: group((client) => client.otps.email, {}),
      sms: group((client) => client.otps.sms, {}),
      whatsapp: { loginOrCreate: later((client) => client.otps.whatsapp.loginOrCreate) },
      authenticate: later((client) => client.otps.authenticate),
      stepUp: { sms: later((client) => client.otps.stepUp.sms), email: later((client) => client.otps.stepUp.email) },
    },
    totps: group((client) => client.totps, {}),
    magicLinks: {
      email: { loginOrCreate: later((client) => client.magicLinks.email.loginOrCreate) },
      authenticate: later((client) => client.magicLinks.authenticate),
    },
    passwords: group((client) => client.passwords, {}),
    users: { search: later((client) => client.users.search) },
    webauthn: group((client) => client.webauthn, {
      // The page's own: answered without loading the SDK.
      isSupported: () => Promise.resolve(browserSupportsWebAuthn()),
    }),
    user: group((client) => client.user, {}),
    cryptoWallets: group((client) => client.cryptoWallets, {}),
    oauth: group((client) => client.oauth, {
      oneTapMode: (position) => oneTapModeOf(position, browserHasFedCM()),
    }),
    links: group((client) => client.links, {}),
    authenticateByUrl: later((client) => client.authenticateByUrl),
    session: group((client) => client.session, {
      current: () => {
        const session = stytch.session.getSync();
        return session ? { sessionId: session.session_id, userId: session.user_id } : null;
      },
      // Nothing can be held before the adapter has loaded (authenticateByUrl loads it).
      dropHeld: () => void loadAdapter().then((client) => client.session.dropHeld()),
    }),
    idp: group((client) => client.idp, {}),
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
