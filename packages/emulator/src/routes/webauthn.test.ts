import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, PAGE_ORIGIN, START_TIME, type Harness, type Json } from '../testing/harness';
import { SoftAuthenticator } from '../testing/soft-authenticator';

const MINUTE = 60_000;
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('WebAuthn', () => {
  let h: Harness;
  let login: Json;
  beforeEach(async () => {
    h = await createHarness();
    login = await h.loginWithEmail('ada@example.com');
  });

  const post = (path: string, json: unknown, session?: string, origin: string = PAGE_ORIGIN) =>
    h.call('POST', `/sdk/v1/webauthn${path}`, { json, session, origin });

  const registerStart = async (session = login.session_token, extra: Record<string, unknown> = {}) => {
    const response = await post(
      '/register/start',
      { domain: 'localhost', return_passkey_credential_options: true, user_agent: CHROME_MAC, ...extra },
      session,
    );
    expect(response.status).toBe(200);
    return JSON.parse(response.body.data.public_key_credential_creation_options);
  };

  const register = (credential: unknown, session = login.session_token, origin?: string) =>
    post('/register', { public_key_credential: JSON.stringify(credential), session_duration_minutes: 30 }, session, origin);

  /** Registers a new passkey for the logged-in user; returns the authenticator and the registration id. */
  const addPasskey = async (session = login.session_token) => {
    const authenticator = await SoftAuthenticator.create();
    const options = await registerStart(session);
    const response = await register(await authenticator.register({ options, origin: PAGE_ORIGIN }), session);
    expect(response.status).toBe(200);
    return { authenticator, registrationId: response.body.data.webauthn_registration_id as string };
  };

  const authenticateStart = async (kind = 'primary', extra: Record<string, unknown> = {}, session?: string) => {
    const response = await post(
      `/authenticate/start/${kind}`,
      { domain: 'localhost', return_passkey_credential_options: true, ...extra },
      session,
    );
    expect(response.status).toBe(200);
    return JSON.parse(response.body.data.public_key_credential_request_options);
  };

  const authenticate = (credential: unknown, session?: string, origin?: string) =>
    post('/authenticate', { public_key_credential: JSON.stringify(credential), session_duration_minutes: 30 }, session, origin);

  describe('registration', () => {
    it('hands out creation options as a JSON string, for the logged-in user', async () => {
      const response = await post('/register/start', { domain: 'localhost', return_passkey_credential_options: true, user_agent: CHROME_MAC }, login.session_token);
      expect(response.body.data.user_id).toBe(login.user_id);
      expect(typeof response.body.data.public_key_credential_creation_options).toBe('string');
      const options = JSON.parse(response.body.data.public_key_credential_creation_options);
      expect(Object.keys(options).sort()).toEqual(
        ['attestation', 'authenticatorSelection', 'challenge', 'excludeCredentials', 'extensions', 'pubKeyCredParams', 'rp', 'timeout', 'user'].sort(),
      );
      expect(options).toMatchObject({
        rp: { id: 'localhost', name: 'Portico Playground' },
        // Standard base64 unless use_base64_url_encoding is set.
        user: { id: btoa(login.user_id), name: 'ada@example.com', displayName: 'ada@example.com' },
        pubKeyCredParams: [
          { type: 'public-key', alg: -7 },
          { type: 'public-key', alg: -257 },
        ],
        excludeCredentials: [],
        authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
        attestation: 'none',
      });
      expect(options.challenge).toMatch(/^[A-Za-z0-9+/]{43}=$/);

      const urlSafe = await registerStart(login.session_token, {
        use_base64_url_encoding: true,
        return_passkey_credential_options: false,
        authenticator_type: 'cross-platform',
        override_name: 'ada',
      });
      expect(urlSafe.challenge).toMatch(/^[\w-]{43}$/);
      expect(urlSafe.user).toMatchObject({ id: btoa(login.user_id).replace(/=+$/, ''), name: 'ada' });
      expect(urlSafe.authenticatorSelection).toEqual({
        authenticatorAttachment: 'cross-platform',
        residentKey: 'discouraged',
        requireResidentKey: false,
        userVerification: 'discouraged',
      });
    });

    it('needs a live session', async () => {
      for (const path of ['/register/start', '/register']) {
        const { status, body } = await post(path, { domain: 'localhost' });
        expect(status).toBe(401);
        expect(body.error_type).toBe('user_unauthenticated');
      }
    });

    it('refuses a domain that is not the page host', async () => {
      const { status, body } = await post('/register/start', { domain: 'example.com', user_agent: CHROME_MAC }, login.session_token);
      expect(status).toBe(400);
      expect(body).toMatchObject({ error_type: 'invalid_domain', error_message: expect.stringContaining('localhost') });
      expect((await post('/register/start', { domain: 'not a host' }, login.session_token)).body.error_type).toBe('invalid_domain');
      expect((await post('/register/start', { domain: 'localhost', authenticator_type: 'phone' }, login.session_token)).body.error_type).toBe(
        'invalid_authenticator_type',
      );
    });

    it('verifies the attestation, stores the passkey and adds a webauthn factor to the session', async () => {
      const authenticator = await SoftAuthenticator.create();
      const options = await registerStart();
      h.tick(MINUTE);
      const { status, body } = await register(await authenticator.register({ options, origin: PAGE_ORIGIN }));
      expect(status).toBe(200);
      const data = body.data;
      expect(data.webauthn_registration_id).toMatch(/^webauthn-registration-test-/);
      expect(data.session_token).toBe(login.session_token);
      expect(data.session.session_id).toBe(login.session.session_id);
      expect(data.session.expires_at).toBe(new Date(START_TIME + 31 * MINUTE).toISOString());
      expect(data.session.authentication_factors).toEqual([
        expect.objectContaining({ type: 'otp', delivery_method: 'email' }),
        expect.objectContaining({
          type: 'webauthn',
          delivery_method: 'webauthn_registration',
          webauthn_factor: { webauthn_registration_id: data.webauthn_registration_id, domain: 'localhost', user_agent: CHROME_MAC },
        }),
      ]);
      expect(data.user.webauthn_registrations).toEqual([
        {
          webauthn_registration_id: data.webauthn_registration_id,
          domain: 'localhost',
          user_agent: CHROME_MAC,
          authenticator_type: 'platform',
          verified: true,
          name: 'Passkey (Chrome on macOS)',
        },
      ]);
      expect(h.store.webauthnRegistrations.get(data.webauthn_registration_id)).toMatchObject({
        credential_id: authenticator.id,
        counter: 0,
        transports: ['internal'],
        aaguid: '00000000-0000-0000-0000-000000000000',
      });
    });

    it('excludes registered credentials and refuses a duplicate', async () => {
      const { authenticator } = await addPasskey();
      const options = await registerStart();
      expect(options.excludeCredentials).toEqual([{ type: 'public-key', id: btoa(String.fromCharCode(...authenticator.credentialId)), transports: ['internal'] }]);
      const { status, body } = await register(await authenticator.register({ options, origin: PAGE_ORIGIN }));
      expect(status).toBe(400);
      expect(body.error_type).toBe('duplicate_webauthn_registration');
    });

    it('uses each challenge once and only until it expires', async () => {
      const authenticator = await SoftAuthenticator.create();
      const options = await registerStart();
      const credential = await authenticator.register({ options, origin: PAGE_ORIGIN });
      expect((await register(credential)).status).toBe(200);
      const reused = await register(credential);
      expect(reused.status).toBe(400);
      expect(reused.body.error_type).toBe('no_pending_webauthn_registration');

      const late = await registerStart();
      h.tick(5 * MINUTE);
      const other = await SoftAuthenticator.create();
      const expired = await register(await other.register({ options: late, origin: PAGE_ORIGIN }));
      expect(expired.body.error_type).toBe('no_pending_webauthn_registration');
    });

    it('refuses a credential made for another origin or relying party', async () => {
      const authenticator = await SoftAuthenticator.create();
      // Made on a page that is not the project's: the expected origin is allowed_origins'. Sent
      // from that page, the request itself is refused (its domain is not authorised for the SDK).
      const credential = JSON.stringify(await authenticator.register({ options: await registerStart(), origin: 'https://evil.example' }));
      const wrongOrigin = await post('/register', { public_key_credential: credential }, login.session_token);
      expect(wrongOrigin.status).toBe(400);
      expect(wrongOrigin.body).toMatchObject({ error_type: 'invalid_domain', error_message: expect.stringContaining('https://evil.example') });
      const fromThere = await post('/register', { public_key_credential: credential }, login.session_token, 'https://evil.example');
      expect(fromThere).toMatchObject({ status: 403, body: { error_type: 'bad_domain_for_stytch_sdk' } });
      const wrongRp = await register(await authenticator.register({ options: await registerStart(), origin: PAGE_ORIGIN, rpId: 'example.com' }));
      expect(wrongRp.body).toMatchObject({ error_type: 'invalid_public_key_credential', error_message: expect.stringContaining('RP ID') });
      expect(h.store.webauthnRegistrations.listForUser(login.user_id)).toEqual([]);
    });

    it('refuses malformed credentials; the page is the one the credential names, whatever the request says', async () => {
      for (const value of [undefined, '{nope', '"text"', JSON.stringify({ id: 'x', type: 'public-key', response: {} })]) {
        const { status, body } = await post('/register', { public_key_credential: value }, login.session_token);
        expect(status).toBe(400);
        expect(body.error_type).toBe('invalid_public_key_credential');
      }
      const authenticator = await SoftAuthenticator.create();
      const credential = await authenticator.register({ options: await registerStart(), origin: PAGE_ORIGIN });
      const noOrigin = await h.call('POST', '/sdk/v1/webauthn/register', {
        json: { public_key_credential: JSON.stringify(credential) },
        session: login.session_token,
      });
      expect(noOrigin.status, noOrigin.text).toBe(200);
    });
  });

  describe('authentication', () => {
    it('logs in with a passkey (discoverable: no allowCredentials) and counts signatures', async () => {
      const { authenticator, registrationId } = await addPasskey();
      await h.call('POST', '/sdk/v1/sessions/revoke', { session: login.session_token });

      const options = await authenticateStart('primary');
      expect(options).toEqual({
        challenge: expect.stringMatching(/^[\w-]{43}$/),
        rpId: 'localhost',
        timeout: 300_000,
        userVerification: 'required',
        allowCredentials: [],
      });
      // A passkey is the whole login: without user verification (biometrics, PIN) it is refused.
      const unverified = await authenticate(await authenticator.authenticate({ options, origin: PAGE_ORIGIN, userVerified: false }, btoa(login.user_id)));
      expect(unverified.status).toBe(401);
      expect(unverified.body.error_message).toMatch(/verif/i);
      const { status, body } = await authenticate(await authenticator.authenticate({ options: await authenticateStart('primary'), origin: PAGE_ORIGIN }, btoa(login.user_id)));
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ webauthn_registration_id: registrationId, user_id: login.user_id });
      expect(body.data.session.session_id).not.toBe(login.session.session_id);
      expect(body.data.session_token).not.toBe(login.session_token);
      expect(body.data.session.authentication_factors).toEqual([
        expect.objectContaining({ type: 'webauthn', webauthn_factor: expect.objectContaining({ webauthn_registration_id: registrationId }) }),
      ]);
      // (The refused assertion was the authenticator's first signature: this is its second.)
      expect(h.store.webauthnRegistrations.get(registrationId)).toMatchObject({ counter: 2, last_used_at: START_TIME });

      // A cloned authenticator whose counter went backwards is refused.
      authenticator.counter = 0;
      const cloned = await authenticate(await authenticator.authenticate({ options: await authenticateStart(), origin: PAGE_ORIGIN }));
      expect(cloned.status).toBe(401);
      expect(cloned.body).toMatchObject({ error_type: 'unable_to_auth_webauthn_registration', error_message: expect.stringContaining('counter') });
    });

    it('uses each challenge once and refuses other origins, relying parties and bad signatures', async () => {
      const { authenticator } = await addPasskey();
      const options = await authenticateStart();
      const assertion = await authenticator.authenticate({ options, origin: PAGE_ORIGIN });
      expect((await authenticate(assertion)).status).toBe(200);
      const reused = await authenticate(assertion);
      expect(reused.status).toBe(401);
      expect(reused.body.error_type).toBe('unable_to_auth_webauthn_registration');

      const wrongOrigin = await authenticate(await authenticator.authenticate({ options: await authenticateStart(), origin: 'https://evil.example' }));
      expect(wrongOrigin.body).toMatchObject({ error_type: 'invalid_domain', error_message: expect.stringContaining('https://evil.example') });
      // A request from that page is refused before the assertion is looked at.
      const claimed = await authenticate(await authenticator.authenticate({ options: await authenticateStart(), origin: 'https://evil.example' }), undefined, 'https://evil.example');
      expect(claimed.body.error_type).toBe('bad_domain_for_stytch_sdk');
      const wrongRp = await authenticate(
        await authenticator.authenticate({ options: await authenticateStart(), origin: PAGE_ORIGIN, rpId: 'example.com' }),
      );
      expect(wrongRp.body.error_type).toBe('unable_to_auth_webauthn_registration');

      const tampered = await authenticator.authenticate({ options: await authenticateStart(), origin: PAGE_ORIGIN });
      const other = await SoftAuthenticator.create();
      const forged = await other.authenticate({ options: JSON.parse(atob(tampered.response.clientDataJSON.replace(/-/g, '+').replace(/_/g, '/'))), origin: PAGE_ORIGIN });
      const badSignature = await authenticate({ ...tampered, response: { ...tampered.response, signature: forged.response.signature } });
      expect(badSignature.status).toBe(401);
      expect(badSignature.body.error_type).toBe('unable_to_auth_webauthn_registration');
    });

    it('counts a refused assertion toward the credential’s user’s lock (Stytch’s user locks count every method)', async () => {
      await h.call('PUT', '/emulator/config', { json: { user_lock_threshold: 3, lock_duration_minutes: 10 } });
      const { authenticator } = await addPasskey();
      const assertion = await authenticator.authenticate({ options: await authenticateStart(), origin: PAGE_ORIGIN });
      expect((await authenticate(assertion)).status).toBe(200);
      // A reused challenge, then a wrong relying party: refused, and counted.
      expect((await authenticate(assertion)).body.error_type).toBe('unable_to_auth_webauthn_registration');
      const wrongRp = await authenticator.authenticate({ options: await authenticateStart(), origin: PAGE_ORIGIN, rpId: 'example.com' });
      expect((await authenticate(wrongRp)).body.error_type).toBe('unable_to_auth_webauthn_registration');
      const third = await authenticate(assertion);
      expect(third.status).toBe(429);
      expect(third.body.error_type).toBe('user_lock_limit_reached');
      // Locked: a good assertion is refused until the lock ends.
      const good = await authenticator.authenticate({ options: await authenticateStart(), origin: PAGE_ORIGIN });
      const refused = await authenticate(good);
      expect(refused.status).toBe(429);
      expect(refused.body.error_type).toBe('user_lock_limit_reached');
      h.tick(10 * MINUTE);
      expect((await authenticate(await authenticator.authenticate({ options: await authenticateStart(), origin: PAGE_ORIGIN }))).status).toBe(200);
    });

    it('answers webauthn_registration_not_found for an unknown or deleted credential', async () => {
      const { authenticator, registrationId } = await addPasskey();
      const stranger = await SoftAuthenticator.create();
      const unknown = await authenticate(await stranger.authenticate({ options: await authenticateStart(), origin: PAGE_ORIGIN }));
      expect(unknown.status).toBe(404);
      expect(unknown.body.error_type).toBe('webauthn_registration_not_found');

      const deleted = await h.call('DELETE', `/sdk/v1/users/webauthn_registrations/${registrationId}`, { session: login.session_token });
      expect(deleted.status).toBe(200);
      expect(deleted.body.data.__user.webauthn_registrations).toEqual([]);
      const gone = await authenticate(await authenticator.authenticate({ options: await authenticateStart(), origin: PAGE_ORIGIN }));
      expect(gone.status).toBe(404);
      expect(gone.body.error_type).toBe('webauthn_registration_not_found');
    });

    it('secondary: needs a session, lists the user’s credentials and accepts only theirs', async () => {
      expect((await post('/authenticate/start/secondary', { domain: 'localhost' })).body.error_type).toBe('user_unauthenticated');
      const none = await post('/authenticate/start/secondary', { domain: 'localhost' }, login.session_token);
      expect(none.body.error_type).toBe('no_active_webauthn_registrations');

      const { authenticator } = await addPasskey();
      const options = await authenticateStart('secondary', { return_passkey_credential_options: false }, login.session_token);
      expect(options.allowCredentials).toEqual([{ type: 'public-key', id: authenticator.id, transports: ['internal'] }]);
      expect(options.userVerification).toBe('discouraged');
      const ok = await authenticate(await authenticator.authenticate({ options, origin: PAGE_ORIGIN }), login.session_token);
      expect(ok.body.data.session.session_id).toBe(login.session.session_id);

      const bob = await h.loginWithEmail('bob@example.com');
      const bobOptions = await authenticateStart('secondary', {}, bob.session_token);
      const refused = await authenticate(await authenticator.authenticate({ options: bobOptions, origin: PAGE_ORIGIN }), bob.session_token);
      expect(refused.status).toBe(401);
      expect(refused.body.error_type).toBe('unable_to_auth_webauthn_registration');
    });
  });

  describe('PUT /webauthn/update/{id}', () => {
    it('renames the user’s own registration', async () => {
      const { registrationId } = await addPasskey();
      const update = (id: string, json: unknown, session: string = login.session_token) =>
        h.call('PUT', `/sdk/v1/webauthn/update/${id}`, { json, session });
      const { status, body } = await update(registrationId, { name: '  Work laptop ' });
      expect(status).toBe(200);
      expect(body.data.webauthn_registration).toEqual({
        webauthn_registration_id: registrationId,
        domain: 'localhost',
        user_agent: CHROME_MAC,
        authenticator_type: 'platform',
        verified: true,
        name: 'Work laptop',
      });
      expect((await h.call('GET', '/sdk/v1/users/me', { session: login.session_token })).body.data.webauthn_registrations[0].name).toBe('Work laptop');

      expect((await update(registrationId, { name: ' ' })).body.error_type).toBe('empty_webauthn_registration_name');
      const anonymous = await h.call('PUT', `/sdk/v1/webauthn/update/${registrationId}`, { json: { name: 'x' } });
      expect(anonymous.body.error_type).toBe('user_unauthenticated');
      const bob = await h.loginWithEmail('bob@example.com');
      const foreign = await update(registrationId, { name: 'mine now' }, bob.session_token);
      expect(foreign.status).toBe(404);
      expect(foreign.body.error_type).toBe('webauthn_registration_not_found');
    });
  });
});
