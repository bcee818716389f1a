/**
 * A Portico emulator for a test: one the test process starts (`startTestEmulator`, on a free
 * port, in memory) or one already running (`connectEmulator`), driven through its control API
 * (`/emulator/*`, docs/emulator.md): reset, settings, the clock, users, faults, the outbox and the
 * named scenarios. Plain `fetch`, no test runner: the Playwright fixtures (`./playwright`) are built
 * on it, and any other runner can use it as it is.
 */
import type { Fault, ProjectSettings, SettingsInput } from '@portico/emulator';
import { DEFAULT_EMULATOR_URL, DEFAULT_PUBLIC_TOKEN, emulatorClientOptions, type EmulatorClientOptions } from '@portico/emulator/client-options';
import { runScenario, type ScenarioName, type ScenarioOptions, type ScenarioResult } from './scenarios';

/** An answer of the control API that was not what the call needed. */
export class EmulatorError extends Error {
  constructor(
    readonly call: string,
    readonly status: number,
    readonly errorType: string | null,
    message: string,
  ) {
    super(`${call} answered ${status}${errorType ? ` ${errorType}` : ''}: ${message}`);
    this.name = 'EmulatorError';
  }
}

/** A user as the emulator shows it (Stytch's User object; the fields a test reads most are typed). */
export interface EmulatorUser {
  user_id: string;
  emails: Array<{ email_id: string; email: string; verified: boolean }>;
  phone_numbers: Array<{ phone_id: string; phone_number: string; verified: boolean }>;
  webauthn_registrations: Array<{ webauthn_registration_id: string; name: string; domain: string }>;
  totps: Array<{ totp_id: string; verified: boolean }>;
  crypto_wallets: Array<{ crypto_wallet_id: string; crypto_wallet_address: string; crypto_wallet_type: string; verified: boolean }>;
  providers: Array<{ provider_type: string; provider_subject: string; oauth_user_registration_id: string }>;
  password: { password_id: string; requires_reset: boolean } | null;
  [field: string]: unknown;
}

export interface CreateUserOptions {
  email?: string;
  /** A phone number in E.164 (`+14155550100`). */
  phone?: string;
  /** Stored as given, without the strength check (a weak or breached one is fine). Needs `email`. */
  password?: string;
  /** Gives the user a verified authenticator app: the result carries its secret and recovery codes. */
  totp?: boolean;
  name?: { firstName?: string; middleName?: string; lastName?: string };
  /** Role ids added to `stytch_user`. */
  roles?: string[];
  /** Verified unless `false`. */
  emailVerified?: boolean;
  /** Verified unless `false`. */
  phoneVerified?: boolean;
  /** The next password login sends a reset email instead (Stytch's "reset required"). */
  passwordRequiresReset?: boolean;
  /** Wallets the user signs in with (verified). */
  wallets?: Array<{ type: 'ethereum' | 'solana'; address: string }>;
}

/** What a test needs of a user it created. */
export interface CreatedUser {
  userId: string;
  email: string | null;
  emailId: string | null;
  phone: string | null;
  phoneId: string | null;
  password: string | null;
  /** The authenticator app of `totp: true`: its base32 secret (for `totp.code`) and ten recovery codes. */
  totp: { totpId: string; secret: string; recoveryCodes: string[] } | null;
  /** The user as the emulator answered it. */
  user: EmulatorUser;
}

/** A fault, as `POST /emulator/faults` takes it (the emulator's own field names: docs/emulator.md, "Fault injection"). */
export interface FaultSpec {
  /** A path pattern: `*` matches any characters, `/` included (`/sdk/v1/otps/*`). */
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
  mode: 'error' | 'delay' | 'drop' | 'malformed';
  status?: number;
  error_type?: string;
  error_message?: string;
  delay_ms?: number;
  count?: number;
  retry_after_seconds?: number;
}

export type Channel = 'email' | 'sms' | 'whatsapp';

/** One visit of the mail scanner to a link of a message. */
export interface MessageScan {
  url: string;
  mode: 'fetch' | 'browser';
  at: string;
  outcome: 'visited' | 'failed';
  status?: number;
  finalUrl?: string;
  title?: string;
  error?: string;
}

/** An email, SMS or WhatsApp message the emulator sent. */
export interface InboxMessage {
  id: string;
  channel: Channel;
  /** The email address or E.164 phone number. */
  to: string;
  /** The sender (emails only). */
  from: string | null;
  /** The subject (emails only). */
  subject: string | null;
  /** The message's text. */
  text: string;
  /** The one-time passcode it carries, if any. */
  code: string | null;
  /** The magic link or reset link it carries, if any. */
  link: string | null;
  /** When it was sent (ISO 8601, on the emulator's clock). */
  sentAt: string;
  /** The mail scanner's visits of its links (`[]` when no scanner ran). */
  scans: MessageScan[];
}

