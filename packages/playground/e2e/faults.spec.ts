import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from '@portico/testing';
import { addVirtualAuthenticator } from '@portico/testing/playwright';
import { emulatorApi, FAULTS, faultMatrixTest, REQUEST_TIMEOUT_MS, test, type EmulatorApi } from './faults/matrix';
import { accountFlows } from './faults/flows-account';
import { idpOAuthFlows } from './faults/flows-idp-oauth';
import { mfaFlows } from './faults/flows-mfa';
import { otpFlows } from './faults/flows-otp';
import { passkeyWalletFlows, passkeysOnServer, signInByCode, toRegistrationMode } from './faults/flows-passkeys-wallets';
import { enterCode } from './support';
import { passwordFlows } from './faults/flows-passwords';
import { tag } from './tags';

/**
 * The fault matrix: every flow (the account's too) × {500, 429, dropped connection, a delay 10 s past the request
 * timeout, malformed JSON} (faults/matrix.ts says what each cell checks). Its tests run in
 * parallel, each worker on a fault emulator of its own; the reporter prints the matrix.
 */
test.describe('every flow under faults', () => {
  for (const flow of [...otpFlows, ...passwordFlows, ...passkeyWalletFlows, ...idpOAuthFlows, ...mfaFlows, ...accountFlows]) faultMatrixTest(flow);
});

