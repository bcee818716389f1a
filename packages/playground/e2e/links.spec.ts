/**
 * Links on every path (issue 36), in Chromium, through the real @stytch/vanilla-js client, against
 * the emulator (its project has no PKCE, as by default):
 * - a link that reaches a browser which did not start its sign-in asks 'Continue signing in'
 *   before its token is spent (a mail scanner, an attacker's link to a signed-out victim);
 * - every page that spends a link (the redirect page, the reset page's login link and its new
 *   password) asks 'Switch accounts?' for another account than the one signed in, also one the
 *   client knows only by its cookie, and the host's `user.onChange` never reports the link's user
 *   while it asks;
 * - the reset page and the consent page step up to the host's `mfaOptions`;
 * - the reset token leaves the address bar once read.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { authorizeUrl, TEST_CODE_VERIFIER, uniqueEmail } from '@portico/testing';
import { configUrl, CONNECTED_APP_CALLBACK, continueSigningIn, emulatorUrl, expectNoAxeViolations, linkSentTo, messagesTo, openLink, passwordLogInHere, playgroundConfig, recordedIdentities, recordIdentities, requestPasswordReset, seedUser, stubConnectedAppClient, THIRD_PARTY_APP, totp } from './support';
import { tag } from './tags';

test.describe.configure({ mode: 'parallel' });

const PASSWORD = 'links-Pass-9';
const STRONG = 'harbour sunrise violet 36';
const TOTP_TITLE = 'Enter the 6-digit code from your authenticator app';

const linkConfig = (baseURL: string) => configUrl(playgroundConfig(baseURL, { products: ['emailMagicLinks'] }));
const widget = (page: Page) => page.locator('[data-slot="widget-frame"]');

/** Asks, on the login page, for a link to `email`, and returns it. */
async function askForLink(page: Page, request: APIRequestContext, baseURL: string, email: string): Promise<string> {
  await page.goto(linkConfig(baseURL));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  return linkSentTo(email);
}

/** Signs `page` in as `email` by a magic link it asks for (the page then asks 'Continue signing in': no PKCE). */
async function signInByLink(page: Page, request: APIRequestContext, baseURL: string, email: string): Promise<void> {
  await openLink(page, await askForLink(page, request, baseURL, email));
  await expect(page.getByTestId('session-identity')).toHaveText(email);
}

