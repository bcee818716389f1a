import { describe, expect, it, vi } from 'vitest';
import * as adapterModule from './stytch-auth-client';
import type { StytchClient } from './stytch-auth-client';
import { createStytchAuthClient } from './stytch-client';

const INTERNALS = Symbol.for('stytch__internal_b2c');

function fakeStytch() {
  const logEvent = vi.fn();
  const stytch = {
    otps: { email: { loginOrCreate: vi.fn().mockResolvedValue({ method_id: 'email-1' }) } },
    session: { getSync: () => ({ session_id: 'session-1', user_id: 'user-1' }) },
    [INTERNALS]: {
      bootstrap: {
        getSync: () => ({ projectName: 'Cached', displayWatermark: false, emailDomains: [], passwordConfig: null, rbacPolicy: null }),
        getAsync: () => Promise.reject(new Error('offline')),
      },
      networkClient: { logEvent },
    },
  };
  return { stytch: stytch as unknown as StytchClient, raw: stytch, logEvent };
}

describe('createStytchAuthClient (@portico/core/stytch: the calls load on demand)', () => {
  it('answers what a first render needs at once, without the adapter', async () => {
    const { stytch, logEvent } = fakeStytch();
    const client = createStytchAuthClient(stytch);
    expect(client.bootstrap.getSync().projectName).toBe('Cached');
    await expect(client.bootstrap.load()).resolves.toMatchObject({ projectName: 'Cached' });
    expect(client.session.current()).toEqual({ sessionId: 'session-1', userId: 'user-1' });
    client.events.log({ name: 'render_login_screen' });
    expect(logEvent).toHaveBeenCalledWith({ name: 'render_login_screen', details: {} });
  });

  it("makes each call through the full adapter, once it has loaded, with the caller's abort signal", async () => {
    const { stytch, raw } = fakeStytch();
    const adapt = vi.spyOn(adapterModule, 'createStytchAuthClient');
    const client = createStytchAuthClient(stytch);
    await expect(client.otps.email.loginOrCreate({ email: 'ada@example.com', expirationMinutes: 5 })).resolves.toMatchObject({
      methodId: 'email-1',
    });
    expect(raw.otps.email.loginOrCreate).toHaveBeenCalledWith('ada@example.com', { expiration_minutes: 5 });
    const aborted = new AbortController();
    aborted.abort();
    await expect(
      client.otps.email.loginOrCreate({ email: 'ada@example.com', expirationMinutes: 5 }, { signal: aborted.signal }),
    ).rejects.toMatchObject({ type: 'aborted' });
    // One adapter per client, however many calls.
    expect(adapt).toHaveBeenCalledTimes(1);
    adapt.mockRestore();
  });

  it('fetches the adapter after the first paint (a widget adapts the client while rendering), not during the task that made it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const { stytch } = fakeStytch();
      const adapt = vi.spyOn(adapterModule, 'createStytchAuthClient');
      createStytchAuthClient(stytch);
      // Long enough for an import() started now to have settled (the module is loaded already).
      for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
      // (The earlier tests' clients load theirs too: count this client's.)
      const adaptedHere = () => adapt.mock.calls.filter(([made]) => made === stytch).length;
      expect(adaptedHere()).toBe(0);
      vi.runOnlyPendingTimers();
      await vi.waitFor(() => expect(adaptedHere()).toBe(1));
      adapt.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a call made before that task loads the adapter at once, and only once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const { stytch } = fakeStytch();
      const adapt = vi.spyOn(adapterModule, 'createStytchAuthClient');
      const client = createStytchAuthClient(stytch);
      await expect(client.otps.email.loginOrCreate({ email: 'ada@example.com', expirationMinutes: 5 })).resolves.toMatchObject({
        methodId: 'email-1',
      });
      vi.runOnlyPendingTimers();
      for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
      expect(adapt.mock.calls.filter(([made]) => made === stytch)).toHaveLength(1);
      adapt.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });
});
