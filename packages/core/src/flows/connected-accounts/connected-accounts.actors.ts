import type { AuthClient } from '../../client';
import { createSensitiveChangeLogic } from '../sensitive-change';
import { createLoadAccountActor } from '../shared/account-section';
import type { FlowActorOptions } from '../shared/request';
import type { ConnectedChange } from './connected-accounts.types';

/** This page without its query and fragment: where a link comes back by default. */
function thisPage(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const url = new URL(window.location.href);
  url.search = '';
  url.hash = '';
  return url.toString();
}

/** The connected-accounts section's ports, bound to a client. */
export function createConnectedAccountsActors(client: AuthClient, options: FlowActorOptions = {}) {
  return {
    loadAccount: createLoadAccountActor(client, options.requestTimeoutMs),
    sensitiveChange: createSensitiveChangeLogic<ConnectedChange>(client, options, async (change, signal) => {
      if (change.kind === 'unlink') return client.user.deleteOAuthRegistration({ oauthUserRegistrationId: change.oauthUserRegistrationId }, { signal });
      if (change.kind === 'removeWallet') return client.user.deleteCryptoWallet({ cryptoWalletId: change.cryptoWalletId }, { signal });
      // The attach token links the provider's account to this user, not a sign-in of its own.
      const { oauthAttachToken } = await client.oauth.attach({ provider: change.provider }, { signal });
      const redirectUrl = change.redirectUrl ?? thisPage();
      await client.oauth.start({
        provider: change.provider,
        oauthAttachToken,
        ...(redirectUrl !== undefined && { loginRedirectUrl: redirectUrl, signupRedirectUrl: redirectUrl }),
      });
      return undefined;
    }),
  };
}
