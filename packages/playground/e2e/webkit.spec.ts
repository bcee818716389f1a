/**
 * A smoke suite in WebKit: Debian's WebKitGTK (MiniBrowser on an Xvfb display), driven over W3C
 * WebDriver classic by e2e/webkit/webdriver.ts (WebKitWebDriver has no BiDi; Playwright drives
 * only its own WebKit, a download). Its own config and ports: playwright.webkit.config.ts
 * (`npm run test:webkit -w @portico/playground`). Against the emulator, through the real
 * @stytch/vanilla-js client:
 * - `<portico-login>` in its shadow root looks as the same widget in the light DOM (borders, focus
 *   rings, six bordered passcode boxes: e2e/widget-look.ts, as the Chromium and Firefox suites
 *   compare), and logs in with an email code in each;
 * - the plain elements page: a password sign-up with the strength meter, then sign-out;
 * - the playground (React): an email-code login, and no passkey button, as WebKitGTK has no WebAuthn.
 *
 * The live widget replaces the first paint's fields once its flows arrive: elements are looked up
 * again at each use (`deep`), never kept.
 */
import { expect, test as base } from '@playwright/test';
import { uniqueEmail } from '@portico/testing';
import { tag } from './tags';
import { codeSentTo, configUrl, ELEMENT_CLIENT, emailOtpConfig, emulatorUrl, jsonAttribute } from './support';
import { drawn, expectSameLooks, widgetLook, type WidgetLook } from './widget-look';
import { Key, miniBrowserCapabilities, startWebKit, waitFor, WebDriverSession, type ElementRef, type WebKit } from './webkit/webdriver';

const test = base.extend<{ webkitPage: WebDriverSession }, { webkit: WebKit }>({
  webkit: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
    async ({}, use) => {
      const webkit = await startWebKit();
      await use(webkit);
      await webkit.close();
    },
    { scope: 'worker' },
  ],
  // A session of its own per test: a new window, its own storage (no session or 'Last used' carries over).
  webkitPage: async ({ webkit }, use) => {
    const session = await WebDriverSession.create(webkit.driverUrl, miniBrowserCapabilities());
    await use(session);
    await session.delete();
  },
});

/** Runs in the page: the first element matching `selector` in the document or any open shadow root, or null. */
function deepQuery(selector: string, text: string | null): Element | null {
  const matches = (element: Element) => text === null || element.textContent?.trim() === text;
  const find = (root: Document | ShadowRoot): Element | null => {
    const here = [...root.querySelectorAll(selector)].find(matches);
    if (here) return here;
    for (const element of root.querySelectorAll('*')) {
      const inner = element.shadowRoot ? find(element.shadowRoot) : null;
      if (inner) return inner;
    }
    return null;
  };
  return find(document);
}

/** Waits for an element (in the document or a shadow root) matching `selector`, and with this text if given. */
function deep(page: WebDriverSession, selector: string, text?: string): Promise<ElementRef> {
  return waitFor(
    // An argument left undefined reaches the page as null (JSON).
    () => page.execute(deepQuery, selector, text ?? null) as unknown as Promise<ElementRef | null>,
    `${selector}${text === undefined ? '' : ` "${text}"`}`,
  );
}

/** Runs in the page: the deepest focused element's `aria-label`, `name` or text, or null. */
function focusedName(): string | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (!active || active === document.body) return null;
  return active.getAttribute('aria-label') ?? active.getAttribute('name') ?? active.textContent?.trim() ?? '';
}

async function expectFocused(page: WebDriverSession, name: string): Promise<void> {
  await expect.poll(() => page.execute(focusedName), { message: `the focus on "${name}"` }).toBe(name);
}

