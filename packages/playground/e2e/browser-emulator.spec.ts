import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_PUBLIC_TOKEN } from '@portico/emulator/client-options';
import { Inbox, totpCode, uniqueEmail, type InboxMessage } from '@portico/testing';
import { emailOtpConfig, emulatorUrl, enterCode, expectNoAxeViolations } from './support';
import { tag } from './tags';

/**
 * `?emulator=browser`: the emulator runs inside the page (`startBrowserEmulator`), answering the
 * real @stytch/vanilla-js client through MSW's service worker at a virtual same-origin URL; the
 * pages worker serves navigations under it. No request reaches the Node emulator.
 */
const BASE_PATH = '/__portico-emulator';

const browserModeUrl = (config: unknown) => `/?emulator=browser&config=${encodeURIComponent(JSON.stringify(config))}`;

/** The in-page outbox, read the way the page itself would (through MSW), as @portico/testing's `Inbox`. */
const inPageInbox = (page: Page) =>
  new Inbox({
    messages: (to) =>
      page.evaluate(
        async ([path, address]) => {
          const response = await fetch(`${path}/emulator/outbox?to=${encodeURIComponent(address)}`);
          const { messages } = (await response.json()) as { messages: Array<Record<string, unknown> & { body: string; created_at: string }> };
          return messages.map(({ body, created_at, ...message }) => ({ ...message, text: body, sentAt: created_at }) as unknown as InboxMessage);
        },
        [BASE_PATH, to ?? ''] as const,
      ),
  });

