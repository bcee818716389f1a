/**
 * A smoke suite in Firefox (Debian's Firefox ESR, as users run it), driven by Puppeteer over
 * WebDriver BiDi: Playwright drives only its own patched Firefox, which is a download. Each test
 * logs in with an email code against the emulator, through the real @stytch/vanilla-js client,
 * and checks what the Chromium suites check of the look: borders and focus rings drawn, and
 * `<portico-login>`'s shadow root looking as the same widget in the light DOM.
 *
 * The other suites' helpers serve here too: the page-side `widgetLook` (plain JavaScript, which
 * Puppeteer serialises as Playwright does) and the emulator's outbox through Playwright's
 * `request` fixture. No Playwright page is opened, so no Chromium starts for these tests.
 */
import { expect, test as base } from '@playwright/test';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { uniqueEmail } from '@portico/testing';
import { firefoxPath } from '../../../vite.shared.ts';
import { codeSentTo, configUrl, ELEMENT_CLIENT, ELEMENT_SCRIPTS, emailOtpConfig, jsonAttribute } from './support';
import { drawn, expectSameLooks, widgetLook, type WidgetLook } from './widget-look';
import { tag } from './tags';

const test = base.extend<{ firefoxPage: Page }, { firefoxBrowser: Browser }>({
  firefoxBrowser: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
    async ({}, use) => {
      const browser = await puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath, headless: true, protocol: 'webDriverBiDi' });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  // A context of its own per test (its own storage, so no 'Last used' or session carries over).
  firefoxPage: async ({ firefoxBrowser }, use) => {
    const context = await firefoxBrowser.createBrowserContext();
    await use(await context.newPage());
    await context.close();
  },
});

/** Runs in the page: the deepest focused element's `name` or accessible text, or null. */
function focusedName(): string | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (!active || active === document.body) return null;
  return active.getAttribute('aria-label') ?? active.getAttribute('name') ?? active.textContent?.trim() ?? '';
}

/** Waits for a widget heading (an `h2`, in the document or a shadow root) with this text. */
async function heading(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (text) => {
      const find = (root: Document | ShadowRoot): boolean =>
        [...root.querySelectorAll('h2')].some((h2) => h2.textContent?.trim() === text) ||
        [...root.querySelectorAll('*')].some((element) => element.shadowRoot !== null && find(element.shadowRoot));
      return find(document);
    },
    { timeout: 15_000 },
    text,
  );
}

async function expectFocused(page: Page, name: string): Promise<void> {
  await expect.poll(() => page.evaluate(focusedName), { message: `the focus on "${name}"` }).toBe(name);
}

/**
 * Main (the email field clicked, then Tab to Continue), the code screen, then the code from the
 * outbox: the look of each state, and the login through to 'Success!'.
 */
async function emailCodeLogin(page: Page, email: string): Promise<WidgetLook[]> {
  // A locator, looked up at each use: Main's first paint is replaced by the live screen once the
  // flows' chunk is in.
  const field = page.locator('>>> input[name="email"]').setTimeout(15_000);
  await field.wait();
  await page.waitForNetworkIdle({ idleTime: 300 });
  await field.click();
  await expectFocused(page, 'email');
  const looks = [await page.evaluate(widgetLook)];
  await page.keyboard.press('Tab');
  await expectFocused(page, 'Continue');
  looks.push(await page.evaluate(widgetLook));
  await field.fill(email);
  await page.keyboard.press('Enter');
  await heading(page, 'Enter passcode');
  await expectFocused(page, 'code');
  looks.push(await page.evaluate(widgetLook));
  await page.keyboard.type(await codeSentTo(email));
  await heading(page, 'Success!');
  return looks;
}

/** A plain page with `<portico-login>` and the elements bundle, served from the playground's origin. */
async function openElementPage(page: Page, baseURL: string, config: Record<string, unknown>): Promise<void> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A plain page</title></head><body><portico-login ${ELEMENT_CLIENT} config='${jsonAttribute(config)}'></portico-login>${ELEMENT_SCRIPTS.module}</body></html>`;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (request.url().endsWith('/plain-page.html')) void request.respond({ status: 200, contentType: 'text/html', body: html });
    else void request.continue();
  });
  await page.goto(`${baseURL}/plain-page.html`);
}

test.describe('Firefox ESR (Puppeteer, WebDriver BiDi)', () => {
  test('<portico-login> in its shadow root and in the light DOM: the same borders and focus rings, an email-code login in each', { tag: [tag('login'), tag('otp')] }, async ({ firefoxBrowser, baseURL }) => {
    const looks: Record<'shadow' | 'light', WidgetLook[]> = { shadow: [], light: [] };
    for (const where of ['shadow', 'light'] as const) {
      // Each on a page of its own: the light DOM's stylesheet registers the properties for its whole document.
      const context = await firefoxBrowser.createBrowserContext();
      const page = await context.newPage();
      await openElementPage(page, baseURL!, { ...emailOtpConfig, ...(where === 'light' && { enableShadowDOM: false }) });
      looks[where] = await emailCodeLogin(page, uniqueEmail(`firefox-${where}`));
      await context.close();
    }
    expectSameLooks(looks);
  });

  test('the playground (React, light DOM): an email-code login, borders and focus rings drawn', { tag: tag('otp') }, async ({ firefoxPage: page, baseURL }) => {
    const email = uniqueEmail('firefox-react');
    await page.goto(`${baseURL}${configUrl(emailOtpConfig)}`);
    const looks = await emailCodeLogin(page, email);
    for (const look of looks) expect(drawn(look)).toEqual({ borders: true, rings: true });
    await page.waitForFunction((email) => document.querySelector('[data-testid="session-identity"]')?.textContent === email, {}, email);
  });
});
