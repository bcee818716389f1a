/**
 * `expectAccessibleLogin(page)`: one call that checks a host's own login the way Portico checks
 * itself, by signing in with an email passcode as a user would: axe on the login (each screen), an
 * `autocomplete` on every field, a wrong passcode's error announced (a live region, and the field
 * marked invalid or described by it), and the right passcode pasted whole signing in.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import type { TestEmulator } from './emulator';
import { Inbox } from './inbox';

const emulators = new WeakMap<BrowserContext, TestEmulator>();

/** @internal The fixtures record which emulator a context's pages talk to. */
export function registerEmulator(context: BrowserContext, emulator: TestEmulator): void {
  emulators.set(context, emulator);
}

export interface AccessibleLoginOptions {
  /** The login to check. Default: the Portico widget's frame (`[data-slot="widget-frame"]`, in a shadow root too). */
  root?: Locator;
  /** The address to sign in with (default: a new one). */
  email?: string;
  /** Default: the root's `input[type=email]` (or `autocomplete` with `email`). */
  emailField?: Locator;
  /** Default: the root's `input[autocomplete~="one-time-code"]`. */
  codeField?: Locator;
  /** How the passcode is sent: `auto` (the field submits at its last digit, as the widget does) or `enter`. */
  submitCode?: 'auto' | 'enter';
  /** What shows once signed in. Default: the Stytch SDK's session cookie appears. */
  signedIn?: Locator;
  /** The session cookie's name (the SDK's `cookieOptions.opaqueTokenCookieName`; default `stytch_session`). */
  sessionCookie?: string;
  /** axe rules to leave out (their ids), for a finding you have judged. */
  disableRules?: string[];
  /** How long each step may take, in ms (default 15 s). */
  timeout?: number;
  /** Where the passcode is read: by default the fixtures' emulator of the page's context. */
  inbox?: Inbox;
}

export interface AccessibleLoginReport {
  /** The address signed in with. */
  email: string;
  /** What was checked, in order. */
  checked: string[];
}

const LIVE = '[role="alert"], [role="status"], [role="log"], [aria-live]:not([aria-live="off"])';

