import { expect, test } from '@playwright/test';
import { uniqueEmail } from '@portico/testing';
import { configUrl, continueSigningIn, expectNoAxeViolations, inbox, linkSentTo, openLink, playgroundConfig, waitOutMagicLinkLimit } from './support';
import { tag } from './tags';

test.describe('email magic links against the emulator', { tag: tag('magic-link') }, () => {
  test('a new user signs up by following the link, then logs in with a second one', { tag: tag('url-login') }, async ({ page, baseURL }) => {
    const email = uniqueEmail('link');
    const url = configUrl(playgroundConfig(baseURL!, { products: ['emailMagicLinks'] }));
    await page.goto(url);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeFocused();
    await expect(page.getByText(`An email was sent to ${email}.`)).toBeVisible();
    await expect(page.getByRole('link', { name: /Open Gmail/ })).toHaveAttribute('href', /from%3A%40portico\.test/);
    await expectNoAxeViolations(page);

    // A new user gets the sign-up URL; following it logs them in. Without PKCE (this project's
    // default) no link carries proof of the browser that asked, so the page asks before it spends
    // the token ('Continue signing in', naming the address this browser asked for), and the user continues.
    const signup = await linkSentTo(email);
    expect(signup).toContain('/authenticate?signup=1&stytch_token_type=magic_links&token=');
    await page.goto(signup);
    await expect(page.getByText(`You asked for a sign-in link for ${email}. Select Continue to sign in on this device.`)).toBeVisible();
    await continueSigningIn(page);
    await expect(page.getByTestId('session-identity')).toHaveText(email);
    await expect(page).not.toHaveURL(/token=/);
    const userId = await page.getByTestId('session-user-id').textContent();

    await page.getByRole('button', { name: 'Log out' }).click();
    // Wait for the revoke to finish: navigating now would cancel it and keep the session.
    await expect(page.getByTestId('session-panel')).toHaveCount(0);
    await page.goto(url);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const login = await linkSentTo(email, 2);
    expect(login).toMatch(/\/authenticate\?stytch_token_type=magic_links&token=/);
    await openLink(page, login);
    await expect(page.getByTestId('session-user-id')).toHaveText(userId ?? '');
  });

  test('a used link is refused with the spec message', { tag: tag('url-login') }, async ({ page, baseURL }) => {
    const email = uniqueEmail('used');
    await page.goto(configUrl(playgroundConfig(baseURL!, { products: ['emailMagicLinks'] })));
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const link = await linkSentTo(email);
    await openLink(page, link);
    await expect(page.getByTestId('session-identity')).toHaveText(email);
    await page.getByRole('button', { name: 'Log out' }).click();
    // Wait for the revoke to finish: navigating now would cancel it and keep the session.
    await expect(page.getByTestId('session-panel')).toHaveCount(0);

    await openLink(page, link);
    await expect(page.getByRole('heading', { name: 'Looks like there was an error!' })).toBeVisible();
    await expect(
      page.getByText('The magic link could not be authenticated because it was either already used or expired. Please try again.'),
    ).toBeVisible();
    await expect(page.getByTestId('session-panel')).toHaveCount(0);
  });

  test('a link for another account asks before it replaces who is signed in (login CSRF)', { tag: [tag('url-login'), tag('account-switch')] }, async ({ page, browser, baseURL }) => {
    const victim = uniqueEmail('victim');
    const attacker = uniqueEmail('attacker');
    const url = configUrl(playgroundConfig(baseURL!, { products: ['emailMagicLinks'] }));
    await page.goto(url);
    await page.getByRole('textbox', { name: 'Email' }).fill(victim);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await openLink(page, await linkSentTo(victim));
    await expect(page.getByTestId('session-identity')).toHaveText(victim);

    // The attacker asks, in their own browser, for two links to their own account.
    const attackerContext = await browser.newContext();
    const attackerPage = await attackerContext.newPage();
    await attackerPage.goto(url);
    await attackerPage.getByRole('textbox', { name: 'Email' }).fill(attacker);
    await attackerPage.getByRole('button', { name: 'Continue', exact: true }).click();
    const first = await linkSentTo(attacker);
    await waitOutMagicLinkLimit(attackerPage);
    await attackerPage.getByRole('button', { name: 'Resend email' }).click();
    const second = await linkSentTo(attacker, 2);
    await attackerContext.close();

    // The victim follows the first: signed in, the page does not ask 'Continue signing in' but
    // 'Switch accounts?' (never two questions), and staying keeps them signed in as themselves.
    await page.goto(first);
    await expect(page.getByRole('heading', { name: 'Switch accounts?' })).toBeVisible();
    await expect(page.getByText(`You are signed in as ${victim}. This link is for ${attacker} — continue as the new account?`)).toBeVisible();
    await expect(page).not.toHaveURL(/token=/);
    await expect(page.getByTestId('session-identity')).toHaveText(victim);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: `Stay signed in as ${victim}` }).click();
    await expect(page.getByRole('heading', { name: `You are still signed in as ${victim}` })).toBeVisible();
    await page.goto(url);
    await expect(page.getByTestId('session-identity')).toHaveText(victim);

    // The second, continued: now the new account is the page's.
    await page.goto(second);
    await page.getByRole('button', { name: `Continue as ${attacker}` }).click();
    await expect(page.getByTestId('session-identity')).toHaveText(attacker);
    await page.reload();
    await expect(page.getByTestId('session-identity')).toHaveText(attacker);
  });

  test("resend sends the link again and 'Try again' goes back to Main", { tag: tag('resend-code') }, async ({ page, baseURL }) => {
    const email = uniqueEmail('resend-link');
    await page.goto(configUrl(playgroundConfig(baseURL!, { products: ['emailMagicLinks'] })));
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await linkSentTo(email);
    await waitOutMagicLinkLimit(page);
    await page.getByRole('button', { name: 'Resend email' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Email resent' })).toBeVisible();
    await expect.poll(async () => (await inbox.all(email)).length).toBe(2);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  });
});