/** A link the attacker asked for, in a browser of their own, to their own account. */
async function attackersLink(browser: Browser, request: APIRequestContext, baseURL: string, email: string): Promise<string> {
  const context = await browser.newContext();
  const link = await askForLink(await context.newPage(), request, baseURL, email);
  await context.close();
  return link;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** The reset email's other link, 'log in without a password' (`stytch_token_type=login`). */
const loginLinkIn = (body: string) => body.match(/https?:\/\/\S*stytch_token_type=login\S*/)![0];

test.describe("'Continue signing in': a link this browser did not start", () => {
  // A mail scanner that renders the link first (the emulator's mail_scanner setting): settings.spec.ts.
  test('a link opened in a new tab of the browser that asked (no PKCE) asks once, names the address, and nothing but Continue spends it', { tag: [tag('link-confirm'), tag('url-login')] }, async ({ page, request, baseURL }) => {
    const email = uniqueEmail('new-tab');
    const link = await askForLink(page, request, baseURL!, email);

    // The user opens it (a new tab of the browser that asked; no PKCE, so no verifier): asked once.
    const tab = await page.context().newPage();
    await tab.goto(link);
    await expect(tab.getByRole('heading', { name: 'Continue signing in' })).toBeVisible();
    await expect(tab.getByText(`You asked for a sign-in link for ${email}. Select Continue to sign in on this device.`)).toBeVisible();
    // The token left the address bar at once, while the question is up; nothing else spends it.
    await expect(tab).not.toHaveURL(/token=/);
    await expectNoAxeViolations(tab);
    await tab.getByRole('heading', { name: 'Continue signing in' }).focus();
    await tab.keyboard.press('Enter');
    await tab.waitForTimeout(300);
    await expect(tab.getByTestId('session-panel')).toHaveCount(0);
    await widget(tab).getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(tab.getByTestId('session-identity')).toHaveText(email);
  });

  test("a signed-out victim who opens an attacker's link is not signed in as the attacker", { tag: [tag('link-confirm'), tag('url-login')] }, async ({ page, browser, request, baseURL }) => {
    const attacker = uniqueEmail('attacker');
    const link = await attackersLink(browser, request, baseURL!, attacker);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Continue signing in' })).toBeVisible();
    // The victim's browser asked for no link: no address is named (never one read from the link).
    await expect(page.getByText('Select Continue to sign in on this device. If you did not ask for this link, close this page.')).toBeVisible();
    await expect(page.getByText(attacker)).toHaveCount(0);
    await page.waitForTimeout(500);
    await expect(page.getByTestId('session-panel')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('session-panel')).toHaveCount(0);
  });

  test("an OAuth redirect from another browser asks too; in the tab that started the sign-in it is one step", { tag: [tag('oauth'), tag('url-login'), tag('link-confirm')] }, async ({ page, browser, baseURL }) => {
    const attacker = uniqueEmail('oauth-attacker');
    const config = configUrl(
      playgroundConfig(baseURL!, {
        products: ['oauth'],
        oauthOptions: { providers: [{ type: 'github' }], loginRedirectURL: `${baseURL}/authenticate`, signupRedirectURL: `${baseURL}/authenticate` },
      }),
    );
    // The attacker signs in at the provider in their own browser and keeps the redirect's URL
    // (the provider's answer, a 302 to the redirect page, is read and not followed).
    const context = await browser.newContext();
    const attackerPage = await context.newPage();
    let redirect = '';
    await attackerPage.route(`${emulatorUrl}/**`, async (route) => {
      if (route.request().method() !== 'POST' || !route.request().isNavigationRequest()) return route.continue();
      const answer = await route.fetch({ maxRedirects: 0 });
      const location = answer.headers()['location'] ?? '';
      if (!location.includes('stytch_token_type=oauth')) return route.fulfill({ response: answer });
      redirect = location;
      return route.fulfill({ contentType: 'text/html', body: '<p>Kept.</p>' });
    });
    await attackerPage.goto(config);
    await attackerPage.getByRole('button', { name: 'Continue with GitHub' }).click();
    await attackerPage.getByRole('radio', { name: 'Another email address' }).check();
    await attackerPage.getByRole('textbox', { name: 'Email address' }).fill(attacker);
    await attackerPage.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect.poll(() => redirect).toContain('token=');
    await context.close();

    await page.goto(redirect);
    await expect(page.getByRole('heading', { name: 'Continue signing in' })).toBeVisible();
    await expect(page).not.toHaveURL(/token=/);
    await page.waitForTimeout(500);
    await expect(page.getByTestId('session-panel')).toHaveCount(0);

    // The user's own social sign-in, in the tab that started it: one step, no question.
    const email = uniqueEmail('oauth-own');
    await page.goto(config);
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.getByRole('radio', { name: 'Another email address' }).check();
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByTestId('session-identity')).toHaveText(email);
  });
});

