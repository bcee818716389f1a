import type { AuthClient, RequestOptions } from '../client';
import { call } from './adapter/call';
import type { AdapterContext } from './adapter/context';
import { createCryptoWallets } from './adapter/crypto-wallets';
import { createEvents } from './adapter/events';
import { createIdp } from './adapter/idp';
import { createAuthenticateByUrl, createLinks } from './adapter/links';
import { createMagicLinks } from './adapter/magic-links';
import { mapAuthenticate } from './adapter/mapping';
import { createOAuth } from './adapter/oauth';
import { createOtps } from './adapter/otps';
import { createPasswords } from './adapter/passwords';
import { createSession } from './adapter/session';
import { createTotps } from './adapter/totps';
import { createUser } from './adapter/user';
import { createUsers } from './adapter/users';
import { createWebauthn } from './adapter/webauthn';
import { createLinkLogin } from './link-login';
import { createLoginGuard } from './login-guard';
import { internalsOf, stytchBootstrap, type StytchClient } from './stytch-internals';

export type { StytchClient } from './stytch-internals';
export { mapStytchUser } from './adapter/mapping';

/**
 * The production AuthClient: every operation of spec §7 through the host's Stytch client. The
 * host constructs the client (and so holds the public token); Portico never sees a secret. One
 * module per namespace of the port (`adapter/otps.ts`, `adapter/passwords.ts`, …), each built
 * from the same context: the client, its internals, the login guard and the links' spends.
 */
export function createStytchAuthClient(stytch: StytchClient): AuthClient {
  const login = createLoginGuard(stytch.session);
  const context: AdapterContext = {
    stytch,
    internals: () => internalsOf(stytch),
    loginCall: <T>(options: RequestOptions | undefined, run: () => Promise<T>) => call(options, login(options, run)),
    links: createLinkLogin(stytch, { map: mapAuthenticate, loginCall: (options, run) => login(options, run)() }),
  };
  return {
    bootstrap: stytchBootstrap(stytch),
    otps: createOtps(context),
    totps: createTotps(context),
    magicLinks: createMagicLinks(context),
    passwords: createPasswords(context),
    users: createUsers(context),
    webauthn: createWebauthn(context),
    user: createUser(context),
    cryptoWallets: createCryptoWallets(context),
    oauth: createOAuth(context),
    links: createLinks(context),
    authenticateByUrl: createAuthenticateByUrl(context),
    session: createSession(context),
    idp: createIdp(context),
    events: createEvents(context),
  };
}
