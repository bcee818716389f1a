/**
 * The scenarios as the widget meets them, through the real @stytch/vanilla-js client: what the
 * user sees when Stytch limits, fails, slows down, asks for a captcha, when the address is taken,
 * when a mail scanner opens the link first, and an impersonation link.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../src/playwright.ts';

const login = (config: Record<string, unknown>) => `/?config=${encodeURIComponent(JSON.stringify(config))}`;
const emailCodes = { products: ['otp'], otpOptions: { methods: ['email'] } };

async function sendCode(page: Page, email: string): Promise<void> {
  await page.goto(login(emailCodes));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

test('rateLimited: the widget says to wait; off() and the same click goes through', async ({ page, emulator }) => {
  const limited = await emulator.scenario('rateLimited', { retryAfterSeconds: 30 });
  await sendCode(page, 'ada@example.com');
  await expect(page.getByText('Too many requests right now. Please wait a moment, then try again.')).toBeVisible();
  expect(limited.faults[0]?.retry_after_seconds).toBe(30);
  await limited.off();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
});

test('serverDown: the widget says something went wrong, with no spinner left', async ({ page, emulator }) => {
  await page.goto(login(emailCodes));
  await emulator.scenario('serverDown');
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
});

test('slow: the request waits, then the passcode screen comes', async ({ page, emulator }) => {
  await page.goto(login(emailCodes));
  const slow = await emulator.scenario('slow', { delayMs: 1_500, path: '/sdk/v1/otps/*' });
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  expect((await emulator.faults.list()).find((fault) => fault.id === slow.faults[0]?.id)?.hits).toBe(1);
});

test('captchaRequired: Stytch wants a captcha, and the widget says it could not confirm a person', async ({ page, emulator }) => {
  await emulator.scenario('captchaRequired');
  await sendCode(page, 'ada@example.com');
  await expect(page.getByText("We couldn't confirm this request came from a person. Please try again.")).toBeVisible();
});

test('emailTaken: an address that signed up with Google gets a login link at a password sign-up', async ({ page, emulator, inbox }) => {
  await emulator.scenario('emailTaken', { email: 'ada@example.com' });
  await page.goto(login({ products: ['passwords', 'emailMagicLinks'] }));
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  expect((await inbox.latest('ada@example.com')).link).toContain('stytch_token_type=magic_links');
});

test('mailScanner: the scanner opens the link first (its page asks, spends nothing); the user continues and signs in', async ({ page, emulator, inbox, baseURL }) => {
  await emulator.scenario('mailScanner');
  await page.goto(login({ products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: `${baseURL}/authenticate`, signupRedirectURL: `${baseURL}/authenticate` } }));
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const message = await inbox.latest('ada@example.com', { timeout: 20_000 });
  expect(message.scans).toEqual([expect.objectContaining({ mode: 'browser', outcome: 'visited', status: 200, url: message.link })]);
  await page.goto(message.link!);
  // A browser that did not ask for the link (no PKCE here) asks before spending it (issue 36).
  await expect(page.getByRole('heading', { name: 'Continue signing in' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByTestId('session')).toHaveText('Signed in as ada@example.com');
});

test('impersonation: the Dashboard link signs the support person in as the user, once', async ({ page, emulator, baseURL }) => {
  await emulator.users.create({ email: 'ada@example.com' });
  const { link } = await emulator.scenario('impersonation', { email: 'ada@example.com', redirectUrl: `${baseURL}/impersonate` });
  await page.goto(link);
  await expect(page.getByTestId('status')).toHaveText('Handled: impersonation');
  await expect(page.getByTestId('session')).toHaveText('Signed in as ada@example.com');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('session')).toHaveText('Signed out');
  await page.goto(link);
  await expect(page.getByTestId('status')).toHaveText('Error: unable_to_auth_impersonation_token');
});
