/**
 * The named scenarios of `emulator.scenario(name, options)`: situations a hosted service cannot
 * give a test, made of the emulator's settings, faults and control routes (docs/testing.md,
 * "Scenarios"). Each resolves to a handle whose `off()` undoes it (a reset undoes them all).
 */
import type { Fault } from '@portico/emulator';
import type { CreatedUser, EmulatorUser, FaultSpec, TestEmulator } from './emulator';

export type ScenarioName =
  | 'mailScanner'
  | 'rateLimited'
  | 'serverDown'
  | 'slow'
  | 'captchaRequired'
  | 'captchaFailed'
  | 'emailTaken'
  | 'impersonation';

/** Which requests a fault-made scenario hits: path patterns (`*` any characters), a method, how many times. */
export interface ScenarioTarget {
  /** One pattern or several (default: the scenario's own, below). */
  path?: string | string[];
  method?: FaultSpec['method'];
  /** How many matching requests (per pattern); every one when left out. */
  count?: number;
}

export interface ScenarioOptions {
  /** Every link of a message is opened by a scanner before the user sees the message. */
  mailScanner: { mode?: 'browser' | 'fetch' };
  /** `429 too_many_requests` ("Too many requests have been made.") with `Retry-After`. */
  rateLimited: ScenarioTarget & { retryAfterSeconds?: number };
  /** Stytch is down: `500 internal_server_error` (or `status`) for every request. */
  serverDown: ScenarioTarget & { status?: number };
  /** Every SDK call waits `delayMs` (real time) before it is answered. */
  slow: ScenarioTarget & { delayMs?: number };
  /** Stytch's bot check wants a captcha: `403 captcha_required` ("Captcha required"). */
  captchaRequired: ScenarioTarget;
  /** Stytch's captcha verdict failed: `429 captcha_failed` ("Captcha failed"). */
  captchaFailed: ScenarioTarget;
  /** `email` already belongs to a user who signed up another way (Google by default, a passcode, a password). */
  emailTaken: { email: string; by?: 'oauth' | 'code' | 'password'; provider?: string; password?: string };
  /** A Stytch Dashboard "Impersonate user" link for a user (by id or email). */
  impersonation: { userId?: string; email?: string; redirectUrl?: string; impersonatorEmail?: string };
}

export interface Scenario {
  readonly name: ScenarioName;
  /** Undoes it (the faults removed, the scanner off, the user deleted); a reset does as much. */
  off(): Promise<void>;
}

export interface FaultScenario extends Scenario {
  /** The faults it added (the emulator's records: hits, remaining). */
  readonly faults: Fault[];
}

export interface ScenarioResult {
  mailScanner: Scenario;
  rateLimited: FaultScenario;
  serverDown: FaultScenario;
  slow: FaultScenario;
  captchaRequired: FaultScenario;
  captchaFailed: FaultScenario;
  emailTaken: Scenario & { email: string; userId: string; by: 'oauth' | 'code' | 'password'; user: EmulatorUser };
  impersonation: Scenario & {
    /** The impersonation token (one use, 5 minutes on the emulator's clock). */
    token: string;
    /** The link Stytch's Dashboard opens: the login redirect URL with `stytch_token_type=impersonation&token=…`. */
    link: string;
    userId: string;
    expiresAt: string;
  };
}

/**
 * The requests of a sign-in that Stytch's bot protection covers (the ones the SDK sends captcha
 * tokens and device fingerprints with, protocol §1.8 and §2): passcodes, magic links, passwords
 * (but their strength check), passkey and wallet logins.
 */
export const SIGN_IN_REQUESTS: readonly string[] = [
  '/sdk/v1/otps/*',
  '/sdk/v1/magic_links/email/*',
  '/sdk/v1/passwords',
  '/sdk/v1/passwords/authenticate',
  '/sdk/v1/passwords/email/*',
  '/sdk/v1/webauthn/authenticate',
  '/sdk/v1/crypto_wallets/authenticate*',
];

/** What a scenario needs of the emulator: its public methods and control calls. */
export interface ScenarioHost extends TestEmulator {
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

const patterns = (target: ScenarioTarget, fallback: readonly string[]): string[] =>
  target.path === undefined ? [...fallback] : Array.isArray(target.path) ? target.path : [target.path];

async function faultScenario(
  emulator: ScenarioHost,
  name: ScenarioName,
  target: ScenarioTarget,
  fallback: readonly string[],
  fault: Omit<FaultSpec, 'path'>,
  fallbackMethod?: FaultSpec['method'],
): Promise<FaultScenario> {
  const method = target.method ?? fallbackMethod;
  const faults: Fault[] = [];
  for (const path of patterns(target, fallback)) {
    faults.push(
      await emulator.faults.add({
        ...fault,
        path,
        ...(method !== undefined && { method }),
        ...(target.count !== undefined && { count: target.count }),
      }),
    );
  }
  return {
    name,
    faults,
    off: async () => {
      const live = new Set((await emulator.faults.list()).map((entry) => entry.id));
      for (const entry of faults) if (live.has(entry.id)) await emulator.faults.remove(entry.id);
    },
  };
}

const unescapeHtml = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function hiddenField(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!match) throw new Error(`emailTaken: the emulator's provider page has no ${name} field.`);
  return unescapeHtml(match[1] ?? '');
}

