/**
 * Google One Tap with the SDK's own One Tap code, offline: the test serves the emulator's stand-in
 * (`/emulator/gsi/client`) in place of `https://accounts.google.com/gsi/client`, so
 * `oauth.googleOneTap.start()` (headless) and the prebuilt UI's One Tap talk to the emulator's
 * clientside-services frame (`oneTapStart`, `oneTapSubmit`) and its stand-in account chooser.
 */
import { expect, test, type Page } from '@playwright/test';
import { GOOGLE_GSI_CLIENT_URL } from '@portico/emulator/client-options';
import { emulatorUrl, failed, listUsers, ok, openPage, pagesUrl, putConfig, resetEmulator, seedUser } from './support.ts';

const redirects = { login_redirect_url: `${pagesUrl}/one-tap/login`, signup_redirect_url: `${pagesUrl}/one-tap/signup` };

test.beforeEach(async ({ page }) => {
  await resetEmulator();
  const body = await (await fetch(`${emulatorUrl}/emulator/gsi/client`)).text();
  await page.route(GOOGLE_GSI_CLIENT_URL, (route) => route.fulfill({ contentType: 'text/javascript', body }));
});

const chooser = (page: Page) => page.frameLocator('iframe[title="Sign in with Google"]');

/** `oauth.googleOneTap.start()`, settled: it resolves once the prompt is displayed (or not). */
const startOneTap = (page: Page, options: Record<string, unknown> = redirects) =>
  page.evaluate(
    (startOptions) =>
      settle(stytch.oauth.googleOneTap.start({ ...startOptions, onOneTapCancelled: () => (window.oneTapCancelled = (window.oneTapCancelled ?? 0) + 1) })),
    options,
  );

test('One Tap (headless): the floating prompt signs up a new user, then authenticateByUrl', async ({ page }) => {
  await openPage(page);
  expect(ok(await startOneTap(page))).toEqual({ success: true });

  const container = page.locator('#credential_picker_container');
  await expect(container).toBeVisible();
  expect(await container.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  const frame = chooser(page);
  await expect(frame.getByRole('heading', { name: 'Sign in to Portico Conformance with Google' })).toBeVisible();
  // The iframe is sized to its content.
  const [frameHeight, contentHeight] = await Promise.all([
    page.locator('#credential_picker_iframe').evaluate((element) => element.getBoundingClientRect().height),
    frame.locator('body').evaluate((element) => Math.ceil(element.getBoundingClientRect().height)),
  ]);
  expect(Math.abs(frameHeight - contentHeight)).toBeLessThanOrEqual(1);

  await frame.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
  await frame.getByRole('textbox', { name: /Name/ }).fill('Ada Lovelace');
  await frame.getByRole('button', { name: 'Continue', exact: true }).click();

  await page.waitForURL(`${pagesUrl}/one-tap/signup?stytch_token_type=oauth&token=*`);
  await page.waitForFunction(() => window.conformanceReady === true);
  expect(ok(await page.evaluate(() => settle(stytch.authenticateByUrl({ session_duration_minutes: 60 }))))).toMatchObject({
    handled: true,
    tokenType: 'oauth',
  });
  const user = await page.evaluate(() => stytch.user.getSync());
  expect(user?.providers).toEqual([expect.objectContaining({ provider_type: 'Google' })]);
  expect(user?.name).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
  expect(user?.emails).toEqual([expect.objectContaining({ email: 'ada@example.com', verified: true })]);
});

test('One Tap (headless): a known user picks their account and lands on the login URL', async ({ page }) => {
  const seeded = await seedUser({ email: 'grace@example.com', name: { first_name: 'Grace', last_name: 'Hopper' } });
  await openPage(page);
  ok(await startOneTap(page));
  await chooser(page).getByRole('button', { name: 'Continue as Grace Hopper' }).click();
  await page.waitForURL(`${pagesUrl}/one-tap/login?stytch_token_type=oauth&token=*`);
  await page.waitForFunction(() => window.conformanceReady === true);
  ok(await page.evaluate(() => settle(stytch.authenticateByUrl({ session_duration_minutes: 60 }))));
  expect(await page.evaluate(() => stytch.user.getSync()?.user_id)).toBe(seeded.user_id);
});

test('One Tap (headless): Close calls onOneTapCancelled; a tap outside and cancel_on_tap_outside', async ({ page }) => {
  await openPage(page);
  ok(await startOneTap(page));
  await chooser(page).getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('#credential_picker_container')).toHaveCount(0);
  expect(await page.evaluate(() => window.oneTapCancelled)).toBe(1);

  ok(await startOneTap(page));
  await expect(page.locator('#credential_picker_iframe')).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.locator('#credential_picker_container')).toHaveCount(0);
  expect(await page.evaluate(() => window.oneTapCancelled)).toBe(1); // tap_outside is not user_cancel

  ok(await startOneTap(page, { ...redirects, cancel_on_tap_outside: false }));
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.locator('#credential_picker_iframe')).toBeVisible();
});

test('One Tap (headless): the stand-in Google refuses an unregistered client or origin', async ({ page }) => {
  await putConfig({ google_one_tap: { client_registered: false } });
  await openPage(page);
  expect(ok(await startOneTap(page))).toEqual({ success: false, reason: 'invalid_client' });
  await putConfig({ google_one_tap: { client_registered: true, javascript_origins: ['https://app.example.com'] } });
  expect(ok(await startOneTap(page))).toEqual({ success: false, reason: 'unregistered_origin' });
  await expect(page.locator('#credential_picker_container')).toHaveCount(0);
});

