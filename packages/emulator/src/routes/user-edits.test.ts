import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, START_TIME, type Harness, type Json } from '../testing/harness';
import { ethereumWallet } from '../testing/wallets';

describe('users', () => {
  let h: Harness;
  let login: Json;
  const wallet = ethereumWallet();

  beforeEach(async () => {
    h = await createHarness();
    await h.seedUser({
      email: 'ada@example.com',
      phone_number: '+14155550100',
      name: { first_name: 'Ada', last_name: 'Lovelace' },
      crypto_wallets: [{ crypto_wallet_type: 'ethereum', crypto_wallet_address: wallet.address.toUpperCase().replace('0X', '0x') }],
    });
    login = await h.loginWithEmail('ada@example.com');
  });

  const me = async () => (await h.call('GET', '/sdk/v1/users/me', { session: login.session_token })).body.data;
  const remove = (path: string, session: string = login.session_token) => h.call('DELETE', `/sdk/v1/users/${path}`, { session });

  it('GET /users/me has the whole User shape', async () => {
    h.store.webauthnRegistrations.create({
      webauthn_registration_id: 'webauthn-registration-test-1',
      user_id: login.user_id,
      credential_id: 'Y3JlZA',
      public_key: 'cGs',
      counter: 0,
      transports: [],
      aaguid: '',
      domain: 'localhost',
      user_agent: 'Firefox',
      authenticator_type: 'cross-platform',
      name: 'YubiKey',
      created_at: START_TIME,
    });
    const user = await me();
    expect(user).toEqual({
      request_id: expect.any(String),
      status_code: 200,
      user_id: login.user_id,
      created_at: new Date(START_TIME).toISOString(),
      status: 'active',
      name: { first_name: 'Ada', middle_name: '', last_name: 'Lovelace' },
      emails: [{ email_id: expect.stringMatching(/^email-test-/), email: 'ada@example.com', verified: true }],
      phone_numbers: [{ phone_id: expect.stringMatching(/^phone-number-test-/), phone_number: '+14155550100', verified: true }],
      providers: [],
      webauthn_registrations: [
        {
          webauthn_registration_id: 'webauthn-registration-test-1',
          domain: 'localhost',
          user_agent: 'Firefox',
          authenticator_type: 'cross-platform',
          verified: true,
          name: 'YubiKey',
        },
      ],
      totps: [],
      crypto_wallets: [
        { crypto_wallet_id: expect.stringMatching(/^crypto-wallet-test-/), crypto_wallet_address: wallet.address, crypto_wallet_type: 'ethereum', verified: true },
      ],
      biometric_registrations: [],
      password: null,
      trusted_metadata: {},
      untrusted_metadata: {},
      roles: ['stytch_user'],
    });
  });

  describe('PUT /users/me', () => {
    const update = (json: unknown) => h.call('PUT', '/sdk/v1/users/me', { json, session: login.session_token });

    it('changes the name and merges untrusted_metadata; answers with __user', async () => {
      await update({ untrusted_metadata: { theme: 'dark', locale: 'en', nested: { a: 1 } } });
      const { status, body } = await update({ name: { middle_name: 'King' }, untrusted_metadata: { locale: null, nested: { b: 2 } } });
      expect(status).toBe(200);
      const expected = {
        name: { first_name: 'Ada', middle_name: 'King', last_name: 'Lovelace' },
        untrusted_metadata: { theme: 'dark', nested: { b: 2 } },
      };
      expect(body.data).toMatchObject({ user_id: login.user_id, ...expected, user: expected, __user: expected });
      expect(body.data.__user.emails).toHaveLength(1);
      expect(await me()).toMatchObject(expected);
    });

    it('refuses trusted metadata, bad metadata and calls without a session', async () => {
      const cases: [unknown, string][] = [
        [{ trusted_metadata: { admin: true } }, 'cannot_update_trusted_metadata'],
        [{ untrusted_metadata: 'dark' }, 'metadata_invalid_format'],
        [{ untrusted_metadata: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) }, 'metadata_too_many_keys'],
        [{ untrusted_metadata: { big: 'x'.repeat(5000) } }, 'metadata_too_large'],
        [{ name: { nickname: 'Ada' } }, 'bad_request'],
      ];
      for (const [json, errorType] of cases) {
        const { status, body } = await update(json);
        expect(status).toBe(400);
        expect(body.error_type).toBe(errorType);
      }
      expect((await update({ name: { first_name: 'X' } })).status).toBe(200);
      const anonymous = await h.call('PUT', '/sdk/v1/users/me', { json: {} });
      expect(anonymous.body.error_type).toBe('user_unauthenticated');
    });
  });

  describe('DELETE /users/…', () => {
    /**
     * Ada has an email and a phone number (two categories of factors), so deleting needs a session
     * with both (see sensitive-actions.test.ts): adds an SMS code to the email-code session.
     */
    const addSmsFactor = async () => {
      const sent = await h.call('POST', '/sdk/v1/otps/sms/send/secondary', { json: { phone_number: '+14155550100' }, session: login.session_token });
      const code = await h.latestCode('+14155550100');
      const { status } = await h.call('POST', '/sdk/v1/otps/authenticate', {
        json: { token: code, method_id: sent.body.data.method_id },
        session: login.session_token,
      });
      expect(status).toBe(200);
    };

    it('deletes the user’s own emails, phone numbers and wallets, keeping one way to log in', async () => {
      await addSmsFactor();
      const user = await me();
      const emailId = user.emails[0].email_id;
      const sent = await h.sendEmailCode('ada@example.com');
      const deleted = await remove(`emails/${emailId}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body.data.user_id).toBe(login.user_id);
      expect(deleted.body.data.__user.emails).toEqual([]);
      expect(deleted.body.data.user.emails).toEqual([]);
      // The session stays; the code sent to the address no longer works.
      expect((await me()).emails).toEqual([]);
      expect(h.store.emails.findByAddress('ada@example.com')).toBeUndefined();
      const code = await h.call('POST', '/sdk/v1/otps/authenticate', { json: { token: sent.code, method_id: sent.methodId } });
      expect(code.body.error_type).toBe('otp_code_not_found');

      expect((await remove(`phone_numbers/${user.phone_numbers[0].phone_id}`)).status).toBe(200);
      const last = await remove(`crypto_wallets/${user.crypto_wallets[0].crypto_wallet_id}`);
      expect(last.status).toBe(400);
      expect(last.body.error_type).toBe('cannot_delete_last_primary_factor');
      expect((await me()).crypto_wallets).toHaveLength(1);
    });

    it('deletes OAuth registrations, which count as a way to log in', async () => {
      await addSmsFactor();
      const user = await me();
      h.store.oauthRegistrations.create({
        registration_id: 'oauth-user-test-1',
        user_id: login.user_id,
        provider: 'google',
        provider_subject: 'subject-1',
        email: 'ada@example.com',
        profile_picture_url: '',
        locale: '',
        created_at: START_TIME,
      });
      expect((await me()).providers).toEqual([expect.objectContaining({ oauth_user_registration_id: 'oauth-user-test-1' })]);
      for (const path of [`emails/${user.emails[0].email_id}`, `phone_numbers/${user.phone_numbers[0].phone_id}`]) {
        expect((await remove(path)).status).toBe(200);
      }
      expect((await remove(`crypto_wallets/${user.crypto_wallets[0].crypto_wallet_id}`)).status).toBe(200);
      expect((await remove('oauth/oauth-user-test-1')).body.error_type).toBe('cannot_delete_last_primary_factor');
      await h.seedUser({ email: 'bob@example.com' });
      const bob = await h.loginWithEmail('bob@example.com');
      expect((await remove('oauth/oauth-user-test-1', bob.session_token)).body.error_type).toBe('oauth_user_registration_not_found');
    });

    it('answers 404 for unknown ids, other users’ items and kinds the emulator does not have', async () => {
      const bob = await h.loginWithEmail('bob@example.com');
      const bobUser = (await h.call('GET', '/sdk/v1/users/me', { session: bob.session_token })).body.data;
      const cases: [string, string][] = [
        [`emails/${bobUser.emails[0].email_id}`, 'email_not_found'],
        ['emails/email-test-nope', 'email_not_found'],
        ['phone_numbers/phone-number-test-nope', 'phone_number_not_found'],
        ['crypto_wallets/crypto-wallet-test-nope', 'crypto_wallet_not_found'],
        ['webauthn_registrations/webauthn-registration-test-nope', 'webauthn_registration_not_found'],
        ['oauth/oauth-user-registration-test-nope', 'oauth_user_registration_not_found'],
        ['totps/totp-test-nope', 'totp_not_found'],
        ['biometric_registrations/biometric-registration-test-nope', 'biometric_registration_not_found'],
      ];
      for (const [path, errorType] of cases) {
        const { status, body } = await remove(path);
        expect([status, body.error_type]).toEqual([404, errorType]);
      }
      const anonymous = await h.call('DELETE', `/sdk/v1/users/emails/${bobUser.emails[0].email_id}`);
      expect(anonymous.body.error_type).toBe('user_unauthenticated');
    });
  });

  it('deleting the user, or a reset, removes their passkeys and wallets too', async () => {
    const registration = {
      user_id: login.user_id,
      public_key: 'cGs',
      counter: 0,
      transports: [],
      aaguid: '',
      domain: 'localhost',
      user_agent: '',
      authenticator_type: '',
      name: 'Passkey',
      created_at: START_TIME,
    };
    h.store.webauthnRegistrations.create({ ...registration, webauthn_registration_id: 'webauthn-registration-test-1', credential_id: 'YQ' });
    expect((await h.call('DELETE', `/emulator/users/${login.user_id}`)).status).toBe(200);
    expect(h.store.webauthnRegistrations.listForUser(login.user_id)).toEqual([]);
    expect(h.store.cryptoWallets.find('ethereum', wallet.address)).toBeUndefined();

    const bob = await h.seedUser({ email: 'bob@example.com', crypto_wallets: [{ crypto_wallet_type: 'ethereum', crypto_wallet_address: wallet.address }] });
    h.store.webauthnRegistrations.create({ ...registration, user_id: bob.user_id, webauthn_registration_id: 'webauthn-registration-test-2', credential_id: 'Yg' });
    await h.call('POST', '/emulator/reset');
    expect(h.store.webauthnRegistrations.get('webauthn-registration-test-2')).toBeUndefined();
    expect(h.store.cryptoWallets.find('ethereum', wallet.address)).toBeUndefined();
  });

  describe('POST /emulator/users with crypto_wallets', () => {
    it('seeds wallets (verified unless told otherwise) and refuses duplicates and bad addresses', async () => {
      const other = ethereumWallet();
      const seeded = await h.seedUser({ crypto_wallets: [{ crypto_wallet_type: 'ethereum', crypto_wallet_address: other.address, verified: false }] });
      expect(seeded.crypto_wallets).toEqual([expect.objectContaining({ crypto_wallet_address: other.address, verified: false })]);
      expect(seeded.emails).toEqual([]);

      const duplicate = await h.call('POST', '/emulator/users', {
        json: { email: 'x@example.com', crypto_wallets: [{ crypto_wallet_type: 'ethereum', crypto_wallet_address: other.address }] },
      });
      expect([duplicate.status, duplicate.body.error_type]).toEqual([409, 'duplicate_wallet_address']);
      const bad = await h.call('POST', '/emulator/users', { json: { crypto_wallets: [{ crypto_wallet_type: 'ethereum', crypto_wallet_address: '0x12' }] } });
      expect([bad.status, bad.body.error_type]).toEqual([400, 'invalid_ethereum_address']);
      const none = await h.call('POST', '/emulator/users', { json: { crypto_wallets: [] } });
      expect(none.body.error_type).toBe('invalid_user');
      const entry = { crypto_wallet_type: 'ethereum', crypto_wallet_address: ethereumWallet().address };
      const twice = await h.call('POST', '/emulator/users', { json: { crypto_wallets: [entry, entry] } });
      expect([twice.status, twice.body.error_type]).toEqual([400, 'invalid_user']);
    });
  });
});