/** A user who signed up with an OAuth provider, as a browser would: the stand-in provider's page, then the SDK's authenticate. */
async function signUpWithProvider(emulator: ScenarioHost, email: string, provider: string): Promise<void> {
  const start = new URL(`${emulator.url}/v1/public/oauth/${encodeURIComponent(provider)}/start`);
  start.searchParams.set('public_token', emulator.publicToken);
  const page = await fetch(start);
  const html = await page.text();
  if (!page.ok) throw new Error(`emailTaken: the emulator refused a ${provider} sign-in (${page.status}): ${html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').slice(0, 300)}`);
  const action = /<form method="post" action="([^"]*)"/.exec(html)?.[1];
  const form = new URLSearchParams({
    query: hiddenField(html, 'query'),
    form_token: hiddenField(html, 'form_token'),
    action: 'continue',
    account: '',
    email,
    name: '',
  });
  const posted = await fetch(new URL(unescapeHtml(action ?? start.pathname), start), { method: 'POST', body: form, redirect: 'manual' });
  const location = posted.headers.get('Location');
  const token = location ? new URL(location, start).searchParams.get('token') : null;
  if (!token) throw new Error(`emailTaken: the ${provider} sign-in did not come back with a token (${posted.status}).`);
  const auth = `Basic ${Buffer.from(`${emulator.publicToken}:${emulator.publicToken}`).toString('base64')}`;
  const authenticated = await fetch(`${emulator.url}/sdk/v1/oauth/authenticate`, {
    method: 'POST',
    headers: { Authorization: auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, session_duration_minutes: 5 }),
  });
  const body = (await authenticated.json()) as { data?: { session_token?: string }; error_message?: string };
  if (!authenticated.ok || !body.data?.session_token) throw new Error(`emailTaken: oauth/authenticate answered ${authenticated.status}: ${body.error_message ?? ''}`);
  // The browser that "signed up" is gone: its session too.
  await fetch(`${emulator.url}/sdk/v1/sessions/revoke`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from(`${emulator.publicToken}:${body.data.session_token}`).toString('base64')}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
}

export async function runScenario<Name extends ScenarioName>(
  emulator: ScenarioHost,
  name: Name,
  options: ScenarioOptions[Name],
): Promise<ScenarioResult[Name]> {
  const run = async (): Promise<ScenarioResult[ScenarioName]> => {
    switch (name) {
      case 'mailScanner': {
        const { mode = 'browser' } = options as ScenarioOptions['mailScanner'];
        await emulator.settings({ mail_scanner: mode });
        return { name, off: async () => void (await emulator.settings({ mail_scanner: 'off' })) };
      }
      case 'rateLimited': {
        const target = options as ScenarioOptions['rateLimited'];
        return faultScenario(emulator, name, target, SIGN_IN_REQUESTS, {
          mode: 'error',
          status: 429,
          error_type: 'too_many_requests',
          error_message: 'Too many requests have been made.',
          retry_after_seconds: target.retryAfterSeconds ?? 60,
        });
      }
      case 'serverDown': {
        const target = options as ScenarioOptions['serverDown'];
        return faultScenario(emulator, name, target, ['*'], { mode: 'error', status: target.status ?? 500 });
      }
      case 'slow': {
        const target = options as ScenarioOptions['slow'];
        return faultScenario(emulator, name, target, ['/sdk/v1/*'], { mode: 'delay', delay_ms: target.delayMs ?? 2_000 });
      }
      case 'captchaRequired':
        return faultScenario(emulator, name, options as ScenarioTarget, SIGN_IN_REQUESTS, {
          mode: 'error',
          status: 403,
          error_type: 'captcha_required',
          error_message: 'Captcha required',
        });
      case 'captchaFailed':
        return faultScenario(emulator, name, options as ScenarioTarget, SIGN_IN_REQUESTS, {
          mode: 'error',
          status: 429,
          error_type: 'captcha_failed',
          error_message: 'Captcha failed',
        });
      case 'emailTaken': {
        const { email, by = 'oauth', provider = 'google', password } = options as ScenarioOptions['emailTaken'];
        if (typeof email !== 'string' || email === '') throw new TypeError('scenario("emailTaken") needs { email }.');
        let created: CreatedUser | null = null;
        if (by === 'oauth') await signUpWithProvider(emulator, email, provider);
        else created = await emulator.users.create({ email, ...(by === 'password' && { password: password ?? 'correct horse battery staple 9' }) });
        const user = created?.user ?? (await emulator.users.find({ email }));
        if (!user) throw new Error(`emailTaken: no user has ${email} after signing up by ${by}.`);
        return { name, email, by, userId: user.user_id, user, off: () => emulator.users.delete(user.user_id).catch(() => undefined) };
      }
      case 'impersonation': {
        const { userId, email, redirectUrl, impersonatorEmail } = options as ScenarioOptions['impersonation'];
        const id = userId ?? (email !== undefined ? (await emulator.users.find({ email }))?.user_id : undefined);
        if (!id) throw new TypeError(`scenario("impersonation") needs { userId } or the { email } of an existing user${email ? ` (no user has ${email})` : ''}.`);
        const minted = await emulator.call<{ token: string; user_id: string; expires_at: string }>('POST', '/emulator/impersonation-tokens', {
          user_id: id,
          ...(impersonatorEmail !== undefined && { impersonator_email: impersonatorEmail }),
        });
        const target = redirectUrl ?? (await emulator.settings()).default_login_redirect_url;
        if (!target) throw new Error('scenario("impersonation"): the project has no default_login_redirect_url; pass { redirectUrl }.');
        const link = new URL(target);
        link.searchParams.set('stytch_token_type', 'impersonation');
        link.searchParams.set('token', minted.token);
        return { name, token: minted.token, link: link.href, userId: minted.user_id, expiresAt: minted.expires_at, off: () => Promise.resolve() };
      }
      default:
        throw new TypeError(`Unknown scenario "${String(name)}" (known: mailScanner, rateLimited, serverDown, slow, captchaRequired, captchaFailed, emailTaken, impersonation).`);
    }
  };
  return (await run()) as ScenarioResult[Name];
}
