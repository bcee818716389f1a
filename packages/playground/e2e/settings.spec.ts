import { expect, test, type APIRequestContext } from '@playwright/test';
import { uniqueEmail } from '@portico/testing';
import { installWallets } from '@portico/testing/playwright';
import { configUrl, continueSigningIn, emulatorUrl, inbox, linkSentTo, oneTapConfig, playgroundConfig, routeGoogleScript } from './support';
import { tag } from './tags';

// These tests change the emulator's project settings, which every test shares: they run after
// the others, one at a time, and put the settings back.
test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ request }) => {
  await request.put(`${emulatorUrl}/emulator/config`, {
    data: {
      password_policy: 'zxcvbn',
      siwe_required_for_crypto_wallets: false,
      pkce_required_for_email_magic_links: false,
      sdk_disabled_products: [],
      mail_scanner: 'off',
    },
  });
});

test('a LUDS project shows the checklist, which reacts while typing', { tag: [tag('create-password'), tag('password-strength')] }, async ({ page, request }) => {
  const changed = await request.put(`${emulatorUrl}/emulator/config`, {
    data: { password_policy: 'luds', luds_min_length: 10, luds_complexity: 3 },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  const email = uniqueEmail('luds');
  await page.goto('/');
  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  const length = page.locator('[data-slot="requirement"]').filter({ hasText: 'Must be at least 10 characters long' });
  const complexity = page
    .locator('[data-slot="requirement"]')
    .filter({ hasText: 'Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol' });
  await expect(length).toHaveAttribute('data-status', 'notFulfilled');
  await expect(complexity).toHaveAttribute('data-status', 'notFulfilled');
  await expect(page.locator('[data-slot="strength-meter"]')).toHaveCount(0);
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('passwordrules', /minlength: 10/);

  await password.pressSequentially('abcdefghijkl');
  await expect(length).toHaveAttribute('data-status', 'fulfilled');
  await expect(complexity).toHaveAttribute('data-status', 'notFulfilled');
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeDisabled();

  await password.fill('Abcdefghij7k');
  await expect(complexity).toHaveAttribute('data-status', 'fulfilled');
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
});

test('a project that requires SIWE: the Ethereum wallet signs a Sign-In with Ethereum message and logs in', { tag: tag('crypto-connect') }, async ({ page, request, baseURL }) => {
  const changed = await request.put(`${emulatorUrl}/emulator/config`, { data: { siwe_required_for_crypto_wallets: true } });
  expect(changed.ok(), await changed.text()).toBe(true);
  const { ethereum } = await installWallets(page, { ethereum: 'Metamask', seed: 'siwe' });
  await page.goto(configUrl(playgroundConfig(baseURL!, { products: ['crypto', 'emailMagicLinks'] })));
  const start = page.waitForResponse((response) => response.url().includes('/crypto_wallets/authenticate/start'));
  await page.getByRole('button', { name: 'Continue with Metamask' }).click();
  const sent = (await start).request().postDataJSON() as { siwe_params?: { uri?: string } };
  expect(sent.siwe_params?.uri).toBe(new URL(baseURL!).origin);
  const { data } = (await (await start).json()) as { data: { challenge: string } };
  expect(data.challenge).toContain('wants you to sign in with your Ethereum account:');
  await expect(page.getByText('You have successfully connected your wallet.')).toBeVisible();
  await expect(page.getByTestId('session-identity')).toHaveText(ethereum!.address);
});

test.describe('One Tap setup problems (spec §4): each shows its configuration error, and the Google button instead', { tag: tag('one-tap') }, () => {
  test.use({ serviceWorkers: 'block' });
  const DEFAULT_ONE_TAP = {
    client_id: 'emulated-google-client-id.apps.googleusercontent.com',
    javascript_origins: [],
    client_registered: true,
    uses_default_provider: false,
  };
  test.afterEach(async ({ request }) => {
    await request.put(`${emulatorUrl}/emulator/config`, {
      data: {
        google_one_tap: DEFAULT_ONE_TAP,
        default_login_redirect_url: 'http://localhost:5173/authenticate',
        default_signup_redirect_url: 'http://localhost:5173/authenticate',
      },
    });
  });

  const STATES: Array<[string, Record<string, unknown>, RegExp]> = [
    ['origin not allowed', { google_one_tap: { javascript_origins: ['https://app.example.com'] } }, /origin \(http:\/\/localhost:\d+\) is not allowed/],
    ['invalid client', { google_one_tap: { client_registered: false } }, /does not recognize the project's Google client ID/],
    ['OAuth config not found', { google_one_tap: { client_id: '' } }, /no Google OAuth client is configured/],
    ['no login redirect URLs', { default_login_redirect_url: '' }, /no login redirect URLs/],
    ['no signup redirect URLs', { default_signup_redirect_url: '' }, /no signup redirect URLs/],
    ['default provider not allowed', { google_one_tap: { uses_default_provider: true } }, /default OAuth client cannot be used with One Tap/],
  ];

  for (const [state, settings, message] of STATES) {
    test(state, async ({ page, request, baseURL }) => {
      const changed = await request.put(`${emulatorUrl}/emulator/config`, { data: settings });
      expect(changed.ok(), await changed.text()).toBe(true);
      await routeGoogleScript(page);
      // The redirect-URL states need a config that names none (so the project's defaults apply).
      const config = oneTapConfig(baseURL!, { position: 'floating' }) as { oauthOptions: Record<string, unknown> };
      delete config.oauthOptions.loginRedirectURL;
      delete config.oauthOptions.signupRedirectURL;
      await page.goto(configUrl(config));
      const problem = page.locator('[data-slot="one-tap-problem"]');
      await expect(problem).toHaveText(message);
      await expect(problem).toHaveAttribute('role', 'alert');
      await expect(page.locator('iframe[title="Sign in with Google"]')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    });
  }

  test('none: the prompt shows, with no configuration error', async ({ page, baseURL }) => {
    await routeGoogleScript(page);
    await page.goto(configUrl(oneTapConfig(baseURL!, { position: 'floating' })));
    await expect(page.locator('iframe[title="Sign in with Google"]')).toBeVisible();
    await expect(page.locator('[data-slot="one-tap-problem"]')).toHaveCount(0);
  });
});

test('with PKCE for magic links, a link opened in another browser says where it works (docs/security.md)', { tag: tag('url-login') }, async ({ page, browser, request, baseURL }) => {
  const changed = await request.put(`${emulatorUrl}/emulator/config`, { data: { pkce_required_for_email_magic_links: true } });
  expect(changed.ok(), await changed.text()).toBe(true);
  const email = uniqueEmail('pkce-link');
  const url = configUrl(playgroundConfig(baseURL!, { products: ['emailMagicLinks'] }));
  await page.goto(url);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const link = await linkSentTo(email);

  // Another browser (the phone the email was read on) has no verifier: it asks first ('Continue
  // signing in'), then the server refuses the token, and the page says why.
  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto(link);
  await continueSigningIn(phone);
  await expect(phone.getByRole('alert')).toHaveText(
    'This link only works in the browser where you asked for it. Open it there, or ask for a new one on this device.',
  );
  await expect(phone.getByTestId('session-panel')).toHaveCount(0);
  await other.close();

  // The browser that asked still can, in one step (its verifier shows it started the link): a
  // PKCE failure does not use up the token.
  await page.goto(link);
  await expect(page.getByTestId('session-identity')).toHaveText(email);
  await expect(page.getByRole('heading', { name: 'Continue signing in' })).toHaveCount(0);
});

/**
 * The emulator's outbox as a security-scanning mail gateway (Safe Links, Mimecast: `mail_scanner:
 * 'browser'` opens and renders every link of a message in a headless Chromium of its own before the
 * message reaches the inbox). The scanner's visit signs no one in and spends nothing, so the user's
 * own click still works afterwards (issue 36).
 */
async function scannedLinkTo(request: APIRequestContext, email: string): Promise<string> {
  const link = await linkSentTo(email);
  // The message reached the outbox only once the scanner had rendered its link.
  const [message] = await inbox.all(email);
  expect(message!.scans).toEqual([expect.objectContaining({ url: link, mode: 'browser', outcome: 'visited' })]);
  return link;
}

test('a mail scanner renders the link first; the user who asked for it still signs in with it (Continue signing in, no PKCE)', { tag: [tag('link-confirm'), tag('url-login')] }, async ({ page, request, baseURL }) => {
  const changed = await request.put(`${emulatorUrl}/emulator/config`, { data: { mail_scanner: 'browser' } });
  expect(changed.ok(), await changed.text()).toBe(true);
  const email = uniqueEmail('scanned');
  await page.goto(configUrl(playgroundConfig(baseURL!, { products: ['emailMagicLinks'] })));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const link = await scannedLinkTo(request, email);

  // A new tab, as a mail client opens it: without PKCE this browser holds no verifier, so it asks,
  // naming the address it asked a link for; the token the scanner's visit left unspent signs in.
  const tab = await page.context().newPage();
  await tab.goto(link);
  await expect(tab.getByText(`You asked for a sign-in link for ${email}. Select Continue to sign in on this device.`)).toBeVisible();
  await continueSigningIn(tab);
  await expect(tab.getByTestId('session-identity')).toHaveText(email);
});

test('with PKCE for magic links, a link the mail scanner rendered first signs its user in at one step', { tag: tag('url-login') }, async ({ page, request, baseURL }) => {
  const changed = await request.put(`${emulatorUrl}/emulator/config`, { data: { mail_scanner: 'browser', pkce_required_for_email_magic_links: true } });
  expect(changed.ok(), await changed.text()).toBe(true);
  const email = uniqueEmail('scanned-pkce');
  await page.goto(configUrl(playgroundConfig(baseURL!, { products: ['emailMagicLinks'] })));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const link = await scannedLinkTo(request, email);

  await page.goto(link);
  await expect(page.getByTestId('session-identity')).toHaveText(email);
  await expect(page.getByRole('heading', { name: 'Continue signing in' })).toHaveCount(0);
});

test('a product not enabled for the SDK: the user reads a calm message in the field\'s place, the developer why in the console', { tag: tag('otp') }, async ({ page, request }) => {
  const changed = await request.put(`${emulatorUrl}/emulator/config`, { data: { sdk_disabled_products: ['otp_email'] } });
  expect(changed.ok(), await changed.text()).toBe(true);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  const email = uniqueEmail('not-enabled');
  await page.goto(configUrl({ products: ['otp'], otpOptions: { methods: ['email'] } }));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page.getByText('This sign-in method is not available right now.')).toBeVisible();
  await expect(page.locator('[data-slot="widget-frame"] :is([aria-busy="true"], [data-slot="spinner"])')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  // Portico's own explanation, once (onError gets the error too: flow-effects.test.ts).
  await expect.poll(() => logged.filter((text) => text.includes('endpoint_not_authorized_for_sdk') && text.includes('Frontend SDK → SDK configuration')).length).toBe(1);
  expect(logged.join('\n')).not.toContain('session_token');
});

test('a site not authorised for the SDK: the user reads a calm message, the developer which list to add the site to', { tag: tag('magic-link') }, async ({ page, request }) => {
  const before = (await (await request.get(`${emulatorUrl}/emulator/config`)).json()) as { allowed_origins: string[] };
  const changed = await request.put(`${emulatorUrl}/emulator/config`, { data: { allowed_origins: ['https://app.example.com'] } });
  expect(changed.ok(), await changed.text()).toBe(true);
  try {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    const email = uniqueEmail('bad-domain');
    await page.goto(configUrl({ products: ['emailMagicLinks'] }));
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await expect(page.getByText('Signing in is not available on this site right now. Please try again later.')).toBeVisible();
    await expect(page.locator('[data-slot="widget-frame"] :is([aria-busy="true"], [data-slot="spinner"])')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect.poll(() => logged.filter((text) => text.startsWith('[Portico]') && text.includes('bad_domain_for_stytch_sdk') && text.includes('Authorized applications')).length).toBe(1);
  } finally {
    await request.put(`${emulatorUrl}/emulator/config`, { data: { allowed_origins: before.allowed_origins } });
  }
});