test.describe("'Switch accounts?' on every page that spends a link", () => {
  test("the reset page's login link (someone else's) asks before it replaces who is signed in", { tag: [tag('password-reset'), tag('account-switch')] }, async ({ page, browser, request, baseURL }) => {
    const victim = uniqueEmail('reset-victim');
    const attacker = uniqueEmail('reset-attacker');
    await signInByLink(page, request, baseURL!, victim);
    const link = await attackersLink(browser, request, baseURL!, attacker);

    await page.goto(`/reset-password?stytch_token_type=login&token=${tokenOf(link)}`);
    // Signed in: no 'Continue signing in', only the one question.
    await expect(page.getByRole('heading', { name: 'Switch accounts?' })).toBeVisible();
    await expect(page.getByText(`You are signed in as ${victim}. This link is for ${attacker} — continue as the new account?`)).toBeVisible();
    await expect(page).not.toHaveURL(/token=/);
    await expect(page.getByTestId('session-identity')).toHaveText(victim);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: `Stay signed in as ${victim}` }).click();
    await expect(page.getByRole('heading', { name: `You are still signed in as ${victim}` })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('session-identity')).toHaveText(victim);
  });

  test("the reset form's new password for another account asks too (it signs in as the link's user)", { tag: [tag('password-reset'), tag('account-switch')] }, async ({ page, request, baseURL }) => {
    const victim = uniqueEmail('pw-victim');
    const attacker = uniqueEmail('pw-attacker');
    await seedUser({ email: attacker, password: PASSWORD });
    await signInByLink(page, request, baseURL!, victim);
    await requestPasswordReset(request, attacker, { reset: `${baseURL}/reset-password` });
    const [reset] = await messagesTo(attacker);

    await page.goto(reset!.link!);
    await page.getByLabel('New password').fill(STRONG);
    await expect(page.getByText('Password accepted.')).toBeVisible();
    await widget(page).getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Switch accounts?' })).toBeVisible();
    await expect(page.getByTestId('session-identity')).toHaveText(victim);
    await page.getByRole('button', { name: `Stay signed in as ${victim}` }).click();
    await expect(page.getByText(`The new password for ${attacker} is saved, but you were not signed in as ${attacker}. You may close this page.`)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('session-identity')).toHaveText(victim);
  });

  test('a session the page knows only by its cookie (storage cleared) is asked about too', { tag: [tag('url-login'), tag('account-switch')] }, async ({ page, browser, request, baseURL }) => {
    const victim = uniqueEmail('cookie-victim');
    const attacker = uniqueEmail('cookie-attacker');
    await signInByLink(page, request, baseURL!, victim);
    const link = await attackersLink(browser, request, baseURL!, attacker);
    // The client's storage is gone (another subdomain's page, a backend's session): its cookie stays.
    await page.evaluate(() => localStorage.clear());
    // The client's own refresh of that cookie answers late: the link's spend must not race ahead of it.
    await page.route('**/sdk/v1/sessions/authenticate', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Switch accounts?' })).toBeVisible();
    await expect(page.getByText(`You are signed in as ${victim}. This link is for ${attacker} — continue as the new account?`)).toBeVisible();
    await page.getByRole('button', { name: `Stay signed in as ${victim}` }).click();
    await expect(page.getByTestId('session-identity')).toHaveText(victim);
  });

  test("while it asks, the host's user.onChange never reports the link's user; continuing does", { tag: [tag('url-login'), tag('account-switch')] }, async ({ page, browser, request, baseURL }) => {
    const victim = uniqueEmail('onchange-victim');
    const attacker = uniqueEmail('onchange-attacker');
    await signInByLink(page, request, baseURL!, victim);
    const first = await attackersLink(browser, request, baseURL!, attacker);
    await recordIdentities(page);
    // Requests that read a session back answer slowly, as a far server does.
    await page.route('**/sdk/v1/sessions/authenticate', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto(first);
    await expect(page.getByRole('heading', { name: 'Switch accounts?' })).toBeVisible();
    await page.waitForTimeout(1_000);
    await page.getByRole('button', { name: `Stay signed in as ${victim}` }).click();
    await expect(page.getByRole('heading', { name: `You are still signed in as ${victim}` })).toBeVisible();
    expect(await recordedIdentities(page)).toEqual([victim]);
  });
});