interface OutboxMessageJson {
  id: string;
  channel: Channel;
  to: string;
  from: string | null;
  subject: string | null;
  body: string;
  code: string | null;
  link: string | null;
  created_at: string;
  scans: MessageScan[];
}

export interface EmulatorClock {
  /** The emulator's time (epoch ms): real time plus the offset. */
  now(): Promise<number>;
  /** Moves the emulator's clock forward (codes, links, sessions and TOTP codes follow it); resolves to the new time. */
  advance(ms: number): Promise<number>;
  /** Back to real time (offset 0). */
  reset(): Promise<void>;
}

export interface EmulatorUsers {
  create(options: CreateUserOptions): Promise<CreatedUser>;
  /** The user with this email address or phone number, or null. */
  find(by: { email: string } | { phone: string }): Promise<EmulatorUser | null>;
  list(): Promise<EmulatorUser[]>;
  delete(userId: string): Promise<void>;
}

export interface EmulatorFaults {
  /** Adds a fault; resolves to it (with its `id`). */
  add(fault: FaultSpec): Promise<Fault>;
  list(): Promise<Fault[]>;
  remove(id: string): Promise<void>;
  /** Removes every fault (requests waiting on a delay go on at once). */
  clear(): Promise<void>;
}

/** The emulator a test talks to. */
export interface TestEmulator {
  /** Its base URL, e.g. `http://localhost:41237`. */
  readonly url: string;
  /** The project's public token (the page's Stytch client uses it). */
  readonly publicToken: string;
  /** The project id (its Backend API's user name). */
  readonly projectId: string;
  /** Started by this process (`startTestEmulator`), rather than attached to. */
  readonly own: boolean;
  /** `emulatorClientOptions(url)`: the Stytch client options that point at it. */
  readonly clientOptions: EmulatorClientOptions;
  /** Wipes users, sessions, the outbox, faults; the settings and clock go back to how it started. */
  reset(): Promise<void>;
  /** The settings (`project_secret` hidden). */
  settings(): Promise<ProjectSettings>;
  /** Changes settings (docs/emulator.md, "Settings"), at once; resolves to all of them. */
  settings(changes: SettingsInput): Promise<ProjectSettings>;
  readonly clock: EmulatorClock;
  readonly users: EmulatorUsers;
  readonly faults: EmulatorFaults;
  /** The messages sent to `to` (or all), newest first. The `inbox` fixture waits for them. */
  messages(to?: string): Promise<InboxMessage[]>;
  /**
   * A trusted auth token for `session.attest` (Stytch's trusted auth tokens; docs/emulator.md,
   * "Trusted auth tokens"), as your backend would mint one: for `email`, signed for `profileId`
   * (default: the first profile the emulator can sign for).
   */
  trustedToken(options: { email: string; profileId?: string; tokenId?: string; expiresInSeconds?: number; claims?: Record<string, unknown> }): Promise<{
    token: string;
    profileId: string;
    tokenId: string;
    expiresAt: string;
  }>;
  /** A scenario a hosted service cannot give a test (docs/testing.md, "Scenarios"). */
  scenario<Name extends ScenarioName>(name: Name, ...options: OptionalIfEmpty<ScenarioOptions[Name]>): Promise<ScenarioResult[Name]>;
  /** A control-API call of its own (`path` under the base URL), for what the methods above do not cover. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** Stops an emulator this process started; nothing for one attached to. */
  close(): Promise<void>;
}

type OptionalIfEmpty<T> = Partial<T> extends T ? [options?: T] : [options: T];

const trimSlash = (url: string) => url.replace(/\/+$/, '');

class Emulator implements TestEmulator {
  readonly clientOptions: EmulatorClientOptions;
  readonly clock: EmulatorClock;
  readonly users: EmulatorUsers;
  readonly faults: EmulatorFaults;

