import { createAuthError, type AuthClient, type AuthUser, type BootstrapData, type ConnectedApp, type TelemetryEvent } from '../client';
import { defaultSteps, type FakeStore } from './fake/defaults';
import { FAKE_BOOTSTRAP, fakeAuthenticateResult } from './fake/fixtures';
import {
  fakeCryptoWallets,
  fakeIdp,
  fakeLinks,
  fakeMagicLinks,
  fakeOAuth,
  fakeOtps,
  fakePasswords,
  fakeSession,
  fakeTotps,
  fakeUserNamespace,
  fakeUsers,
  fakeWebauthn,
} from './fake/namespaces';
import type { FakeOperation, FakeRun, FakeSteps } from './fake/operations';
import { runStep, type FakeScript } from './fake/script';

// The scripted fake client, in parts: the operations it scripts (fake/operations.ts), the steps of
// a script (fake/script.ts), the fixtures (fake/fixtures.ts), what it answers by default over a
// small user store (fake/defaults.ts), and one builder per namespace of the port (fake/namespaces.ts).
export type { FakeOperation, FakeOperations } from './fake/operations';
export { delay, fail, hang, type FakeScript, type FakeStep } from './fake/script';
export {
  FAKE_BOOTSTRAP,
  fakeAccountUser,
  fakeAuthenticateResult,
  fakeConnectedApp,
  fakeHeldLogin,
  fakeIdpAuthorizeStart,
  fakeLinkForAnotherAccount,
  fakeLudsStrength,
  fakeStrength,
  fakeTotpEnrolment,
  fakeUser,
} from './fake/fixtures';

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

  const run: FakeRun = (operation, request, requestOptions) => {
    calls.push({ operation, request });
    const signal = requestOptions?.signal;
    if (signal?.aborted) return Promise.reject(createAuthError('aborted'));
    return new Promise((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(createAuthError('aborted')), { once: true });
      runStep(nextStep(operation), request).then((value) => resolve(value as never), reject);
    });
  };

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
    otps: fakeOtps(run),
    totps: fakeTotps(run),
    magicLinks: fakeMagicLinks(run),
    passwords: fakePasswords(run),
    users: fakeUsers(run),
    webauthn: fakeWebauthn(run),
    user: fakeUserNamespace(run, async (listener) => {
      userListeners.add(listener);
      listener(currentSession() ? store.user : null);
      return () => void userListeners.delete(listener);
    }),
    cryptoWallets: fakeCryptoWallets(run),
    oauth: fakeOAuth(run),
    links: fakeLinks(run),
    authenticateByUrl: (request, o) => run('authenticateByUrl', request, o),
    session: fakeSession(run, {
      current: currentSession,
      set: (next) => {
        session = next;
      },
      factors: sessionFactors,
      jwt: options.sessionJwt,
      forgetUser: () => tellUser(null),
      recordDropHeld: () => {
        calls.push({ operation: 'session.dropHeld' as FakeOperation, request: undefined });
      },
    }),
    idp: fakeIdp(run),
    events: {
      log: (event) => {
        telemetry.push(event);
      },
    },
  };
  return client;
}
