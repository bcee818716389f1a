/**
 * Second factors after a login (`mfaOptions`), in Chromium, through the real @stytch/vanilla-js
 * client, against the emulator: enrolling an authenticator app under `policy: 'required'` (its
 * setup key read off the screen, its codes computed by @portico/testing's authenticator app), its codes on the next login
 * (wrong, expired and right), a recovery code (once only), a code texted to the phone on file,
 * and all of it by keyboard. Each test checks that the login does not complete before the second
 * factor: without the step-up, 'Success!' would show straight after the password.
 *
 * TOTP codes are computed at the emulator's clock (`totp`: @portico/testing's app); a second code within the same
 * half-minute is the next step's, which the server's window accepts, instead of waiting. Axe runs
 * on the enrolment's two screens and on the app code and recovery code screens (the ui's stories
 * check every state); the texted code is OTPAuthenticate's screen, checked in otp.spec.ts.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { uniqueEmail, uniquePhone } from '@portico/testing';
import { annotateTally, expectAnnounced, expectScreenFocus, tabTo } from './keyboard/focus';
import { codeSentTo, configUrl, e2eEmulator, enterCode, expectNoAxeViolations, inbox, linkSentTo, openLink, playgroundConfig, seedUser, totp } from './support';
import { tag } from './tags';

// Independent journeys, each with users of its own: side by side, on both workers.
test.describe.configure({ mode: 'parallel' });

/** Seeded users skip the strength check; short, for the keyboard test. */
const PASSWORD = 'mfa-Pass-9';

const TOTP_TITLE = 'Enter the 6-digit code from your authenticator app';
const RECOVERY_CODE = /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/;
const WRONG_TOTP = 'That code is incorrect or has expired. Enter the code your app shows now.';
const WRONG_RECOVERY_CODE = 'That recovery code is incorrect or was already used.';
const NINE_LEFT = 'You have 9 recovery codes left.';
const COUNT_UNKNOWN = 'How many recovery codes you have left cannot be shown here. Each code works once, so keep the others safe.';
const RENEW = 'Set up the app again for new codes';

/** A password login config (Main asks for the email, then the password) with `mfaOptions`. */
const mfaConfig = (baseURL: string, mfaOptions: Record<string, unknown>) => configUrl(playgroundConfig(baseURL, { products: ['passwords'], mfaOptions }));

const widget = (page: Page) => page.locator('[data-slot="widget-frame"]');
const button = (page: Page, name: string) => widget(page).getByRole('button', { name, exact: true });
const success = (page: Page) => page.getByRole('heading', { name: 'Success!' });
const codeField = (page: Page) => page.getByLabel('One-time passcode');
/** The error shown under the code field (the field is described by it and marked invalid). */
const fieldError = (page: Page, field: Locator) => widget(page).locator('[data-slot="field"]', { has: field }).locator('[data-slot="field-error"]');

async function passwordLogin(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** The host page's 'Log out': the widget comes back on Main. */
async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByTestId('session-panel')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
}

/** The login is complete: the confirmation, and the session's user on the page (their email, and phone number if any). */
async function expectLoggedIn(page: Page, identity: string): Promise<void> {
  await expect(success(page)).toBeVisible();
  await expect(page.getByTestId('session-identity')).toHaveText(identity);
}

/**
 * The host page while the second factor is pending: its session panel says the login is not
 * finished, offers nothing a signed-in user gets, and shows none of `hidden` (the user's email,
 * phone number) anywhere on the page.
 */
async function expectLoginNotFinished(page: Page, hidden: string[]): Promise<void> {
  const panel = page.getByTestId('session-panel');
  await expect(panel).toBeVisible();
  for (const text of hidden) await expect(page.getByText(text, { exact: false })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Logged in' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Two-step verification' })).toHaveCount(0);
  await expect(page.getByTestId('session-identity')).toHaveCount(0);
  await expect(panel.getByRole('heading', { name: 'Login not finished' })).toBeVisible();
  await expect(panel).toHaveAttribute('data-state', 'pending');
}

