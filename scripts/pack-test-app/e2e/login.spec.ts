// The app's end-to-end tests, as docs/testing.md tells a host to write them, on @portico/testing.
import type { Page } from '@playwright/test';
import { expect, expectAccessibleLogin, test } from '@portico/testing/playwright';

// Every test signs in as ada@example.com, at the same time on two workers: each has an emulator of its own.
const email = 'ada@example.com';
const signedIn = (page: Page, who = email) => expect(page.getByTestId('signed-in')).toHaveText(`Signed in as ${who}`);

async function emailCode(page: Page, inbox: { latest(to: string, options?: { count?: number }): Promise<{ code: string | null }> }, count = 1) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const { code } = await inbox.latest(email, { count });
  await page.getByLabel('One-time passcode').pressSequentially(code!);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('signed-in')).toHaveText('Signed out');
}

/** Console errors, uncaught errors and requests that leave the machine: none is expected. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (/^https?:/.test(request.url()) && hostname !== 'localhost' && hostname !== '127.0.0.1') problems.push(`request off the machine: ${request.url()}`);
  });
  return problems;
}

/** The widget's stylesheet is in the document (<LoginWidget>) or in the element's shadow root. */
const styled = (page: Page, shadow: boolean) =>
  page.evaluate((inShadow) => {
    const root = inShadow ? document.querySelector('portico-login')?.shadowRoot : document;
    return [...(root?.querySelectorAll('style') ?? [])].some((style) => style.textContent?.includes('--portico-button-primary-background'));
  }, shadow);

test('an email code (<LoginWidget>)', async ({ page, inbox }) => {
  const problems = watch(page);
  await page.goto('/');
  await emailCode(page, inbox);
  await signedIn(page);
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.getByTestId('events')).toContainText('AUTHENTICATE_FLOW_COMPLETE');
  expect(await styled(page, false)).toBe(true);
  expect(problems).toEqual([]);
});

test('an email code (<portico-login>, @portico/elements)', async ({ page, inbox }) => {
  const problems = watch(page);
  await page.goto('/elements.html');
  await emailCode(page, inbox);
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.getByTestId('events')).toContainText('AUTHENTICATE_FLOW_COMPLETE');
  expect(await styled(page, true)).toBe(true);
  expect(problems).toEqual([]);
});

test('a passkey: registered after a code, then it signs in', async ({ page, inbox, authenticator }) => {
  await page.goto('/?login=passkeys');
  await emailCode(page, inbox);
  await signedIn(page);
  await page.goto('/passkeys');
  await page.getByRole('button', { name: 'Create a Passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Passkey successfully created!' })).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);
  await signOut(page);
  // The email field offers the passkey (autofill): the authenticator answers, as a person picking it.
  await page.goto('/?login=passkeys');
  await signedIn(page);
});

test('an authenticator app: enrolled at the first sign-in, its code at the next', async ({ page, inbox, totp, emulator }) => {
  await page.goto('/?login=mfa');
  await emailCode(page, inbox);
  const secret = await page.getByRole('group', { name: 'Setup key' }).locator('code').textContent();
  await page.getByLabel('One-time passcode').pressSequentially(await totp.code(secret!));
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await signOut(page);

  await page.goto('/?login=mfa');
  await emailCode(page, inbox, 2);
  await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
  // The enrolment used this 30-second step's code: the app shows the next one half a minute later.
  await emulator.clock.advance(30_000);
  await page.getByLabel('One-time passcode').pressSequentially(await totp.code(secret!));
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
});

test('a magic link that a mail scanner opened first', async ({ page, inbox, emulator }) => {
  await emulator.scenario('mailScanner');
  await page.goto('/?login=links');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const { link, scans } = await inbox.latest(email);
  expect(scans).toEqual([expect.objectContaining({ mode: 'browser', outcome: 'visited' })]);
  await page.goto(link!);
  // Opened in a browser that did not ask for it, the link asks first; its user continues.
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await signedIn(page);
});

test('a wallet', async ({ page, wallets }) => {
  const { ethereum } = await wallets.install({ ethereum: true });
  await page.goto('/?login=crypto');
  await page.getByRole('button', { name: 'Continue with Metamask' }).click();
  await signedIn(page, ethereum!.address);
});

test('the login is accessible', async ({ page }) => {
  await page.goto('/');
  await expectAccessibleLogin(page);
});
