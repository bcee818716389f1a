/**
 * The real StytchHeadlessClient in Chromium: email magic links (with PKCE, followed in the browser
 * and consumed by `authenticateByUrl`), users/search and every password call.
 */
import { expect, test } from '@playwright/test';
import { DEFAULT_PUBLIC_TOKEN } from '@portico/emulator/client-options';
import { advanceClock, failed, linkSentTo, listUsers, ok, openPage, pagesUrl, putConfig, resetEmulator, seedUser } from './support.ts';

test.beforeEach(async () => {
  await resetEmulator();
});

const verifierKey = (namespace: string) => `stytch_sdk_state_${DEFAULT_PUBLIC_TOKEN}::PKCE_VERIFIER:${namespace}`;

test('magic links with PKCE: sign-up link, authenticateByUrl after following it, then a login link', async ({ page }) => {
  // Before the page loads: the SDK reads the PKCE flags from bootstrap once, at construction.
  await putConfig({ pkce_required_for_email_magic_links: true });
  await openPage(page);
  const email = 'ada@example.com';
  const urls = { login_magic_link_url: `${pagesUrl}/authenticate`, signup_magic_link_url: `${pagesUrl}/welcome` };

  const sent = ok(await page.evaluate(([address, options]) => settle(stytch.magicLinks.email.loginOrCreate(address, options)), [email, urls] as const));
  expect(sent.status_code).toBe(200);
  // The SDK made a PKCE pair and sent its challenge (the emulator would refuse the send without one).
  expect(await page.evaluate((key) => localStorage.getItem(key), verifierKey('magic_links'))).not.toBeNull();

  const signupLink = await linkSentTo(email);
  expect(signupLink).toMatch(new RegExp(`^${pagesUrl}/welcome\\?stytch_token_type=magic_links&token=[\\w-]{44}$`));
  await openPage(page, signupLink);
  const result = ok(await page.evaluate(() => settle(stytch.authenticateByUrl({ session_duration_minutes: 60 }))));
  expect(result).toMatchObject({ handled: true, tokenType: 'magic_links' });
  // The SDK stripped the token from the address bar and used up its verifier.
  expect(page.url()).toBe(`${pagesUrl}/welcome`);
  expect(await page.evaluate((key) => localStorage.getItem(key), verifierKey('magic_links'))).toBeNull();
  const state = await page.evaluate(() => ({ session: stytch.session.getSync(), user: stytch.user.getSync() }));
  expect(state.session?.authentication_factors).toEqual([expect.objectContaining({ type: 'magic_link', delivery_method: 'email' })]);
  expect(state.user?.emails).toEqual([expect.objectContaining({ email, verified: true })]);

  // The same link again: used up.
  const token = new URL(signupLink).searchParams.get('token') ?? '';
  const reused = failed(await page.evaluate((value) => settle(stytch.magicLinks.authenticate(value, { session_duration_minutes: 60 })), token));
  expect(reused).toMatchObject({ name: 'StytchAPIError', error_type: 'unable_to_auth_magic_link' });

  // Now verified, the address gets the login link (a second later: one link a second per address
  // is Stytch's rate limit, which the emulator keeps; moved on its clock rather than waited out).
  ok(await page.evaluate(() => settle(stytch.session.revoke())));
  await advanceClock(1_000);
  ok(await page.evaluate(([address, options]) => settle(stytch.magicLinks.email.loginOrCreate(address, options)), [email, urls] as const));
  const loginLink = await linkSentTo(email, 2);
  expect(loginLink).toMatch(new RegExp(`^${pagesUrl}/authenticate\\?stytch_token_type=magic_links&token=`));
  await openPage(page, loginLink);
  ok(await page.evaluate(() => settle(stytch.authenticateByUrl({ session_duration_minutes: 60 }))));
  expect(await page.evaluate(() => stytch.user.getSync()?.user_id)).toBe(state.user?.user_id);
});

test('magic links: a link opened in another browser (no PKCE verifier) is refused', async ({ page, browser }) => {
  await putConfig({ pkce_required_for_email_magic_links: true });
  await openPage(page);
  ok(
    await page.evaluate((url) => settle(stytch.magicLinks.email.loginOrCreate('katherine@example.com', { login_magic_link_url: url, signup_magic_link_url: url })), `${pagesUrl}/authenticate`),
  );
  const link = await linkSentTo('katherine@example.com');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await openPage(otherPage, link);
  const refused = failed(await otherPage.evaluate(() => settle(stytch.authenticateByUrl({ session_duration_minutes: 60 }))));
  expect(refused).toMatchObject({ name: 'StytchAPIError', error_type: 'pkce_expected_code_verifier' });
  await other.close();
});

test('users/search through the SDK: new, password and passwordless users', async ({ page }) => {
  await seedUser({ email: 'has.password@example.com', password: 'violet umbrella marmalade express' });
  await seedUser({ email: 'no.password@example.com' });
  await openPage(page);
  const search = (email: string) => page.evaluate((address) => searchUser(address), email);
  expect(ok(await search('nobody@example.com'))).toMatchObject({ userType: 'new' });
  expect(ok(await search('has.password@example.com'))).toMatchObject({ userType: 'password' });
  expect(ok(await search('no.password@example.com'))).toMatchObject({ userType: 'passwordless' });
});

