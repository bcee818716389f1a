/**
 * The emulator client against a real emulator started in this process (`startTestEmulator`), as
 * the fixtures use it: users with an authenticator app, the clock, faults, the inbox and the
 * scenarios that need no browser.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectEmulator, EmulatorError, startTestEmulator, type TestEmulator } from './emulator';
import { Inbox } from './inbox';
import { SIGN_IN_REQUESTS } from './scenarios';
import { totpApp, totpCode } from './totp';
import { uniqueEmail, uniquePhone } from './unique';

const basic = (user: string, secret: string) => `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;

/** A browser-SDK call, as @stytch/vanilla-js makes it. */
async function sdk(emulator: TestEmulator, path: string, body: unknown, session?: string) {
  const response = await fetch(`${emulator.url}/sdk/v1${path}`, {
    method: 'POST',
    headers: { Authorization: basic(emulator.publicToken, session ?? emulator.publicToken), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as { data?: Record<string, unknown>; error_type?: string; error_message?: string } };
}

async function emailLogin(emulator: TestEmulator, inbox: Inbox, email: string, count = 1): Promise<string> {
  const sent = await sdk(emulator, '/otps/email/login_or_create', { email });
  expect(sent.status).toBe(200);
  const { code } = await inbox.latest(email, { count });
  const login = await sdk(emulator, '/otps/authenticate', { token: code, method_id: sent.body.data?.method_id, session_duration_minutes: 30 });
  expect(login.status).toBe(200);
  return login.body.data?.session_token as string;
}

describe('startTestEmulator / connectEmulator', () => {
  let emulator: TestEmulator;
  let inbox: Inbox;
  beforeAll(async () => {
    emulator = await startTestEmulator({ settings: { project_name: 'Kit test' }, appUrl: 'http://localhost:5299' });
    inbox = new Inbox(emulator, { timeout: 3_000 });
  });
  afterAll(() => emulator.close());
  beforeEach(() => emulator.reset());

  it('starts on a free port of its own, in memory, with its settings; another start gets another port', async () => {
    expect(emulator.own).toBe(true);
    expect(emulator.url).toMatch(/^http:\/\/localhost:\d+$/);
    expect(emulator.publicToken).toBe('public-token-test-portico');
    expect(emulator.clientOptions.endpoints.testAPIURL).toBe(emulator.url);
    const settings = await emulator.settings();
    expect(settings.project_name).toBe('Kit test');
    // appUrl moves the default redirect URLs (emailed links) to the app.
    expect(settings.default_login_redirect_url).toBe('http://localhost:5299/authenticate');
    const other = await startTestEmulator();
    try {
      expect(other.url).not.toBe(emulator.url);
    } finally {
      await other.close();
    }
  });

  it('attaches to a running emulator without owning it; a URL where none runs says so', async () => {
    const attached = await connectEmulator(`${emulator.url}/`);
    expect(attached.own).toBe(false);
    expect(attached.url).toBe(emulator.url);
    await attached.close();
    expect((await fetch(`${emulator.url}/emulator/health`)).ok).toBe(true);
    await expect(connectEmulator('http://127.0.0.1:9')).rejects.toThrow('No Portico emulator answers at http://127.0.0.1:9');
  });

  it('settings change at once and come back with reset', async () => {
    expect((await emulator.settings({ password_policy: 'luds' })).password_policy).toBe('luds');
    await emulator.reset();
    expect((await emulator.settings()).password_policy).toBe('zxcvbn');
    await expect(emulator.settings({ luds_min_length: 2 })).rejects.toThrow(/PUT \/emulator\/config answered 400 invalid_settings: .*luds_min_length/);
  });

  it('the clock moves forward, and TOTP codes with it', async () => {
    const before = await emulator.clock.now();
    const after = await emulator.clock.advance(90_000);
    expect(after - before).toBeGreaterThanOrEqual(90_000);
    const app = totpApp(emulator.clock);
    expect(await app.code('JBSWY3DPEHPK3PXP')).toBe(totpCode('JBSWY3DPEHPK3PXP', await emulator.clock.now()));
    await emulator.clock.reset();
    expect((await emulator.clock.now()) - Date.now()).toBeLessThan(5_000);
    await expect(emulator.clock.advance(-1)).rejects.toThrow('clock.advance takes whole milliseconds');
  });

  it('users.create: ids, a verified authenticator app whose code of now logs in, its recovery codes', async () => {
    const ada = await emulator.users.create({ email: 'ada@example.com', phone: '+14155550100', password: 'hunter2', totp: true, name: { firstName: 'Ada' } });
    expect(ada).toMatchObject({ email: 'ada@example.com', phone: '+14155550100', password: 'hunter2', userId: expect.stringMatching(/^user-test-/) });
    expect(ada.emailId).toMatch(/^email-test-/);
    expect(ada.phoneId).toMatch(/^phone-number-test-/);
    expect(ada.totp?.recoveryCodes).toHaveLength(10);
    expect(ada.user.totps).toEqual([{ totp_id: ada.totp?.totpId, verified: true }]);
    expect(ada.user.name).toMatchObject({ first_name: 'Ada' });

    const session = await emailLogin(emulator, inbox, 'ada@example.com');
    const app = totpApp(emulator.clock);
    const totp = await sdk(emulator, '/totps/authenticate', { totp_code: await app.code(ada.totp!.secret) }, session);
    expect(totp.status).toBe(200);
    const wrong = await sdk(emulator, '/totps/authenticate', { totp_code: await app.wrongCode(ada.totp!.secret) }, session);
    expect(wrong.body.error_type).toBe('unable_to_authenticate_totp');

    await expect(emulator.users.create({ email: 'ada@example.com' })).rejects.toThrow(/409 duplicate_email/);
    // @ts-expect-error: an unknown option is refused, naming it
    await expect(emulator.users.create({ email: 'bob@example.com', phone_number: '+1' })).rejects.toThrow('unknown option "phone_number"');
    expect((await emulator.users.find({ phone: '+14155550100' }))?.user_id).toBe(ada.userId);
    await emulator.users.delete(ada.userId);
    expect(await emulator.users.find({ email: 'ada@example.com' })).toBeNull();
  });

  it('inbox.latest waits for the newest message, with count for a second one and a channel filter; all lists them; a timeout says what was missing', async () => {
    const first = sdk(emulator, '/otps/email/login_or_create', { email: 'grace@example.com' });
    const message = await inbox.latest('grace@example.com');
    expect((await first).status).toBe(200);
    expect(message).toMatchObject({ channel: 'email', to: 'grace@example.com', code: expect.stringMatching(/^\d{6}$/), link: null, scans: [] });
    expect(message.text).toContain(message.code);
    await sdk(emulator, '/otps/email/login_or_create', { email: 'grace@example.com' });
    const second = await inbox.latest('grace@example.com', { count: 2 });
    expect(second.id).not.toBe(message.id);
    expect((await inbox.all('grace@example.com')).map((entry) => entry.id)).toEqual([second.id, message.id]);

    await sdk(emulator, '/otps/whatsapp/login_or_create', { phone_number: '+14155550101' });
    expect((await inbox.latest('+14155550101', { channel: 'whatsapp' })).channel).toBe('whatsapp');
    await expect(inbox.latest('+14155550101', { channel: 'sms', timeout: 300 })).rejects.toThrow('inbox.latest: no SMS to +14155550101 after 0.3 s (0 so far)');
    await expect(inbox.latest('grace@example.com', { count: 3, timeout: 300 })).rejects.toThrow('fewer than 3');
  });

  it('trustedToken: a token session.attest exchanges for a session of its email', async () => {
    const { token, profileId } = await emulator.trustedToken({ email: 'ada@example.com' });
    const attested = await sdk(emulator, '/sessions/attest', { profile_id: profileId, token, session_duration_minutes: 30 });
    expect(attested.status).toBe(200);
    expect((attested.body.data?.user as { emails: Array<{ email: string }> }).emails[0]?.email).toBe('ada@example.com');
  });

  it('uniqueEmail and uniquePhone give addresses no other call gave', () => {
    const emails = new Set(Array.from({ length: 50 }, () => uniqueEmail('kit')));
    expect(emails.size).toBe(50);
    for (const email of emails) expect(email).toMatch(/^kit\.[a-z0-9]+\.\d+\.\d+@example\.com$/);
    const phone = uniquePhone();
    expect(phone.e164).toBe(`+1${phone.digits}`);
    expect(phone.national).toMatch(/^\(201\) 555-\d{4}$/);
    // A thousand numbers of one worker, none twice (a random number each call met an earlier one).
    const phones = new Set(Array.from({ length: 999 }, () => uniquePhone().e164));
    expect(phones.size).toBe(999);
    expect(phones.has(phone.e164)).toBe(false);
  });

  it('faults: added with their Retry-After, listed, removed', async () => {
    const fault = await emulator.faults.add({ path: '/sdk/v1/otps/*', mode: 'error', status: 429, retry_after_seconds: 12, count: 1 });
    expect(fault).toMatchObject({ mode: 'error', status: 429, retry_after_seconds: 12, remaining: 1 });
    const limited = await sdk(emulator, '/otps/email/login_or_create', { email: 'x@example.com' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('12');
    expect(await emulator.faults.list()).toEqual([]);
    await emulator.faults.add({ path: '*', mode: 'delay', delay_ms: 10 });
    await emulator.faults.clear();
    expect(await emulator.faults.list()).toEqual([]);
    await expect(emulator.faults.remove('fault-99')).rejects.toBeInstanceOf(EmulatorError);
  });
});

describe('scenarios', () => {
  let emulator: TestEmulator;
  beforeAll(async () => {
    emulator = await startTestEmulator();
  });
  afterAll(() => emulator.close());
  beforeEach(() => emulator.reset());

  it('rateLimited: 429 too_many_requests with Retry-After on the sign-in requests only, until off()', async () => {
    const scenario = await emulator.scenario('rateLimited', { retryAfterSeconds: 30 });
    expect(scenario.faults.map((fault) => fault.path)).toEqual(SIGN_IN_REQUESTS);
    const sent = await sdk(emulator, '/otps/email/login_or_create', { email: 'ada@example.com' });
    expect(sent.status).toBe(429);
    expect(sent.body).toMatchObject({ error_type: 'too_many_requests', error_message: 'Too many requests have been made.' });
    expect(sent.headers.get('Retry-After')).toBe('30');
    // The bootstrap and the strength check are not sign-in requests.
    expect((await fetch(`${emulator.url}/sdk/v1/projects/bootstrap/${emulator.publicToken}`)).status).toBe(200);
    expect((await sdk(emulator, '/passwords/strength_check', { password: 'x' })).status).toBe(200);
    await scenario.off();
    expect((await sdk(emulator, '/otps/email/login_or_create', { email: 'ada@example.com' })).status).toBe(200);
  });

  it('serverDown: 500 for everything but the control API; slow: a delay; path and count narrow them', async () => {
    const down = await emulator.scenario('serverDown');
    expect((await fetch(`${emulator.url}/sdk/v1/projects/bootstrap/${emulator.publicToken}`)).status).toBe(500);
    expect((await fetch(`${emulator.url}/emulator/health`)).status).toBe(200);
    await down.off();
    const slow = await emulator.scenario('slow', { delayMs: 300, path: '/sdk/v1/otps/*', count: 1 });
    const started = Date.now();
    expect((await sdk(emulator, '/otps/email/login_or_create', { email: 'ada@example.com' })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(slow.faults).toHaveLength(1);
  });

  it('captchaRequired and captchaFailed: the JSON errors Stytch documents (403 captcha_required, 429 captcha_failed)', async () => {
    await emulator.scenario('captchaRequired', { count: 1 });
    const required = await sdk(emulator, '/magic_links/email/login_or_create', { email: 'ada@example.com' });
    expect(required.status).toBe(403);
    expect(required.body).toMatchObject({ error_type: 'captcha_required', error_message: 'Captcha required' });
    await emulator.faults.clear();
    await emulator.scenario('captchaFailed', { path: '/sdk/v1/passwords/authenticate' });
    const failed = await sdk(emulator, '/passwords/authenticate', { email: 'ada@example.com', password: 'x' });
    expect(failed.status).toBe(429);
    expect(failed.body.error_type).toBe('captcha_failed');
  });

  it('emailTaken: the address belongs to a user who signed up with Google (or a code, or a password)', async () => {
    const taken = await emulator.scenario('emailTaken', { email: 'ada@example.com' });
    expect(taken.by).toBe('oauth');
    expect(taken.user.providers).toEqual([expect.objectContaining({ provider_type: 'Google' })]);
    expect(taken.user.emails).toEqual([expect.objectContaining({ email: 'ada@example.com', verified: true })]);
    expect(taken.user.password).toBeNull();
    // What a password sign-up with that address meets: Stytch's duplicate_email.
    const signUp = await sdk(emulator, '/passwords', { email: 'ada@example.com', password: 'a much longer passphrase 93' });
    expect(signUp.body.error_type).toBe('duplicate_email');
    // users/search says how the address signs in.
    expect((await sdk(emulator, '/users/search', { email: 'ada@example.com' })).body.data).toMatchObject({ userType: 'passwordless' });
    const withPassword = await emulator.scenario('emailTaken', { email: 'bob@example.com', by: 'password' });
    expect((await sdk(emulator, '/users/search', { email: 'bob@example.com' })).body.data).toMatchObject({ userType: 'password' });
    await withPassword.off();
    expect(await emulator.users.find({ email: 'bob@example.com' })).toBeNull();
  });

  it('impersonation: a one-use token and the link the Dashboard opens, which signs in as the user', async () => {
    const ada = await emulator.users.create({ email: 'ada@example.com' });
    const { link, token, userId } = await emulator.scenario('impersonation', { email: 'ada@example.com', redirectUrl: 'http://localhost:5299/authenticate' });
    expect(userId).toBe(ada.userId);
    expect(link).toBe(`http://localhost:5299/authenticate?stytch_token_type=impersonation&token=${token}`);
    const first = await sdk(emulator, '/impersonation/authenticate', { impersonation_token: token });
    expect(first.status).toBe(200);
    expect((first.body.data?.user as { user_id: string }).user_id).toBe(ada.userId);
    expect((await sdk(emulator, '/impersonation/authenticate', { impersonation_token: token })).body.error_type).toBe('unable_to_auth_impersonation_token');
    await expect(emulator.scenario('impersonation', { email: 'nobody@example.com' })).rejects.toThrow('(no user has nobody@example.com)');
  });

  it('mailScanner turns the setting on (fetch here: no browser in this test) and off', async () => {
    const scanner = await emulator.scenario('mailScanner', { mode: 'fetch' });
    expect((await emulator.settings()).mail_scanner).toBe('fetch');
    await scanner.off();
    expect((await emulator.settings()).mail_scanner).toBe('off');
  });

  it('an unknown scenario is refused, naming the known ones', async () => {
    // @ts-expect-error: not a scenario
    await expect(emulator.scenario('earthquake')).rejects.toThrow('Unknown scenario "earthquake" (known: mailScanner,');
  });
});
