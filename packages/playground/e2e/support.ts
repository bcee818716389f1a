import { DEFAULT_PUBLIC_TOKEN, emulatorClientOptions } from '@portico/emulator/client-options';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { connectEmulator, Inbox, totpApp, type CreatedUser, type CreateUserOptions, type EmulatorUser, type TestEmulator } from '@portico/testing';
import { findAxeViolations } from '@portico/testing/playwright';

/**
 * The playground suite's helpers. What any login test needs (the emulator's control API, the
 * outbox, authenticator-app codes, the virtual authenticator, test wallets, unique addresses, axe)
 * comes from `@portico/testing`, against the emulators this suite's webServer starts (the
 * playground's build calls one fixed address); what is left here is the playground's own.
 */
export const emulatorUrl = `http://localhost:${process.env.PORTICO_E2E_EMULATOR_PORT ?? 4110}`;

const connections = new Map<string, Promise<TestEmulator>>();

/** An emulator of this suite (the webServer's, by default) through `@portico/testing`'s client, connected once a worker. */
export function e2eEmulator(url = emulatorUrl): Promise<TestEmulator> {
  let connection = connections.get(url);
  if (!connection) {
    connection = connectEmulator(url);
    connections.set(url, connection);
  }
  return connection;
}

/** The outbox of the emulator at `url` (the webServer's by default), as `@portico/testing`'s `Inbox`. */
export const inboxOf = (url = emulatorUrl) => new Inbox({ messages: async (to) => (await e2eEmulator(url)).messages(to) });

/** The e2e emulator's outbox: `inbox.latest(to, { count })` waits, `inbox.all(to)` reads (newest first). */
export const inbox = inboxOf();

/** An authenticator app on the clock of the emulator at `url` (the webServer's by default). */
export const totpAppOf = (url = emulatorUrl) => totpApp({ now: async () => (await e2eEmulator(url)).clock.now() });

/** An authenticator app on the e2e emulator's clock: `totp.code(secret, { step })`, `totp.wrongCode(secret)`. */
export const totp = totpAppOf();

