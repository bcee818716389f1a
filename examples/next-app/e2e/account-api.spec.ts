/**
 * The reference account API (app/api/account/[...path]/route.ts): `createAccountHandler` over
 * Stytch's Node SDK, in the running Next.js server, against the emulator's Backend API. A user
 * signs in through the page's Stytch client (an emailed code); the page then asks its own server
 * for the user's sessions with the session's JWT, as `createAccountBackend` does.
 */
import { expect, test, uniqueEmail } from '@portico/testing/playwright';

const email = uniqueEmail('account-api');

test('GET /api/account/sessions lists the signed-in user’s session, this one, with the session JWT; without it, 401', async ({ page, request, inbox, emulator }) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('One-time passcode')).toBeFocused();
  await page.keyboard.type((await inbox.latest(email)).code!);
  await expect(page.getByRole('status').filter({ hasText: 'Signed in.' })).toBeVisible();

  const answer = await page.evaluate(async () => {
    // The Stytch SDK keeps the session's JWT in its cookie (what `client.session.jwt()` reads).
    const jwt = decodeURIComponent(document.cookie.split('; ').find((cookie) => cookie.startsWith('stytch_session_jwt='))?.slice('stytch_session_jwt='.length) ?? '');
    const listed = await fetch('/api/account/sessions', { headers: { Authorization: `Bearer ${jwt}`, 'Portico-Account': '1' } });
    const anonymous = await fetch('/api/account/sessions');
    const unknown = await fetch('/api/account/nothing-here', { headers: { Authorization: `Bearer ${jwt}` } });
    return {
      listed: { status: listed.status, cacheControl: listed.headers.get('Cache-Control'), body: await listed.json() },
      anonymous: { status: anonymous.status, body: await anonymous.json() },
      unknown: { status: unknown.status, body: await unknown.json() },
      userAgent: navigator.userAgent,
    };
  });
  expect(answer.listed.status).toBe(200);
  expect(answer.listed.cacheControl).toBe('no-store');
  const { sessions } = answer.listed.body as { sessions: Array<Record<string, unknown>> };
  expect(sessions).toHaveLength(1);
  expect(sessions[0]).toMatchObject({ current: true, userAgent: answer.userAgent, sessionId: expect.any(String) });
  expect(Date.parse(String(sessions[0]!.lastAccessedAt))).not.toBeNaN();
  expect(answer.anonymous).toEqual({ status: 401, body: expect.objectContaining({ error_type: 'user_unauthenticated' }) });
  expect(answer.unknown).toEqual({ status: 404, body: expect.objectContaining({ error_type: 'route_not_found' }) });

  // The session listed is the emulator's own for this JWT (its Backend API, with the secret).
  const jwt = await page.evaluate(() =>
    decodeURIComponent(document.cookie.split('; ').find((cookie) => cookie.startsWith('stytch_session_jwt='))?.slice('stytch_session_jwt='.length) ?? ''),
  );
  const fromEmulator = await request.post(`${emulator.url}/v1/sessions/authenticate`, {
    headers: { Authorization: `Basic ${Buffer.from(`${emulator.projectId}:secret-test-portico`).toString('base64')}` },
    data: { session_jwt: jwt },
  });
  expect(fromEmulator.ok()).toBe(true);
  expect(((await fromEmulator.json()) as { session: { session_id: string } }).session.session_id).toBe(sessions[0]!.sessionId);
});
