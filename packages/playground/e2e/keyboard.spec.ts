/**
 * Every flow of the four modes with the keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7, 4.1.3): Tab and
 * Shift+Tab to each control (a visible focus indicator checked on every widget control the focus
 * passes), Enter and Space to press, typing into the focused field, arrows in the tabs and the
 * country picker, Escape to close the passkey rename and delete rows. After each screen change the
 * focus is on the new screen's title (or in the field the screen is for), and errors, 'Code sent',
 * toasts and the passcode's expiry are announced — the per-second countdown is not.
 *
 * Setup (seeding users, reading codes and links from the outbox, following an emailed link) goes
 * through the emulator's API or the address bar; no widget control is clicked or filled.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { authorizeUrl, uniquePhone } from '@portico/testing';
import { addVirtualAuthenticator, installWallets } from '@portico/testing/playwright';
import { codeSentTo, configUrl, CONNECTED_APP_CALLBACK, ELEMENT_CLIENT, ELEMENT_SCRIPTS, emailOtpConfig, emulatorUrl, inbox, jsonAttribute, linkSentTo, oneTapConfig, openPlainPage, passkeysOf, playgroundConfig, routeGoogleScript, seedUser, stubConnectedAppClient, THIRD_PARTY_APP, waitOutMagicLinkLimit } from './support';
import { LIVE, annotateTally, announcedSoFar, expectAnnounced, expectScreenFocus, pressAndCheckFocus, tabTo } from './keyboard/focus';
import { tag } from './tags';

// Each test is one flow, start to end, and they run side by side. The password tests wait on the
// emulator's deliberately slow password hashing: on a loaded machine that takes seconds, so
// these journeys get more than the default 30 s before they count as stuck.
test.describe.configure({ mode: 'parallel', timeout: 60_000 });
test.afterEach(({ page }) => annotateTally(page));

/** Kept short: every character typed is a key press. Seeded users skip the strength check. */
const PASSWORD = 'kb-Pass-9';
/** Strong enough for the zxcvbn policy (score 4), yet short to type. */
const STRONG = 'qZ8#vR2!mK7$';
/** A unique address, short to type. */
const shortEmail = (label: string) => `${label}${Math.random().toString(36).slice(2, 8)}@kb.io`;
/** The passcode screen's text, read with its field (where the focus lands). */
const SENT_TO = /^A 6-digit passcode was sent to you at /;
const passcode = (page: Page) => page.getByLabel('One-time passcode');
/** A button of the widget (the host page has its own, such as 'Log out'). */
const button = (page: Page, name: string | RegExp) =>
  page.locator('[data-slot="widget-frame"]').getByRole('button', { name, exact: typeof name === 'string' });
const continueButton = (page: Page) => button(page, 'Continue');

/** Selects the tab `name` of Main's tab list with the arrow keys (one tab stop, roving focus). */
async function selectTab(page: Page, name: string): Promise<void> {
  await tabTo(page, page.getByRole('tab', { selected: true }));
  const wanted = page.getByRole('tab', { name });
  for (let press = 0; press < 4 && (await wanted.getAttribute('aria-selected')) !== 'true'; press++) {
    await pressAndCheckFocus(page, 'ArrowRight');
  }
  await expect(wanted).toHaveAttribute('aria-selected', 'true');
  await expect(wanted).toBeFocused();
}