async function codeSentInPage(page: Page, to: string): Promise<string> {
  const { code } = await inPageInbox(page).latest(to);
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

/** Fails the test if anything talks to the Node emulator the other tests use. */
function forbidNodeEmulator(page: Page): string[] {
  const stray: string[] = [];
  page.context().on('request', (request) => {
    if (request.url().startsWith(emulatorUrl)) stray.push(request.url());
  });
  return stray;
}

test.describe('the in-browser emulator (?emulator=browser)', { tag: tag('otp') }, () => {
  test('a new user logs in with an email passcode, with no server behind the SDK', async ({ page }) => {
    const stray = forbidNodeEmulator(page);
    const email = uniqueEmail('browser');
    await page.goto(browserModeUrl(emailOtpConfig));
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await expect(page.getByText(`${BASE_PATH} (running in this page)`)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    await expect(page.getByText(`A 6-digit passcode was sent to you at ${email}.`)).toBeVisible();

    const [message] = await inPageInbox(page).all(email);
    expect(message).toMatchObject({ channel: 'email', to: email });
    await enterCode(page, await codeSentInPage(page, email));

    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(page.getByTestId('session-identity')).toHaveText(email);
    await expectNoAxeViolations(page);

    // The user lives in this page's emulator (a fresh, in-memory one).
    const users = await page.evaluate(async (path) => {
      const response = await fetch(`${path}/emulator/users`);
      return ((await response.json()) as { users: Array<{ emails: Array<{ email: string; verified: boolean }> }> }).users;
    }, BASE_PATH);
    expect(users.map((user) => user.emails)).toEqual([[expect.objectContaining({ email, verified: true })]]);
    expect(stray).toEqual([]);
  });

  test('the inbox link opens the virtual inbox page, served to a new tab by the pages worker', async ({ page, context }) => {
    const stray = forbidNodeEmulator(page);
    const email = uniqueEmail('inbox');
    await page.goto(browserModeUrl(emailOtpConfig));
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const code = await codeSentInPage(page, email);

    const link = page.getByRole('link', { name: 'Open the inbox' });
    await expect(link).toHaveAttribute('href', new URL(`${BASE_PATH}/emulator/inbox`, page.url()).href);
    const [inbox] = await Promise.all([context.waitForEvent('page'), link.click()]);
    // A navigation (MSW lets those through) answered from the first tab's emulator, and the
    // inbox's own polling requests too.
    await expect(inbox).toHaveTitle(/^Inbox · Portico Playground/);
    await expect(inbox.getByText(code).first()).toBeVisible();

    // The home page, another navigation, links back into the virtual base path.
    await inbox.goto(`${BASE_PATH}/`);
    await expect(inbox.getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', `${BASE_PATH}/emulator/inbox`);
    expect(stray).toEqual([]);
  });

  test('a dropped-connection fault is a network error for the page, as with the Node emulator', async ({ page }) => {
    const email = uniqueEmail('drop');
    await page.goto(browserModeUrl(emailOtpConfig));
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    const status = await page.evaluate(async (path) => {
      const response = await fetch(`${path}/emulator/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ path: '/sdk/v1/otps/*', mode: 'drop', count: 1 }),
      });
      return response.status;
    }, BASE_PATH);
    expect(status).toBe(201);

    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText("We couldn't reach the server. Check your connection and try again.")).toBeVisible();

    // The fault is spent: trying again sends the code.
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    await enterCode(page, await codeSentInPage(page, email));
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  });

  test('authenticator apps work in the page too: otpauth, qrcode and fast-png run in the browser', async ({ page }) => {
    const stray = forbidNodeEmulator(page);
    const email = uniqueEmail('totp');
    await page.goto(browserModeUrl(emailOtpConfig));
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await enterCode(page, await codeSentInPage(page, email));
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'stytch_session')?.value ?? '';
    expect(session).not.toBe('');

    const call = (path: string, body: unknown) =>
      page.evaluate(
        async ([base, route, json, authorization]) => {
          const response = await fetch(`${base}/sdk/v1${route}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: authorization },
            body: JSON.stringify(json),
          });
          return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
        },
        [BASE_PATH, path, body, `Basic ${btoa(`${DEFAULT_PUBLIC_TOKEN}:${session}`)}`] as const,
      );

    const created = await call('/totps', {});
    expect(created.status).toBe(200);
    const { secret, qr_code: qrCode } = created.body.data as { secret: string; qr_code: string };
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    const size = await page.evaluate(
      (src) =>
        new Promise<number[]>((resolve, reject) => {
          const image = new Image();
          image.onload = () => resolve([image.naturalWidth, image.naturalHeight]);
          image.onerror = () => reject(new Error('the QR code does not decode'));
          image.src = src;
        }),
      qrCode,
    );
    expect(size[0]).toBeGreaterThan(100);
    expect(size[0]).toBe(size[1]);

    // The in-page emulator's clock is the page's: a code from now is accepted.
    const code = totpCode(secret);
    const authenticated = await call('/totps/authenticate', { totp_code: code });
    expect(authenticated.status).toBe(200);
    expect((authenticated.body.data.session as { authentication_factors: { type: string }[] }).authentication_factors.map((factor) => factor.type)).toEqual(['otp', 'totp']);
    expect(stray).toEqual([]);
  });

  test('Google One Tap: the in-page emulator answers Google’s script with its stand-in, which signs in and redirects', { tag: tag('one-tap') }, async ({ page, baseURL }) => {
    const stray = forbidNodeEmulator(page);
    const google: string[] = [];
    page.context().on('request', (request) => {
      if (request.url().startsWith('https://accounts.google.com/')) google.push(request.url());
    });
    const email = uniqueEmail('browser-onetap');
    await page.goto(
      browserModeUrl({
        products: ['oauth'],
        oauthOptions: {
          providers: [{ type: 'google', one_tap: true, position: 'floating' }],
          loginRedirectURL: `${baseURL}/authenticate?emulator=browser`,
          signupRedirectURL: `${baseURL}/authenticate?emulator=browser`,
        },
      }),
    );
    const chooser = page.frameLocator('iframe[title="Sign in with Google"]');
    await chooser.getByRole('textbox', { name: 'Email address' }).fill(email);
    const redirect = page.waitForRequest((request) => request.isNavigationRequest() && request.url().includes('stytch_token_type=oauth'));
    // The redirect page is answered here: only its URL matters, and a page booting a new in-page
    // emulator (its service worker) while the test ends could hold up closing the context.
    await page.route(/stytch_token_type=oauth/, (route) => route.fulfill({ contentType: 'text/html', body: '<p>Redirected.</p>' }));
    await chooser.getByRole('button', { name: 'Continue', exact: true }).click();
    // oneTapSubmit answered the redirect URL with an OAuth token. (The in-page emulator keeps its
    // data in the page, so the page the redirect opens starts a new one, which does not know it.)
    expect((await redirect).url()).toMatch(/\/authenticate\?emulator=browser&stytch_token_type=oauth&token=/);
    await expect(page.getByText('Redirected.')).toBeVisible();
    // The script request went to Google's URL and was answered in the page: nothing left it.
    expect(google).toEqual(['https://accounts.google.com/gsi/client']);
    expect(stray).toEqual([]);
  });
});