test('One Tap (headless): project settings that stop oneTapStart reach the SDK as reasons', async ({ page }) => {
  const cases: [Record<string, unknown>, string][] = [
    [{ oauth_providers: ['github'] }, 'oauth_config_not_found'],
    [{ google_one_tap: { client_id: '' } }, 'oauth_config_not_found'],
    [{ google_one_tap: { uses_default_provider: true } }, 'default_provider_not_allowed'],
    [{ redirect_urls: [] }, 'no_login_redirect_urls_set'],
    [{ default_signup_redirect_url: '' }, 'no_signup_redirect_urls_set'],
  ];
  for (const [settings, reason] of cases) {
    await resetEmulator();
    await putConfig(settings);
    await openPage(page); // the SDK keeps oneTapStart's answer for the page's lifetime
    expect(failed(await startOneTap(page)).message, JSON.stringify(settings)).toBe(`One Tap could not load: ${reason}`);
  }
  expect(await listUsers()).toEqual([]);
});

test.describe('on a phone', () => {
  // The prebuilt UI gives embedded One Tap its own resizing box only where Google would embed it (a mobile user agent).
  test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1' });

  test('One Tap (prebuilt UI, forceLegacyEmbedded): the chooser sits in the login form, sized to fit', async ({ page }) => {
    await openPage(page, '/ui');
    await page.evaluate(
      (redirectUrl) => window.mountLoginUI?.({ products: ['oauth'], redirectUrl, oneTapPosition: 'forceLegacyEmbedded' }),
      `${pagesUrl}/ui/authenticate`,
    );
    const parent = page.locator('#google-parent-prompt');
    const iframe = parent.locator('iframe[title="Sign in with Google"]');
    await expect(iframe).toBeVisible();
    const frame = chooser(page);
    await expect(frame.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
    // Full width of the form, and the UI's container grew to the chooser's height.
    await expect(async () => {
      const sizes = await page.evaluate(() => {
        const prompt = document.getElementById('google-parent-prompt');
        const frameElement = prompt?.querySelector('iframe');
        return {
          parentWidth: prompt?.getBoundingClientRect().width ?? 0,
          frameWidth: frameElement?.getBoundingClientRect().width ?? 0,
          frameHeight: frameElement?.getBoundingClientRect().height ?? 0,
          boxHeight: prompt?.parentElement?.getBoundingClientRect().height ?? 0,
        };
      });
      expect(sizes.frameWidth).toBe(sizes.parentWidth);
      expect(sizes.frameHeight).toBeGreaterThan(150);
      expect(Math.abs(sizes.boxHeight - sizes.frameHeight)).toBeLessThanOrEqual(2);
    }).toPass({ timeout: 5_000 });

    await frame.getByRole('textbox', { name: 'Email address' }).fill('alan@example.com');
    await frame.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(`${pagesUrl}/ui/authenticate?stytch_token_type=oauth&token=*`);
    const users = await listUsers({ email: 'alan@example.com' });
    expect(users).toHaveLength(1);
  });
});

test('One Tap in browser mode: MSW answers Google’s script with the in-page emulator’s stand-in', async ({ page }) => {
  await page.unrouteAll(); // MSW, not the test, answers https://accounts.google.com/gsi/client here
  await openPage(page, '/browser-mode');
  const back = { login_redirect_url: `${pagesUrl}/browser-mode/login`, signup_redirect_url: `${pagesUrl}/browser-mode/signup` };
  expect(ok(await startOneTap(page, back))).toEqual({ success: true });
  const iframe = page.locator('#credential_picker_iframe');
  expect(await iframe.getAttribute('src')).toMatch(new RegExp(`^${pagesUrl}/__portico-emulator/emulator/gsi/prompt\\?`));
  const frame = chooser(page);
  await expect(frame.getByRole('heading', { name: 'Sign in to Portico Browser Mode with Google' })).toBeVisible();
  await frame.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
  await frame.getByRole('button', { name: 'Continue', exact: true }).click();
  // The in-page emulator signed the user up and sent the page on; the next page starts a new one.
  await page.waitForURL(`${pagesUrl}/browser-mode/signup?stytch_token_type=oauth&token=*`);
});

test('One Tap with routeGoogleOneTap: MSW answers Google’s script with the Node emulator’s stand-in', async ({ page }) => {
  await page.unrouteAll();
  await openPage(page, '/one-tap-msw');
  expect(ok(await startOneTap(page))).toEqual({ success: true });
  expect(await page.locator('#credential_picker_iframe').getAttribute('src')).toMatch(new RegExp(`^${emulatorUrl}/emulator/gsi/prompt\\?`));
  await chooser(page).getByRole('textbox', { name: 'Email address' }).fill('grace@example.com');
  await chooser(page).getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL(`${pagesUrl}/one-tap/signup?stytch_token_type=oauth&token=*`);
  await page.waitForFunction(() => window.conformanceReady === true);
  ok(await page.evaluate(() => settle(stytch.authenticateByUrl({ session_duration_minutes: 60 }))));
  expect(await page.evaluate(() => stytch.user.getSync()?.emails.map((email) => email.email))).toEqual(['grace@example.com']);
});
