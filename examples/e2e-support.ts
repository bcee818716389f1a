/*
 * What the framework examples' end-to-end tests share (examples/vue-app, examples/svelte-app), on
 * @portico/testing as a host uses it (docs/testing.md): an email-passcode login through the app's
 * `<portico-login>`, the code from the `inbox` fixture, and the checks that the framework handed
 * the element its objects as properties.
 */
import { defineConfig, type Page } from '@playwright/test';
import { expect, systemChromium, type Inbox } from '@portico/testing/playwright';
import { playwrightTrace } from '../vite.shared.ts';

/**
 * An example's Playwright config: the example as a host runs it (`vite build && vite preview`,
 * @portico/elements from its built bundle, as installed; the real Stytch client inside it), built
 * for the emulator at its default address (http://localhost:4100), which each test worker's
 * fixture routes to an emulator of the worker's own. `PORTICO_<NAME>_APP_PORT` moves the app.
 */
export function examplePlaywrightConfig({ name, appPort }: { name: string; appPort: number }) {
  const port = Number(process.env[`PORTICO_${name.toUpperCase()}_APP_PORT`] ?? appPort);
  return defineConfig({
    testDir: 'e2e',
    timeout: 30_000,
    expect: { timeout: 10_000 },
    workers: 1,
    forbidOnly: Boolean(process.env.CI),
    retries: process.env.CI ? 1 : 0,
    reporter: [['list']],
    use: {
      baseURL: `http://localhost:${port}`,
      browserName: 'chromium',
      launchOptions: systemChromium(),
      trace: playwrightTrace,
    },
    webServer: {
      command: `npx vite build --logLevel warn && npx vite preview --port ${port} --strictPort`,
      url: `http://localhost:${port}`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 120_000,
    },
  });
}

/** Collects the page's console errors and uncaught exceptions (none is expected). */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Logs in on the app's page with an email address and its code from the inbox; returns the address. */
export async function emailCodeLogin(page: Page, inbox: Inbox, email = 'ada@example.com'): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  // The framework set objects as properties: no "[object Object]" attribute, and the element holds them.
  const element = await page.locator('portico-login').evaluate((login: HTMLElement & { config: unknown; clientOptions: unknown }) => ({
    config: typeof login.config,
    clientOptions: typeof login.clientOptions,
    attributes: login.getAttributeNames().filter((name) => /\[object /.test(login.getAttribute(name) ?? '')),
  }));
  expect(element).toEqual({ config: 'object', clientOptions: 'object', attributes: [] });

  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const { code } = await inbox.latest(email);
  expect(code).toMatch(/^\d{6}$/);
  await expect(page.getByLabel('One-time passcode')).toBeFocused();
  await page.keyboard.type(code!);
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  return email;
}
