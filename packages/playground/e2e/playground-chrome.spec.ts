/**
 * The playground's own controls, as a new user meets them: the login-method presets above the
 * widget, dark mode, and the session panel keeping up with the passkey-registration mode.
 */
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '@portico/testing';
import { addVirtualAuthenticator, findAxeViolations } from '@portico/testing/playwright';
import { codeSentTo, enterCode, expectNoAxeViolations, passkeysOf } from './support';
import { tag } from './tags';

/** The widget card's computed background colour. */
const widgetBackground = (page: Page) =>
  page.locator('[data-slot="widget-frame"] [data-slot="card"]').evaluate((card) => getComputedStyle(card).backgroundColor);

test.describe('the playground chrome', () => {
  test("'Email code' is one click away: a new user logs in with the passcode from the inbox", { tag: tag('otp') }, async ({ page, context }) => {
    const email = uniqueEmail('preset');
    await page.goto('/');
    const methods = page.getByRole('navigation', { name: 'Login methods' });
    await expect(methods.getByRole('link', { name: 'Everything' })).toHaveAttribute('aria-current', 'page');

    await methods.getByRole('link', { name: 'Email code' }).click();
    await expect(page).toHaveURL(/\/\?preset=email-otp$/);
    await expect(methods.getByRole('link', { name: 'Email code' })).toHaveAttribute('aria-current', 'page');
    await expect(methods.getByRole('link', { name: 'Everything' })).not.toHaveAttribute('aria-current');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();

    // The code, read where the README sends a new user: the emulator's inbox, from the header's link.
    const [inbox] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Open the inbox' }).click()]);
    await inbox.getByLabel('Filter by recipient').fill(email);
    const shownCode = inbox.locator(`li[data-to="${email.toLowerCase()}"]:not([hidden]) .code`);
    await expect(shownCode).toHaveText(/^\d{6}$/);
    const code = (await shownCode.textContent()) ?? '';
    await inbox.close();

    // Back in the playground, the passcode field is clicked (the inbox link kept the focus).
    await page.getByLabel('One-time passcode').click();
    await page.keyboard.type(code);
    await expect(page.getByTestId('session-identity')).toHaveText(email);
  });

  test('dark mode follows the system, and the toggle switches the widget and is kept', { tag: tag('login') }, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => widgetBackground(page)).toBe('rgb(15, 27, 34)');
    await expectNoAxeViolations(page);
    // The toolbar itself, on the dark page.
    expect((await findAxeViolations(page.locator('.toolbar'))).map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => widgetBackground(page)).toBe('rgb(255, 255, 255)');
    // The choice outlives a reload, over the system's setting.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: 'Dark mode' }).press('Enter');
    await expect.poll(() => widgetBackground(page)).toBe('rgb(15, 27, 34)');
  });

  test("'Skip to the widget' comes first, shows when focused, and takes the keyboard past the toolbar", { tag: tag('login') }, async ({ page }) => {
    await page.goto('/?preset=email-otp');
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    const skip = page.getByRole('link', { name: 'Skip to the widget' });
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    // On screen while focused (a link pushed off screen until then).
    const box = await skip.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.x).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
    // The widget stayed as it was (the address did not change).
    await expect(page).toHaveURL(/\/\?preset=email-otp$/);
  });

  test("the session panel shows a passkey's new name as soon as it is renamed", { tag: tag('passkey-registration-success') }, async ({ page }) => {
    await addVirtualAuthenticator(page);
    const email = uniqueEmail('panel-rename');
    await page.goto('/?preset=email-otp');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await enterCode(page, await codeSentTo(email));
    await expect(page.getByTestId('session-identity')).toHaveText(email);

    await page.getByRole('link', { name: 'Manage passkeys' }).click();
    await page.getByRole('button', { name: 'Create a Passkey' }).click();
    await expect(page.getByRole('heading', { name: 'Passkey successfully created!' })).toBeVisible();
    const [registered] = await passkeysOf(email);
    await expect(page.getByTestId('session-passkeys')).toHaveText(registered?.name ?? '');

    await page.getByRole('button', { name: `Rename ${registered?.name}` }).click();
    await page.getByRole('textbox', { name: 'Passkey name' }).fill('Work laptop');
    await page.getByRole('textbox', { name: 'Passkey name' }).press('Enter');
    await expect(page.locator('[data-slot="passkey-row"]', { hasText: 'Work laptop' })).toBeVisible();
    await expect(page.getByTestId('session-passkeys')).toHaveText('Work laptop');
  });
});
