import type { AuthClient } from '@portico/core';
import { createStytchAuthClient, type StytchClient } from '@portico/core/stytch';

/** What a widget accepts as `client`: a Portico AuthClient, or the host's Stytch client. */
export type WidgetClient = AuthClient | StytchClient;

const adapted = new WeakMap<object, AuthClient>();

function isAuthClient(client: WidgetClient): client is AuthClient {
  const candidate = client as Partial<AuthClient>;
  return typeof candidate.bootstrap?.getSync === 'function' && typeof candidate.events?.log === 'function';
}

/** Wraps a Stytch client once (per instance) so remounting a widget reuses the adapter. */
export function toAuthClient(client: WidgetClient): AuthClient {
  if (isAuthClient(client)) return client;
  let authClient = adapted.get(client);
  if (!authClient) {
    authClient = createStytchAuthClient(client);
    adapted.set(client, authClient);
  }
  return authClient;
}
