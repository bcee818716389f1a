import { StytchClient, type StytchClientOptions } from '@stytch/vanilla-js/headless';

const clients = new Map<string, StytchClient>();

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
