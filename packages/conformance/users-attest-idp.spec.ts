/**
 * The real StytchHeadlessClient in Chromium: trusted auth tokens (`session.attest`), the user
 * surface (`users/me`, `user.update`, the deletions) and the identity provider (Connected Apps).
 */
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { codeSentTo, emulatorUrl, ethereumWallet, failed, listUsers, loginByEmailOtp, mintTrustedToken, ok, openPage, resetEmulator, seedUser } from './support.ts';

test.beforeEach(async () => {
  await resetEmulator();
});

test('sessions/attest: a trusted auth token minted by the control API becomes a session, once', async ({ page }) => {
  await openPage(page);
  const email = 'katherine@example.com';
  const minted = await mintTrustedToken(email);
  const attested = ok(
    await page.evaluate(([token, profileId]) => settle(stytch.session.attest({ profile_id: profileId, token, session_duration_minutes: 60 })), [minted.token, minted.profile_id] as const),
  );
  expect(attested.session_token).toHaveLength(44);
  const state = await page.evaluate(() => ({ session: stytch.session.getSync(), user: stytch.user.getSync() }));
  expect(state.session?.authentication_factors).toEqual([
    expect.objectContaining({ type: 'trusted_auth_token', trusted_auth_token_factor: { token_id: minted.token_id } }),
  ]);
  expect(state.user?.emails).toEqual([expect.objectContaining({ email, verified: true })]);
  expect(await listUsers({ email })).toHaveLength(1);

  const replay = failed(
    await page.evaluate(([token, profileId]) => settle(stytch.session.attest({ profile_id: profileId, token, session_duration_minutes: 60 })), [minted.token, minted.profile_id] as const),
  );
  expect(replay).toMatchObject({ name: 'StytchAPIError', error_type: 'invalid_trusted_auth_token' });
});

