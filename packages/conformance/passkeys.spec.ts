/**
 * The real StytchHeadlessClient in Chromium with Chromium's virtual authenticator (CDP WebAuthn):
 * passkey registration, discoverable login, renaming, deletion, and the refusals around them.
 */
import { expect, test } from '@playwright/test';
import { addVirtualAuthenticator } from '@portico/testing/playwright';
import { failed, listUsers, loginByEmailOtp, ok, openPage, resetEmulator } from './support.ts';

test.beforeEach(async () => {
  await resetEmulator();
});

test('passkeys: register, refuse a second registration, rename, log in, delete, then not found', async ({ page }) => {
  await openPage(page);
  const authenticator = await addVirtualAuthenticator(page);
  const email = 'ada@example.com';
  const login = await loginByEmailOtp(page, email);

  // Registration needs the session; the SDK asks for passkey options (resident key required).
  const start = page.waitForRequest((request) => request.url().endsWith('/sdk/v1/webauthn/register/start'));
  const registered = ok(await page.evaluate(() => settle(stytch.webauthn.register({ is_passkey: true, session_duration_minutes: 60 }))));
  expect((await start).postDataJSON()).toMatchObject({ domain: 'localhost', return_passkey_credential_options: true });
  expect(registered.webauthn_registration_id).toMatch(/^webauthn-registration-test-/);
  expect(registered.session.session_id).toBe(login.session.session_id);
  expect(registered.session.authentication_factors.map((factor) => factor.type)).toEqual(['otp', 'webauthn']);
  expect((await authenticator.credentials()).length).toBe(1);
  const user = await page.evaluate(() => stytch.user.getSync());
  expect(user?.webauthn_registrations).toEqual([
    expect.objectContaining({ webauthn_registration_id: registered.webauthn_registration_id, domain: 'localhost', verified: true }),
  ]);

  // The same authenticator again: the emulator lists the passkey in excludeCredentials, so the
  // authenticator refuses, and nothing new is stored on either side.
  const secondStart = page.waitForResponse((response) => response.url().endsWith('/sdk/v1/webauthn/register/start'));
  const again = failed(await page.evaluate(() => settle(stytch.webauthn.register({ is_passkey: true, session_duration_minutes: 60 }))));
  const creation = JSON.parse(((await (await secondStart).json()) as { data: { public_key_credential_creation_options: string } }).data.public_key_credential_creation_options) as {
    excludeCredentials: { id: string }[];
  };
  expect(creation.excludeCredentials).toHaveLength(1);
  expect(again).toMatchObject({ name: 'InvalidStateError', message: expect.stringContaining('already registered') });
  expect((await authenticator.credentials()).length).toBe(1);
  expect((await listUsers({ email }))[0]?.webauthn_registrations).toHaveLength(1);

  const renamed = ok(
    await page.evaluate((id) => settle(stytch.webauthn.update({ webauthn_registration_id: id, name: 'Conformance passkey' })), registered.webauthn_registration_id),
  );
  expect(renamed.webauthn_registration).toMatchObject({ webauthn_registration_id: registered.webauthn_registration_id, name: 'Conformance passkey' });
  expect((await listUsers({ email }))[0]?.webauthn_registrations).toEqual([expect.objectContaining({ name: 'Conformance passkey' })]);

  // Logged out, a passkey login is discoverable (no allowCredentials) and finds the user.
  ok(await page.evaluate(() => settle(stytch.session.revoke())));
  const startResponse = page.waitForResponse((response) => response.url().endsWith('/sdk/v1/webauthn/authenticate/start/primary'));
  const passkeyLogin = ok(await page.evaluate(() => settle(stytch.webauthn.authenticate({ is_passkey: true, session_duration_minutes: 60 }))));
  const options = JSON.parse(((await (await startResponse).json()) as { data: { public_key_credential_request_options: string } }).data.public_key_credential_request_options) as {
    allowCredentials: unknown[];
    rpId: string;
  };
  expect(options).toMatchObject({ allowCredentials: [], rpId: 'localhost' });
  expect(passkeyLogin).toMatchObject({ user_id: login.user_id, webauthn_registration_id: registered.webauthn_registration_id });
  expect(await page.evaluate(() => stytch.session.getSync()?.authentication_factors)).toEqual([
    expect.objectContaining({ type: 'webauthn', delivery_method: 'webauthn_registration' }),
  ]);

  // The user has an email and a passkey, so deleting the passkey needs a session with both (Stytch's
  // multi-factor rule for sensitive actions): an email code joins the passkey session.
  const single = failed(await page.evaluate((id) => settle(stytch.user.deleteWebauthnRegistration(id)), registered.webauthn_registration_id));
  expect(single).toMatchObject({ name: 'StytchAPIError', status_code: 401, error_type: 'insufficient_factors' });
  const both = await loginByEmailOtp(page, email);
  expect(both.session.authentication_factors.map((factor) => factor.type)).toEqual(['webauthn', 'otp']);

  const deleted = ok(await page.evaluate((id) => settle(stytch.user.deleteWebauthnRegistration(id)), registered.webauthn_registration_id));
  expect(deleted.user_id).toBe(login.user_id);
  expect(await page.evaluate(() => stytch.user.getSync()?.webauthn_registrations)).toEqual([]);

  // The authenticator still holds the credential; the emulator no longer knows it.
  ok(await page.evaluate(() => settle(stytch.session.revoke())));
  const gone = failed(await page.evaluate(() => settle(stytch.webauthn.authenticate({ is_passkey: true, session_duration_minutes: 60 }))));
  expect(gone).toMatchObject({ name: 'StytchAPIError', error_type: 'webauthn_registration_not_found' });
  expect(await page.evaluate(() => stytch.session.getSync())).toBeNull();
});

test('passkeys: registration without a session is refused by the emulator', async ({ page }) => {
  await openPage(page);
  await addVirtualAuthenticator(page);
  const refused = failed(await page.evaluate(() => settle(stytch.webauthn.register({ is_passkey: true, session_duration_minutes: 60 }))));
  expect(refused).toMatchObject({ name: 'StytchAPIError', error_type: 'user_unauthenticated' });
});
