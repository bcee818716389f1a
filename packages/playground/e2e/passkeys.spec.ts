/**
 * Passkeys through the widget, the real @stytch/vanilla-js client and the emulator, with
 * Chromium's virtual authenticator standing in for the person at the keyboard: registration
 * mode (create, rename, delete), login by the button and by autofill, the spec's error
 * messages, and Portico's passkey offer after a password login.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from '@portico/testing';
import { addVirtualAuthenticator } from '@portico/testing/playwright';
import { codeSentTo, configUrl, enterCode, expectNoAxeViolations, passkeysOf, seedUser, totp } from './support';
import { COMPAT_TAG, tag } from './tags';

const config = { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] }, sessionOptions: { sessionDurationMinutes: 60 } };

/** Makes the browser report that it cannot offer passkeys in autofill (so Main shows the button). */
async function withoutAutofill(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', { value: () => Promise.resolve(false) });
  });
}

async function loginByEmailCode(page: Page, request: APIRequestContext, email: string) {
  await page.goto(configUrl(config));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await enterCode(page, await codeSentTo(email));
  await expect(page.getByTestId('session-identity')).toHaveText(email);
}

/** From a logged-in page: the registration mode creates a passkey; back to the login page. */
async function registerPasskey(page: Page) {
  await page.getByRole('link', { name: 'Manage passkeys' }).click();
  await page.getByRole('button', { name: 'Create a Passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Passkey successfully created!' })).toBeVisible();
}

/** A user with a password logs in on the playground with the passkey offer turned on. */
async function loginWithPasswordOfferingPasskey(page: Page, request: APIRequestContext, email: string) {
  const password = 'violet tangerine lighthouse 42';
  await seedUser({ email, password });
  await page.goto('/?passkeyUpgrade=1');
  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByTestId('session-panel')).toHaveCount(0);
}