/** Empties the focused field the keyboard way, then types `text`. */
async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** Email on Main (the playground's default config): Email tab, the address, Enter. */
async function submitEmailOnMain(page: Page, email: string): Promise<void> {
  await selectTab(page, 'Email');
  await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
}

/** A password login on the page's login widget, by keyboard. */
async function passwordLoginByKeyboard(page: Page, email: string): Promise<void> {
  await submitEmailOnMain(page, email);
  await expectScreenFocus(page, 'Log In', { field: page.getByLabel('Password', { exact: true }) });
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
}

/** An email-passcode login by keyboard on a config with email OTP (and whatever else `config` adds). */
async function emailCodeLoginByKeyboard(page: Page, email: string): Promise<void> {
  await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expectScreenFocus(page, 'Enter passcode', { field: passcode(page), describedBy: SENT_TO });
  await page.keyboard.type(await codeSentTo(email));
  await expectScreenFocus(page, 'Success!');
  await expect(page.getByTestId('session-identity')).toHaveText(email);
}

/** The host page's 'Log out' (a plain button beside the widget), by keyboard. */
async function logOutByKeyboard(page: Page): Promise<void> {
  await tabTo(page, page.getByRole('button', { name: 'Log out' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('session-panel')).toHaveCount(0);
}

// The longest tests first: two workers finish together.
test.describe('keyboard only: identity provider', { tag: [tag('idp-consent'), tag('idp-logout')] }, () => {
  function authorizePage(state: string, scope = 'openid email profile'): string {
    return authorizeUrl({ clientId: THIRD_PARTY_APP, redirectUri: CONNECTED_APP_CALLBACK, scope, state });
  }

  test("consent (a scope's details by Enter, Deny by Space, then Allow by Enter) and logout (No, then Yes)", { tag: [tag('idp-consent'), tag('idp-logout')] }, async ({ page }) => {
    const email = shortEmail('idp');
    await seedUser({ email, password: PASSWORD });
    const reached = await stubConnectedAppClient(page);
    await page.goto(authorizePage('state-deny', 'openid email profile read:invoices'));
    await passwordLoginByKeyboard(page, email);
    // The consent replaces the login (a new widget): the focus goes to its title.
    await expectScreenFocus(page, 'Sign in to Portico Demo App with Portico Playground');
    const disclosure = page.locator('[data-slot="idp-consent-ungrantable"]');
    await tabTo(page, disclosure.locator('summary'));
    await page.keyboard.press('Enter');
    await expect(disclosure).toHaveAttribute('open', '');
    await expect(disclosure.getByText('See your invoices and payment history')).toBeVisible();
    await tabTo(page, button(page, 'Deny'));
    await page.keyboard.press('Space');
    await page.waitForURL(/^http:\/\/localhost:5173\/oauth\/callback\?.*state=state-deny/);
    expect(new URL(reached[0]!).searchParams.get('error')).toBe('access_denied');

    // The session is kept: the consent again, at once; Allow.
    await page.goto(authorizePage('state-allow'));
    await expect(page.getByRole('heading', { name: 'Sign in to Portico Demo App with Portico Playground' })).toBeVisible();
    await tabTo(page, button(page, 'Allow'));
    await page.keyboard.press('Enter');
    await page.waitForURL(/^http:\/\/localhost:5173\/oauth\/callback\?.*state=state-allow/);
    expect(new URL(reached.at(-1)!).searchParams.get('code')).toBeTruthy();

    // Logout: the page's first screen does not take the focus; No's answer does.
    const logout = `/oauth/logout?client_id=${THIRD_PARTY_APP}&post_logout_redirect_uri=${encodeURIComponent('http://localhost:5173/')}&state=bye`;
    await page.goto(logout);
    await expect(page.getByRole('heading', { name: 'Log out?' })).toBeVisible();
    await tabTo(page, button(page, 'No'));
    await page.keyboard.press('Enter');
    await expectScreenFocus(page, 'You have not been logged out. You may close this page.');
    await page.goto(logout);
    await tabTo(page, button(page, 'Yes'));
    await page.keyboard.press('Space');
    await page.waitForURL('http://localhost:5173/?state=bye');
    expect(reached.at(-1)).toBe('http://localhost:5173/?state=bye');
  });
});

test.describe('keyboard only: passkeys', () => {
  /** Makes the browser report that it cannot offer passkeys in autofill (so Main shows the button). */
  const withoutAutofill = (page: Page) =>
    page.addInitScript(() => {
      Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', { value: () => Promise.resolve(false) });
    });
  const passkeyConfig = { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] }, sessionOptions: { sessionDurationMinutes: 60 } };

  /** From a logged-in page: the host's 'Manage passkeys' link, then 'Create a Passkey'. */
  async function createPasskeyByKeyboard(page: Page): Promise<void> {
    await tabTo(page, page.getByRole('link', { name: 'Manage passkeys' }));
    await page.keyboard.press('Enter');
    // The registration mode's first screen does not take the focus (a new widget on the page).
    await expect(page.getByRole('heading', { name: 'Set up a new Passkey' })).toBeVisible();
    await tabTo(page, button(page, 'Create a Passkey'));
    await page.keyboard.press('Enter');
    await expectScreenFocus(page, 'Passkey successfully created!');
  }

  test('registration mode: create, rename (Escape cancels; an empty name is announced), delete (Escape cancels), Done', { tag: [tag('passkey-registration-success'), tag('passkey-registration-start')] }, async ({ page }) => {
    await addVirtualAuthenticator(page);
    const email = shortEmail('manage');
    await page.goto(configUrl(passkeyConfig));
    await emailCodeLoginByKeyboard(page, email);
    await createPasskeyByKeyboard(page);
    const [registered] = await passkeysOf(email);
    const name = registered!.name;

    // Rename: the field takes the focus; Escape closes it and gives the focus back.
    const rename = button(page, `Rename ${name}`);
    await tabTo(page, rename);
    await page.keyboard.press('Enter');
    const field = page.getByRole('textbox', { name: 'Passkey name' });
    await expect(field).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(field).toHaveCount(0);
    await expect(rename).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(field).toBeFocused();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await expectAnnounced(page, 'Enter a name for the passkey.', { field });
    await expect(field).toBeFocused();
    await page.keyboard.type('Work laptop');
    await tabTo(page, button(page, 'Save'));
    await page.keyboard.press('Enter');
    await expect(button(page, 'Rename Work laptop')).toBeFocused();
    await expect.poll(async () => (await passkeysOf(email))[0]?.name).toBe('Work laptop');

    // Delete: the confirmation takes the focus, its warning read with it.
    const remove = button(page, 'Delete Work laptop');
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const confirm = page.locator('[data-slot="passkey-delete-actions"]').getByRole('button', { name: 'Delete Work laptop' });
    await expect(confirm).toBeFocused();
    await expect(confirm).toHaveAccessibleDescription('Once deleted, the passkey cannot be restored.');
    // Escape cancels, and so do Tab and Enter on Cancel: the focus goes back to the row's Delete.
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await tabTo(page, page.locator('[data-slot="passkey-delete-actions"]').getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Enter');
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-slot="passkey-row"]')).toHaveCount(0);
    // The row is gone: the focus goes to the list's title, not to the page.
    await expect(page.getByRole('heading', { name: 'Existing Passkeys' })).toBeFocused();
    await expect.poll(async () => (await passkeysOf(email)).length).toBe(0);
    await tabTo(page, button(page, 'Done'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
  });

  test("login with the 'Login with a Passkey' button", { tag: tag('passkey-login') }, async ({ page }) => {
    await withoutAutofill(page);
    await addVirtualAuthenticator(page);
    const email = shortEmail('pklogin');
    await page.goto(configUrl(passkeyConfig));
    await emailCodeLoginByKeyboard(page, email);
    await createPasskeyByKeyboard(page);
    await tabTo(page, button(page, 'Done'));
    await page.keyboard.press('Enter');
    await logOutByKeyboard(page);

    // Main again (this browser cannot offer passkeys in autofill: the button).
    await tabTo(page, button(page, 'Login with a Passkey'));
    await page.keyboard.press('Enter');
    await expectScreenFocus(page, 'Success!');
    await expect(page.getByTestId('session-identity')).toHaveText(email);
  });
});

test.describe('keyboard only: one-time passcodes', { tag: tag('otp') }, () => {
  // Also in <portico-login>: the focus rings, focus moves and announcements inside its shadow root.
  for (const where of ['page', 'element'] as const) {
    test(`email${where === 'element' ? ' in <portico-login>' : ''}: a bad address, then the code screen (resend, a wrong code, the right one)`, { tag: [tag('login-form'), tag('resend-code')] }, async ({ page }) => {
      const email = shortEmail('otp');
      if (where === 'element') {
        await page.context().grantPermissions(['local-network-access']);
        await openPlainPage(page, `<portico-login ${ELEMENT_CLIENT} config='${jsonAttribute(emailOtpConfig)}'></portico-login>`, ELEMENT_SCRIPTS.module);
      } else {
        await page.goto(configUrl(emailOtpConfig));
      }
      const field = page.getByRole('textbox', { name: 'Email' });
      await tabTo(page, field);
      await page.keyboard.type('not-an-email');
      await page.keyboard.press('Enter');
      await expectAnnounced(page, 'Invalid email address.', { field });
      await expect(field).toBeFocused();
      await retype(page, email);
      await page.keyboard.press('Enter');

      await expectScreenFocus(page, 'Enter passcode', { field: passcode(page), describedBy: `A 6-digit passcode was sent to you at ${email}.` });
      const first = await codeSentTo(email);

      // Resend: 'Code sent' is announced, and the focus stays on the control.
      const resend = button(page, 'Resend code');
      await tabTo(page, resend);
      await page.keyboard.press('Enter');
      await expectAnnounced(page, 'Code sent');
      // The control stays focused through its states ('Code sent' for two seconds, then resend again).
      await expect(page.locator('[data-slot="resend-control"]').getByRole('button')).toBeFocused();
      const second = await codeSentTo(email, 2);

      // Back to the field (Shift+Tab), a wrong code: announced, the field focused and marked invalid.
      await tabTo(page, passcode(page), { back: true });
      const wrong = second === '000000' ? '111111' : '000000';
      await page.keyboard.type(first === second ? wrong : first);
      await expectAnnounced(page, 'Invalid passcode, please try again.', { field: passcode(page) });
      await expect(passcode(page)).toBeFocused();
      await expect(passcode(page)).toHaveAttribute('aria-invalid', 'true');
      // The wrong code is selected: typing the right one replaces it.
      await page.keyboard.type(second);
      await expectScreenFocus(page, 'Success!');
      await expectAnnounced(page, 'You have successfully logged in.');
    });
  }

  test("email: the countdown is not a live region; its expiry is announced (the browser's clock)", { tag: tag('countdown') }, async ({ page }) => {
    await page.clock.install();
    await page.goto(configUrl(emailOtpConfig));
    await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
    await page.keyboard.type(shortEmail('exp'));
    await page.keyboard.press('Enter');
    await expectScreenFocus(page, 'Enter passcode', { field: passcode(page), describedBy: SENT_TO });
    const ticking = page.getByText(/Your code expires in \d:\d\d\./);
    await expect(ticking).toBeVisible();
    // Neither the ticking text nor anything around it is read as it changes.
    expect(await ticking.evaluate((element, live) => element.closest(live)?.outerHTML ?? null, LIVE)).toBeNull();
    // Three seconds of ticks, each run: the text changes, and no live region is given it.
    const shown = await ticking.textContent();
    await page.clock.runFor(3_000);
    await expect(ticking).not.toHaveText(shown ?? '');
    const region = page.locator('[data-slot="expiry-notice"]').locator(LIVE);
    await expect(region).toHaveText('');
    expect((await announcedSoFar(page)).filter((said) => /expires in/.test(said))).toEqual([]);
    await page.clock.fastForward('05:00');
    await expectAnnounced(page, 'Your code has expired.');
    await expect(region).toHaveText('Your code has expired.');
    await expect(ticking).toBeHidden();
  });

  test('SMS: the Text tab by arrows, the country picker by arrows, a bad number, then the code', { tag: [tag('login-form'), tag('phone-input')] }, async ({ page }) => {
    const phone = uniquePhone();
    await page.goto('/');
    await selectTab(page, 'Text');
    // The country picker: arrows change the country (and the region code shown), and back.
    const country = page.getByRole('combobox', { name: 'Country code' });
    await tabTo(page, country);
    const shown = page.locator('[data-slot="phone-input-country"]');
    await expect(shown).toContainText('US +1');
    // The picker offers the default country alone until libphonenumber-js has loaded (lazily,
    // with the phone field): an arrow pressed before then has nowhere to go.
    await expect.poll(() => country.locator('option').count()).toBeGreaterThan(1);
    await page.keyboard.press('ArrowDown');
    await expect(country).not.toHaveValue('US');
    await expect(shown).not.toContainText('US +1');
    await page.keyboard.press('ArrowUp');
    await expect(country).toHaveValue('US');
    const number = page.getByRole('textbox', { name: 'Phone number' });
    await tabTo(page, number);
    await page.keyboard.type('12');
    await page.keyboard.press('Enter');
    await expectAnnounced(page, 'Phone number format is invalid. Ensure the phone number is in the E.164 format.', { field: number });
    await retype(page, phone.digits);
    await expect(number).toHaveValue(phone.national);
    await tabTo(page, continueButton(page));
    await page.keyboard.press('Space');
    await expectScreenFocus(page, 'Enter passcode', { field: passcode(page), describedBy: SENT_TO });
    await page.keyboard.type(await codeSentTo(phone.e164));
    await expectScreenFocus(page, 'Success!');
    await expect(page.getByTestId('session-identity')).toHaveText(phone.e164);
  });

  test('WhatsApp: the tab by arrows, the number, the code', { tag: tag('login-form') }, async ({ page }) => {
    const phone = uniquePhone();
    await page.goto('/');
    await selectTab(page, 'WhatsApp');
    await tabTo(page, page.getByRole('textbox', { name: 'Phone number' }));
    await page.keyboard.type(phone.digits);
    await page.keyboard.press('Enter');
    await expectScreenFocus(page, 'Enter passcode', { field: passcode(page), describedBy: SENT_TO });
    const [message] = await inbox.all(phone.e164);
    expect(message?.channel).toBe('whatsapp');
    await page.keyboard.type(await codeSentTo(phone.e164));
    await expectScreenFocus(page, 'Success!');
  });
});

test.describe('keyboard only: magic links and passwords', () => {
  test("magic link: send, resend (toast), 'Try again'", { tag: [tag('magic-link'), tag('resend-code')] }, async ({ page, baseURL }) => {
    const email = shortEmail('link');
    await page.goto(configUrl(playgroundConfig(baseURL!, { products: ['emailMagicLinks'] })));
    const field = page.getByRole('textbox', { name: 'Email' });
    await tabTo(page, field);
    await page.keyboard.press('Enter');
    await expectAnnounced(page, 'Enter your email address.', { field });
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expectScreenFocus(page, 'Check your email');
    await linkSentTo(email);
    await waitOutMagicLinkLimit(page);
    await tabTo(page, page.getByRole('link', { name: /Open Gmail/ }));
    await tabTo(page, button(page, 'Resend email'));
    await page.keyboard.press('Enter');
    await expectAnnounced(page, 'Email resent');
    await expect.poll(async () => (await inbox.all(email)).length).toBe(2);
    await tabTo(page, button(page, 'Try again'));
    await page.keyboard.press('Space');
    await expectScreenFocus(page, 'Sign up or log in');
  });

  test("the link, opened where the page did not start it: 'Continue signing in' takes the focus; Tab, Enter", { tag: [tag('link-confirm'), tag('url-login')] }, async ({ page, baseURL }) => {
    const email = shortEmail('ask');
    await seedUser({ email });
    await page.goto(configUrl(playgroundConfig(baseURL!, { products: ['emailMagicLinks'] })));
    const field = page.getByRole('textbox', { name: 'Email' });
    await tabTo(page, field);
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expectScreenFocus(page, 'Check your email');
    const link = await linkSentTo(email);
    // Followed from the email (no PKCE: no proof this browser asked): the question, its title focused.
    await page.goto(link);
    await expectScreenFocus(page, 'Continue signing in');
    // Enter on the title spends nothing; the one button does.
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('session-panel')).toHaveCount(0);
    await tabTo(page, continueButton(page));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('session-identity')).toHaveText(email);
  });

  test('password login: a wrong password (announced), show it with Space, the right one', { tag: tag('password') }, async ({ page }) => {
    const email = shortEmail('login');
    await seedUser({ email, password: PASSWORD });
    await page.goto('/');
    await submitEmailOnMain(page, email);
    const password = page.getByLabel('Password', { exact: true });
    await expectScreenFocus(page, 'Log In', { field: password });
    await page.keyboard.type('not the password');
    await page.keyboard.press('Enter');
    await expectAnnounced(page, 'Unauthorized credentials.', { field: password });
    await tabTo(page, button(page, 'Show password'));
    await page.keyboard.press('Space');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(button(page, 'Hide password')).toBeFocused();
    await tabTo(page, password, { back: true });
    await retype(page, PASSWORD);
    await tabTo(page, continueButton(page));
    await page.keyboard.press('Enter');
    await expectScreenFocus(page, 'Success!');
    await expect(page.getByTestId('session-identity')).toHaveText(email);
  });

  test('password sign-up: the strength feedback is announced, Continue waits for a strong password', { tag: [tag('create-password'), tag('password-strength')] }, async ({ page }) => {
    const email = shortEmail('signup');
    await page.goto('/');
    await submitEmailOnMain(page, email);
    const password = page.getByLabel('Password', { exact: true });
    await expectScreenFocus(page, 'Create an account', { field: password });
    await page.keyboard.type('password123');
    // The verdict is announced; the details are read with the field being typed in.
    await expectAnnounced(page, 'Password not accepted yet.');
    await expectAnnounced(
      page,
      'This password may have been used on a different site that experienced a security issue. Please choose another password.',
      { field: password, live: false },
    );
    await retype(page, STRONG);
    await expect(page.locator('[data-slot="strength-meter"]')).toHaveAttribute('data-score', '4');
    await tabTo(page, continueButton(page));
    await page.keyboard.press('Enter');
    await expectScreenFocus(page, 'Success!');
    await expect(page.getByTestId('session-identity')).toHaveText(email);
  });

  test('forgot password, then the reset mode from the emailed link: a weak password, a strong one', { tag: [tag('reset-email'), tag('password-reset')] }, async ({ page }) => {
    const email = shortEmail('forgot');
    await seedUser({ email, password: PASSWORD });
    await page.goto('/');
    await submitEmailOnMain(page, email);
    await expectScreenFocus(page, 'Log In', { field: page.getByLabel('Password', { exact: true }) });
    await tabTo(page, button(page, 'Forgot Password?'));
    await page.keyboard.press('Enter');
    await expectScreenFocus(page, 'Forgot password?');
    await expect(page.getByText(`A link to reset your password was sent to you at ${email}.`)).toBeVisible();
    const link = await linkSentTo(email);

    // The reset mode: its first screen does not take the focus from the page; Tab reaches its field.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    const password = page.getByLabel('New password');
    await tabTo(page, password);
    await page.keyboard.type('weak');
    await expect(continueButton(page)).toHaveAttribute('aria-disabled', 'true');
    await retype(page, STRONG);
    await tabTo(page, continueButton(page));
    await expect(continueButton(page)).not.toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
    await expectScreenFocus(page, 'Success!');
    await expect(page.getByTestId('session-identity')).toHaveText(email);
  });
});

test.describe('keyboard only: wallets, OAuth, One Tap', () => {
  const walletConfig = (baseURL: string, extra: Record<string, unknown> = {}) =>
    playgroundConfig(baseURL, { products: ['crypto', 'emailMagicLinks'], ...extra });

  test('an Ethereum wallet (MetaMask)', { tag: tag('crypto-connect') }, async ({ page, baseURL }) => {
    const { ethereum } = await installWallets(page, { ethereum: 'Metamask', seed: test.info().testId });
    await page.goto(configUrl(walletConfig(baseURL!)));
    await tabTo(page, button(page, 'Continue with Metamask'));
    await page.keyboard.press('Enter');
    await expectScreenFocus(page, 'Success!');
    await expectAnnounced(page, 'You have successfully connected your wallet.');
    await expect(page.getByTestId('session-identity')).toHaveText(ethereum!.address);
  });

  test("a Solana wallet (Phantom) from 'other wallets'; a refused wallet's error screen and its back arrow", { tag: [tag('crypto-other'), tag('crypto-connect')] }, async ({ page, baseURL }) => {
    const { solana } = await installWallets(page, {
      ethereum: [{ wallet: 'Metamask', refuse: 'connect' }, 'Coinbase'],
      solana: 'Phantom',
      seed: test.info().testId,
    });
    await page.goto(
      configUrl(
        walletConfig(baseURL!, {
          products: ['oauth', 'crypto', 'emailMagicLinks'],
          oauthOptions: {
            providers: [{ type: 'google' }, { type: 'apple' }, { type: 'github' }, { type: 'microsoft' }],
            loginRedirectURL: `${baseURL}/authenticate`,
            signupRedirectURL: `${baseURL}/authenticate`,
          },
        }),
      ),
    );
    // MetaMask refuses: the error screen takes the focus; its back arrow returns to Main.
    await tabTo(page, button(page, 'Continue with Metamask'));
    await page.keyboard.press('Enter');
    await expectScreenFocus(page, 'Looks like there was an error!');
    await expectAnnounced(page, 'Could not connect to wallet');
    await tabTo(page, button(page, 'Go back'));
    await page.keyboard.press('Enter');
    await expectScreenFocus(page, 'Sign up or log in');

    await tabTo(page, button(page, 'Continue with other Crypto Wallet'));
    await page.keyboard.press('Enter');
    await expectScreenFocus(page, 'Continue with other wallet');
    await tabTo(page, page.getByRole('button', { name: /Phantom/ }));
    await page.keyboard.press('Enter');
    await expectScreenFocus(page, 'Success!');
    await expect(page.getByTestId('session-identity')).toHaveText(solana!.address);
  });

  test("OAuth: Enter on 'Continue with GitHub' opens the provider's page; its radio group by arrows; back signed in", { tag: [tag('oauth'), tag('url-login')] }, async ({ page, baseURL }) => {
    const email = shortEmail('oauth');
    await page.goto(
      configUrl(
        playgroundConfig(baseURL!, {
          products: ['oauth', 'emailMagicLinks'],
          oauthOptions: {
            providers: [{ type: 'google' }, { type: 'github' }],
            loginRedirectURL: `${baseURL}/authenticate`,
            signupRedirectURL: `${baseURL}/authenticate?signup=1`,
          },
        }),
      ),
    );
    await tabTo(page, button(page, 'Continue with GitHub'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`^${emulatorUrl}/`));
    await expect(page.getByRole('heading', { name: 'Sign in with GitHub' })).toBeVisible();
    // The stand-in provider's page (the emulator's, not the widget): a radio group and a field.
    const another = page.getByRole('radio', { name: 'Another email address' });
    await tabTo(page, page.getByRole('radio', { checked: true }));
    for (let press = 0; press < 5 && !(await another.isChecked()); press++) await page.keyboard.press('ArrowDown');
    await expect(another).toBeChecked();
    await tabTo(page, page.getByRole('textbox', { name: 'Email address' }));
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('session-identity')).toHaveText(email);
  });
});

