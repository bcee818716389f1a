import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from '@portico/testing';
import { addVirtualAuthenticator, installWallets } from '@portico/testing/playwright';
import { enterCode } from '../support';
import { REQUEST_TIMEOUT_MS, type FaultFlow, type FlowContext, type FaultName } from './matrix';
import { tag } from '../tags';

/**
 * Passkeys (login on Main, the passkey-registration mode's create, rename and delete) and crypto
 * wallet logins (Ethereum, Solana) under faults. Passkeys use Chromium's CDP virtual authenticator
 * (as passkeys.spec.ts), which answers every WebAuthn prompt at once; wallets are the injected
 * test wallets of @portico/testing, which sign with real keys (as crypto.spec.ts). Every user,
 * session and passkey is made on the fault emulator.
 */

const configPath = (config: unknown) => `/?config=${encodeURIComponent(JSON.stringify(config))}`;

const passkeyConfig = { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] }, sessionOptions: { sessionDurationMinutes: 60 } };
const walletConfig = { products: ['crypto', 'otp'], otpOptions: { methods: ['email'] }, sessionOptions: { sessionDurationMinutes: 60 } };

// Spec §8, 'Passkey errors'.
const PASSKEY_LOGIN_UNKNOWN = 'Unknown error occurred during passkey authentication. Please try again.';
const PASSKEY_NOT_CREATED = 'Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.';
// Spec §8, 'Crypto errors'.
const WALLET_CONNECT_FAILED = 'Could not connect to wallet';
const WALLET_SIGN_FAILED = 'Could not sign message';

/** Makes the browser report that it cannot offer passkeys in autofill (so Main shows 'Login with a Passkey'). */
async function withoutAutofill(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', { value: () => Promise.resolve(false) });
  });
}

/** Logs a new user in by an email code on the fault emulator; returns the address. */
export async function signInByCode({ page, open, emulator }: FlowContext, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await open(configPath(passkeyConfig));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const { code } = await emulator.lastMessageTo(email);
  await enterCode(page, code ?? '');
  await expect(page.getByTestId('session-identity')).toHaveText(email);
  return email;
}

/** From a logged-in page: the passkey-registration mode ('Set up a new Passkey'). */
export async function toRegistrationMode(page: Page) {
  await page.getByRole('link', { name: 'Manage passkeys' }).click();
  await expect(page.getByRole('heading', { name: 'Set up a new Passkey' })).toBeVisible();
}

/** In the registration mode: creates a passkey and waits for the list. */
async function createPasskey(page: Page) {
  await page.getByRole('button', { name: 'Create a Passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Passkey successfully created!' })).toBeVisible();
  await expect(page.locator('[data-slot="passkey-row"]')).toHaveCount(1);
}

/** The fault emulator's record of the user's passkeys. */
export async function passkeysOnServer({ request, emulator }: FlowContext, email: string): Promise<Array<{ name: string }>> {
  const response = await request.get(`${emulator.url}/emulator/users`, { params: { email } });
  expect(response.ok()).toBe(true);
  const { users } = (await response.json()) as { users: Array<{ webauthn_registrations: Array<{ name: string }> }> };
  return users[0]?.webauthn_registrations ?? [];
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByTestId('session-panel')).toHaveCount(0);
}

/**
 * A passkey login fails with 'Unknown error…' for any API error but a deleted passkey (spec §8:
 * 'Any other API error during passkey login'): the 500's own text and the 429's copy give way to
 * it. A dropped connection, a timeout and an unreadable answer are no API error (no error_type
 * came back; the SDK throws its 'unreachable' error for both a drop and bad JSON): their own
 * messages, which tell the user more than 'Unknown error'.
 */
function passkeyLoginMessage(fault: FaultName, message: string): string {
  return fault === '500' || fault === '429' ? PASSKEY_LOGIN_UNKNOWN : message;
}

/** A user with a passkey on the fault emulator and in this browser's authenticator, on Main with 'Login with a Passkey'. */
async function passkeyLogin(context: FlowContext) {
  const { page, open } = context;
  await withoutAutofill(page);
  await addVirtualAuthenticator(page);
  const email = await signInByCode(context, 'fault-passkey-login');
  await toRegistrationMode(page);
  await createPasskey(page);
  await page.getByRole('button', { name: 'Done' }).click();
  await logOut(page);
  await open(configPath(passkeyConfig));
  const button = page.getByRole('button', { name: 'Login with a Passkey' });
  await expect(button).toBeVisible();
  return {
    act: async () => {
      // The previous cell's login failed: nothing may have signed the user in behind its message.
      await expect(page.getByTestId('session-panel'), 'signed in behind the error').toHaveCount(0);
      await button.click();
    },
    errorIn: page.locator('[data-slot="passkey-login"] [role="alert"]'),
    succeeded: async () => {
      await expect(page.locator('[data-screen="PasskeyConfirmation"]')).toBeVisible();
      await expect(page.getByTestId('session-identity')).toHaveText(email);
    },
    messageFor: passkeyLoginMessage,
  };
}

