/**
 * Helpers for the conformance specs: the emulator's control API (from Node), the test pages, and
 * what any login test needs from @portico/testing (the outbox, Chromium's virtual authenticator,
 * authenticator-app codes, wallet keys), against this suite's emulator.
 */
import { expect, type Page } from '@playwright/test';
import { connectEmulator, Inbox, personalSign, solanaSign, totpApp, walletAddress, walletPrivateKey, type TestEmulator, type WalletName } from '@portico/testing';
import bs58 from 'bs58';
import type { Settled } from './pages/globals';
import { emulatorUrl, pagesUrl } from './ports.ts';

export { emulatorUrl, pagesUrl };

async function control<T>(method: string, path: string, body?: unknown, expected = [200, 201]): Promise<T> {
  const response = await fetch(`${emulatorUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(expected, `${method} ${path} → ${response.status} ${text}`).toContain(response.status);
  return JSON.parse(text) as T;
}

/** Wipes users, sessions, outbox, faults…, and restores the settings and clock the emulator started with. */
export const resetEmulator = () => control('POST', '/emulator/reset');

/** Moves the emulator's clock on (the next reset puts it back). */
export const advanceClock = (ms: number) => control('POST', '/emulator/clock', { advance_ms: ms });

/** Merges settings (effective at once; the next reset restores the start-up settings). */
export const putConfig = (settings: Record<string, unknown>) => control<Record<string, unknown>>('PUT', '/emulator/config', settings);

export interface SeededUser {
  user_id: string;
  emails: { email_id: string; email: string; verified: boolean }[];
}

export const seedUser = (user: Record<string, unknown>) => control<SeededUser>('POST', '/emulator/users', user);

export const listUsers = async (query: Record<string, string> = {}) =>
  (await control<{ users: Record<string, unknown>[] }>('GET', `/emulator/users?${new URLSearchParams(query)}`)).users;

export const mintTrustedToken = (email: string) =>
  control<{ token: string; profile_id: string; token_id: string; expires_at: string }>('POST', '/emulator/trusted-tokens', { email });

export interface Fault {
  path: string;
  method?: string;
  mode: 'error' | 'delay' | 'drop' | 'malformed';
  status?: number;
  error_type?: string;
  delay_ms?: number;
  count?: number;
}

export const addFault = (fault: Fault) => control<{ id: string }>('POST', '/emulator/faults', fault);
export const listFaults = async () => (await control<{ faults: { id: string; hits: number }[] }>('GET', '/emulator/faults')).faults;
export const clearFaults = () => control<{ deleted: number }>('DELETE', '/emulator/faults');

let connection: Promise<TestEmulator> | undefined;
/** The suite's emulator through @portico/testing's client (connected on first use). */
const emulator = () => (connection ??= connectEmulator(emulatorUrl));

/** The emulator's outbox (@portico/testing's `Inbox`): `inbox.latest(to, { count })` waits, `inbox.all(to)` reads. */
export const inbox = new Inbox({ messages: async (to) => (await emulator()).messages(to) });

/** An authenticator app on the emulator's clock (@portico/testing's). */
export const totp = totpApp({ now: async () => (await emulator()).clock.now() });

/**
 * The newest message's code or link to `to`, once there are `count` of them. After an awaited SDK
 * call the message is there already; after a click in the prebuilt UI the request may still be on its way.
 */
export async function codeSentTo(to: string, count = 1): Promise<string> {
  const { code } = await inbox.latest(to, { count });
  expect(code, `a code sent to ${to}`).toMatch(/^\d{6}$/);
  return code!;
}

export async function linkSentTo(to: string, count = 1): Promise<string> {
  const { link } = await inbox.latest(to, { count });
  expect(link, `a link sent to ${to}`).toMatch(new RegExp(`^${pagesUrl}/`));
  return link!;
}

export interface TestWallet {
  type: 'ethereum' | 'solana';
  address: string;
  /** `personal_sign` (EIP-191) for Ethereum; for Solana `signMessage` over the UTF-8 bytes, base58 as the SDK sends it. */
  sign(message: string): string;
}

let walletCount = 0;
/** A wallet with an account of its own (@portico/testing's keys and signatures). */
function testWallet(name: WalletName, type: TestWallet['type']): TestWallet {
  walletCount += 1;
  const seed = `conformance:${process.pid}:${Date.now()}:${walletCount}`;
  const key = walletPrivateKey(name, seed);
  return {
    type,
    address: walletAddress(name, seed),
    sign: (message) => (type === 'ethereum' ? personalSign(key, message) : bs58.encode(solanaSign(key, new TextEncoder().encode(message)))),
  };
}
export const ethereumWallet = () => testWallet('Metamask', 'ethereum');
export const solanaWallet = () => testWallet('Phantom', 'solana');

/** A code that is not `code`. */
export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** Opens a test page and waits for its client: `/` the headless page, `/ui` the prebuilt UI page. */
export async function openPage(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => window.conformanceReady === true);
}

/** The value of a settled SDK call, failing the test with the SDK's error otherwise. */
export function ok<T>(settled: Settled<T>): T {
  if (!settled.ok) throw new Error(`Expected the SDK call to succeed, it threw ${settled.error.name}: ${settled.error.message}`);
  return settled.value;
}

/** The error of a settled SDK call, failing the test if it succeeded. */
export function failed<T>(settled: Settled<T>) {
  if (settled.ok) throw new Error(`Expected the SDK call to fail, it returned ${JSON.stringify(settled.value).slice(0, 300)}`);
  return settled.error;
}

/** Logs in on the current page by email OTP through the SDK; returns the authenticate response. */
export async function loginByEmailOtp(page: Page, email: string) {
  const sent = ok(await page.evaluate((address) => settle(stytch.otps.email.loginOrCreate(address, { expiration_minutes: 5 })), email));
  const code = await codeSentTo(email);
  return ok(
    await page.evaluate(([token, methodId]) => settle(stytch.otps.authenticate(token, methodId, { session_duration_minutes: 60 })), [code, sent.method_id] as const),
  );
}

/** The SDK's session cookies on the page's origin. */
export async function sessionCookies(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies(pagesUrl);
  return Object.fromEntries(cookies.filter((cookie) => cookie.name.startsWith('stytch_session')).map((cookie) => [cookie.name, cookie.value]));
}