/** Waits for the `count`-th message to `to` and returns its code. */
export async function codeSentTo(to: string, count = 1): Promise<string> {
  const { code } = await inbox.latest(to, { count });
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

/** Types a code the way a user does: into the passcode field, which has focus on arrival. */
export async function enterCode(page: Page, code: string): Promise<void> {
  await expect(page.getByLabel('One-time passcode')).toBeFocused();
  await page.keyboard.type(code);
}

/** Waits for the `count`-th message to `to` and returns its link (to the playground). */
export async function linkSentTo(to: string, count = 1): Promise<string> {
  const { link } = await inbox.latest(to, { count });
  expect(link).toMatch(/^http:\/\/localhost:\d+\//);
  return link!;
}

/** Creates a user in the e2e emulator (`@portico/testing`'s `users.create`: verified addresses, the password without a strength check). */
export async function seedUser(user: CreateUserOptions): Promise<CreatedUser> {
  return (await e2eEmulator()).users.create(user);
}

/** The playground's config for one product set, with redirect URLs back to the playground. */
export function playgroundConfig(baseURL: string, config: Record<string, unknown>): Record<string, unknown> {
  return {
    emailMagicLinksOptions: { loginRedirectURL: `${baseURL}/authenticate`, signupRedirectURL: `${baseURL}/authenticate?signup=1` },
    passwordOptions: { resetPasswordRedirectURL: `${baseURL}/reset-password`, loginRedirectURL: `${baseURL}/authenticate` },
    sessionOptions: { sessionDurationMinutes: 60 },
    ...config,
  };
}

export const emailOtpConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };

/** axe (`@portico/testing`'s `findAxeViolations`, run in the page) on the widget: no violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Right after a navigation the widget may not be drawn yet (its chunks still on their way).
  const frame = page.locator('[data-slot="widget-frame"]').first();
  await expect(frame).toBeVisible();
  expect((await findAxeViolations(frame)).map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** A JSON value for a single-quoted HTML attribute. */
export const jsonAttribute = (value: unknown) => JSON.stringify(value).replaceAll('&', '&amp;').replaceAll("'", '&#39;');

/** An element's client attributes: the emulator's public token and endpoints. */
export const ELEMENT_CLIENT = `public-token="${DEFAULT_PUBLIC_TOKEN}" client-options='${jsonAttribute(emulatorClientOptions(emulatorUrl))}'`;

/** The @portico/elements bundle (built for these tests, served by the playground at /portico-elements/). */
export const ELEMENT_SCRIPTS = {
  classic: '<script src="/portico-elements/portico-elements.iife.js"></script>',
  module: '<script type="module" src="/portico-elements/portico-elements.js"></script>',
};

/** A `portico-*` event the page's document heard (openPlainPage records them). */
export interface PageEvent {
  name: string;
  detail: { type: string; name?: string; message?: string };
}

/**
 * Opens a plain page (served from the playground's origin, so the bundle is same-origin) and
 * records every `portico-*` event that reaches its document (`window.__porticoEvents`). The
 * recorder is the test's, not the page's: the page has `body`, its one script and nothing else.
 * Chromium counts a page the test fulfils as public, reaching into loopback (the emulator): the
 * test needs `permissions: ['local-network-access']`.
 */
export async function openPlainPage(page: Page, body: string, script: string): Promise<void> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A plain page</title></head><body>${body}${script}</body></html>`;
  await page.route('**/plain-page.html', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
  await page.addInitScript(() => {
    const events: PageEvent[] = [];
    Object.assign(window, { __porticoEvents: events });
    for (const name of ['portico-event', 'portico-error', 'portico-redirect', 'portico-done']) {
      document.addEventListener(name, (event) => events.push({ name, detail: (event as CustomEvent<PageEvent['detail']>).detail }));
    }
  });
  await page.goto('/plain-page.html');
}

/**
 * Hands the identity-provider page a trusted auth token, as a host's backend would: the
 * playground takes it, once, from the tab's sessionStorage (never from the address). Set on the
 * next page the tab loads, which must be the playground's.
 */
export async function handOverTrustedToken(page: Page, token: string, profileId: string): Promise<void> {
  await page.addInitScript(
    ([token, profileId]) => {
      const marker = `portico-e2e:handed-over:${token}`;
      if (window.sessionStorage.getItem(marker)) return;
      window.sessionStorage.setItem(marker, '1');
      window.sessionStorage.setItem('portico-playground:trusted-auth-token', JSON.stringify({ trustedAuthToken: token, tokenProfileID: profileId }));
    },
    [token, profileId] as const,
  );
}

export function configUrl(config: unknown): string {
  return `/?config=${encodeURIComponent(JSON.stringify(config))}`;
}

/** The emulator's record of a user's passkeys, as the server has them. */
export async function passkeysOf(email: string): Promise<EmulatorUser['webauthn_registrations']> {
  return (await (await e2eEmulator()).users.find({ email }))?.webauthn_registrations ?? [];
}

/** Answers Google's One Tap script with the emulator's stand-in, as the issue asks tests to (protocol §4.3). */
export async function routeGoogleScript(page: Page): Promise<void> {
  const script = await (await page.request.get(`${emulatorUrl}/emulator/gsi/client`)).text();
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: script }),
  );
}

/** A config whose Google provider asks for One Tap (with `google`'s options), beside GitHub. */
export function oneTapConfig(baseURL: string, google: Record<string, unknown>) {
  return playgroundConfig(baseURL, {
    products: ['oauth', 'emailMagicLinks'],
    oauthOptions: {
      providers: [{ type: 'google', one_tap: true, ...google }, { type: 'github' }],
      loginRedirectURL: `${baseURL}/authenticate`,
      signupRedirectURL: `${baseURL}/authenticate?signup=1`,
    },
  });
}

/**
 * A password login in the login widget on the page, with the playground's default config (the
 * Email tab looks the user up, then asks for the password).
 */
export async function passwordLogInHere(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** The connected apps' registered client (playwright.config.ts): its pages are stubbed by `stubConnectedAppClient`. */
export const CONNECTED_APP_CLIENT = 'http://localhost:5173';
export const CONNECTED_APP_CALLBACK = `${CONNECTED_APP_CLIENT}/oauth/callback`;
export const THIRD_PARTY_APP = 'connected-app-test-portico-demo';
/** What the stubbed client page says. */
export const CLIENT_PAGE_TEXT = 'Back at the client app.';

/** Answers the connected apps' own pages with a plain page that says where the browser is; returns the addresses reached. */
export async function stubConnectedAppClient(page: Page): Promise<string[]> {
  const reached: string[] = [];
  await page.route(`${CONNECTED_APP_CLIENT}/**`, async (route) => {
    reached.push(route.request().url());
    await route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<title>client</title><p data-testid="client-page">${CLIENT_PAGE_TEXT}</p>`,
    });
  });
  return reached;
}

/**
 * The emulator limits magic links to one a second per address, as Stytch does: a test that asks
 * for another link at once waits that second out first (as a person would take it).
 */
export async function waitOutMagicLinkLimit(page: Page): Promise<void> {
  await page.waitForTimeout(1_100);
}

/**
 * 'Continue signing in' (issue 36): a link opened where nobody is signed in, in a browser that did
 * not start its sign-in (no PKCE code verifier for it here: a project without PKCE for magic
 * links, another browser, a mail scanner), asks before its token is spent. A user who asked for
 * the link clicks Continue, as here.
 */
export async function continueSigningIn(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Continue signing in' })).toBeVisible();
  await page.locator('[data-slot="widget-frame"]').getByRole('button', { name: 'Continue', exact: true }).click();
}

/** Opens a sign-in link the way its user does: the page, then 'Continue signing in' (no PKCE in these tests' project). */
export async function openLink(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await continueSigningIn(page);
}

/**
 * Records, from its first script on, every identity the host page shows in its session panel
 * (which follows `stytch.user.onChange`): `recordedIdentities(page)` reads them.
 */
export async function recordIdentities(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __identities: seen });
    const note = () => {
      const text = document.querySelector('[data-testid="session-identity"]')?.textContent;
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

export const recordedIdentities = (page: Page) => page.evaluate(() => (window as unknown as { __identities: string[] }).__identities);

/** Asks, as the browser SDK does, for a password reset email to `email`, its links back to `redirect` (the reset page) and `loginRedirect`. */
export async function requestPasswordReset(
  request: APIRequestContext,
  email: string,
  redirect: { reset: string; login?: string },
): Promise<void> {
  const response = await request.post(`${emulatorUrl}/sdk/v1/passwords/email/reset/start`, {
    headers: { Authorization: `Basic ${Buffer.from(`${DEFAULT_PUBLIC_TOKEN}:${DEFAULT_PUBLIC_TOKEN}`).toString('base64')}` },
    data: { email, reset_password_redirect_url: redirect.reset, ...(redirect.login && { login_redirect_url: redirect.login }) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The messages of `to` (newest first), once there are `count`. */
export async function messagesTo(to: string, count = 1) {
  await inbox.latest(to, { count });
  return inbox.all(to);
}