/** Passkey: 'Login with a Passkey' asks the server for a challenge (`webauthn/authenticate/start/primary`). */
export const passkeyLogInStart: FaultFlow = {
  name: 'Passkey: log in (start)',
  tag: tag('passkey-login'),
  endpoint: { path: '/sdk/v1/webauthn/authenticate/start/primary', method: 'POST' },
  prepare: passkeyLogin,
};

/** Passkey: the authenticator's assertion goes to the server (`webauthn/authenticate`). */
export const passkeyLogInFinish: FaultFlow = {
  name: 'Passkey: log in (finish)',
  tag: tag('passkey-login'),
  endpoint: { path: '/sdk/v1/webauthn/authenticate', method: 'POST' },
  prepare: passkeyLogin,
};

/**
 * A signed-in user on the registration mode's 'Set up a new Passkey'. Spec §8 has one message
 * for every registration failure but a duplicate passkey ('Other registration failure: Your
 * Passkey was not created…'), whatever the server did: it replaces each fault's own message.
 */
async function passkeyRegistration(context: FlowContext) {
  const { page } = context;
  await addVirtualAuthenticator(page);
  const email = await signInByCode(context, 'fault-passkey-register');
  await toRegistrationMode(page);
  const rows = page.locator('[data-slot="passkey-row"]');
  return {
    act: async () => {
      // The previous cell's creation failed: no passkey may have been made behind its message.
      await expect(rows, 'a passkey made behind the error').toHaveCount(0);
      await page.getByRole('button', { name: 'Create a Passkey' }).click();
    },
    errorIn: page.locator('[data-slot="passkey-registration-start-screen"] [data-slot="field-error"]'),
    succeeded: async () => {
      await expect(page.getByRole('heading', { name: 'Passkey successfully created!' })).toBeVisible();
      await expect(page.locator('[data-slot="passkey-row"]')).toHaveCount(1);
      await expect.poll(async () => (await passkeysOnServer(context, email)).length).toBe(1);
    },
    messageFor: () => PASSKEY_NOT_CREATED,
  };
}

/** Passkey: 'Create a Passkey' asks the server for the creation options (`webauthn/register/start`). */
export const passkeyRegisterStart: FaultFlow = {
  name: 'Passkey: register (start)',
  tag: tag('passkey-registration-start'),
  endpoint: { path: '/sdk/v1/webauthn/register/start', method: 'POST' },
  prepare: passkeyRegistration,
};

/** Passkey: the new credential goes to the server (`webauthn/register`). */
export const passkeyRegisterFinish: FaultFlow = {
  name: 'Passkey: register (finish)',
  tag: tag('passkey-registration-start'),
  endpoint: { path: '/sdk/v1/webauthn/register', method: 'POST' },
  prepare: passkeyRegistration,
};

/** Passkey: renaming a passkey inline in the registration mode (`webauthn/update/{id}`); the error under the name field. */
export const passkeyRename: FaultFlow = {
  name: 'Passkey: rename',
  tag: tag('passkey-registration-success'),
  endpoint: { path: '/sdk/v1/webauthn/update/*', method: 'PUT' },
  async prepare(context) {
    const { page } = context;
    await addVirtualAuthenticator(page);
    const email = await signInByCode(context, 'fault-passkey-rename');
    await toRegistrationMode(page);
    await createPasskey(page);
    await page.locator('[data-slot="passkey-row"]').getByRole('button', { name: /^Rename / }).click();
    const field = page.getByRole('textbox', { name: 'Passkey name' });
    const name = 'Work laptop';
    await field.fill(name);
    const form = page.locator('[data-slot="passkey-rename-form"]');
    return {
      act: () => form.getByRole('button', { name: 'Save' }).click(),
      errorIn: form.locator('[data-slot="field-error"]'),
      kept: [{ field, value: name }],
      succeeded: async () => {
        await expect(form).toHaveCount(0);
        await expect(page.locator('[data-slot="passkey-row"] [data-slot="passkey-name"]')).toHaveText(name);
        await expect.poll(async () => (await passkeysOnServer(context, email))[0]?.name).toBe(name);
      },
    };
  },
};

/**
 * Passkey: deleting a passkey after the warning (`DELETE users/webauthn_registrations/{id}`).
 * Spec §8: 'Failures when loading or deleting passkeys are only logged.' So a failed delete shows
 * no message: the confirmation closes, the row stays (the list changes only once the server has
 * confirmed), no spinner is left, and the error goes to the host's `onError` (which the
 * playground logs to the console, where this test reads it). Deleting again then works.
 */
