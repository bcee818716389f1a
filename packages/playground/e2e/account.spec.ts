/**
 * The account (issue 37) in the playground's `/account` page: `<AccountWidget>` through the real
 * @stytch/vanilla-js client against the emulator, its devices and delete-account sections through
 * the playground server's account API (Stytch's Node SDK against the emulator's Backend API). One
 * user's journey, step by step on one signed-in page (each step needs the ones before); a step-up;
 * `<portico-account>` on the elements page; the user button's account dialog by the keyboard alone
 * in `<portico-user-button>`'s shadow root.
 */
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { uniqueEmail, uniquePhone } from '@portico/testing';
import { codeSentTo, ELEMENT_CLIENT, ELEMENT_SCRIPTS, e2eEmulator, emailOtpConfig, emulatorUrl, enterCode, inbox, jsonAttribute, openPlainPage, seedUser } from './support';
import { tag } from './tags';

const ACCOUNT_FRAME = '[data-slot="widget-frame"][data-screen="Account"]';
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** A section's polite announcement of the change it made. */
const announcement = (region: Locator) => region.locator('[data-slot="account-section-announcement"]');
/** The confirmation dialog (Radix's AlertDialog) that a removal asks in. */
const confirmation = (page: Page) => page.getByRole('alertdialog');

/**
 * Presses Escape, once, in the moment a confirmation in `<portico-user-button>`'s account dialog
 * gives its Cancel the focus: in that focus's own event, before Radix counts the confirmation's
 * layer (a render later, on Preact a frame later). Resolves to a reader of whether it was pressed.
 */
async function escapeWhenConfirmationFocused(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const root = document.querySelector('portico-user-button')!.shadowRoot!;
    const state = { pressed: false };
    (window as unknown as { __escapeAtFocus: typeof state }).__escapeAtFocus = state;
    root.addEventListener('focusin', (event) => {
      const target = event.target as HTMLElement;
      if (state.pressed || !target.closest('[role="alertdialog"]')) return;
      state.pressed = true;
      target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }));
    });
  });
  return () => page.evaluate(() => (window as unknown as { __escapeAtFocus: { pressed: boolean } }).__escapeAtFocus.pressed);
}

