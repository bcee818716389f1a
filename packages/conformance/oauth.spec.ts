/**
 * The real StytchHeadlessClient in Chromium with social login: `oauth.<provider>.start` navigates to
 * the emulator's stand-in provider page, the test signs in there like a user, and the page back on
 * the app calls `authenticateByUrl`.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_PUBLIC_TOKEN } from '@portico/emulator/client-options';
import { emulatorUrl, ok, openPage, pagesUrl, putConfig, resetEmulator } from './support.ts';

test.beforeEach(async () => {
  await resetEmulator();
});

/** The 19 providers of the consumer SDK, with the names their stand-in pages use. */
const PROVIDERS = {
  google: 'Google',
  apple: 'Apple',
  microsoft: 'Microsoft',
  github: 'GitHub',
  gitlab: 'GitLab',
  facebook: 'Facebook',
  discord: 'Discord',
  salesforce: 'Salesforce',
  slack: 'Slack',
  amazon: 'Amazon',
  bitbucket: 'Bitbucket',
  linkedin: 'LinkedIn',
  coinbase: 'Coinbase',
  twitch: 'Twitch',
  twitter: 'Twitter',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  figma: 'Figma',
  yahoo: 'Yahoo',
} as const;
type Provider = keyof typeof PROVIDERS;

const redirects = { login_redirect_url: `${pagesUrl}/oauth/login`, signup_redirect_url: `${pagesUrl}/oauth/signup` };

/** Calls the SDK's `oauth.<provider>.start` and waits for the navigation it makes to the emulator. */
async function startOAuth(page: Page, provider: Provider, options: Record<string, unknown> = redirects) {
  const navigation = page.waitForResponse((response) => response.url().startsWith(`${emulatorUrl}/v1/public/oauth/${provider}/start`));
  await page.evaluate(([name, startOptions]) => {
    void stytch.oauth[name].start(startOptions);
  }, [provider, options] as const);
  const response = await navigation;
  await page.waitForURL(`${emulatorUrl}/v1/public/oauth/${provider}/start?**`);
  return response;
}

test('OAuth (Google, PKCE): start with scopes and provider params, sign in at the stand-in page, authenticateByUrl', async ({ page }) => {
  await putConfig({ pkce_required_for_oauth: true });
  await openPage(page);
  const email = 'ada@example.com';
  const response = await startOAuth(page, 'google', {
    ...redirects,
    custom_scopes: ['https://www.googleapis.com/auth/gmail.compose'],
    provider_params: { prompt: 'select_account', login_hint: email },
  });
  expect(response.status()).toBe(200);
  const query = new URL(page.url()).searchParams;
  expect(Object.fromEntries(query)).toMatchObject({
    public_token: DEFAULT_PUBLIC_TOKEN,
    code_challenge: expect.stringMatching(/^[\w-]{43}$/),
    custom_scopes: 'https://www.googleapis.com/auth/gmail.compose',
    provider_prompt: 'select_account',
    provider_login_hint: email,
    ...redirects,
  });

  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with Google' })).toBeVisible();
  await expect(page.getByText('Sign in to Portico Conformance with Google.')).toBeVisible();
  await expect(page.getByText('https://www.googleapis.com/auth/gmail.compose').first()).toBeVisible();
  await expect(page.getByText('prompt=select_account')).toBeVisible();
  await expect(page.getByText('code challenge sent (S256)')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByLabel(/Display name/).fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Continue' }).click();

  // A new user: back to the sign-up URL with the token.
  await page.waitForURL(`${pagesUrl}/oauth/signup?stytch_token_type=oauth&token=*`);
  await page.waitForFunction(() => window.conformanceReady === true);
  const result = ok(await page.evaluate(() => settle(stytch.authenticateByUrl({ session_duration_minutes: 60 }))));
  expect(result).toMatchObject({ handled: true, tokenType: 'oauth' });
  expect(page.url()).toBe(`${pagesUrl}/oauth/signup`);
  const state = await page.evaluate(() => ({
    session: stytch.session.getSync(),
    user: stytch.user.getSync(),
    verifier: Object.keys(localStorage).filter((key) => key.endsWith('::PKCE_VERIFIER:oauth')),
  }));
  expect(state.verifier).toEqual([]);
  expect(state.user?.providers).toEqual([expect.objectContaining({ provider_type: 'Google', provider_subject: expect.any(String) })]);
  expect(state.user?.name).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
  expect(state.user?.emails).toEqual([expect.objectContaining({ email, verified: true })]);
  expect(state.session?.authentication_factors).toEqual([
    expect.objectContaining({ type: 'oauth', delivery_method: 'oauth_google', google_oauth_factor: expect.objectContaining({ provider_subject: expect.any(String) }) }),
  ]);

  // The same person through GitHub: an existing user, so the login URL; both providers linked.
  ok(await page.evaluate(() => settle(stytch.session.revoke())));
  await startOAuth(page, 'github');
  await page.getByLabel(`Ada Lovelace (${email})`).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${pagesUrl}/oauth/login?stytch_token_type=oauth&token=*`);
  await page.waitForFunction(() => window.conformanceReady === true);
  ok(await page.evaluate(() => settle(stytch.authenticateByUrl({ session_duration_minutes: 60 }))));
  const providers = await page.evaluate(() => stytch.user.getSync()?.providers.map((provider) => provider.provider_type));
  expect(providers?.sort()).toEqual(['GitHub', 'Google']);
  expect(await page.evaluate(() => stytch.user.getSync()?.user_id)).toBe(state.user?.user_id);
});

test('OAuth: Cancel at the provider comes back with error=access_denied and no token', async ({ page }) => {
  await openPage(page);
  await startOAuth(page, 'discord');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL(`${pagesUrl}/oauth/login?**`);
  const query = Object.fromEntries(new URL(page.url()).searchParams);
  expect(query).toMatchObject({ stytch_token_type: 'oauth', error: 'access_denied' });
  expect(query).not.toHaveProperty('token');
  await page.waitForFunction(() => window.conformanceReady === true);
  expect(await page.evaluate(() => stytch.parseAuthenticateUrl())).toBeNull();
});

test('OAuth: a provider the project has not enabled shows the error page', async ({ page }) => {
  await putConfig({ oauth_providers: ['google'] });
  await openPage(page);
  const response = await startOAuth(page, 'github');
  expect(response.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in could not start' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('oauth_config_not_found');
  expect(page.url()).toMatch(new RegExp(`^${emulatorUrl}/`));
});

test('OAuth: the SDK reaches the stand-in page of every one of the 19 providers', async ({ page }) => {
  await openPage(page);
  for (const [provider, label] of Object.entries(PROVIDERS) as [Provider, string][]) {
    const response = await startOAuth(page, provider);
    expect(response.status(), provider).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), provider).toHaveText(`Sign in with ${label}`);
    await openPage(page);
  }
});
