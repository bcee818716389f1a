/**
 * Test harness: the app over an in-memory store with a controllable clock, driven through
 * `app.fetch(new Request(...))` exactly as a server would.
 */
import { inject } from 'vitest';
import { createApp, type CreateAppOptions } from '../app';
import { DEFAULT_PUBLIC_TOKEN } from '../client-options';
import { installSigningKeyRecord } from '../domain/jwt';
import { loadSqlJs } from '../node';
import type { SettingsInput } from '../settings';
import { createStore } from '../store';

/** Response bodies are asserted field by field, so they are left untyped. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export const BASE_URL = 'http://localhost:4100';
export const PAGE_ORIGIN = 'http://localhost:4200';
export const START_TIME = Date.parse('2030-01-01T00:00:00.000Z');
/** Cheap scrypt parameters: the default (N = 2^15) costs about a third of a second per hash. */
export const TEST_PASSWORD_HASHING = { logN: 4, r: 1, p: 1 } as const;

export interface CallOptions {
  json?: unknown;
  /** A raw body (sent as-is with `Content-Type: application/json`). */
  body?: string;
  /** The secret in `Authorization: Basic base64(public_token:secret)`; the public token when absent. */
  session?: string;
  /** The public token in `Authorization`; `null` sends no Authorization header. */
  publicToken?: string | null;
  origin?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  body: Json;
  text: string;
}

export async function createHarness(settings: SettingsInput = {}, options: Pick<CreateAppOptions, 'mailScanner'> = {}) {
  const store = createStore(await loadSqlJs());
  // RSA key generation is slow; one key, made in the global setup, serves every harness.
  installSigningKeyRecord(store, inject('signingKeyRecord'));
  let baseNow = START_TIME;
  const { app, ctx } = createApp({ store, settings, now: () => baseNow, passwordHashing: TEST_PASSWORD_HASHING, ...options });

  async function call(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
    const headers = new Headers(options.headers);
    const publicToken = options.publicToken === undefined ? (settings.public_token ?? DEFAULT_PUBLIC_TOKEN) : options.publicToken;
    if (publicToken !== null) headers.set('Authorization', `Basic ${btoa(`${publicToken}:${options.session ?? publicToken}`)}`);
    headers.set('Content-Type', 'application/json');
    if (options.origin) headers.set('Origin', options.origin);
    const body = options.body ?? (options.json === undefined ? undefined : JSON.stringify(options.json));
    const response = await app.fetch(new Request(`${BASE_URL}${path}`, { method, headers, body }));
    const text = await response.text();
    let parsed: Json = null;
    if (response.headers.get('Content-Type')?.includes('application/json')) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed, text };
  }

  /** The newest code sent to an address, read through the control API. */
  async function latestCode(to: string): Promise<string> {
    const { body } = await call('GET', `/emulator/outbox?to=${encodeURIComponent(to)}`);
    const code = body.messages[0]?.code;
    if (typeof code !== 'string') throw new Error(`no code was sent to ${to}`);
    return code;
  }

  /** The newest message sent to an address, read through the control API. */
  async function latestMessage(to: string): Promise<Json> {
    const { body } = await call('GET', `/emulator/outbox?to=${encodeURIComponent(to)}`);
    const message = body.messages[0];
    if (!message) throw new Error(`nothing was sent to ${to}`);
    return message;
  }

  /** The token of the newest link sent to an address. */
  async function latestToken(to: string): Promise<string> {
    const { link } = await latestMessage(to);
    const token = typeof link === 'string' ? new URL(link).searchParams.get('token') : null;
    if (!token) throw new Error(`no link was sent to ${to}`);
    return token;
  }

  /** Seeds a user through the control API; returns the user object. */
  async function seedUser(json: Record<string, unknown>): Promise<Json> {
    const response = await call('POST', '/emulator/users', { json });
    if (response.status !== 201) throw new Error(`seeding failed: ${response.text}`);
    return response.body;
  }

  async function sendEmailCode(email: string, extra: Record<string, unknown> = {}) {
    const response = await call('POST', '/sdk/v1/otps/email/login_or_create', { json: { email, ...extra } });
    if (response.status !== 200) throw new Error(`login_or_create failed: ${response.text}`);
    const { method_id: methodId, user_id: userId } = response.body.data as { method_id: string; user_id: string };
    return { methodId, userId, code: await latestCode(email) };
  }

  /** Logs in with an email code; returns the authenticate response's `data`. */
  async function loginWithEmail(email: string, extra: Record<string, unknown> = {}): Promise<Json> {
    const { methodId, code } = await sendEmailCode(email);
    const response = await call('POST', '/sdk/v1/otps/authenticate', { json: { token: code, method_id: methodId, ...extra } });
    if (response.status !== 200) throw new Error(`authenticate failed: ${response.text}`);
    return response.body.data;
  }

  /** Per browser (a name): its emulator cookie, and the One Tap CSRF tokens its frame remembers. */
  const browsers = new Map<string, { cookie: string | null; csrf: Map<string, string> }>();

  /**
   * A clientside-services call as the SDK's frame relays it: the emulator's own page posting
   * (same origin, with the browser's emulator cookie) for the page `from` that messaged it; like
   * the frame, it adds One Tap's CSRF token to a submit (unless the request has one).
   */
  async function clientsideRpc(method: string, request: unknown, { from = PAGE_ORIGIN, browser = 'default' }: { from?: string; browser?: string } = {}) {
    const state = browsers.get(browser) ?? { cookie: null, csrf: new Map<string, string>() };
    browsers.set(browser, state);
    const body = request as Record<string, unknown>;
    const args =
      method === 'oneTapSubmit' && body && typeof body === 'object' && !('stytchCsrfToken' in body)
        ? [{ ...body, stytchCsrfToken: state.csrf.get(String(body.oauthCallbackID)) }]
        : [request];
    const response = await call('POST', '/emulator/clientside-services/rpc', {
      json: { method, args, origin: from },
      origin: BASE_URL,
      headers: state.cookie ? { Cookie: state.cookie } : {},
    });
    const setCookie = response.headers.get('Set-Cookie');
    if (setCookie) state.cookie = setCookie.split(';')[0]!;
    const payload = response.body?.payload as { oauthCallbackId?: string; stytchCsrfToken?: string } | undefined;
    if (method === 'oneTapStart' && payload?.oauthCallbackId && payload.stytchCsrfToken) state.csrf.set(payload.oauthCallbackId, payload.stytchCsrfToken);
    return response;
  }

  /** The Cookie header of a browser (for the SDK's credentialed calls to the emulator). */
  const browserCookie = (browser = 'default'): Record<string, string> => {
    const cookie = browsers.get(browser)?.cookie;
    return cookie ? { Cookie: cookie } : {};
  };

  return {
    app,
    ctx,
    store,
    call,
    clientsideRpc,
    browserCookie,
    latestCode,
    latestMessage,
    latestToken,
    seedUser,
    sendEmailCode,
    loginWithEmail,
    /** Moves the base clock (as real time passing would). */
    tick: (ms: number) => {
      baseNow += ms;
    },
  };
}

export type Harness = Awaited<ReturnType<typeof createHarness>>;

/** A wrong code that differs from `code` in every digit. */
export const wrongCode = (code: string): string =>
  code
    .split('')
    .map((digit) => String((Number(digit) + 1) % 10))
    .join('');
