import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type APIRequestContext, type Locator, type Page, type Route } from '@playwright/test';
import type { InboxMessage } from '@portico/testing';
import { PASSWORD_HASH_COST } from '../emulator-options';
import { inboxOf } from '../support';
import type { FlowTag } from '../tags';

/**
 * The fault matrix (faults.spec.ts): every flow of the four modes against every fault the
 * emulator injects, in Chromium, through the real @stytch/vanilla-js client. A fault applies to
 * every request that matches it, so each worker's pages talk to a fault emulator of its own
 * (`?emulator=`), whose faults no other test meets: the first worker's is started by
 * playwright.config.ts, each other worker starts one beside it.
 */

const emulatorPort = Number(process.env.PORTICO_E2E_EMULATOR_PORT ?? 4110);
const faultBasePort = Number(process.env.PORTICO_E2E_FAULT_EMULATOR_PORT ?? emulatorPort + 1);
let workerFaultEmulatorUrl = `http://localhost:${faultBasePort}`;

/** This worker's fault emulator. */
export const faultEmulatorUrl = (): string => workerFaultEmulatorUrl;

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/emulator/health`)).ok;
  } catch {
    return false;
  }
}

/** Starts an emulator with the e2e settings (the file playwright.config.ts wrote) on `port`. */
async function startFaultEmulator(port: number): Promise<ChildProcess | null> {
  const url = `http://localhost:${port}`;
  if (await healthy(url)) return null;
  const config = join(tmpdir(), `portico-e2e-emulator-${emulatorPort}.json`);
  const child = spawn(
    process.execPath,
    ['../emulator/dist/cli.js', '--port', String(port), '--db', ':memory:', '--config', config, '--password-hash-cost', String(PASSWORD_HASH_COST)],
    {
      stdio: 'ignore',
    },
  );
  for (let attempt = 0; attempt < 100 && !(await healthy(url)); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!(await healthy(url))) throw new Error(`The fault emulator on port ${port} did not start.`);
  return child;
}

/** `test` with this worker's fault emulator (started for the worker, stopped after it). */
export const test = base.extend<object, { faultEmulator: string }>({
  faultEmulator: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixtures take their dependencies as the first argument.
    async ({}, use, workerInfo) => {
      const index = workerInfo.parallelIndex;
      const port = index === 0 ? faultBasePort : faultBasePort + 100 + index;
      const child = index === 0 ? null : await startFaultEmulator(port);
      workerFaultEmulatorUrl = `http://localhost:${port}`;
      await use(workerFaultEmulatorUrl);
      child?.kill();
    },
    { scope: 'worker', auto: true },
  ],
});

/**
 * The widgets' request timeout in these tests (`?requestTimeoutMs=`): the 'timeout' fault delays
 * 10 s past it, and every other request of these pages must answer within it. Each flow's timeout
 * cell waits it out: 4 s until the emulators hashed passwords cheaply (PASSWORD_HASH_COST); 2 s
 * was tried and let a retry time out at a load of 12.
 */
export const REQUEST_TIMEOUT_MS = 3_000;

/**
 * The timeout comes last: @stytch/vanilla-js cannot cancel a request, so the one the widget gave
 * up on is still waiting at the emulator (10 s more) when the retry goes out, and is dropped
 * unanswered when the test's page closes. (Released at once, as removing the fault would, it
 * would be carried out before the retry: an account created, a reset token spent.)
 */
export const FAULT_NAMES = ['500', '429', 'dropped', 'malformed', 'timeout'] as const;
export type FaultName = (typeof FAULT_NAMES)[number];

/** What each fault is (the emulator's `POST /emulator/faults` body) and the message the widget must show. */
export const FAULTS: Record<FaultName, { body: Record<string, unknown>; message: string }> = {
  // Stytch's 500: the words of unknown_error (core's table reads it so), not the server's own
  // message (Stytch's asks the user to write to its support). The table loads with the failure.
  '500': {
    body: { mode: 'error', status: 500, error_type: 'internal_server_error', error_message: 'The auth server failed (injected 500).' },
    message: 'Something went wrong. Please try again.',
  },
  '429': {
    body: { mode: 'error', status: 429, error_type: 'too_many_requests', error_message: 'Rate limited (injected 429).' },
    message: 'Too many requests right now. Please wait a moment, then try again.',
  },
  // Seven times: Chromium sends a request again when a reused keep-alive connection closes
  // without an answer (which is what a drop looks like to it), once per idle connection it tries,
  // and it keeps up to six to a host; only a fresh connection's drop reaches the page. Those sends
  // must fail too (three, as before, let a busy run's fourth send through: 'Log out?' instead of
  // the message). What is left is removed after the cell.
  dropped: { body: { mode: 'drop', count: 7 }, message: "We couldn't reach the server. Check your connection and try again." },
  timeout: { body: { mode: 'delay', delay_ms: REQUEST_TIMEOUT_MS + 10_000 }, message: 'The server is taking too long to answer. Please try again.' },
  malformed: { body: { mode: 'malformed' }, message: 'The server sent an answer we could not read. Please try again.' },
};

