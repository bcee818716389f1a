import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { authorizeUrl, uniqueEmail } from '@portico/testing';
import { e2eEmulatorSettings } from '../playwright.config';
import {
  emulatorControl,
  expectClean,
  hostileEmulatorPort,
  inspect,
  recordExecutions,
  settled,
  startEmulator,
  type EmulatorControl,
  type RunningEmulator,
} from './hostile/harness';
import { seedPasskeys } from './hostile/passkeys';
import { fitting, packed, PAYLOADS, type Payload } from './hostile/payloads';
import { configUrl, emailOtpConfig, handOverTrustedToken } from './support';
import { tag } from './tags';

/**
 * The hostile-data matrix (issue 12): every payload of hostile/payloads.ts (script tags, event
 * handlers, javascript: and data: URLs, SVG, attribute breakouts, templates, Unicode tricks, very
 * long strings, links) in every server string the widgets render, through the emulator's settings
 * and fault injection, in Chromium with the real @stytch/vanilla-js client. For each: nothing runs
 * (no `__xss` call, no dialog), nothing is injected (hostile/harness.ts's `scan`), and the
 * text shows exactly as sent; inside messages only https links to the provider's site become
 * anchors (spec §8).
 *
 * Its emulators are its own (hostile settings, changed as the tests go): one a worker.
 */

/** The connected apps' registered client (never reached: no test completes a consent). */
const CLIENT = 'http://localhost:5173';
const HOSTILE_APP = 'connected-app-test-hostile';
/** The emulator's limit for project and client names (and passkey names). */
const NAME_LIMIT = 100;
const NAME_GROUPS = packed(NAME_LIMIT);
/** An error type the widget has no copy for: it shows the server's own error_message (spec §8). */
const ERROR_TYPE = 'hostile_payload_error';
const ALL_PAYLOAD_TEXT = PAYLOADS.map((payload) => payload.text).join('\n');

const [demoApp] = e2eEmulatorSettings.connected_apps;
const hostileApp = (clientName: string) => ({
  ...demoApp!,
  client_id: HOSTILE_APP,
  client_name: clientName,
  // Not shown by the widget (Portico renders no client description); hostile all the same.
  client_description: ALL_PAYLOAD_TEXT,
});
const scopeOf = (payload: Payload) => `hostile:${payload.id}`;
/** The role that may grant the even payloads' scopes (the odd ones are listed as not grantable). */
const evenPayloads = PAYLOADS.filter((payload) => payload.id % 2 === 0);
const oddPayloads = PAYLOADS.filter((payload) => payload.id % 2 === 1);

const hostileSettings = {
  ...e2eEmulatorSettings,
  project_name: NAME_GROUPS[0],
  connected_apps: [...e2eEmulatorSettings.connected_apps, hostileApp(NAME_GROUPS[0]!)],
  rbac_scopes: [
    ...e2eEmulatorSettings.rbac_scopes,
    ...PAYLOADS.map((payload) => ({ scope: scopeOf(payload), description: payload.text })),
  ],
  rbac_roles: [
    ...e2eEmulatorSettings.rbac_roles,
    { role_id: 'hostile-even', description: ALL_PAYLOAD_TEXT, scopes: evenPayloads.map(scopeOf) },
  ],
};

// The tests are independent of one another: in parallel, each worker with an emulator of its own.
test.describe.configure({ mode: 'parallel' });

let emulator: RunningEmulator | null = null;

test.beforeAll(async () => {
  emulator = await startEmulator(hostileSettings, test.info().parallelIndex === 0 ? hostileEmulatorPort : 0);
});

test.afterAll(async () => {
  await emulator?.stop();
  emulator = null;
});

/** This worker's hostile emulator. */
const hostileUrl = (): string => {
  if (!emulator) throw new Error('The hostile-data emulator is not running.');
  return emulator.url;
};

const api = (request: APIRequestContext): EmulatorControl => emulatorControl(request, hostileUrl());

