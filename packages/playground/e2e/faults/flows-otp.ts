import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from '@portico/testing';
import { continueSigningIn, inboxOf } from '../support';
import type { EmulatorApi, FaultFlow, FlowContext } from './matrix';
import { tag } from '../tags';

const configPath = (config: unknown) => `/?config=${encodeURIComponent(JSON.stringify(config))}`;

/** Every OTP method, so the phone flows pick their tab as a user does (Text is the first one). */
const allOtpMethods = { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } };
const emailOtp = { products: ['otp'], otpOptions: { methods: ['email'] } };
/** Magic links whose redirect URLs come back to this playground (its /authenticate page). */
const magicLinks = (baseURL: string) => ({
  products: ['emailMagicLinks'],
  emailMagicLinksOptions: { loginRedirectURL: `${baseURL}/authenticate`, signupRedirectURL: `${baseURL}/authenticate?signup=1` },
});

/** A US number in the 201-555 range, typed in national format (the field keeps that format). */
function usPhone(): { national: string; e164: string } {
  const line = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return { national: `(201) 555-${line}`, e164: `+1201555${line}` };
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });
const passcodeHeading = (page: Page) => page.getByRole('heading', { name: 'Enter passcode' });

/**
 * Opens a login page and waits until the live widget has replaced Main's first paint (the login
 * widget draws Main before its flows' module arrives, then swaps it). Typing during that swap is
 * not what these tests are about, and text filled in at that moment can be lost (see the note at
 * the end of this file), so the flows type into the live screen.
 */
async function openLogin({ page, open }: FlowContext, path: string): Promise<void> {
  await page.addInitScript(() => {
    const seen = window as unknown as { __faultMatrixLive?: boolean };
    new MutationObserver((records, observer) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches('[data-slot="main-screen"]') || node.querySelector('[data-slot="main-screen"]'))) {
            seen.__faultMatrixLive = true;
            observer.disconnect();
          }
    }).observe(document, { subtree: true, childList: true });
  });
  await open(path);
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  // A page whose flows were already loaded has no first paint to replace: give up waiting then.
  await page
    .waitForFunction(() => (window as unknown as { __faultMatrixLive?: boolean }).__faultMatrixLive === true, null, { timeout: 5_000 })
    .catch(() => {});
  // The live screen's effects (its title may take the focus once) have run.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Main's email OTP form, submitted without a fault: the passcode screen, and the code that was sent. */
async function onPasscodeScreen(context: FlowContext): Promise<{ email: string; code: string }> {
  const { page, emulator } = context;
  await openLogin(context, configPath(emailOtp));
  const email = uniqueEmail('fault-otp-code');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await continueButton(page).click();
  await expect(passcodeHeading(page)).toBeVisible();
  const { code } = await emulator.lastMessageTo(email);
  expect(code).toMatch(/^\d{6}$/);
  return { email, code: code! };
}

/** How many messages `to` has been sent. */
async function sentTo(emulator: EmulatorApi, to: string): Promise<number> {
  return (await inboxOf(emulator.url).all(to)).length;
}

/** OTP by email: Main's email form sends the code (`otps/email/login_or_create`). */
export const emailOtpSend: FaultFlow = {
  name: 'OTP by email: send',
  tag: tag('otp'),
  endpoint: { path: '/sdk/v1/otps/email/login_or_create', method: 'POST' },
  async prepare(context) {
    const { page } = context;
    await openLogin(context, configPath(emailOtp));
    const email = uniqueEmail('fault-otp-email');
    const field = page.getByRole('textbox', { name: 'Email' });
    await field.fill(email);
    return {
      act: () => continueButton(page).click(),
      errorIn: page.locator('[data-slot="email-form"] [data-slot="field-error"]'),
      kept: [{ field, value: email }],
      succeeded: () => expect(passcodeHeading(page)).toBeVisible(),
    };
  },
};

/** Main's phone form on one tab (Text or WhatsApp) sends the code (`otps/<channel>/login_or_create`). */
function phoneOtpSend(name: string, tab: 'Text' | 'WhatsApp', channel: 'sms' | 'whatsapp'): FaultFlow {
  return {
    name,
    tag: tag('otp'),
    endpoint: { path: `/sdk/v1/otps/${channel}/login_or_create`, method: 'POST' },
    async prepare(context) {
      const { page } = context;
      await openLogin(context, configPath(allOtpMethods));
      await page.getByRole('tab', { name: tab }).click();
      const phone = usPhone();
      const field = page.getByRole('textbox', { name: 'Phone number' });
      await field.fill(phone.national);
      await expect(field).toHaveValue(phone.national);
      return {
        act: () => continueButton(page).click(),
        errorIn: page.locator(`[data-slot="phone-otp-form"][data-method="${channel}"] [data-slot="field-error"]`),
        kept: [{ field, value: phone.national }],
        succeeded: async () => {
          await expect(passcodeHeading(page)).toBeVisible();
          await expect(page.getByText(`A 6-digit passcode was sent to you at ${phone.national}.`)).toBeVisible();
        },
      };
    },
  };
}

export const smsOtpSend = phoneOtpSend('OTP by SMS: send', 'Text', 'sms');
export const whatsAppOtpSend = phoneOtpSend('OTP by WhatsApp: send', 'WhatsApp', 'whatsapp');

