import { expect, test, type Page } from '@playwright/test';
import { ar } from '../../ui/src/messages/ar';
import { de } from '../../ui/src/messages/de';
import { ja } from '../../ui/src/messages/ja';
import { codeSentTo, configUrl, emailOtpConfig, expectNoAxeViolations, uniqueEmail } from './support';

/** The playground in a language (`?locale=`): the widget fetches that catalog first. */
const inLanguage = (config: unknown, locale: string) => `${configUrl(config)}&locale=${locale}`;
const frame = (page: Page) => page.locator('[data-slot="widget-frame"]').first();
/** Arabic-Indic digits, as an Arabic keyboard types them. */
const arabicDigits = (code: string) => code.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

test.describe('languages', () => {
  test('Arabic: a whole email-code login, right to left, the passcode typed in Arabic-Indic digits', async ({ page, request }) => {
    const email = uniqueEmail('ar');
    await page.goto(inLanguage(emailOtpConfig, 'ar'));
    await expect(page.getByRole('heading', { name: ar['login.title'] })).toBeVisible();
    await expect(frame(page)).toHaveAttribute('lang', 'ar');
    await expect(frame(page)).toHaveAttribute('dir', 'rtl');
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: ar['field.email.label'] }).fill(email);
    await page.getByRole('button', { name: ar['login.submit'], exact: true }).click();
    await expect(page.getByRole('heading', { name: ar['otp.title'] })).toBeVisible();
    // The back arrow is at the start of the line, which is the right in Arabic.
    const back = await page.getByRole('button', { name: ar['common.back'] }).boundingBox();
    const heading = await page.getByRole('heading', { name: ar['otp.title'] }).boundingBox();
    expect(back!.x).toBeGreaterThan(heading!.x + heading!.width / 2);
    // The code reads left to right, as it was sent.
    const field = page.getByRole('textbox', { name: ar['otp.inputLabel'] });
    await expect(field).toHaveAttribute('dir', 'ltr');
    await expectNoAxeViolations(page);

    await field.focus();
    await page.keyboard.type(arabicDigits(await codeSentTo(request, email)));
    await expect(page.getByRole('heading', { name: ar['success.title'] })).toBeVisible();
    await expect(page.getByTestId('session-identity')).toHaveText(email);
  });

  test('Japanese: a whole email-code login', async ({ page, request }) => {
    const email = uniqueEmail('ja');
    await page.goto(inLanguage(emailOtpConfig, 'ja-JP'));
    await expect(page.getByRole('heading', { name: ja['login.title'] })).toBeVisible();
    await expect(frame(page)).toHaveAttribute('dir', 'ltr');
    await page.getByRole('textbox', { name: ja['field.email.label'] }).fill(email);
    await page.getByRole('button', { name: ja['login.submit'], exact: true }).click();
    await expect(page.getByRole('heading', { name: ja['otp.title'] })).toBeVisible();
    await page.getByRole('textbox', { name: ja['otp.inputLabel'] }).fill(await codeSentTo(request, email));
    await expect(page.getByRole('heading', { name: ja['success.title'] })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('German: the phone picker names the countries in German', async ({ page }) => {
    await page.goto(inLanguage({ products: ['otp'], otpOptions: { methods: ['sms'] } }, 'de'));
    const picker = page.getByRole('combobox', { name: de['field.phone.country'] });
    await expect(picker.locator('option', { hasText: 'Vereinigte Staaten' })).toHaveCount(1);
    await expect(picker.locator('option', { hasText: 'Deutschland' })).toHaveCount(1);
    await expect(picker.locator('option', { hasText: 'United States' })).toHaveCount(0);
  });
});
