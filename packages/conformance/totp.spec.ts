/**
 * The real StytchHeadlessClient in Chromium with an authenticator app: the test is the app (codes
 * computed by @portico/testing's app from the secret `totps.create` returned, at the emulator clock's time),
 * then recovery codes, deleting the TOTP, and impersonation with a token minted by the control API.
 */
import { expect, test, type Page } from '@playwright/test';
import { emulatorUrl, failed, loginByEmailOtp, ok, openPage, resetEmulator, totp } from './support.ts';

test.beforeEach(async () => {
  await resetEmulator();
});

/** What an authenticator app shows for `secret` now, `offsetSteps` steps away (@portico/testing's app, on the emulator's clock). */
const appCode = (secret: string, offsetSteps = 0) => totp.code(secret, { step: offsetSteps });

async function mintImpersonationToken(body: Record<string, unknown>) {
  const response = await fetch(`${emulatorUrl}/emulator/impersonation-tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { token: string; user_id: string; impersonator_id: string; impersonator_email_address: string };
}

const authenticateTotp = (page: Page, code: string) =>
  page.evaluate((totpCode) => settle(stytch.totps.authenticate({ totp_code: totpCode, session_duration_minutes: 60 })), code);

const recover = (page: Page, code: string) =>
  page.evaluate((recoveryCode) => settle(stytch.totps.recover({ recovery_code: recoveryCode, session_duration_minutes: 60 })), code);

test('totps: create, authenticate as a second factor, recovery codes, recover once, delete', async ({ page }) => {
  await openPage(page);
  const login = await loginByEmailOtp(page, 'ada@example.com');

  const created = ok(await page.evaluate(() => settle(stytch.totps.create({ expiration_minutes: 60 }))));
  expect(created.totp_id).toMatch(/^totp-test-/);
  expect(created.secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(created.recovery_codes).toHaveLength(10);
  for (const code of created.recovery_codes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
  // The SDK stored `__user` (and stripped it from the answer); the TOTP is not verified yet.
  expect(created).not.toHaveProperty('__user');
  expect(await page.evaluate(() => stytch.user.getSync()?.totps)).toEqual([]);

  // The QR code is a PNG the browser can draw.
  const qr = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  }, created.qr_code);
  expect(qr.width).toBeGreaterThan(100);
  expect(qr.height).toBe(qr.width);

  // A wrong code, and a recovery code sent as a TOTP code.
  const good = await appCode(created.secret);
  const wrong = failed(await authenticateTotp(page, good === '000000' ? '111111' : '000000'));
  expect(wrong).toMatchObject({ name: 'StytchAPIError', status_code: 401, error_type: 'unable_to_authenticate_totp' });
  const mixedUp = failed(await authenticateTotp(page, created.recovery_codes[0] ?? ''));
  expect(mixedUp).toMatchObject({ error_type: 'recovery_code_used_as_totp_code' });

  const authenticated = ok(await authenticateTotp(page, good));
  expect(authenticated.totp_id).toBe(created.totp_id);
  expect(authenticated.session_token).toBe(login.session_token);
  const state = await page.evaluate(() => ({ session: stytch.session.getSync(), user: stytch.user.getSync() }));
  expect(state.session?.session_id).toBe(login.session.session_id);
  expect(state.session?.authentication_factors).toEqual([
    expect.objectContaining({ type: 'otp', delivery_method: 'email' }),
    expect.objectContaining({ type: 'totp', delivery_method: 'authenticator_app', authenticator_app_factor: { totp_id: created.totp_id } }),
  ]);
  expect(state.user?.totps).toEqual([{ totp_id: created.totp_id, verified: true }]);

  // The same code again is a replay.
  const replay = failed(await authenticateTotp(page, good));
  expect(replay).toMatchObject({ status_code: 400, error_type: 'totp_code_already_authenticated' });

  // A second TOTP while this one is verified.
  const duplicate = failed(await page.evaluate(() => settle(stytch.totps.create({ expiration_minutes: 60 }))));
  expect(duplicate).toMatchObject({ status_code: 400, error_type: 'active_totp_exists' });

  const codes = ok(await page.evaluate(() => settle(stytch.totps.recoveryCodes())));
  expect(codes.user_id).toBe(login.user_id);
  expect(codes.totps).toEqual([{ totp_id: created.totp_id, verified: true, recovery_codes: created.recovery_codes }]);

  const recoveryCode = created.recovery_codes[4] ?? '';
  const recovered = ok(await recover(page, recoveryCode));
  expect(recovered.session_token).toBe(login.session_token);
  const factors = await page.evaluate(() => stytch.session.getSync()?.authentication_factors);
  expect(factors?.map((factor) => factor.type)).toEqual(['otp', 'totp', 'recovery_codes']);
  expect(factors?.[2]).toMatchObject({ delivery_method: 'recovery_code', recovery_code_factor: { totp_recovery_code_id: expect.any(String) } });
  const reused = failed(await recover(page, recoveryCode));
  expect(reused).toMatchObject({ status_code: 401, error_type: 'unable_to_authenticate_recovery_code' });
  const left = ok(await page.evaluate(() => settle(stytch.totps.recoveryCodes())));
  expect(left.totps).toEqual([expect.objectContaining({ recovery_codes: created.recovery_codes.filter((code) => code !== recoveryCode) })]);

  // Deleting it (the SDK stores the `__user` of the answer).
  ok(await page.evaluate((id) => settle(stytch.user.deleteTOTP(id)), created.totp_id));
  expect(await page.evaluate(() => stytch.user.getSync()?.totps)).toEqual([]);
  const gone = failed(await authenticateTotp(page, await appCode(created.secret, 1)));
  expect(gone).toMatchObject({ status_code: 404, error_type: 'totp_not_found' });

  // Without a session, the TOTP calls are refused.
  ok(await page.evaluate(() => settle(stytch.session.revoke())));
  const loggedOut = failed(await page.evaluate(() => settle(stytch.totps.create({ expiration_minutes: 60 }))));
  expect(loggedOut).toMatchObject({ status_code: 401, error_type: 'user_unauthenticated' });
});

test('impersonation: a token minted by the control API logs in as the user, once', async ({ page }) => {
  await openPage(page);
  const ada = await loginByEmailOtp(page, 'ada@example.com');
  ok(await page.evaluate(() => settle(stytch.session.revoke())));

  const minted = await mintImpersonationToken({ user_id: ada.user_id, impersonator_email: 'grace@support.example' });
  const impersonated = ok(await page.evaluate((token) => settle(stytch.impersonation.authenticate({ impersonation_token: token })), minted.token));
  expect(impersonated.user_id).toBe(ada.user_id);
  expect(impersonated.session_token).toHaveLength(44);
  const state = await page.evaluate(() => ({ session: stytch.session.getSync(), user: stytch.user.getSync() }));
  expect(state.user?.user_id).toBe(ada.user_id);
  expect(state.session?.authentication_factors).toEqual([
    expect.objectContaining({
      type: 'impersonated',
      delivery_method: 'impersonation',
      impersonated_factor: { impersonator_id: minted.impersonator_id, impersonator_email_address: 'grace@support.example' },
    }),
  ]);
  const sessionMinutes = (Date.parse(state.session?.expires_at ?? '') - Date.parse(state.session?.started_at ?? '')) / 60_000;
  expect(sessionMinutes).toBe(60);

  const reused = failed(await page.evaluate((token) => settle(stytch.impersonation.authenticate({ impersonation_token: token })), minted.token));
  expect(reused).toMatchObject({ name: 'StytchAPIError', status_code: 401, error_type: 'unable_to_auth_impersonation_token' });
});
