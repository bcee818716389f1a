/**
 * Fault injection as the real StytchHeadlessClient in Chromium sees it: each mode surfaces as the
 * error the SDK makes of it (protocol §1.7).
 */
import { expect, test, type Page } from '@playwright/test';
import { addFault, clearFaults, failed, listFaults, ok, openPage, resetEmulator } from './support.ts';

test.beforeEach(async () => {
  await resetEmulator();
});

const sendCode = (page: Page, email = 'ada@example.com') =>
  page.evaluate((address) => settle(stytch.otps.email.loginOrCreate(address, { expiration_minutes: 5 })), email);

const OTP_SEND = '/sdk/v1/otps/email/login_or_create';

test('error: an injected error surfaces as a StytchAPIError of that type, for `count` requests', async ({ page }) => {
  await openPage(page);
  await addFault({ path: OTP_SEND, method: 'POST', mode: 'error', status: 429, error_type: 'too_many_requests', count: 1 });
  const error = failed(await sendCode(page));
  expect(error).toMatchObject({ name: 'StytchAPIError', status_code: 429, error_type: 'too_many_requests', error_message: expect.stringContaining('Injected by the Portico emulator') });
  // Spent after one use.
  expect(await listFaults()).toEqual([]);
  ok(await sendCode(page));
});

test('delay: the call succeeds, late', async ({ page }) => {
  await openPage(page);
  await addFault({ path: '/sdk/v1/otps/*', mode: 'delay', delay_ms: 800 });
  const started = Date.now();
  ok(await sendCode(page));
  expect(Date.now() - started).toBeGreaterThanOrEqual(800);
  expect((await listFaults())[0]).toMatchObject({ hits: 1 });
});

test('malformed: a 200 that is not JSON is "Invalid JSON response"', async ({ page }) => {
  await openPage(page);
  await addFault({ path: OTP_SEND, mode: 'malformed' });
  const error = failed(await sendCode(page));
  expect(error).toMatchObject({ name: 'StytchAPIUnreachableError', message: expect.stringContaining('Invalid JSON response from our servers.') });
});

test('drop: no answer at all is StytchAPIUnreachableError; clearing the faults restores service', async ({ page }) => {
  await openPage(page);
  await addFault({ path: OTP_SEND, mode: 'drop' });
  const error = failed(await sendCode(page));
  expect(error).toMatchObject({ name: 'StytchAPIUnreachableError', message: expect.stringContaining('Unable to contact our servers.') });
  expect(await clearFaults()).toEqual({ deleted: 1 });
  expect(ok(await sendCode(page)).method_id).toMatch(/^email-test-/);
});
