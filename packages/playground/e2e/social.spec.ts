import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '@portico/testing';
import { configUrl, expectNoAxeViolations, playgroundConfig } from './support';
import { tag } from './tags';

/** Social sign-in through the emulator's stand-in provider pages, with the real Stytch client. */
function socialConfig(baseURL: string, email: string) {
  return playgroundConfig(baseURL, {
    products: ['oauth', 'emailMagicLinks'],
    oauthOptions: {
      providers: [
        {
          type: 'google',
          custom_scopes: ['https://www.googleapis.com/auth/calendar.readonly'],
          provider_params: { prompt: 'select_account', login_hint: email },
        },
        { type: 'github', custom_scopes: ['read:org'], provider_params: { allow_signup: 'false' } },
        { type: 'discord', custom_scopes: ['guilds'] },
      ],
      loginRedirectURL: `${baseURL}/authenticate`,
      signupRedirectURL: `${baseURL}/authenticate?signup=1`,
    },
  });
}

const PROVIDERS = [
  { type: 'google', label: 'Google', scope: 'https://www.googleapis.com/auth/calendar.readonly', param: 'prompt=select_account' },
  { type: 'github', label: 'GitHub', scope: 'read:org', param: 'allow_signup=false' },
  { type: 'discord', label: 'Discord', scope: 'guilds', param: null },
] as const;

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByTestId('session-panel')).toHaveCount(0);
}

test.describe('social sign-in against the emulator', { tag: [tag('oauth'), tag('url-login')] }, () => {
  for (const provider of PROVIDERS) {
    test(`signs up, then logs in, with ${provider.label}; the provider page shows the scopes and params`, async ({ page, baseURL }) => {
      const email = uniqueEmail(provider.type);
      const url = configUrl(socialConfig(baseURL!, email));
      await page.goto(url);
      const button = page.getByRole('button', { name: `Continue with ${provider.label}` });
      await expect(button).toBeVisible();
      await expect(page.locator('[data-slot="divider"]')).toHaveText('or');
      await expectNoAxeViolations(page);

      await button.click();
      await expect(page.getByRole('heading', { name: `Sign in with ${provider.label}` })).toBeVisible();
      const asked = page.getByRole('region', { name: 'What the app asked for' }).or(page.locator('section[aria-labelledby="request-heading"]'));
      await expect(asked.getByText(provider.scope, { exact: true }).first()).toBeVisible();
      if (provider.param) await expect(asked.getByText(provider.param, { exact: true })).toBeVisible();

      // A new user: the signup URL, with the OAuth token, which the redirect page spends.
      await page.getByRole('radio', { name: 'Another email address' }).check();
      await page.getByRole('textbox', { name: 'Email address' }).fill(email);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(page.getByTestId('session-identity')).toHaveText(email);
      await expect(page).not.toHaveURL(/token=/);
      const userId = await page.getByTestId('session-user-id').textContent();

      await logOut(page);
      await page.goto(url);
      // 'Last used' marks the provider, after a reload, as the button's description.
      const again = page.getByRole('button', { name: `Continue with ${provider.label}` });
      await expect(again).toHaveAccessibleDescription('Last used');
      await expect(page.getByRole('button', { name: /Continue with/ }).and(page.locator('[data-last-used]'))).toHaveCount(1);
      await again.click();
      await page.getByRole('radio', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).check();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(page.getByTestId('session-user-id')).toHaveText(userId ?? '');
      await expect(page).not.toHaveURL(/token=|signup=1/);
    });
  }

  test('a cancelled sign-in comes back without a session, and the redirect page says why', async ({ page, baseURL }) => {
    const email = uniqueEmail('cancel');
    await page.goto(configUrl(socialConfig(baseURL!, email)));
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Looks like there was an error!' })).toBeVisible();
    await expect(page.getByText('The sign-in was cancelled. Choose a way to sign in to try again.')).toBeVisible();
    await expect(page).not.toHaveURL(/error=/);
    await expect(page.getByTestId('session-panel')).toHaveCount(0);
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page.getByRole('button', { name: 'Continue with GitHub' })).toBeVisible();
  });
});
