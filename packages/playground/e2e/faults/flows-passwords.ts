import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from '@portico/testing';
import type { FaultFlow, FlowContext } from './matrix';
import { tag } from '../tags';

/**
 * The password flows of the login widget (Main's Email tab with the passwords product, as in
 * password.spec.ts: the playground's default config) and of the reset-password mode, under faults.
 */

const strong = 'violet tangerine lighthouse 42';
const newStrong = 'a brand new harbour sunrise 7';

/** The playground's default config (all six products; the Email tab looks the user up for passwords). */
async function openEmailTab({ page, open }: FlowContext, email: string) {
  await open('/');
  await page.getByRole('tab', { name: 'Email' }).click();
  const field = page.getByRole('textbox', { name: 'Email' });
  await field.fill(email);
  return field;
}

/** Main's email step, then PasswordCreateOrLogin ('Log In' for a user with a password, 'Create an account' for a new one). */
async function toPasswordScreen(context: FlowContext, email: string, heading: 'Log In' | 'Create an account') {
  const { page } = context;
  await openEmailTab(context, email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

const passwordForm = (page: Page) => page.locator('[data-slot="password-form"]');
/** The password field's own error (spec §8: password create or login errors appear under the field). */
const passwordFieldError = (page: Page) =>
  passwordForm(page).locator('[data-slot="field"]', { has: page.getByLabel('Password', { exact: true }) }).locator('[data-slot="field-error"]');

/** The error beneath a button of the password screen ('Forgot Password?', the passwordless option), which it describes. */
const errorBeneath = (page: Page, slot: 'password-forgot' | 'password-secondary') => page.locator(`[data-slot="${slot}"] [data-slot="field-error"]`);

/**
 * A reset link for `email`, sent by the fault emulator (asked the way the widget's 'Forgot
 * Password?' asks, through its SDK endpoint), as a path the playground opens with `open`.
 */
async function resetLinkPath({ request, emulator, baseURL }: FlowContext, email: string): Promise<string> {
  const token = 'public-token-test-portico';
  const response = await request.post(`${emulator.url}/sdk/v1/passwords/email/reset/start`, {
    headers: { Authorization: `Basic ${Buffer.from(`${token}:${token}`).toString('base64')}` },
    data: { email, reset_password_redirect_url: `${baseURL}/reset-password`, login_redirect_url: `${baseURL}/authenticate` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { link } = await emulator.lastMessageTo(email);
  expect(link).toContain('/reset-password?stytch_token_type=reset_password&token=');
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

const resetScreen = (page: Page) => page.locator('[data-slot="password-reset-form-screen"]');

/** Password: Main's Email tab looks the address up (`users/search`) before choosing the password screen. */
export const passwordLookUp: FaultFlow = {
  name: 'Password: look up the email',
  tag: tag('login-form'),
  endpoint: { path: '/sdk/v1/users/search', method: 'POST' },
  async prepare(context) {
    const { page } = context;
    const email = uniqueEmail('fault-pw-search');
    const field = await openEmailTab(context, email);
    return {
      act: () => page.getByRole('button', { name: 'Continue', exact: true }).click(),
      errorIn: page.locator('[data-slot="email-form"] [data-slot="field-error"]'),
      kept: [{ field, value: email }],
      succeeded: () => expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible(),
    };
  },
};

/** Password: the login form of a user with a password (`passwords/authenticate`). */
export const passwordLogIn: FaultFlow = {
  name: 'Password: log in',
  tag: tag('password'),
  endpoint: { path: '/sdk/v1/passwords/authenticate', method: 'POST' },
  async prepare(context) {
    const { page, emulator } = context;
    const email = uniqueEmail('fault-pw-login');
    await emulator.seedUser({ email, password: strong });
    await toPasswordScreen(context, email, 'Log In');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill(strong);
    return {
      act: () => page.getByRole('button', { name: 'Continue', exact: true }).click(),
      errorIn: passwordFieldError(page),
      kept: [
        { field: password, value: strong },
        { field: page.getByRole('textbox', { name: 'Email' }), value: email },
      ],
      succeeded: async () => {
        await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
        await expect(page.getByTestId('session-identity')).toHaveText(email);
      },
    };
  },
};

/** Password: the create form of a new address, with a password the server accepted (`POST /passwords`). */
export const passwordCreate: FaultFlow = {
  name: 'Password: create an account',
  tag: tag('create-password'),
  endpoint: { path: '/sdk/v1/passwords', method: 'POST' },
  async prepare(context) {
    const { page } = context;
    const email = uniqueEmail('fault-pw-create');
    await toPasswordScreen(context, email, 'Create an account');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill(strong);
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
    return {
      act: () => page.getByRole('button', { name: 'Continue', exact: true }).click(),
      errorIn: passwordFieldError(page),
      kept: [{ field: password, value: strong }],
      succeeded: async () => {
        await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
        await expect(page.getByTestId('session-identity')).toHaveText(email);
      },
    };
  },
};

/**
 * Password: 'Forgot Password?' on the login form sends the reset email
 * (`passwords/email/reset/start`). The user had typed a password they were unsure of: it stays.
 * The error is the link's (beneath it): the password field did nothing wrong.
 */
export const passwordForgot: FaultFlow = {
  name: 'Password: send the reset email',
  tag: [tag('password'), tag('reset-email')],
  endpoint: { path: '/sdk/v1/passwords/email/reset/start', method: 'POST' },
  async prepare(context) {
    const { page, emulator } = context;
    const email = uniqueEmail('fault-pw-forgot');
    await emulator.seedUser({ email, password: strong });
    await toPasswordScreen(context, email, 'Log In');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('was it this one');
    return {
      act: () => page.getByRole('button', { name: 'Forgot Password?' }).click(),
      errorIn: errorBeneath(page, 'password-forgot'),
      kept: [{ field: password, value: 'was it this one' }],
      notInvalid: [password],
      succeeded: async () => {
        await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
        await expect(page.getByText(`A link to reset your password was sent to you at ${email}.`)).toBeVisible();
        expect((await emulator.lastMessageTo(email)).link).toContain('stytch_token_type=reset_password');
      },
    };
  },
};

/**
 * Password: 'Email me a login link' on the login form (the playground's passwordless option,
 * `magic_links/email/login_or_create`). Its error is beneath the button, which it describes; the
 * password field, half typed, keeps its value and is not marked invalid.
 */
export const passwordSecondaryLink: FaultFlow = {
  name: 'Password: email me a login link',
  tag: tag('password'),
  endpoint: { path: '/sdk/v1/magic_links/email/login_or_create', method: 'POST' },
  async prepare(context) {
    const { page, emulator } = context;
    const email = uniqueEmail('fault-pw-link');
    await emulator.seedUser({ email, password: strong });
    await toPasswordScreen(context, email, 'Log In');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('not this one');
    return {
      act: () => page.getByRole('button', { name: 'Email me a login link' }).click(),
      errorIn: errorBeneath(page, 'password-secondary'),
      kept: [{ field: password, value: 'not this one' }],
      notInvalid: [password],
      succeeded: async () => {
        await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
        expect((await emulator.lastMessageTo(email)).link).toContain('stytch_token_type=magic_links');
      },
    };
  },
};

/**
 * Password: the create form's strength check (`passwords/strength_check`), which runs on every
 * change of the password (after a pause in typing). `act` types the password again, as a user
 * whose check failed would (select all, type it anew): each time, one check of that password.
 *
 * What a failed check must show (our decision): the fault's message under the password field,
 * where the form's other errors go (spec §8), since the check is about that field and Continue
 * stays disabled until the server accepted the password (spec §5). Without the message the user
 * would face a disabled Continue and no reason; with it, the submission is clearly blocked, and
 * the message says why and what to do (try again). The typed password stays, and checking it
 * again once the server is back enables Continue.
 */
export const passwordStrength: FaultFlow = {
  name: 'Password: strength check while typing a new password',
  tag: [tag('create-password'), tag('password-strength')],
  endpoint: { path: '/sdk/v1/passwords/strength_check', method: 'POST' },
  async prepare(context) {
    const { page } = context;
    const email = uniqueEmail('fault-pw-strength');
    await toPasswordScreen(context, email, 'Create an account');
    const password = page.getByLabel('Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Continue', exact: true });
    return {
      act: async () => {
        await password.fill('');
        await password.fill(strong);
      },
      errorIn: passwordFieldError(page),
      kept: [{ field: password, value: strong }],
      succeeded: async () => {
        const meter = page.locator('[data-slot="strength-meter"]');
        await expect(meter).toHaveAttribute('data-score', '4');
        await expect(submit).toBeEnabled();
        await expect(passwordFieldError(page)).toBeEmpty();
      },
    };
  },
};

/** Reset mode: the new-password form of a reset link sent by the fault emulator (`passwords/email/reset`). */
export const resetSetPassword: FaultFlow = {
  name: 'Reset mode: set the new password',
  tag: tag('password-reset'),
  endpoint: { path: '/sdk/v1/passwords/email/reset', method: 'POST' },
  async prepare(context) {
    const { page, open, emulator } = context;
    const email = uniqueEmail('fault-reset-set');
    await emulator.seedUser({ email, password: strong });
    await open(await resetLinkPath(context, email));
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    const password = page.getByLabel('New password');
    await password.fill(newStrong);
    const submit = resetScreen(page).getByRole('button', { name: 'Continue', exact: true });
    await expect(submit).toBeEnabled();
    return {
      act: () => submit.click(),
      // The new-password field's own error (not the one beneath 'Login without a password').
      errorIn: resetScreen(page).locator('[data-slot="field"]', { has: password }).locator('[data-slot="field-error"]'),
      kept: [{ field: password, value: newStrong }],
      succeeded: async () => {
        await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
        await expect(page.getByTestId('session-identity')).toHaveText(email);
      },
    };
  },
};

/**
 * Reset mode: 'Login without a password' authenticates the reset token as a magic link
 * (`magic_links/authenticate`); its error appears beneath the button (spec §8). The user had
 * started typing a new password: it stays.
 */
export const resetLoginWithoutPassword: FaultFlow = {
  name: 'Reset mode: login without a password',
  tag: tag('password-reset'),
  endpoint: { path: '/sdk/v1/magic_links/authenticate', method: 'POST' },
  async prepare(context) {
    const { page, open, emulator } = context;
    const email = uniqueEmail('fault-reset-login');
    await emulator.seedUser({ email, password: strong });
    await open(await resetLinkPath(context, email));
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    const password = page.getByLabel('New password');
    await password.fill('half a new pass');
    const button = resetScreen(page).getByRole('button', { name: 'Login without a password' });
    return {
      act: () => button.click(),
      // Beneath the button: the error the button is described by.
      errorIn: resetScreen(page).locator('form > [data-slot="field-error"]'),
      kept: [{ field: password, value: 'half a new pass' }],
      succeeded: async () => {
        await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
        await expect(page.getByTestId('session-identity')).toHaveText(email);
      },
    };
  },
};

/**
 * Reset mode: the new-password form checks the password's strength too (`passwords/strength_check`,
 * without an email). The same decision as for the create form (`passwordStrength`): the fault's
 * message under the new-password field, the password kept, Continue blocked until a check passes.
 */
export const resetStrength: FaultFlow = {
  name: 'Reset mode: strength check while typing the new password',
  tag: [tag('password-reset'), tag('password-strength')],
  endpoint: { path: '/sdk/v1/passwords/strength_check', method: 'POST' },
  async prepare(context) {
    const { page, open, emulator } = context;
    const email = uniqueEmail('fault-reset-strength');
    await emulator.seedUser({ email, password: strong });
    await open(await resetLinkPath(context, email));
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    const password = page.getByLabel('New password');
    const fieldError = resetScreen(page).locator('[data-slot="field"]', { has: password }).locator('[data-slot="field-error"]');
    return {
      act: async () => {
        await password.fill('');
        await password.fill(newStrong);
      },
      errorIn: fieldError,
      kept: [{ field: password, value: newStrong }],
      succeeded: async () => {
        await expect(resetScreen(page).locator('[data-slot="strength-meter"]')).toHaveAttribute('data-score', '4');
        await expect(resetScreen(page).getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
        await expect(fieldError).toBeEmpty();
      },
    };
  },
};

export const passwordFlows: FaultFlow[] = [
  passwordLookUp,
  passwordLogIn,
  passwordCreate,
  passwordForgot,
  passwordSecondaryLink,
  passwordStrength,
  resetSetPassword,
  resetLoginWithoutPassword,
  resetStrength,
];
