/**
 * The fixtures as a host uses them, through the real @stytch/vanilla-js client inside
 * <portico-*> elements, on pages built for the emulator at http://localhost:4100 that each
 * worker's fixture routes to its own emulator.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../src/playwright.ts';

const login = (config?: Record<string, unknown>) => (config ? `/?config=${encodeURIComponent(JSON.stringify(config))}` : '/');
const session = (page: Page) => page.getByTestId('session');
const success = (page: Page) => page.getByRole('heading', { name: 'Success!' });
/** Types a passcode as a person does: into its field, once the passcode screen shows. */
const typeCode = (page: Page, code: string | null) => page.getByLabel('One-time passcode').pressSequentially(code ?? '');

test('the quick start: an email code from the inbox signs in', async ({ page, inbox }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  const { code } = await inbox.latest('ada@example.com');
  await page.getByLabel('One-time passcode').pressSequentially(code!);
  await expect(page.getByText('ada@example.com')).toBeVisible();
  await expect(success(page)).toBeVisible();
});

test.describe('the emulator is reset before each test', () => {
  // One worker, in order: what the first test leaves, the second does not find.
  test.describe.configure({ mode: 'serial' });
  test('a test leaves a user, a message, a fault, a setting and a moved clock', async ({ emulator, inbox }) => {
    expect(emulator.own).toBe(true);
    await emulator.users.create({ email: 'left@example.com' });
    await emulator.scenario('emailTaken', { email: 'taken@example.com', by: 'code' });
    await fetch(`${emulator.url}/sdk/v1/otps/email/login_or_create`, {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from(`${emulator.publicToken}:${emulator.publicToken}`).toString('base64')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'left@example.com' }),
    });
    await inbox.latest('left@example.com');
    await emulator.scenario('serverDown', { path: '/nothing' });
    await emulator.settings({ project_name: 'Changed' });
    await emulator.clock.advance(24 * 60 * 60_000);
  });
  test('the next test finds none of it', async ({ emulator, inbox }) => {
    expect(await emulator.users.list()).toEqual([]);
    expect(await inbox.all('left@example.com')).toEqual([]);
    expect(await emulator.faults.list()).toEqual([]);
    expect((await emulator.settings()).project_name).not.toBe('Changed');
    expect(Math.abs((await emulator.clock.now()) - Date.now())).toBeLessThan(60_000);
  });
});

test('emulator: users.create and the clock', async ({ page, emulator, inbox }) => {
  const grace = await emulator.users.create({ email: 'grace@example.com', name: { firstName: 'Grace' } });
  await page.goto('/');
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  // The passcode expires within minutes of the emulator's clock: moved an hour on, it is refused.
  const { code } = await inbox.latest('grace@example.com');
  await emulator.clock.advance(60 * 60_000);
  await typeCode(page, code);
  await expect(page.getByRole('alert').filter({ hasText: /expired|incorrect|not found/i }).first()).toBeVisible();
  expect((await emulator.users.find({ email: 'grace@example.com' }))?.user_id).toBe(grace.userId);
});

test('inbox: a second code with count, SMS by channel', async ({ page, inbox }) => {
  await page.goto(login({ products: ['otp'], otpOptions: { methods: ['sms', 'email'] } }));
  await page.getByLabel('Phone number').fill('(201) 555-0147');
  await page.getByRole('button', { name: 'Continue' }).click();
  const first = await inbox.latest('+12015550147', { channel: 'sms' });
  expect(first.channel).toBe('sms');
  await page.getByRole('button', { name: /resend/i }).click();
  const second = await inbox.latest('+12015550147', { channel: 'sms', count: 2 });
  expect(second.id).not.toBe(first.id);
  await typeCode(page, second.code);
  await expect(success(page)).toBeVisible();
});

