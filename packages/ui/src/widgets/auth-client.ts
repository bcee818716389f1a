import { afterPaint, DEFAULT_BOOTSTRAP, type AuthClient } from '@portico/core';
import { createStytchAuthClient, type StytchClient } from '@portico/core/stytch';
import { isLazyClient, type LazyClient } from './lazy-client';

/** What a widget accepts as `client`: a Portico AuthClient, or the host's Stytch client. */
export type WidgetClient = AuthClient | StytchClient;

/** Never settles: a flow that asks before there is a client waits for good. */
const waiting = () => new Promise<never>(() => {});

/**
 * A widget's client while it has none (`client={null}`): on the server, where a Stytch client
 * cannot be made, and in the browser until the host makes one. It knows the default project
 * settings and answers nothing else; the widget starts over once it is given a real client.
 */
const NO_CLIENT: AuthClient = {
  bootstrap: { getSync: () => DEFAULT_BOOTSTRAP, load: waiting },
  otps: {
    email: { loginOrCreate: waiting, send: waiting },
    sms: { loginOrCreate: waiting, send: waiting },
    whatsapp: { loginOrCreate: waiting },
    authenticate: waiting,
    stepUp: { sms: waiting, email: waiting },
  },
  totps: { create: waiting, authenticate: waiting, recover: waiting, recoveryCodes: waiting },
  magicLinks: { email: { loginOrCreate: waiting }, authenticate: waiting },
  passwords: { strengthCheck: waiting, create: waiting, authenticate: waiting, resetByEmailStart: waiting, resetByEmail: waiting, resetBySession: waiting, resetByExistingPassword: waiting },
  users: { search: waiting },
  webauthn: {
    authenticate: waiting,
    isSupported: waiting,
    isAutofillSupported: waiting,
    isConditionalCreateSupported: waiting,
    register: waiting,
    update: waiting,
  },
  user: {
    get: waiting,
    subscribe: waiting,
    deleteWebauthnRegistration: waiting,
    deleteTotp: waiting,
    deletePhoneNumber: waiting,
    update: waiting,
    deleteEmail: waiting,
    deleteOAuthRegistration: waiting,
    deleteCryptoWallet: waiting,
    connectedApps: waiting,
    revokeConnectedApp: waiting,
  },
  cryptoWallets: { authenticateStart: waiting, authenticate: waiting },
  oauth: { start: waiting, attach: waiting, oneTap: waiting, oneTapMode: () => null },
  links: { startedHere: waiting, authenticate: waiting },
  authenticateByUrl: waiting,
  session: { current: () => null, load: waiting, factors: waiting, jwt: waiting, revoke: waiting, switchToHeld: waiting, dropHeld: () => {}, attest: waiting },
  idp: { authorizeStart: waiting, authorizeSubmit: waiting, logoutStart: waiting },
  events: { log: () => {} },
};

const adapted = new WeakMap<object, AuthClient>();

function isAuthClient(client: WidgetClient): client is AuthClient {
  const candidate = client as Partial<AuthClient>;
  return typeof candidate.bootstrap?.getSync === 'function' && typeof candidate.events?.log === 'function';
}

/**
 * Wraps a Stytch client once (per instance) so remounting a widget reuses the adapter; `null`
 * (no client yet, as on the server) gives a client that waits; a lazy client, one that makes it
 * when first used (`deferred`; on the server, as `null`).
 */
export function toAuthClient(client: WidgetClient | LazyClient | null): AuthClient {
  if (client === null) return NO_CLIENT;
  // On the server a lazy client is never made (a Stytch client cannot be made there): as `null`.
  if (isLazyClient(client)) return typeof window === 'undefined' ? NO_CLIENT : adapt(client, () => deferred(client));
  if (isAuthClient(client)) return client;
  return adapt(client, () => createStytchAuthClient(client));
}

function adapt(client: object, make: () => AuthClient): AuthClient {
  let authClient = adapted.get(client);
  if (!authClient) {
    authClient = make();
    adapted.set(client, authClient);
  }
  return authClient;
}

type Tree = { [key: string]: Tree } & ((...args: unknown[]) => unknown);

/**
 * The AuthClient of a lazy client (made once per lazy client, in a widget's first render): each
 * call makes the client (once) and goes to it, but for the project's settings, which a first
 * screen reads before anything needs the client: the defaults until it is made (as the SDK's own
 * answer before its first bootstrap). So the flows need not wait for the client, nor start over
 * when it comes: their first call makes it. If none has by then, it is made once the first screen
 * has been painted and the page is idle: the field is usable first, a key pressed then handled
 * before it (Safari has no requestIdleCallback: at once after the paint there).
 */
function deferred(lazy: LazyClient): AuthClient {
  const shape = (template: object, path: string[]): object =>
    Object.fromEntries(
      Object.entries(template).map(([key, value]) => [
        key,
        typeof value === 'function'
          ? (...args: unknown[]) => path.reduce((at, step) => at[step]!, toAuthClient(lazy.get()) as unknown as Tree)[key]!(...args)
          : shape(value as object, [...path, key]),
      ]),
    );
  // (Should the host's function throw, the page shows the error; the flow that first needs the
  // client calls it again, and reports it.)
  const make = () => void lazy.get();
  afterPaint(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(make, { timeout: 200 }) : make()));
  const client = shape(NO_CLIENT, []) as AuthClient;
  const { getSync } = client.bootstrap;
  (client.bootstrap as { getSync: typeof getSync }).getSync = () => (lazy.made ? getSync() : DEFAULT_BOOTSTRAP);
  return client;
}
