/**
 * `createAccountHandler` with Stytch's own Node SDK (`stytch` 14, the host's server's client)
 * against the emulator's Backend API, for sessions the emulator's SDK routes logged in: the
 * caller's sessions only, ending one of theirs (never another user's), the others, and deleting the
 * user, refused with `insufficient_factors` to an email-only session of a user with an email and a
 * phone, allowed once the session has the texted code too.
 */
import { startEmulator, type RunningEmulator } from '@portico/emulator/node';
import { Client } from 'stytch';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccountHandler } from './account-handler';

const PUBLIC_TOKEN = 'public-token-test-portico';

describe('createAccountHandler with stytch-node against the emulator', () => {
  let emulator: RunningEmulator;
  let stytch: Client;

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, db: ':memory:' });
    // stytch-node warns once about a custom `env` (the emulator's URL): expected here.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stytch = new Client({ project_id: 'project-test-portico', secret: 'secret-test-portico', env: `${emulator.url}/` });
    warn.mockRestore();
  }, 60_000);

  afterAll(async () => {
    await emulator?.close();
  });

  /** A call of the browser SDK's protocol: the public token, and the session token once there is one. */
  async function sdk(path: string, body: unknown, sessionToken?: string) {
    const response = await fetch(`${emulator.url}/sdk/v1${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Basic ${btoa(`${PUBLIC_TOKEN}:${sessionToken ?? PUBLIC_TOKEN}`)}` },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { data?: Record<string, unknown>; error_type?: string };
    if (!response.ok) throw new Error(`${path}: ${response.status} ${json.error_type}`);
    return json.data!;
  }

  async function latestCode(to: string): Promise<string> {
    const response = await fetch(`${emulator.url}/emulator/outbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: Array<{ code: string }> };
    return messages[0]!.code;
  }

  async function seed(user: Record<string, unknown>) {
    const response = await fetch(`${emulator.url}/emulator/users`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(user) });
    expect(response.status).toBe(201);
  }

  /** A login by emailed code: the session's id, token and JWT. */
  async function loginByEmail(email: string) {
    const sent = await sdk('/otps/email/login_or_create', { email, expiration_minutes: 5 });
    const data = await sdk('/otps/authenticate', { token: await latestCode(email), method_id: sent.method_id, session_duration_minutes: 60 });
    return {
      sessionId: (data.session as { session_id: string }).session_id,
      token: data.session_token as string,
      jwt: data.session_jwt as string,
      userId: data.user_id as string,
    };
  }

  it("acts for the caller only, and deletes a two-category user only after the session's second factor", async () => {
    await seed({ email: 'ada@example.com', phone_number: '+14155550100' });
    await seed({ email: 'mallory@example.com' });
    const here = await loginByEmail('ada@example.com');
    const there = await loginByEmail('ada@example.com');
    const elsewhere = await loginByEmail('ada@example.com');
    const mallory = await loginByEmail('mallory@example.com');

    const handler = createAccountHandler({ stytch, basePath: '/api/account' });
    const call = async (method: string, path: string, jwt = here.jwt) => {
      const response = await handler(new Request(`http://app.test/api/account${path}`, { method, headers: { Authorization: `Bearer ${jwt}` } }));
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    // The caller's sessions, theirs only, this one marked.
    const listed = await call('GET', '/sessions');
    expect(listed.status).toBe(200);
    const sessions = listed.body.sessions as Array<{ sessionId: string; current: boolean; ipAddress: string; startedAt: string }>;
    expect(sessions.map((session) => session.sessionId).sort()).toEqual([here.sessionId, there.sessionId, elsewhere.sessionId].sort());
    expect(sessions.find((session) => session.current)?.sessionId).toBe(here.sessionId);
    expect(sessions.every((session) => session.startedAt !== '')).toBe(true);

    // An email code's session, for a user with an email and a phone: one category of two.
    expect(await call('DELETE', `/sessions/${there.sessionId}`)).toMatchObject({ status: 401, body: { error_type: 'insufficient_factors' } });
    expect(await call('POST', '/sessions/revoke-others')).toMatchObject({ status: 401, body: { error_type: 'insufficient_factors' } });
    expect(await call('DELETE', '/user')).toMatchObject({ status: 401, body: { error_type: 'insufficient_factors' } });
    await expect(stytch.users.get({ user_id: here.userId })).resolves.toMatchObject({ user_id: here.userId });

    // The step-up: a code texted to the phone on file, for this session (send/secondary).
    const texted = await sdk('/otps/sms/send/secondary', { phone_number: '+14155550100', expiration_minutes: 5 }, here.token);
    const steppedUp = await sdk('/otps/authenticate', { token: await latestCode('+14155550100'), method_id: texted.method_id, session_duration_minutes: 60 }, here.token);
    expect((steppedUp.session as { session_id: string }).session_id).toBe(here.sessionId);
    const jwt = steppedUp.session_jwt as string;

    // Another user's session: refused as an unknown one, and it lives on.
    expect(await call('DELETE', `/sessions/${mallory.sessionId}`, jwt)).toMatchObject({ status: 404, body: { error_type: 'session_not_found' } });
    await expect(stytch.sessions.authenticate({ session_token: mallory.token })).resolves.toMatchObject({ session: { session_id: mallory.sessionId } });

    // One of the caller's other sessions, then the rest.
    expect(await call('DELETE', `/sessions/${there.sessionId}`, jwt)).toMatchObject({ status: 200 });
    await expect(stytch.sessions.authenticate({ session_token: there.token })).rejects.toMatchObject({ error_type: 'session_not_found' });
    expect(await call('POST', '/sessions/revoke-others', jwt)).toMatchObject({ status: 200, body: { revoked: 1 } });
    await expect(stytch.sessions.authenticate({ session_token: elsewhere.token })).rejects.toMatchObject({ error_type: 'session_not_found' });
    expect(((await call('GET', '/sessions', jwt)).body.sessions as unknown[]).length).toBe(1);

    // The user goes, and their session with them; Mallory stays.
    expect(await call('DELETE', '/user', jwt)).toMatchObject({ status: 200 });
    await expect(stytch.users.get({ user_id: here.userId })).rejects.toMatchObject({ error_type: 'user_not_found' });
    expect(await call('GET', '/sessions', jwt)).toMatchObject({ status: 401, body: { error_type: 'session_not_found' } });
    await expect(stytch.sessions.authenticate({ session_token: mallory.token })).resolves.toMatchObject({ session: { session_id: mallory.sessionId } });
  }, 60_000);
});
