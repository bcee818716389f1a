/**
 * The real StytchHeadlessClient in Chromium: bootstrap, one-time passcodes on every channel, and
 * the session lifecycle (cookies, reload, refresh, revoke).
 */
import { expect, test } from '@playwright/test';
import { DEFAULT_PUBLIC_TOKEN } from '@portico/emulator/client-options';
import { codeSentTo, emulatorUrl, failed, listUsers, loginByEmailOtp, ok, inbox, openPage, resetEmulator, seedUser, sessionCookies, wrongCode } from './support.ts';

test.beforeEach(async () => {
  await resetEmulator();
});

test('bootstrap: the SDK maps the emulated project (from the --config file)', async ({ page }) => {
  await openPage(page);
  const key = `stytch_sdk_state_${DEFAULT_PUBLIC_TOKEN}::bootstrap`;
  await page.waitForFunction((name) => localStorage.getItem(name) !== null, key);
  const bootstrap = JSON.parse((await page.evaluate((name) => localStorage.getItem(name), key)) ?? 'null') as Record<string, unknown>;
  // The SDK's fallback defaults would say projectName null and emailDomains ["stytch.com"].
  expect(bootstrap).toMatchObject({
    projectName: 'Portico Conformance',
    emailDomains: ['portico.test'],
    captchaSettings: { enabled: false },
    pkceRequiredForEmailMagicLinks: false,
    vertical: 'CONSUMER',
  });
  expect(bootstrap.rbacPolicy).toMatchObject({ scopes: [expect.objectContaining({ scope: 'read:docs' })] });
  expect(await page.evaluate(() => stytch.session.getSync())).toBeNull();
});

test('email OTP: login_or_create, a wrong code, the right code, then cookies, reload and revoke', async ({ page }) => {
  await openPage(page);
  const email = 'grace@example.com';
  const sent = ok(await page.evaluate((address) => settle(stytch.otps.email.loginOrCreate(address, { expiration_minutes: 5 })), email));
  expect(sent.method_id).toMatch(/^email-test-/);
  const code = await codeSentTo(email);

  const wrong = failed(
    await page.evaluate(([token, methodId]) => settle(stytch.otps.authenticate(token, methodId, { session_duration_minutes: 60 })), [wrongCode(code), sent.method_id] as const),
  );
  expect(wrong).toMatchObject({ name: 'StytchAPIError', error_type: 'otp_code_not_found' });

  const authenticated = ok(
    await page.evaluate(([token, methodId]) => settle(stytch.otps.authenticate(token, methodId, { session_duration_minutes: 60 })), [code, sent.method_id] as const),
  );
  expect(authenticated.session_token).toHaveLength(44);
  expect(authenticated).not.toHaveProperty('__user');

  const state = await page.evaluate(() => ({ session: stytch.session.getSync(), user: stytch.user.getSync(), tokens: stytch.session.getTokens() }));
  expect(state.session?.session_id).toBe(authenticated.session.session_id);
  expect(state.session?.authentication_factors).toEqual([
    expect.objectContaining({ type: 'otp', delivery_method: 'email', email_factor: expect.objectContaining({ email_address: email }) }),
  ]);
  expect(state.user?.emails).toEqual([expect.objectContaining({ email, verified: true })]);
  expect(state.tokens).toEqual({ session_token: authenticated.session_token, session_jwt: authenticated.session_jwt });
  expect(await sessionCookies(page)).toEqual({ stytch_session: authenticated.session_token, stytch_session_jwt: authenticated.session_jwt });

  // The emulator's own record: one user, the address verified.
  expect(await listUsers({ email })).toEqual([expect.objectContaining({ user_id: authenticated.user_id, emails: [expect.objectContaining({ verified: true })] })]);

  // A reload keeps the session: the SDK shows its cache, then refreshes it with the emulator.
  const refresh = page.waitForResponse((response) => response.url().endsWith('/sdk/v1/sessions/authenticate') && response.request().method() === 'POST');
  await openPage(page);
  expect((await refresh).status()).toBe(200);
  await page.waitForFunction(() => stytch.session.getInfo().fromCache === false);
  expect(await page.evaluate(() => stytch.session.getSync()?.session_id)).toBe(authenticated.session.session_id);
  expect((await sessionCookies(page)).stytch_session).toBe(authenticated.session_token);

  const refreshed = ok(await page.evaluate(() => settle(stytch.session.authenticate({ session_duration_minutes: 120 }))));
  expect(refreshed.session.session_id).toBe(authenticated.session.session_id);
  expect(Date.parse(refreshed.session.expires_at) - Date.now()).toBeGreaterThan(110 * 60_000);

  ok(await page.evaluate(() => settle(stytch.session.revoke())));
  expect(await page.evaluate(() => ({ session: stytch.session.getSync(), user: stytch.user.getSync() }))).toEqual({ session: null, user: null });
  expect(await sessionCookies(page)).toEqual({});
  // The revoked token is dead on the emulator too.
  const reused = await fetch(`${emulatorUrl}/sdk/v1/sessions/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Basic ${btoa(`${DEFAULT_PUBLIC_TOKEN}:${authenticated.session_token}`)}` },
    body: '{}',
  });
  expect(reused.status).toBe(401);
  expect(await reused.json()).toMatchObject({ error_type: 'session_not_found' });
});