/** A playground path against the hostile emulator (kept for the tab, so later pages use it too). */
async function open(page: Page, path: string): Promise<void> {
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${separator}emulator=${encodeURIComponent(hostileUrl())}`);
}

/** A fault that answers the next matching request with `message` as an error_message. */
const faultWith = (path: string, method: string, message: string) => ({
  path,
  method,
  mode: 'error',
  status: 400,
  error_type: ERROR_TYPE,
  error_message: message,
  count: 1,
});

/** A server message to send: one payload, or many joined. */
interface Message {
  label: string;
  text: string;
  /** The anchors a renderer that links provider URLs (MessageText) must make of it. */
  providerLinks: string[];
}

const onePerMessage: Message[] = PAYLOADS.map((payload) => ({
  label: `payload ${payload.id} (${payload.kind})`,
  text: payload.text,
  providerLinks: payload.providerLinks ?? [],
}));

/** Every payload in one message, a line each (a line break is a boundary for a link, as the ends of a message are). */
const allInOne: Message[] = [
  {
    label: `all ${PAYLOADS.length} payloads in one message`,
    text: PAYLOADS.map((payload) => payload.text).join('\n'),
    providerLinks: PAYLOADS.flatMap((payload) => payload.providerLinks ?? []),
  },
];

/**
 * Sends each message as the error_message of `endpoint`'s next answer, one after another on one
 * page: `act` sends the request; `errorIn` must then show the message exactly (trimmed: the widget
 * trims a server message), with the provider links as anchors (`links: 'provider'`) or none, and
 * nothing may have run or been injected.
 */
async function rotateErrorMessages(
  page: Page,
  control: EmulatorControl,
  ran: string[],
  options: {
    messages: Message[];
    endpoint: string;
    method?: string;
    act: () => Promise<void>;
    errorIn: Locator;
    links: 'provider' | 'none';
    where: string;
  },
): Promise<number> {
  for (const message of options.messages) {
    const where = `${options.where}, ${message.label}`;
    await control.addFault(faultWith(options.endpoint, options.method ?? 'POST', message.text));
    await options.act();
    const seen = await settled(page, options.errorIn, message.text.trim(), `${where}: shown as text`);
    const expectedLinks = options.links === 'provider' ? message.providerLinks : [];
    expect(
      seen.anchors.map((anchor) => anchor.href),
      `${where}: its anchors`,
    ).toEqual(expectedLinks);
    for (const anchor of seen.anchors) {
      expect(anchor.text, `${where}: an anchor shows its own address`).toBe(anchor.href);
      expect(anchor.rel.split(' '), `${where}: rel`).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      expect(anchor.target, `${where}: target`).toBe('_blank');
    }
    expectClean(seen, ran, where);
  }
  return options.messages.length;
}

/**
 * A seeded user signed in on the consent page (`path`, the hostile app's by default) with a
 * trusted auth token, which the identity-provider mode exchanges for a session (no password to
 * hash: quick on a busy machine).
 */
async function signedIn(page: Page, request: APIRequestContext, label: string, { roles = [] as string[], path = authorizePath() } = {}) {
  const email = uniqueEmail(label);
  await api(request).seedUser({ email, roles });
  const { token, profile_id } = await api(request).trustedToken(email);
  await handOverTrustedToken(page, token, profile_id);
  await page.goto(`${path}&emulator=${encodeURIComponent(hostileUrl())}`);
  await expect(page.getByTestId('session-identity')).toHaveText(email);
  return email;
}

function authorizePath(scope = 'openid email profile'): string {
  return authorizeUrl({ clientId: HOSTILE_APP, redirectUri: `${CLIENT}/oauth/callback`, scope, state: 'hostile' });
}

const logoutPath = `/oauth/logout?${new URLSearchParams({ client_id: HOSTILE_APP, post_logout_redirect_uri: `${CLIENT}/`, state: 'hostile' })}`;

const consentScreen = (page: Page) => page.locator('[data-slot="idp-consent-screen"]');

/** The playground's 'Hide the widget', twice: the widget unmounts and mounts afresh (its first requests sent again). */
async function remountWidget(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Hide the widget' });
  await toggle.click();
  await expect(page.locator('[data-slot="widget-frame"]')).toHaveCount(0);
  await toggle.click();
}

test.describe('hostile data', () => {
  test.afterEach(async ({ request }) => {
    await api(request).clearFaults();
  });

  test(`error_message: each of the ${PAYLOADS.length} payloads in the login form's error, one after another on one page`, { tag: tag('login-form') }, async ({ page, request }) => {
    test.setTimeout(90_000);
    const ran = await recordExecutions(page);
    await open(page, configUrl(emailOtpConfig));
    const field = page.getByRole('textbox', { name: 'Email' });
    await field.fill(uniqueEmail('hostile-error'));

    // First, the checks themselves: markup put into the widget as HTML (what a bug would do)
    // runs, and is seen. The live widget replaces the first paint's frame, canary and all, when
    // its module arrives (later under load than the fill above): the canary goes in again until
    // it is seen in the frame that stays.
    const frame = page.locator('[data-slot="widget-frame"]');
    await expect(async () => {
      ran.length = 0;
      await frame.evaluate((element) => {
        document.getElementById('hostile-canary')?.remove();
        const canary = document.createElement('p');
        canary.id = 'hostile-canary';
        canary.innerHTML = '<img src=x onerror="__xss(0)"><a href="javascript:alert(0)">x</a>';
        element.append(canary);
        setTimeout(() => alert(0));
      });
      await expect.poll(() => [...ran].sort(), { timeout: 5_000 }).toEqual(['__xss(0)', 'alert(0)']);
      const caught = await inspect(page);
      expect(caught.injected).toEqual([
        expect.stringContaining('an event handler attribute onerror'),
        expect.stringContaining('an image'),
        expect.stringContaining('a href with a script or data URL'),
        expect.stringContaining('an anchor to a non-https address'),
        expect.stringContaining('an anchor without rel=noopener'),
      ]);
    }).toPass({ timeout: 20_000 });
    await page.evaluate(() => document.getElementById('hostile-canary')?.remove());
    ran.length = 0;

    await rotateErrorMessages(page, api(request), ran, {
      messages: onePerMessage,
      endpoint: '/sdk/v1/otps/email/login_or_create',
      act: () => field.press('Enter'),
      errorIn: page.locator('[data-slot="email-form"] [data-slot="field-error"]'),
      links: 'provider',
      where: 'the email form',
    });
  });

  test(`error_message: all ${PAYLOADS.length} payloads in one message on the consent screen (Allow) and in the generic error screen (the preflight)`, { tag: tag('idp-consent') }, async ({ page, request }) => {
    test.setTimeout(90_000);
    const ran = await recordExecutions(page);
    await signedIn(page, request, 'hostile-consent');
    // Opened again without the token (spent: the widget, mounted again, would send it again).
    await open(page, authorizePath());
    await expect(consentScreen(page).getByRole('heading')).toBeVisible();
    // The consent's own error: plain text (no links there).
    await rotateErrorMessages(page, api(request), ran, {
      messages: allInOne,
      endpoint: '/sdk/v1/idp/oauth/authorize/submit',
      act: () => page.getByRole('button', { name: 'Allow' }).click(),
      errorIn: consentScreen(page).locator('[role="alert"]'),
      links: 'none',
      where: 'the consent',
    });
    // The preflight's error, in the generic error screen (spec §8): a widget mounted again sends
    // the preflight again.
    await rotateErrorMessages(page, api(request), ran, {
      messages: allInOne,
      endpoint: '/sdk/v1/idp/oauth/authorize/start',
      act: () => remountWidget(page),
      errorIn: page.locator('[data-slot="error-screen"] [role="alert"]'),
      links: 'provider',
      where: 'the generic error screen',
    });
  });

  test(`project and client names: every payload that fits the emulator's ${NAME_LIMIT} characters, packed into ${NAME_GROUPS.length} names, in the consent and logout screens`, { tag: [tag('idp-consent'), tag('idp-logout')] }, async ({ page, request }) => {
    test.setTimeout(120_000);
    const ran = await recordExecutions(page);
    const setNames = (projectName: string, clientName: string) =>
      api(request).configure({ project_name: projectName, connected_apps: [...e2eEmulatorSettings.connected_apps, hostileApp(clientName)] });
    const title = consentScreen(page).getByRole('heading');
    const intro = consentScreen(page).getByText('is asking to:');
    await signedIn(page, request, 'hostile-names');
    // One page load a name (the project's is read once a page, with the bootstrap): each name is
    // the project's on one load and the client's on another.
    const half = Math.ceil(NAME_GROUPS.length / 2);
    for (const [index, projectName] of NAME_GROUPS.entries()) {
      const clientName = NAME_GROUPS[(index + half) % NAME_GROUPS.length]!;
      const where = `names #${index}`;
      await setNames(projectName, clientName);
      await open(page, authorizePath());
      await settled(page, title, `Sign in to ${clientName} with ${projectName}`, `${where}: the consent's title`);
      expectClean(await settled(page, intro, `${clientName} is asking to:`, `${where}: the consent's intro`), ran, where);
    }
    // The logout screen's question, for a few of them.
    for (const index of [0, half, NAME_GROUPS.length - 1]) {
      const projectName = NAME_GROUPS[index]!;
      await setNames(projectName, NAME_GROUPS[0]!);
      await open(page, logoutPath);
      const question = page.getByText('Are you sure you want to log out of your');
      const where = `logout, name #${index}`;
      expectClean(await settled(page, question, `Are you sure you want to log out of your ${projectName} account?`, where), ran, where);
    }
  });

  test(`RBAC scope descriptions: ${PAYLOADS.length} scopes in one consent, grantable and not`, { tag: tag('idp-consent') }, async ({ page, request }) => {
    const ran = await recordExecutions(page);
    await signedIn(page, request, 'hostile-scopes', { roles: ['hostile-even'], path: authorizePath(['openid', 'email', ...PAYLOADS.map(scopeOf)].join(' ')) });
    const screen = consentScreen(page);
    await expect(screen.getByRole('heading')).toHaveText(/ wants to access your account$/);
    const grantable = screen.locator('[data-slot="idp-consent-scopes"] > li');
    const ungrantable = screen.locator('[data-slot="idp-consent-ungrantable"] li');
    await expect(grantable).toHaveCount(2 + evenPayloads.length);
    const texts = async (items: Locator) => items.evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
    expect((await texts(grantable)).slice(2)).toEqual(evenPayloads.map((payload) => payload.text));
    expect(await texts(ungrantable)).toEqual(oddPayloads.map((payload) => payload.text));
    await screen.locator('[data-slot="idp-consent-ungrantable"] > summary').click();
    await expect(ungrantable.last()).toBeVisible();
    const seen = await inspect(page, screen);
    expect(seen.anchors, 'no anchors on the consent').toEqual([]);
    expectClean(seen, ran, 'the scopes');
  });

  test('passkey names: every payload that fits (up to 100 characters) in one list, and all of them in the rename error', { tag: tag('passkey-registration-success') }, async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const ran = await recordExecutions(page);
    const email = await signedIn(page, request, 'hostile-passkeys');
    const sessionToken = (await page.context().cookies()).find((cookie) => cookie.name === 'stytch_session')?.value;
    expect(sessionToken).toBeTruthy();
    const named = fitting(NAME_LIMIT);
    const ids = await seedPasskeys(request, {
      emulatorUrl: hostileUrl(),
      sessionToken: sessionToken!,
      email,
      origin: new URL(baseURL!).origin,
      names: named.map((payload) => payload.text),
    });

    await open(page, '/passkeys');
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('heading', { name: 'Your Passkeys' })).toBeVisible();
    await expect(page.locator('[data-slot="passkey-row"]')).toHaveCount(named.length);
    // In the order registered; the emulator trims a passkey's name.
    const rows = await page.locator('[data-slot="passkey-row"]').evaluateAll((elements) =>
      elements.map((row) => {
        // A button's name: the text of the hidden element its aria-labelledby names.
        const nameOf = (button: Element | null) =>
          button && (button.getRootNode() as Document | ShadowRoot).getElementById(button.getAttribute('aria-labelledby') ?? '')?.textContent;
        return {
          id: row.getAttribute('data-passkey-id'),
          name: row.querySelector('[data-slot="passkey-name"]')?.textContent,
          rename: nameOf(row.querySelector('[data-action="rename"]')),
          delete: nameOf(row.querySelector('[data-action="delete"]')),
        };
      }),
    );
    expect(rows).toEqual(
      named.map((payload, index) => {
        const name = payload.text.trim();
        return { id: ids[index], name, rename: `Rename ${name}`, delete: `Delete ${name}` };
      }),
    );
    const list = await inspect(page, page.locator('[data-slot="passkey-list"]'));
    expect(list.anchors, 'no anchors in the list').toEqual([]);
    expectClean(list, ran, 'the passkey list');

    // Delete asks first, naming the passkey; cancelled.
    const first = page.locator(`[data-slot="passkey-row"][data-passkey-id="${ids[0]}"]`);
    await first.locator('[data-action="delete"]').click();
    await expect(page.locator('[data-action="confirm-delete"]')).toHaveAccessibleName(`Delete ${named[0]!.text.trim()}`);
    await page.locator('[data-slot="passkey-delete-actions"]').getByRole('button', { name: 'Cancel' }).click();

    // Renamed in the widget: the field holds the old name; the new one shows as typed.
    await first.locator('[data-action="rename"]').click();
    const field = page.getByRole('textbox', { name: 'Passkey name' });
    await expect(field).toHaveValue(named[0]!.text.trim());
    const newName = named[1]!.text.trim();
    await field.fill(newName);
    await field.press('Enter');
    await expect(field).toHaveCount(0);
    expectClean(await settled(page, first.locator('[data-slot="passkey-name"]'), newName, 'a renamed passkey'), ran, 'a renamed passkey');

    // The rename's error (under the field).
    await first.locator('[data-action="rename"]').click();
    await field.fill('Work laptop');
    await rotateErrorMessages(page, api(request), ran, {
      messages: allInOne,
      endpoint: '/sdk/v1/webauthn/update/*',
      method: 'PUT',
      act: () => field.press('Enter'),
      errorIn: page.locator('[data-slot="passkey-rename-form"] [data-slot="field-error"]'),
      links: 'provider',
      where: 'the passkey rename form',
    });
  });

  test('email addresses: hostile but valid addresses typed show as typed', { tag: [tag('login-form'), tag('otp')] }, async ({ page }) => {
    const ran = await recordExecutions(page);
    await open(page, configUrl(emailOtpConfig));
    // The local part may hold ' = ` { } / $ & and more (WHATWG's grammar, and the emulator's).
    const addresses = [
      "'onmouseover=__xss`101`'@evil.example",
      '{{__xss`102`}}@evil.example',
      "{destination}{email}$&$'@evil.example",
      'x/onload=alert`104`@stytch.com.evil.example',
    ];
    for (const address of addresses) {
      await page.getByRole('textbox', { name: 'Email' }).fill(address);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      const sentTo = page.getByText('A 6-digit passcode was sent to you at');
      expectClean(await settled(page, sentTo, `A 6-digit passcode was sent to you at ${address}.`, address), ran, address);
      await page.getByRole('button', { name: 'Go back' }).click();
    }
  });
});