export interface FlowContext {
  page: Page;
  request: APIRequestContext;
  baseURL: string;
  /** Opens a playground path against the fault emulator, with the short request timeout. */
  open(path: string): Promise<void>;
  emulator: EmulatorApi;
}

/** One flow at the moment of the request the faults hit, ready to send it again and again. */
export interface PreparedFlow {
  /** Sends the request (a click, Enter…), as the user would. */
  act(): Promise<void>;
  /** Where the error must show (the field's error, the screen's alert…). */
  errorIn: Locator;
  /**
   * For a flow whose failures the spec keeps off the screen (a failed passkey delete is 'only
   * logged', §8): what a fault must leave instead of a message, checked in its place.
   */
  failedQuietly?(fault: FaultName): Promise<void>;
  /** Fields whose typed values must survive every error, with those values. */
  kept?: Array<{ field: Locator; value: string }>;
  /** Fields the error is not about (another control's request failed): never marked invalid. */
  notInvalid?: Locator[];
  /** Once the faults are gone, `act` again succeeds: what success looks like. */
  succeeded(): Promise<void>;
  /** The message this flow shows for a fault, where it is not `FAULTS[fault].message`. */
  messageFor?(fault: FaultName, message: string): string | RegExp;
}

export interface FaultFlow {
  /** The matrix's row (e.g. 'OTP by email'). */
  name: string;
  /** The tags of the flows it exercises (`tag('otp')`, e2e/tags.ts; `--grep @otp`). */
  tag: FlowTag | FlowTag[];
  /** Cells that fail today because of a bug found and not yet fixed, each with what is wrong. */
  knownBugs?: Partial<Record<FaultName | 'retry', string>>;
  /**
   * The request the faults hit: a path pattern of the emulator's (`*` any characters) and its
   * method; with `at: 'page'`, a request the page makes to its own site's server (the host's
   * account API), matched by `page.route` (a glob of the URL), where the same faults are answered
   * in the page's place (`routeFault`).
   */
  endpoint: { path: string; method?: string; at?: 'emulator' | 'page' };
  prepare(context: FlowContext): Promise<PreparedFlow>;
}

/** The fault emulator's control API. */
export interface EmulatorApi {
  url: string;
  addFault(fault: Record<string, unknown>): Promise<string>;
  faultIds(): Promise<string[]>;
  /** Removes every fault (a request still waiting on a delay goes on at once). */
  clearFaults(): Promise<void>;
  /** Creates a user (the password skips the strength check); returns its `user_id`. */
  seedUser(user: Record<string, unknown>): Promise<string>;
  /** The newest code or link sent to `to`, once there is a `count`-th message. */
  lastMessageTo(to: string, count?: number): Promise<InboxMessage>;
}

export function emulatorApi(request: APIRequestContext, url = faultEmulatorUrl()): EmulatorApi {
  return {
    url,
    async addFault(fault) {
      const response = await request.post(`${url}/emulator/faults`, { data: fault });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { id: string }).id;
    },
    async faultIds() {
      const response = await request.get(`${url}/emulator/faults`);
      return ((await response.json()) as { faults: Array<{ id: string }> }).faults.map((fault) => fault.id);
    },
    async clearFaults() {
      const response = await request.delete(`${url}/emulator/faults`);
      expect(response.ok()).toBe(true);
    },
    async seedUser(user) {
      const response = await request.post(`${url}/emulator/users`, { data: user });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { user_id?: string; user?: { user_id: string } }).user_id ?? '';
    },
    lastMessageTo: (to, count = 1) => inboxOf(url).latest(to, { count }),
  };
}

/** The widget's busy parts: a button or area with aria-busy, or a spinner. None may outlive an error. */
const busyIn = (page: Page) => page.locator('[data-slot="widget-frame"] :is([aria-busy="true"], [data-slot="spinner"])');

/** What the matrix reporter reads: one annotation per cell. */
export const CELL_ANNOTATION = 'fault-cell';

/**
 * One test per flow: for each fault in turn, the fault is set on the flow's request (once), the
 * user sends it, and the cell passes when the fault's message shows in the flow's place, no spinner
 * is left, what was typed is still there, and the request reached the emulator (the fault is
 * spent). Each send after the first is a retry, and after the last fault the retry succeeds.
 *
 * A cell in the flow's `knownBugs` is a bug found and not yet fixed: it must still fail (the
 * matrix prints it as 'known'); once it passes, the test fails until it is taken off the list.
 */
