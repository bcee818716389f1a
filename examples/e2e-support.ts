/*
 * What the framework examples' end-to-end tests share (examples/vue-app, examples/svelte-app):
 * an email-passcode login through the app's `<portico-login>`, the code read from the emulator's
 * outbox, and the checks that the framework handed the element its objects as properties.
 */
import { defineConfig, expect, type APIRequestContext, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath, playwrightTrace } from '../vite.shared.ts';

/**
 * An example's Playwright config: the example as a host runs it (`vite build && vite preview`,
 * @portico/elements from its built bundle, as installed; the real Stytch client inside it) in
 * Chromium, against an in-memory emulator, on ports of its own.
 */
export function examplePlaywrightConfig({ emulatorPort, appPort }: { emulatorPort: number; appPort: number }) {
  const emulatorUrl = `http://localhost:${emulatorPort}`;
  return defineConfig({
    testDir: 'e2e',
    timeout: 30_000,
    expect: { timeout: 10_000 },
    workers: 1,
    forbidOnly: Boolean(process.env.CI),
    retries: process.env.CI ? 1 : 0,
    reporter: [['list']],
    use: {
      baseURL: `http://localhost:${appPort}`,
      browserName: 'chromium',
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      trace: playwrightTrace,
    },
    webServer: [
      {
        command: `node ../../packages/emulator/dist/cli.js --port ${emulatorPort} --db :memory:`,
        url: `${emulatorUrl}/emulator/health`,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        timeout: 30_000,
      },
      {
        command: `npx vite build --logLevel warn && npx vite preview --port ${appPort} --strictPort`,
        url: `http://localhost:${appPort}`,
        env: { VITE_PORTICO_EMULATOR_URL: emulatorUrl },
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        timeout: 120_000,
      },
    ],
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

/** Logs in on the app's page with a new email address and a code from the outbox; returns the address. */
export async function emailCodeLogin(page: Page, request: APIRequestContext, emulatorUrl: string): Promise<string> {
  const email = `example.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
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
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  let code: string | null = null;
  await expect
    .poll(async () => {
      const response = await request.get(`${emulatorUrl}/emulator/outbox`, { params: { to: email } });
      code = ((await response.json()) as { messages: Array<{ code: string | null }> }).messages[0]?.code ?? null;
      return code;
    })
    .toMatch(/^\d{6}$/);
  await expect(page.getByLabel('One-time passcode')).toBeFocused();
  await page.keyboard.type(code!);
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  return email;
}
