// @vitest-environment jsdom
// @vitest-environment-options {"jsdom": {"url": "http://localhost:4200/"}}
/**
 * The account's calls through the adapter and the real `@stytch/vanilla-js` 6.3 headless client,
 * against the emulator: the name, an address added by a secondary send and its code, removed, a
 * password set by session and changed by the current one, an attach token, Connected Apps, the
 * session's JWT and the address its factor proved; the user as the client holds it (`user.subscribe`).
 */
import { DEFAULT_PUBLIC_TOKEN, emulatorClientOptions } from '@portico/emulator/client-options';
import { startEmulator, type RunningEmulator } from '@portico/emulator/node';
import { StytchHeadlessClient } from '@stytch/vanilla-js/headless';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthClient } from '../client';
import { createStytchAuthClient } from './stytch-auth-client';

/** The SDK keeps its state in the page: a clean one before and after. */
function resetPage() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  delete (window as unknown as Record<symbol, unknown>)[Symbol.for('__stytch_DataLayer')];
}

describe('the account through @stytch/vanilla-js against the emulator', () => {
  let emulator: RunningEmulator;
  let client: AuthClient;

  beforeAll(async () => {
    resetPage();
    emulator = await startEmulator({ port: 0, db: ':memory:', passwordHashing: { logN: 4, r: 1, p: 1 } });
    client = createStytchAuthClient(new StytchHeadlessClient(DEFAULT_PUBLIC_TOKEN, emulatorClientOptions(emulator.url)));
  }, 60_000);

  afterAll(async () => {
    resetPage();
    await emulator?.close();
  });

  async function latestCode(to: string): Promise<string> {
    const response = await fetch(`${emulator.url}/emulator/outbox?to=${encodeURIComponent(to)}`);
    return ((await response.json()) as { messages: Array<{ code: string }> }).messages[0]!.code;
  }

  it('edits the name, adds and removes an address, sets and changes the password, gets an attach token', async () => {
    const sent = await client.otps.email.loginOrCreate({ email: 'ada@example.com', expirationMinutes: 5 });
    await client.otps.authenticate({ code: await latestCode('ada@example.com'), methodId: sent.methodId, sessionDurationMinutes: 60 });

    // The session's factor names the address it proved; its JWT is there for the host's server.
    const [first] = await client.session.factors();
    expect(first).toMatchObject({ type: 'otp', deliveryMethod: 'email', email: { email: 'ada@example.com' } });
    await expect(client.session.jwt()).resolves.toMatch(/^ey/);

    const named = await client.user.update({ name: { firstName: 'Ada', lastName: 'Lovelace' } });
    expect(named).toMatchObject({ name: { firstName: 'Ada', lastName: 'Lovelace' }, providers: [], cryptoWallets: [], password: null });

    // A code to a new address (send/secondary); the code adds it, verified.
    const added = await client.otps.email.send({ email: 'ada@work.example', expirationMinutes: 5 });
    await client.otps.authenticate({ code: await latestCode('ada@work.example'), methodId: added.methodId, sessionDurationMinutes: 60 });
    const withWork = await client.user.get();
    const work = withWork!.emails.find((entry) => entry.email === 'ada@work.example');
    expect(work).toMatchObject({ verified: true });
    await client.user.deleteEmail({ emailId: work!.emailId });
    expect((await client.user.get())!.emails.map((entry) => entry.email)).toEqual(['ada@example.com']);

    // A password by the session (it has a factor from the last 5 minutes), then by the current one.
    await client.passwords.resetBySession({ password: 'correct horse battery staple', sessionDurationMinutes: 60 });
    expect((await client.user.get())!.password).toEqual({ passwordId: expect.any(String) });
    await expect(
      client.passwords.resetByExistingPassword({ email: 'ada@example.com', existingPassword: 'wrong one entirely', newPassword: 'x', sessionDurationMinutes: 60 }),
    ).rejects.toMatchObject({ type: 'unauthorized_credentials' });
    const changed = await client.passwords.resetByExistingPassword({
      email: 'ada@example.com',
      existingPassword: 'correct horse battery staple',
      newPassword: 'another horse battery staple',
      sessionDurationMinutes: 60,
    });
    expect(changed.userId).toBe(named.userId);

    await expect(client.oauth.attach({ provider: 'google' })).resolves.toEqual({ oauthAttachToken: expect.any(String) });
    await expect(client.user.connectedApps()).resolves.toEqual([]);
  }, 60_000);

  it("user.subscribe: the client's user at once, then each change (the name, a sign-out), with no request of its own", async () => {
    // Signed in as Ada by the test above.
    const seen: Array<string | null> = [];
    const stop = await client.user.subscribe((user) => seen.push(user ? `${user.name?.firstName ?? ''} ${user.emails[0]?.email ?? ''}` : null));
    expect(seen).toEqual(['Ada ada@example.com']);
    await client.user.update({ name: { firstName: 'Augusta', lastName: 'King' } });
    expect(seen.at(-1)).toBe('Augusta ada@example.com');
    await client.session.revoke();
    expect(seen.at(-1)).toBeNull();
    stop();
    // Stopped: a later change is not heard.
    const count = seen.length;
    const sent = await client.otps.email.loginOrCreate({ email: 'ada@example.com', expirationMinutes: 5 });
    await client.otps.authenticate({ code: await latestCode('ada@example.com'), methodId: sent.methodId, sessionDurationMinutes: 60 });
    expect(seen).toHaveLength(count);
    // A listener made now hears the new session's user at once.
    const again: Array<string | null> = [];
    (await client.user.subscribe((user) => again.push(user?.name?.firstName ?? null)))();
    expect(again).toEqual(['Augusta']);
  }, 60_000);
});
