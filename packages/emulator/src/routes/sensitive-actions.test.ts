/**
 * Stytch's rule for the SDK's sensitive actions: once the user has registered factors of two
 * categories (e.g. an email and a TOTP), reading recovery codes, enrolling or deleting a factor and
 * adding an email or phone number need a session with factors of two categories, one of them from
 * the last hour; otherwise 401 `insufficient_factors`.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { s256Challenge } from '../domain/pkce';
import { loadTotpLibrary, totpCodeAt } from '../domain/totp';
import { createHarness, type Harness, type Json } from '../testing/harness';
import { SoftAuthenticator } from '../testing/soft-authenticator';
import { ethereumWallet } from '../testing/wallets';

const MINUTE = 60_000;

describe('sensitive actions need a multi-factor session', () => {
  let h: Harness;
  /** A day-long session with an email code and a TOTP code: two categories. */
  let strong: Json;
  let totp: Json;

  const totpCode = async (secret: string, offsetSteps = 0) => totpCodeAt(await loadTotpLibrary(), secret, h.ctx.clock.now() + offsetSteps * 30_000);

  beforeEach(async () => {
    h = await createHarness();
    await h.seedUser({ email: 'ada@example.com' });
    strong = await h.loginWithEmail('ada@example.com', { session_duration_minutes: 24 * 60 });
    // With only an email, enrolling a TOTP needs nothing more ("permitted to add a second auth factor").
    const created = await h.call('POST', '/sdk/v1/totps', { json: { expiration_minutes: 60 }, session: strong.session_token });
    expect(created.status).toBe(200);
    totp = created.body.data;
    const verified = await h.call('POST', '/sdk/v1/totps/authenticate', {
      json: { totp_code: await totpCode(totp.secret), session_duration_minutes: 24 * 60 },
      session: strong.session_token,
    });
    expect(verified.status).toBe(200);
  });

  /** A new session of Ada's with an email code only: one category. */
  const weakSession = async (): Promise<string> => (await h.loginWithEmail('ada@example.com')).session_token;

  const expectInsufficient = (response: { status: number; body: Json }) => {
    expect(response.status).toBe(401);
    expect(response.body.error_type).toBe('insufficient_factors');
  };

  it('recovery codes: refused on a single-factor session, given on the two-factor one', async () => {
    expectInsufficient(await h.call('POST', '/sdk/v1/totps/recovery_codes', { json: {}, session: await weakSession() }));
    const codes = await h.call('POST', '/sdk/v1/totps/recovery_codes', { json: {}, session: strong.session_token });
    expect(codes.status).toBe(200);
    expect(codes.body.data.totps[0].recovery_codes).toEqual(totp.recovery_codes);
  });

  it('deleting the TOTP: refused on a single-factor session (the TOTP stays)', async () => {
    const path = `/sdk/v1/users/totps/${totp.totp_id}`;
    expectInsufficient(await h.call('DELETE', path, { session: await weakSession() }));
    expect(h.store.totps.listForUser(strong.user_id)).toHaveLength(1);
    expect((await h.call('DELETE', path, { session: strong.session_token })).status).toBe(200);
    expect(h.store.totps.listForUser(strong.user_id)).toEqual([]);
  });

  it('deleting another factor: refused on a single-factor session', async () => {
    const weak = await weakSession();
    const added = await h.call('POST', '/sdk/v1/otps/sms/send/secondary', { json: { phone_number: '+12025550162' }, session: strong.session_token });
    const phone = await h.call('POST', '/sdk/v1/otps/authenticate', {
      json: { token: await h.latestCode('+12025550162'), method_id: added.body.data.method_id },
      session: strong.session_token,
    });
    expect(phone.status).toBe(200);
    expectInsufficient(await h.call('DELETE', `/sdk/v1/users/phone_numbers/${added.body.data.method_id}`, { session: weak }));
    expect(h.store.phoneNumbers.listForUser(strong.user_id)).toHaveLength(1);
  });

  it.each([
    ['otps/email/send/secondary', { email: 'ada.work@example.com' }],
    ['otps/sms/send/secondary', { phone_number: '+12025550162' }],
    ['otps/whatsapp/send/secondary', { phone_number: '+12025550162' }],
    ['magic_links/email/send/secondary', { email: 'ada.work@example.com' }],
  ])('adding an address with %s: refused on a single-factor session, nothing sent', async (path, json) => {
    expectInsufficient(await h.call('POST', `/sdk/v1/${path}`, { json, session: await weakSession() }));
    const to = Object.values(json)[0] as string;
    expect((await h.call('GET', `/emulator/outbox?to=${encodeURIComponent(to)}`)).body.messages).toEqual([]);
    expect((await h.call('POST', `/sdk/v1/${path}`, { json, session: strong.session_token })).status).toBe(200);
  });

  it('a code to the user’s own address (step-up) needs no second factor', async () => {
    const weak = await weakSession();
    for (const path of ['otps/email/send/secondary', 'magic_links/email/send/secondary']) {
      expect((await h.call('POST', `/sdk/v1/${path}`, { json: { email: 'ada@example.com' }, session: weak })).status).toBe(200);
    }
  });

  it('enrolling a second TOTP after deleting the first needs the two-factor session too', async () => {
    expect((await h.call('DELETE', `/sdk/v1/users/totps/${totp.totp_id}`, { session: strong.session_token })).status).toBe(200);
    // No second category registered any more: a single-factor session may enrol again.
    expect((await h.call('POST', '/sdk/v1/totps', { json: { expiration_minutes: 60 }, session: await weakSession() })).status).toBe(200);
  });

  it('one factor must be from the last hour: after an hour, a fresh TOTP code restores it', async () => {
    h.tick(61 * MINUTE);
    expectInsufficient(await h.call('POST', '/sdk/v1/totps/recovery_codes', { json: {}, session: strong.session_token }));
    const again = await h.call('POST', '/sdk/v1/totps/authenticate', {
      json: { totp_code: await totpCode(totp.secret), session_duration_minutes: 24 * 60 },
      session: strong.session_token,
    });
    expect(again.status).toBe(200);
    expect((await h.call('POST', '/sdk/v1/totps/recovery_codes', { json: {}, session: strong.session_token })).status).toBe(200);
  });

  it('recover stays open to a single-factor session: it is how a user without the app gets the second factor', async () => {
    const weak = await weakSession();
    const recovered = await h.call('POST', '/sdk/v1/totps/recover', {
      json: { recovery_code: totp.recovery_codes[0], session_duration_minutes: 30 },
      session: weak,
    });
    expect(recovered.status).toBe(200);
    expect(recovered.body.data.session.authentication_factors.map((factor: Json) => factor.type)).toEqual(['otp', 'recovery_codes']);
    expect((await h.call('POST', '/sdk/v1/totps/recovery_codes', { json: {}, session: weak })).status).toBe(200);
  });

  describe('enrolling any factor is gated the same way (issue 20: passkeys, wallets, passwords, OAuth attach)', () => {
    const PAGE = 'http://localhost:4200';
    const registerStart = (session: string) =>
      h.call('POST', '/sdk/v1/webauthn/register/start', { json: { domain: 'localhost', return_passkey_credential_options: true }, session, origin: PAGE });

    it('a passkey: refused on a single-factor session, at start and at register (the passkey being registered is no factor yet)', async () => {
      const weak = await weakSession();
      expectInsufficient(await registerStart(weak));
      // A challenge the two-factor session started, finished from the single-factor one.
      const started = await registerStart(strong.session_token);
      expect(started.status).toBe(200);
      const authenticator = await SoftAuthenticator.create();
      const credential = await authenticator.register({ options: JSON.parse(started.body.data.public_key_credential_creation_options), origin: PAGE });
      expectInsufficient(
        await h.call('POST', '/sdk/v1/webauthn/register', { json: { public_key_credential: JSON.stringify(credential), session_duration_minutes: 30 }, session: weak, origin: PAGE }),
      );
      expect(h.store.webauthnRegistrations.listForUser(strong.user_id)).toEqual([]);
      // The two-factor session may.
      const again = await registerStart(strong.session_token);
      const accepted = await h.call('POST', '/sdk/v1/webauthn/register', {
        json: { public_key_credential: JSON.stringify(await authenticator.register({ options: JSON.parse(again.body.data.public_key_credential_creation_options), origin: PAGE })), session_duration_minutes: 30 },
        session: strong.session_token,
        origin: PAGE,
      });
      expect(accepted.status, accepted.text).toBe(200);
    });

    it('a crypto wallet: attaching one is refused on a single-factor session, at start and at authenticate', async () => {
      const wallet = ethereumWallet();
      const start = (session: string) =>
        h.call('POST', '/sdk/v1/crypto_wallets/authenticate/start/secondary', { json: { crypto_wallet_type: 'ethereum', crypto_wallet_address: wallet.address }, session, origin: PAGE });
      const weak = await weakSession();
      expectInsufficient(await start(weak));
      const challenge = (await start(strong.session_token)).body.data.challenge as string;
      const authenticate = (session: string) =>
        h.call('POST', '/sdk/v1/crypto_wallets/authenticate', {
          json: { crypto_wallet_type: 'ethereum', crypto_wallet_address: wallet.address, signature: wallet.sign(challenge), session_duration_minutes: 30 },
          session,
          origin: PAGE,
        });
      expectInsufficient(await authenticate(weak));
      expect(h.store.cryptoWallets.find('ethereum', wallet.address)).toBeUndefined();
      expect((await authenticate(strong.session_token)).status).toBe(200);
      expect(h.store.cryptoWallets.find('ethereum', wallet.address)?.user_id).toBe(strong.user_id);
    });

    it('a password: setting one from the session is refused on a single-factor session', async () => {
      const reset = (session: string) =>
        h.call('POST', '/sdk/v1/passwords/session/reset', { json: { password: 'correct horse battery staple 1871', session_duration_minutes: 30 }, session });
      expectInsufficient(await reset(await weakSession()));
      expect(h.store.passwords.findForUser(strong.user_id)).toBeUndefined();
      expect((await reset(strong.session_token)).status).toBe(200);
    });

    it('an OAuth provider: the attach token is refused on a single-factor session', async () => {
      expectInsufficient(await h.call('POST', '/sdk/v1/oauth/attach', { json: { provider: 'google' }, session: await weakSession() }));
      expect((await h.call('POST', '/sdk/v1/oauth/attach', { json: { provider: 'google' }, session: strong.session_token })).status).toBe(200);
    });
  });
});


