/**
 * The look in pictures (issue 39): every screen of the widget, in light, dark, Arabic and at
 * 360 px, and Japanese at 360 px (Main, the passcode, the authenticator's setup: where its lines
 * broke badly), compared with the committed baselines in ./baselines (playwright.look.config.ts;
 * `npm run test:look -w @portico/playground`, and `-- --update-snapshots` to take them again).
 *
 * Deterministic: the addresses are fixed (their users are made afresh each run), what is random
 * or moves (the passcode's expiry, the authenticator's QR code and key, the recovery codes) is
 * masked, animations and the caret are off, and the font is DejaVu Sans (Debian's
 * fonts-dejavu-core), then IPAGothic for Japanese (fonts-ipafont-gothic; DejaVu has no kana or
 * kanji), both installed by scripts/browsers.mjs and set by name through the widget's own
 * variable, so the pictures do not depend on what `system-ui` means on the machine.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { authorizeUrl } from '@portico/testing';
import { CONNECTED_APP_CALLBACK, e2eEmulator, messagesTo, requestPasswordReset, seedUser, stubConnectedAppClient, THIRD_PARTY_APP, totp } from '../support';
import { tag } from '../tags';

test.describe.configure({ mode: 'parallel' });
test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 }, colorScheme: 'light' });

const PASSWORD = 'quiet harbour lantern 1843';
const FONT = `.portico { --portico-font-family: 'DejaVu Sans', 'IPAGothic'; }`;
const passwordsOnly = { products: ['passwords'], mfaOptions: { policy: 'whenEnrolled', methods: ['totp'] } };
const config = (value: unknown) => `config=${encodeURIComponent(JSON.stringify(value))}`;

/** Makes `email`'s user afresh (a run before left it logged in, enrolled, …). */
async function freshUser(email: string, options: { password?: string } = {}): Promise<void> {
  const emulator = await e2eEmulator();
  const user = await emulator.users.find({ email });
  if (user) await emulator.users.delete(user.user_id);
  await seedUser({ email, ...options });
}

type Lang = 'en' | 'ar' | 'ja';

/**
 * The pictures of one screen: light, dark and 360 px in English; Arabic (light, 1280) in Arabic;
 * Japanese (light) at 360 px, where its lines are shortest.
 */
async function shoot(page: Page, lang: Lang, name: string, mask: Locator[] = []): Promise<void> {
  const frame = page.locator('[data-slot="widget-frame"]').first();
  await expect(frame).toBeVisible();
  // Main's social and wallet buttons come in a chunk of their own; until it has loaded, Main holds
  // their room empty (ButtonRoom), a frame that is stable and wrong (a CI run shot it once).
  await expect(frame.locator('[data-slot="button-room"]')).toHaveCount(0);
  await page.addStyleTag({ content: FONT });
  await page.evaluate(() => document.fonts.ready);
  const options = { mask, animations: 'disabled' as const, caret: 'hide' as const };
  if (lang === 'ar') {
    await expect(frame).toHaveScreenshot(`${name}-ar.png`, options);
    return;
  }
  if (lang === 'ja') {
    await page.setViewportSize({ width: 360, height: 900 });
    await expect(frame).toHaveScreenshot(`${name}-ja-360.png`, options);
    await page.setViewportSize({ width: 1280, height: 900 });
    return;
  }
  await expect(frame).toHaveScreenshot(`${name}-light.png`, options);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(frame).toHaveScreenshot(`${name}-dark.png`, options);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 360, height: 900 });
  await expect(frame).toHaveScreenshot(`${name}-360.png`, options);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const title = (page: Page) => page.locator('[data-slot="card-title"]').first();

