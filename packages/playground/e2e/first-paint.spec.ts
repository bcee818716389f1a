import { expect, test, type Page, type Route } from '@playwright/test';
import { uniqueEmail } from '@portico/testing';
import { codeSentTo, configUrl, enterCode, expectNoAxeViolations } from './support';
import { tag } from './tags';

/**
 * The login widget paints Main before its flows' module (XState, the machines) has arrived, and
 * the live screen replaces it when it does. Here that module is held back, as on a slow network,
 * to check what a user sees and does meanwhile, in Chromium, against the emulator.
 */

/** Holds the flows' chunk until `release()` is called. */
async function holdTheFlows(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/login-widget-live-[^/]*\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const boxes = (page: Page) =>
  page.evaluate(() =>
    ['h2', '[role="tablist"]', 'input[name="email"]', 'button[type="submit"]'].map((selector) => {
      const box = document.querySelector(`[data-slot="main-screen"] ${selector}`)?.getBoundingClientRect();
      return box && { selector, x: box.x, y: box.y, width: box.width, height: box.height };
    }),
  );

const tabsConfig = configUrl({ products: ['otp'], otpOptions: { methods: ['sms', 'email'] } });

test.describe('the login widget before its flows arrive', { tag: [tag('login'), tag('login-form')] }, () => {
  test('what is typed, the tab and the focus carry over; nothing moves', async ({ page }) => {
    const release = await holdTheFlows(page);
    await page.goto(tabsConfig);
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Email' }).click();
    const email = uniqueEmail('first-paint');
    const field = page.getByRole('textbox', { name: 'Email' });
    await field.pressSequentially(email.slice(0, 6));
    const firstPaintField = await field.elementHandle();
    const before = await boxes(page);

    release();
    // The live screen has replaced the first paint's elements…
    await expect.poll(() => firstPaintField?.evaluate((element) => element.isConnected)).toBe(false);
    // …with the same layout, the same tab and text, and the focus where it was.
    expect(await boxes(page)).toEqual(before);
    await expect(page.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveValue(email.slice(0, 6));
    await expect(field).toBeFocused();

    await page.keyboard.type(email.slice(6));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    await enterCode(page, await codeSentTo(email));
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  });

  test('a submit made meanwhile waits with its spinner, then is sent once', async ({ page }) => {
    const release = await holdTheFlows(page);
    await page.goto(configUrl({ products: ['otp'], otpOptions: { methods: ['email'] } }));
    const email = uniqueEmail('first-paint-submit');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toHaveAttribute('aria-busy', 'true');

    release();
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    await enterCode(page, await codeSentTo(email));
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  });

  test('a click pressed on the first paint and released after the flows arrive is not lost', async ({ page }) => {
    const release = await holdTheFlows(page);
    await page.goto(configUrl({ products: ['otp'], otpOptions: { methods: ['email'] } }));
    const email = uniqueEmail('first-paint-press');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    const box = await page.getByRole('button', { name: 'Continue', exact: true }).boundingBox();
    await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await page.mouse.down();

    // The flows arrive while the button is held down…
    release();
    await page.waitForLoadState('networkidle');
    // …and the release completes the click: the passcode is sent.
    await page.mouse.up();
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    await enterCode(page, await codeSentTo(email));
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  });
});
