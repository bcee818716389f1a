import { describe, expect, it, vi } from 'vitest';
import type { StytchClient } from './stytch-auth-client';
import { createStytchAuthClient } from './stytch-client';

// The adapter's chunk cannot load: Firefox's words for it (Chrome's say 'Failed to fetch', Safari's 'Importing a module script failed').
vi.mock('./stytch-auth-client', () => {
  throw new TypeError('error loading dynamically imported module');
});

describe('createStytchAuthClient when the adapter cannot load', () => {
  it('fails a call as a request that cannot reach the server (network_unreachable), whatever the browser calls it', async () => {
    const stytch = { session: { getSync: () => null } } as unknown as StytchClient;
    const client = createStytchAuthClient(stytch);
    await expect(client.otps.email.loginOrCreate({ email: 'ada@example.com', expirationMinutes: 5 })).rejects.toMatchObject({
      type: 'network_unreachable',
    });
    // Tried again by the next call.
    await expect(client.passwords.strengthCheck({ password: 'x' })).rejects.toMatchObject({ type: 'network_unreachable' });
  });
});