/**
 * Issue 36, item 1: a factor derived from a session of the same project (the project's own
 * Connected App's access token exchanged for a session) proves nothing the granting session had
 * not proved, so it must not count as a new category. The attack: a SIM swap gives the attacker an
 * SMS-only session; they authorize the first-party Connected App with `full_access`, exchange the
 * access token into their session (which added an `oauth` factor, counted as the email/OAuth
 * category), then add their own email and delete the victim's.
 */
describe('a factor derived from the project’s own session counts in no category', () => {
  const FIRST_PARTY = 'connected-app-test-portico-console';
  const CALLBACK = 'http://localhost:5173/oauth/callback';
  const VERIFIER = 'f00d'.repeat(16);
  const VICTIM_PHONE = '+14155550100';
  let h: Harness;
  let victim: Json;

  beforeEach(async () => {
    h = await createHarness();
    // Two registered categories (email, phone): sensitive actions need a two-category session.
    victim = await h.seedUser({ email: 'victim@example.com', phone_number: VICTIM_PHONE });
  });

  /** The attacker's SIM swap: an SMS code to the victim's number, a session with that factor only. */
  const smsOnlySession = async (): Promise<Json> => {
    const sent = await h.call('POST', '/sdk/v1/otps/sms/login_or_create', { json: { phone_number: VICTIM_PHONE } });
    expect(sent.status).toBe(200);
    const logged = await h.call('POST', '/sdk/v1/otps/authenticate', {
      json: { token: await h.latestCode(VICTIM_PHONE), method_id: sent.body.data.method_id, session_duration_minutes: 60 },
    });
    expect(logged.status).toBe(200);
    return logged.body.data;
  };

  /** authorize/submit on the first-party app with full_access, then the token endpoint: the access token. */
  const firstPartyAccessToken = async (sessionToken: string): Promise<string> => {
    const submitted = await h.call('POST', '/sdk/v1/idp/oauth/authorize/submit', {
      session: sessionToken,
      json: {
        client_id: FIRST_PARTY,
        redirect_uri: CALLBACK,
        response_type: 'code',
        scopes: ['openid', 'full_access'],
        code_challenge: await s256Challenge(VERIFIER),
        consent_granted: false,
      },
    });
    expect(submitted.status, submitted.text).toBe(200);
    const response = await h.app.fetch(
      new Request('http://localhost:4100/v1/public/project-test-portico/oauth2/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: FIRST_PARTY,
          code: submitted.body.data.authorization_code,
          redirect_uri: CALLBACK,
          code_verifier: VERIFIER,
        }),
      }),
    );
    const tokens = (await response.json()) as Json;
    expect(typeof tokens.access_token).toBe('string');
    return tokens.access_token as string;
  };

  const expectInsufficient = (response: { status: number; body: Json; text: string }) => {
    expect(response.status, response.text).toBe(401);
    expect(response.body.error_type).toBe('insufficient_factors');
  };

  it('SMS-only session → first-party app → exchange → adding an email and deleting the victim’s are refused', async () => {
    const attacker = await smsOnlySession();
    const accessToken = await firstPartyAccessToken(attacker.session_token);
    const exchanged = await h.call('POST', '/sdk/v1/sessions/exchange_access_token', {
      json: { access_token: accessToken, session_duration_minutes: 60 },
      session: attacker.session_token,
    });
    expect(exchanged.status, exchanged.text).toBe(200);
    // The exchange joined the caller's session (same user): it now lists an oauth factor beside the SMS code.
    expect(exchanged.body.data.session.session_id).toBe(attacker.session.session_id);
    expect(exchanged.body.data.session.authentication_factors.map((factor: Json) => factor.delivery_method)).toEqual(['sms', 'oauth_access_token_exchange']);
    const session = exchanged.body.data.session_token as string;

    expectInsufficient(await h.call('POST', '/sdk/v1/otps/email/send/secondary', { json: { email: 'attacker@example.com' }, session }));
    expectInsufficient(await h.call('POST', '/sdk/v1/magic_links/email/send/secondary', { json: { email: 'attacker@example.com' }, session }));
    expect((await h.call('GET', '/emulator/outbox?to=attacker%40example.com')).body.messages).toEqual([]);
    const victimEmailId = victim.emails[0].email_id as string;
    expectInsufficient(await h.call('DELETE', `/sdk/v1/users/emails/${victimEmailId}`, { session }));
    expect(h.store.emails.listForUser(victim.user_id).map((email) => email.email)).toEqual(['victim@example.com']);
  });

  it('a fresh session from the exchange (no caller session) is refused too', async () => {
    const attacker = await smsOnlySession();
    const accessToken = await firstPartyAccessToken(attacker.session_token);
    const exchanged = await h.call('POST', '/sdk/v1/sessions/exchange_access_token', { json: { access_token: accessToken, session_duration_minutes: 60 } });
    expect(exchanged.status, exchanged.text).toBe(200);
    const session = exchanged.body.data.session_token as string;
    expectInsufficient(await h.call('POST', '/sdk/v1/otps/email/send/secondary', { json: { email: 'attacker@example.com' }, session }));
    expectInsufficient(await h.call('DELETE', `/sdk/v1/users/emails/${victim.emails[0].email_id}`, { session }));
  });

  it('the exchanged session steps up like any other: a code to the victim’s own email makes it two categories', async () => {
    const attacker = await smsOnlySession();
    const exchanged = await h.call('POST', '/sdk/v1/sessions/exchange_access_token', {
      json: { access_token: await firstPartyAccessToken(attacker.session_token), session_duration_minutes: 60 },
      session: attacker.session_token,
    });
    const session = exchanged.body.data.session_token as string;
    const sent = await h.call('POST', '/sdk/v1/otps/email/send/secondary', { json: { email: 'victim@example.com' }, session });
    expect(sent.status).toBe(200);
    const stepped = await h.call('POST', '/sdk/v1/otps/authenticate', {
      json: { token: await h.latestCode('victim@example.com'), method_id: sent.body.data.method_id, session_duration_minutes: 60 },
      session,
    });
    expect(stepped.status).toBe(200);
    expect((await h.call('POST', '/sdk/v1/otps/email/send/secondary', { json: { email: 'new@example.com' }, session })).status).toBe(200);
  });
});
