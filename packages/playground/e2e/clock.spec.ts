import { expect, test } from '@playwright/test';
import { codeSentTo, configUrl, emulatorUrl, uniqueEmail } from './support';

// These tests move the emulator's clock, which the other tests share; they run last, alone.
test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ request }) => {
  await request.post(`${emulatorUrl}/emulator/clock`, { data: { offset_ms: 0 } });
});

test('an expired code is refused, and the widget says the code has expired', async ({ page, request }) => {
  const email = uniqueEmail('expired');
  await page.clock.install();
  await page.goto(configUrl({ products: ['otp'], otpOptions: { methods: ['email'], expirationMinutes: 5 } }));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const code = await codeSentTo(request, email);
  // 5:00, or 4:59 when the screen took a moment to show under load (it counts from the send).
  await expect(page.getByText(/^Your code expires in (5:00|4:5\d)\.$/)).toBeVisible();

  // Six minutes pass, for the browser and for the emulator.
  await page.clock.fastForward('06:00');
  await expect(page.getByText('Your code has expired.')).toBeVisible();
  const moved = await request.post(`${emulatorUrl}/emulator/clock`, { data: { advance_ms: 6 * 60_000 } });
  expect(moved.ok()).toBe(true);

  // Stytch's answer for a code used or expired is unable_to_auth_otp_code, which has its own words.
  await page.getByLabel('One-time passcode').pressSequentially(code);
  await expect(page.getByText('This passcode has expired or was already used. Please request a new code.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Success!' })).toHaveCount(0);
});