for (const lang of ['en', 'ar'] as const) {
  test(`every screen, ${lang}`, { tag: [tag('login'), tag('otp'), tag('password'), tag('password-reset'), tag('idp-consent'), tag('passkey-registration-success'), tag('second-factors'), tag('mfa'), tag('account-switch')] }, async ({ page, request, baseURL }) => {
    test.setTimeout(180_000);
    const locale = `locale=${lang}`;
    const email = `look-${lang}@example.com`;
    const other = `look-other-${lang}@example.com`;

    // Main, every method.
    await page.goto(`/?${locale}`);
    await expect(title(page)).toBeVisible();
    await shoot(page, lang, 'main');

    // The passcode screen (an email code): the expiry counts down, masked.
    await freshUser(`look-code-${lang}@example.com`);
    await page.goto(`/?${config({ products: ['otp'], otpOptions: { methods: ['email'] } })}&${locale}`);
    await page.locator('input[type="email"]').fill(`look-code-${lang}@example.com`);
    await page.locator('input[type="email"]').press('Enter');
    const expiry = page.locator('[data-slot="expiry-notice"]');
    await expect(expiry).toBeVisible();
    await shoot(page, lang, 'passcode', [expiry]);

    // The password screen (log in), then the reset email sent.
    await freshUser(email, { password: PASSWORD });
    await freshUser(other, { password: PASSWORD });
    await page.goto(`/?${config(passwordsOnly)}&${locale}`);
    await page.locator('input[type="email"]').fill(email);
    await page.locator('input[type="email"]').press('Enter');
    const password = page.locator('input[type="password"]');
    await expect(password).toBeVisible();
    await shoot(page, lang, 'password');

    // The reset form (ResetPasswordWidget), from the reset email's link.
    await requestPasswordReset(request, other, { reset: `${baseURL}/reset-password` });
    const [reset] = await messagesTo(other);
    await page.goto(`${reset!.link!}&${locale}`);
    await expect(page.locator('input[type="password"]').first()).toBeVisible();
    await shoot(page, lang, 'reset');

    // Logged in (a password), for the modes that need a user.
    await page.goto(`/?${config(passwordsOnly)}&${locale}`);
    await page.locator('input[type="email"]').fill(email);
    await page.locator('input[type="email"]').press('Enter');
    await password.fill(PASSWORD);
    await password.press('Enter');
    await expect(page.getByTestId('session-identity')).toHaveText(email);

    // The OAuth consent (the identity-provider mode): a third-party connected app of the
    // emulator asks for the built-in scopes; the user is new, so nothing is granted yet.
    await stubConnectedAppClient(page);
    const scope = 'openid email profile';
    await page.goto(authorizeUrl({ clientId: THIRD_PARTY_APP, redirectUri: CONNECTED_APP_CALLBACK, scope, state: 'look', params: { locale: lang } }));
    await expect(page.locator('[data-slot="idp-consent-scopes"]')).toBeVisible();
    await shoot(page, lang, 'consent');

    // Passkeys (the passkey-registration mode).
    await page.goto(`/passkeys?${locale}`);
    await expect(title(page)).toBeVisible();
    await shoot(page, lang, 'passkeys');

    // Second factors: the manager, the authenticator's setup, the recovery codes, the manager again.
    const secondFactors = `/second-factors?${config(passwordsOnly)}&${locale}`;
    await page.goto(secondFactors);
    const actions = page.locator('[data-slot="second-factors-actions"] button');
    await expect(actions.first()).toBeVisible();
    await shoot(page, lang, 'second-factors-empty');
    await actions.first().click();
    const key = page.locator('[data-slot="mfa-setup-key"] code');
    await expect(key).toBeVisible();
    await shoot(page, lang, 'mfa-enrol', [page.locator('[data-slot="mfa-qr-code"]'), key]);
    const secret = ((await key.textContent()) ?? '').replace(/\s+/g, '');
    await page.keyboard.type(await totp.code(secret));
    const codes = page.locator('[data-slot="mfa-recovery-codes"]');
    await expect(codes).toBeVisible();
    await shoot(page, lang, 'mfa-recovery-codes', [codes.locator('li, code')]);
    await page.locator('[data-slot="mfa-screen"] button[data-variant="primary"]').last().click();
    await expect(page.locator('[data-slot="second-factor-row"]').first()).toBeVisible();
    await shoot(page, lang, 'second-factors');

    // Account switch: signed in as one user, a new password from the other's reset link.
    await requestPasswordReset(request, other, { reset: `${baseURL}/reset-password` });
    const [switchLink] = await messagesTo(other, 2);
    await page.goto(`${switchLink!.link!}&${locale}`);
    await page.locator('input[type="password"]').first().fill('Another quiet harbour 2044!');
    await page.locator('[data-slot="widget-frame"] button[data-variant="primary"]').first().click();
    await expect(page.locator('[data-slot="account-switch-screen"]')).toBeVisible();
    await shoot(page, lang, 'account-switch');
  });
}

/**
 * Japanese at 360 px: Main, the passcode screen and the authenticator's setup, where lines broke
 * inside words ('い。' alone on a line, セットアップキー split) before titles and labels wrapped
 * by phrase (`word-break: auto-phrase`).
 */
test('Japanese at 360 px', { tag: [tag('login'), tag('otp'), tag('password'), tag('second-factors'), tag('mfa')] }, async ({ page }) => {
  test.setTimeout(120_000);
  const locale = 'locale=ja';
  const email = 'look-ja@example.com';
  const codeEmail = 'look-code-ja@example.com';

  await page.goto(`/?${locale}`);
  await expect(title(page)).toBeVisible();
  await shoot(page, 'ja', 'main');

  await freshUser(codeEmail);
  await page.goto(`/?${config({ products: ['otp'], otpOptions: { methods: ['email'] } })}&${locale}`);
  await page.locator('input[type="email"]').fill(codeEmail);
  await page.locator('input[type="email"]').press('Enter');
  const expiry = page.locator('[data-slot="expiry-notice"]');
  await expect(expiry).toBeVisible();
  await shoot(page, 'ja', 'passcode', [expiry]);

  await freshUser(email, { password: PASSWORD });
  await page.goto(`/?${config(passwordsOnly)}&${locale}`);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="email"]').press('Enter');
  const password = page.locator('input[type="password"]');
  await password.fill(PASSWORD);
  await password.press('Enter');
  await expect(page.getByTestId('session-identity')).toHaveText(email);

  await page.goto(`/second-factors?${config(passwordsOnly)}&${locale}`);
  const actions = page.locator('[data-slot="second-factors-actions"] button');
  await expect(actions.first()).toBeVisible();
  await actions.first().click();
  const key = page.locator('[data-slot="mfa-setup-key"] code');
  await expect(key).toBeVisible();
  await shoot(page, 'ja', 'mfa-enrol', [page.locator('[data-slot="mfa-qr-code"]'), key]);
});
