import { expect, test } from '@playwright/test';
import { emulatorUrl, uniqueEmail } from './support';

// These tests change the emulator's project settings, which every test shares: they run after
// the others, one at a time, and put the settings back.
test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ request }) => {
  await request.put(`${emulatorUrl}/emulator/config`, { data: { password_policy: 'zxcvbn' } });
});

test('a LUDS project shows the checklist, which reacts while typing', async ({ page, request }) => {
  const changed = await request.put(`${emulatorUrl}/emulator/config`, {
    data: { password_policy: 'luds', luds_min_length: 10, luds_complexity: 3 },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  const email = uniqueEmail('luds');
  await page.goto('/');
  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  const length = page.locator('[data-slot="requirement"]').filter({ hasText: 'Must be at least 10 characters long' });
  const complexity = page
    .locator('[data-slot="requirement"]')
    .filter({ hasText: 'Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol' });
  await expect(length).toHaveAttribute('data-status', 'notFulfilled');
  await expect(complexity).toHaveAttribute('data-status', 'notFulfilled');
  await expect(page.locator('[data-slot="strength-meter"]')).toHaveCount(0);
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('passwordrules', /minlength: 10/);

  await password.pressSequentially('abcdefghijkl');
  await expect(length).toHaveAttribute('data-status', 'fulfilled');
  await expect(complexity).toHaveAttribute('data-status', 'notFulfilled');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();

  await password.fill('Abcdefghij7k');
  await expect(complexity).toHaveAttribute('data-status', 'fulfilled');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
});