let axeSource: string | undefined;
function axeScript(): string {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

export interface AxeViolation {
  /** The rule's id (`label`, `color-contrast`, …). */
  id: string;
  impact: string | null;
  /** What the rule asks, in a sentence. */
  help: string;
  /** The elements that break it (axe's selectors). */
  targets: string[];
}

/**
 * axe's violations inside `root` alone (axe-core injected through the DevTools protocol, so a
 * strict Content-Security-Policy does not stop it; shadow roots included; frames left out), with
 * axe's default rules but `disableRules`.
 */
export async function findAxeViolations(root: Locator, { disableRules = [] }: { disableRules?: string[] } = {}): Promise<AxeViolation[]> {
  const page = root.page();
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(axeScript());
  const run = () =>
    root.evaluate(
      async (element, rules) => {
        const axe = (window as unknown as { axe: { run(context: Element, options: object): Promise<{ violations: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
        // The page at rest: a screen fading in is, for a moment, text of too little contrast.
        // Finite animations only (a spinner runs for ever), and never more than 2 s.
        const running = [...document.getAnimations(), ...element.getAnimations({ subtree: true })].filter(
          (animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
        await Promise.race([Promise.all(running.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 2000))]);
        const result = await axe.run(element, {
          iframes: false,
          resultTypes: ['violations'],
          rules: Object.fromEntries(rules.map((id) => [id, { enabled: false }])),
        });
        return result.violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact ?? null,
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
        }));
      },
      disableRules,
    );
  // An element replaced while axe builds its tree (a widget's first paint giving way to the live
  // screen) is gone from the page axe sees: the locator finds the new one on the next attempt.
  for (let attempt = 1; ; attempt += 1) {
    try {
      const violations = (await run()) as AxeViolation[];
      if (violations.length === 0 || attempt > 1) return violations;
      // Found while the page was still changing (a transition, a screen giving way to the next)?
      // What a second look, a moment later, still finds is what counts.
      await sleep(300);
      continue;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('No elements found for include')) throw error;
      await sleep(200);
    }
  }
}

async function axeProblems(root: Locator, screen: string, disableRules: string[]): Promise<string[]> {
  return (await findAxeViolations(root, { disableRules })).map(
    (violation) => `axe on ${screen}: ${violation.id} (${violation.impact ?? 'no impact given'}): ${violation.help} at ${violation.targets.join(', ')}`,
  );
}

/** Every field of `root` that a person fills has a valid `autocomplete` (not `on`, not `off`). */
async function fieldProblems(root: Locator, screen: string): Promise<string[]> {
  return root.evaluate((element, where) => {
    const FIELD_NAMES = new Set(
      (
        'name honorific-prefix given-name additional-name family-name honorific-suffix nickname username new-password ' +
        'current-password one-time-code organization-title organization street-address address-line1 address-line2 ' +
        'address-line3 address-level4 address-level3 address-level2 address-level1 country country-name postal-code ' +
        'cc-name cc-given-name cc-additional-name cc-family-name cc-number cc-exp cc-exp-month cc-exp-year cc-csc ' +
        'cc-type transaction-currency transaction-amount language bday bday-day bday-month bday-year sex url photo tel ' +
        'tel-country-code tel-national tel-area-code tel-local tel-local-prefix tel-local-suffix tel-extension email impp'
      ).split(' '),
    );
    const CONTACT = new Set(['tel', 'tel-country-code', 'tel-national', 'tel-area-code', 'tel-local', 'tel-local-prefix', 'tel-local-suffix', 'tel-extension', 'email', 'impp']);
    const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'checkbox', 'radio', 'file', 'range', 'color']);
    const fields: Array<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement> = [];
    const walk = (node: Element | ShadowRoot) => {
      for (const child of Array.from(node.children)) {
        if (child instanceof HTMLInputElement || child instanceof HTMLSelectElement || child instanceof HTMLTextAreaElement) fields.push(child);
        if (child.shadowRoot) walk(child.shadowRoot);
        walk(child);
      }
    };
    walk(element);
    const nameOf = (field: HTMLElement): string => {
      const labelledBy = field.getAttribute('aria-labelledby');
      const root = field.getRootNode() as Document | ShadowRoot;
      const byId = labelledBy
        ?.split(/\s+/)
        .map((id) => root.getElementById?.(id)?.textContent?.trim() ?? '')
        .join(' ')
        .trim();
      const label = (field as HTMLInputElement).labels?.[0]?.textContent?.trim();
      return field.getAttribute('aria-label') ?? (byId || label || field.getAttribute('placeholder') || field.getAttribute('name') || field.tagName.toLowerCase());
    };
    const problems: string[] = [];
    for (const field of fields) {
      if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) continue;
      if (field.disabled || field.getClientRects().length === 0 || field.closest('[aria-hidden="true"], [inert]')) continue;
      const what = `the field "${nameOf(field)}" (${field.tagName.toLowerCase()}${field instanceof HTMLInputElement ? ` type=${field.type}` : ''}) on ${where}`;
      const value = field.getAttribute('autocomplete');
      if (value === null || value.trim() === '') {
        problems.push(`${what} has no autocomplete attribute: autofill and password managers cannot fill it (WCAG 1.3.5)`);
        continue;
      }
      const tokens = value.trim().toLowerCase().split(/\s+/);
      if (tokens.length === 1 && (tokens[0] === 'on' || tokens[0] === 'off')) {
        problems.push(`${what} has autocomplete="${value}": name what it holds (email, one-time-code, current-password, …) instead`);
        continue;
      }
      if (tokens.at(-1) === 'webauthn') tokens.pop();
      if (tokens[0]?.startsWith('section-')) tokens.shift();
      if (tokens[0] === 'shipping' || tokens[0] === 'billing') tokens.shift();
      const fieldName = tokens.pop() ?? '';
      const modifier = tokens.pop();
      const valid = FIELD_NAMES.has(fieldName) && tokens.length === 0 && (modifier === undefined || (['home', 'work', 'mobile', 'fax', 'pager'].includes(modifier) && CONTACT.has(fieldName)));
      if (!valid) problems.push(`${what} has autocomplete="${value}", which is not a valid autofill value`);
    }
    return problems;
  }, screen);
}

/** The texts of the page's live regions (shadow roots included), to tell a new announcement from an old one. */
async function liveTexts(page: Page): Promise<string[]> {
  return (await page.locator(LIVE).allTextContents()).map((text) => text.trim()).filter((text) => text !== '');
}

/**
 * A paste as a browser does it: a cancellable `paste` event carrying the text; unless a handler
 * cancels it, the text replaces the selection (firing `beforeinput` and `input`). A page that
 * blocks pasting keeps the field as it was.
 */
async function paste(field: Locator, text: string): Promise<void> {
  await field.evaluate((element, pasted) => {
    const input = element as HTMLInputElement;
    input.focus();
    input.select?.();
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    const allowed = input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true }));
    if (allowed) document.execCommand('insertText', false, pasted);
  }, text);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeout: number): Promise<boolean> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await check().catch(() => false)) return true;
    if (Date.now() >= deadline) return false;
    await sleep(100);
  }
}

const wrong = (code: string) =>
  code
    .split('')
    .map((digit) => (/\d/.test(digit) ? String((Number(digit) + 5) % 10) : digit))
    .join('');

let counter = 0;

