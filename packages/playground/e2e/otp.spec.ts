import { expect, test } from '@playwright/test';
import { uniqueEmail, uniquePhone } from '@portico/testing';
import { codeSentTo, configUrl, emailOtpConfig, emulatorUrl, enterCode, expectNoAxeViolations, inbox } from './support';
import { COMPAT_TAG, tag } from './tags';

test.describe('one-time passcodes against the emulator', { tag: tag('otp') }, () => {
  test('a new user logs in with an email passcode', { tag: COMPAT_TAG }, async ({ page, request }) => {
    const email = uniqueEmail('new');
    await page.goto(configUrl({ products: ['otp'], otpOptions: { methods: ['sms', 'email'] } }));
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Email' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    await expect(page.getByText(`A 6-digit passcode was sent to you at ${email}.`)).toBeVisible();
    await expect(page.getByText(/Your code expires in [45]:\d\d\./)).toBeVisible();
    await expectNoAxeViolations(page);

    const [message] = await inbox.all(email);
    expect(message).toMatchObject({ channel: 'email', to: email });
    await enterCode(page, await codeSentTo(email));

    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(page.getByText('You have successfully logged in.')).toBeVisible();
    await expect(page.getByTestId('session-identity')).toHaveText(email);
    await expectNoAxeViolations(page);

    // The widget reported its telemetry through the SDK's event log, which sends its batch every
    // 800 ms (protocol §1.10): on a busy machine the last batch may still be on its way.
    const eventNames = async () => {
      const events = await (await request.get(`${emulatorUrl}/emulator/events`)).json();
      return (events.events as Array<{ name: string }>).map((event) => event.name);
    };
    await expect.poll(eventNames).toEqual(expect.arrayContaining(['render_login_screen', 'email_sent']));
  });

  test('SMS login with a US number typed in national format', { tag: [tag('login-form'), tag('phone-input')] }, async ({ page }) => {
    const phone = uniquePhone();
    await page.goto('/');
    await page.getByRole('tab', { name: 'Text' }).click();
    const input = page.getByRole('textbox', { name: 'Phone number' });
    await input.pressSequentially(phone.digits);
    await expect(input).toHaveValue(phone.national);
    await input.press('Enter');

    await expect(page.getByText(`A 6-digit passcode was sent to you at ${phone.national}.`)).toBeVisible();
    const [message] = await inbox.all(phone.e164);
    expect(message?.channel).toBe('sms');
    await enterCode(page, await codeSentTo(phone.e164));
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(page.getByTestId('session-identity')).toHaveText(phone.e164);
  });

  test('WhatsApp login with a US number typed in national format', { tag: [tag('login-form'), tag('phone-input')] }, async ({ page }) => {
    const phone = uniquePhone();
    await page.goto('/');
    await page.getByRole('tab', { name: 'WhatsApp' }).click();
    await page.getByRole('textbox', { name: 'Phone number' }).fill(phone.national);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    const [message] = await inbox.all(phone.e164);
    expect(message?.channel).toBe('whatsapp');
    await enterCode(page, await codeSentTo(phone.e164));
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  });

  test('a wrong code shows the spec message, then the right one succeeds', async ({ page }) => {
    const email = uniqueEmail('wrong');
    await page.goto(configUrl(emailOtpConfig));
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const code = await codeSentTo(email);
    const wrong = code === '000000' ? '111111' : '000000';

    await page.getByLabel('One-time passcode').pressSequentially(wrong);
    await expect(page.getByText('Invalid passcode, please try again.')).toBeVisible();
    await expect(page.getByLabel('One-time passcode')).toHaveValue(wrong);

    // The wrong code is selected: typing the right one replaces it.
    await page.keyboard.type(code);
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  });

  test('resend sends a new code and the old one stops working', { tag: [tag('resend-code'), COMPAT_TAG] }, async ({ page }) => {
    const email = uniqueEmail('resend');
    await page.goto(configUrl(emailOtpConfig));
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const first = await codeSentTo(email, 1);

    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect(page.getByRole('button', { name: 'Code sent' })).toBeDisabled();
    const second = await codeSentTo(email, 2);
    await expect(page.getByRole('button', { name: 'Resend code' })).toBeEnabled();

    if (first !== second) {
      await page.getByLabel('One-time passcode').pressSequentially(first);
      await expect(page.getByText('Invalid passcode, please try again.')).toBeVisible();
    }
    await page.getByLabel('One-time passcode').fill('');
    await page.getByLabel('One-time passcode').pressSequentially(second);
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  });

  test('reload keeps the session and log out clears it', async ({ page }) => {
    const email = uniqueEmail('session');
    await page.goto(configUrl(emailOtpConfig));
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await enterCode(page, await codeSentTo(email));
    await expect(page.getByTestId('session-panel')).toBeVisible();
    const userId = await page.getByTestId('session-user-id').textContent();

    await page.reload();
    await expect(page.getByTestId('session-user-id')).toHaveText(userId ?? '');
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByTestId('session-panel')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'stytch_session')).toBeUndefined();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await expect(page.getByTestId('session-panel')).toHaveCount(0);
  });

  test('bad input gets the spec messages without reaching the server', { tag: tag('login-form') }, async ({ page }) => {
    await page.goto(configUrl({ products: ['otp'], otpOptions: { methods: ['email', 'sms'] } }));
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText('Invalid email address.')).toBeVisible();

    await page.getByRole('tab', { name: 'Text' }).click();
    await page.getByRole('textbox', { name: 'Phone number' }).fill('12');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText('Phone number format is invalid. Ensure the phone number is in the E.164 format.')).toBeVisible();
  });

  test('a config error replaces the form', { tag: tag('login') }, async ({ page }) => {
    await page.goto(configUrl({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } }));
    await expect(page.getByText('Error: Cannot use both EML and Email OTP')).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
  });
});
