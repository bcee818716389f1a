import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, START_TIME, wrongCode, type Harness } from '../testing/harness';

const MINUTE = 60_000;
const LOCK_MESSAGE = 'Too many failed authentication attempts. Please try again later.';

describe('OTP', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });

  const authenticate = (token: string, methodId: string, extra: Record<string, unknown> = {}) =>
    h.call('POST', '/sdk/v1/otps/authenticate', { json: { token, method_id: methodId, ...extra } });

  describe('email login_or_create', () => {
    it('creates the user once, with an unverified email, and sends a 6-digit code', async () => {
      const first = await h.call('POST', '/sdk/v1/otps/email/login_or_create', { json: { email: 'Ada@Example.COM' } });
      expect(first.status).toBe(200);
      const data = first.body.data;
      expect(data.method_id).toMatch(/^email-test-[0-9a-f-]{36}$/);
      expect(data.email_id).toBe(data.method_id);
      expect(data.user_id).toMatch(/^user-test-[0-9a-f-]{36}$/);
      expect(data.user_created).toBe(true);

      const second = await h.call('POST', '/sdk/v1/otps/email/login_or_create', { json: { email: 'ada@example.com' } });
      expect(second.body.data).toMatchObject({ method_id: data.method_id, user_id: data.user_id, user_created: false });

      const user = h.store.users.get(data.user_id);
      expect(user?.status).toBe('active');
      expect(h.store.emails.listForUser(data.user_id)).toEqual([
        expect.objectContaining({ email: 'ada@example.com', verified: false }),
      ]);

      const { body } = await h.call('GET', '/emulator/outbox?to=ADA@example.com');
      expect(body.messages).toHaveLength(2);
      const [latest, earliest] = body.messages;
      expect(latest).toEqual({
        id: expect.stringMatching(/^message-test-/),
        channel: 'email',
        from: 'no-reply@portico.test',
        to: 'ada@example.com',
        subject: 'Your Portico Playground login code',
        body: expect.stringContaining(`Your Portico Playground login code is ${latest.code}.`),
        code: expect.stringMatching(/^\d{6}$/),
        link: null,
        created_at: new Date(START_TIME).toISOString(),
        scans: [],
      });
      // No expiration_minutes: Stytch's default, 2 minutes (the widget always sends its own).
      expect(latest.body).toContain('It expires in 2 minutes.');
      expect(earliest.subject).toBe('Your Portico Playground sign-up code');
    });

    it('uses the expiration, locale and sender domain', async () => {
      await h.call('PUT', '/emulator/config', { json: { email_domains: ['acme.test'], project_name: 'Acme' } });
      await h.call('POST', '/sdk/v1/otps/email/login_or_create', {
        json: { email: 'ada@example.com', expiration_minutes: 1, locale: 'pt-BR', login_template_id: 'ignored' },
      });
      const [message] = (await h.call('GET', '/emulator/outbox')).body.messages;
      expect(message.from).toBe('no-reply@acme.test');
      expect(message.subject).toBe('Seu código de cadastro do Acme');
      expect(message.body).toContain('Ele expira em 1 minuto.');
    });

    it.each(['', 'ada', 'ada@', '@example.com', 'ada@example', 'a da@example.com', 'ada@@example.com', 42, null])(
      'rejects the email %j',
      async (email) => {
        const { status, body } = await h.call('POST', '/sdk/v1/otps/email/login_or_create', { json: { email } });
        expect(status).toBe(400);
        expect(body).toMatchObject({ error_type: 'invalid_email', error_message: 'Email format is invalid.' });
      },
    );

    it.each([0, 11, 2.5, '5'])('rejects expiration_minutes %j', async (minutes) => {
      const { status, body } = await h.call('POST', '/sdk/v1/otps/email/login_or_create', {
        json: { email: 'ada@example.com', expiration_minutes: minutes },
      });
      expect(status).toBe(400);
      expect(body.error_type).toBe('invalid_expiration_otp');
      expect(body.error_message).toContain('expiration_minutes must be a whole number from 1 to 10');
    });

    it('rejects an unsupported locale and mistyped template ids', async () => {
      const locale = await h.call('POST', '/sdk/v1/otps/email/login_or_create', { json: { email: 'ada@example.com', locale: 'de' } });
      expect(locale.status).toBe(400);
      expect(locale.body.error_type).toBe('invalid_locale');
      const template = await h.call('POST', '/sdk/v1/otps/email/login_or_create', {
        json: { email: 'ada@example.com', signup_template_id: 7 },
      });
      expect(template.status).toBe(400);
      expect(template.body.error_message).toBe('signup_template_id must be a string.');
    });
  });

  describe('SMS and WhatsApp login_or_create', () => {
    it.each(['sms', 'whatsapp'] as const)('%s creates a user with an unverified phone number', async (channel) => {
      const { status, body } = await h.call('POST', `/sdk/v1/otps/${channel}/login_or_create`, {
        json: { phone_number: '+14155550100' },
      });
      expect(status).toBe(200);
      expect(body.data.method_id).toMatch(/^phone-number-test-[0-9a-f-]{36}$/);
      expect(body.data.phone_id).toBe(body.data.method_id);
      expect(body.data.user_created).toBe(true);
      expect(h.store.phoneNumbers.listForUser(body.data.user_id)).toEqual([
        expect.objectContaining({ phone_number: '+14155550100', verified: false }),
      ]);
      const [message] = (await h.call('GET', '/emulator/outbox?to=+14155550100')).body.messages;
      expect(message).toMatchObject({ channel, to: '+14155550100', subject: null, from: null, link: null });
      expect(message.body).toBe(`${message.code} is your Portico Playground sign-up code. It expires in 2 minutes.`);
    });

    it('shares the user between SMS and WhatsApp for one number', async () => {
      await h.call('PUT', '/emulator/config', { json: { international_sms_enabled: true } });
      const sms = await h.call('POST', '/sdk/v1/otps/sms/login_or_create', { json: { phone_number: '+447911123456' } });
      const whatsapp = await h.call('POST', '/sdk/v1/otps/whatsapp/login_or_create', { json: { phone_number: '+447911123456' } });
      expect(whatsapp.body.data).toMatchObject({ method_id: sms.body.data.method_id, user_created: false });
    });

    it.each(['4155550100', '+1 415 555 0100', '+1415555', '+0123456789', '', 14155550100])(
      'rejects the phone number %j',
      async (phone) => {
        const { status, body } = await h.call('POST', '/sdk/v1/otps/sms/login_or_create', { json: { phone_number: phone } });
        expect(status).toBe(400);
        expect(body).toMatchObject({
          error_type: 'invalid_phone_number',
          error_message: 'Phone number format is invalid. Ensure the phone number is in the E.164 format.',
        });
      },
    );

    it('sends to US and Canadian numbers only until international SMS is enabled, as a new Stytch project', async () => {
      const send = (channel: string, phone: string, path = 'login_or_create') =>
        h.call('POST', `/sdk/v1/otps/${channel}/${path}`, { json: { phone_number: phone } });
      // A UK mobile, a German mobile, and +1 numbers of the Bahamas and Jamaica (NANP, not US or Canada).
      for (const phone of ['+447911123456', '+4915123456789', '+12423570000', '+18762345678']) {
        for (const channel of ['sms', 'whatsapp']) {
          const { status, body } = await send(channel, phone);
          expect({ phone, channel, status, error_type: body.error_type }).toEqual({
            phone,
            channel,
            status: 400,
            error_type: 'invalid_phone_number_country_code',
          });
          expect(body.error_message).toMatch(/^The phone number's country code is invalid, unsupported, or disabled\. .*international_sms_enabled/);
        }
      }
      // Refused before anything happens: no user, no message.
      expect(h.store.users.list()).toHaveLength(0);
      expect((await h.call('GET', '/emulator/outbox')).body.messages).toEqual([]);
      // A seeded user's international number is refused on send/primary too.
      await h.seedUser({ phone_number: '+447911123456' });
      expect((await send('sms', '+447911123456', 'send/primary')).body.error_type).toBe('invalid_phone_number_country_code');
      // The United States and Canada (Toronto).
      expect((await send('sms', '+14155550100')).status).toBe(200);
      expect((await send('whatsapp', '+14165550123')).status).toBe(200);

      await h.call('PUT', '/emulator/config', { json: { international_sms_enabled: true } });
      expect((await send('sms', '+447911123456', 'send/primary')).status).toBe(200);
      expect((await send('whatsapp', '+4915123456789')).status).toBe(200);
      expect((await send('sms', '+12423570000')).status).toBe(200);
    });

    it('rejects a country calling code that does not exist', async () => {
      const { status, body } = await h.call('POST', '/sdk/v1/otps/whatsapp/login_or_create', { json: { phone_number: '+9991234567' } });
      expect(status).toBe(400);
      expect(body).toMatchObject({
        error_type: 'invalid_phone_number_country_code',
        error_message: "The phone number's country code is invalid, unsupported, or disabled.",
      });
    });
  });

  describe('send (primary and secondary)', () => {
    const send = (path: string, json: Record<string, unknown>, session?: string) =>
      h.call('POST', `/sdk/v1/otps/${path}`, { json, session });

    it('primary sends to existing users only, on every channel', async () => {
      for (const [path, json, type] of [
        ['email/send/primary', { email: 'ada@example.com' }, 'email_not_found'],
        ['sms/send/primary', { phone_number: '+12025550162' }, 'phone_number_not_found'],
        ['whatsapp/send/primary', { phone_number: '+12025550162' }, 'phone_number_not_found'],
      ] as const) {
        const { status, body } = await send(path, json);
        expect(status).toBe(404);
        expect(body.error_type).toBe(type);
      }
      expect((await h.call('GET', '/emulator/outbox')).body.messages).toEqual([]);
      expect((await h.call('GET', '/emulator/users')).body.users).toEqual([]);

      const user = await h.seedUser({ email: 'ada@example.com', phone_number: '+12025550162' });
      const email = await send('email/send/primary', { email: 'ADA@example.com', expiration_minutes: 2 });
      expect(email.body.data).toEqual(
        expect.objectContaining({ method_id: user.emails[0].email_id, email_id: user.emails[0].email_id, user_id: user.user_id }),
      );
      const message = await h.latestMessage('ada@example.com');
      expect(message.subject).toBe('Your Portico Playground login code');
      expect(message.body).toContain('It expires in 2 minutes.');
      const { body } = await h.call('POST', '/sdk/v1/otps/authenticate', { json: { token: message.code, method_id: email.body.data.method_id } });
      expect(body.data.user_id).toBe(user.user_id);

      const sms = await send('whatsapp/send/primary', { phone_number: '+12025550162' });
      expect(sms.body.data).toMatchObject({ method_id: user.phone_numbers[0].phone_id, phone_id: user.phone_numbers[0].phone_id });
      expect((await h.latestMessage('+12025550162')).channel).toBe('whatsapp');
    });

    it('validates the address before anything else', async () => {
      expect((await send('email/send/primary', { email: 'nope' })).body.error_type).toBe('invalid_email');
      expect((await send('sms/send/secondary', { phone_number: '2025550162' })).body.error_type).toBe('invalid_phone_number');
    });

    it('secondary needs a live session', async () => {
      const { status, body } = await send('sms/send/secondary', { phone_number: '+12025550162' });
      expect(status).toBe(401);
      expect(body.error_type).toBe('user_unauthenticated');
    });

    it('secondary refuses another user’s number', async () => {
      await h.seedUser({ phone_number: '+12025550162' });
      const login = await h.loginWithEmail('ada@example.com');
      const { status, body } = await send('sms/send/secondary', { phone_number: '+12025550162' }, login.session_token);
      expect(status).toBe(400);
      expect(body.error_type).toBe('duplicate_phone_number');
    });

    it('secondary adds a new number to the logged-in user only once the code is authenticated', async () => {
      const login = await h.loginWithEmail('ada@example.com');
      const sent = await send('sms/send/secondary', { phone_number: '+12025550162' }, login.session_token);
      expect(sent.body.data).toMatchObject({ user_id: login.user_id, method_id: expect.stringMatching(/^phone-number-test-/) });
      const methodId = sent.body.data.method_id;
      expect(sent.body.data.phone_id).toBe(methodId);
      expect(h.store.phoneNumbers.listForUser(login.user_id)).toEqual([]);

      const code = await h.latestCode('+12025550162');
      const wrong = await h.call('POST', '/sdk/v1/otps/authenticate', {
        json: { token: wrongCode(code), method_id: methodId },
        session: login.session_token,
      });
      expect(wrong.body.error_type).toBe('otp_code_not_found');
      expect(h.store.phoneNumbers.listForUser(login.user_id)).toEqual([]);

      h.tick(MINUTE);
      const { body } = await h.call('POST', '/sdk/v1/otps/authenticate', {
        json: { token: code, method_id: methodId },
        session: login.session_token,
      });
      expect(body.data.session.session_id).toBe(login.session.session_id);
      expect(body.data.user.phone_numbers).toEqual([{ phone_id: methodId, phone_number: '+12025550162', verified: true }]);
      expect(body.data.session.authentication_factors).toEqual([
        expect.objectContaining({ type: 'otp', delivery_method: 'email' }),
        expect.objectContaining({ type: 'otp', delivery_method: 'sms', phone_number_factor: { phone_id: methodId, phone_number: '+12025550162' } }),
      ]);

      // Now the number is theirs: a second secondary send goes to the same method.
      const again = await send('whatsapp/send/secondary', { phone_number: '+12025550162' }, login.session_token);
      expect(again.body.data.method_id).toBe(methodId);
    });

    it('secondary to the user’s own email reuses it, and an address taken meanwhile is refused on authenticate', async () => {
      const login = await h.loginWithEmail('ada@example.com');
      const own = await send('email/send/secondary', { email: 'ada@example.com' }, login.session_token);
      expect(own.body.data.method_id).toBe(login.user.emails[0].email_id);

      const adding = await send('email/send/secondary', { email: 'ada.work@example.com' }, login.session_token);
      const code = await h.latestCode('ada.work@example.com');
      await h.seedUser({ email: 'ada.work@example.com' });
      const { status, body } = await h.call('POST', '/sdk/v1/otps/authenticate', {
        json: { token: code, method_id: adding.body.data.method_id },
        session: login.session_token,
      });
      expect(status).toBe(400);
      expect(body.error_type).toBe('duplicate_email');
      expect(h.store.emails.listForUser(login.user_id)).toHaveLength(1);
    });
  });

  describe('authenticate', () => {
    it('logs in with the code, verifies the email and starts a session', async () => {
      const { methodId, code, userId } = await h.sendEmailCode('ada@example.com');
      const { status, body } = await authenticate(code, methodId, { session_duration_minutes: 60 });
      expect(status).toBe(200);
      const data = body.data;
      expect(data.method_id).toBe(methodId);
      expect(data.user_id).toBe(userId);
      expect(data.session_token).toMatch(/^[A-Za-z0-9_-]{44,}$/);
      expect(data.session_jwt.split('.')).toHaveLength(3);
      expect(data.user.emails).toEqual([{ email_id: methodId, email: 'ada@example.com', verified: true }]);
      expect(data.session).toMatchObject({
        session_id: expect.stringMatching(/^session-test-/),
        user_id: userId,
        started_at: new Date(START_TIME).toISOString(),
        expires_at: new Date(START_TIME + 60 * MINUTE).toISOString(),
        authentication_factors: [
          {
            type: 'otp',
            delivery_method: 'email',
            last_authenticated_at: new Date(START_TIME).toISOString(),
            email_factor: { email_id: methodId, email_address: 'ada@example.com' },
          },
        ],
      });
      expect(data).not.toHaveProperty('__user');
    });

    it('defaults the session to 30 minutes and validates its duration', async () => {
      const defaults = await h.loginWithEmail('ada@example.com');
      expect(defaults.session.expires_at).toBe(new Date(START_TIME + 30 * MINUTE).toISOString());
      for (const minutes of [4, 527041, 30.5, '30']) {
        const { methodId, code } = await h.sendEmailCode('bob@example.com');
        const { status, body } = await authenticate(code, methodId, { session_duration_minutes: minutes });
        expect(status).toBe(400);
        expect(body.error_type).toBe('invalid_session_duration_minutes');
      }
    });

    it.each(['sms', 'whatsapp'] as const)('logs in by %s with a phone_number_factor', async (channel) => {
      const sent = await h.call('POST', `/sdk/v1/otps/${channel}/login_or_create`, { json: { phone_number: '+14155550100' } });
      const methodId = sent.body.data.method_id;
      const { body } = await authenticate(await h.latestCode('+14155550100'), methodId);
      expect(body.data.user.phone_numbers).toEqual([{ phone_id: methodId, phone_number: '+14155550100', verified: true }]);
      expect(body.data.session.authentication_factors).toEqual([
        expect.objectContaining({
          type: 'otp',
          delivery_method: channel,
          phone_number_factor: { phone_id: methodId, phone_number: '+14155550100' },
        }),
      ]);
    });

    it('accepts a code only once: used again, it is 401 unable_to_auth_otp_code, as Stytch answers', async () => {
      const { methodId, code } = await h.sendEmailCode('ada@example.com');
      expect((await authenticate(code, methodId)).status).toBe(200);
      const again = await authenticate(code, methodId);
      expect(again.status).toBe(401);
      expect(again.body).toMatchObject({
        error_type: 'unable_to_auth_otp_code',
        error_message: 'The passcode could not be authenticated because it was either already used or expired. Send another passcode to this user.',
      });
      // A wrong code is still otp_code_not_found.
      const wrong = await authenticate(wrongCode(code), methodId);
      expect(wrong.status).toBe(404);
      expect(wrong.body).toMatchObject({ error_type: 'otp_code_not_found', error_message: 'The passcode is incorrect or has expired. Please try again.' });
    });

    it('rejects a wrong code and an unknown method', async () => {
      const { methodId, code } = await h.sendEmailCode('ada@example.com');
      expect((await authenticate(wrongCode(code), methodId)).body.error_type).toBe('otp_code_not_found');
      expect((await authenticate(code, 'email-test-unknown')).body.error_type).toBe('otp_code_not_found');
      expect((await authenticate(code, methodId)).status).toBe(200);
    });

    it('expires codes on the emulator clock', async () => {
      const { methodId, code } = await h.sendEmailCode('ada@example.com', { expiration_minutes: 2 });
      await h.call('POST', '/emulator/clock', { json: { advance_ms: 2 * MINUTE - 1 } });
      const { methodId: other, code: otherCode } = await h.sendEmailCode('bob@example.com', { expiration_minutes: 2 });
      expect((await authenticate(code, methodId)).status).toBe(200);
      h.tick(2 * MINUTE);
      const expired = await authenticate(otherCode, other);
      expect(expired.status).toBe(401);
      expect(expired.body.error_type).toBe('unable_to_auth_otp_code');
    });

    it('invalidates the older code when a new one is sent', async () => {
      const first = await h.sendEmailCode('ada@example.com');
      const second = await h.sendEmailCode('ada@example.com');
      if (first.code !== second.code) expect((await authenticate(first.code, first.methodId)).status).toBe(404);
      expect((await authenticate(second.code, second.methodId)).status).toBe(200);
    });

    it('rejects malformed codes and method ids without counting them', async () => {
      await h.call('PUT', '/emulator/config', { json: { user_lock_threshold: 1 } });
      const { methodId, code } = await h.sendEmailCode('ada@example.com');
      for (const token of ['12345', '1234567', 'abcdef', 123456, null]) {
        const { status, body } = await authenticate(token as string, methodId);
        expect(status).toBe(400);
        expect(body).toMatchObject({ error_type: 'invalid_code', error_message: 'Code format is invalid, please try again.' });
      }
      const noMethod = await h.call('POST', '/sdk/v1/otps/authenticate', { json: { token: code } });
      expect(noMethod.body.error_type).toBe('invalid_method_id');
      expect((await authenticate(code, methodId)).status).toBe(200);
    });

    it('adds the factor to the current session of the same user instead of starting another', async () => {
      const login = await h.loginWithEmail('ada@example.com');
      const { methodId, code } = await h.sendEmailCode('ada@example.com');
      h.tick(MINUTE);
      const { body } = await h.call('POST', '/sdk/v1/otps/authenticate', {
        json: { token: code, method_id: methodId, session_duration_minutes: 120 },
        session: login.session_token,
      });
      expect(body.data.session.session_id).toBe(login.session.session_id);
      expect(body.data.session_token).toBe(login.session_token);
      expect(body.data.session.expires_at).toBe(new Date(START_TIME + MINUTE + 120 * MINUTE).toISOString());
      expect(body.data.session.authentication_factors).toHaveLength(1);
      expect(body.data.session.authentication_factors[0].last_authenticated_at).toBe(new Date(START_TIME + MINUTE).toISOString());
    });

    it('starts a new session when the current one belongs to another user', async () => {
      const ada = await h.loginWithEmail('ada@example.com');
      const { methodId, code } = await h.sendEmailCode('bob@example.com');
      const { body } = await h.call('POST', '/sdk/v1/otps/authenticate', {
        json: { token: code, method_id: methodId },
        session: ada.session_token,
      });
      expect(body.data.session.session_id).not.toBe(ada.session.session_id);
      expect(body.data.session_token).not.toBe(ada.session_token);
    });
  });

  describe('lockout', () => {
    const lockedOut = { error_type: 'user_lock_limit_reached', error_message: LOCK_MESSAGE };

    it('locks the user after user_lock_threshold wrong codes, even for the right code', async () => {
      await h.call('PUT', '/emulator/config', { json: { user_lock_threshold: 3, lock_duration_minutes: 10 } });
      const { methodId, code } = await h.sendEmailCode('ada@example.com');
      expect((await authenticate(wrongCode(code), methodId)).status).toBe(404);
      expect((await authenticate(wrongCode(code), methodId)).status).toBe(404);
      const third = await authenticate(wrongCode(code), methodId);
      expect(third.status).toBe(429);
      expect(third.body).toMatchObject(lockedOut);

      const right = await authenticate(code, methodId);
      expect(right.status).toBe(429);
      expect(right.body).toMatchObject(lockedOut);

      // A new code is sent (a lock is about authenticating), and refused as long as the lock holds.
      const resent = await h.sendEmailCode('ada@example.com');
      expect((await authenticate(resent.code, resent.methodId)).body).toMatchObject(lockedOut);

      // Other destinations are not affected.
      const other = await h.sendEmailCode('bob@example.com');
      expect((await authenticate(other.code, other.methodId)).status).toBe(200);
    });

    it('unlocks after lock_duration_minutes', async () => {
      await h.call('PUT', '/emulator/config', { json: { user_lock_threshold: 2, lock_duration_minutes: 10 } });
      const { methodId, code } = await h.sendEmailCode('ada@example.com', { expiration_minutes: 10 });
      await authenticate(wrongCode(code), methodId);
      await authenticate(wrongCode(code), methodId);
      h.tick(10 * MINUTE - 1);
      expect((await authenticate(code, methodId)).status).toBe(429);
      h.tick(1);
      const fresh = await h.sendEmailCode('ada@example.com');
      // The count starts again: one wrong code does not lock.
      expect((await authenticate(wrongCode(fresh.code), methodId)).status).toBe(404);
      expect((await authenticate(fresh.code, methodId)).status).toBe(200);
    });

    it('counts consecutive failures however far apart, as Stytch does (no window)', async () => {
      await h.call('PUT', '/emulator/config', { json: { user_lock_threshold: 2, lock_duration_minutes: 5 } });
      const first = await h.sendEmailCode('ada@example.com');
      await authenticate(wrongCode(first.code), first.methodId);
      h.tick(60 * MINUTE);
      const second = await h.sendEmailCode('ada@example.com');
      expect((await authenticate(wrongCode(second.code), second.methodId)).status).toBe(429);
      expect((await authenticate(second.code, second.methodId)).status).toBe(429);
    });

    it('resets the count after a successful login', async () => {
      await h.call('PUT', '/emulator/config', { json: { user_lock_threshold: 2 } });
      const first = await h.sendEmailCode('ada@example.com');
      await authenticate(wrongCode(first.code), first.methodId);
      expect((await authenticate(first.code, first.methodId)).status).toBe(200);
      const second = await h.sendEmailCode('ada@example.com');
      expect((await authenticate(wrongCode(second.code), second.methodId)).status).toBe(404);
    });

    it('locks SMS and WhatsApp together: the lock is the user\'s', async () => {
      await h.call('PUT', '/emulator/config', { json: { user_lock_threshold: 1 } });
      const sent = await h.call('POST', '/sdk/v1/otps/sms/login_or_create', { json: { phone_number: '+14155550100' } });
      const code = await h.latestCode('+14155550100');
      expect((await authenticate(wrongCode(code), sent.body.data.method_id)).status).toBe(429);
      const whatsapp = await h.call('POST', '/sdk/v1/otps/whatsapp/login_or_create', { json: { phone_number: '+14155550100' } });
      const whatsappCode = await h.latestCode('+14155550100');
      expect((await authenticate(whatsappCode, whatsapp.body.data.method_id)).body).toMatchObject(lockedOut);
    });
  });
});
