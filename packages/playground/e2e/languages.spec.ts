import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '@portico/testing';
import { ar } from '../../ui/src/messages/ar';
import { de } from '../../ui/src/messages/de';
import { ja } from '../../ui/src/messages/ja';
import { codeSentTo, configUrl, emailOtpConfig, expectNoAxeViolations } from './support';
import { tag } from './tags';

/** The playground in a language (`?locale=`): the widget fetches that catalog first. */
const inLanguage = (config: unknown, locale: string) => `${configUrl(config)}&locale=${locale}`;
const frame = (page: Page) => page.locator('[data-slot="widget-frame"]').first();
/** Arabic-Indic digits, as an Arabic keyboard types them. */
const arabicDigits = (code: string) => code.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Tab from `first` through the widget (until focus leaves its frame): where each control is, and
 * its name, in the order the keyboard reaches them.
 */
async function tabOrder(page: Page, first: ReturnType<Page['locator']>): Promise<Box[]> {
  await first.focus();
  const boxes: Box[] = [];
  for (let step = 0; step < 20; step += 1) {
    const box = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!active?.closest('[data-slot="widget-frame"]')) return null;
      const { x, y, width, height } = active.getBoundingClientRect();
      return { name: active.getAttribute('aria-label') ?? active.textContent?.trim() ?? active.tagName, x, y, width, height };
    });
    if (!box) break;
    boxes.push(box);
    await page.keyboard.press('Tab');
  }
  return boxes;
}

/**
 * Right to left, the order is the visual one: each next control is on a line below, or on the
 * same line and to its left (WCAG 2.4.3). Returns the first pair out of order.
 */
function outOfVisualOrderRtl(boxes: Box[]): string | null {
  for (let index = 1; index < boxes.length; index += 1) {
    const [before, next] = [boxes[index - 1]!, boxes[index]!];
    const below = next.y >= before.y + before.height - 2;
    const sameLine = next.y < before.y + before.height && before.y < next.y + next.height;
    const toTheLeft = next.x + next.width <= before.x + 2;
    if (!below && !(sameLine && toTheLeft)) return `"${next.name}" comes after "${before.name}" but is not below it or to its left`;
  }
  return null;
}

test.describe('languages', () => {
  test('Arabic: the Tab order follows the visual order, right to left (tabs, country, number, button)', { tag: [tag('login-form'), tag('phone-input')] }, async ({ page }) => {
    await page.goto(inLanguage({ products: ['otp'], otpOptions: { methods: ['sms', 'email'] } }, 'ar'));
    const firstTab = page.getByRole('tab', { name: ar['tab.sms'] });
    await expect(firstTab).toBeVisible();
    const order = await tabOrder(page, firstTab);
    expect(order.map((box) => box.name)).toEqual([ar['tab.sms'], expect.any(String), expect.any(String), ar['login.submit']]);
    // The country picker sits at the start of its line (the right), the number after it (the left).
    const [, picker, number] = order;
    expect(picker!.y).toBeCloseTo(number!.y, -1);
    expect(picker!.x).toBeGreaterThan(number!.x);
    expect(outOfVisualOrderRtl(order)).toBeNull();
  });


  test('Arabic: a whole email-code login, right to left, the passcode typed in Arabic-Indic digits', { tag: tag('otp') }, async ({ page }) => {
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
    // From the back arrow (top right), the keyboard reaches the code, then the resend.
    const order = await tabOrder(page, page.getByRole('button', { name: ar['common.back'] }));
    expect(order.length).toBeGreaterThanOrEqual(3);
    expect(outOfVisualOrderRtl(order)).toBeNull();

    await field.focus();
    await page.keyboard.type(arabicDigits(await codeSentTo(email)));
    await expect(page.getByRole('heading', { name: ar['success.title'] })).toBeVisible();
    await expect(page.getByTestId('session-identity')).toHaveText(email);
  });

  test('Arabic: the passcode boxes fill left to right, the caret and a pasted code too', { tag: tag('otp') }, async ({ page }) => {
    await page.goto(inLanguage(emailOtpConfig, 'ar'));
    await page.getByRole('textbox', { name: ar['field.email.label'] }).fill(uniqueEmail('ar-boxes'));
    await page.getByRole('button', { name: ar['login.submit'], exact: true }).click();
    await expect(page.getByRole('heading', { name: ar['otp.title'] })).toBeVisible();
    const field = page.getByRole('textbox', { name: ar['otp.inputLabel'] });
    const slots = page.locator('[data-slot="otp-input-slot"]');
    await expect(slots).toHaveCount(6);
    /** The boxes from the left of the screen: their digits, and which one holds the caret. */
    const fromTheLeft = () =>
      slots.evaluateAll((boxes) =>
        boxes
          .map((box) => ({ x: box.getBoundingClientRect().x, text: box.textContent ?? '', active: box.hasAttribute('data-active') }))
          .sort((a, b) => a.x - b.x)
          .map((box) => (box.active ? `[${box.text}]` : box.text)),
      );

    await field.focus();
    await page.keyboard.type(arabicDigits('1234'));
    await expect(field).toHaveValue('1234');
    // 1 2 3 4 from the left, the caret in the fifth box (the next digit's).
    expect(await fromTheLeft()).toEqual(['1', '2', '3', '4', '[]', '']);

    // A pasted code over the whole field fills it from the left too.
    await field.evaluate((input: HTMLInputElement) => {
      input.select();
      const data = new DataTransfer();
      data.setData('text/plain', '98 76');
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(field).toHaveValue('9876');
    expect(await fromTheLeft()).toEqual(['9', '8', '7', '6', '[]', '']);
  });

  test('Japanese: a whole email-code login', { tag: tag('otp') }, async ({ page }) => {
    const email = uniqueEmail('ja');
    await page.goto(inLanguage(emailOtpConfig, 'ja-JP'));
    await expect(page.getByRole('heading', { name: ja['login.title'] })).toBeVisible();
    await expect(frame(page)).toHaveAttribute('dir', 'ltr');
    await page.getByRole('textbox', { name: ja['field.email.label'] }).fill(email);
    await page.getByRole('button', { name: ja['login.submit'], exact: true }).click();
    await expect(page.getByRole('heading', { name: ja['otp.title'] })).toBeVisible();
    await page.getByRole('textbox', { name: ja['otp.inputLabel'] }).fill(await codeSentTo(email));
    await expect(page.getByRole('heading', { name: ja['success.title'] })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('German: the phone picker names the countries in German', { tag: tag('phone-input') }, async ({ page }) => {
    await page.goto(inLanguage({ products: ['otp'], otpOptions: { methods: ['sms'] } }, 'de'));
    const picker = page.getByRole('combobox', { name: de['field.phone.country'] });
    await expect(picker.locator('option', { hasText: 'Vereinigte Staaten' })).toHaveCount(1);
    await expect(picker.locator('option', { hasText: 'Deutschland' })).toHaveCount(1);
    await expect(picker.locator('option', { hasText: 'United States' })).toHaveCount(0);
  });
});
