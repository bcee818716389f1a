import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '@portico/testing';
import { configUrl, ELEMENT_CLIENT, ELEMENT_SCRIPTS, expectNoAxeViolations, jsonAttribute, oneTapConfig, openPlainPage, routeGoogleScript } from './support';
import { tag } from './tags';

/**
 * Google One Tap through the real Stytch client, with Google's script answered by the
 * emulator's stand-in (as a test would route it; the playground's own worker is blocked).
 */
test.use({ serviceWorkers: 'block' });

const chooser = (page: Page) => page.frameLocator('iframe[title="Sign in with Google"]');

test.describe('Google One Tap against the emulator', { tag: tag('one-tap') }, () => {
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

/** A browser without FedCM, where an `embedded` position embeds Google's prompt. */
async function withoutFedCM(page: Page): Promise<void> {
  await page.addInitScript(() => {
    delete (window as { IdentityCredential?: unknown }).IdentityCredential;
  });
}

/**
 * The prompt is inside the widget's One Tap area although the widget is in a shadow root (`host`
 * is its shadow host): Google's container is in the document, where Google looks for it, as a
 * slotted child of the host laid out in the area, and the prompt's box lies within the area's.
 */
async function expectPromptInArea(page: Page, host: string): Promise<void> {
  const area = page.locator('[data-slot="one-tap-area"]');
  const prompt = page.locator('iframe[title="Sign in with Google"]');
  await expect(area).toBeVisible();
  await expect(prompt).toBeVisible();
  await expect(prompt).toHaveCount(1);
  // Once the area has grown to the prompt's height (after the debounce and its transition).
  await expect
    .poll(async () => {
      const [outer, inner] = await Promise.all([area.boundingBox(), prompt.boundingBox()]);
      if (!outer || !inner) return 'no box';
      const inside =
        inner.x >= outer.x - 1 &&
        inner.y >= outer.y - 1 &&
        inner.x + inner.width <= outer.x + outer.width + 1 &&
        inner.y + inner.height <= outer.y + outer.height + 1;
      return inside && outer.height > 60 ? 'inside' : `prompt ${JSON.stringify(inner)} outside area ${JSON.stringify(outer)}`;
    })
    .toBe('inside');
  // How: Google's container is a child of the host (in the document), slotted into the area.
  const facts = await page.evaluate((host) => {
    const parent = document.getElementById('google-parent-prompt');
    const area = parent?.assignedSlot?.closest('[data-slot="one-tap-area"]');
    return {
      childOfHost: parent !== null && parent.parentElement === document.querySelector(host),
      slottedInArea: area != null && area.getRootNode() === document.querySelector(host)!.shadowRoot,
      holdsPrompt: parent?.querySelector('iframe[title="Sign in with Google"]') != null,
    };
  }, host);
  expect(facts).toEqual({ childOfHost: true, slottedInArea: true, holdsPrompt: true });
}

test.describe('Google One Tap embedded in a widget in a shadow root', { tag: tag('one-tap') }, () => {
  test('enableShadowDOM: the prompt shows in the One Tap area, and a new user signs up through it', async ({ page, baseURL }) => {
    await withoutFedCM(page);
    await routeGoogleScript(page);
    await page.goto(`${configUrl(oneTapConfig(baseURL!, { position: 'embedded' }))}&shadow=1`);
    await expectPromptInArea(page, '[data-slot="shadow-host"]');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continue with GitHub' })).toBeVisible();

    const email = uniqueEmail('onetap-shadow');
    await chooser(page).getByRole('textbox', { name: 'Email address' }).fill(email);
    await chooser(page).getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByTestId('session-identity')).toHaveText(email);
    await expect(page).not.toHaveURL(/token=/);
  });

  test.describe(() => {
    // A page the test fulfils counts as public to Chromium's Local Network Access (elements.spec.ts).
    test.use({ permissions: ['local-network-access'] });

    test('<portico-login> (its own shadow root): the prompt shows in the One Tap area, and a new user signs up through it', async ({ page, baseURL }) => {
      await withoutFedCM(page);
      await routeGoogleScript(page);
      await openPlainPage(page, `<portico-login ${ELEMENT_CLIENT} config='${jsonAttribute(oneTapConfig(baseURL!, { position: 'embedded' }))}'>Loading…</portico-login>`, ELEMENT_SCRIPTS.classic);
      await expectPromptInArea(page, 'portico-login');
      // The host's own fallback stays hidden: the area's slot takes Google's container only.
      const fallbackShown = await page.evaluate(() =>
        [...document.querySelector('portico-login')!.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node as Text).assignedSlot !== null),
      );
      expect(fallbackShown).toBe(false);
      await expect(page.getByRole('button', { name: 'Continue with GitHub' })).toBeVisible();

      // Google's credential signs in, then Stytch redirects to the playground's /authenticate.
      const email = uniqueEmail('onetap-element');
      await chooser(page).getByRole('textbox', { name: 'Email address' }).fill(email);
      await chooser(page).getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(page.getByTestId('session-identity')).toHaveText(email);
    });
  });
});