test('authenticator: a passkey registered after a code login signs in again (autofill), its credential listed', async ({ page, inbox, authenticator, emulator }) => {
  const config = { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } };
  await page.goto(login(config));
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await typeCode(page, (await inbox.latest('ada@example.com')).code);
  await expect(session(page)).toHaveText('Signed in as ada@example.com');

  await page.goto('/passkeys');
  await page.getByRole('button', { name: 'Create a Passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Passkey successfully created!' })).toBeVisible();
  const user = await emulator.users.find({ email: 'ada@example.com' });
  const [credential] = await authenticator.credentials();
  expect(credential).toMatchObject({ rpId: 'localhost', resident: true, userHandle: user?.user_id });
  expect(user?.webauthn_registrations).toHaveLength(1);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(session(page)).toHaveText('Signed out');
  // Main offers the passkey in autofill: the authenticator answers at once, as a person picking it.
  await page.goto(login(config));
  await expect(session(page)).toHaveText('Signed in as ada@example.com');
  expect((await authenticator.credentials())[0]?.signCount).toBeGreaterThan(0);
});

test('totp: a user with an authenticator app gives its code after the email code', async ({ page, emulator, inbox, totp }) => {
  const ada = await emulator.users.create({ email: 'ada@example.com', totp: true });
  await page.goto(login({ products: ['otp'], otpOptions: { methods: ['email'] }, mfaOptions: { policy: 'whenEnrolled', methods: ['totp'] } }));
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await typeCode(page, (await inbox.latest('ada@example.com')).code);
  await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
  await expect(success(page)).toHaveCount(0);
  await page.getByLabel('One-time passcode').pressSequentially(await totp.code(ada.totp!.secret));
  await expect(success(page)).toBeVisible();
});

test('wallets: MetaMask signs in with its address; Phantom refuses to sign, then signs', async ({ page, wallets }) => {
  const { ethereum, solana } = await wallets.install({ ethereum: true, solana: { wallet: 'Phantom', refuse: 'sign' } });
  await page.goto(login({ products: ['crypto'] }));
  await page.getByRole('button', { name: 'Continue with Metamask' }).click();
  await expect(session(page)).toHaveText(`Signed in as ${ethereum!.address}`);
  // What it signed: the emulator's challenge.
  expect(ethereum!.signed).toEqual([expect.stringContaining('Signing in with')]);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(session(page)).toHaveText('Signed out');
  await page.getByRole('button', { name: 'Continue with Phantom' }).click();
  await expect(page.getByText('Could not sign message')).toBeVisible();
  solana!.refuse(null);
  await page.getByRole('button', { name: 'Go back' }).click();
  await page.getByRole('button', { name: 'Continue with Phantom' }).click();
  await expect(session(page)).toHaveText(`Signed in as ${solana!.address}`);
});

test("routing: the emulator's own pages at the app's address (the stand-in Google), its form posted back, the redirect to the app", async ({ page, baseURL, emulator }) => {
  const back = `${baseURL}/authenticate`;
  await page.goto(login({ products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }], loginRedirectURL: back, signupRedirectURL: back } }));
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  // The browser is at the address the page was built for; the worker's emulator answered.
  await expect(page).toHaveURL(/^http:\/\/localhost:4100\/v1\/public\/oauth\/google\/start\?/);
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByTestId('session')).toHaveText('Signed in as ada@example.com');
  expect((await emulator.users.find({ email: 'ada@example.com' }))?.providers).toEqual([expect.objectContaining({ provider_type: 'Google' })]);
});

test.describe('workers', () => {
  test.describe.configure({ mode: 'parallel' });
  const dir = join(process.cwd(), 'test-results', 'worker-emulators');

  // Two tests at once, one per worker: each sees the other's emulator, and it is not its own.
  for (const name of ['first', 'second']) {
    test(`each worker has an emulator of its own (${name})`, async ({ emulator }, testInfo) => {
      test.skip(testInfo.config.workers < 2, 'needs two workers');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `${testInfo.workerIndex}.json`), JSON.stringify({ url: emulator.url }));
      let others: string[] = [];
      await expect
        .poll(() => {
          others = readdirSync(dir)
            .filter((file) => file !== `${testInfo.workerIndex}.json`)
            .map((file) => (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { url: string }).url);
          return others.length;
        })
        .toBeGreaterThan(0);
      expect(others).not.toContain(emulator.url);
    });
  }
});