test.describe('the reset page and the consent page step up to mfaOptions', () => {
  const mfaOptions = { policy: 'whenEnrolled', methods: ['totp'] };

  test("a reset's new password, then the authenticator app's code, before the login completes", { tag: [tag('password-reset'), tag('step-up'), tag('mfa')] }, async ({ page, request, baseURL }) => {
    const email = uniqueEmail('reset-mfa');
    const user = await seedUser({ email, password: PASSWORD, totp: true });
    const resetPage = `${baseURL}/reset-password?config=${encodeURIComponent(JSON.stringify({ products: ['passwords'], mfaOptions }))}`;
    await requestPasswordReset(request, email, { reset: resetPage });
    const [reset] = await messagesTo(email);

    await page.goto(reset!.link!);
    // The token left the address bar once read; the page's own parameters stay.
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(page).not.toHaveURL(/token=/);
    await expect(page).toHaveURL(/config=/);
    await page.getByLabel('New password').fill(STRONG);
    await expect(page.getByText('Password accepted.')).toBeVisible();
    await widget(page).getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { name: TOTP_TITLE })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Success!' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.keyboard.type(await totp.code(user.totp!.secret));
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(page.getByTestId('session-factors')).toHaveText('knowledge + authenticator_app');
  });

  test("a reset email's login link asks 'Continue signing in' in a browser that did not ask, then steps up", { tag: [tag('password-reset'), tag('link-confirm'), tag('step-up'), tag('mfa')] }, async ({ page, request, baseURL }) => {
    const email = uniqueEmail('login-link-mfa');
    const user = await seedUser({ email, password: PASSWORD, totp: true });
    const resetPage = `${baseURL}/reset-password?config=${encodeURIComponent(JSON.stringify({ products: ['passwords'], mfaOptions }))}`;
    await requestPasswordReset(request, email, { reset: resetPage, login: resetPage });
    const [reset] = await messagesTo(email);

    await page.goto(loginLinkIn(reset!.text));
    await continueSigningIn(page);
    await expect(page.getByRole('heading', { name: TOTP_TITLE })).toBeVisible();
    await page.keyboard.type(await totp.code(user.totp!.secret));
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(page.getByTestId('session-identity')).toHaveText(email);
  });

  test("the consent page: a password-only session of an authenticator-app user gives the app's code before any code is issued", { tag: [tag('idp-consent'), tag('step-up'), tag('mfa')] }, async ({ page, request, baseURL }) => {
    const email = uniqueEmail('idp-mfa');
    const user = await seedUser({ email, password: PASSWORD, totp: true });
    const reached = await stubConnectedAppClient(page);
    // One factor: a password login on a page without mfaOptions.
    await page.goto('/');
    await passwordLogInHere(page, email, PASSWORD);
    await expect(page.getByTestId('session-factors')).toHaveText('knowledge');

    await page.goto(
      authorizeUrl({
        clientId: THIRD_PARTY_APP,
        redirectUri: CONNECTED_APP_CALLBACK,
        scope: 'openid email',
        state: 'state-mfa',
        params: { config: JSON.stringify(playgroundConfig(baseURL!, { products: ['passwords'], mfaOptions })) },
      }),
    );
    await expect(page.getByRole('heading', { name: TOTP_TITLE })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Allow' })).toHaveCount(0);
    await page.keyboard.type(await totp.code(user.totp!.secret));
    await expect(page.getByRole('heading', { name: 'Sign in to Portico Demo App with Portico Playground' })).toBeVisible();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect.poll(() => reached.length).toBe(1);
    const code = new URL(reached[0]!).searchParams.get('code')!;
    // The client learns how the user signed in: the ID token's amr (RFC 8176) names both factors.
    const { token_endpoint } = (await (await request.get(`${emulatorUrl}/.well-known/openid-configuration`)).json()) as { token_endpoint: string };
    const exchanged = await request.post(token_endpoint, {
      form: { grant_type: 'authorization_code', code, redirect_uri: CONNECTED_APP_CALLBACK, client_id: THIRD_PARTY_APP, code_verifier: TEST_CODE_VERIFIER },
    });
    expect(exchanged.ok(), await exchanged.text()).toBe(true);
    const { id_token } = (await exchanged.json()) as { id_token: string };
    const claims = JSON.parse(Buffer.from(id_token.split('.')[1]!, 'base64url').toString()) as { amr?: string[] };
    expect(claims.amr).toEqual(expect.arrayContaining(['pwd', 'otp', 'mfa']));
  });

  test('the consent page sees a session known only by its cookie: never "No active session"', { tag: tag('idp-consent') }, async ({ page }) => {
    const email = uniqueEmail('idp-cookie');
    await seedUser({ email, password: PASSWORD });
    await stubConnectedAppClient(page);
    await page.goto('/');
    await passwordLogInHere(page, email, PASSWORD);
    await expect(page.getByTestId('session-identity')).toHaveText(email);
    await page.evaluate(() => localStorage.clear());
    await page.addInitScript(() => {
      const said: string[] = [];
      Object.assign(window, { __said: said });
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('No active session detected')) said.push('noSession');
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.route('**/sdk/v1/sessions/authenticate', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto(authorizeUrl({ clientId: THIRD_PARTY_APP, redirectUri: CONNECTED_APP_CALLBACK, scope: 'openid', state: 's', codeVerifier: false }));
    await expect(page.getByRole('heading', { name: 'Sign in to Portico Demo App with Portico Playground' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __said: string[] }).__said)).toEqual([]);
  });
});

test('the reset token leaves the address bar once read; a reload shows it missing', { tag: tag('password-reset') }, async ({ page, request, baseURL }) => {
  const email = uniqueEmail('reset-address');
  await seedUser({ email, password: PASSWORD });
  await requestPasswordReset(request, email, { reset: `${baseURL}/reset-password` });
  const [reset] = await messagesTo(email);
  await page.goto(reset!.link!);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page).not.toHaveURL(/token=|stytch_token_type=/);
  await page.getByLabel('New password').fill('typed, not sent');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Looks like there was an error!' })).toBeVisible();
});