/** The MFA step shows, and the login has not completed (no confirmation) before the second factor. */
async function expectStepUp(page: Page, title: string | RegExp): Promise<void> {
  await expect(widget(page).getByText(title)).toBeVisible();
  await expect(success(page)).toHaveCount(0);
}

/** The enrolment's setup key (groups of four), without its spaces, and the QR code beside it. */
async function readSetupKey(page: Page): Promise<string> {
  const key = widget(page).getByRole('group', { name: 'Setup key' }).locator('code');
  await expect(key).toHaveText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  await expect(widget(page).getByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', /^data:image\/png;base64,/);
  return ((await key.textContent()) ?? '').replace(/\s+/g, '');
}

/** The recovery codes on the screen. */
async function recoveryCodesShown(page: Page): Promise<string[]> {
  const codes = widget(page).getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const shown = await codes.allTextContents();
  for (const code of shown) expect(code).toMatch(RECOVERY_CODE);
  return shown;
}

/** The user's verified authenticator apps, as the emulator has them. */
async function verifiedTotps(email: string): Promise<number> {
  const user = await (await e2eEmulator()).users.find({ email });
  return user?.totps.filter((app) => app.verified).length ?? 0;
}

test.describe('second factors after a login', { tag: tag('mfa') }, () => {
  test("required: a password user sets up an authenticator app, then logs in with its codes (a wrong and an expired one refused)", async ({ page, baseURL }) => {
    // Two logins and an enrolment: about 16 s on an idle machine, more beside other suites.
    test.setTimeout(60_000);
    const email = uniqueEmail('mfa-enrol');
    await seedUser({ email, password: PASSWORD });
    await page.goto(mfaConfig(baseURL!, { policy: 'required', methods: ['totp'] }));
    await passwordLogin(page, email);

    // Enrolment: the QR code and its setup key; the app's first code.
    const secret = await readSetupKey(page);
    await expect(success(page)).toHaveCount(0);
    await expectLoginNotFinished(page, [email]);
    await expectNoAxeViolations(page);
    await codeField(page).pressSequentially(await totp.code(secret));
    // The recovery codes, shown once; the login completes only once they are saved.
    const codes = await recoveryCodesShown(page);
    await expect(success(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await button(page, 'I have saved these codes').click();
    await expectLoggedIn(page, email);
    expect(await verifiedTotps(email)).toBe(1);
    expect(codes).toHaveLength(10);

    // The next login asks for the app's code.
    await logOut(page);
    await passwordLogin(page, email);
    await expectStepUp(page, TOTP_TITLE);
    await expect(codeField(page)).toBeFocused();
    await expectNoAxeViolations(page);
    const field = codeField(page);
    // A wrong code: an error under the field, and the user stays.
    await field.pressSequentially(await totp.wrongCode(secret));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(fieldError(page, field)).toHaveText(WRONG_TOTP);
    await expectStepUp(page, TOTP_TITLE);
    // An expired code: the app's code of five minutes ago.
    await field.fill('');
    await field.pressSequentially(await totp.code(secret, { step: -10 }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(fieldError(page, field)).toHaveText(WRONG_TOTP);
    await expectStepUp(page, TOTP_TITLE);
    // The right code (the next step's: the enrolment used this one).
    await field.fill('');
    await field.pressSequentially(await totp.code(secret, { step: 1 }));
    await expectLoggedIn(page, email);
  });

  test('a recovery code logs in once; the same code again is refused', async ({ page, baseURL }) => {
    const email = uniqueEmail('mfa-recover');
    const user = await seedUser({ email, password: PASSWORD, totp: true });
    const [code] = user.totp!.recoveryCodes;
    await page.goto(mfaConfig(baseURL!, { policy: 'whenEnrolled', methods: ['totp'] }));
    await passwordLogin(page, email);
    await expectStepUp(page, TOTP_TITLE);
    await button(page, 'Use a recovery code').click();
    const field = page.getByRole('textbox', { name: 'Recovery code' });
    await expect(field).toBeFocused();
    await expectNoAxeViolations(page);
    // As printed, in capitals: the widget takes it all the same.
    await field.fill(code!.toUpperCase());
    await field.press('Enter');
    await expect(widget(page).getByRole('heading', { name: 'Recovery code accepted' })).toBeVisible();
    // No count here: Stytch reads recovery codes only to a session of two factor categories, and
    // a password is in none (the redirect page's test below shows the count). The screen says so,
    // and offers no new codes: Stytch would refuse them to this session too.
    await expect(button(page, 'Continue')).toBeVisible();
    await expect(button(page, RENEW)).toHaveCount(0);
    await expect(widget(page).getByText(COUNT_UNKNOWN)).toBeVisible();
    await expect(widget(page).locator('[data-slot="mfa-renew-refused"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expect(success(page)).toHaveCount(0);
    await button(page, 'Continue').click();
    await expectLoggedIn(page, email);

    await logOut(page);
    await passwordLogin(page, email);
    await expectStepUp(page, TOTP_TITLE);
    await button(page, 'Use a recovery code').click();
    await field.fill(code!);
    await field.press('Enter');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(fieldError(page, field)).toHaveText(WRONG_RECOVERY_CODE);
    await expect(success(page)).toHaveCount(0);
    // Back to the app: its code logs in.
    await button(page, 'Use your authenticator app instead').click();
    await expectStepUp(page, TOTP_TITLE);
    await enterCode(page, await totp.code(user.totp!.secret));
    await expectLoggedIn(page, email);
  });

  test('the redirect page asks too: a magic link, then a recovery code, and how many codes are left', { tag: [tag('url-login'), tag('step-up')] }, async ({ page, baseURL }) => {
    const email = uniqueEmail('mfa-link');
    const user = await seedUser({ email, password: PASSWORD, totp: true });
    const mfaOptions = { policy: 'whenEnrolled', methods: ['totp'] };
    // The redirect page reads the config from its own address, as the login page does.
    const redirect = `${baseURL}/authenticate?config=${encodeURIComponent(JSON.stringify({ products: ['emailMagicLinks'], mfaOptions }))}`;
    await page.goto(configUrl(playgroundConfig(baseURL!, { products: ['emailMagicLinks'], mfaOptions, emailMagicLinksOptions: { loginRedirectURL: redirect } })));
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await openLink(page, await linkSentTo(email));
    await expectStepUp(page, TOTP_TITLE);
    await expect(page).not.toHaveURL(/token=/);
    await expectLoginNotFinished(page, [email]);
    await button(page, 'Use a recovery code').click();
    const field = page.getByRole('textbox', { name: 'Recovery code' });
    await field.fill(user.totp!.recoveryCodes[0]!);
    await field.press('Enter');
    await expect(widget(page).getByRole('heading', { name: 'Recovery code accepted' })).toBeVisible();
    // An email link and a recovery code: two categories, so Stytch tells how many are left.
    await expect(widget(page).getByText(NINE_LEFT)).toBeVisible();
    await button(page, 'Continue').click();
    await expect(page.getByTestId('session-identity')).toHaveText(email);
    await expect(widget(page).getByText(TOTP_TITLE)).toHaveCount(0);
  });

  test('after an email code and a recovery code, how many codes are left, and new ones with the app set up again', async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail('mfa-renew');
    const user = await seedUser({ email, password: PASSWORD, totp: true });
    const config = { products: ['otp'], otpOptions: { methods: ['email'] }, mfaOptions: { policy: 'whenEnrolled', methods: ['totp'] } };
    await page.goto(configUrl(playgroundConfig(baseURL!, config)));
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await enterCode(page, await codeSentTo(email));
    await expectStepUp(page, TOTP_TITLE);
    await button(page, 'Use a recovery code').click();
    const field = page.getByRole('textbox', { name: 'Recovery code' });
    await field.fill(user.totp!.recoveryCodes[0]!);
    await field.press('Enter');
    await expect(widget(page).getByRole('heading', { name: 'Recovery code accepted' })).toBeVisible();
    // An email code and a recovery code: two categories, so Stytch tells the count, and gives new codes.
    await expect(widget(page).getByText(NINE_LEFT)).toBeVisible();
    await expect(widget(page).getByText(COUNT_UNKNOWN)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await button(page, RENEW).click();
    const secret = await readSetupKey(page);
    await codeField(page).pressSequentially(await totp.code(secret));
    const codes = await recoveryCodesShown(page);
    expect(codes).not.toContain(user.totp!.recoveryCodes[1]);
    await button(page, 'I have saved these codes').click();
    await expectLoggedIn(page, email);
    // One app, the new one: its codes are the user's now.
    expect(await verifiedTotps(email)).toBe(1);
  });

  test('sms: the code is texted to the number on file, shown by its last digits only', async ({ page, baseURL }) => {
    const email = uniqueEmail('mfa-sms');
    const phone = uniquePhone();
    await seedUser({ email, password: PASSWORD, phone: phone.e164 });
    await page.goto(mfaConfig(baseURL!, { policy: 'whenEnrolled', methods: ['sms'] }));
    await passwordLogin(page, email);
    const code = await codeSentTo(phone.e164);
    expect((await inbox.all(phone.e164))[0]?.channel).toBe('sms');
    await expect(widget(page).getByText(`•••• ${phone.e164.slice(-4)}`)).toBeVisible();
    await expect(widget(page).getByText(phone.national)).toHaveCount(0);
    await expect(widget(page).getByText(phone.e164)).toHaveCount(0);
    await expect(success(page)).toHaveCount(0);
    // Meanwhile the page holds Stytch's one-factor session, and the host does not treat it as
    // signed in (docs/mfa.md): no 'Logged in', no 'Log out', no email or phone number in full.
    await expectLoginNotFinished(page, [email, phone.e164, phone.national]);
    await expect(page.getByTestId('session-factors')).toHaveText('knowledge');
    await enterCode(page, code);
    await expectLoggedIn(page, `${email}, ${phone.e164}`);
    await expect(page.getByTestId('session-factors')).toHaveText('knowledge + sms');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('keyboard only: the enrolment (its code, the saved codes), then the app code screen (a wrong code announced) to a recovery code', async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail('mfa-kb');
    await seedUser({ email, password: PASSWORD });
    await page.goto(mfaConfig(baseURL!, { policy: 'required', methods: ['totp'] }));
    const loginByKeyboard = async () => {
      await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
      await page.keyboard.type(email);
      await page.keyboard.press('Enter');
      await expectScreenFocus(page, 'Log In', { field: page.getByLabel('Password', { exact: true }) });
      await page.keyboard.type(PASSWORD);
      await page.keyboard.press('Enter');
    };
    await loginByKeyboard();
    await expectScreenFocus(page, 'Set up an authenticator app');
    const secret = await readSetupKey(page);
    // Past 'Copy key' to the code.
    await tabTo(page, codeField(page));
    await page.keyboard.type(await totp.code(secret));
    await expectScreenFocus(page, 'Save your recovery codes');
    const [kept] = await recoveryCodesShown(page);
    // Past 'Copy codes', 'Download' and 'Print'.
    await tabTo(page, button(page, 'I have saved these codes'));
    await page.keyboard.press('Enter');
    await expectScreenFocus(page, 'Success!');

    await tabTo(page, page.getByRole('button', { name: 'Log out' }));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('session-panel')).toHaveCount(0);
    await loginByKeyboard();
    await expectScreenFocus(page, TOTP_TITLE, { field: codeField(page) });
    await page.keyboard.type(await totp.wrongCode(secret));
    await expectAnnounced(page, WRONG_TOTP, { field: codeField(page) });
    await tabTo(page, button(page, 'Use a recovery code'));
    await page.keyboard.press('Enter');
    const recoveryField = page.getByRole('textbox', { name: 'Recovery code' });
    await expectScreenFocus(page, 'Use a recovery code', { field: recoveryField, describedBy: /^Enter one of the recovery codes you saved/ });
    await page.keyboard.type(kept!);
    await page.keyboard.press('Enter');
    await expectScreenFocus(page, 'Recovery code accepted');
    await tabTo(page, button(page, 'Continue'));
    await page.keyboard.press('Enter');
    await expectScreenFocus(page, 'Success!');
    annotateTally(page);
  });
});
