import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '@portico/testing';
import { expectNoAxeViolations, inbox, linkSentTo, seedUser } from './support';
import { tag } from './tags';

async function startWithEmail(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

const strong = 'violet tangerine lighthouse 42';

test.describe('passwords against the emulator (zxcvbn policy)', { tag: '@password' }, () => {
  test('a new email signs up: the meter reacts while typing and Continue waits for a valid password', { tag: [tag('create-password'), tag('password-strength')] }, async ({ page }) => {
    const email = uniqueEmail('signup');
    await startWithEmail(page, email);
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await expect(page.getByText('Finish creating your account by setting a password.')).toBeVisible();
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    const submit = page.getByRole('button', { name: 'Continue', exact: true });
    await expect(submit).toBeDisabled();

    await password.pressSequentially('abc');
    const meter = page.locator('[data-slot="strength-meter"]');
    await expect(meter).toHaveAttribute('data-score', /[01]/);
    await expect(meter.locator('[data-filled]')).toHaveCount(1);
    await expect(page.locator('[data-slot="requirement"][data-status="suggestion"]').first()).toBeVisible();
    await expect(submit).toBeDisabled();

    await password.fill(strong);
    await expect(meter).toHaveAttribute('data-score', '4');
    await expect(meter.locator('[data-filled]')).toHaveCount(4);
    await expect(submit).toBeEnabled();
    await expectNoAxeViolations(page);
    await submit.click();

    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(page.getByTestId('session-identity')).toHaveText(email);
  });

  test('a breached password is refused with the spec message', { tag: [tag('create-password'), tag('password-strength')] }, async ({ page }) => {
    await startWithEmail(page, uniqueEmail('breached'));
    await page.getByLabel('Password', { exact: true }).fill('password123');
    await expect(
      page.getByText(
        'This password may have been used on a different site that experienced a security issue. Please choose another password.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeDisabled();
  });

  test('logs in with a password, after a wrong one', { tag: tag('password') }, async ({ page }) => {
    const email = uniqueEmail('login');
    await seedUser({ email, password: strong });
    await startWithEmail(page, email);
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await password.fill('not the password');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText('Unauthorized credentials.')).toBeVisible();
    await expect(password).toHaveValue('not the password');
    await expectNoAxeViolations(page);

    await password.fill(strong);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await password.press('Enter');
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(page.getByTestId('session-identity')).toHaveText(email);
  });

  test('forgot password → reset link → new password → logged in', { tag: [tag('reset-email'), tag('password-reset')] }, async ({ page }) => {
    const email = uniqueEmail('forgot');
    await seedUser({ email, password: strong });
    await startWithEmail(page, email);
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
    await expect(page.getByText(`A link to reset your password was sent to you at ${email}.`)).toBeVisible();
    await expectNoAxeViolations(page);

    const link = await linkSentTo(email);
    expect(link).toContain('/reset-password?stytch_token_type=reset_password&token=');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    const password = page.getByLabel('New password');
    await password.fill('weak');
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeDisabled();
    await password.fill('a brand new harbour sunrise 7');
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(page.getByTestId('session-identity')).toHaveText(email);

    // The new password works; the old one no longer does.
    await page.getByRole('button', { name: 'Log out' }).click();
    // Wait for the revoke to finish: navigating now would cancel it and keep the session.
    await expect(page.getByTestId('session-panel')).toHaveCount(0);
    await startWithEmail(page, email);
    await page.getByLabel('Password', { exact: true }).fill(strong);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText('Unauthorized credentials.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('a brand new harbour sunrise 7');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  });

  test("'Login without a password' from the reset form logs in with the link", { tag: [tag('password-reset'), tag('url-login')] }, async ({ page }) => {
    const email = uniqueEmail('without');
    await seedUser({ email, password: strong });
    await startWithEmail(page, email);
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.goto(await linkSentTo(email));
    await page.getByRole('button', { name: 'Login without a password' }).click();
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(page.getByTestId('session-identity')).toHaveText(email);
  });

  // Stytch answers reset_password here (not breached_password): the spec's path for it is the
  // reset email, then PasswordDedupe.
  test('a login with a password now known as breached sends a reset email (reset_password: PasswordDedupe)', { tag: [tag('password'), tag('reset-email')] }, async ({ page }) => {
    const email = uniqueEmail('was-breached');
    await seedUser({ email, password: 'password123' });
    await startWithEmail(page, email);
    await page.getByLabel('Password', { exact: true }).fill('password123');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Check your email to set a new password!', exact: true })).toBeVisible();
    await expect.poll(async () => (await inbox.all(email))[0]?.link ?? '').toContain('stytch_token_type=reset_password');
  });

  test('a password that must be reset sends a reset email (PasswordDedupe)', { tag: [tag('password'), tag('reset-email')] }, async ({ page }) => {
    const email = uniqueEmail('dedupe');
    await seedUser({ email, password: strong, passwordRequiresReset: true });
    await startWithEmail(page, email);
    await page.getByLabel('Password', { exact: true }).fill(strong);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Check your email to set a new password!' })).toBeVisible();
    await page.getByRole('button', { name: 'Login without a password' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  });

  test('a passwordless user is sent a login link at once, and can create a password instead', { tag: [tag('passwordless'), tag('create-password')] }, async ({ page }) => {
    const email = uniqueEmail('passwordless');
    await seedUser({ email });
    await startWithEmail(page, email);
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    const link = await linkSentTo(email);
    expect(link).toContain('stytch_token_type=magic_links');
    await page.getByRole('button', { name: 'Create a password instead' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login without a password' })).toHaveCount(0);
    await expect.poll(async () => (await inbox.all(email))[0]?.link ?? '').toContain('stytch_token_type=reset_password');
  });
});