test('users/me has the full User shape; user.update and the deletions keep the SDK state in step', async ({ page }) => {
  const wallet = ethereumWallet();
  const email = 'ada@example.com';
  const phone = '+14155550100';
  await seedUser({
    email,
    phone_number: phone,
    name: { first_name: 'Ada', last_name: 'Lovelace' },
    crypto_wallets: [{ crypto_wallet_address: wallet.address, crypto_wallet_type: 'ethereum' }],
  });
  await openPage(page);
  const login = await loginByEmailOtp(page, email);

  const me = ok(await page.evaluate(() => settle(stytch.user.get())));
  expect(me).toEqual({
    user_id: login.user_id,
    created_at: expect.any(String),
    status: 'active',
    name: { first_name: 'Ada', middle_name: '', last_name: 'Lovelace' },
    emails: [{ email_id: expect.stringMatching(/^email-test-/), email, verified: true }],
    phone_numbers: [{ phone_id: expect.stringMatching(/^phone-number-test-/), phone_number: phone, verified: true }],
    providers: [],
    webauthn_registrations: [],
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

  const updated = ok(await page.evaluate(() => settle(stytch.user.update({ name: { first_name: 'Augusta' }, untrusted_metadata: { theme: 'dark', locale: 'en' } }))));
  expect(updated.user_id).toBe(login.user_id);
  expect(await page.evaluate(() => stytch.user.getSync())).toMatchObject({
    name: { first_name: 'Augusta', last_name: 'Lovelace' },
    untrusted_metadata: { theme: 'dark', locale: 'en' },
  });
  ok(await page.evaluate(() => settle(stytch.user.update({ untrusted_metadata: { locale: null } }))));
  expect(await page.evaluate(() => stytch.user.getSync()?.untrusted_metadata)).toEqual({ theme: 'dark' });

  // Ada has an email and a phone number, so deleting a factor needs a session with both (Stytch's
  // multi-factor rule for sensitive actions); the refusal keeps the SDK's session.
  const single = failed(await page.evaluate((id) => settle(stytch.user.deletePhoneNumber(id)), me.phone_numbers[0]?.phone_id ?? ''));
  expect(single).toMatchObject({ name: 'StytchAPIError', status_code: 401, error_type: 'insufficient_factors' });
  expect(await page.evaluate(() => stytch.session.getSync()?.session_id)).toBe(login.session.session_id);
  const sms = ok(await page.evaluate((number) => settle(stytch.otps.sms.send(number, { expiration_minutes: 5 })), phone));
  ok(await page.evaluate(([token, methodId]) => settle(stytch.otps.authenticate(token, methodId, { session_duration_minutes: 60 })), [await codeSentTo(phone), sms.method_id] as const));

  ok(await page.evaluate((id) => settle(stytch.user.deletePhoneNumber(id)), me.phone_numbers[0]?.phone_id ?? ''));
  expect(await page.evaluate(() => stytch.user.getSync()?.phone_numbers)).toEqual([]);
  ok(await page.evaluate((id) => settle(stytch.user.deleteCryptoWallet(id)), me.crypto_wallets[0]?.crypto_wallet_id ?? ''));
  expect(await page.evaluate(() => stytch.user.getSync()?.crypto_wallets)).toEqual([]);
  // The last primary factor stays.
  const last = failed(await page.evaluate((id) => settle(stytch.user.deleteEmail(id)), me.emails[0]?.email_id ?? ''));
  expect(last).toMatchObject({ name: 'StytchAPIError', error_type: 'cannot_delete_last_primary_factor' });
  const unknown = failed(await page.evaluate(() => settle(stytch.user.deleteOAuthRegistration('oauth-user-test-nope'))));
  expect(unknown).toMatchObject({ error_type: 'oauth_user_registration_not_found' });

  expect((await listUsers({ email }))[0]).toMatchObject({ phone_numbers: [], crypto_wallets: [], name: { first_name: 'Augusta' } });
});

test('identity provider: authorize start/submit (consent granted and denied), the code works at the token endpoint, logout start', async ({ page }) => {
  await openPage(page);
  const login = await loginByEmailOtp(page, 'grace@example.com');
  const request = {
    client_id: 'connected-app-test-portico-backend',
    redirect_uri: 'http://localhost:5173/oauth/callback',
    response_type: 'code',
    scopes: ['openid', 'email', 'read:docs', 'write:docs'],
  };

  const started = ok(await page.evaluate((options) => settle(stytch.idp.oauthAuthorizeStart(options)), request));
  expect(started).toMatchObject({
    user_id: login.user_id,
    client: { client_id: request.client_id, client_type: 'third_party', client_name: 'Portico Test Client' },
    consent_required: true,
  });
  expect(started.scope_results).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ scope: 'openid', is_grantable: true }),
      expect.objectContaining({ scope: 'read:docs', is_grantable: true, description: 'Read your documents' }),
      expect.objectContaining({ scope: 'write:docs', is_grantable: false }),
    ]),
  );

  const denied = ok(await page.evaluate((options) => settle(stytch.idp.oauthAuthorizeSubmit({ ...options, state: 'st-1', consent_granted: false })), request));
  const deniedUrl = new URL(denied.redirect_uri);
  expect(`${deniedUrl.origin}${deniedUrl.pathname}`).toBe(request.redirect_uri);
  expect(Object.fromEntries(deniedUrl.searchParams)).toMatchObject({ error: 'access_denied', state: 'st-1' });
  expect(denied.authorization_code).toBeUndefined();

  const granted = ok(
    await page.evaluate((options) => settle(stytch.idp.oauthAuthorizeSubmit({ ...options, state: 'st-2', nonce: 'n-2', consent_granted: true })), request),
  );
  const grantedUrl = new URL(granted.redirect_uri);
  expect(grantedUrl.searchParams.get('code')).toBe(granted.authorization_code);
  expect(grantedUrl.searchParams.get('state')).toBe('st-2');

  // The code is real: the app's backend exchanges it for tokens.
  const tokenResponse = await fetch(`${emulatorUrl}/v1/public/project-test-portico/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Basic ${btoa('connected-app-test-portico-backend:secret-test-portico-backend')}` },
    body: new URLSearchParams({ grant_type: 'authorization_code', code: granted.authorization_code ?? '', redirect_uri: request.redirect_uri }),
  });
  expect(tokenResponse.status).toBe(200);
  const tokens = (await tokenResponse.json()) as { access_token: string; id_token: string; scope: string };
  expect(tokens.scope.split(' ').sort()).toEqual(['email', 'openid', 'read:docs']);
  const idClaims = JSON.parse(atob(tokens.id_token.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? '')) as Record<string, unknown>;
  expect(idClaims).toMatchObject({ sub: login.user_id, aud: request.client_id, nonce: 'n-2', sid: login.session.session_id });

  // Consent is remembered now.
  expect(ok(await page.evaluate((options) => settle(stytch.idp.oauthAuthorizeStart(options)), request)).consent_required).toBe(false);

  const logout = { client_id: request.client_id, post_logout_redirect_uri: 'http://localhost:5173/', state: 'bye' };
  const asks = ok(await page.evaluate((options) => settle(stytch.idp.oauthLogoutStart(options)), logout));
  expect(asks).toMatchObject({ consent_required: true, redirect_uri: 'http://localhost:5173/?state=bye' });
  // With the app's ID token for this very session, no confirmation is needed.
  const silent = ok(await page.evaluate((options) => settle(stytch.idp.oauthLogoutStart(options)), { ...logout, id_token_hint: tokens.id_token }));
  expect(silent.consent_required).toBe(false);

  // Without a session the identity provider refuses.
  ok(await page.evaluate(() => settle(stytch.session.revoke())));
  const anonymous = failed(await page.evaluate((options) => settle(stytch.idp.oauthAuthorizeStart(options)), request));
  expect(anonymous).toMatchObject({ name: 'StytchAPIError', error_type: 'user_unauthenticated' });
});

