/**
 * Stytch's own Node SDK (`stytch` 14, what an app's server uses with the project secret) against
 * the emulator's Backend API, for a user the real browser SDK logged in: sessions.authenticate
 * (token and JWT), authenticateJwt (verified locally against the emulator's JWKS), sessions.get,
 * sessions.revoke (the browser's SDK then drops its session), users.get, users.delete (the email
 * then signs up a new user), and a wrong secret.
 */
import { expect, test } from '@playwright/test';
import { Client, StytchError } from 'stytch';
import { emulatorUrl, failed, loginByEmailOtp, ok, openPage, putConfig, resetEmulator, sessionCookies } from './support.ts';

const PROJECT_ID = 'project-test-portico';
const SECRET = 'secret-test-portico';

/**
 * A server's client, pointed at the emulator. `env` is stytch-node's base URL (its own sandbox
 * tests set it the same way); `custom_base_url` must be https. The client prints one warning
 * about a custom `env` when it is made.
 */
const serverClient = (secret = SECRET) => new Client({ project_id: PROJECT_ID, secret, env: `${emulatorUrl}/` });

/** The StytchError a call rejects with (failing the test if it resolves or throws anything else). */
async function stytchError(call: Promise<unknown>): Promise<StytchError> {
  const error = await call.then(
    (value) => new Error(`expected the call to fail, it returned ${JSON.stringify(value).slice(0, 300)}`),
    (reason: unknown) => reason,
  );
  if (!(error instanceof StytchError)) throw error;
  return error;
}

let client: Client;
let warn: typeof console.warn;

test.beforeAll(() => {
  // One client for the file: its warning about a custom env is expected, not news.
  warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes("custom 'env' value")) warn(...args);
  };
  client = serverClient();
});

test.afterAll(() => {
  console.warn = warn;
});

test.beforeEach(async () => {
  await resetEmulator();
});

test('sessions: authenticate by token and by JWT, authenticateJwt locally, get, then revoke: the browser is logged out', async ({ page }) => {
  await openPage(page);
  const email = 'ada@example.com';
  const login = await loginByEmailOtp(page, email);
  const userAgent = await page.evaluate(() => navigator.userAgent);

  const byToken = await client.sessions.authenticate({ session_token: login.session_token });
  expect(byToken).toMatchObject({
    status_code: 200,
    request_id: expect.stringMatching(/^request-id-test-/),
    session_token: login.session_token,
    session_jwt: expect.any(String),
    session: {
      session_id: login.session.session_id,
      user_id: login.user_id,
      authentication_factors: [expect.objectContaining({ type: 'otp', delivery_method: 'email', email_factor: expect.objectContaining({ email_address: email }) })],
      attributes: { user_agent: userAgent, ip_address: expect.stringMatching(/^(127\.0\.0\.1|::1)$/) },
      roles: ['stytch_user'],
    },
    user: { user_id: login.user_id, emails: [expect.objectContaining({ email, verified: true })] },
  });
  expect(Date.parse(byToken.session.last_accessed_at ?? '')).toBeGreaterThanOrEqual(Date.parse(login.session.last_accessed_at));

  // Extending: a new expiry from now.
  const extended = await client.sessions.authenticate({ session_jwt: login.session_jwt, session_duration_minutes: 600 });
  expect(extended.session.session_id).toBe(login.session.session_id);
  expect(Date.parse(extended.session.expires_at ?? '') - Date.now()).toBeGreaterThan(590 * 60_000);

  // Verified in this process with the emulator's JWKS (GET /v1/sessions/jwks/<project_id>, no credentials).
  const local = await client.sessions.authenticateJwtLocal({ session_jwt: extended.session_jwt });
  expect(local).toMatchObject({ session_id: login.session.session_id, user_id: login.user_id, roles: ['stytch_user'] });
  const viaJwt = await client.sessions.authenticateJwt({ session_jwt: extended.session_jwt });
  expect(viaJwt.session).toMatchObject({ session_id: login.session.session_id, attributes: { user_agent: userAgent } });

  // A second browser: the list has both, the newest first.
  const other = await page.context().browser()!.newContext();
  const otherPage = await other.newPage();
  await openPage(otherPage);
  const second = await loginByEmailOtp(otherPage, email);
  const listed = await client.sessions.get({ user_id: login.user_id });
  expect(listed.sessions.map((session) => session.session_id)).toEqual([second.session.session_id, login.session.session_id]);

  // The server ends the first browser's session: that browser's next SDK call fails and the SDK drops it.
  expect(await client.sessions.revoke({ session_id: login.session.session_id })).toMatchObject({ status_code: 200 });
  const refused = await stytchError(client.sessions.authenticate({ session_token: login.session_token }));
  expect(refused).toMatchObject({ status_code: 404, error_type: 'session_not_found' });
  const next = failed(await page.evaluate(() => settle(stytch.session.authenticate())));
  expect(next).toMatchObject({ name: 'StytchAPIError', error_type: 'session_not_found' });
  expect(await page.evaluate(() => ({ session: stytch.session.getSync(), user: stytch.user.getSync() }))).toEqual({ session: null, user: null });
  expect(await sessionCookies(page)).toEqual({});
  // The other browser is still in.
  ok(await otherPage.evaluate(() => settle(stytch.session.authenticate())));
  expect((await client.sessions.get({ user_id: login.user_id })).sessions.map((session) => session.session_id)).toEqual([second.session.session_id]);

  // Revoking by token and by JWT.
  await client.sessions.revoke({ session_jwt: second.session_jwt });
  expect((await client.sessions.get({ user_id: login.user_id })).sessions).toEqual([]);
  await other.close();
});

