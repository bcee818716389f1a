import { expect, test, type Page } from '@playwright/test';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { authorizeUrl, uniqueEmail } from '@portico/testing';
import { emulatorUrl } from '../playwright.config';
import { CONNECTED_APP_CALLBACK, expectNoAxeViolations, handOverTrustedToken, passwordLogInHere, seedUser, stubConnectedAppClient, THIRD_PARTY_APP } from './support';
import { tag } from './tags';

/**
 * The identity-provider mode at the playground's /oauth/authorize and /oauth/logout, against the
 * emulator's connected apps (their registered callback is on :5173, answered here by a stub).
 */
const FIRST_PARTY = 'connected-app-test-portico-console';
const PASSWORD = 'violet tangerine lighthouse 42';


function authorizePage(clientId: string, state: string, scope = 'openid email profile'): string {
  return authorizeUrl({ clientId, redirectUri: CONNECTED_APP_CALLBACK, scope, state });
}

/** A password login in the widget on the page. */
const logInHere = (page: Page, email: string) => passwordLogInHere(page, email, PASSWORD);

test.describe('identity-provider mode against the emulator', () => {
  test('a third-party app asks for consent after the login; Allow sends the code to the client', { tag: tag('idp-consent') }, async ({ page }) => {
    const email = uniqueEmail('idp-allow');
    await seedUser({ email, password: PASSWORD });
    const reached = await stubConnectedAppClient(page);
    await page.goto(authorizePage(THIRD_PARTY_APP, 'state-allow'));
    // No session: the mode says so, beside the login widget.
    await expect(page.getByText('No active session detected. Please log in to continue.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await expectNoAxeViolations(page);
    await logInHere(page, email);
    await expect(page.getByRole('heading', { name: 'Sign in to Portico Demo App with Portico Playground' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(/^http:\/\/localhost:5173\/oauth\/callback/);
    const callback = new URL(reached[0]!);
    expect(callback.searchParams.get('state')).toBe('state-allow');
    expect(callback.searchParams.get('code')).toBeTruthy();
  });

  test('Deny: the client receives error=access_denied with its state', { tag: tag('idp-consent') }, async ({ page }) => {
    const email = uniqueEmail('idp-deny');
    await seedUser({ email, password: PASSWORD });
    const reached = await stubConnectedAppClient(page);
    await page.goto(authorizePage(THIRD_PARTY_APP, 'state-deny'));
    await logInHere(page, email);
    await page.getByRole('button', { name: 'Deny' }).click();
    await expect.poll(() => reached.length).toBe(1);
    const callback = new URL(reached[0]!);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('state-deny');
  });

  test('a first-party app skips consent', { tag: tag('idp-consent') }, async ({ page }) => {
    const email = uniqueEmail('idp-first');
    await seedUser({ email, password: PASSWORD });
    const reached = await stubConnectedAppClient(page);
    await page.goto(authorizePage(FIRST_PARTY, 'state-first'));
    await logInHere(page, email);
    await expect.poll(() => reached.length).toBe(1);
    expect(new URL(reached[0]!).searchParams.get('code')).toBeTruthy();
  });

  test('a missing parameter is named', { tag: tag('idp-consent') }, async ({ page }) => {
    await page.goto(`/oauth/logout?post_logout_redirect_uri=${encodeURIComponent('http://localhost:5173/')}`);
    await expect(page.getByText('Required parameter is missing: client_id. Please reach out to the application developer.')).toBeVisible();
  });

  test('logout: No keeps the session; Yes revokes it and returns to the client', { tag: tag('idp-logout') }, async ({ page }) => {
    const email = uniqueEmail('idp-logout');
    await seedUser({ email, password: PASSWORD });
    const reached = await stubConnectedAppClient(page);
    await page.goto('/');
    await logInHere(page, email);
    await expect(page.getByTestId('session-identity')).toHaveText(email);
    const logout = `/oauth/logout?client_id=${THIRD_PARTY_APP}&post_logout_redirect_uri=${encodeURIComponent('http://localhost:5173/')}&state=bye`;

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

  const customScope = 'openid email read:invoices';

  test('a custom scope a user without the role cannot grant is listed apart', { tag: tag('idp-consent') }, async ({ page }) => {
    const scope = customScope;
    const email = uniqueEmail('idp-norole');
    await seedUser({ email, password: PASSWORD });
    await stubConnectedAppClient(page);
    await page.goto(authorizePage(THIRD_PARTY_APP, 'state-norole', scope));
    await logInHere(page, email);
    await expect(page.getByRole('heading', { name: 'Sign in to Portico Demo App with Portico Playground' })).toBeVisible();
    const box = page.locator('[data-slot="idp-consent-ungrantable"]');
    await expect(box.getByText('You do not have permissions to grant Portico Demo App access to some of the requested scopes')).toBeVisible();
    await box.getByText('You do not have permissions', { exact: false }).click();
    await expect(box.getByText('See your invoices and payment history')).toBeVisible();
    // The grantable ones are still listed, and the scope the user cannot grant is not among them.
    const list = page.locator('[data-slot="idp-consent-scopes"]');
    await expect(list.getByText('See your email address')).toBeVisible();
    await expect(list.getByText('See your invoices and payment history')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Deny' }).click();
    await page.waitForURL(/^http:\/\/localhost:5173\/oauth\/callback/);
  });

  test("a holder of the role sees the 'wants to access your account' consent with the scope's description", { tag: tag('idp-consent') }, async ({ page }) => {
    const admin = uniqueEmail('idp-role');
    await seedUser({ email: admin, password: PASSWORD, roles: ['billing-admin'] });
    await stubConnectedAppClient(page);
    await page.goto(authorizePage(THIRD_PARTY_APP, 'state-role', customScope));
    await logInHere(page, admin);
    await expect(page.getByRole('heading', { name: 'Portico Demo App wants to access your account' })).toBeVisible();
    await expect(page.locator('[data-slot="idp-consent-scopes"]').getByText('See your invoices and payment history')).toBeVisible();
    await expect(page.locator('[data-slot="idp-consent-ungrantable"]')).toHaveCount(0);
  });

  test('a trusted auth token: the existing session is replaced by an attested one before the consent', { tag: tag('idp-consent') }, async ({ page, request }) => {
    const first = uniqueEmail('idp-before');
    await seedUser({ email: first, password: PASSWORD });
    const reached = await stubConnectedAppClient(page);
    await page.goto('/');
    await logInHere(page, first);
    await expect(page.getByTestId('session-identity')).toHaveText(first);

    // What a host's backend hands over: a token the project's trusted-token profile accepts.
    const attested = uniqueEmail('idp-attested');
    const minted = await request.post(`${emulatorUrl}/emulator/trusted-tokens`, { data: { email: attested } });
    expect(minted.status(), await minted.text()).toBe(201);
    const { token, profile_id } = (await minted.json()) as { token: string; profile_id: string };
    await handOverTrustedToken(page, token, profile_id);
    await page.goto(authorizePage(THIRD_PARTY_APP, 'state-attest'));
    await expect(page.getByRole('heading', { name: 'Sign in to Portico Demo App with Portico Playground' })).toBeVisible();
    await expect(page.getByTestId('session-identity')).toHaveText(attested);
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(/^http:\/\/localhost:5173\/oauth\/callback/);
    expect(new URL(reached[0]!).searchParams.get('code')).toBeTruthy();
    await page.goto('/');
    await expect(page.getByTestId('session-identity')).toHaveText(attested);
  });

  test("a trusted auth token in a link's fragment is never taken: a link cannot sign the visitor into the attacker's account", { tag: tag('idp-consent') }, async ({ page, request }) => {
    await stubConnectedAppClient(page);
    const attacker = uniqueEmail('idp-link-attacker');
    const minted = await request.post(`${emulatorUrl}/emulator/trusted-tokens`, { data: { email: attacker } });
    expect(minted.status(), await minted.text()).toBe(201);
    const { token, profile_id } = (await minted.json()) as { token: string; profile_id: string };
    const fragment = new URLSearchParams({ trusted_auth_token: token, token_profile_id: profile_id });
    await page.goto(`${authorizePage(THIRD_PARTY_APP, 'state-link')}#${fragment}`);
    // No session: the mode asks the visitor to log in; nobody was signed in.
    await expect(page.getByText('No active session detected. Please log in to continue.')).toBeVisible();
    await expect(page.getByTestId('session-identity')).toHaveCount(0);
  });

  test('a real OpenID Connect client (openid-client) completes code + PKCE through Allow and verifies the ID token', { tag: tag('idp-consent') }, async ({ page, request }) => {
    const email = uniqueEmail('idp-oidc');
    await seedUser({ email, password: PASSWORD, name: { firstName: 'Ada', lastName: 'Lovelace' } });
    const reached = await stubConnectedAppClient(page);
    const root = (await (await request.get(`${emulatorUrl}/.well-known/openid-configuration`)).json()) as { issuer: string };
    const config = await oidc.discovery(new URL(root.issuer), THIRD_PARTY_APP, undefined, oidc.None(), { execute: [oidc.allowInsecureRequests] });
    oidc.enableNonRepudiationChecks(config);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const authorization = oidc.buildAuthorizationUrl(config, {
      redirect_uri: CONNECTED_APP_CALLBACK,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    expect(authorization.origin).toBe(new URL(emulatorUrl).origin);

    // The browser follows the issuer's authorization endpoint to our consent page.
    await page.goto(authorization.href);
    await expect(page).toHaveURL(/\/oauth\/authorize\?/);
    await logInHere(page, email);
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(/^http:\/\/localhost:5173\/oauth\/callback/);

    const tokens = await oidc.authorizationCodeGrant(config, new URL(reached[0]!), {
      pkceCodeVerifier: codeVerifier,
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({ email, email_verified: true, aud: THIRD_PARTY_APP, iss: root.issuer, nonce });
    // And once more by hand: the ID token's signature against the issuer's JWKS.
    const jwks = createRemoteJWKSet(new URL(config.serverMetadata().jwks_uri!));
    const verified = await jwtVerify(tokens.id_token!, jwks, { issuer: root.issuer, audience: THIRD_PARTY_APP });
    expect(verified.payload.sub).toBe(claims.sub);
    const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(userinfo).toMatchObject({ email, given_name: 'Ada', family_name: 'Lovelace' });
    // A code is spent once.
    await expect(
      oidc.authorizationCodeGrant(config, new URL(reached[0]!), { pkceCodeVerifier: codeVerifier, expectedState: state, expectedNonce: nonce }),
    ).rejects.toThrow();
  });

  test("the playground's demo client page signs in, shows the verified ID token's claims, and signs out through the logout page (no confirmation with id_token_hint)", { tag: tag('idp-logout') }, async ({ page }) => {
    const email = uniqueEmail('idp-demo');
    await seedUser({ email, password: PASSWORD });
    await page.goto('/oauth/demo');
    await page.getByRole('button', { name: 'Sign in with Portico Playground' }).click();
    await expect(page).toHaveURL(/\/oauth\/authorize\?.*code_challenge=/);
    await logInHere(page, email);
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page.getByTestId('demo-client-email')).toHaveText(email);
    await expect(page).toHaveURL(/\/oauth\/demo$/);
    const claims = JSON.parse((await page.getByTestId('demo-client-claims').textContent()) ?? '{}') as Record<string, unknown>;
    expect(claims).toMatchObject({ email, aud: THIRD_PARTY_APP });

    // With the ID token as id_token_hint the server needs no confirmation: the logout page
    // revokes the session and returns at once.
    await page.getByRole('button', { name: 'Sign out of the demo app' }).click();
    await page.waitForURL(/\/\?state=/);
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  });

  test('the demo client is told when the user denies access', { tag: tag('idp-consent') }, async ({ page }) => {
    const email = uniqueEmail('idp-demo-deny');
    await seedUser({ email, password: PASSWORD });
    await page.goto('/oauth/demo');
    await page.getByRole('button', { name: 'Sign in with Portico Playground' }).click();
    await logInHere(page, email);
    await page.getByRole('button', { name: 'Deny' }).click();
    await expect(page.getByTestId('demo-client-error')).toHaveText('You denied the demo app access to your account.');
  });
});
