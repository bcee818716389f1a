/**
 * Stytch's own prebuilt UI (`StytchUIClient.mountLogin` from @stytch/vanilla-js) against the
 * emulator in Chromium, driven like a user: by roles, labels and text. Playwright's locators reach
 * into open shadow roots, so the same steps work with and without `enableShadowDOM`.
 */
import { expect, test, type Page } from '@playwright/test';
import type { MountLoginOptions } from './pages/globals';
import { addVirtualAuthenticator } from '@portico/testing/playwright';
import { codeSentTo, linkSentTo, listUsers, loginByEmailOtp, ok, openPage, pagesUrl, resetEmulator, sessionCookies } from './support.ts';

test.beforeEach(async () => {
  await resetEmulator();
});

const redirectUrl = `${pagesUrl}/ui/authenticate`;

/** Opens the UI page and mounts the login screen (the page calls `mountLogin` twice, protocol §11). */
async function mountLogin(page: Page, options: Omit<MountLoginOptions, 'redirectUrl'>): Promise<void> {
  await openPage(page, '/ui');
  await page.evaluate((mount) => window.mountLoginUI?.(mount), { ...options, redirectUrl });
  await expect(page.getByText('Sign up or log in')).toBeVisible();
}

const uiEvents = (page: Page) => page.evaluate(() => window.uiEvents ?? []);

/** The UI shows its success screen and fires its events before the SDK has stored everything: retry. */
async function expectLoggedIn(page: Page, email: string, factor: string, verified = true): Promise<void> {
  await expect(async () => {
    const state = await page.evaluate(() => ({ session: stytch.session.getSync(), user: stytch.user.getSync() }));
    expect(state.session?.authentication_factors.map((entry) => entry.type)).toContain(factor);
    expect(state.user?.emails).toEqual([expect.objectContaining({ email, verified })]);
    expect(Object.keys(await sessionCookies(page)).sort()).toEqual(['stytch_session', 'stytch_session_jwt']);
  }).toPass({ timeout: 5_000 });
}

for (const shadowDOM of [false, true]) {
  test(`email OTP${shadowDOM ? ' (in a shadow root)' : ''}: type the email, type the code, see the success screen`, async ({ page }) => {
    await mountLogin(page, { products: ['otp'], shadowDOM });
    expect(await page.evaluate(() => Boolean(document.querySelector('#login stytch-ui')?.shadowRoot))).toBe(shadowDOM);
    const email = 'ada@example.com';
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expect(page.getByText('Enter passcode')).toBeVisible();
    await expect(page.getByText(`A 6-digit passcode was sent to you at ${email}.`)).toBeVisible();
    await page.getByRole('textbox', { name: 'One-time passcode' }).fill(await codeSentTo(email));
    await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
    await expect.poll(() => uiEvents(page)).toEqual(['OTP_LOGIN_OR_CREATE', 'OTP_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
    await expectLoggedIn(page, email, 'otp');
  });
}

test('email OTP: a wrong code shows the UI\'s error and the right one still works', async ({ page }) => {
  await mountLogin(page, { products: ['otp'] });
  const email = 'grace@example.com';
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByText('Enter passcode')).toBeVisible();
  const code = await codeSentTo(email);
  await page.getByRole('textbox', { name: 'One-time passcode' }).fill(code === '000000' ? '111111' : '000000');
  await expect.poll(() => page.evaluate(() => window.uiErrors ?? [])).toContain('otp_code_not_found');
  await expect(page.getByText('Invalid passcode, please try again.')).toBeVisible();
  // The passcode field keeps the wrong digits: clear it first, as a user would.
  await page.getByRole('textbox', { name: 'One-time passcode' }).fill('');
  await page.getByRole('textbox', { name: 'One-time passcode' }).fill(code);
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
});

test('email magic link: the UI sends it, the link opens the page, authenticateByUrl logs in', async ({ page }) => {
  await mountLogin(page, { products: ['emailMagicLinks'] });
  const email = 'ada@example.com';
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();
  await expect(page.getByText(`An email was sent to ${email}.`)).toBeVisible();
  await expect.poll(() => uiEvents(page)).toEqual(['MAGIC_LINK_LOGIN_OR_CREATE']);

  const link = await linkSentTo(email);
  expect(link).toMatch(new RegExp(`^${redirectUrl}\\?stytch_token_type=magic_links&token=`));
  // The prebuilt UI never consumes the token itself (protocol §2.12): the app's page does.
  await openPage(page, link);
  const result = ok(await page.evaluate(() => settle(stytch.authenticateByUrl({ session_duration_minutes: 60 }))));
  expect(result).toMatchObject({ handled: true, tokenType: 'magic_links' });
  await expectLoggedIn(page, email, 'magic_link');
});

test('passwords: sign up on the "Create an account" screen, then log in on the "Log in" screen', async ({ page }) => {
  await mountLogin(page, { products: ['passwords'] });
  const email = 'ada@example.com';
  const password = 'violet umbrella marmalade express';
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();

  // users/search said "new": the sign-up screen, whose Continue waits for a valid strength check.
  await expect(page.getByText('Create an account')).toBeVisible();
  const passwordBox = page.getByRole('textbox', { name: 'Password' });
  await passwordBox.fill('password');
  await expect(page.getByText('Password not accepted.')).toBeVisible();
  await expect(page.getByText('This is a top-10 common password.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeDisabled();
  await passwordBox.fill(password);
  await expect(page.getByText('Password accepted.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('You have successfully logged in.')).toBeVisible();
  await expect.poll(() => uiEvents(page)).toEqual(['PASSWORD_CREATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  // A password proves nothing about the address: it stays unverified (as on Stytch).
  await expectLoggedIn(page, email, 'password', false);
  expect((await listUsers({ email }))[0]).toMatchObject({ password: expect.objectContaining({ requires_reset: false }) });

  ok(await page.evaluate(() => settle(stytch.session.revoke())));
  await mountLogin(page, { products: ['passwords'] });
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByText('Log in', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Password' }).fill('not my password');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect.poll(() => page.evaluate(() => window.uiErrors ?? [])).toContain('unauthorized_credentials');
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('You have successfully logged in.')).toBeVisible();
  await expectLoggedIn(page, email, 'password', false);
});

test('passkeys: a passkey registered through the headless client, then "Login with a Passkey"', async ({ page }) => {
  await openPage(page);
  await addVirtualAuthenticator(page);
  const email = 'ada@example.com';
  const login = await loginByEmailOtp(page, email);
  ok(await page.evaluate(() => settle(stytch.webauthn.register({ is_passkey: true, session_duration_minutes: 60 }))));
  ok(await page.evaluate(() => settle(stytch.session.revoke())));

  // With an email product next to passkeys, Chromium (which supports passkey autofill) gets no
  // button but conditional mediation; the UI shows the button when there is no email field.
  await mountLogin(page, { products: ['passkeys', 'oauth'] });
  await page.getByRole('button', { name: 'Login with a Passkey' }).click();
  await expect(page.getByText('Your Passkey has been successfully authenticated.')).toBeVisible();
  await expect.poll(() => uiEvents(page)).toEqual(['PASSKEY_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  await expectLoggedIn(page, email, 'webauthn');
  expect(await page.evaluate(() => stytch.user.getSync()?.user_id)).toBe(login.user_id);
});