  constructor(
    readonly url: string,
    readonly publicToken: string,
    readonly projectId: string,
    readonly own: boolean,
    private readonly stop: () => Promise<void>,
  ) {
    this.clientOptions = emulatorClientOptions(url);
    this.clock = {
      now: async () => (await this.call<{ now: number }>('GET', '/emulator/clock')).now,
      advance: async (ms) => {
        if (!Number.isInteger(ms) || ms < 0) throw new TypeError(`clock.advance takes whole milliseconds, 0 or more (got ${ms}).`);
        return (await this.call<{ now: number }>('POST', '/emulator/clock', { advance_ms: ms })).now;
      },
      reset: async () => {
        await this.call('POST', '/emulator/clock', { offset_ms: 0 });
      },
    };
    this.users = {
      create: (options) => this.createUser(options),
      find: async (by) => {
        const query = 'email' in by ? `email=${encodeURIComponent(by.email)}` : `phone_number=${encodeURIComponent(by.phone)}`;
        return (await this.call<{ users: EmulatorUser[] }>('GET', `/emulator/users?${query}`)).users[0] ?? null;
      },
      list: async () => (await this.call<{ users: EmulatorUser[] }>('GET', '/emulator/users')).users,
      delete: async (userId) => {
        await this.call('DELETE', `/emulator/users/${encodeURIComponent(userId)}`);
      },
    };
    this.faults = {
      add: (fault) => this.call<Fault>('POST', '/emulator/faults', fault),
      list: async () => (await this.call<{ faults: Fault[] }>('GET', '/emulator/faults')).faults,
      remove: async (id) => {
        await this.call('DELETE', `/emulator/faults/${encodeURIComponent(id)}`);
      },
      clear: async () => {
        await this.call('DELETE', '/emulator/faults');
      },
    };
  }

  fetch(path: string, init: RequestInit = {}): Promise<Response> {
    return fetch(`${this.url}${path.startsWith('/') ? path : `/${path}`}`, init);
  }

