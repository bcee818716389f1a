import { lazyClient, type LazyClient } from '@portico/ui';
import { StytchClient, type StytchClientOptions } from '@stytch/vanilla-js/headless';

const clients = new Map<string, StytchClient>();
const lazyClients = new Map<string, LazyClient<StytchClient>>();

/**
 * The Stytch client the elements make for a public token (and client options, e.g. the
 * emulator's `endpoints`): one per page for each, so every element with the same token shares
 * its session and the SDK's own state (one bootstrap request, one session refresh timer). Hosts
 * without a bundler use it for the session: `getStytchClient(token).session.revoke()`.
 */
export function getStytchClient(publicToken: string, clientOptions?: object | null): StytchClient {
  const key = JSON.stringify([publicToken, clientOptions ?? null]);
  let client = clients.get(key);
  if (!client) {
    // `endpoints` (how a client is pointed at the emulator) is not in the SDK's public type.
    client = new StytchClient(publicToken, (clientOptions ?? undefined) as StytchClientOptions | undefined);
    clients.set(key, client);
  }
  return client;
}

/**
 * The same client, made when first needed (`lazyClient`): what an element whose first screen needs
 * no client (`<portico-login>`) is given, so the SDK starts after that screen is painted.
 */
export function getLazyStytchClient(publicToken: string, clientOptions?: object | null): LazyClient<StytchClient> {
  const key = JSON.stringify([publicToken, clientOptions ?? null]);
  let lazy = lazyClients.get(key);
  if (!lazy) {
    lazy = lazyClient(() => getStytchClient(publicToken, clientOptions));
    lazyClients.set(key, lazy);
  }
  // Made already for another element, or by the host: at once.
  if (!lazy.made && clients.has(key)) lazy.get();
  return lazy;
}