/** Runs in the page: the passcode boxes' count, and how many draw a border on every side. */
function passcodeBoxes(): { count: number; bordered: number } {
  const find = (root: Document | ShadowRoot): Element[] => [
    ...root.querySelectorAll('[data-slot="otp-input-slot"]'),
    ...[...root.querySelectorAll('*')].flatMap((element) => (element.shadowRoot ? find(element.shadowRoot) : [])),
  ];
  const boxes = find(document);
  const bordered = boxes.filter((box) => {
    const style = getComputedStyle(box);
    return ['top', 'right', 'bottom', 'left'].every(
      (side) => style.getPropertyValue(`border-${side}-style`) !== 'none' && Number.parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0,
    );
  });
  return { count: boxes.length, bordered: bordered.length };
}

/** Waits until the page has fetched nothing new for 300 ms (its flows' chunks are in), as Puppeteer's `waitForNetworkIdle`. */
async function networkIdle(page: WebDriverSession): Promise<void> {
  const count = () => page.execute(() => (document.readyState === 'complete' ? performance.getEntriesByType('resource').length : -1));
  let last = await count();
  await waitFor(async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const now = await count();
    const settled = now >= 0 && now === last;
    last = now;
    return settled;
  }, 'the page to fetch nothing new for 300 ms');
}

/**
 * Clicks, by pointer, the element `selector` finds (WebKitGTK refuses an element click inside a
 * shadow root as intercepted), looking it up again if the page replaced it meanwhile.
 */
async function clickOn(page: WebDriverSession, selector: string, text?: string): Promise<void> {
  await waitFor(async () => {
    await page.clickAt(await deep(page, selector, text));
    return true;
  }, `a click on ${selector}`);
}

/** Main, once its flows are in: the email field clicked, the address typed (and there), then Enter. */
async function submitEmail(page: WebDriverSession, email: string): Promise<void> {
  await deep(page, 'input[name="email"]');
  await networkIdle(page);
  await clickOn(page, 'input[name="email"]');
  await expectFocused(page, 'email');
  await page.typeKeys(email);
  await expect.poll(async () => page.property(await deep(page, 'input[name="email"]'), 'value')).toBe(email);
  await page.typeKeys(Key.Enter);
}

/**
 * Main (the email field clicked by pointer, then Tab to Continue), the code screen with its six
 * bordered boxes, then the code from the outbox: the look of each state, and the login through to
 * 'Success!'.
 */
async function emailCodeLogin(page: WebDriverSession, email: string): Promise<WidgetLook[]> {
  await deep(page, 'input[name="email"]');
  await networkIdle(page);
  await clickOn(page, 'input[name="email"]');
  await expectFocused(page, 'email');
  const looks = [await page.execute(widgetLook)];
  await page.typeKeys(Key.Tab);
  await expectFocused(page, 'Continue');
  looks.push(await page.execute(widgetLook));
  await submitEmail(page, email);
  await deep(page, 'h2', 'Enter passcode');
  await expectFocused(page, 'code');
  await expect.poll(() => page.execute(passcodeBoxes), { message: 'six passcode boxes, each bordered' }).toEqual({ count: 6, bordered: 6 });
  looks.push(await page.execute(widgetLook));
  await page.typeKeys(await codeSentTo(email));
  await deep(page, 'h2', 'Success!');
  return looks;
}

/**
 * A plain page with `<portico-login>` and the elements bundle, on the playground's origin (a path
 * it answers with a plain-text 404, rewritten in place: WebDriver classic cannot serve a page).
 */
async function openElementPage(page: WebDriverSession, baseURL: string, config: Record<string, unknown>): Promise<void> {
  await page.navigate(`${baseURL}/portico-elements/plain-page`);
  await page.execute((body: string) => {
    document.documentElement.lang = 'en';
    document.head.innerHTML = '<meta charset="utf-8"><title>A plain page</title>';
    document.body.innerHTML = body;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = '/portico-elements/portico-elements.js';
    document.body.append(script);
  }, `<portico-login ${ELEMENT_CLIENT} config='${jsonAttribute(config)}'></portico-login>`);
}

