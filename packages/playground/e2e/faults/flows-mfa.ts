import { expect, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from '@portico/testing';
import { e2eEmulator, totpAppOf } from '../support';
import type { FaultFlow, FlowContext } from './matrix';
import { tag } from '../tags';

/**
 * The second factor after a password login (`mfaOptions`, as in mfa.spec.ts), under faults: the
 * authenticator app's enrolment (`POST /totps`), its code (`totps/authenticate`), a recovery code
 * (`totps/recover`) and a code texted to the phone on file (`otps/sms/send/secondary`).
 */

const password = 'fault-mfa-Pass-9';
const configPath = (baseURL: string, mfaOptions: Record<string, unknown>) =>
  `/?config=${encodeURIComponent(
    JSON.stringify({
      products: ['passwords'],
      passwordOptions: { loginRedirectURL: `${baseURL}/authenticate`, resetPasswordRedirectURL: `${baseURL}/reset-password` },
      mfaOptions,
    }),
  )}`;

const widget = (page: Page) => page.locator('[data-slot="widget-frame"]');
const continueButton = (page: Page) => widget(page).getByRole('button', { name: 'Continue', exact: true });
/** The error under a field (the one it describes). */
const errorOf = (page: Page, field: Locator) => widget(page).locator('[data-slot="field"]', { has: field }).locator('[data-slot="field-error"]');
/** The confirmation, and the session's user on the page (email, then the phone number if any). */
const success = async (page: Page, identity: string) => {
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.getByTestId('session-identity')).toHaveText(identity);
};

/** Main's email, then the password typed (not sent): the password's Continue starts the login. */
async function toPasswordTyped({ page, open, baseURL }: FlowContext, email: string, mfaOptions: Record<string, unknown>): Promise<void> {
  await open(configPath(baseURL, mfaOptions));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
}

/**
 * A request the step-up makes by itself once the password is in (creating the app, texting the
 * code): the first `act` sends the password, each later one presses the screen's `retry` control,
 * as a user whose request failed does.
 */
function passwordThenRetry(page: Page, retry: Locator): () => Promise<void> {
  let sent = false;
  return async () => {
    if (!sent) {
      sent = true;
      await continueButton(page).click();
    } else await retry.click();
  };
}

/** Enrolment (`policy: 'required'`, nothing enrolled): `POST /totps` makes the app's secret and QR code. */
export const mfaEnrol: FaultFlow = {
  name: 'MFA: set up an authenticator app',
  tag: tag('mfa'),
  endpoint: { path: '/sdk/v1/totps', method: 'POST' },
  async prepare(context) {
    const { page, emulator } = context;
    const email = uniqueEmail('fault-mfa-enrol');
    await emulator.seedUser({ email, password });
    await toPasswordTyped(context, email, { policy: 'required', methods: ['totp'] });
    return {
      act: passwordThenRetry(page, widget(page).getByRole('button', { name: 'Try again' })),
      errorIn: widget(page).locator('[data-slot="mfa-screen"] [data-slot="field-error"]'),
      succeeded: async () => {
        await expect(widget(page).getByRole('group', { name: 'Setup key' }).locator('code')).toHaveText(/^[A-Z2-7]{4} /);
        await expect(page.getByRole('heading', { name: 'Success!' })).toHaveCount(0);
      },
    };
  },
};

/**
 * The app's code on the next login (`totps/authenticate`). The field sends itself on the 6th digit;
 * after an error the code is still there and Enter sends it again. The code is the next 30-s
 * step's (the seeding used this one), good for a minute at least: the row takes about half that.
 */
export const mfaTotp: FaultFlow = {
  name: "MFA: the authenticator app's code",
  tag: tag('mfa'),
  endpoint: { path: '/sdk/v1/totps/authenticate', method: 'POST' },
  async prepare(context) {
    const { page, emulator } = context;
    const email = uniqueEmail('fault-mfa-totp');
    const { secret } = (await (await e2eEmulator(emulator.url)).users.create({ email, password, totp: true })).totp!;
    await toPasswordTyped(context, email, { policy: 'whenEnrolled', methods: ['totp'] });
    await continueButton(page).click();
    const field = page.getByLabel('One-time passcode');
    await expect(field).toBeFocused();
    const code = await totpAppOf(emulator.url).code(secret);
    return {
      act: async () => {
        if ((await field.inputValue()) === code) await field.press('Enter');
        else {
          await field.fill('');
          await field.pressSequentially(code);
        }
      },
      errorIn: errorOf(page, field),
      kept: [{ field, value: code }],
      succeeded: () => success(page, email),
    };
  },
};

/** 'Use a recovery code' (`totps/recover`): typed, then Enter. */
export const mfaRecover: FaultFlow = {
  name: 'MFA: a recovery code',
  tag: tag('mfa'),
  endpoint: { path: '/sdk/v1/totps/recover', method: 'POST' },
  async prepare(context) {
    const { page, emulator } = context;
    const email = uniqueEmail('fault-mfa-recover');
    const { recoveryCodes } = (await (await e2eEmulator(emulator.url)).users.create({ email, password, totp: true })).totp!;
    await toPasswordTyped(context, email, { policy: 'whenEnrolled', methods: ['totp'] });
    await continueButton(page).click();
    await widget(page).getByRole('button', { name: 'Use a recovery code' }).click();
    const field = page.getByRole('textbox', { name: 'Recovery code' });
    const code = recoveryCodes[0]!;
    await field.fill(code);
    return {
      act: () => field.press('Enter'),
      errorIn: errorOf(page, field),
      kept: [{ field, value: code }],
      succeeded: async () => {
        await expect(widget(page).getByRole('heading', { name: 'Recovery code accepted' })).toBeVisible();
        await continueButton(page).click();
        await success(page, email);
      },
    };
  },
};

/** The phone on file (`methods: ['sms']`): the code is texted for the signed-in user (`otps/sms/send/secondary`). */
export const mfaSms: FaultFlow = {
  name: 'MFA: text a code to the phone on file',
  tag: tag('mfa'),
  endpoint: { path: '/sdk/v1/otps/sms/send/secondary', method: 'POST' },
  async prepare(context) {
    const { page, emulator } = context;
    const email = uniqueEmail('fault-mfa-sms');
    const line = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
    const phone = `+1201555${line}`;
    await emulator.seedUser({ email, password, phone_number: phone });
    await toPasswordTyped(context, email, { policy: 'whenEnrolled', methods: ['sms'] });
    return {
      act: passwordThenRetry(page, widget(page).getByRole('button', { name: 'Try sending the code again' })),
      errorIn: widget(page).locator('[data-slot="otp-authenticate-screen"] [data-slot="field-error"]'),
      succeeded: async () => {
        const { code } = await emulator.lastMessageTo(phone);
        await page.getByLabel('One-time passcode').pressSequentially(code!);
        await success(page, `${email}, ${phone}`);
      },
    };
  },
};

export const mfaFlows: FaultFlow[] = [mfaEnrol, mfaTotp, mfaRecover, mfaSms];
