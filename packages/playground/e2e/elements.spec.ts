import { DEFAULT_PUBLIC_TOKEN, emulatorClientOptions } from '@portico/emulator/client-options';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { uniqueEmail } from '@portico/testing';
import { codeSentTo, ELEMENT_CLIENT as CLIENT, ELEMENT_SCRIPTS as SCRIPTS, emailOtpConfig, emulatorUrl, enterCode, jsonAttribute as json, openPlainPage, type PageEvent, seedUser } from './support';
import { expectSameLooks, widgetLook, type WidgetLook } from './widget-look';
import { tag } from './tags';

/**
 * @portico/elements as a host without a bundler uses it: a plain HTML page whose only script is
 * the built bundle (packages/elements/dist, served at /portico-elements/ by the playground), the
 * widget as a custom element configured by attributes, the real @stytch/vanilla-js client (inside
 * the bundle) talking to the emulator, and the widget's callbacks arriving as DOM events.
 */
const PASSWORD = 'saffron kettle orbit 1999';

const eventsOf = (page: Page, name: string) =>
  page.evaluate((name) => (window as unknown as { __porticoEvents: PageEvent[] }).__porticoEvents.filter((event) => event.name === name).map((event) => event.detail), name);

const eventTypes = async (page: Page) => (await eventsOf(page, 'portico-event')).map((detail) => detail.type);

/** What the page holds besides the bundle: no React (or other UI runtime) of its own, one script. */
async function pageFacts(page: Page) {
  return page.evaluate(() => ({
    globals: ['React', 'ReactDOM', 'preact', 'jsxRuntime'].filter((name) => name in window),
    scripts: [...document.scripts].map((script) => new URL(script.src, location.href).pathname),
    javascript: performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
      .map((url) => url.pathname),
    portico: 'Portico' in window ? Object.keys((window as unknown as { Portico: object }).Portico).sort() : null,
  }));
}

/** The element renders in its own open shadow root, with Portico's stylesheet inside it only. */
async function shadowFacts(page: Page, tag: string) {
  return page.evaluate((tag) => {
    const root = document.querySelector(tag)?.shadowRoot ?? null;
    const porticoRules = (sheet: CSSStyleSheet) => {
      try {
        return [...sheet.cssRules].some((rule) => rule.cssText.includes('pt\\:'));
      } catch {
        return false;
      }
    };
    return {
      open: root?.mode === 'open',
      stylesInRoot: root ? [...root.querySelectorAll('style')].some((style) => style.textContent!.includes('pt\\:')) : false,
      stylesInDocument: [...document.styleSheets].some(porticoRules),
      nestedShadowHosts: root ? root.querySelectorAll('[data-slot="shadow-host"]').length : -1,
      frameInDocument: document.querySelector('[data-slot="widget-frame"]') !== null,
    };
  }, tag);
}