  /** A control-API call; a non-2xx answer throws an {@link EmulatorError} naming the call. */
  async call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const call = `${method} ${path.split('?')[0]}`;
    let response: Response;
    try {
      response = await this.fetch(path, {
        method,
        ...(body !== undefined && { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
      });
    } catch (error) {
      throw new EmulatorError(call, 0, null, `no answer from the emulator at ${this.url} (${error instanceof Error ? error.message : String(error)}).`);
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text === '' ? null : JSON.parse(text);
    } catch {
      // reported below if the status says it failed
    }
    if (!response.ok) {
      const error = (json ?? {}) as { error_type?: string; error_message?: string };
      throw new EmulatorError(call, response.status, error.error_type ?? null, error.error_message ?? text.slice(0, 300));
    }
    return json as T;
  }

  async reset(): Promise<void> {
    await this.call('POST', '/emulator/reset');
  }

  settings(changes?: SettingsInput): Promise<ProjectSettings> {
    return changes === undefined ? this.call('GET', '/emulator/config') : this.call('PUT', '/emulator/config', changes);
  }

  async messages(to?: string): Promise<InboxMessage[]> {
    const query = to === undefined ? '' : `?to=${encodeURIComponent(to)}`;
    const { messages } = await this.call<{ messages: OutboxMessageJson[] }>('GET', `/emulator/outbox${query}`);
    return messages.map((message) => ({
      id: message.id,
      channel: message.channel,
      to: message.to,
      from: message.from,
      subject: message.subject,
      text: message.body,
      code: message.code,
      link: message.link,
      sentAt: message.created_at,
      scans: message.scans ?? [],
    }));
  }

  scenario<Name extends ScenarioName>(name: Name, ...options: OptionalIfEmpty<ScenarioOptions[Name]>): Promise<ScenarioResult[Name]> {
    return runScenario(this, name, (options[0] ?? {}) as ScenarioOptions[Name]);
  }

  async trustedToken(options: { email: string; profileId?: string; tokenId?: string; expiresInSeconds?: number; claims?: Record<string, unknown> }) {
    const minted = await this.call<{ token: string; profile_id: string; token_id: string; expires_at: string }>('POST', '/emulator/trusted-tokens', {
      email: options.email,
      ...(options.profileId !== undefined && { profile_id: options.profileId }),
      ...(options.tokenId !== undefined && { token_id: options.tokenId }),
      ...(options.expiresInSeconds !== undefined && { expires_in_seconds: options.expiresInSeconds }),
      ...(options.claims !== undefined && { claims: options.claims }),
    });
    return { token: minted.token, profileId: minted.profile_id, tokenId: minted.token_id, expiresAt: minted.expires_at };
  }

  private async createUser(options: CreateUserOptions): Promise<CreatedUser> {
    const known = new Set(['email', 'phone', 'password', 'totp', 'name', 'roles', 'emailVerified', 'phoneVerified', 'passwordRequiresReset', 'wallets']);
    const unknown = Object.keys(options).find((key) => !known.has(key));
    if (unknown !== undefined) throw new TypeError(`users.create: unknown option "${unknown}" (known: ${[...known].join(', ')}).`);
    const name = options.name && {
      ...(options.name.firstName !== undefined && { first_name: options.name.firstName }),
      ...(options.name.middleName !== undefined && { middle_name: options.name.middleName }),
      ...(options.name.lastName !== undefined && { last_name: options.name.lastName }),
    };
    const user = await this.call<EmulatorUser>('POST', '/emulator/users', {
      ...(options.email !== undefined && { email: options.email }),
      ...(options.emailVerified !== undefined && { email_verified: options.emailVerified }),
      ...(options.phone !== undefined && { phone_number: options.phone }),
      ...(options.phoneVerified !== undefined && { phone_number_verified: options.phoneVerified }),
      ...(options.password !== undefined && { password: options.password }),
      ...(options.passwordRequiresReset !== undefined && { password_requires_reset: options.passwordRequiresReset }),
      ...(name && { name }),
      ...(options.roles && { roles: options.roles }),
      ...(options.wallets && {
        crypto_wallets: options.wallets.map((wallet) => ({ crypto_wallet_type: wallet.type, crypto_wallet_address: wallet.address })),
      }),
    });
    let totp: CreatedUser['totp'] = null;
    if (options.totp) {
      const seeded = await this.call<{ totp_id: string; secret: string; recovery_codes: string[] }>(
        'POST',
        `/emulator/users/${encodeURIComponent(user.user_id)}/totps`,
      );
      totp = { totpId: seeded.totp_id, secret: seeded.secret, recoveryCodes: seeded.recovery_codes };
    }
    const email = user.emails[0];
    const phone = user.phone_numbers[0];
    return {
      userId: user.user_id,
      email: email?.email ?? null,
      emailId: email?.email_id ?? null,
      phone: phone?.phone_number ?? null,
      phoneId: phone?.phone_id ?? null,
      password: options.password ?? null,
      totp,
      user: options.totp ? ((await this.users.find({ email: email?.email ?? '' })) ?? user) : user,
    };
  }

  close(): Promise<void> {
    return this.stop();
  }
}

/** Reads the project's public token and id, checking that an emulator answers at all. */
async function describeProject(url: string, hint: string): Promise<{ publicToken: string; projectId: string }> {
  let response: Response;
  try {
    response = await fetch(`${url}/emulator/config`);
  } catch (error) {
    throw new Error(`No Portico emulator answers at ${url}${hint} (${error instanceof Error ? error.message : String(error)}).`, { cause: error });
  }
  if (!response.ok) throw new Error(`${url}/emulator/config answered ${response.status}: is ${url} a Portico emulator${hint}?`);
  const settings = (await response.json()) as { public_token?: string; project_id?: string };
  return { publicToken: settings.public_token ?? DEFAULT_PUBLIC_TOKEN, projectId: settings.project_id ?? 'project-test-portico' };
}

/** Attaches to an emulator that is already running (yours, a CI service): nothing is started or stopped. */
export async function connectEmulator(url: string = DEFAULT_EMULATOR_URL): Promise<TestEmulator> {
  const base = trimSlash(url);
  const { publicToken, projectId } = await describeProject(base, '');
  return new Emulator(base, publicToken, projectId, false, () => Promise.resolve());
}

export interface StartTestEmulatorOptions {
  /** Settings (docs/emulator.md, "Settings"), or the path of a settings JSON file. `reset()` comes back to them. */
  settings?: SettingsInput | string;
  /** Where the app runs: the default redirect URLs (emailed links) point there (`--app-url`). */
  appUrl?: string;
  /** The emulator URLs the app under test was built with: the mail scanner's browser routes them here (`startEmulator`'s `aliases`). */
  aliases?: readonly string[];
  /** Defaults to 0: a free port. */
  port?: number;
  /**
   * scrypt's cost for new password hashes, log2 of N (`--password-hash-cost`): default 10, about
   * 4 ms a hash instead of 0.13 s; tests check flows, not the hash's strength.
   */
  passwordHashCost?: number;
}

/** Starts an emulator in this process, in memory, on a free port (unless `port` says otherwise). */
export async function startTestEmulator(options: StartTestEmulatorOptions = {}): Promise<TestEmulator> {
  const { startEmulator } = await import('@portico/emulator/node');
  const running = await startEmulator({
    port: options.port ?? 0,
    db: ':memory:',
    ...(options.settings !== undefined && { config: options.settings }),
    ...(options.appUrl !== undefined && { appUrl: options.appUrl }),
    ...(options.aliases !== undefined && { aliases: options.aliases }),
    passwordHashing: { logN: options.passwordHashCost ?? 10, r: 8, p: 1 },
  });
  const { publicToken, projectId } = { publicToken: running.ctx.settings.public_token, projectId: running.ctx.settings.project_id };
  return new Emulator(running.url, publicToken, projectId, true, () => running.close());
}