test('passwords: strength check, create, authenticate, reset by email (PKCE), by existing password and by session', async ({ page }) => {
  await putConfig({ pkce_required_for_password_resets: true });
  await openPage(page);
  const email = 'grace.hopper@example.com';
  const first = 'correct horse battery staple';
  const second = 'violet umbrella marmalade express';
  const third = 'quantum pelican orchard lantern';
  const fourth = 'saffron glacier typewriter meadow';

  const breached = ok(await page.evaluate((address) => settle(stytch.passwords.strengthCheck({ email: address, password: 'password' })), email));
  expect(breached).toMatchObject({ valid_password: false, breached_password: true, strength_policy: 'zxcvbn', score: 0 });
  expect(breached.feedback.warning).not.toBe('');
  const strong = ok(await page.evaluate(([address, password]) => settle(stytch.passwords.strengthCheck({ email: address, password })), [email, first] as const));
  expect(strong).toMatchObject({ valid_password: true, breached_password: false });

  const weak = failed(await page.evaluate((address) => settle(stytch.passwords.create({ email: address, password: 'password', session_duration_minutes: 60 })), email));
  expect(weak).toMatchObject({ name: 'StytchAPIError', error_type: 'breached_password' });

  const created = ok(await page.evaluate(([address, password]) => settle(stytch.passwords.create({ email: address, password, session_duration_minutes: 60 })), [email, first] as const));
  expect(created.email_id).toMatch(/^email-test-/);
  expect(await page.evaluate(() => stytch.user.getSync()?.password)).toEqual({ password_id: expect.stringMatching(/^password-test-/), requires_reset: false });
  expect(ok(await page.evaluate((address) => searchUser(address), email))).toMatchObject({ userType: 'password' });
  ok(await page.evaluate(() => settle(stytch.session.revoke())));

  const wrong = failed(await page.evaluate((address) => settle(stytch.passwords.authenticate({ email: address, password: 'not my password', session_duration_minutes: 60 })), email));
  expect(wrong).toMatchObject({ name: 'StytchAPIError', error_type: 'unauthorized_credentials' });
  const loggedIn = ok(await page.evaluate(([address, password]) => settle(stytch.passwords.authenticate({ email: address, password, session_duration_minutes: 60 })), [email, first] as const));
  expect(loggedIn.session.authentication_factors).toEqual([expect.objectContaining({ type: 'password', delivery_method: 'knowledge' })]);
  ok(await page.evaluate(() => settle(stytch.session.revoke())));

  // Reset by email: the SDK sends a challenge; the link opens the page, which resets with the verifier.
  ok(
    await page.evaluate(
      ([address, base]) =>
        settle(stytch.passwords.resetByEmailStart({ email: address, reset_password_redirect_url: `${base}/reset-password`, login_redirect_url: `${base}/authenticate` })),
      [email, pagesUrl] as const,
    ),
  );
  expect(await page.evaluate((key) => localStorage.getItem(key), verifierKey('passwords'))).not.toBeNull();
  const resetLink = await linkSentTo(email);
  expect(resetLink).toMatch(new RegExp(`^${pagesUrl}/reset-password\\?stytch_token_type=reset_password&token=`));
  await openPage(page, resetLink);
  expect(await page.evaluate(() => stytch.parseAuthenticateUrl())).toEqual({ handled: false, tokenType: 'reset_password', token: expect.any(String) });
  const reset = ok(
    await page.evaluate(
      (password) => settle(stytch.passwords.resetByEmail({ token: new URL(location.href).searchParams.get('token') ?? '', password, session_duration_minutes: 60 })),
      second,
    ),
  );
  expect(reset.user_id).toBe(created.user_id);
  expect(await page.evaluate(() => stytch.session.getSync()?.user_id)).toBe(created.user_id);
  ok(await page.evaluate(() => settle(stytch.session.revoke())));

  // By existing password (logs in).
  const changed = ok(
    await page.evaluate(
      ([address, existing, next]) => settle(stytch.passwords.resetByExistingPassword({ email: address, existing_password: existing, new_password: next, session_duration_minutes: 60 })),
      [email, second, third] as const,
    ),
  );
  expect(changed.user_id).toBe(created.user_id);
  expect(await page.evaluate(() => stytch.session.getSync()?.session_id)).toBe(changed.session.session_id);

  // By session (the session authenticated just now).
  const bySession = ok(await page.evaluate((password) => settle(stytch.passwords.resetBySession({ password, session_duration_minutes: 60 })), fourth));
  expect(bySession.session.session_id).toBe(changed.session.session_id);
  ok(await page.evaluate(() => settle(stytch.session.revoke())));

  const stale = failed(await page.evaluate(([address, password]) => settle(stytch.passwords.authenticate({ email: address, password, session_duration_minutes: 60 })), [email, third] as const));
  expect(stale).toMatchObject({ error_type: 'unauthorized_credentials' });
  ok(await page.evaluate(([address, password]) => settle(stytch.passwords.authenticate({ email: address, password, session_duration_minutes: 60 })), [email, fourth] as const));
  expect(await listUsers({ email })).toEqual([expect.objectContaining({ password: expect.objectContaining({ requires_reset: false }) })]);
});