test.describe('@portico/elements on a plain page', () => {
  // Chromium's Local Network Access: a page the test fulfils has no address of its own, so it
  // counts as a public page reaching into loopback (the emulator). A page really served from
  // localhost (elements.html, the last tests) needs no such permission.
  test.use({ permissions: ['local-network-access'] });

  test('one classic script tag: an email-passcode login, with the events on the page and no React of its own', { tag: tag('otp') }, async ({ page }) => {
    const email = uniqueEmail('elements-otp');
    await openPlainPage(page, `<portico-login ${CLIENT} config='${json(emailOtpConfig)}'></portico-login>`, SCRIPTS.classic);

    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    await enterCode(page, await codeSentTo(email));
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();

    await expect.poll(() => eventTypes(page)).toEqual(['OTP_LOGIN_OR_CREATE', 'OTP_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
    expect(await eventsOf(page, 'portico-error')).toEqual([]);
    // The session is the bundle's Stytch client's, which the page can reach.
    const signedIn = await page.evaluate(
      ([token, options]) => {
        const portico = (window as unknown as { Portico: { getStytchClient(token: string, options: object): { user: { getSync(): { emails: Array<{ email: string }> } | null } } } }).Portico;
        return portico.getStytchClient(token, options).user.getSync()?.emails[0]?.email;
      },
      [DEFAULT_PUBLIC_TOKEN, emulatorClientOptions(emulatorUrl)] as const,
    );
    expect(signedIn).toBe(email);

    expect(await shadowFacts(page, 'portico-login')).toEqual({
      open: true,
      stylesInRoot: true,
      stylesInDocument: false,
      nestedShadowHosts: 0,
      frameInDocument: false,
    });
    const facts = await pageFacts(page);
    expect(facts.globals).toEqual([]);
    expect(facts.scripts).toEqual(['/portico-elements/portico-elements.iife.js']);
    expect(facts.javascript).toEqual(['/portico-elements/portico-elements.iife.js']);
    expect(facts.portico).toEqual(expect.arrayContaining(['mountLogin', 'mountResetPassword', 'mountPasskeyRegistration', 'mountIdentityProvider', 'mountUrlLogin']));
  });

  test("a phone-first config: the phone field, a chunk of its own since issue 41, shows in the first render and keeps what is typed when the live screen takes over", { tag: [tag('login'), tag('phone-input')] }, async ({ page }) => {
    const config = { products: ['otp'], otpOptions: { methods: ['sms', 'email'] } };
    await openPlainPage(page, `<portico-login ${CLIENT} config='${json(config)}'></portico-login>`, SCRIPTS.module);
    await expect(page.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
    const field = page.getByRole('textbox', { name: 'Phone number' });
    await expect(field).toBeVisible();
    await field.pressSequentially('2015550123');
    // The live screen (its flows and the phone metadata) formats the number once it is there.
    await expect.poll(async () => (await field.inputValue()).replace(/\D/g, '')).toBe('2015550123');
    await expect(field).toHaveValue('(201) 555-0123');
    await expect(field).toBeFocused();
    expect(await eventsOf(page, 'portico-error')).toEqual([]);
  });

  test('one module script tag: a password login in the shadow root, untouched by a hostile page stylesheet', { tag: tag('password') }, async ({ page }) => {
    const email = uniqueEmail('elements-password');
    await seedUser({ email, password: PASSWORD });
    const hostile = '<style>button, input { display: none !important; } * { color: rgb(255, 0, 0) !important; font-size: 40px !important; }</style>';
    const config = { products: ['passwords'], sessionOptions: { sessionDurationMinutes: 60 } };
    await openPlainPage(page, `${hostile}<portico-login ${CLIENT} config='${json(config)}'></portico-login>`, SCRIPTS.module);

    const heading = page.getByRole('heading', { name: 'Sign up or log in' });
    await expect(heading).toBeVisible();
    const style = await heading.evaluate((element) => ({ color: getComputedStyle(element).color, fontSize: getComputedStyle(element).fontSize }));
    expect(style.color).not.toBe('rgb(255, 0, 0)');
    expect(style.fontSize).not.toBe('40px');

    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await password.fill(PASSWORD);
    await password.press('Enter');
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect.poll(() => eventTypes(page)).toEqual(['PASSWORD_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);

    const facts = await pageFacts(page);
    expect(facts.globals).toEqual([]);
    expect(facts.portico).toBeNull();
    expect(facts.scripts).toEqual(['/portico-elements/portico-elements.js']);
    // The module build loads the login mode and later screens as chunks beside it.
    expect(facts.javascript[0]).toBe('/portico-elements/portico-elements.js');
    expect(facts.javascript.some((path) => /^\/portico-elements\/chunks\/login-[\w-]+\.js$/.test(path))).toBe(true);
    expect(facts.javascript.every((path) => path.startsWith('/portico-elements/'))).toBe(true);
  });

  test('a bad JSON attribute is shown in place and reported; fixing it brings the widget', { tag: tag('login') }, async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await openPlainPage(page, `<portico-login ${CLIENT} config='{"products": ["otp",}'></portico-login>`, SCRIPTS.module);

    await expect(page.getByRole('alert')).toContainText('Error: the config attribute is not valid JSON');
    await expect.poll(() => eventsOf(page, 'portico-error')).toEqual([
      expect.objectContaining({ type: 'invalid_attribute', name: 'config', message: expect.stringContaining('not valid JSON') }),
    ]);
    expect(consoleErrors.some((text) => text.startsWith('<portico-login>: the config attribute is not valid JSON'))).toBe(true);

    await page.evaluate((config) => document.querySelector('portico-login')!.setAttribute('config', config), JSON.stringify(emailOtpConfig));
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await expect(page.getByText('Error: the config attribute')).toHaveCount(0);
  });

  test("Stytch v6's presentation attribute: a [light, dark] pair follows the OS, options apply, a code login works", { tag: [tag('login'), tag('otp')] }, async ({ page }) => {
    const email = uniqueEmail('elements-presentation');
    const presentation = {
      theme: [{ primary: '#0a5c36', background: '#ffffff' }, { 'color-scheme': 'dark', primary: '#7ee2b8', background: '#10201a' }],
      options: { hideHeaderText: true },
    };
    await page.emulateMedia({ colorScheme: 'dark' });
    await openPlainPage(page, `<portico-login ${CLIENT} config='${json(emailOtpConfig)}' presentation='${json(presentation)}'></portico-login>`, SCRIPTS.module);

    // The title is still the heading (for screen readers) but not shown.
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toHaveClass(/pt:sr-only/);
    const submit = page.getByRole('button', { name: 'Continue', exact: true });
    await expect(submit).toHaveCSS('background-color', 'rgb(126, 226, 184)');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(submit).toHaveCSS('background-color', 'rgb(10, 92, 54)');
    expect((await shadowFacts(page, 'portico-login')).nestedShadowHosts).toBe(0);

    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await submit.click();
    await enterCode(page, await codeSentTo(email));
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeAttached();
    expect(await eventTypes(page)).toContain('AUTHENTICATE_FLOW_COMPLETE');
  });

  test('the classic script: mountLogin with callbacks, Spanish from locale, and unmount', { tag: [tag('login'), tag('otp')] }, async ({ page }) => {
    const email = uniqueEmail('elements-mount');
    await openPlainPage(page, '<div id="login-here">Loading…</div>', SCRIPTS.classic);
    await page.waitForFunction(() => 'Portico' in window);
    await page.evaluate(
      ([token, clientOptions, config]) => {
        type Portico = { mountLogin(options: object): () => void };
        const { mountLogin } = (window as unknown as { Portico: Portico }).Portico;
        const seen: string[] = [];
        const unmount = mountLogin({
          elementId: 'login-here',
          publicToken: token,
          clientOptions,
          config,
          locale: 'es',
          callbacks: { onEvent: (event: { type: string }) => seen.push(event.type) },
        });
        Object.assign(window, { seen, unmount });
      },
      [DEFAULT_PUBLIC_TOKEN, emulatorClientOptions(emulatorUrl), emailOtpConfig] as const,
    );

    // `locale` alone brings Portico's Spanish catalog.
    await expect(page.getByRole('heading', { name: 'Regístrate o inicia sesión' })).toBeVisible();
    await expect(page.locator('#login-here')).not.toContainText('Loading…');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    const code = await codeSentTo(email);
    await expect(page.getByLabel('Código de un solo uso')).toBeFocused();
    await page.keyboard.type(code);
    await expect.poll(() => page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toContain('AUTHENTICATE_FLOW_COMPLETE');
    expect(await eventTypes(page)).toContain('AUTHENTICATE_FLOW_COMPLETE');

    await page.evaluate(() => (window as unknown as { unmount(): void }).unmount());
    await expect(page.locator('#login-here portico-login')).toHaveCount(0);
    await expect(page.getByRole('heading')).toHaveCount(0);
  });

  test('the playground page elements.html: a password login, the session, sign-out', { tag: tag('password') }, async ({ page }) => {
    const email = uniqueEmail('elements-page');
    await seedUser({ email, password: PASSWORD });
    await page.goto(`/elements.html?emulator=${encodeURIComponent(emulatorUrl)}`);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const password = page.getByLabel('Password', { exact: true });
    await password.fill(PASSWORD);
    await password.press('Enter');
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(page.getByTestId('session-identity')).toHaveText(email);
    await expect(page.locator('#events')).toContainText('portico-event "AUTHENTICATE_FLOW_COMPLETE"');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await expect(page.getByTestId('session-identity')).toBeHidden();
  });
});

test('the playground page elements.html takes ?emulator= only on this machine: a link cannot send what users type elsewhere', { tag: tag('login') }, async ({ page }) => {
  const elsewhere: string[] = [];
  await page.route('http://attacker.example/**', (route) => {
    elsewhere.push(route.request().url());
    return route.abort();
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(`/elements.html?emulator=${encodeURIComponent('http://attacker.example')}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('elements-elsewhere'));
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  // The page's own emulator answered (a new address: the password to create, or the code sent).
  await expect(page.getByRole('heading', { name: /Create an account|Enter passcode/ })).toBeVisible();
  expect(elsewhere).toEqual([]);
  expect(warnings).toContain('Portico playground: ignoring ?emulator=http://attacker.example (only localhost, 127.0.0.1, [::1] or "browser").');
});

test.describe('<portico-login> in its shadow root looks as the same widget in the light DOM', () => {
  // Browsers ignore `@property` in a shadow root's stylesheet, and Tailwind's borders, rings and
  // shadows start from registered properties: unfixed, the shadow root drew none of them.
  test.use({ permissions: ['local-network-access'] });

  /**
   * The same element, bundle and config on two pages (so the light DOM's stylesheet, whose
   * `@property` rules register the properties for the whole document, never reaches the other
   * page): in its shadow root, and with `enableShadowDOM: false`. `journey` walks the screens and
   * returns each state's look.
   */
  async function compare(browser: Browser, config: Record<string, unknown>, journey: (page: Page) => Promise<WidgetLook[]>) {
    const looks: Record<'shadow' | 'light', WidgetLook[]> = { shadow: [], light: [] };
    for (const where of ['shadow', 'light'] as const) {
      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, permissions: ['local-network-access'] });
      const page = await context.newPage();
      const element = { ...config, ...(where === 'light' && { enableShadowDOM: false }) };
      await openPlainPage(page, `<portico-login ${CLIENT} config='${json(element)}'></portico-login>`, SCRIPTS.module);
      looks[where] = await journey(page);
      await context.close();
    }
    expectSameLooks(looks);
  }

  const look = (page: Page) => page.evaluate(widgetLook);

  test('Main and the code screen: the card, the email field, the six passcode boxes, focus rings', { tag: [tag('login'), tag('otp')] }, async ({ browser }) => {
    await compare(browser, emailOtpConfig, async (page) => {
      const email = page.getByRole('textbox', { name: 'Email' });
      // Main's first paint is replaced by the live screen once the flows' chunk is in (the focus
      // carries over, but a Tab pressed in between moves it on the screen being replaced).
      await email.waitFor();
      await page.waitForLoadState('networkidle');
      await email.click();
      const looks = [await look(page)];
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeFocused();
      looks.push(await look(page));
      await email.fill(uniqueEmail('elements-look'));
      await email.press('Enter');
      await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
      await expect(page.getByLabel('One-time passcode')).toBeFocused();
      looks.push(await look(page));
      return looks;
    });
  });

  test('the password screen: the field, its show button, focus rings', { tag: tag('password') }, async ({ browser }) => {
    const email = uniqueEmail('elements-look-password');
    await seedUser({ email, password: PASSWORD });
    await compare(browser, { products: ['passwords'] }, async (page) => {
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('textbox', { name: 'Email' }).press('Enter');
      await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
      await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
      const looks = [await look(page)];
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
      looks.push(await look(page));
      return looks;
    });
  });
});