/**
 * Signs in with an email passcode on `page`'s login, as a person would, checking on the way what
 * makes a login accessible. Throws one error listing every problem found; resolves to what it
 * checked. Needs the `emulator` fixture (or `inbox`), and a login that sends an email code.
 */
export async function expectAccessibleLogin(page: Page, options: AccessibleLoginOptions = {}): Promise<AccessibleLoginReport> {
  const timeout = options.timeout ?? 15_000;
  const emulator = emulators.get(page.context());
  const inbox = options.inbox ?? (emulator ? new Inbox(emulator, { timeout }) : undefined);
  if (!inbox) throw new Error('expectAccessibleLogin reads the passcode from the emulator: use the test of @portico/testing/playwright, or pass { inbox }.');
  const root = options.root ?? page.locator('[data-slot="widget-frame"]').first();
  const email = options.email ?? `accessible-login.${Date.now().toString(36)}.${process.pid}.${(counter += 1)}@example.com`;
  const emailField = options.emailField ?? root.locator('input[type="email"], input[autocomplete~="email"]').first();
  const codeField = options.codeField ?? root.locator('input[autocomplete~="one-time-code"]').first();
  const disableRules = options.disableRules ?? [];
  const problems: string[] = [];
  const checked: string[] = [];
  const fail = (why: string): never => {
    throw new Error(`expectAccessibleLogin: ${[...problems, why].length} problem(s):\n- ${[...problems, why].join('\n- ')}`);
  };

  if (!(await until(() => root.isVisible(), timeout))) {
    fail(options.root ? 'the login (root) did not show' : 'no Portico login widget ([data-slot="widget-frame"]) showed: pass { root } for a login of your own');
  }
  if (!(await until(() => emailField.isVisible(), timeout))) fail('no email field showed (pass { emailField } if it is not an input of type email)');

  problems.push(...(await axeProblems(root, 'the email screen', disableRules)));
  problems.push(...(await fieldProblems(root, 'the email screen')));
  checked.push('axe and autocomplete on the email screen');

  await emailField.fill(email);
  await emailField.press('Enter');
  if (!(await until(() => codeField.isVisible(), timeout))) {
    fail('after the email was sent (Enter in its field), no passcode field (an input with autocomplete="one-time-code") showed');
  }
  problems.push(...(await axeProblems(root, 'the passcode screen', disableRules)));
  problems.push(...(await fieldProblems(root, 'the passcode screen')));
  checked.push('axe and autocomplete on the passcode screen');

  const { code } = await inbox.latest(email, { channel: 'email' });
  if (!code) fail(`the email to ${email} carried no passcode`);
  const passcode = code as string;

  // A wrong passcode: its error must be announced, at the field.
  const before = new Set(await liveTexts(page));
  await codeField.pressSequentially(wrong(passcode));
  if (options.submitCode === 'enter') await codeField.press('Enter');
  let announced = '';
  const heard = await until(async () => {
    announced = (await liveTexts(page)).find((text) => !before.has(text)) ?? '';
    return announced !== '';
  }, timeout);
  if (!heard) {
    problems.push('a wrong passcode was not announced: no live region (role="alert", "status", "log" or aria-live) said anything new');
  } else {
    const atField = await until(
      async () =>
        (await codeField.getAttribute('aria-invalid')) === 'true' ||
        ((await codeField.evaluate((field) => {
          const root = field.getRootNode() as Document | ShadowRoot;
          return (field.getAttribute('aria-describedby') ?? '')
            .split(/\s+/)
            .map((id) => root.getElementById?.(id)?.textContent ?? '')
            .join(' ');
        })) as string).includes(announced.slice(0, 40)),
      2_000,
    );
    if (!atField) problems.push(`the passcode field is neither marked invalid (aria-invalid="true") nor described by the error ("${announced}")`);
  }
  checked.push('a wrong passcode announced');

  // The right passcode, pasted whole into the emptied field (as a person clears the wrong one).
  await codeField.fill('');
  await paste(codeField, passcode);
  if (options.submitCode === 'enter') await codeField.press('Enter');
  const cookie = options.sessionCookie ?? 'stytch_session';
  const signedIn = await until(
    async () => (options.signedIn ? options.signedIn.isVisible() : (await page.context().cookies(page.url())).some((entry) => entry.name === cookie && entry.value !== '')),
    timeout,
  );
  if (!signedIn) {
    const value = await codeField.inputValue().catch(() => null);
    problems.push(
      value !== null && !value.includes(passcode)
        ? 'the passcode, pasted whole into the passcode field, did not reach it (is pasting blocked?)'
        : `the passcode, pasted whole into the passcode field, did not sign in (${options.signedIn ? 'signedIn did not show' : `no ${cookie} cookie`} after ${timeout / 1000} s)`,
    );
  }
  checked.push('the passcode pasted whole signs in');

  if (problems.length > 0) throw new Error(`expectAccessibleLogin: ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  return { email, checked };
}
