import type { AuthenticateResponse, User as StytchUser } from '@stytch/vanilla-js/headless';
import {
  browserSupportsWebAuthn,
  webauthnUnsupported,
  createAuthError,
  toAuthError,
  type AuthClient,
  type AuthError,
  type AuthenticateResult,
  type AuthFactor,
  type UrlAuthenticateResult,
  type AuthUser,
  type ConnectedApp,
  type IdpAuthorizeRequest,
  type OtpSendResult,
  type PasswordStrengthResult,
  type RequestOptions,
  type TelemetryEvent,
} from '../client';
import { oneTapModeOf } from '../client/one-tap-mode';
import { browserHasFedCM, internalsOf, stytchBootstrap, type StytchClient } from './stytch-internals';
import { createLinkLogin } from './link-login';
import { createLoginGuard } from './login-guard';
import { runCeremony, type CeremonyAnswer } from './webauthn-ceremony';
import { signalUnknownCredential } from './webauthn-signals';

export type { StytchClient } from './stytch-internals';

/**
 * A redirect that came back with an OAuth `error` instead of a token (the user cancelled at the
 * provider, or it failed). Its `error_description` is not shown: anyone can put text in a URL.
 */
function redirectError(href: string) {
  const params = new URL(href, 'http://localhost').searchParams;
  const error = params.get('error');
  if (params.get('stytch_token_type') !== 'oauth' || error === null) return null;
  if (typeof window !== 'undefined' && href === window.location.href) {
    const clean = new URL(href);
    for (const name of ['stytch_token_type', 'error', 'error_description', 'error_uri']) clean.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', clean.toString());
  }
  return createAuthError(error === 'access_denied' ? 'oauth_cancelled' : 'oauth_flow_callback_error');
}

export function mapStytchUser(user: StytchUser | null | undefined): AuthUser | null {
  if (!user) return null;
  return {
    userId: user.user_id,
    emails: (user.emails ?? []).map((e) => ({ emailId: e.email_id, email: e.email, verified: e.verified })),
    phoneNumbers: (user.phone_numbers ?? []).map((p) => ({
      phoneId: p.phone_id,
      phoneNumber: p.phone_number,
      verified: p.verified,
    })),
    webauthnRegistrations: (user.webauthn_registrations ?? []).map((w) => ({
      webauthnRegistrationId: w.webauthn_registration_id,
      name: w.name,
    })),
    totps: (user.totps ?? []).map((t) => ({ totpId: t.totp_id, verified: t.verified })),
    ...accountParts(user),
    ...(user.name && {
      name: {
        ...(user.name.first_name && { firstName: user.name.first_name }),
        ...(user.name.last_name && { lastName: user.name.last_name }),
      },
    }),
  };
}

/** What the account sections show of a user beyond a login's needs, read defensively (missing: empty). */
function accountParts(user: StytchUser): Pick<AuthUser, 'providers' | 'cryptoWallets' | 'password' | 'createdAt'> {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    providers: (Array.isArray(user.providers) ? user.providers : []).map((provider) => ({
      providerType: text(provider.provider_type),
      providerSubject: text(provider.provider_subject),
      oauthUserRegistrationId: text(provider.oauth_user_registration_id),
      ...(text(provider.profile_picture_url) !== '' && { profilePictureUrl: provider.profile_picture_url }),
    })),
    cryptoWallets: (Array.isArray(user.crypto_wallets) ? user.crypto_wallets : []).map((wallet) => ({
      cryptoWalletId: text(wallet.crypto_wallet_id),
      address: text(wallet.crypto_wallet_address),
      type: text(wallet.crypto_wallet_type),
      verified: wallet.verified === true,
    })),
    password: user.password && typeof user.password.password_id === 'string' ? { passwordId: user.password.password_id } : null,
    ...(text(user.created_at) !== '' && { createdAt: user.created_at }),
  };
}

