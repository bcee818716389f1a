import { DEFAULT_BOOTSTRAP, type AuthClient } from '@portico/core';
import { createStytchAuthClient, type StytchClient } from '@portico/core/stytch';

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
 * (no client yet, as on the server) gives a client that waits.
 */
export function toAuthClient(client: WidgetClient | null): AuthClient {
  if (client === null) return NO_CLIENT;
  if (isAuthClient(client)) return client;
  let authClient = adapted.get(client);
  if (!authClient) {
    authClient = createStytchAuthClient(client);
    adapted.set(client, authClient);
  }
  return authClient;
}