test.describe('requests under stress', () => {
  test.afterEach(async ({ request }) => emulatorApi(request).clearFaults());
  const emailConfig = `/?config=${encodeURIComponent(JSON.stringify({ products: ['otp'], otpOptions: { methods: ['email'] } }))}`;
  const open = (page: Page, emulator: EmulatorApi) =>
    page.goto(`${emailConfig}&emulator=${encodeURIComponent(emulator.url)}&requestTimeoutMs=${REQUEST_TIMEOUT_MS}`);
  /** Counts the requests to the emulator whose path ends with `path`. */
  const countRequests = (page: Page, path: string) => {
    const seen = { count: 0 };
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith(path)) seen.count += 1;
    });
    return seen;
  };

  test('a double click, or Enter pressed twice, sends one request', { tag: [tag('login-form'), tag('otp')] }, async ({ page, request }) => {
    const emulator = emulatorApi(request);
    // Each request waits a moment, so the second press comes while the first is under way.
    await emulator.addFault({ path: '/sdk/v1/otps/email/login_or_create', mode: 'delay', delay_ms: 1_500 });
    const sends = countRequests(page, '/otps/email/login_or_create');
    await open(page, emulator);
    const field = page.getByRole('textbox', { name: 'Email' });
    await field.fill(uniqueEmail('double-click'));
    await page.getByRole('button', { name: 'Continue', exact: true }).dblclick();
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    expect(sends.count).toBe(1);

    await page.getByRole('button', { name: 'Go back' }).click();
    await field.fill(uniqueEmail('double-enter'));
    // Straight from the keyboard: the second press must not wait for the field, which the first may already have replaced.
    await field.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    expect(sends.count).toBe(2);
  });

  test('unmounted mid-request, the widget changes nothing: no screen, no error, no warning; mounted again it starts afresh', { tag: tag('login-form') }, async ({ page, request }) => {
    const emulator = emulatorApi(request);
    const problems: string[] = [];
    page.on('console', (message) => {
      // 'Failed to load resource' names its resource only in the message's location.
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await emulator.addFault({ path: '/sdk/v1/otps/email/login_or_create', mode: 'delay', delay_ms: 1_000, count: 1 });
    await open(page, emulator);
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('unmount'));
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toHaveAttribute('aria-busy', 'true');
    await page.getByRole('button', { name: 'Hide the widget' }).click();
    await expect(page.locator('[data-slot="widget-frame"]')).toHaveCount(0);
    // The answer arrives after the unmount (the SDK cannot cancel its request): nothing happens.
    await page.waitForTimeout(1_500);
    await page.getByRole('button', { name: 'Hide the widget' }).click();
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(page.locator('[data-slot="widget-frame"] :is([aria-busy="true"], [role="alert"]:not(:empty))')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('offline, the widget says so and keeps the address; back online, the same press sends it', { tag: tag('login-form') }, async ({ page, context, request }) => {
    const emulator = emulatorApi(request);
    await open(page, emulator);
    const email = uniqueEmail('offline');
    const field = page.getByRole('textbox', { name: 'Email' });
    await field.fill(email);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.locator('[data-slot="email-form"] [data-slot="field-error"]')).toHaveText(FAULTS.dropped.message);
    await expect(page.locator('[data-slot="widget-frame"] :is([aria-busy="true"], [data-slot="spinner"])')).toHaveCount(0);
    await expect(field).toHaveValue(email);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    expect((await emulator.lastMessageTo(email)).code).toMatch(/^\d{6}$/);
  });

  /**
   * The Stytch client cannot cancel a request: one the widget gave up on may still be carried
   * out. These hold a request past the widget's timeout, then let it through.
   */
  const held = { mode: 'delay', delay_ms: REQUEST_TIMEOUT_MS + 1_500, count: 1 };
  const contextFor = (page: Page, request: Parameters<typeof emulatorApi>[0], baseURL: string) => ({
    page,
    request,
    baseURL,
    emulator: emulatorApi(request),
    open: (path: string) =>
      page.goto(`${path}${path.includes('?') ? '&' : '?'}emulator=${encodeURIComponent(emulatorApi(request).url)}&requestTimeoutMs=${REQUEST_TIMEOUT_MS}`).then(() => undefined),
  });

  test('a code given up on, then accepted by the server, signs no one in behind the error', { tag: tag('otp') }, async ({ page, request }) => {
    const emulator = emulatorApi(request);
    await open(page, emulator);
    const email = uniqueEmail('late-login');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const { code } = await emulator.lastMessageTo(email);
    await emulator.addFault({ path: '/sdk/v1/otps/authenticate', method: 'POST', ...held });
    const late = page.waitForResponse((response) => response.url().endsWith('/sdk/v1/otps/authenticate'), { timeout: 15_000 });
    const revoked = page.waitForRequest((sent) => sent.url().endsWith('/sdk/v1/sessions/revoke'), { timeout: 15_000 });
    await enterCode(page, code ?? '');
    await expect(page.locator('[data-slot="widget-frame"] [role="alert"]').first()).toContainText(FAULTS.timeout.message);
    // The server answers after all, with a session; the widget undoes it.
    expect((await late).ok()).toBe(true);
    await revoked;
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('session-panel')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    // Nor after a reload: the client kept no session either.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await expect(page.getByTestId('session-panel')).toHaveCount(0);
  });

  test("a passkey creation given up on never opens the browser's prompt when its challenge comes late", { tag: tag('passkey-registration-start') }, async ({ page, request, baseURL }) => {
    const context = contextFor(page, request, baseURL!);
    await addVirtualAuthenticator(page);
    const email = await signInByCode(context, 'late-passkey');
    await toRegistrationMode(page);
    await context.emulator.addFault({ path: '/sdk/v1/webauthn/register/start', method: 'POST', ...held });
    const late = page.waitForResponse((response) => response.url().endsWith('/sdk/v1/webauthn/register/start'), { timeout: 15_000 });
    await page.getByRole('button', { name: 'Create a Passkey' }).click();
    await expect(page.locator('[data-slot="passkey-registration-start-screen"] [data-slot="field-error"]')).toBeVisible();
    // The challenge arrives; the authenticator (which answers every prompt at once) must not be asked.
    expect((await late).ok()).toBe(true);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-slot="passkey-row"]')).toHaveCount(0);
    expect(await passkeysOnServer(context, email)).toEqual([]);
    // Asked again, it works, once.
    await page.getByRole('button', { name: 'Create a Passkey' }).click();
    await expect(page.getByRole('heading', { name: 'Passkey successfully created!' })).toBeVisible();
    await expect.poll(async () => (await passkeysOnServer(context, email)).length).toBe(1);
  });
});
