import { expect, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from '@portico/testing';
import { codeSentTo, enterCode } from '../support';
import { REQUEST_TIMEOUT_MS, type FaultFlow, type FlowContext } from './matrix';
import { tag } from '../tags';

/**
 * The account (issue 37) under faults, on `/account`: the calls its sections make through the
 * Stytch client to the emulator (the name's `user.update`, the code sent to an address being added,
 * removing an address, revoking an app's access) and the one its devices section makes to the
 * page's own server (the account API's list of sessions).
 */

const emailCode = { products: ['otp'], otpOptions: { methods: ['email'] } };
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** A section's error: an alert in its place (SectionError, or the load's SectionLoad). */
const errorIn = (region: Locator) => region.locator('[role="alert"]');

/** A new user signed in by email code on the fault emulator, then `/account` (its sections loaded). */
async function toAccount({ page, open, emulator }: FlowContext, label: string, user: Record<string, unknown> = {}): Promise<string> {
  const email = uniqueEmail(label);
  await emulator.seedUser({ email, ...user });
  await open(`/?config=${encodeURIComponent(JSON.stringify(emailCode))}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await enterCode(page, (await emulator.lastMessageTo(email)).code ?? '');
  await expect(page.getByTestId('session-identity')).toContainText(email);
  await open('/account');
  await expect(section(page, 'Profile')).toBeVisible();
  return email;
}

/** The profile's Save (`PUT /sdk/v1/users/me`, Stytch's `user.update`): the names typed stay. */
export const accountName: FaultFlow = {
  name: 'Account: save the name',
  tag: [tag('account'), tag('account-profile')],
  endpoint: { path: '/sdk/v1/users/me', method: 'PUT' },
  async prepare(context) {
    const { page } = context;
    await toAccount(context, 'fault-account-name');
    const profile = section(page, 'Profile');
    const first = profile.getByRole('textbox', { name: 'First name' });
    const last = profile.getByRole('textbox', { name: 'Last name' });
    await first.fill('Ada');
    await last.fill('Lovelace');
    return {
      act: () => profile.getByRole('button', { name: 'Save' }).click(),
      errorIn: errorIn(profile),
      kept: [
        { field: first, value: 'Ada' },
        { field: last, value: 'Lovelace' },
      ],
      succeeded: () => expect(profile.locator('[data-slot="account-section-announcement"]')).toHaveText('Your name has been saved.'),
    };
  },
};

/**
 * A new address's code (`POST /sdk/v1/otps/email/send/secondary`, Stytch's secondary send for the
 * signed-in user): the address typed stays, at its field.
 */
export const accountAddEmail: FaultFlow = {
  name: 'Account: send a code to a new email address',
  tag: [tag('account'), tag('email-addresses'), tag('contact-list')],
  endpoint: { path: '/sdk/v1/otps/email/send/secondary', method: 'POST' },
  async prepare(context) {
    const { page } = context;
    await toAccount(context, 'fault-account-add');
    const emails = section(page, 'Email addresses');
    await emails.getByRole('button', { name: 'Add an email address' }).click();
    const field = emails.getByRole('textbox', { name: 'New email address' });
    const added = uniqueEmail('fault-account-added');
    await field.fill(added);
    return {
      act: () => emails.getByRole('button', { name: 'Send code' }).click(),
      errorIn: emails,
      kept: [{ field, value: added }],
      succeeded: async () => {
        await enterCode(page, (await context.emulator.lastMessageTo(added)).code ?? '');
        await expect(emails.locator('[data-slot="account-section-announcement"]')).toHaveText('The email address has been added.');
      },
    };
  },
};

/**
 * Removing an address (`DELETE /sdk/v1/users/emails/{id}`, Stytch's `user.deleteEmail`), asked first:
 * a failure closes the question and says why in the section, its row still there to try again.
 */
export const accountRemoveEmail: FaultFlow = {
  name: 'Account: remove an email address',
  tag: [tag('account'), tag('email-addresses'), tag('contact-list')],
  endpoint: { path: '/sdk/v1/users/emails/*', method: 'DELETE' },
  async prepare(context) {
    const { page } = context;
    const second = uniqueEmail('fault-account-second');
    await toAccount(context, 'fault-account-remove');
    // A second address, added as a user adds one (its code): not the one this session signs in with, so it can go.
    const emails = section(page, 'Email addresses');
    await emails.getByRole('button', { name: 'Add an email address' }).click();
    await emails.getByRole('textbox', { name: 'New email address' }).fill(second);
    await emails.getByRole('button', { name: 'Send code' }).click();
    await enterCode(page, (await context.emulator.lastMessageTo(second)).code ?? '');
    await expect(emails.locator('[data-slot="account-section-announcement"]')).toHaveText('The email address has been added.');
    const row = emails.getByRole('listitem').filter({ hasText: second });
    await expect(row).toHaveCount(1);
    const dialog = page.getByRole('alertdialog');
    return {
      act: async () => {
        if (!(await dialog.isVisible())) await row.getByRole('button', { name: `Remove ${second}` }).click();
        await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
      },
      errorIn: errorIn(emails),
      succeeded: async () => {
        await expect(emails.locator('[data-slot="account-section-announcement"]')).toHaveText('The email address has been removed.');
        await expect(row).toHaveCount(0);
      },
    };
  },
};

/**
 * Revoking an app's access (`POST /sdk/v1/users/connected_apps/{id}/revoke`, Stytch's
 * `user.revokedConnectedApp`), asked first: the demo app, consented to through `/oauth/demo`; a
 * failure closes the question and says why in the section.
 */
export const accountRevokeApp: FaultFlow = {
  name: "Account: revoke an app's access",
  tag: [tag('account'), tag('connected-apps')],
  endpoint: { path: '/sdk/v1/users/connected_apps/*/revoke', method: 'POST' },
  async prepare(context) {
    const { page, open } = context;
    await toAccount(context, 'fault-account-app');
    await open('/oauth/demo');
    await page.getByRole('button', { name: 'Sign in with Portico Playground' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page.getByTestId('demo-client-email')).toBeVisible();
    await open('/account');
    const apps = section(page, 'Apps with access');
    const demo = apps.getByRole('listitem').filter({ hasText: 'Portico Demo App' });
    await expect(demo).toHaveCount(1);
    const dialog = page.getByRole('alertdialog');
    return {
      act: async () => {
        if (!(await dialog.isVisible())) await demo.getByRole('button', { name: 'Revoke access for Portico Demo App' }).click();
        await dialog.getByRole('button', { name: 'Revoke access', exact: true }).click();
      },
      errorIn: errorIn(apps),
      succeeded: async () => {
        await expect(apps.locator('[data-slot="account-section-announcement"]')).toHaveText('Access revoked.');
        await expect(apps).toContainText('No app has access to your account.');
      },
    };
  },
};

/**
 * The devices section's list (`GET /api/account/sessions`, the page's own server: the account API,
 * which asks Stytch's Backend API in turn). The faults are answered in the server's place
 * (`at: 'page'`): what the browser meets when the host's server fails, drops the connection or is
 * slow. (Stytch failing behind the server is the handler's to turn into a 502, which the widget
 * shows as any other failure: core's account-handler tests.) This page uses the emulator the
 * playground's server talks to, so the account API answers its session; the route's fault is this
 * page's alone.
 */
export const accountListSessions: FaultFlow = {
  name: "Account: the account API's list of devices",
  tag: [tag('account'), tag('devices')],
  endpoint: { path: '**/api/account/sessions', method: 'GET', at: 'page' },
  async prepare({ page }) {
    const email = uniqueEmail('fault-account-devices');
    // The e2e emulator, the account API's: the page opens without ?emulator= (the faults are the route's).
    const open = (path: string) => page.goto(`${path}${path.includes('?') ? '&' : '?'}requestTimeoutMs=${REQUEST_TIMEOUT_MS}`);
    await open(`/?config=${encodeURIComponent(JSON.stringify(emailCode))}`);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await enterCode(page, await codeSentTo(email));
    await expect(page.getByTestId('session-identity')).toHaveText(email);
    const devices = section(page, 'Devices');
    let loaded = false;
    return {
      // The first send is the page's own load of the list; each later one, 'Try again'.
      act: async () => {
        if (!loaded) {
          loaded = true;
          await open('/account');
        } else await devices.getByRole('button', { name: 'Try again' }).click();
      },
      errorIn: errorIn(devices),
      succeeded: async () => {
        const rows = devices.getByRole('list', { name: 'Devices' }).getByRole('listitem');
        await expect(rows).toHaveCount(1);
        await expect(rows.first()).toContainText('This device');
      },
    };
  },
};

export const accountFlows: FaultFlow[] = [accountName, accountAddEmail, accountRemoveEmail, accountRevokeApp, accountListSessions];