test.describe('passkeys against the emulator (virtual authenticator)', () => {
  test('registration mode: create after a code login, rename inline, delete after confirming', { tag: [tag('passkey-registration-success'), tag('passkey-registration-start'), COMPAT_TAG] }, async ({ page, request }) => {
    const authenticator = await addVirtualAuthenticator(page);
    const email = uniqueEmail('passkey-manage');
    await loginByEmailCode(page, request, email);

    await page.getByRole('link', { name: 'Manage passkeys' }).click();
    await expect(page.getByRole('heading', { name: 'Set up a new Passkey' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Create a Passkey' }).click();
    await expect(page.getByRole('heading', { name: 'Passkey successfully created!' })).toBeVisible();
    await expect(page.getByText('Existing Passkeys')).toBeVisible();
    expect((await authenticator.credentials()).length).toBe(1);
    const [registered] = await passkeysOf(email);
    expect(registered).toBeDefined();
    const row = page.locator('[data-slot="passkey-row"]', { hasText: registered?.name ?? '' });
    await expect(row).toBeVisible();
    await expectNoAxeViolations(page);

    // Rename inline: Escape cancels, an empty name is refused, Enter saves through webauthn.update.
    await page.getByRole('button', { name: `Rename ${registered?.name}` }).click();
    const name = page.getByRole('textbox', { name: 'Passkey name' });
    await expect(name).toBeFocused();
    await name.press('Escape');
    await expect(name).toHaveCount(0);
    await page.getByRole('button', { name: `Rename ${registered?.name}` }).click();
    await name.fill('');
    await name.press('Enter');
    await expect(page.getByText('Enter a name for the passkey.')).toBeVisible();
    await name.fill('Work laptop');
    await name.press('Enter');
    await expect(page.locator('[data-slot="passkey-row"]', { hasText: 'Work laptop' })).toBeVisible();
    await expect.poll(async () => (await passkeysOf(email))[0]?.name).toBe('Work laptop');

    // Delete asks first; Cancel keeps it.
    await page.getByRole('button', { name: 'Delete Work laptop' }).click();
    await expect(page.getByText('Once deleted, the passkey cannot be restored.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Once deleted, the passkey cannot be restored.')).toHaveCount(0);
    expect(await passkeysOf(email)).toHaveLength(1);
    await page.getByRole('button', { name: 'Delete Work laptop' }).click();
    await page.locator('[data-slot="passkey-delete-actions"]').getByRole('button', { name: /^Delete/ }).click();
    await expect(page.locator('[data-slot="passkey-row"]')).toHaveCount(0);
    await expect.poll(async () => (await passkeysOf(email)).length).toBe(0);

    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  // Once the user has an email and an authenticator app (two categories), Stytch (and the emulator)
  // enrol a passkey only for a session with both: a session of an email code alone steps up first.
  test('registration mode steps up: a session of one factor gives the app\'s code, then the passkey is created', { tag: [tag('passkey-registration-start'), tag('mfa')] }, async ({ page, request }) => {
    const authenticator = await addVirtualAuthenticator(page);
    const email = uniqueEmail('passkey-step-up');
    const user = await seedUser({ email, password: 'violet tangerine lighthouse 42', totp: true });
    await loginByEmailCode(page, request, email);
    await page.getByRole('link', { name: 'Manage passkeys' }).click();
    await page.getByRole('button', { name: 'Create a Passkey' }).click();

    const stepUp = page.locator('[data-slot="passkey-registration-step-up"]');
    await expect(stepUp.getByRole('heading', { name: 'Enter the 6-digit code from your authenticator app' })).toBeVisible();
    await expect(stepUp.getByText('For your security, confirm it is you before creating a passkey.')).toBeVisible();
    await expect(stepUp.getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(await passkeysOf(email)).toEqual([]);
    await expectNoAxeViolations(page);
    // A seeded app has not used this step's code: the code of now.
    await enterCode(page, await totp.code(user.totp!.secret));

    await expect(page.getByRole('heading', { name: 'Passkey successfully created!' })).toBeVisible();
    expect(await passkeysOf(email)).toHaveLength(1);
    expect((await authenticator.credentials()).map(({ id }) => id)).toHaveLength(1);
  });

  test('registration mode without a signed-in user shows the spec error', { tag: tag('passkey-registration-success') }, async ({ page }) => {
    await page.goto('/passkeys');
    await expect(page.getByText('Error: Cannot use PasskeyRegistration component without active user authenticated.')).toBeVisible();
  });

  test("a second passkey on the same authenticator gets the spec's duplicate message", { tag: tag('passkey-registration-start') }, async ({ page, request }) => {
    const authenticator = await addVirtualAuthenticator(page);
    await loginByEmailCode(page, request, uniqueEmail('passkey-duplicate'));
    await registerPasskey(page);
    await page.getByRole('button', { name: 'Set up another Passkey' }).click();
    await page.getByRole('button', { name: 'Create a Passkey' }).click();
    await expect(
      page.getByText(
        'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
      ),
    ).toBeVisible();
    expect((await authenticator.credentials()).length).toBe(1);
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('heading', { name: 'Your Passkeys' })).toBeVisible();
  });

  test("logs in with 'Login with a Passkey' where the browser cannot autofill", { tag: [tag('passkey-login'), COMPAT_TAG] }, async ({ page, request }) => {
    await withoutAutofill(page);
    await addVirtualAuthenticator(page);
    const email = uniqueEmail('passkey-button');
    await loginByEmailCode(page, request, email);
    await registerPasskey(page);
    await logOut(page);

    await page.goto(configUrl(config));
    const button = page.getByRole('button', { name: 'Login with a Passkey' });
    await expect(button).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'email');
    await expectNoAxeViolations(page);
    await button.click();
    await expect(page.locator('[data-screen="PasskeyConfirmation"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(page.getByTestId('session-identity')).toHaveText(email);
  });

  test('logs in by autofill: Main asks for a passkey as soon as it shows, no button', { tag: tag('passkey-login') }, async ({ page, request }) => {
    await addVirtualAuthenticator(page);
    const email = uniqueEmail('passkey-autofill');
    await loginByEmailCode(page, request, email);
    await registerPasskey(page);
    await page.getByRole('button', { name: 'Done' }).click();

    // Logging out brings back Main (the playground's default config, Email tab first): its email
    // field offers passkeys in autofill, and the virtual authenticator picks the passkey at once,
    // as a person would from that list. Nothing is clicked.
    const conditional = page.waitForRequest((sent) => sent.url().endsWith('/sdk/v1/webauthn/authenticate/start/primary'));
    await page.getByRole('button', { name: 'Log out' }).click();
    await conditional;
    await expect(page.locator('[data-screen="PasskeyConfirmation"]')).toBeVisible();
    await expect(page.getByTestId('session-identity')).toHaveText(email);
    await expect(page.getByRole('button', { name: 'Login with a Passkey' })).toHaveCount(0);
  });

  test('with autofill, the email field carries the webauthn token and the button is not shown', { tag: tag('passkey-login') }, async ({ page }) => {
    await addVirtualAuthenticator(page);
    await page.goto(configUrl(config));
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'username webauthn');
    await expect(page.getByRole('button', { name: 'Login with a Passkey' })).toHaveCount(0);
  });

  test("a passkey deleted from the account shows the spec's message on Main", { tag: tag('passkey-login') }, async ({ page, request }) => {
    await withoutAutofill(page);
    await addVirtualAuthenticator(page);
    await loginByEmailCode(page, request, uniqueEmail('passkey-deleted'));
    await registerPasskey(page);
    const row = page.locator('[data-slot="passkey-row"]').first();
    await row.getByRole('button', { name: /^Delete / }).click();
    await page.locator('[data-slot="passkey-delete-actions"]').getByRole('button', { name: /^Delete/ }).click();
    await expect(page.locator('[data-slot="passkey-row"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Done' }).click();
    await logOut(page);

    await page.goto(configUrl(config));
    await page.getByRole('button', { name: 'Login with a Passkey' }).click();
    await expect(
      page.getByText(
        'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login with a Passkey' })).not.toHaveAttribute('aria-busy');
    await expect(page.getByTestId('session-panel')).toHaveCount(0);
  });

  test('a passkey deleted from the account is reported to the passkey provider, which drops it (Signal API)', { tag: [tag('passkey-registration-success'), tag('passkey-login')] }, async ({ page, request }) => {
    // Record what the page tells the passkey provider, and pass it on to Chromium.
    await page.addInitScript(() => {
      const signals: unknown[] = [];
      (window as unknown as { unknownCredentialSignals: unknown[] }).unknownCredentialSignals = signals;
      const type = PublicKeyCredential as unknown as { signalUnknownCredential: (options: unknown) => Promise<void> };
      const native = type.signalUnknownCredential;
      Object.defineProperty(PublicKeyCredential, 'signalUnknownCredential', {
        configurable: true,
        writable: true,
        value: (options: unknown) => {
          signals.push(options);
          return native.call(PublicKeyCredential, options);
        },
      });
    });
    await withoutAutofill(page);
    const authenticator = await addVirtualAuthenticator(page);
    await loginByEmailCode(page, request, uniqueEmail('passkey-signal'));
    await registerPasskey(page);
    const [credentialId] = (await authenticator.credentials()).map(({ id }) => id);
    expect(credentialId).toBeDefined();
    await page.locator('[data-slot="passkey-row"]').first().getByRole('button', { name: /^Delete / }).click();
    await page.locator('[data-slot="passkey-delete-actions"]').getByRole('button', { name: /^Delete/ }).click();
    await expect(page.locator('[data-slot="passkey-row"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Done' }).click();
    await logOut(page);
    // The authenticator still holds it: nothing has told the provider yet.
    expect((await authenticator.credentials()).map(({ id }) => id)).toEqual([credentialId]);

    await page.goto(configUrl(config));
    await page.getByRole('button', { name: 'Login with a Passkey' }).click();
    await expect(
      page.getByText(
        'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
      ),
    ).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { unknownCredentialSignals: unknown[] }).unknownCredentialSignals))
      .toEqual([{ rpId: 'localhost', credentialId }]);
    // Chromium acts on it: the virtual authenticator no longer offers the passkey.
    await expect.poll(async () => (await authenticator.credentials()).length).toBe(0);
    await expect(page.getByTestId('session-panel')).toHaveCount(0);
  });

  test('after a password login, offers a passkey before finishing (no quiet creation in this browser)', { tag: [tag('passkey-upgrade'), tag('password')] }, async ({ page, request }) => {
    await page.addInitScript(() => {
      Object.defineProperty(PublicKeyCredential, 'getClientCapabilities', {
        value: () => Promise.resolve({ conditionalCreate: false, conditionalGet: true }),
      });
    });
    const authenticator = await addVirtualAuthenticator(page);
    const email = uniqueEmail('passkey-upgrade');
    await loginWithPasswordOfferingPasskey(page, request, email);

    await expect(page.getByRole('heading', { name: 'Set up a new Passkey' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Create a Passkey' }).click();
    await expect(page.locator('[data-screen="PasswordConfirmation"]')).toBeVisible();
    expect((await authenticator.credentials()).length).toBe(1);
    await expect.poll(async () => (await passkeysOf(email)).length).toBe(1);
  });

  test('after a password login, where the browser can, the passkey is created quietly and the login finishes at once', { tag: [tag('passkey-upgrade'), tag('password')] }, async ({ page, request }) => {
    // Record the options of every credentials.create call the page makes.
    await page.addInitScript(() => {
      const created: Array<{ mediation?: string; hasSignal: boolean }> = [];
      (window as unknown as { createdWith: typeof created }).createdWith = created;
      const original = CredentialsContainer.prototype.create;
      CredentialsContainer.prototype.create = function create(options?: CredentialCreationOptions & { mediation?: string }) {
        created.push({ ...(options?.mediation && { mediation: options.mediation }), hasSignal: Boolean(options?.signal) });
        return original.call(this, options);
      };
    });
    await addVirtualAuthenticator(page);
    const registerStart = page.waitForRequest((sent) => sent.url().endsWith('/sdk/v1/webauthn/register/start'));
    await loginWithPasswordOfferingPasskey(page, request, uniqueEmail('passkey-quiet'));

    // No offer screen: the login is complete, and the browser was asked for a quiet creation.
    await expect(page.locator('[data-screen="PasswordConfirmation"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Set up a new Passkey' })).toHaveCount(0);
    expect((await registerStart).postDataJSON()).toMatchObject({ return_passkey_credential_options: true });
    await expect.poll(() => page.evaluate(() => (window as unknown as { createdWith: unknown[] }).createdWith)).toEqual([
      { mediation: 'conditional', hasSignal: true },
    ]);
  });

  test('a page without WebAuthn (no PublicKeyCredential, as in WebKitGTK or on http away from localhost) offers no passkey, and says why when one is asked for', { tag: tag('passkey-login') }, async ({ page, request }) => {
    await page.addInitScript(() => {
      delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    });
    await page.goto(configUrl(config));
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeVisible();
    // Main offers none: no button, no autofill, nothing said.
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(page.locator('[data-slot="passkey-login"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Login with a Passkey' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The passkey-registration mode, asked to create one: the reason, not 'Unknown error'.
    await loginByEmailCode(page, request, uniqueEmail('passkey-unsupported'));
    await page.getByRole('link', { name: 'Manage passkeys' }).click();
    await page.getByRole('button', { name: 'Create a Passkey' }).click();
    await expect(page.getByText('Passkeys cannot be used in this browser or on this page.')).toBeVisible();
    await expect(page.getByText(/Unknown error/)).toHaveCount(0);
  });

  test('a background autofill request the browser refuses shows nothing on Main', { tag: tag('passkey-login') }, async ({ page }) => {
    // The browser offers autofill, then refuses the quiet (conditional) request itself.
    await page.addInitScript(() => {
      const refused: string[] = [];
      (window as unknown as { refused: string[] }).refused = refused;
      Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', { value: () => Promise.resolve(true) });
      const original = CredentialsContainer.prototype.get;
      CredentialsContainer.prototype.get = function get(options?: CredentialRequestOptions) {
        if (options?.mediation !== 'conditional') return original.call(this, options);
        refused.push('conditional');
        return Promise.reject(new DOMException('Conditional mediation is not allowed here.', 'NotSupportedError'));
      };
    });
    await page.goto(configUrl(config));
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('autocomplete', 'username webauthn');
    await expect.poll(() => page.evaluate(() => (window as unknown as { refused: string[] }).refused)).toEqual(['conditional']);
    // Give a late alert its chance to show, then look: nothing, and the form as it was.
    await page.waitForTimeout(500);
    await expect(page.getByText('Passkeys cannot be used in this browser or on this page.')).toHaveCount(0);
    await expect(page.locator('[data-slot="passkey-login"]')).toHaveCount(0);
    await expect(page.locator('[data-slot="widget-frame"] [role="alert"]:not(:empty)')).toHaveCount(0);
    await expect(email).toBeEditable();
    // Asked once: a refusal is not asked again.
    expect(await page.evaluate(() => (window as unknown as { refused: string[] }).refused)).toEqual(['conditional']);
  });
});
