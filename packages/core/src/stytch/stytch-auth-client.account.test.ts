/**
 * The account's calls (issue 37) through the adapter, against a stand-in of `@stytch/vanilla-js`
 * 6.3's headless client: the SDK calls and their arguments as its sources name them
 * (`HeadlessUserClient`, `HeadlessPasswordClient`, `HeadlessOAuthClient.attach`, `HeadlessOTPClient`'s
 * `send`), and the answers mapped to the port.
 */
import { describe, expect, it, vi } from 'vitest';
import { createStytchAuthClient, mapStytchUser, type StytchClient } from './stytch-auth-client';
import { createStytchAuthClient as createLazyStytchAuthClient } from './stytch-client';

const stytchUser = {
  user_id: 'user-test-1',
  created_at: '2026-01-02T03:04:05Z',
  emails: [{ email_id: 'email-1', email: 'ada@example.com', verified: true }],
  phone_numbers: [{ phone_id: 'phone-1', phone_number: '+14155550100', verified: false }],
  webauthn_registrations: [],
  totps: [],
  name: { first_name: 'Ada', middle_name: '', last_name: 'Lovelace' },
  providers: [
    { provider_type: 'GitHub', provider_subject: 'ada-gh', oauth_user_registration_id: 'oauth-user-1', profile_picture_url: '', locale: '' },
    { provider_type: 'Google', provider_subject: 'ada-g', oauth_user_registration_id: 'oauth-user-2', profile_picture_url: 'https://img.test/ada.png', locale: 'en' },
  ],
  crypto_wallets: [{ crypto_wallet_id: 'crypto-wallet-1', crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum', verified: true }],
  password: { password_id: 'password-1', requires_reset: false },
};

const authenticateResponse = {
  user_id: 'user-test-1',
  session_token: 'token',
  session_jwt: 'jwt',
  session: {
    session_id: 'session-1',
    user_id: 'user-test-1',
    expires_at: '2026-01-01T00:30:00Z',
    authentication_factors: [
      { type: 'otp', delivery_method: 'email', last_authenticated_at: 't1', email_factor: { email_id: 'email-1', email_address: 'ada@example.com' } },
      { type: 'otp', delivery_method: 'sms', last_authenticated_at: 't2', phone_number_factor: { phone_id: 'phone-1', phone_number: '+14155550100' } },
    ],
  },
  user: stytchUser,
};

function fakeStytch() {
  let current: unknown = null;
  const stytch = {
    user: {
      getSync: vi.fn(() => current),
      update: vi.fn(async (options: { name?: Record<string, string> }) => {
        current = { ...stytchUser, name: { ...stytchUser.name, ...options.name } };
        return { user_id: 'user-test-1', emails: stytchUser.emails, phone_numbers: [], crypto_wallets: [], request_id: 'r' };
      }),
      deleteEmail: vi.fn().mockResolvedValue({ user_id: 'user-test-1' }),
      deletePhoneNumber: vi.fn().mockResolvedValue({ user_id: 'user-test-1' }),
      deleteOAuthRegistration: vi.fn().mockResolvedValue({ user_id: 'user-test-1' }),
      deleteCryptoWallet: vi.fn().mockResolvedValue({ user_id: 'user-test-1' }),
      getConnectedApps: vi.fn().mockResolvedValue({
        request_id: 'r',
        connected_apps: [
          { connected_app_id: 'app-1', name: 'Demo', description: 'A demo', client_type: 'third_party', logo_url: 'https://img.test/demo.png', scopes_granted: 'openid email profile' },
          { connected_app_id: 'app-2', name: 'Bare', description: '', client_type: 'first_party', scopes_granted: '' },
        ],
      }),
      revokedConnectedApp: vi.fn().mockResolvedValue({ request_id: 'r' }),
    },
    otps: {
      email: { send: vi.fn().mockResolvedValue({ method_id: 'email-new', request_id: 'r' }) },
      sms: { send: vi.fn().mockResolvedValue({ method_id: 'phone-new', request_id: 'r' }) },
    },
    passwords: {
      resetBySession: vi.fn().mockResolvedValue(authenticateResponse),
      resetByExistingPassword: vi.fn().mockResolvedValue(authenticateResponse),
    },
    oauth: {
      attach: vi.fn().mockResolvedValue({ oauth_attach_token: 'attach-token-1', request_id: 'r' }),
      github: { start: vi.fn().mockResolvedValue(undefined) },
    },
    session: {
      getSync: vi.fn(() => ({ session_id: 'session-1', user_id: 'user-test-1', authentication_factors: authenticateResponse.session.authentication_factors })),
      getTokens: vi.fn(() => ({ session_token: 'token', session_jwt: 'jwt-1' })),
    },
  };
  return { stytch: stytch as unknown as StytchClient, raw: stytch };
}

describe('the account through the Stytch client', () => {
  it('maps what the account shows of a user: providers, wallets, password, creation time', () => {
    expect(mapStytchUser(stytchUser as never)).toEqual({
      userId: 'user-test-1',
      emails: [{ emailId: 'email-1', email: 'ada@example.com', verified: true }],
      phoneNumbers: [{ phoneId: 'phone-1', phoneNumber: '+14155550100', verified: false }],
      webauthnRegistrations: [],
      totps: [],
      name: { firstName: 'Ada', lastName: 'Lovelace' },
      providers: [
        { providerType: 'GitHub', providerSubject: 'ada-gh', oauthUserRegistrationId: 'oauth-user-1' },
        { providerType: 'Google', providerSubject: 'ada-g', oauthUserRegistrationId: 'oauth-user-2', profilePictureUrl: 'https://img.test/ada.png' },
      ],
      cryptoWallets: [{ cryptoWalletId: 'crypto-wallet-1', address: '0xabc', type: 'ethereum', verified: true }],
      password: { passwordId: 'password-1' },
      createdAt: '2026-01-02T03:04:05Z',
    });
  });

  it('reads a user without those fields as having none', () => {
    expect(mapStytchUser({ user_id: 'user-test-2', emails: [], phone_numbers: [] } as never)).toMatchObject({
      providers: [],
      cryptoWallets: [],
      password: null,
    });
    expect(mapStytchUser({ user_id: 'u', providers: null, crypto_wallets: 'x', password: {} } as never)).toMatchObject({
      providers: [],
      cryptoWallets: [],
      password: null,
    });
  });

  it("names the address each session factor proved (its email_factor, phone_number_factor)", async () => {
    const { stytch } = fakeStytch();
    await expect(createStytchAuthClient(stytch).session.factors()).resolves.toEqual([
      { type: 'otp', deliveryMethod: 'email', lastAuthenticatedAt: 't1', email: { emailId: 'email-1', email: 'ada@example.com' } },
      { type: 'otp', deliveryMethod: 'sms', lastAuthenticatedAt: 't2', phone: { phoneId: 'phone-1', phoneNumber: '+14155550100' } },
    ]);
  });

  it("updates the name (user.update's name, in Stytch's field names) and answers the user the SDK kept", async () => {
    const { stytch, raw } = fakeStytch();
    const user = await createStytchAuthClient(stytch).user.update({ name: { firstName: 'Augusta', lastName: '' } });
    expect(raw.user.update).toHaveBeenCalledWith({ name: { first_name: 'Augusta', last_name: '' } });
    expect(user).toMatchObject({ userId: 'user-test-1' });
    expect(user.name).toEqual({ firstName: 'Augusta' });
    expect(user.providers).toHaveLength(2);
  });

  it('deletes an email, an OAuth registration and a crypto wallet by id', async () => {
    const { stytch, raw } = fakeStytch();
    const client = createStytchAuthClient(stytch);
    await expect(client.user.deleteEmail({ emailId: 'email-2' })).resolves.toBeUndefined();
    await expect(client.user.deleteOAuthRegistration({ oauthUserRegistrationId: 'oauth-user-1' })).resolves.toBeUndefined();
    await expect(client.user.deleteCryptoWallet({ cryptoWalletId: 'crypto-wallet-1' })).resolves.toBeUndefined();
    expect(raw.user.deleteEmail).toHaveBeenCalledWith('email-2');
    expect(raw.user.deleteOAuthRegistration).toHaveBeenCalledWith('oauth-user-1');
    expect(raw.user.deleteCryptoWallet).toHaveBeenCalledWith('crypto-wallet-1');
  });

  it("lists Connected Apps (scopes split) and revokes one with Stytch's revokedConnectedApp", async () => {
    const { stytch, raw } = fakeStytch();
    const client = createStytchAuthClient(stytch);
    await expect(client.user.connectedApps()).resolves.toEqual([
      { connectedAppId: 'app-1', name: 'Demo', description: 'A demo', logoUrl: 'https://img.test/demo.png', scopesGranted: ['openid', 'email', 'profile'] },
      { connectedAppId: 'app-2', name: 'Bare', description: '', scopesGranted: [] },
    ]);
    await client.user.revokeConnectedApp({ connectedAppId: 'app-1' });
    expect(raw.user.revokedConnectedApp).toHaveBeenCalledWith('app-1');
  });

  it('sends codes for the signed-in user with otps.email.send and otps.sms.send; stepUp sends the same way', async () => {
    const { stytch, raw } = fakeStytch();
    const client = createStytchAuthClient(stytch);
    await expect(client.otps.email.send({ email: 'new@example.com', expirationMinutes: 5, locale: 'fr' })).resolves.toEqual({
      methodId: 'email-new',
      raw: { method_id: 'email-new', request_id: 'r' },
    });
    expect(raw.otps.email.send).toHaveBeenCalledWith('new@example.com', { expiration_minutes: 5, locale: 'fr' });
    await expect(client.otps.sms.send({ phoneNumber: '+14155550199', expirationMinutes: 3 })).resolves.toMatchObject({ methodId: 'phone-new' });
    expect(raw.otps.sms.send).toHaveBeenCalledWith('+14155550199', { expiration_minutes: 3 });
    await client.otps.stepUp.sms({ phoneNumber: '+14155550100', expirationMinutes: 5 });
    expect(raw.otps.sms.send).toHaveBeenLastCalledWith('+14155550100', { expiration_minutes: 5 });
  });

  it('sets a password by session and changes one by the current password, in Stytch names', async () => {
    const { stytch, raw } = fakeStytch();
    const client = createStytchAuthClient(stytch);
    const bySession = await client.passwords.resetBySession({ password: 'correct horse battery', sessionDurationMinutes: 30 });
    expect(raw.passwords.resetBySession).toHaveBeenCalledWith({ password: 'correct horse battery', session_duration_minutes: 30 });
    expect(bySession).toMatchObject({ userId: 'user-test-1', session: { sessionId: 'session-1' }, user: { password: { passwordId: 'password-1' } } });
    await client.passwords.resetByExistingPassword({
      email: 'ada@example.com',
      existingPassword: 'old one',
      newPassword: 'new one',
      sessionDurationMinutes: 30,
    });
    expect(raw.passwords.resetByExistingPassword).toHaveBeenCalledWith({
      email: 'ada@example.com',
      existing_password: 'old one',
      new_password: 'new one',
      session_duration_minutes: 30,
    });
  });

  it('gets an attach token, and starts OAuth with it', async () => {
    const { stytch, raw } = fakeStytch();
    const client = createStytchAuthClient(stytch);
    await expect(client.oauth.attach({ provider: 'github' })).resolves.toEqual({ oauthAttachToken: 'attach-token-1' });
    expect(raw.oauth.attach).toHaveBeenCalledWith('github');
    await client.oauth.start({ provider: 'github', loginRedirectUrl: 'https://app.test/account', oauthAttachToken: 'attach-token-1' });
    expect(raw.oauth.github.start).toHaveBeenCalledWith({ login_redirect_url: 'https://app.test/account', oauth_attach_token: 'attach-token-1' });
  });

  it('refuses an attach answer without a token', async () => {
    const { stytch, raw } = fakeStytch();
    raw.oauth.attach.mockResolvedValue({ request_id: 'r' });
    await expect(createStytchAuthClient(stytch).oauth.attach({ provider: 'github' })).rejects.toMatchObject({ type: 'invalid_response' });
  });

  it("gives the session's JWT, through the lazily loaded client too, and null without a session", async () => {
    const { stytch, raw } = fakeStytch();
    await expect(createLazyStytchAuthClient(stytch).session.jwt()).resolves.toBe('jwt-1');
    await expect(createStytchAuthClient(stytch).session.jwt()).resolves.toBe('jwt-1');
    raw.session.getTokens.mockReturnValue(null as never);
    await expect(createStytchAuthClient(stytch).session.jwt()).resolves.toBeNull();
    raw.session.getSync.mockReturnValue(null as never);
    raw.session.getTokens.mockReturnValue({ session_token: 'stale', session_jwt: 'stale' });
    await expect(createStytchAuthClient(stytch).session.jwt()).resolves.toBeNull();
  });

  it('the lazily loaded client reaches each new call', async () => {
    const { stytch, raw } = fakeStytch();
    const client = createLazyStytchAuthClient(stytch);
    await client.user.deleteEmail({ emailId: 'email-2' });
    await client.otps.email.send({ email: 'new@example.com', expirationMinutes: 5 });
    await client.oauth.attach({ provider: 'github' });
    await client.passwords.resetBySession({ password: 'p', sessionDurationMinutes: 5 });
    await client.user.connectedApps();
    expect(raw.user.deleteEmail).toHaveBeenCalled();
    expect(raw.otps.email.send).toHaveBeenCalled();
    expect(raw.oauth.attach).toHaveBeenCalled();
    expect(raw.passwords.resetBySession).toHaveBeenCalled();
    expect(raw.user.getConnectedApps).toHaveBeenCalled();
    // The groups are no thenables, and the calls they list stay theirs.
    expect((client.user as unknown as { then?: unknown }).then).toBeUndefined();
    expect(client.session.current()).toEqual({ sessionId: 'session-1', userId: 'user-test-1' });
  });
});