test.describe('keyboard only: Google One Tap', { tag: tag('one-tap') }, () => {
  test.use({ serviceWorkers: 'block' });

  test('the floating prompt: Tab reaches it after the widget; Shift+Tab from the top of the page signs in through it', async ({ page, baseURL }) => {
    await routeGoogleScript(page);
    const url = configUrl(oneTapConfig(baseURL!, { position: 'floating', cancel_on_tap_outside: false }));
    await page.goto(url);
    const prompt = page.frameLocator('iframe[title="Sign in with Google"]');
    const field = prompt.getByRole('textbox', { name: 'Email address' });
    await field.waitFor();
    const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement && document.hasFocus());
    // Forward: the widget's controls (each with its focus indicator), then Google's prompt, which
    // is the page's last element (its first control: Close).
    await tabTo(page, continueButton(page));
    const close = prompt.getByRole('button', { name: 'Close' });
    let inPrompt = false;
    for (let press = 0; press < 4 && !inPrompt; press++) {
      await page.keyboard.press('Tab');
      inPrompt = await hasFocus(close);
    }
    expect(inPrompt, "Tab after the widget reaches the One Tap prompt's Close").toBe(true);

    // The prompt lists every account the stand-in knows (all the tests' users) before its email
    // field: from the top of a fresh page, Shift+Tab reaches the field from the other end.
    await page.goto(url);
    await field.waitFor();
    for (let press = 0; press < 4 && !(await hasFocus(field)); press++) await page.keyboard.press('Shift+Tab');
    expect(await hasFocus(field), "Shift+Tab reaches the One Tap prompt's email field").toBe(true);
    const email = shortEmail('tap');
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('session-identity')).toHaveText(email);
  });
});

test.describe('keyboard only: the checks themselves', { tag: tag('login') }, () => {
  test('the focus-indicator check fails where a control has no visible focus', async ({ page }) => {
    await page.goto(configUrl(emailOtpConfig));
    await page.getByRole('textbox', { name: 'Email' }).waitFor();
    await page.addStyleTag({
      content: '[data-slot="widget-frame"] button:focus-visible { box-shadow: none !important; outline: none !important; }',
    });
    await expect(tabTo(page, continueButton(page))).rejects.toThrow(/a visible focus indicator on <button> "Continue"/);
  });
});