/** A Connected App as `user.getConnectedApps()` lists it (`scopes_granted` space-separated). */
function mapConnectedApp(app: { connected_app_id: string; name: string; description: string; logo_url?: string; scopes_granted: string }): ConnectedApp {
  return {
    connectedAppId: String(app.connected_app_id ?? ''),
    name: String(app.name ?? ''),
    description: String(app.description ?? ''),
    ...(typeof app.logo_url === 'string' && app.logo_url !== '' && { logoUrl: app.logo_url }),
    scopesGranted: typeof app.scopes_granted === 'string' ? app.scopes_granted.split(' ').filter(Boolean) : [],
  };
}

/** A session's `authentication_factors`, as the port names them. */
function mapFactors(factors: ReadonlyArray<{ type?: string; delivery_method?: string; last_authenticated_at?: string }> | undefined): AuthFactor[] {
  return (factors ?? []).map((factor) => ({
    type: String(factor.type ?? ''),
    deliveryMethod: String(factor.delivery_method ?? ''),
    lastAuthenticatedAt: String(factor.last_authenticated_at ?? ''),
    ...factorAddress(factor),
  }));
}

/** The address a factor proved (its `email_factor` or `phone_number_factor`), when it names one. */
function factorAddress(factor: object): Pick<AuthFactor, 'email' | 'phone'> {
  const { email_factor: email, phone_number_factor: phone } = factor as {
    email_factor?: { email_id?: unknown; email_address?: unknown };
    phone_number_factor?: { phone_id?: unknown; phone_number?: unknown };
  };
  return {
    ...(typeof email?.email_id === 'string' && typeof email.email_address === 'string' && { email: { emailId: email.email_id, email: email.email_address } }),
    ...(typeof phone?.phone_id === 'string' && typeof phone.phone_number === 'string' && { phone: { phoneId: phone.phone_id, phoneNumber: phone.phone_number } }),
  };
}

function mapAuthenticate(response: AuthenticateResponse | null | undefined): AuthenticateResult {
  if (!response || typeof response.user_id !== 'string') {
    throw createAuthError('invalid_response', { message: 'The server answered without a user.' });
  }
  const { session } = response;
  return {
    userId: response.user_id,
    session: session
      ? {
          sessionId: session.session_id,
          userId: session.user_id,
          expiresAt: session.expires_at,
          authenticationFactors: mapFactors(session.authentication_factors),
        }
      : null,
    user: mapStytchUser(response.user),
    raw: response,
  };
}

/**
 * Runs one SDK call: rejects with an AuthError, and settles as `aborted` as soon as the signal
 * fires (the SDK itself cannot cancel requests, but the flow must never wait on an abandoned one).
 */
function call<T>(options: RequestOptions | undefined, run: () => Promise<T>): Promise<T> {
  const signal = options?.signal;
  if (signal?.aborted) return Promise.reject(createAuthError('aborted'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(createAuthError('aborted'));
    signal?.addEventListener('abort', onAbort, { once: true });
    Promise.resolve()
      .then(run)
      .then(resolve, (error: unknown) => reject(toAuthError(error)))
      .finally(() => signal?.removeEventListener('abort', onAbort));
  });
}

/** `PublicKeyCredential.getClientCapabilities()` reports `conditionalCreate` (Chrome 136+, Safari 18+). */
async function browserCanCreateQuietly(): Promise<boolean> {
  const credential = (globalThis as { PublicKeyCredential?: { getClientCapabilities?: () => Promise<Record<string, unknown>> } })
    .PublicKeyCredential;
  try {
    return (await credential?.getClientCapabilities?.())?.conditionalCreate === true;
  } catch {
    return false;
  }
}

/**
 * An authorize request as Stytch's UI sends it to both start and submit (protocol §2.11): the
 * parsed query, with PKCE's challenge, state, nonce, prompt and resources when present.
 */
function authorizeFields(request: IdpAuthorizeRequest) {
  return {
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    response_type: request.responseType,
    scopes: request.scopes,
    ...(request.codeChallenge !== undefined && { code_challenge: request.codeChallenge }),
    ...(request.state !== undefined && { state: request.state }),
    ...(request.nonce !== undefined && { nonce: request.nonce }),
    ...(request.prompt !== undefined && { prompt: request.prompt }),
    ...(request.resources !== undefined && request.resources.length > 0 && { resources: request.resources }),
  };
}