for (const channel of ['sms', 'whatsapp'] as const) {
  test(`${channel} OTP: login_or_create and authenticate`, async ({ page }) => {
    await openPage(page);
    const phone = channel === 'sms' ? '+14155550100' : '+14155550111';
    const sent = ok(
      await page.evaluate(
        ([which, number]) => settle(which === 'sms' ? stytch.otps.sms.loginOrCreate(number, { expiration_minutes: 5 }) : stytch.otps.whatsapp.loginOrCreate(number, { expiration_minutes: 5 })),
        [channel, phone] as const,
      ),
    );
    expect(sent.method_id).toMatch(/^phone-number-test-/);
    const [message] = await inbox.all(phone);
    expect(message).toMatchObject({ channel, to: phone, subject: null });
    const authenticated = ok(
      await page.evaluate(([token, methodId]) => settle(stytch.otps.authenticate(token, methodId, { session_duration_minutes: 60 })), [message?.code ?? '', sent.method_id] as const),
    );
    expect(authenticated.session.authentication_factors).toEqual([
      expect.objectContaining({ type: 'otp', delivery_method: channel, phone_number_factor: expect.objectContaining({ phone_number: phone }) }),
    ]);
    expect(await page.evaluate(() => stytch.user.getSync()?.phone_numbers)).toEqual([expect.objectContaining({ phone_number: phone, verified: true })]);
  });
}

test('OTP send: primary (no session) only reaches existing users; secondary adds a number to the logged-in user', async ({ page }) => {
  await openPage(page);
  const email = 'ada@example.com';
  const primaryCall = page.waitForRequest((request) => request.url().endsWith('/sdk/v1/otps/email/send/primary'));
  const unknown = failed(await page.evaluate((address) => settle(stytch.otps.email.send(address, { expiration_minutes: 5 })), email));
  await primaryCall;
  expect(unknown).toMatchObject({ name: 'StytchAPIError', error_type: 'email_not_found' });
  const user = await seedUser({ email });
  const sent = ok(await page.evaluate((address) => settle(stytch.otps.email.send(address, { expiration_minutes: 5 })), email));
  expect(sent.method_id).toBe(user.emails[0]?.email_id);
  const login = ok(
    await page.evaluate(([token, methodId]) => settle(stytch.otps.authenticate(token, methodId, { session_duration_minutes: 60 })), [await codeSentTo(email), sent.method_id] as const),
  );
  expect(login.user_id).toBe(user.user_id);

  // With a session, the SDK calls send/secondary: the number joins the user once its code is authenticated.
  const phone = '+14155550122';
  const secondaryCall = page.waitForRequest((request) => request.url().endsWith('/sdk/v1/otps/sms/send/secondary'));
  const added = ok(await page.evaluate((number) => settle(stytch.otps.sms.send(number, { expiration_minutes: 5 })), phone));
  await secondaryCall;
  expect((await listUsers({ email }))[0]?.phone_numbers).toEqual([]);
  const second = ok(
    await page.evaluate(([token, methodId]) => settle(stytch.otps.authenticate(token, methodId, { session_duration_minutes: 60 })), [await codeSentTo(phone), added.method_id] as const),
  );
  expect(second.session.session_id).toBe(login.session.session_id);
  expect(second.session.authentication_factors.map((factor) => factor.delivery_method)).toEqual(['email', 'sms']);
  expect(await page.evaluate(() => stytch.user.getSync()?.phone_numbers)).toEqual([{ phone_id: added.method_id, phone_number: phone, verified: true }]);

  // Another user's number is refused; WhatsApp goes through the same route family.
  await seedUser({ phone_number: '+14155550133' });
  const taken = failed(await page.evaluate((number) => settle(stytch.otps.whatsapp.send(number)), '+14155550133'));
  expect(taken).toMatchObject({ name: 'StytchAPIError', error_type: 'duplicate_phone_number' });
});

test('sessions: when the emulator no longer knows the session, the SDK logs out cleanly', async ({ page }) => {
  await openPage(page);
  const first = await loginByEmailOtp(page, 'ada@example.com');
  // The emulator forgets everything (as after a restart of an in-memory emulator); the SDK's
  // refresh then gets session_not_found and clears its state and cookies (protocol §1.9).
  await resetEmulator();
  const refresh = failed(await page.evaluate(() => settle(stytch.session.authenticate())));
  expect(refresh).toMatchObject({ name: 'StytchAPIError', error_type: 'session_not_found' });
  expect(await page.evaluate(() => stytch.session.getSync())).toBeNull();
  expect(await sessionCookies(page)).toEqual({});
  expect(first.session_token).not.toBe('');
});