/** A login by emailed code on the playground's email-code config; the session panel says who. */
async function signInByEmailCode(page: Page, email: string, count = 1): Promise<void> {
  await page.goto(`/?config=${encodeURIComponent(JSON.stringify(emailOtpConfig))}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Email' }).press('Enter');
  await enterCode(page, await codeSentTo(email, count));
  await expect(page.getByTestId('session-identity')).toContainText(email);
}

/** `/account`, the account shown (its sections loaded). */
async function openAccount(page: Page): Promise<void> {
  await page.goto('/account');
  await expect(page.locator(ACCOUNT_FRAME)).toBeVisible();
  await expect(section(page, 'Profile')).toBeVisible();
}

/** The session JWT the page's Stytch client holds (its cookie), as `createAccountBackend` sends it. */
const sessionJwt = (page: Page) =>
  page.evaluate(() => decodeURIComponent(document.cookie.split('; ').find((cookie) => cookie.startsWith('stytch_session_jwt='))?.slice('stytch_session_jwt='.length) ?? ''));

/** A new page in a new browser context (another browser: no cookies of the first). */
async function newBrowserPage(browser: Browser, baseURL: string | undefined): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...(baseURL && { baseURL }) });
  return { context, page: await context.newPage() };
}

test.describe('the account page, one user from sign-in to deletion', { tag: tag('account') }, () => {
  // One signed-in page for the whole journey: each step starts where the one before ended.
  test.describe.configure({ mode: 'serial' });
  const email = uniqueEmail('account');
  const phone = uniquePhone();
  const password = 'marmalade Orbit 4417 quay';
  let context: BrowserContext;
  let page: Page;
  let userId = '';

  test.beforeAll(async ({ browser }, testInfo) => {
    ({ context, page } = await newBrowserPage(browser, testInfo.project.use.baseURL));
  });
  test.afterAll(async () => context?.close());

  test('signs in by email code, opens /account from the session panel, and edits the name (kept after a reload)', { tag: tag('account-profile') }, async () => {
    await signInByEmailCode(page, email);
    userId = (await page.getByTestId('session-user-id').textContent()) ?? '';
    expect(userId).toMatch(/^user-/);
    await page.getByTestId('session-panel').getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    const profile = section(page, 'Profile');
    await profile.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await profile.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(announcement(profile)).toHaveText('Your name has been saved.');
    await expect(page.locator('[data-slot="account-name"]')).toHaveText('Ada Lovelace');

    await page.reload();
    await expect(section(page, 'Profile').getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    await expect(section(page, 'Profile').getByRole('textbox', { name: 'Last name' })).toHaveValue('Lovelace');
    // The header's user button follows the client's user: the new name.
    await expect(page.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeVisible();
  });

  test('adds a phone number with the code texted to it, then removes it', { tag: [tag('phone-numbers'), tag('contact-list')] }, async () => {
    const phones = section(page, 'Phone numbers');
    await phones.getByRole('button', { name: 'Add a phone number' }).click();
    await phones.getByRole('textbox', { name: 'New phone number' }).fill(phone.national);
    await phones.getByRole('button', { name: 'Send code' }).click();
    await enterCode(page, await codeSentTo(phone.e164));
    await expect(announcement(phones)).toHaveText('The phone number has been added.');
    const row = phones.getByRole('listitem').filter({ hasText: phone.digits.slice(-4) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Verified');

    await row.getByRole('button', { name: /^Remove / }).click();
    await confirmation(page).getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(announcement(phones)).toHaveText('The phone number has been removed.');
    await expect(phones.getByRole('listitem').filter({ hasText: phone.digits.slice(-4) })).toHaveCount(0);
    await expect(phones).toContainText('There is no phone number on your account.');
  });

  test("links GitHub through the emulator's stand-in provider, back on /account, then unlinks it", { tag: tag('connected-accounts') }, async () => {
    const connected = section(page, 'Connected accounts');
    await connected.getByRole('button', { name: 'Link GitHub', exact: true }).click();
    // The stand-in provider page: the account to link is the signed-in user's address.
    await expect(page.getByRole('heading', { name: 'Sign in with GitHub' })).toBeVisible();
    await expect(page.getByText(`Link a GitHub account to ${email}`)).toBeVisible();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    // Back on /account: the redirect page's widget finishes the link, the token leaves the address bar.
    await expect(page.locator(ACCOUNT_FRAME)).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
    const github = section(page, 'Connected accounts').getByRole('listitem').filter({ hasText: 'GitHub' });
    await expect(github).toHaveCount(1);
    await expect(section(page, 'Connected accounts').getByRole('button', { name: 'Link GitHub', exact: true })).toHaveCount(0);
    // The session has the provider's factor now (the session panel lists the factors' kinds).
    await expect(page.getByTestId('session-factors')).toContainText('oauth');

    await github.getByRole('button', { name: 'Unlink GitHub' }).click();
    await expect(confirmation(page)).toHaveAccessibleName('Unlink GitHub?');
    await confirmation(page).getByRole('button', { name: 'Unlink', exact: true }).click();
    await expect(announcement(section(page, 'Connected accounts'))).toHaveText('The account is unlinked.');
    await expect(section(page, 'Connected accounts').getByRole('button', { name: 'Link GitHub', exact: true })).toBeVisible();
  });

  test("sees the demo app under 'Apps with access' after consenting to it, and revokes it", { tag: tag('connected-apps') }, async () => {
    await page.goto('/oauth/demo');
    await page.getByRole('button', { name: 'Sign in with Portico Playground' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page.getByTestId('demo-client-email')).toHaveText(email);

    await openAccount(page);
    const apps = section(page, 'Apps with access');
    const demo = apps.getByRole('listitem').filter({ hasText: 'Portico Demo App' });
    await expect(demo).toHaveCount(1);
    await demo.getByRole('button', { name: 'Revoke access for Portico Demo App' }).click();
    await confirmation(page).getByRole('button', { name: 'Revoke access', exact: true }).click();
    await expect(announcement(apps)).toHaveText('Access revoked.');
    await expect(apps).toContainText('No app has access to your account.');
  });

  test('sees two devices after signing in from a second browser, signs the other out: its session is gone', { tag: tag('devices') }, async ({ browser, request }, testInfo) => {
    const other = await newBrowserPage(browser, testInfo.project.use.baseURL);
    try {
      // Three codes to this address so far: this sign-in's is the fourth... counted by the outbox.
      const before = await inbox.all(email);
      await signInByEmailCode(other.page, email, before.length + 1);
      const otherJwt = await sessionJwt(other.page);

      await openAccount(page);
      const devices = section(page, 'Devices');
      const rows = devices.getByRole('list', { name: 'Devices' }).getByRole('listitem');
      await expect(rows).toHaveCount(2);
      await expect(rows.first()).toContainText('This device');
      const otherRow = rows.filter({ hasNotText: 'This device' });
      await otherRow.getByRole('button', { name: /^Sign out of / }).click();
      await confirmation(page).getByRole('button', { name: 'Sign out', exact: true }).click();
      await expect(announcement(devices)).toHaveText('That device is signed out.');
      await expect(rows).toHaveCount(1);

      // The other browser's next request is refused: its session no longer exists.
      const refused = await request.get(`${testInfo.project.use.baseURL}/api/account/sessions`, { headers: { Authorization: `Bearer ${otherJwt}` } });
      expect(refused.status()).toBe(401);
      expect(await refused.json()).toMatchObject({ error_type: 'session_not_found' });
      // Its page, loaded again, finds its session refused by the emulator: the Stytch client drops it.
      await other.page.reload();
      await expect(other.page.getByTestId('session-panel')).toHaveCount(0);
      await expect.poll(() => sessionJwt(other.page)).toBe('');
    } finally {
      await other.context.close();
    }
  });

  test('sets a password, then signs in with it', { tag: tag('account-password') }, async () => {
    const passwordSection = section(page, 'Password');
    await expect(passwordSection.getByRole('button', { name: 'Set password' })).toBeVisible();
    await passwordSection.getByLabel('New password', { exact: true }).fill(password);
    await passwordSection.getByRole('button', { name: 'Set password' }).click();
    await expect(announcement(passwordSection)).toHaveText('Your password has been set.');

    // Signed out, then in again with the password (the playground's password preset).
    await page.getByTestId('session-panel').getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByTestId('session-panel')).toHaveCount(0);
    await page.goto('/?preset=password');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByTestId('session-identity')).toHaveText(email);
    await expect(page.getByTestId('session-user-id')).toHaveText(userId);
    await expect(page.getByTestId('session-factors')).toHaveText('knowledge');
  });

  test('deletes the account; signing in again with that email starts a new user', { tag: tag('delete-account') }, async () => {
    await openAccount(page);
    const remove = section(page, 'Delete account');
    await remove.getByRole('textbox', { name: `To confirm, type ${email}` }).fill(email);
    await remove.getByRole('button', { name: 'Delete account' }).click();
    await expect(page.locator('[data-slot="widget-frame"][data-screen="AccountSignedOut"]')).toContainText('Your account has been deleted.');
    // Signed out: the page's session panel and user button are gone.
    await expect(page.getByTestId('session-panel')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Account menu for/ })).toHaveCount(0);
    expect(await (await e2eEmulator()).users.find({ email })).toBeNull();

    const sent = await inbox.all(email);
    await signInByEmailCode(page, email, sent.length + 1);
    await expect(page.getByTestId('session-user-id')).not.toHaveText(userId);
  });
});

test.describe('a change Stytch gates steps up first', { tag: tag('account') }, () => {
  test('a user with an email and a phone, signed in by email code, adding a phone: the code texted to the phone on file first', { tag: [tag('sensitive-change'), tag('phone-numbers'), tag('contact-list')] }, async ({ page }) => {
    const email = uniqueEmail('account-step-up');
    const onFile = uniquePhone();
    const added = uniquePhone();
    await seedUser({ email, phone: onFile.e164 });
    await signInByEmailCode(page, email);
    await openAccount(page);
    const phones = section(page, 'Phone numbers');
    await phones.getByRole('button', { name: 'Add a phone number' }).click();
    await phones.getByRole('textbox', { name: 'New phone number' }).fill(added.national);
    await phones.getByRole('button', { name: 'Send code' }).click();
    // The session proves the email only; the user has a phone too: Stytch wants both before this change.
    await expect(phones.getByText('For your security, confirm it is you before making this change.')).toBeVisible();
    await enterCode(page, await codeSentTo(onFile.e164));
    // Then the code to the new number, which adds it.
    await enterCode(page, await codeSentTo(added.e164));
    await expect(announcement(phones)).toHaveText('The phone number has been added.');
    await expect(phones.getByRole('listitem').filter({ hasText: added.digits.slice(-4) })).toHaveCount(1);
    await expect(page.getByTestId('session-factors')).toContainText('sms');
  });
});

test.describe('<portico-account> and <portico-user-button> in the elements package', { tag: tag('account') }, () => {
  test('on the elements page: the name edited and the device listed', { tag: [tag('account-profile'), tag('devices')] }, async ({ page }) => {
    const email = uniqueEmail('account-element');
    const password = 'saffron kettle orbit 1999';
    await seedUser({ email, password });
    await page.goto(`/elements.html?emulator=${encodeURIComponent(emulatorUrl)}`);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page.getByTestId('session-identity')).toHaveText(email);

    await page.getByRole('button', { name: 'Your account' }).click();
    const account = page.locator('portico-account');
    const profile = account.getByRole('region', { name: 'Profile', exact: true });
    await profile.getByRole('textbox', { name: 'First name' }).fill('Grace');
    await profile.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(announcement(profile)).toHaveText('Your name has been saved.');
    await expect(account.locator('[data-slot="account-name"]')).toHaveText('Grace Hopper');
    // The playground server's account API (backend-url): this device.
    const rows = account.getByRole('list', { name: 'Devices' }).getByRole('listitem');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('This device');
  });

});

test.describe("<portico-user-button>'s account dialog on a plain page", { tag: tag('account') }, () => {
  // A page the test fulfils counts as public to Chromium, reaching into loopback (the emulator).
  test.use({ permissions: ['local-network-access'] });

  test("by the keyboard alone, in the element's shadow root: the title focused, Tab kept inside, Escape back to the button", async ({ page }) => {
    const email = uniqueEmail('account-dialog');
    await openPlainPage(
      page,
      `<header><a href="/">Home</a> <portico-user-button ${ELEMENT_CLIENT} backend-url="/api/account"></portico-user-button></header>
       <portico-login ${ELEMENT_CLIENT} config='${jsonAttribute(emailOtpConfig)}'></portico-login>`,
      ELEMENT_SCRIPTS.module,
    );
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await enterCode(page, await codeSentTo(email));
    const button = page.getByRole('button', { name: /^Account menu for/ });
    await expect(button).toBeVisible();

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Manage account' })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Manage account' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Manage account' })).toBeFocused();
    await expect(dialog.getByRole('list', { name: 'Devices' }).getByRole('listitem')).toHaveCount(1);
    // Inside the element's shadow root, not the page's.
    expect(await page.evaluate(() => document.querySelector('[role="dialog"]'))).toBeNull();

    // A confirmation inside it: Escape closes that only, the focus back on the button that asked.
    const signOutHere = dialog.getByRole('button', { name: 'Sign out of this device' });
    await signOutHere.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alertdialog')).toBeVisible();
    // Open as a keyboard user meets it: the focus on its Cancel.
    await expect(page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(signOutHere).toBeFocused();
    // The same Escape pressed the moment the confirmation takes the focus, before Radix counts it
    // as the top layer (on Preact a frame later): the confirmation's still, not the dialog's.
    const pressed = await escapeWhenConfirmationFocused(page);
    await page.keyboard.press('Enter');
    await expect.poll(pressed).toBe(true);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(signOutHere).toBeFocused();
    await dialog.getByRole('heading', { name: 'Manage account' }).focus();

    // Shift+Tab from the title wraps to the dialog's last control; Tab from there to Close.
    await page.keyboard.press('Shift+Tab');
    const last = await page.evaluate(() => {
      const root = document.querySelector('portico-user-button')!.shadowRoot!;
      return root.querySelector('[role="dialog"]')!.contains(root.activeElement) && root.activeElement!.getAttribute('data-action') !== 'close';
    });
    expect(last).toBe(true);
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});
