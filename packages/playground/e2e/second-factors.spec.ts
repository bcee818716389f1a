import { expect, test, type APIRequestContext } from '@playwright/test';
import { uniqueEmail } from '@portico/testing';
import { codeSentTo, configUrl, emulatorUrl, enterCode, expectNoAxeViolations, playgroundConfig, seedUser, totp } from './support';
import { COMPAT_TAG, tag } from './tags';

test.describe('the second-factors mode against the emulator', { tag: tag('second-factors') }, () => {
  // An email code signs in: once the user has an authenticator app, Stytch (and the emulator)
  // let a session read the recovery codes and remove the app only with factors of two categories
  // (an email, and the app), and a password is in none.
  test('adds an authenticator app from its setup key, lists it, then removes it after asking', { tag: COMPAT_TAG }, async ({ page }) => {
    const email = uniqueEmail('second-factors');
    // The config's mfaOptions reach the page through ?config= (the app only: no 'Add phone number').
    const config = { products: ['otp'], otpOptions: { methods: ['email'] }, mfaOptions: { policy: 'whenEnrolled', methods: ['totp'] } };
    await page.goto(configUrl(config));
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await enterCode(page, await codeSentTo(email));
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();

    // The session panel links to the mode, keeping the config.
    await page.getByRole('link', { name: 'Two-step verification' }).click();
    await expect(page).toHaveURL(/\/second-factors\?config=/);
    const widget = page.locator('[data-slot="widget-frame"]');
    await expect(widget.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await expect(widget.getByText('You have not added a second step yet.')).toBeVisible();
    await expect(widget.getByRole('button', { name: 'Add phone number' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Enrolment: the setup key (grouped in fours) into an authenticator app (@portico/testing's), then its code.
    await widget.getByRole('button', { name: 'Add authenticator app' }).click();
    const key = widget.getByRole('group', { name: 'Setup key' });
    const secret = ((await key.locator('code').textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await widget.getByLabel('One-time passcode').click();
    await page.keyboard.type(await totp.code(secret));
    await expect(widget.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
    await widget.getByRole('button', { name: 'I have saved these codes' }).click();

    // The list, as the server has it now.
    const list = widget.getByRole('list', { name: 'Your second steps' });
    await expect(list.getByRole('listitem')).toHaveText(['Authenticator appRemove']);
    await expect(widget.getByText('Recovery codes left: 10')).toBeVisible();
    await expect(widget.getByRole('button', { name: 'Get new codes' })).toBeVisible();
    await expect(widget.getByRole('button', { name: 'Add authenticator app' })).toHaveCount(0);

    // Remove: asked first, then gone.
    await widget.getByRole('button', { name: 'Remove the authenticator app' }).click();
    await expect(widget.getByRole('alert')).toContainText('Remove the authenticator app?');
    const confirm = widget.getByRole('button', { name: 'Remove the authenticator app' });
    await expect(confirm).toBeFocused();
    await expectNoAxeViolations(page);
    await confirm.click();
    await expect(widget.getByText('You have not added a second step yet.')).toBeVisible();
    await expect(widget.getByRole('list', { name: 'Your second steps' })).toHaveCount(0);
    await expect(widget.getByRole('button', { name: 'Add authenticator app' })).toBeVisible();
    await expect(widget.getByRole('alert')).toHaveCount(0);
  });

  // A password is in no category and the app is the user's only second factor: removing it needs
  // the app's code (the 'device' category) and a code emailed to them (the 'account' one).
  test('a password session removes the only app after its code and an emailed code', { tag: [tag('mfa'), COMPAT_TAG] }, async ({ page, baseURL, request }) => {
    const email = uniqueEmail('second-factors-password');
    const password = 'sf-Pass-9';
    const user = await seedUser({ email, password, totp: true });
    // The login asks for no second factor (no mfaOptions): the session has the password only.
    await page.goto(configUrl(playgroundConfig(baseURL!, { products: ['passwords'] })));
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
    await page.getByRole('link', { name: 'Two-step verification' }).click();

    const widget = page.locator('[data-slot="widget-frame"]');
    await widget.getByRole('button', { name: 'Remove the authenticator app' }).click();
    await widget.getByRole('button', { name: 'Remove the authenticator app' }).click();
    await expect(widget.getByText('For your security, confirm it is you before making this change.')).toBeVisible();
    await expect(widget.getByRole('heading', { name: 'Enter the 6-digit code from your authenticator app' })).toBeVisible();
    // A seeded app has not used this step's code: the code of now.
    await widget.getByLabel('One-time passcode').click();
    await page.keyboard.type(await totp.code(user.totp!.secret));

    // Then the email code, sent to the user's address (send/secondary), with the address shown.
    await expect(widget.getByText(`A 6-digit passcode was sent to you at ${email}.`)).toBeVisible();
    await expect(widget.getByRole('list', { name: 'Your second steps' })).toHaveCount(0);
    await enterCode(page, await codeSentTo(email));

    // The change is made: the app is gone.
    await expect(widget.getByText('You have not added a second step yet.')).toBeVisible();
    await expect(widget.getByRole('button', { name: 'Add authenticator app' })).toBeVisible();
    await expect(widget.getByRole('alert')).toHaveCount(0);

    // The step-up's code was the signed-in user's (`otps.email.send`), not a login: the widget's
    // telemetry, in the emulator's event log, says so (a login's code is `login_or_create_otp`).
    await expect.poll(() => emailSentTo(request, email)).toEqual(['send_otp']);
  });
});

/** The `type` of each `email_sent` the SDK's telemetry logged for `email` in the emulator (oldest first). */
async function emailSentTo(request: APIRequestContext, email: string): Promise<unknown[]> {
  const { events } = (await (await request.get(`${emulatorUrl}/emulator/events`)).json()) as { events: Array<{ name: string; details: Record<string, unknown> | null }> };
  return events
    .filter((event) => event.name === 'email_sent' && event.details?.email === email)
    .map((event) => event.details?.type)
    .reverse();
}
