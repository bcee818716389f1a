/**
 * `/account` (app/account/page.tsx): `<AccountWidget>` rendered on the server (its frame, loading:
 * the user is the browser's Stytch client's), hydrated without a warning, then the signed-in user's
 * account, its devices through this app's reference account API (app/api/account/[...path]/route.ts)
 * against the emulator's Backend API. In production (`next start`) and, for hydration, `next dev`.
 */
import { expect, test, type APIRequestContext, type ConsoleMessage, type Page } from '@playwright/test';
import { emulatorUrl } from '../playwright.config';

const email = () => `account-page.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** What React and Next.js report when hydration goes wrong (development and production wording). */
const HYDRATION_PROBLEM = /hydrat|did not match|didn't match|server rendered (html|text)|Minified React error #(418|419|421|422|423|425)/i;

async function codeSentTo(request: APIRequestContext, to: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const response = await request.get(`${emulatorUrl}/emulator/outbox`, { params: { to } });
      code = ((await response.json()) as { messages: Array<{ code: string | null }> }).messages[0]?.code ?? null;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code as unknown as string;
}

/** Signs in on the home page by an emailed code (the Stytch client keeps the session in its cookies). */
async function signIn(page: Page, request: APIRequestContext, address: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email' }).fill(address);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('One-time passcode')).toBeFocused();
  await page.keyboard.type(await codeSentTo(request, address));
  await expect(page.getByRole('status').filter({ hasText: 'Signed in.' })).toBeVisible();
}

test('the server sends the account frame, loading, with its stylesheet', async ({ request }) => {
  const response = await request.get('/account');
  expect(response.ok()).toBe(true);
  const html = await response.text();
  expect(html).toMatch(/<div[^>]*data-slot="widget-frame"[^>]*data-screen="Loading"/);
  expect(html).toMatch(/<head>.*<style[^>]*data-href="portico-ui"[^>]*>.*<\/head>/s);
  // Nothing of a user: the server has none.
  expect(html).not.toContain('data-screen="Account"');
});

test('hydrates /account without a warning, then lists this device through the reference account API', { tag: '@hydration' }, async ({ page, request }) => {
  const address = email();
  await signIn(page, request, address);

  const messages: ConsoleMessage[] = [];
  const errors: Error[] = [];
  page.on('console', (message) => messages.push(message));
  page.on('pageerror', (error) => errors.push(error));
  await page.goto('/account');
  // Hydrated: React has taken over the server's frame.
  await expect
    .poll(() => page.locator('[data-slot="widget-frame"]').first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))), {
      timeout: 90_000,
    })
    .toBe(true);
  await expect(page.locator('[data-slot="widget-frame"][data-screen="Account"]')).toBeVisible({ timeout: 30_000 });
  // A user without a name: the address is the name the header shows.
  await expect(page.locator('[data-slot="account-name"]')).toHaveText(address);
  const devices = page.getByRole('list', { name: 'Devices' }).getByRole('listitem');
  await expect(devices).toHaveCount(1);
  await expect(devices.first()).toContainText('This device');
  await expect(page.getByRole('region', { name: 'Delete account' })).toBeVisible();

  const said = messages.map((message) => `${message.type()}: ${message.text()}`);
  expect(said.filter((text) => HYDRATION_PROBLEM.test(text))).toEqual([]);
  expect(said.filter((text) => text.startsWith('error:'))).toEqual([]);
  expect(errors.map((error) => error.message)).toEqual([]);
});