/**
 * A fault answered in place of a request the page makes to its own site's server (a host's account
 * API), as the emulator answers its own: an error with Stytch's shape and status, a body cut short,
 * a dropped connection, an answer 10 s after the widget's timeout. Applies to the next matching
 * request only; `hits()` says whether one came.
 */
async function routeFault(page: Page, endpoint: FaultFlow['endpoint'], fault: FaultName): Promise<{ hits(): number; clear(): Promise<void> }> {
  let hits = 0;
  const handler = async (route: Route) => {
    if (endpoint.method && route.request().method() !== endpoint.method) return route.fallback();
    if (hits > 0) return route.fallback();
    hits += 1;
    const body = FAULTS[fault].body;
    switch (fault) {
      case '500':
      case '429':
        return route.fulfill({
          status: body.status as number,
          contentType: 'application/json',
          body: JSON.stringify({ status_code: body.status, error_type: body.error_type, error_message: body.error_message }),
        });
      case 'malformed':
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{"sessions": [{"sessionId": "session-' });
      case 'dropped':
        return route.abort('connectionreset');
      case 'timeout':
        await new Promise((resolve) => setTimeout(resolve, body.delay_ms as number));
        // The page may be gone by now (the test ended): nothing to answer.
        return route.continue().catch(() => {});
    }
  };
  await page.route(endpoint.path, handler);
  return { hits: () => hits, clear: () => page.unroute(endpoint.path, handler) };
}

export function faultMatrixTest(flow: FaultFlow): void {
  test(flow.name, { tag: flow.tag }, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    // A step that cannot be done (the flow moved on) fails its cell, not the whole run's time.
    page.setDefaultTimeout(10_000);
    const emulator = emulatorApi(request);
    const context: FlowContext = {
      page,
      request,
      baseURL: baseURL!,
      emulator,
      async open(path) {
        const separator = path.includes('?') ? '&' : '?';
        await page.goto(`${path}${separator}emulator=${encodeURIComponent(emulator.url)}&requestTimeoutMs=${REQUEST_TIMEOUT_MS}`);
      },
    };
    const prepared = await flow.prepare(context);
    const problems: string[] = [];
    /** Runs one cell's checks (they stop at the first that fails) and records its result. */
    const cell = async (name: FaultName | 'retry', title: string, checks: () => Promise<void>) => {
      let failure: string | null = null;
      await test.step(title, checks).catch((error: unknown) => {
        failure = error instanceof Error ? error.message.split('\n').slice(0, 3).join(' ') : String(error);
      });
      const known = flow.knownBugs?.[name];
      const result = known ? (failure ? 'known' : 'fixed') : failure ? 'fail' : 'pass';
      if (result === 'fail') problems.push(`${name}: ${failure}`);
      if (result === 'fixed') problems.push(`${name} passes now: take it off knownBugs ("${known}")`);
      test.info().annotations.push({ type: CELL_ANNOTATION, description: JSON.stringify({ flow: flow.name, fault: name, result }) });
    };

    for (const fault of FAULT_NAMES) {
      await cell(fault, `${fault}: the message, no spinner, nothing lost`, async () => {
        const atPage = flow.endpoint.at === 'page' ? await routeFault(page, flow.endpoint, fault) : null;
        const id = atPage
          ? null
          : await emulator.addFault({
              path: flow.endpoint.path,
              ...(flow.endpoint.method && { method: flow.endpoint.method }),
              count: 1,
              ...FAULTS[fault].body,
            });
        try {
          await prepared.act();
          if (prepared.failedQuietly) await prepared.failedQuietly(fault);
          else {
            const message = prepared.messageFor?.(fault, FAULTS[fault].message) ?? FAULTS[fault].message;
            await expect(prepared.errorIn, `${fault}: the message`).toContainText(message, { timeout: REQUEST_TIMEOUT_MS + 8_000 });
          }
          await expect(busyIn(page), `${fault}: no spinner`).toHaveCount(0);
          for (const { field, value } of prepared.kept ?? []) await expect(field, `${fault}: kept`).toHaveValue(value);
          for (const field of prepared.notInvalid ?? []) await expect(field, `${fault}: not the field's error`).not.toHaveAttribute('aria-invalid');
          // The request reached the emulator (a once-only fault is spent once met), or the page's server's route.
          if (atPage) expect(atPage.hits(), `${fault}: the request reached the server's route`).toBe(1);
          else if (fault !== 'dropped') expect(await emulator.faultIds(), `${fault}: the request reached the emulator`).not.toContain(id);
        } finally {
          // What is left of a fault (a drop Chromium did not retry): gone before the next cell.
          if (atPage) await atPage.clear();
          else if (fault !== 'timeout') await emulator.clearFaults();
        }
      });
    }
    await cell('retry', 'retry without a fault succeeds', async () => {
      await prepared.act();
      await prepared.succeeded();
    });
    if (problems.length > 0) throw new Error(`${flow.name}:\n${problems.join('\n')}`);
  });
}
