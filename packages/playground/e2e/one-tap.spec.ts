import { expect, test, type Page } from '@playwright/test';
import { configUrl, expectNoAxeViolations, oneTapConfig, routeGoogleScript, uniqueEmail } from './support';

/**
 * Google One Tap through the real Stytch client, with Google's script answered by the
 * emulator's stand-in (as a test would route it; the playground's own worker is blocked).
 */
test.use({ serviceWorkers: 'block' });

const chooser = (page: Page) => page.frameLocator('iframe[title="Sign in with Google"]');

test.describe('Google One Tap against the emulator', () => {
  test('embedded in Main (a browser without FedCM): the prompt grows to its content, and a new user signs up', async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      delete (window as { IdentityCredential?: unknown }).IdentityCredential;
    });
    await routeGoogleScript(page);
    // The buttons' chunk arrives late (a slow network): Google must still prompt inside Main.
    await page.route(/main-methods-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto(configUrl(oneTapConfig(baseURL!, { position: 'embedded' })));
    const area = page.locator('[data-slot="one-tap-area"]');
    await expect(area).toBeVisible();
    await expect(area.locator('#google-parent-prompt iframe[title="Sign in with Google"]')).toBeVisible();
    await expect(page.locator('iframe[title="Sign in with Google"]')).toHaveCount(1);
    // 47 px to start, then the prompt's own height.
    await expect.poll(async () => (await area.boundingBox())?.height ?? 0).toBeGreaterThan(60);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continue with GitHub' })).toBeVisible();
    await expectNoAxeViolations(page);

    const email = uniqueEmail('onetap');
    await chooser(page).getByRole('textbox', { name: 'Email address' }).fill(email);
    await chooser(page).getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByTestId('session-identity')).toHaveText(email);
    await expect(page).not.toHaveURL(/token=/);
  });

  test('floating: the prompt floats over the page beside the Google button; closing it hides it', async ({ page, baseURL }) => {
    await routeGoogleScript(page);
    await page.goto(configUrl(oneTapConfig(baseURL!, { position: 'floating', cancel_on_tap_outside: false })));
    const prompt = page.locator('iframe[title="Sign in with Google"]');
    await expect(prompt).toBeVisible();
    await expect(page.locator('[data-slot="one-tap-area"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    // Not inside the widget: Google floats it over the page.
    await expect(page.locator('[data-slot="widget-frame"] iframe')).toHaveCount(0);
    await page.getByRole('heading', { name: 'Sign up or log in' }).click();
    await expect(prompt).toBeVisible();
    await chooser(page).getByRole('button', { name: 'Close' }).click();
    await expect(prompt).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  });

  test('floating with cancel_on_tap_outside: a tap outside dismisses it', async ({ page, baseURL }) => {
    await routeGoogleScript(page);
    await page.goto(configUrl(oneTapConfig(baseURL!, { position: 'floating' })));
    const prompt = page.locator('iframe[title="Sign in with Google"]');
    await expect(prompt).toBeVisible();
    await page.getByRole('heading', { name: 'Sign up or log in' }).click();
    await expect(prompt).toHaveCount(0);
  });

  test('an existing user signs in from the floating prompt, and the Google button says Last used afterwards', async ({ page, baseURL }) => {
    await routeGoogleScript(page);
    const email = uniqueEmail('onetap-again');
    const url = configUrl(oneTapConfig(baseURL!, { position: 'floating' }));
    await page.goto(url);
    await chooser(page).getByRole('textbox', { name: 'Email address' }).fill(email);
    await chooser(page).getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/signup=1|\/$/);
    await expect(page.getByTestId('session-identity')).toHaveText(email);
    const userId = await page.getByTestId('session-user-id').textContent();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByTestId('session-panel')).toHaveCount(0);

    await page.goto(url);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveAccessibleDescription('Last used');
    await chooser(page).getByRole('button', { name: new RegExp(`Continue as .*`) }).first().waitFor();
    await chooser(page).getByRole('textbox', { name: 'Email address' }).fill(email);
    await chooser(page).getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByTestId('session-user-id')).toHaveText(userId ?? '');
  });
});
