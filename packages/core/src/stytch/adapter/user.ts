import type { User as StytchUser } from '@stytch/vanilla-js/headless';
import { createAuthError, type AuthClient } from '../../client';
import { call } from './call';
import type { AdapterContext } from './context';
import { mapConnectedApp, mapStytchUser } from './mapping';

/** `user`: the signed-in user, its changes, and what the account sections remove or revoke. */
export function createUser({ stytch }: AdapterContext): AuthClient['user'] {
  return {
    get: (options) => call(options, () => stytch.user.get()).then(mapStytchUser),
    subscribe: async (listener) => {
      const stop = stytch.user.onChange((user) => listener(mapStytchUser(user)));
      listener(stytch.session.getSync() ? mapStytchUser(stytch.user.getSync()) : null);
      return stop;
    },
    deleteWebauthnRegistration: (request, options) =>
      call(options, () => stytch.user.deleteWebauthnRegistration(request.webauthnRegistrationId)).then(
        () => undefined,
      ),
    deleteTotp: (request, options) => call(options, () => stytch.user.deleteTOTP(request.totpId)).then(() => undefined),
    deletePhoneNumber: (request, options) =>
      call(options, () => stytch.user.deletePhoneNumber(request.phoneId)).then(() => undefined),
    update: (request, options) =>
      call(options, async () => {
        const response = await stytch.user.update({
          name: {
            ...(request.name.firstName !== undefined && { first_name: request.name.firstName }),
            ...(request.name.lastName !== undefined && { last_name: request.name.lastName }),
          },
        });
        // The SDK keeps the user the answer carried (`__user`); its typed answer is only a part of it.
        const user = mapStytchUser(stytch.user.getSync()) ?? mapStytchUser((response as { user?: StytchUser }).user);
        if (!user) throw createAuthError('invalid_response', { message: 'The server answered without the user.' });
        return user;
      }),
    deleteEmail: (request, options) => call(options, () => stytch.user.deleteEmail(request.emailId)).then(() => undefined),
    deleteOAuthRegistration: (request, options) =>
      call(options, () => stytch.user.deleteOAuthRegistration(request.oauthUserRegistrationId)).then(() => undefined),
    deleteCryptoWallet: (request, options) =>
      call(options, () => stytch.user.deleteCryptoWallet(request.cryptoWalletId)).then(() => undefined),
    connectedApps: (options) =>
      call(options, () => stytch.user.getConnectedApps()).then((raw) =>
        (Array.isArray(raw?.connected_apps) ? raw.connected_apps : []).map(mapConnectedApp),
      ),
    revokeConnectedApp: (request, options) =>
      call(options, () => stytch.user.revokedConnectedApp(request.connectedAppId)).then(() => undefined),
  };
}