test('connected apps: the user lists and revokes them; a full_access access token is exchanged for a session until then', async ({ page }) => {
  await openPage(page);
  const login = await loginByEmailOtp(page, 'grace@example.com');
  const clientId = 'connected-app-test-portico-console';
  const redirectUri = 'http://localhost:5173/oauth/callback';
  const verifier = 'c0ffee'.repeat(8);
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const granted = ok(
    await page.evaluate(
      (options) => settle(stytch.idp.oauthAuthorizeSubmit(options)),
      { client_id: clientId, redirect_uri: redirectUri, response_type: 'code', scopes: ['openid', 'full_access'], code_challenge: challenge, consent_granted: true },
    ),
  );
  const tokenResponse = await fetch(`${emulatorUrl}/v1/public/project-test-portico/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: clientId, code: granted.authorization_code ?? '', redirect_uri: redirectUri, code_verifier: verifier }),
  });
  expect(tokenResponse.status).toBe(200);
  const { access_token: accessToken } = (await tokenResponse.json()) as { access_token: string };

  const apps = ok(await page.evaluate(() => settle(stytch.user.getConnectedApps())));
  expect(apps.connected_apps).toEqual([
    expect.objectContaining({ connected_app_id: clientId, name: 'Portico Console', client_type: 'first_party_public', scopes_granted: 'openid full_access' }),
  ]);

  // Logged out, the app's access token brings the user's session back.
  ok(await page.evaluate(() => settle(stytch.session.revoke())));
  const exchanged = ok(await page.evaluate((token) => settle(stytch.session.exchangeAccessToken({ access_token: token, session_duration_minutes: 60 })), accessToken));
  expect(exchanged.user_id).toBe(login.user_id);
  expect(exchanged.session.session_id).not.toBe(login.session.session_id);
  const state = await page.evaluate(() => ({ session: stytch.session.getSync(), user: stytch.user.getSync() }));
  expect(state.session?.authentication_factors).toEqual([
    expect.objectContaining({ delivery_method: 'oauth_access_token_exchange', oauth_access_token_exchange_factor: { client_id: clientId } }),
  ]);
  expect(state.user?.user_id).toBe(login.user_id);

  ok(await page.evaluate((id) => settle(stytch.user.revokedConnectedApp(id)), clientId));
  expect(ok(await page.evaluate(() => settle(stytch.user.getConnectedApps()))).connected_apps).toEqual([]);
  const refused = failed(await page.evaluate((token) => settle(stytch.session.exchangeAccessToken({ access_token: token, session_duration_minutes: 60 })), accessToken));
  expect(refused).toMatchObject({ name: 'StytchAPIError', error_type: 'oauth_access_token_exchange_token_invalid_grant' });
});
