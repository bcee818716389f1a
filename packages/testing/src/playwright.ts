/**
 * `@portico/testing/playwright`: Playwright's `test` with the fixtures a login test needs, over a
 * Portico emulator of each worker's own (docs/testing.md).
 *
 * ```ts
 * import { test, expect } from '@portico/testing/playwright';
 *
 * test('a user signs in with an email code', async ({ page, inbox }) => {
 *   await page.goto('/');
 *   await page.getByLabel('Email').fill('ada@example.com');
 *   await page.getByRole('button', { name: 'Continue' }).click();
 *   const { code } = await inbox.latest('ada@example.com');
 *   await page.keyboard.type(code!);
 *   await expect(page.getByText('ada@example.com')).toBeVisible();
 * });
 * ```
 */
import { test as base } from '@playwright/test';
import type { SettingsInput } from '@portico/emulator';
import { DEFAULT_EMULATOR_URL } from '@portico/emulator/client-options';
import { registerEmulator } from './accessibility';
import { addVirtualAuthenticator, type VirtualAuthenticator } from './authenticator';
import { connectEmulator, startTestEmulator, type TestEmulator } from './emulator';
import { Inbox } from './inbox';
import { routeEmulator } from './routing';
import { totpApp, type TotpApp } from './totp';
import { installWallets, type InstallWalletsOptions, type InstalledWallets } from './wallets';

export { expect } from '@playwright/test';
export { expectAccessibleLogin, findAxeViolations, type AccessibleLoginOptions, type AccessibleLoginReport, type AxeViolation } from './accessibility';
export { addVirtualAuthenticator, type VirtualAuthenticator, type VirtualAuthenticatorOptions, type VirtualCredential } from './authenticator';
export { CHROMIUM_ARGS, CHROMIUM_CANDIDATES, systemChromium } from './chromium';
export { rerouteUrl, routeEmulator } from './routing';
export { installWallets, type InstallWalletsOptions, type InstalledWallets, type Refusal, type TestWallet, type WalletSpec } from './wallets';
export * from './index';

/** Options, set in `playwright.config.ts`'s `use` or with `test.use(…)` (worker-scoped: per file or project). */
export interface PorticoOptions {
  /**
   * Attach to this emulator instead of starting one per worker (default: `PORTICO_EMULATOR_URL`,
   * else none). Every worker then shares it: for an app whose server talks to the emulator too.
   */
  emulatorUrl: string | undefined;
  /** The settings of each worker's emulator (docs/emulator.md, "Settings"), or the path of a JSON file. */
  emulatorSettings: SettingsInput | string | undefined;
  /**
   * The emulator URL the app under test was built with (default `http://localhost:4100`): the
   * pages' requests to it go to this worker's emulator. `false`: route nothing (the app finds the
   * emulator by itself).
   */
  appEmulatorUrl: string | false;
  /**
   * `'each-test'`: the emulator is reset before every test (users, outbox, faults, settings and
   * clock as it started). `'never'`: state carries over. Default: each test for an emulator of the
   * worker's own, never for one attached to (other workers use it).
   */
  emulatorReset: 'each-test' | 'never' | undefined;
}

export interface PorticoWorkerFixtures {
  /** This worker's emulator (or the one attached to): its URL, control API and scenarios. */
  emulator: TestEmulator;
}

export interface Wallets {
  /** Installs test wallets into the test's page before it navigates (their keys seeded by the test's id). */
  install(options?: InstallWalletsOptions): Promise<InstalledWallets>;
}

export interface PorticoTestFixtures {
  /** The emulator's outbox: `latest(to, { channel, count })`, `all(to)`. */
  inbox: Inbox;
  /** A virtual passkey authenticator on the test's page (Chromium). */
  authenticator: VirtualAuthenticator;
  /** An authenticator app on the emulator's clock: `code(secret, { at })`. */
  totp: TotpApp;
  /** Test crypto wallets: `install({ ethereum, solana })` before `page.goto`. */
  wallets: Wallets;
}

interface InternalFixtures {
  _porticoReset: void;
}

export const test = base.extend<PorticoTestFixtures & InternalFixtures, PorticoOptions & PorticoWorkerFixtures>({
  emulatorUrl: [undefined, { option: true, scope: 'worker' }],
  emulatorSettings: [undefined, { option: true, scope: 'worker' }],
  appEmulatorUrl: [DEFAULT_EMULATOR_URL, { option: true, scope: 'worker' }],
  emulatorReset: [undefined, { option: true, scope: 'worker' }],

  emulator: [
    async ({ emulatorUrl, emulatorSettings, appEmulatorUrl }, use, workerInfo) => {
      const attachTo = emulatorUrl ?? (process.env.PORTICO_EMULATOR_URL || undefined);
      const baseURL = workerInfo.project.use.baseURL;
      const emulator = attachTo
        ? await connectEmulator(attachTo)
        : await startTestEmulator({
            ...(emulatorSettings !== undefined && { settings: emulatorSettings }),
            ...(baseURL && { appUrl: new URL(baseURL).origin }),
            ...(appEmulatorUrl && { aliases: [appEmulatorUrl] }),
          });
      await use(emulator);
      await emulator.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  _porticoReset: [
    async ({ emulator, emulatorReset }, use) => {
      if ((emulatorReset ?? (emulator.own ? 'each-test' : 'never')) === 'each-test') await emulator.reset();
      await use();
    },
    { auto: true },
  ],

  context: async ({ context, emulator, appEmulatorUrl }, use) => {
    registerEmulator(context, emulator);
    if (appEmulatorUrl) await routeEmulator(context, appEmulatorUrl, emulator.url);
    await use(context);
  },

  inbox: async ({ emulator }, use) => {
    await use(new Inbox(emulator));
  },

  authenticator: async ({ page }, use) => {
    await use(await addVirtualAuthenticator(page));
  },

  totp: async ({ emulator }, use) => {
    await use(totpApp(emulator.clock));
  },

  wallets: async ({ page }, use, testInfo) => {
    await use({ install: (options = {}) => installWallets(page, { seed: testInfo.testId, ...options }) });
  },
});
