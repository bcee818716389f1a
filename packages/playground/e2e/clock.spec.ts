import { expect, test } from '@playwright/test';
import { uniqueEmail } from '@portico/testing';
import { codeSentTo, configUrl, emulatorUrl, inbox, linkSentTo, playgroundConfig } from './support';
import { tag } from './tags';

// These tests move the emulator's clock, which the other tests share; they run last, alone.
test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ request }) => {
  await request.post(`${emulatorUrl}/emulator/clock`, { data: { offset_ms: 0 } });
});

test('an expired code is refused, and the widget says the code has expired', { tag: [tag('otp'), tag('countdown')] }, async ({ page, request }) => {
  const email = uniqueEmail('expired');
  await page.clock.install();
  await page.goto(configUrl({ products: ['otp'], otpOptions: { methods: ['email'], expirationMinutes: 5 } }));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const code = await codeSentTo(email);
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

test('a magic link asked for again within a second is refused, as Stytch limits them: a clear message, and the resend works after', { tag: [tag('magic-link'), tag('resend-code')] }, async ({ page, request, baseURL }) => {
  const setClock = async (offset_ms: number) => expect((await request.post(`${emulatorUrl}/emulator/clock`, { data: { offset_ms } })).ok()).toBe(true);
  const email = uniqueEmail('too-soon');
  // The emulator's clock ahead, so that it can be set back: the resend then falls within the second.
  await setClock(10_000);
  await page.goto(configUrl(playgroundConfig(baseURL!, { products: ['emailMagicLinks'] })));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await linkSentTo(email);

  await setClock(5_000);
  await page.getByRole('button', { name: 'Resend email' }).click();
  await expect(page.getByText('Too many requests right now. Please wait a moment, then try again.')).toBeVisible();
  await expect(page.locator('[data-slot="widget-frame"] :is([aria-busy="true"], [data-slot="spinner"])')).toHaveCount(0);
  expect(await inbox.all(email)).toHaveLength(1);

  // The second is over: the same control sends it.
  await setClock(12_000);
  await page.getByRole('button', { name: 'Resend email' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Email resent' })).toBeVisible();
  await expect.poll(async () => (await inbox.all(email)).length).toBe(2);
});
