import { beforeEach, describe, expect, it } from 'vitest';
import { loadTotpLibrary, RECOVERY_CODE_FORMAT, totpCodeAt } from '../domain/totp';
import { createHarness, START_TIME, wrongCode, type Harness } from '../testing/harness';

const telemetry = { event_id: 'event-id-1', app: { identifier: 'localhost' } };

describe('control API', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });

  it('GET /emulator/health', async () => {
    const { status, body } = await h.call('GET', '/emulator/health');
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true });
  });

  describe('outbox', () => {
    it('lists messages newest first and filters by recipient', async () => {
      await h.sendEmailCode('ada@example.com');
      h.tick(1000);
      await h.call('POST', '/sdk/v1/otps/sms/login_or_create', { json: { phone_number: '+14155550100' } });
      h.tick(1000);
      await h.sendEmailCode('bob@example.com');

      const all = (await h.call('GET', '/emulator/outbox')).body.messages;
      expect(all.map((m: { to: string }) => m.to)).toEqual(['bob@example.com', '+14155550100', 'ada@example.com']);
      expect(all[0].created_at).toBe(new Date(START_TIME + 2000).toISOString());

      expect((await h.call('GET', '/emulator/outbox?to=ADA%40Example.com')).body.messages).toHaveLength(1);
      // An unencoded "+" arrives as a space.
      expect((await h.call('GET', '/emulator/outbox?to=+14155550100')).body.messages).toHaveLength(1);
      expect((await h.call('GET', '/emulator/outbox?to=%2B14155550100')).body.messages).toHaveLength(1);
      expect((await h.call('GET', '/emulator/outbox?to=nobody@example.com')).body.messages).toEqual([]);
      expect((await h.call('GET', '/emulator/outbox?to=')).body.messages).toHaveLength(3);
    });

    it('DELETE empties it', async () => {
      await h.sendEmailCode('ada@example.com');
      expect((await h.call('DELETE', '/emulator/outbox')).body).toEqual({ deleted: 1 });
      expect((await h.call('GET', '/emulator/outbox')).body.messages).toEqual([]);
    });
  });

  describe('events', () => {
    it('records SDK telemetry without credentials, newest first', async () => {
      const batch = [
        { telemetry, event: { public_token: 'public-token-test-portico', event_name: 'sdk_instance_instantiated', details: { a: 1 } } },
        {
          telemetry,
          event: {
            public_token: 'public-token-test-portico',
            event_name: 'otp_authenticate_failure',
            details: null,
            error_code: 'otp_code_not_found',
            http_status_code: 404,
          },
        },
      ];
      const post = await h.call('POST', '/sdk/v1/events', { json: batch, publicToken: null, origin: 'http://localhost:4200' });
      expect(post.status).toBe(200);
      expect(post.body.data).toEqual({ request_id: expect.any(String), status_code: 200 });
      expect(post.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:4200');

      const { body } = await h.call('GET', '/emulator/events');
      expect(body.events).toEqual([
        {
          id: 2,
          name: 'otp_authenticate_failure',
          details: null,
          public_token: 'public-token-test-portico',
          error: { error_code: 'otp_code_not_found', http_status_code: 404 },
          created_at: new Date(START_TIME).toISOString(),
        },
        {
          id: 1,
          name: 'sdk_instance_instantiated',
          details: { a: 1 },
          public_token: 'public-token-test-portico',
          error: null,
          created_at: new Date(START_TIME).toISOString(),
        },
      ]);
      expect((await h.call('DELETE', '/emulator/events')).body).toEqual({ deleted: 2 });
      expect((await h.call('GET', '/emulator/events')).body.events).toEqual([]);
    });

    it.each([
      [{ event: 'x' }, 'The request body must be a JSON array.'],
      [[{ telemetry }], 'Event 0 must look like'],
      [[{ event: { event_name: '' } }], 'Event 0 must look like'],
    ])('rejects %j', async (json, message) => {
      const { status, body } = await h.call('POST', '/sdk/v1/events', { json, publicToken: null });
      expect(status).toBe(400);
      expect(body.error_message).toContain(message);
    });
  });

  describe('config', () => {
    it('GET returns the settings; PUT merges a partial and takes effect at once', async () => {
      expect((await h.call('GET', '/emulator/config')).body.project_name).toBe('Portico Playground');
      const put = await h.call('PUT', '/emulator/config', { json: { project_name: 'Acme', display_watermark: true } });
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ project_name: 'Acme', display_watermark: true, public_token: 'public-token-test-portico' });
      const bootstrap = await h.call('GET', '/sdk/v1/projects/bootstrap/public-token-test-portico');
      expect(bootstrap.body.data).toMatchObject({ project_name: 'Acme', disable_sdk_watermark: false });
    });

    it('never shows the project secret, which PUT changes (checked) and a reset restores', async () => {
      expect((await h.call('GET', '/emulator/config')).body.project_secret).toBe('(hidden)');
      const put = await h.call('PUT', '/emulator/config', { json: { project_secret: 'secret-live-Abc_123=' } });
      expect(put.body.project_secret).toBe('(hidden)');
      expect(h.ctx.settings.project_secret).toBe('secret-live-Abc_123=');
      const bad = await h.call('PUT', '/emulator/config', { json: { project_secret: 'hunter2' } });
      expect(bad.body.error_message).toContain('project_secret must be a secret starting with "secret-test-" or "secret-live-"');
      await h.call('POST', '/emulator/reset');
      expect(h.ctx.settings.project_secret).toBe('secret-test-portico');
    });

    it('a new public token replaces the old one', async () => {
      await h.call('PUT', '/emulator/config', { json: { public_token: 'public-token-test-acme' } });
      expect((await h.call('GET', '/sdk/v1/projects/bootstrap/public-token-test-portico')).status).toBe(404);
      expect((await h.call('GET', '/sdk/v1/projects/bootstrap/public-token-test-acme')).status).toBe(200);
    });

    it('rejects invalid settings with a 400 naming the field, changing nothing', async () => {
      const { status, body } = await h.call('PUT', '/emulator/config', { json: { project_name: 'Acme', luds_complexity: 9 } });
      expect(status).toBe(400);
      expect(body.error_type).toBe('invalid_settings');
      expect(body.error_message).toContain('luds_complexity must be an integer from 1 to 4 (got 9)');
      expect(body).not.toHaveProperty('error_url');
      expect((await h.call('GET', '/emulator/config')).body.project_name).toBe('Portico Playground');
      expect((await h.call('PUT', '/emulator/config', { body: 'nope' })).body.error_type).toBe('bad_request');
    });
  });

  describe('users', () => {
    it('POST seeds a user, verified by default, with a password that skips the strength check', async () => {
      const { status, body } = await h.call('POST', '/emulator/users', {
        json: {
          email: 'Ada@Example.com',
          phone_number: '+14155550100',
          password: 'password',
          name: { first_name: 'Ada', last_name: 'Lovelace' },
          roles: ['admin', 'stytch_user'],
        },
      });
      expect(status).toBe(201);
      expect(body).toMatchObject({
        user_id: expect.stringMatching(/^user-test-/),
        status: 'active',
        name: { first_name: 'Ada', middle_name: '', last_name: 'Lovelace' },
        emails: [{ email_id: expect.stringMatching(/^email-test-/), email: 'ada@example.com', verified: true }],
        phone_numbers: [{ phone_id: expect.stringMatching(/^phone-number-test-/), phone_number: '+14155550100', verified: true }],
        password: { password_id: expect.stringMatching(/^password-test-/), requires_reset: false },
        roles: ['stytch_user', 'admin'],
      });
      const login = await h.call('POST', '/sdk/v1/passwords/authenticate', { json: { email: 'ada@example.com', password: 'password' } });
      expect(login.body.error_type).toBe('reset_password') // a breached password at login: Stytch's reset_password;
      await h.call('PUT', '/emulator/config', { json: { password_policy: 'none' } });
      const allowed = await h.call('POST', '/sdk/v1/passwords/authenticate', { json: { email: 'ada@example.com', password: 'password' } });
      expect(allowed.body.data.session.roles).toEqual(['stytch_user', 'admin']);
    });

    it('POST honours email_verified, phone_number_verified and password_requires_reset', async () => {
      const { body } = await h.call('POST', '/emulator/users', {
        json: { email: 'ada@example.com', email_verified: false, phone_number: '+447911123456', phone_number_verified: false, password: 'x', password_requires_reset: true },
      });
      expect(body.emails[0].verified).toBe(false);
      expect(body.phone_numbers[0].verified).toBe(false);
      expect(body.password.requires_reset).toBe(true);
    });

    it('POST refuses duplicates with 409', async () => {
      await h.call('POST', '/emulator/users', { json: { email: 'ada@example.com', phone_number: '+14155550100' } });
      const email = await h.call('POST', '/emulator/users', { json: { email: 'ADA@example.com' } });
      expect(email.status).toBe(409);
      expect(email.body).toEqual({
        status_code: 409,
        request_id: expect.any(String),
        error_type: 'duplicate_email',
        error_message: 'A user with the email ada@example.com already exists.',
      });
      const phone = await h.call('POST', '/emulator/users', { json: { phone_number: '+14155550100' } });
      expect(phone.status).toBe(409);
      expect(phone.body.error_type).toBe('duplicate_phone_number');
    });

    it.each([
      [{}, 'invalid_user', 'needs an email, a phone_number or a crypto wallet'],
      [{ email: 'ada@example.com', colour: 'blue' }, 'invalid_user', 'Unknown field "colour"'],
      [{ email: 'nope' }, 'invalid_email', 'Email format is invalid.'],
      [{ phone_number: '555' }, 'invalid_phone_number', 'E.164'],
      [{ phone_number: '+14155550100', password: 'x' }, 'invalid_user', 'A password needs an email'],
      [{ email: 'ada@example.com', password: '' }, 'invalid_user', 'password must be a non-empty string'],
      [{ email: 'ada@example.com', email_verified: 'yes' }, 'invalid_user', 'email_verified must be true or false'],
      [{ email: 'ada@example.com', name: { nickname: 'A' } }, 'invalid_user', 'name.nickname is not allowed'],
      [{ email: 'ada@example.com', roles: ['has space'] }, 'invalid_user', 'roles must be an array of role ids'],
    ])('POST rejects %j', async (json, errorType, message) => {
      const { status, body } = await h.call('POST', '/emulator/users', { json });
      expect(status).toBe(400);
      expect(body.error_type).toBe(errorType);
      expect(body.error_message).toContain(message);
      expect(body).not.toHaveProperty('error_url');
    });

    it('GET lists users and filters by email or phone number', async () => {
      const ada = await h.seedUser({ email: 'ada@example.com' });
      h.tick(1000);
      const bob = await h.seedUser({ email: 'bob@example.com', phone_number: '+14155550100' });
      const ids = (path: string) => h.call('GET', path).then(({ body }) => body.users.map((user: { user_id: string }) => user.user_id));
      expect(await ids('/emulator/users')).toEqual([ada.user_id, bob.user_id]);
      expect(await ids('/emulator/users?email=ADA%40example.com')).toEqual([ada.user_id]);
      expect(await ids('/emulator/users?phone_number=+14155550100')).toEqual([bob.user_id]);
      expect(await ids('/emulator/users?email=nobody@example.com')).toEqual([]);
    });

    it('POST /emulator/users/{id}/totps gives a user a verified authenticator app whose code of now logs in at once', async () => {
      const ada = await h.seedUser({ email: 'ada@example.com' });
      const seeded = await h.call('POST', `/emulator/users/${ada.user_id}/totps`);
      expect(seeded.status).toBe(201);
      expect(seeded.body).toEqual({ totp_id: expect.stringMatching(/^totp-test-/), user_id: ada.user_id, secret: expect.stringMatching(/^[A-Z2-7]{32}$/), recovery_codes: expect.any(Array) });
      expect(seeded.body.recovery_codes).toHaveLength(10);
      for (const code of seeded.body.recovery_codes) expect(code).toMatch(RECOVERY_CODE_FORMAT);
      const user = (await h.call('GET', '/emulator/users?email=ada@example.com')).body.users[0];
      expect(user.totps).toEqual([{ totp_id: seeded.body.totp_id, verified: true }]);

      // The app's code of now is accepted (no step was used up by the seeding), in a session of the user.
      const login = await h.loginWithEmail('ada@example.com');
      const code = totpCodeAt(await loadTotpLibrary(), seeded.body.secret, h.ctx.clock.now());
      const totp = await h.call('POST', '/sdk/v1/totps/authenticate', { json: { totp_code: code }, session: login.session_token });
      expect(totp.status).toBe(200);
      expect(totp.body.data.totp_id).toBe(seeded.body.totp_id);
      const recovered = await h.call('POST', '/sdk/v1/totps/recover', { json: { recovery_code: seeded.body.recovery_codes[0] }, session: login.session_token });
      expect(recovered.status).toBe(200);

      const again = await h.call('POST', `/emulator/users/${ada.user_id}/totps`);
      expect(again.status).toBe(409);
      expect(again.body.error_type).toBe('active_totp_exists');
      expect((await h.call('POST', '/emulator/users/user-test-nobody/totps')).status).toBe(404);
      const unknown = await h.call('POST', `/emulator/users/${ada.user_id}/totps`, { json: { secret: 'X' } });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error_type).toBe('invalid_totp_request');
    });

    it('DELETE removes one user or all of them, with their sessions', async () => {
      const login = await h.loginWithEmail('ada@example.com');
      await h.seedUser({ email: 'bob@example.com', password: 'x' });
      const one = await h.call('DELETE', `/emulator/users/${login.user_id}`);
      expect(one.body).toEqual({ deleted: 1 });
      expect((await h.call('GET', '/sdk/v1/users/me', { session: login.session_token })).status).toBe(401);
      expect((await h.call('DELETE', `/emulator/users/${login.user_id}`)).status).toBe(404);
      const again = await h.call('POST', '/sdk/v1/otps/email/login_or_create', { json: { email: 'ada@example.com' } });
      expect(again.body.data.user_created).toBe(true);
      expect((await h.call('DELETE', '/emulator/users')).body).toEqual({ deleted: 2 });
      expect((await h.call('GET', '/emulator/users')).body.users).toEqual([]);
      // The outbox is kept.
      expect((await h.call('GET', '/emulator/outbox')).body.messages).toHaveLength(2);
    });

    it('the new settings are changeable and validated', async () => {
      const put = await h.call('PUT', '/emulator/config', {
        json: { redirect_urls: ['https://app.example.com/auth'], default_login_redirect_url: 'https://app.example.com/auth', user_lock_threshold: 5 },
      });
      expect(put.body).toMatchObject({ redirect_urls: ['https://app.example.com/auth'], user_lock_threshold: 5 });
      const bad = await h.call('PUT', '/emulator/config', { json: { redirect_urls: ['https://*.example.com'], default_signup_redirect_url: 'nope' } });
      expect(bad.status).toBe(400);
      expect(bad.body.error_message).toContain('redirect_urls [0] must be an origin like "http://localhost:*"');
      expect(bad.body.error_message).toContain('default_signup_redirect_url must be an absolute http(s) URL');
    });
  });

  describe('clock', () => {
    it('reports and moves the emulator clock', async () => {
      expect((await h.call('GET', '/emulator/clock')).body).toEqual({
        now: START_TIME,
        iso: new Date(START_TIME).toISOString(),
        offset_ms: 0,
      });
      await h.call('POST', '/emulator/clock', { json: { advance_ms: 1000 } });
      const advanced = await h.call('POST', '/emulator/clock', { json: { advance_ms: 500 } });
      expect(advanced.body).toMatchObject({ now: START_TIME + 1500, offset_ms: 1500 });
      const reset = await h.call('POST', '/emulator/clock', { json: { offset_ms: 0 } });
      expect(reset.body).toMatchObject({ now: START_TIME, offset_ms: 0 });
    });

    it.each([{}, { advance_ms: -1 }, { advance_ms: 1.5 }, { advance_ms: '1' }, { advance_ms: 1, offset_ms: 0 }])(
      'rejects %j',
      async (json) => {
        const { status, body } = await h.call('POST', '/emulator/clock', { json });
        expect(status).toBe(400);
        expect(body.error_type).toBe('invalid_clock');
      },
    );
  });

  describe('reset', () => {
    it('wipes all state and restores the starting settings and clock', async () => {
      const login = await h.loginWithEmail('ada@example.com');
      await h.seedUser({ email: 'carol@example.com', password: 'x' });
      await h.call('POST', '/sdk/v1/passwords/email/reset/start', { json: { email: 'carol@example.com' } });
      await h.call('POST', '/sdk/v1/events', { json: [{ event: { event_name: 'x' } }], publicToken: null });
      await h.call('PUT', '/emulator/config', { json: { project_name: 'Changed', user_lock_threshold: 1 } });
      await h.call('POST', '/emulator/clock', { json: { advance_ms: 60_000 } });
      const locked = await h.sendEmailCode('bob@example.com');
      await h.call('POST', '/sdk/v1/otps/authenticate', { json: { token: wrongCode(locked.code), method_id: locked.methodId } });

      expect((await h.call('POST', '/emulator/reset')).body).toEqual({ ok: true });

      expect((await h.call('GET', '/emulator/outbox')).body.messages).toEqual([]);
      expect((await h.call('GET', '/emulator/events')).body.events).toEqual([]);
      await h.call('POST', '/sdk/v1/events', { json: [{ event: { event_name: 'y' } }], publicToken: null });
      expect((await h.call('GET', '/emulator/events')).body.events[0].id).toBe(1);
      expect((await h.call('GET', '/emulator/config')).body.project_name).toBe('Portico Playground');
      expect((await h.call('GET', '/emulator/clock')).body.offset_ms).toBe(0);
      expect((await h.call('GET', '/sdk/v1/users/me', { session: login.session_token })).status).toBe(401);
      const again = await h.call('POST', '/sdk/v1/otps/email/login_or_create', { json: { email: 'bob@example.com' } });
      expect(again.body.data.user_created).toBe(true);
      expect((await h.call('GET', '/emulator/users?email=carol@example.com')).body.users).toEqual([]);
      // The signing key survives, so JWKS consumers keep working.
      expect(h.store.meta.get('session_signing_key')).toBeDefined();
    });
  });

  describe('pages', () => {
    it('serves the inbox, the clientside-services stub and an index', async () => {
      for (const path of ['/emulator/inbox', '/emulator/clientside-services', '/']) {
        const { status, headers, text } = await h.call('GET', path);
        expect(status).toBe(200);
        expect(headers.get('Content-Type')).toMatch(/^text\/html/);
        expect(text).toMatch(/^<!doctype html>/);
      }
    });

    it('escapes the project name in pages', async () => {
      await h.call('PUT', '/emulator/config', { json: { project_name: '<img src=x onerror=alert(1)>' } });
      for (const path of ['/emulator/inbox', '/']) {
        const { text } = await h.call('GET', path);
        expect(text).not.toContain('<img src=x');
        expect(text).toContain('&#60;img src=x onerror=alert(1)&#62;');
      }
    });
  });

  describe('clientside services', () => {
    const rpc = (method: string, request: unknown) => h.clientsideRpc(method, request);

    it('answers only its own page, for pages on allowed_origins', async () => {
      const direct = await h.call('POST', '/emulator/clientside-services/rpc', { json: { method: 'oneTapStart', args: [{}], origin: 'http://localhost:4200' }, origin: 'https://attacker.example' });
      expect(direct.status).toBe(403);
      const relayed = await h.clientsideRpc('oneTapStart', { publicToken: 'public-token-test-portico' }, { from: 'https://attacker.example' });
      expect(relayed.body).toMatchObject({ success: false, error: { name: 'StytchAPIError', error_type: 'bad_domain_for_stytch_sdk' } });
      expect((await rpc('getExamplePhoneNumber', { regionCode: 'US' })).body.success).toBe(true);
    });

    it('parses phone numbers like the real service', async () => {
      expect((await rpc('parsedPhoneNumber', { phoneNumber: '4155550100', regionCode: 'US' })).body).toEqual({
        success: true,
        payload: { isValid: true, number: '+14155550100', national: '(415) 555-0100' },
      });
      expect((await rpc('parsedPhoneNumber', { phoneNumber: '07911 123456', regionCode: 'GB' })).body.payload).toMatchObject({
        isValid: true,
        number: '+447911123456',
      });
      expect((await rpc('parsedPhoneNumber', { phoneNumber: '12' })).body.payload.isValid).toBe(false);
    });

    it('gives example numbers and starts One Tap (routes/one-tap.test.ts has the rest)', async () => {
      expect((await rpc('getExamplePhoneNumber', { regionCode: 'US' })).body).toEqual({
        success: true,
        payload: { phoneNumber: '(201) 555-0123' },
      });
      const start = await rpc('oneTapStart', { publicToken: 'public-token-test-portico' });
      expect(start.body.payload.googleClientId).toBe('emulated-google-client-id.apps.googleusercontent.com');
      const submit = await rpc('oneTapSubmit', {});
      expect(submit.body).toMatchObject({ success: false, error: { name: 'StytchAPIError', error_type: 'public_token_not_found' } });
      const unknown = await rpc('somethingElse', {});
      expect(unknown.body).toMatchObject({ success: false, error: { name: 'Error' } });
    });
  });
});
