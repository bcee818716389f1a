import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '@portico/testing';
import { findAxeViolations } from '@portico/testing/playwright';
import { codeSentTo, configUrl, emailOtpConfig, enterCode, seedUser } from './support';
import { expectSameLooks, widgetLook } from './widget-look';
import { tag } from './tags';

/**
 * `enableShadowDOM` (spec §3): the widget renders in its own shadow root with its stylesheet there.
 * A hostile host stylesheet cannot hide or restyle it, Portico's styles do not reach the host page,
 * and the forms inside keep the autocomplete tokens password managers and one-time-code autofill
 * read. Playwright's locators pierce open shadow roots, as assistive technology does.
 */
const PASSWORD = 'saffron kettle orbit 1999';

/** What a careless host stylesheet does to every button, input and text on its page. */
const HOSTILE_CSS = `
  button, input { display: none !important; }
  * { color: rgb(255, 0, 0) !important; font-size: 40px !important; }
  h1 { visibility: hidden !important; }
`;

async function expectIsolated(page: Page) {
  const host = page.locator('[data-slot="shadow-host"]');
  await expect(host).toHaveCount(1);
  const facts = await page.evaluate(() => {
    const element = document.querySelector('[data-slot="shadow-host"]')!;
    const root = element.shadowRoot;
    const usesOurClasses = (sheet: CSSStyleSheet) => {
      try {
        return [...sheet.cssRules].some((rule) => rule.cssText.includes('pt\\:'));
      } catch {
        return false;
      }
    };
    return {
      open: root !== null && root.mode === 'open',
      stylesInRoot: root ? [...root.querySelectorAll('style')].some((style) => style.textContent!.includes('pt\\:')) : false,
      stylesInDocument: [...document.styleSheets].some(usesOurClasses),
      frameInDocument: document.querySelector('[data-slot="widget-frame"]') !== null,
    };
  });
  expect(facts).toEqual({ open: true, stylesInRoot: true, stylesInDocument: false, frameInDocument: false });
}

test.describe('the widget in a shadow root', () => {
  test('a password login through the shadow root, with a hostile host stylesheet on the page', { tag: tag('password') }, async ({ page }) => {
    const email = uniqueEmail('shadow');
    await seedUser({ email, password: PASSWORD });
    await page.goto('/?shadow=1');
    await page.addStyleTag({ content: HOSTILE_CSS });
    const heading = page.getByRole('heading', { name: 'Sign up or log in' });
    await expect(heading).toBeVisible();
    await expectIsolated(page);
    // The host's `*` rule matches nothing inside: the heading keeps Portico's colour and size.
    const style = await heading.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { color: computed.color, fontSize: computed.fontSize };
    });
    expect(style.color).not.toBe('rgb(255, 0, 0)');
    expect(style.fontSize).not.toBe('40px');
    expect((await findAxeViolations(page.locator('[data-slot="shadow-host"]'))).map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    // The tabs' arrow keys work in the shadow root (its focus, not the document's, is read).
    const emailTab = page.getByRole('tab', { name: 'Email' });
    await page.getByRole('tab').first().focus();
    for (let step = 0; step < 3 && (await emailTab.getAttribute('aria-selected')) !== 'true'; step += 1) {
      await page.keyboard.press('ArrowRight');
    }
    await expect(emailTab).toBeFocused();
    await expect(emailTab).toHaveAttribute('aria-selected', 'true');
    const emailField = page.getByRole('textbox', { name: 'Email' });
    await expect(emailField).toHaveAttribute('autocomplete', /\busername\b/);
    await emailField.fill(email);
    await page.keyboard.press('Enter');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    // A form a password manager recognises: the username field beside the password, in one form.
    const sameForm = await password.evaluate((input: HTMLInputElement) =>
      Boolean(input.form?.querySelector('input[autocomplete="username"]')),
    );
    expect(sameForm).toBe(true);
    await password.fill(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('session-identity')).toHaveText(email);
  });

  test('an email passcode through the shadow root: the code field asks for one-time-code autofill; borders and rings as in the light DOM', { tag: tag('otp') }, async ({ page, browser }) => {
    const email = uniqueEmail('shadow-otp');
    /** Main with the email field focused, and the code screen: each one's look. */
    const looksOf = async (page: Page, email: string) => {
      const field = page.getByRole('textbox', { name: 'Email' });
      await field.waitFor();
      await page.waitForLoadState('networkidle');
      await field.click();
      const looks = [await page.evaluate(widgetLook)];
      await field.fill(email);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
      await expect(page.getByLabel('One-time passcode')).toBeFocused();
      return [...looks, await page.evaluate(widgetLook)];
    };
    // The light DOM's widget on a page of its own: its stylesheet's `@property` rules register
    // the properties for its whole document.
    const light = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const lightPage = await light.newPage();
    await lightPage.goto(configUrl(emailOtpConfig));
    const lightLooks = await looksOf(lightPage, uniqueEmail('light-otp'));
    await light.close();

    await page.goto(`${configUrl(emailOtpConfig)}&shadow=1`);
    await expectIsolated(page);
    expectSameLooks({ shadow: await looksOf(page, email), light: lightLooks });
    const code = page.getByLabel('One-time passcode');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await enterCode(page, await codeSentTo(email));
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(page.getByTestId('session-identity')).toHaveText(email);
  });

  test('a wrong passcode through the shadow root is selected, every box drawn so; the error stays until the right one is typed over it', { tag: tag('otp') }, async ({ page }) => {
    const email = uniqueEmail('shadow-wrong');
    await page.goto(`${configUrl(emailOtpConfig)}&shadow=1`);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const code = await codeSentTo(email);
    const wrong = code === '000000' ? '111111' : '000000';
    await enterCode(page, wrong);
    const error = page.getByText('Invalid passcode, please try again.');
    await expect(error).toBeVisible();
    const boxes = page.locator('[data-slot="otp-input-slot"]');
    await expect(boxes.and(page.locator('[data-active]'))).toHaveCount(6);
    await expect(error).toBeVisible();
    await page.keyboard.type(code.slice(0, 1));
    await expect(page.getByLabel('One-time passcode')).toHaveValue(code.slice(0, 1));
    await expect(error).toHaveCount(0);
    await page.keyboard.type(code.slice(1));
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  });
});