function sent(response: { method_id?: string } | undefined): OtpSendResult {
  if (!response || typeof response.method_id !== 'string') {
    throw createAuthError('invalid_response', { message: 'The server answered without a method_id.' });
  }
  return { methodId: response.method_id, raw: response };
}

/**
 * The production AuthClient: every operation of spec §7 through the host's Stytch client. The
 * host constructs the client (and so holds the public token); Portico never sees a secret.
 */
export function createStytchAuthClient(stytch: StytchClient): AuthClient {
  const internals = () => internalsOf(stytch);
  const login = createLoginGuard(stytch.session);
  /** A call that answers with a session: one given up on and carried out anyway is undone (login-guard.ts). */
  const loginCall = <T>(options: RequestOptions | undefined, run: () => Promise<T>) => call(options, login(options, run));
  /** Every link's spend, and the session a link brought for another account (link-login.ts). */
  const links = createLinkLogin(stytch, { map: mapAuthenticate, loginCall: (options, run) => login(options, run)() });
  /** `otps.email.send` / `otps.sms.send` for the signed-in user (`send/secondary`): the step-up's sends too. */
  const sendEmail: AuthClient['otps']['email']['send'] = (request, options) =>
    call(options, () =>
      stytch.otps.email.send(request.email, {
        expiration_minutes: request.expirationMinutes,
        ...(request.locale !== undefined && { locale: request.locale }),
      }),
    ).then(sent);
  const sendSms: AuthClient['otps']['sms']['send'] = (request, options) =>
    call(options, () =>
      stytch.otps.sms.send(request.phoneNumber, {
        expiration_minutes: request.expirationMinutes,
        ...(request.locale !== undefined && { locale: request.locale }),
      }),
    ).then(sent);
  const phoneOtp =
    (channel: 'sms' | 'whatsapp'): AuthClient['otps']['sms']['loginOrCreate'] =>
    (request, options) =>
      call(options, () =>
        stytch.otps[channel].loginOrCreate(request.phoneNumber, {
          expiration_minutes: request.expirationMinutes,
          ...(request.locale !== undefined && { locale: request.locale }),
        }),
      ).then(sent);

  return {
    bootstrap: stytchBootstrap(stytch),

    otps: {
      email: {
        loginOrCreate: (request, options) =>
          call(options, () =>
            stytch.otps.email.loginOrCreate(request.email, {
              expiration_minutes: request.expirationMinutes,
              ...(request.loginTemplateId !== undefined && { login_template_id: request.loginTemplateId }),
              ...(request.signupTemplateId !== undefined && { signup_template_id: request.signupTemplateId }),
              ...(request.locale !== undefined && { locale: request.locale }),
            }),
          ).then(sent),
        send: sendEmail,
      },
      sms: { loginOrCreate: phoneOtp('sms'), send: sendSms },
      whatsapp: { loginOrCreate: phoneOtp('whatsapp') },
      authenticate: (request, options) =>
        loginCall(options, () =>
          stytch.otps.authenticate(request.code, request.methodId, {
            session_duration_minutes: request.sessionDurationMinutes,
          }),
        ).then(mapAuthenticate),
      stepUp: { sms: sendSms, email: sendEmail },
    },

    totps: {
      create: (request, options) =>
        call(options, () => stytch.totps.create({ expiration_minutes: request.expirationMinutes })).then((raw) => {
          if (!raw || typeof raw.totp_id !== 'string' || typeof raw.secret !== 'string') {
            throw createAuthError('invalid_response', { message: 'The server answered without a TOTP.' });
          }
          return { totpId: raw.totp_id, secret: raw.secret, qrCode: raw.qr_code, recoveryCodes: raw.recovery_codes ?? [] };
        }),
      authenticate: (request, options) =>
        call(options, () =>
          stytch.totps.authenticate({ totp_code: request.code, session_duration_minutes: request.sessionDurationMinutes }),
        ).then(mapAuthenticate),
      recover: (request, options) =>
        call(options, () =>
          stytch.totps.recover({ recovery_code: request.recoveryCode, session_duration_minutes: request.sessionDurationMinutes }),
        ).then(mapAuthenticate),
      recoveryCodes: (options) =>
        call(options, () => stytch.totps.recoveryCodes()).then((raw) => {
          // The SDK's typings say one object; the wire carries a list (protocol §2.10).
          const entries = ([] as Array<{ totp_id: string; verified: boolean; recovery_codes?: string[] }>).concat(
            (raw?.totps as never) ?? [],
          );
          const verified = entries.find((entry) => entry.verified);
          return verified ? { totpId: verified.totp_id, recoveryCodes: verified.recovery_codes ?? [] } : null;
        }),
    },

    magicLinks: {
      email: {
        loginOrCreate: (request, options) =>
          call(options, () =>
            stytch.magicLinks.email.loginOrCreate(request.email, {
              ...(request.loginRedirectUrl !== undefined && { login_magic_link_url: request.loginRedirectUrl }),
              ...(request.signupRedirectUrl !== undefined && { signup_magic_link_url: request.signupRedirectUrl }),
              ...(request.loginExpirationMinutes !== undefined && {
                login_expiration_minutes: request.loginExpirationMinutes,
              }),
              ...(request.signupExpirationMinutes !== undefined && {
                signup_expiration_minutes: request.signupExpirationMinutes,
              }),
              ...(request.loginTemplateId !== undefined && { login_template_id: request.loginTemplateId }),
              ...(request.signupTemplateId !== undefined && { signup_template_id: request.signupTemplateId }),
              ...(request.locale !== undefined && { locale: request.locale }),
            }),
          ).then((raw) => ({ raw })),
      },
      authenticate: (request, options) => call(options, () => links.magicLink(request, options)),
    },

    passwords: {
      strengthCheck: (request, options) =>
        call(options, () =>
          stytch.passwords.strengthCheck({
            password: request.password,
            ...(request.email !== undefined && { email: request.email }),
          }),
        ).then(
          (raw): PasswordStrengthResult => ({
            score: raw.score,
            validPassword: raw.valid_password,
            breachedPassword: raw.breached_password,
            strengthPolicy: raw.strength_policy as PasswordStrengthResult['strengthPolicy'],
            feedback: {
              warning: raw.feedback?.warning ?? '',
              suggestions: raw.feedback?.suggestions ?? [],
              ...(raw.feedback?.luds_requirements && {
                ludsRequirements: {
                  hasLowerCase: raw.feedback.luds_requirements.has_lower_case,
                  hasUpperCase: raw.feedback.luds_requirements.has_upper_case,
                  hasDigit: raw.feedback.luds_requirements.has_digit,
                  hasSymbol: raw.feedback.luds_requirements.has_symbol,
                  missingCharacters: raw.feedback.luds_requirements.missing_characters,
                  missingComplexity: raw.feedback.luds_requirements.missing_complexity,
                },
              }),
            },
          }),
        ),
      create: (request, options) =>
        loginCall(options, () =>
          stytch.passwords.create({
            email: request.email,
            password: request.password,
            session_duration_minutes: request.sessionDurationMinutes,
          }),
        ).then(mapAuthenticate),
      authenticate: (request, options) =>
        loginCall(options, () =>
          stytch.passwords.authenticate({
            email: request.email,
            password: request.password,
            session_duration_minutes: request.sessionDurationMinutes,
          }),
        ).then(mapAuthenticate),
      resetByEmailStart: (request, options) =>
        call(options, () =>
          stytch.passwords.resetByEmailStart({
            email: request.email,
            ...(request.loginRedirectUrl !== undefined && { login_redirect_url: request.loginRedirectUrl }),
            ...(request.loginExpirationMinutes !== undefined && { login_expiration_minutes: request.loginExpirationMinutes }),
            ...(request.resetPasswordRedirectUrl !== undefined && {
              reset_password_redirect_url: request.resetPasswordRedirectUrl,
            }),
            ...(request.resetPasswordExpirationMinutes !== undefined && {
              reset_password_expiration_minutes: request.resetPasswordExpirationMinutes,
            }),
            ...(request.resetPasswordTemplateId !== undefined && {
              reset_password_template_id: request.resetPasswordTemplateId,
            }),
            ...(request.locale !== undefined && { locale: request.locale }),
          }),
        ).then((raw) => ({ raw })),
      resetByEmail: (request, options) => call(options, () => links.resetByEmail(request, options)),
      // The page's own session is kept (a factor joins it): never undone as a late login would be.
      resetBySession: (request, options) =>
        call(options, () =>
          stytch.passwords.resetBySession({ password: request.password, session_duration_minutes: request.sessionDurationMinutes }),
        ).then(mapAuthenticate),
      resetByExistingPassword: (request, options) =>
        call(options, () =>
          stytch.passwords.resetByExistingPassword({
            email: request.email,
            existing_password: request.existingPassword,
            new_password: request.newPassword,
            session_duration_minutes: request.sessionDurationMinutes,
          }),
        ).then(mapAuthenticate),
    },

    users: {
      search: (request, options) =>
        call(options, () => {
          const searchManager = internals().searchManager;
          if (!searchManager) throw createAuthError('not_supported', { message: 'This Stytch client cannot search users.' });
          return searchManager.searchUser(request.email);
        }),
    },

    webauthn: {
      authenticate: (request, options) => {
        // Without WebAuthn the SDK fails in its own words ('unknown error'): say why instead.
        if (!browserSupportsWebAuthn()) return webauthnUnsupported();
        let answered: CeremonyAnswer | undefined;
        return loginCall(options, () =>
          runCeremony(
            'get',
            {
              ...(options?.signal && { extra: { signal: options.signal } }),
              ...(options?.serverTimeoutMs !== undefined && { serverTimeoutMs: options.serverTimeoutMs }),
              onAnswer: (answer) => {
                answered = answer;
              },
            },
            () =>
            stytch.webauthn.authenticate({
              session_duration_minutes: request.sessionDurationMinutes,
              conditional_mediation: request.conditionalMediation,
              is_passkey: request.isPasskey,
              // The flow starts autofill only while its field is rendered, which the SDK cannot
              // see inside a shadow root (enableShadowDOM).
              disable_input_check: true,
              ...(options?.signal && { signal: options.signal }),
            }),
          ),
        ).then(
          (response) => mapAuthenticate(response),
          (error: AuthError) => {
            // The server no longer knows the passkey the user picked (deleted from the account):
            // the passkey provider is told, so it stops offering it.
            if (answered && error.type === 'webauthn_registration_not_found') signalUnknownCredential(answered);
            throw error;
          },
        );
      },
      isSupported: () => Promise.resolve(browserSupportsWebAuthn()),
      isAutofillSupported: () =>
        call(undefined, () => stytch.webauthn.browserSupportsAutofill()).catch(() => false),
      isConditionalCreateSupported: () => browserCanCreateQuietly(),
      register: (request, options) => {
        if (!browserSupportsWebAuthn()) return webauthnUnsupported();
        return loginCall(options, () =>
          runCeremony(
            'create',
            {
              extra: { ...(options?.signal && { signal: options.signal }), ...(request.conditionalMediation && { mediation: 'conditional' }) },
              ...(options?.serverTimeoutMs !== undefined && { serverTimeoutMs: options.serverTimeoutMs }),
            },
            () =>
              stytch.webauthn.register({
                is_passkey: request.isPasskey,
                session_duration_minutes: request.sessionDurationMinutes,
              }),
          ),
        ).then(mapAuthenticate);
      },
      update: (request, options) =>
        call(options, () =>
          stytch.webauthn.update({ webauthn_registration_id: request.webauthnRegistrationId, name: request.name }),
        ).then(() => undefined),
    },

    user: {
      get: (options) => call(options, () => stytch.user.get()).then(mapStytchUser),
      subscribe: async (listener) => {
        const stop = stytch.user.onChange((user) => listener(mapStytchUser(user)));
        listener(stytch.session.getSync() ? mapStytchUser(stytch.user.getSync()) : null);
        return stop;
      },
      deleteWebauthnRegistration: (request, options) =>
        call(options, () => stytch.user.deleteWebauthnRegistration(request.webauthnRegistrationId)).then(
          () => undefined,
        ),
      deleteTotp: (request, options) => call(options, () => stytch.user.deleteTOTP(request.totpId)).then(() => undefined),
      deletePhoneNumber: (request, options) =>
        call(options, () => stytch.user.deletePhoneNumber(request.phoneId)).then(() => undefined),
      update: (request, options) =>
        call(options, async () => {
          const response = await stytch.user.update({
            name: {
              ...(request.name.firstName !== undefined && { first_name: request.name.firstName }),
              ...(request.name.lastName !== undefined && { last_name: request.name.lastName }),
            },
          });
          // The SDK keeps the user the answer carried (`__user`); its typed answer is only a part of it.
          const user = mapStytchUser(stytch.user.getSync()) ?? mapStytchUser((response as { user?: StytchUser }).user);
          if (!user) throw createAuthError('invalid_response', { message: 'The server answered without the user.' });
          return user;
        }),
      deleteEmail: (request, options) => call(options, () => stytch.user.deleteEmail(request.emailId)).then(() => undefined),
      deleteOAuthRegistration: (request, options) =>
        call(options, () => stytch.user.deleteOAuthRegistration(request.oauthUserRegistrationId)).then(() => undefined),
      deleteCryptoWallet: (request, options) =>
        call(options, () => stytch.user.deleteCryptoWallet(request.cryptoWalletId)).then(() => undefined),
      connectedApps: (options) =>
        call(options, () => stytch.user.getConnectedApps()).then((raw) =>
          (Array.isArray(raw?.connected_apps) ? raw.connected_apps : []).map(mapConnectedApp),
        ),
      revokeConnectedApp: (request, options) =>
        call(options, () => stytch.user.revokedConnectedApp(request.connectedAppId)).then(() => undefined),
    },

    cryptoWallets: {
      authenticateStart: (request, options) =>
        call(options, () =>
          stytch.cryptoWallets.authenticateStart({
            crypto_wallet_address: request.cryptoWalletAddress,
            crypto_wallet_type: request.cryptoWalletType,
          }),
        ).then((raw) => ({ challenge: raw.challenge })),
      authenticate: (request, options) =>
        loginCall(options, () =>
          stytch.cryptoWallets.authenticate({
            crypto_wallet_address: request.cryptoWalletAddress,
            crypto_wallet_type: request.cryptoWalletType,
            signature: request.signature,
            session_duration_minutes: request.sessionDurationMinutes,
          }),
        ).then(mapAuthenticate),
    },

    oauth: {
      start: (request) =>
        call(undefined, () => {
          const provider = (stytch.oauth as unknown as Record<string, { start?: (o: object) => Promise<void> }>)[
            request.provider
          ];
          if (!provider?.start) throw createAuthError('not_supported', { message: `Unknown OAuth provider ${request.provider}.` });
          return provider.start({
            ...(request.loginRedirectUrl !== undefined && { login_redirect_url: request.loginRedirectUrl }),
            ...(request.signupRedirectUrl !== undefined && { signup_redirect_url: request.signupRedirectUrl }),
            ...(request.customScopes !== undefined && { custom_scopes: request.customScopes }),
            ...(request.providerParams !== undefined && { provider_params: request.providerParams }),
            ...(request.oauthAttachToken !== undefined && { oauth_attach_token: request.oauthAttachToken }),
          });
        }),
      attach: (request, options) =>
        call(options, () => stytch.oauth.attach(request.provider)).then((raw) => {
          if (!raw || typeof raw.oauth_attach_token !== 'string') {
            throw createAuthError('invalid_response', { message: 'The server answered without an oauth_attach_token.' });
          }
          return { oauthAttachToken: raw.oauth_attach_token };
        }),
      // Stytch's One Tap code path, loaded only when a config asks for One Tap.
      oneTap: async (request) => (await import('./stytch-one-tap')).startOneTap(internals().oneTap, request),
      oneTapMode: (position) => oneTapModeOf(position, browserHasFedCM()),
    },

    links: {
      startedHere: async (tokenType) => links.startedHere(tokenType),
      authenticate: (request, options) =>
        call(options, () => (request.tokenType === 'oauth' ? links.oauth(request, options) : links.magicLink(request, options))),
    },

    authenticateByUrl: async (request, options) => {
      const href = request.href ?? (typeof window === 'undefined' ? undefined : window.location.href);
      const providerError = href === undefined ? null : redirectError(href);
      if (providerError) throw providerError;
      const parsed = href === undefined ? null : stytch.parseAuthenticateUrl(href);
      if (!parsed || (parsed.tokenType !== 'oauth' && parsed.tokenType !== 'magic_links')) {
        return { handled: false, tokenType: parsed?.tokenType ?? null };
      }
      const tokenType = parsed.tokenType;
      // Removes the token from the address bar before the call (protocol §5), even if it fails.
      if (typeof window !== 'undefined' && href === window.location.href) {
        const clean = new URL(href);
        for (const name of ['token', 'stytch_token_type']) clean.searchParams.delete(name);
        window.history.replaceState(window.history.state, '', clean.toString());
      }
      const request_ = { token: parsed.token, sessionDurationMinutes: request.sessionDurationMinutes };
      const { held, providerType, ...result } = await call(options, () =>
        tokenType === 'oauth' ? links.oauth(request_, options) : links.magicLink(request_, options),
      );
      const answer: UrlAuthenticateResult = {
        handled: true,
        tokenType,
        result,
        ...(providerType !== undefined && { providerType }),
        ...(held && { held }),
      };
      return answer;
    },

    session: {
      current: () => {
        const session = stytch.session.getSync();
        return session ? { sessionId: session.session_id, userId: session.user_id } : null;
      },
      load: (options) =>
        call(options, links.loadSession).then((session) => (session ? { sessionId: session.sessionId, userId: session.userId } : null)),
      factors: async () => mapFactors(stytch.session.getSync()?.authentication_factors),
      jwt: async () => {
        if (!stytch.session.getSync()) return null;
        const jwt = stytch.session.getTokens()?.session_jwt;
        return typeof jwt === 'string' && jwt !== '' ? jwt : null;
      },
      revoke: (request, options) =>
        call(options, () => stytch.session.revoke({ forceClear: request?.forceClear ?? false })).then(() => undefined),
      switchToHeld: (options) =>
        call(options, async () => {
          if (!(await links.switchToHeld())) throw createAuthError('session_not_found', { message: 'No session is held.' });
        }),
      dropHeld: () => links.dropHeld(),
      attest: (request, options) =>
        loginCall(options, () =>
          stytch.session.attest({
            token: request.token,
            profile_id: request.profileId,
            session_duration_minutes: request.sessionDurationMinutes,
          }),
        ).then(mapAuthenticate),
    },

    idp: {
      authorizeStart: (request, options) =>
        call(options, () =>
          stytch.idp.oauthAuthorizeStart(authorizeFields(request)),
        ).then((raw) => ({
          consentRequired: raw.consent_required,
          client: {
            clientId: raw.client.client_id,
            clientName: raw.client.client_name,
            ...(raw.client.client_description && { clientDescription: raw.client.client_description }),
            ...(raw.client.client_logo_url && { clientLogoUrl: raw.client.client_logo_url }),
          },
          scopeResults: raw.scope_results.map((result) => ({
            scope: result.scope,
            isGrantable: result.is_grantable,
            description: result.description,
          })),
        })),
      authorizeSubmit: (request, options) =>
        call(options, () =>
          stytch.idp.oauthAuthorizeSubmit({ ...authorizeFields(request), consent_granted: request.consentGranted }),
        ).then((raw) => ({ redirectUri: raw.redirect_uri })),
      logoutStart: (request, options) =>
        call(options, () =>
          stytch.idp.oauthLogoutStart({
            client_id: request.clientId,
            post_logout_redirect_uri: request.postLogoutRedirectUri,
            ...(request.state !== undefined && { state: request.state }),
            ...(request.idTokenHint !== undefined && { id_token_hint: request.idTokenHint }),
          }),
        ).then((raw) => ({ consentRequired: raw.consent_required, redirectUri: raw.redirect_uri })),
    },

    events: {
      log: (event: TelemetryEvent) => {
        try {
          internals().networkClient?.logEvent({ name: event.name, details: event.details ?? {} });
        } catch {
          // Telemetry never breaks a flow.
        }
      },
    },
  };
}
