import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, seedUser, uniqueEmail } from './support';

/**
 * The identity-provider mode at the playground's /oauth/authorize and /oauth/logout, against the
 * emulator's connected apps (their registered callback is on :5173, answered here by a stub).
 */
const CALLBACK = 'http://localhost:5173/oauth/callback';
const THIRD_PARTY = 'connected-app-test-portico-demo';
const FIRST_PARTY = 'connected-app-test-portico-console';
const PASSWORD = 'violet tangerine lighthouse 42';

async function stubClient(page: Page): Promise<string[]> {
  const reached: string[] = [];
  await page.route('http://localhost:5173/**', async (route) => {
    reached.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>client</title><p>client app</p>' });
  });
  return reached;
}

function authorizeUrl(clientId: string, state: string): string {
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: CALLBACK,
    response_type: 'code',
    scope: 'openid email profile',
    state,
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  });
  return `/oauth/authorize?${query}`;
}

/** With no session, the page is the login widget; a password login brings the consent. */
async function logInHere(page: Page, email: string) {
  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

test.describe('identity-provider mode against the emulator', () => {
  test('a third-party app asks for consent after the login; Allow sends the code to the client', async ({ page, request }) => {
    const email = uniqueEmail('idp-allow');
    await seedUser(request, { email, password: PASSWORD });
    const reached = await stubClient(page);
    await page.goto(authorizeUrl(THIRD_PARTY, 'state-allow'));
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await logInHere(page, email);
    await expect(page.getByRole('heading', { name: 'Sign in to Portico Demo App with Portico Playground' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(/^http:\/\/localhost:5173\/oauth\/callback/);
    const callback = new URL(reached[0]!);
    expect(callback.searchParams.get('state')).toBe('state-allow');
    expect(callback.searchParams.get('code')).toBeTruthy();
  });

  test('Deny: the client receives error=access_denied with its state', async ({ page, request }) => {
    const email = uniqueEmail('idp-deny');
    await seedUser(request, { email, password: PASSWORD });
    const reached = await stubClient(page);
    await page.goto(authorizeUrl(THIRD_PARTY, 'state-deny'));
    await logInHere(page, email);
    await page.getByRole('button', { name: 'Deny' }).click();
    await expect.poll(() => reached.length).toBe(1);
    const callback = new URL(reached[0]!);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('state-deny');
  });

  test('a first-party app skips consent', async ({ page, request }) => {
    const email = uniqueEmail('idp-first');
    await seedUser(request, { email, password: PASSWORD });
    const reached = await stubClient(page);
    await page.goto(authorizeUrl(FIRST_PARTY, 'state-first'));
    await logInHere(page, email);
    await expect.poll(() => reached.length).toBe(1);
    expect(new URL(reached[0]!).searchParams.get('code')).toBeTruthy();
  });

  test('a missing parameter is named', async ({ page }) => {
    await page.goto(`/oauth/logout?post_logout_redirect_uri=${encodeURIComponent('http://localhost:5173/')}`);
    await expect(page.getByText('Required parameter is missing: client_id. Please reach out to the application developer.')).toBeVisible();
  });

  test('logout: No keeps the session; Yes revokes it and returns to the client', async ({ page, request }) => {
    const email = uniqueEmail('idp-logout');
    await seedUser(request, { email, password: PASSWORD });
    const reached = await stubClient(page);
    await page.goto('/');
    await logInHere(page, email);
    await expect(page.getByTestId('session-identity')).toHaveText(email);
    const logout = `/oauth/logout?client_id=${THIRD_PARTY}&post_logout_redirect_uri=${encodeURIComponent('http://localhost:5173/')}&state=bye`;

    await page.goto(logout);
    await expect(page.getByRole('heading', { name: 'Log out?' })).toBeVisible();
    await expect(page.getByText('Are you sure you want to log out of your Portico Playground account?')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'No' }).click();
    await expect(page.getByText('You have not been logged out. You may close this page.')).toBeVisible();
    await expect(page.getByTestId('session-identity')).toHaveText(email);

    await page.goto(logout);
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL('http://localhost:5173/?state=bye');
    expect(reached).toEqual(['http://localhost:5173/?state=bye']);
    await page.goto('/');
    await expect(page.getByTestId('session-panel')).toHaveCount(0);
  });
});
