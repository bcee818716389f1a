/**
 * Helpers for the conformance specs: the emulator's control API (from Node), the test pages and
 * Chromium's virtual authenticator.
 */
import { expect, type CDPSession, type Page } from '@playwright/test';
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

export interface OutboxMessage {
  channel: 'email' | 'sms' | 'whatsapp';
  to: string;
  subject: string | null;
  body: string;
  code: string | null;
  link: string | null;
}

/** Messages sent to `to`, newest first. The emulator writes them before it answers the SDK. */
export const outbox = async (to: string) => (await control<{ messages: OutboxMessage[] }>('GET', `/emulator/outbox?to=${encodeURIComponent(to)}`)).messages;

/**
 * The newest message to `to`, once there are `count` of them. After an awaited SDK call the message
 * is there already; after a click in the prebuilt UI the request may still be on its way.
 */
async function newestMessage(to: string, count: number): Promise<OutboxMessage | undefined> {
  let messages: OutboxMessage[] = [];
  await expect
    .poll(async () => {
      messages = await outbox(to);
      return messages.length;
    }, { message: `${count} message(s) sent to ${to}` })
    .toBeGreaterThanOrEqual(count);
  return messages[0];
}

export async function codeSentTo(to: string, count = 1): Promise<string> {
  const message = await newestMessage(to, count);
  expect(message?.code, `a code sent to ${to}`).toMatch(/^\d{6}$/);
  return message?.code as string;
}

export async function linkSentTo(to: string, count = 1): Promise<string> {
  const message = await newestMessage(to, count);
  expect(message?.link, `a link sent to ${to}`).toMatch(new RegExp(`^${pagesUrl}/`));
  return message?.link as string;
}

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

export interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
  credentialCount(): Promise<number>;
}

/** Chromium's CTAP2 platform authenticator with resident keys and user verification (passkeys). */
export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    cdp,
    authenticatorId,
    credentialCount: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.length,
  };
}