export const passkeyDelete: FaultFlow = {
  name: 'Passkey: delete',
  tag: tag('passkey-registration-success'),
  endpoint: { path: '/sdk/v1/users/webauthn_registrations/*', method: 'DELETE' },
  async prepare(context) {
    const { page } = context;
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('[portico]')) logged.push(message.text());
    });
    await addVirtualAuthenticator(page);
    const email = await signInByCode(context, 'fault-passkey-delete');
    await toRegistrationMode(page);
    await createPasskey(page);
    const rows = page.locator('[data-slot="passkey-row"]');
    let loggedBefore = 0;
    return {
      act: async () => {
        loggedBefore = logged.length;
        await rows.getByRole('button', { name: /^Delete / }).click();
        await expect(page.getByText('Once deleted, the passkey cannot be restored.')).toBeVisible();
        await page.locator('[data-slot="passkey-delete-actions"]').getByRole('button', { name: /^Delete / }).click();
      },
      errorIn: page.locator('[data-slot="passkey-list-section"] :is([role="alert"], [data-slot="field-error"])'),
      failedQuietly: async (fault) => {
        await expect
          .poll(() => logged.length, { message: `${fault}: reported to onError`, timeout: REQUEST_TIMEOUT_MS + 8_000 })
          .toBeGreaterThan(loggedBefore);
        await expect(page.locator('[data-slot="passkey-delete-actions"]')).toHaveCount(0);
        await expect(rows).toHaveCount(1);
        await expect(page.locator('[data-slot="passkey-list-section"] [role="alert"]')).toHaveCount(0);
      },
      succeeded: async () => {
        await expect(rows).toHaveCount(0);
        await expect.poll(async () => (await passkeysOnServer(context, email)).length).toBe(0);
      },
    };
  },
};

/**
 * A wallet login from Main's wallet button. Spec §4: 'Any failure goes to CryptoError'; spec §8:
 * 'Failures are reported as "Could not connect to wallet" or "Could not sign message"', and the
 * catalogue's messages are for the screens that show server errors. So a server fault during a
 * wallet login shows the wallet message of its stage, not its own: getting the challenge is part
 * of connecting (CryptoConnect, 'Could not connect to wallet'), checking the signature part of
 * signing (CryptoSignMessage, 'Could not sign message'), as in Stytch's prebuilt UI. A retry is
 * what the error screen says: the back arrow, then the wallet again.
 */
function walletLogin(wallet: 'Metamask' | 'Phantom', stageMessage: string) {
  return async ({ page, open }: FlowContext) => {
    const { byName } = await installWallets(page, { ...(wallet === 'Phantom' ? { solana: wallet } : { ethereum: wallet }), seed: uniqueEmail(`fault-wallet-${wallet}`) });
    await open(configPath(walletConfig));
    const button = page.getByRole('button', { name: `Continue with ${wallet}` });
    await expect(button).toBeVisible();
    const errorScreen = page.locator('[data-slot="crypto-error-screen"]');
    return {
      act: async () => {
          // The widget said the sign-in failed (CryptoError): the user must not be signed in behind it.
        await expect(page.getByTestId('session-panel'), 'signed in behind CryptoError').toHaveCount(0);
        if (await errorScreen.isVisible()) {
          await errorScreen.getByRole('button', { name: 'Go back' }).click();
        }
        await button.click();
      },
      errorIn: errorScreen.getByRole('alert'),
      succeeded: async () => {
        await expect(page.getByText('You have successfully connected your wallet.')).toBeVisible();
        await expect(page.getByTestId('session-identity')).toHaveText(byName[wallet]!.address);
      },
      messageFor: () => stageMessage,
    };
  };
}

/** Wallet: MetaMask's address gets its challenge (`crypto_wallets/authenticate/start/primary`). */
export const walletEthereumStart: FaultFlow = {
  name: 'Wallet: Ethereum sign-in (start)',
  tag: tag('crypto-connect'),
  endpoint: { path: '/sdk/v1/crypto_wallets/authenticate/start/primary', method: 'POST' },
  prepare: walletLogin('Metamask', WALLET_CONNECT_FAILED),
};

/** Wallet: MetaMask's signature goes to the server (`crypto_wallets/authenticate`). */
export const walletEthereumAuthenticate: FaultFlow = {
  name: 'Wallet: Ethereum sign-in (authenticate)',
  tag: tag('crypto-connect'),
  endpoint: { path: '/sdk/v1/crypto_wallets/authenticate', method: 'POST' },
  prepare: walletLogin('Metamask', WALLET_SIGN_FAILED),
};

/** Wallet: Phantom's address gets its challenge. */
export const walletSolanaStart: FaultFlow = {
  name: 'Wallet: Solana sign-in (start)',
  tag: tag('crypto-connect'),
  endpoint: { path: '/sdk/v1/crypto_wallets/authenticate/start/primary', method: 'POST' },
  prepare: walletLogin('Phantom', WALLET_CONNECT_FAILED),
};

/** Wallet: Phantom's ed25519 signature goes to the server. */
export const walletSolanaAuthenticate: FaultFlow = {
  name: 'Wallet: Solana sign-in (authenticate)',
  tag: tag('crypto-connect'),
  endpoint: { path: '/sdk/v1/crypto_wallets/authenticate', method: 'POST' },
  prepare: walletLogin('Phantom', WALLET_SIGN_FAILED),
};

export const passkeyWalletFlows: FaultFlow[] = [
  passkeyLogInStart,
  passkeyLogInFinish,
  passkeyRegisterStart,
  passkeyRegisterFinish,
  passkeyRename,
  passkeyDelete,
  walletEthereumStart,
  walletEthereumAuthenticate,
  walletSolanaStart,
  walletSolanaAuthenticate,
];