test.describe('WebKit (WebKitGTK MiniBrowser, W3C WebDriver classic)', () => {
  test('<portico-login> in its shadow root and in the light DOM: the same borders, focus rings and six bordered boxes, an email-code login in each', { tag: [tag('login'), tag('otp')] }, async ({ webkit, baseURL }) => {
    const looks: Record<'shadow' | 'light', WidgetLook[]> = { shadow: [], light: [] };
    for (const where of ['shadow', 'light'] as const) {
      // Each in a window of its own: the light DOM's stylesheet registers the properties for its whole document.
      const page = await WebDriverSession.create(webkit.driverUrl, miniBrowserCapabilities());
      try {
        await openElementPage(page, baseURL!, { ...emailOtpConfig, ...(where === 'light' && { enableShadowDOM: false }) });
        looks[where] = await emailCodeLogin(page, uniqueEmail(`webkit-${where}`));
      } finally {
        await page.delete();
      }
    }
    for (const look of looks.shadow) expect(drawn(look)).toEqual({ borders: true, rings: look.focused !== null });
    expectSameLooks(looks);
  });

  test('the plain elements page: a password sign-up with the strength meter, then sign-out', { tag: [tag('create-password'), tag('password-strength')] }, async ({ webkitPage: page, baseURL }) => {
    const email = uniqueEmail('webkit-signup');
    await page.navigate(`${baseURL}/elements.html?emulator=${encodeURIComponent(emulatorUrl)}`);
    await submitEmail(page, email);
    await deep(page, 'h2', 'Create an account');
    await expectFocused(page, 'password');
    const meter = () => page.execute(() => {
      const find = (root: Document | ShadowRoot): Element | null =>
        root.querySelector('[data-slot="strength-meter"]') ??
        [...root.querySelectorAll('*')].reduce<Element | null>((found, element) => found ?? (element.shadowRoot ? find(element.shadowRoot) : null), null);
      const element = find(document);
      return element && { score: element.getAttribute('data-score'), filled: element.querySelectorAll('[data-filled]').length };
    });
    await page.typeKeys('abc');
    await expect.poll(meter, { message: 'a weak password: one bar' }).toEqual({ score: expect.stringMatching(/^[01]$/), filled: 1 });
    await page.typeKeys(`${Key.Backspace.repeat(3)}violet tangerine lighthouse 42`);
    await expect.poll(meter, { message: 'a strong password: four bars' }).toEqual({ score: '4', filled: 4 });
    await page.typeKeys(Key.Enter);
    await expect.poll(async () => page.text(await page.find('[data-testid="session-identity"]')), { timeout: 15_000 }).toBe(email);

    // The page's own Sign out (light DOM: WebDriver's element click) revokes the session and reloads.
    await page.click(await page.find('#sign-out'));
    await deep(page, 'input[name="email"]');
    expect(await page.execute(() => (document.getElementById('session') as HTMLElement).hidden)).toBe(true);
  });

  test('the playground (React): an email-code login, and no passkey button (WebKitGTK has no WebAuthn)', { tag: [tag('otp'), tag('passkey-login')] }, async ({ webkitPage: page, baseURL }) => {
    const email = uniqueEmail('webkit-react');
    const config = { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } };
    await page.navigate(`${baseURL}${configUrl(config)}&emulator=${encodeURIComponent(emulatorUrl)}`);
    await deep(page, 'button', 'Continue');
    expect(await page.execute(() => typeof window.PublicKeyCredential)).toBe('undefined');
    expect(await page.execute(deepQuery, '[data-slot="passkey-login"]', null)).toBeNull();
    expect(await page.execute(deepQuery, 'button', 'Login with a Passkey')).toBeNull();
    const looks = await emailCodeLogin(page, email);
    for (const look of looks) expect(drawn(look)).toEqual({ borders: true, rings: true });
    await expect.poll(async () => page.text(await page.find('[data-testid="session-identity"]'))).toBe(email);
  });
});