/**
 * OTP by email: the code sent (without a fault) is entered on the passcode screen
 * (`otps/authenticate`). The field submits itself on the 6th digit, so the first `act` types the
 * code; after an error the code must still be there (spec §4: on failure show the error, the
 * passcode screen stays), and the user sends that same code again with Enter, as a user whose code
 * is still in the field does. Should the field lose the code, `act` types it again (the `kept`
 * check has already failed that cell).
 */
export const emailOtpVerify: FaultFlow = {
  name: 'OTP by email: verify the code',
  tag: tag('otp'),
  endpoint: { path: '/sdk/v1/otps/authenticate', method: 'POST' },
  async prepare(context) {
    const { page } = context;
    const { email, code } = await onPasscodeScreen(context);
    const field = page.getByLabel('One-time passcode');
    await expect(field).toBeFocused();
    return {
      act: async () => {
        if ((await field.inputValue()) === code) await field.press('Enter');
        else {
          await field.fill('');
          await field.pressSequentially(code);
        }
      },
      errorIn: page.locator('[data-slot="otp-authenticate-screen"] [data-slot="field-error"]'),
      kept: [{ field, value: code }],
      succeeded: async () => {
        await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
        await expect(page.getByTestId('session-identity')).toHaveText(email);
      },
    };
  },
};

/**
 * OTP: 'Resend code' on the passcode screen sends a new code (`otps/email/login_or_create` again).
 * A failed resend shows its error as a toast (the control goes back to its first state, spec §4),
 * so the place of the error is the widget's toast area.
 */
export const otpResend: FaultFlow = {
  name: 'OTP: resend the code',
  tag: [tag('otp'), tag('resend-code')],
  endpoint: { path: '/sdk/v1/otps/email/login_or_create', method: 'POST' },
  async prepare(context) {
    const { page, emulator } = context;
    const { email } = await onPasscodeScreen(context);
    let sentBefore = 0;
    return {
      act: async () => {
        sentBefore = await sentTo(emulator, email);
        await page.getByRole('button', { name: 'Resend code' }).click();
      },
      errorIn: page.locator('[data-slot="widget-frame"] [data-slot="toast-area"]'),
      succeeded: async () => {
        await expect(page.getByRole('button', { name: 'Code sent' })).toBeVisible();
        // This send, not only an earlier one (a request the widget gave up on may still be carried out).
        await expect.poll(() => sentTo(emulator, email)).toBe(sentBefore + 1);
        await expect(passcodeHeading(page)).toBeVisible();
      },
    };
  },
};

/** Magic link: Main's email form sends the link (`magic_links/email/login_or_create`). */
export const magicLinkSend: FaultFlow = {
  name: 'Magic link: send',
  tag: tag('magic-link'),
  endpoint: { path: '/sdk/v1/magic_links/email/login_or_create', method: 'POST' },
  async prepare(context) {
    const { page, baseURL } = context;
    await openLogin(context, configPath(magicLinks(baseURL)));
    const email = uniqueEmail('fault-link-send');
    const field = page.getByRole('textbox', { name: 'Email' });
    await field.fill(email);
    return {
      act: () => continueButton(page).click(),
      errorIn: page.locator('[data-slot="email-form"] [data-slot="field-error"]'),
      kept: [{ field, value: email }],
      succeeded: async () => {
        await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
        await expect(page.getByText(`An email was sent to ${email}.`)).toBeVisible();
      },
    };
  },
};

/**
 * Magic link: the /authenticate page spends the link's token (`magic_links/authenticate`). The
 * link is sent without a fault; each `act` opens it again (a user clicking the link in the email
 * once more), and the error shows on that page's error screen. A fault stops the request before
 * the emulator looks at the token, so the same link still works at the end.
 */
export const magicLinkAuthenticate: FaultFlow = {
  name: 'Magic link: sign in from the link',
  tag: tag('url-login'),
  endpoint: { path: '/sdk/v1/magic_links/authenticate', method: 'POST' },
  async prepare(context) {
    const { page, open, baseURL, emulator } = context;
    await openLogin(context, configPath(magicLinks(baseURL)));
    const email = uniqueEmail('fault-link-auth');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await continueButton(page).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    const { link } = await emulator.lastMessageTo(email);
    expect(link).toContain('/authenticate?');
    expect(link).toContain('stytch_token_type=magic_links');
    return {
      // The user asked for the link here, without PKCE: the page asks 'Continue signing in' first.
      act: async () => {
        await open(link!);
        await continueSigningIn(page);
      },
      errorIn: page.locator('[data-slot="widget-frame"] [data-slot="error-screen"] [role="alert"]'),
      succeeded: async () => {
        await expect(page.getByTestId('session-identity')).toHaveText(email);
        await expect(page.locator('[data-slot="error-screen"]')).toHaveCount(0);
      },
    };
  },
};

export const otpFlows: FaultFlow[] = [
  emailOtpSend,
  smsOtpSend,
  whatsAppOtpSend,
  emailOtpVerify,
  otpResend,
  magicLinkSend,
  magicLinkAuthenticate,
];

/*
 * Note (found while writing these flows, not a cell of the matrix): the live login widget's Main
 * took the focus from the host page once the widget had rendered (ScreenHeader's effect ran again
 * when `focusTitleOnMount` flipped on the screen already shown): fixed, with a test in ui's
 * login-widget.test.tsx. Text typed in the moment between `captureHandoff` (ui login-widget.tsx)
 * and the live screen's commit was lost: both now happen in one task (flushSync).
 */
