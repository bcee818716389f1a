/**
 * The header's user button (issue 37) through the real @stytch/vanilla-js client against the
 * emulator, by the keyboard alone once signed in: Tab to it, open its menu (Enter, ArrowDown),
 * read the name and email, Escape back to the button, 'Manage account' to /account, 'Sign out';
 * and the playground's account API (its server's `createAccountHandler` over Stytch's Node SDK)
 * answering the page's session.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from '@portico/testing';
import { findAxeViolations } from '@portico/testing/playwright';
import { codeSentTo, configUrl, emailOtpConfig, enterCode, seedUser } from './support';
import { tabTo } from './keyboard/focus';
import { tag } from './tags';

/** The fault emulator of this run (playwright.config.ts): another emulator than the account API's. */
const otherEmulator = `http://localhost:${process.env.PORTICO_E2E_FAULT_EMULATOR_PORT ?? Number(process.env.PORTICO_E2E_EMULATOR_PORT ?? 4110) + 1}`;

const userButton = (page: Page) => page.getByRole('button', { name: /^Account menu for / });

/** A login by emailed code on the playground's email-code config; the session panel says who. */
async function signInByEmailCode(page: Page, email: string): Promise<void> {
  await page.goto(configUrl(emailOtpConfig));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Email' }).press('Enter');
  await enterCode(page, await codeSentTo(email));
  await expect(page.getByTestId('session-identity')).toHaveText(email);
}

/** The focus ring a keyboard user sees on `control` (Tailwind's ring: a coloured box-shadow). */
async function expectFocusRing(control: Locator): Promise<void> {
  await expect(control).toBeFocused();
  const shadow = await control.evaluate((element) => getComputedStyle(element).boxShadow);
  expect(shadow, 'a visible focus ring').toMatch(/(rgb|oklch|lab)\([^)]*\)[^,]*\d+px/);
  expect(shadow).not.toMatch(/^none$/);
}

test.describe('the user button', { tag: tag('account') }, () => {
  test('by the keyboard alone: Tab to it, open the menu, read the name and email, Escape, Manage account, Sign out', async ({ page }) => {
    const email = uniqueEmail('button');
    await seedUser({ email, name: { firstName: 'Ada', lastName: 'Lovelace' } });
    // Not there while nobody is signed in.
    await page.goto(configUrl(emailOtpConfig));
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await expect(userButton(page)).toHaveCount(0);
    await signInByEmailCode(page, email);
    // It appears once the login completes.
    await expect(userButton(page)).toBeVisible();

    // A fresh page load, the focus at its start: the button is the header's first control.
    await page.reload();
    const button = userButton(page);
    await expect(button).toBeVisible();
    await tabTo(page, button, { max: 3 });
    await expectFocusRing(button);
    await expect(button).toHaveAccessibleName('Account menu for Ada Lovelace');
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByText('Ada Lovelace', { exact: true })).toBeVisible();
    await expect(menu.getByText(email, { exact: true })).toBeVisible();
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveText(['Manage account', 'Sign out']);
    await expectFocusRing(items.nth(0));
    await page.keyboard.press('ArrowDown');
    await expectFocusRing(items.nth(1));
    // axe on the button and its open menu (both in the button's root).
    expect((await findAxeViolations(page.locator('[data-slot="user-button"]'))).map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    // Escape closes it and gives the focus back; ArrowDown opens it again on its first item.
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Manage account' })).toBeFocused();

    // 'Manage account': the playground's account page, the button still in the header.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible();
    await expect(button).toBeFocused();

    // 'Sign out': the session ends, the button goes, the login widget is back.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Manage account' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(userButton(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await expect(page.getByTestId('session-panel')).toHaveCount(0);
    // The emulator ended it: a reload finds nobody signed in.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await expect(userButton(page)).toHaveCount(0);
  });
});

test.describe("the playground's account API", { tag: tag('account') }, () => {
  test('GET /api/account/sessions with the session JWT lists this device; without it, refused', { tag: tag('devices') }, async ({ page }) => {
    const email = uniqueEmail('sessions');
    await signInByEmailCode(page, email);
    await expect(page.getByTestId('account-api')).toHaveText('Account API: /api/account');

    const answer = await page.evaluate(async () => {
      // The Stytch SDK keeps the session's JWT in its cookie (what `client.session.jwt()` reads).
      const jwt = document.cookie.split('; ').find((cookie) => cookie.startsWith('stytch_session_jwt='))?.split('=')[1] ?? '';
      const listed = await fetch('/api/account/sessions', { headers: { Authorization: `Bearer ${decodeURIComponent(jwt)}` } });
      const anonymous = await fetch('/api/account/sessions');
      return {
        jwt: jwt !== '',
        status: listed.status,
        cacheControl: listed.headers.get('Cache-Control'),
        body: (await listed.json()) as { sessions: Array<Record<string, unknown>> },
        anonymous: { status: anonymous.status, body: (await anonymous.json()) as Record<string, unknown> },
        userAgent: navigator.userAgent,
      };
    });
    expect(answer.jwt).toBe(true);
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe('no-store');
    expect(answer.body.sessions).toHaveLength(1);
    const [device] = answer.body.sessions;
    // This device: the session the page holds (the session panel shows its id), started by this browser.
    expect(device).toMatchObject({ current: true, userAgent: answer.userAgent });
    await expect(page.getByTestId('session-panel')).toContainText(String(device!.sessionId));
    expect(Date.parse(String(device!.lastAccessedAt))).not.toBeNaN();
    expect(answer.anonymous).toEqual({ status: 401, body: expect.objectContaining({ error_type: 'user_unauthenticated' }) });
  });

  test('with ?emulator= on another emulator the page says it has no account API, and so does /account', async ({ page }) => {
    await page.goto(`/account?emulator=${encodeURIComponent(otherEmulator)}`);
    await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible();
    await expect(page.getByTestId('account-api')).toContainText('No account API');
    await expect(page.getByTestId('account-api-missing')).toContainText('another emulator');
  });
});