test('users: get, then delete: the browser is logged out, the user is gone, the email signs up anew', async ({ page }) => {
  await openPage(page);
  const email = 'grace@example.com';
  const login = await loginByEmailOtp(page, email);

  const user = await client.users.get({ user_id: login.user_id });
  expect(user).toMatchObject({
    status_code: 200,
    user_id: login.user_id,
    status: 'active',
    emails: [expect.objectContaining({ email, verified: true })],
    is_locked: false,
    roles: ['stytch_user'],
  });

  expect(await client.users.delete({ user_id: login.user_id })).toMatchObject({ status_code: 200, user_id: login.user_id });
  expect(await stytchError(client.users.get({ user_id: login.user_id }))).toMatchObject({ status_code: 404, error_type: 'user_not_found' });
  expect(await stytchError(client.sessions.authenticate({ session_token: login.session_token }))).toMatchObject({ error_type: 'session_not_found' });
  expect(failed(await page.evaluate(() => settle(stytch.session.authenticate())))).toMatchObject({ error_type: 'session_not_found' });
  expect(await page.evaluate(() => stytch.session.getSync())).toBeNull();

  const again = await loginByEmailOtp(page, email);
  expect(again.user_id).not.toBe(login.user_id);
  expect((await client.users.get({ user_id: again.user_id })).emails).toEqual([expect.objectContaining({ email })]);
});

test('credentials: a wrong secret is refused, a changed one is taken', async ({ page }) => {
  await openPage(page);
  const login = await loginByEmailOtp(page, 'ada@example.com');
  const wrong = serverClient('secret-test-wrong');
  for (const call of [wrong.users.get({ user_id: login.user_id }), wrong.sessions.get({ user_id: login.user_id }), wrong.sessions.authenticate({ session_token: login.session_token })]) {
    expect(await stytchError(call)).toMatchObject({ status_code: 401, error_type: 'unauthorized_credentials', error_message: expect.stringMatching(/^Unauthorized credentials\./) });
  }
  // Nothing was done: the session lives.
  ok(await page.evaluate(() => settle(stytch.session.authenticate())));

  await putConfig({ project_secret: 'secret-test-rotated' });
  expect(await stytchError(client.users.get({ user_id: login.user_id }))).toMatchObject({ error_type: 'unauthorized_credentials' });
  expect((await serverClient('secret-test-rotated').users.get({ user_id: login.user_id })).user_id).toBe(login.user_id);
});
