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
  type IdpAuthorizeRequest,
  type OtpSendResult,
  type PasswordStrengthResult,
  type RequestOptions,
  type TelemetryEvent,
} from '../client';
import { oneTapModeOf } from '../flows/one-tap/one-tap-mode';
import { browserHasFedCM, internalsOf, stytchBootstrap, type StytchClient } from './stytch-internals';
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
    ...(user.name && {
      name: {
        ...(user.name.first_name && { firstName: user.name.first_name }),
        ...(user.name.last_name && { lastName: user.name.last_name }),
      },
    }),
  };
}

/** How a user is named to them: their first email, else phone number, else id. */
function identityOf(user: { emails?: Array<{ email: string }>; phone_numbers?: Array<{ phone_number: string }> } | null, userId: string): string {
  return user?.emails?.[0]?.email ?? user?.phone_numbers?.[0]?.phone_number ?? userId;
}

/** A session's `authentication_factors`, as the port names them. */
function mapFactors(factors: ReadonlyArray<{ type?: string; delivery_method?: string; last_authenticated_at?: string }> | undefined): AuthFactor[] {
  return (factors ?? []).map((factor) => ({
    type: String(factor.type ?? ''),
    deliveryMethod: String(factor.delivery_method ?? ''),
    lastAuthenticatedAt: String(factor.last_authenticated_at ?? ''),
  }));
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
  /** A session a link brought for another account than the page's, until the user decides (authenticateByUrl). */
  let held: { session_token: string; session_jwt: string } | null = null;
  /** Makes `tokens` the client's session: its cookies, then its user and session, read again. */
  const restoreSession = async (tokens: { session_token: string; session_jwt: string }) => {
    stytch.session.updateSession(tokens);
    await stytch.session.authenticate();
  };
  /** A call that answers with a session: one given up on and carried out anyway is undone (login-guard.ts). */
  const loginCall = <T>(options: RequestOptions | undefined, run: () => Promise<T>) => call(options, login(options, run));
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
      },
      sms: { loginOrCreate: phoneOtp('sms') },
      whatsapp: { loginOrCreate: phoneOtp('whatsapp') },
      authenticate: (request, options) =>
        loginCall(options, () =>
          stytch.otps.authenticate(request.code, request.methodId, {
            session_duration_minutes: request.sessionDurationMinutes,
          }),
        ).then(mapAuthenticate),
      stepUp: {
        sms: (request, options) =>
          call(options, () =>
            stytch.otps.sms.send(request.phoneNumber, {
              expiration_minutes: request.expirationMinutes,
              ...(request.locale !== undefined && { locale: request.locale }),
            }),
          ).then(sent),
        email: (request, options) =>
          call(options, () =>
            stytch.otps.email.send(request.email, {
              expiration_minutes: request.expirationMinutes,
              ...(request.locale !== undefined && { locale: request.locale }),
            }),
          ).then(sent),
      },
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
      authenticate: (request, options) =>
        loginCall(options, () =>
          stytch.magicLinks.authenticate(request.token, { session_duration_minutes: request.sessionDurationMinutes }),
        ).then(mapAuthenticate),
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
      resetByEmail: (request, options) =>
        loginCall(options, () =>
          stytch.passwords.resetByEmail({
            token: request.token,
            password: request.password,
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
      deleteWebauthnRegistration: (request, options) =>
        call(options, () => stytch.user.deleteWebauthnRegistration(request.webauthnRegistrationId)).then(
          () => undefined,
        ),
      deleteTotp: (request, options) => call(options, () => stytch.user.deleteTOTP(request.totpId)).then(() => undefined),
      deletePhoneNumber: (request, options) =>
        call(options, () => stytch.user.deletePhoneNumber(request.phoneId)).then(() => undefined),
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
          });
        }),
      // Stytch's One Tap code path, loaded only when a config asks for One Tap.
      oneTap: async (request) => (await import('./stytch-one-tap')).startOneTap(internals().oneTap, request),
      oneTapMode: (position) => oneTapModeOf(position, browserHasFedCM()),
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
      // Who the page is signed in as before the link: a link for another account must not
      // replace them without asking (a login CSRF would sign the victim into the attacker's).
      const before = stytch.session.getSync();
      const beforeTokens = before ? stytch.session.getTokens() : null;
      const beforeUser = before ? stytch.user.getSync() : null;
      held = null;
      // Removes the token from the address bar before the call (protocol §5), even if it fails.
      const response = await loginCall(options, () =>
        stytch.authenticateByUrl({ session_duration_minutes: request.sessionDurationMinutes }, href),
      );
      if (!response || !('handled' in response) || !response.handled) return { handled: false, tokenType };
      const data = response.data as AuthenticateResponse & { provider_type?: string };
      const result = mapAuthenticate(data);
      const answer: UrlAuthenticateResult = {
        handled: true,
        tokenType,
        result,
        ...(typeof data.provider_type === 'string' && { providerType: data.provider_type }),
      };
      if (!before || !beforeTokens || before.user_id === result.userId) return answer;
      // Another account: the page gets its own session back at once; the new one is held until
      // the user says which they want (session.switchToHeld / dropHeld).
      held = { session_token: data.session_token, session_jwt: data.session_jwt };
      await restoreSession(beforeTokens);
      return { ...answer, held: { identity: identityOf(beforeUser, before.user_id) } };
    },

    session: {
      current: () => {
        const session = stytch.session.getSync();
        return session ? { sessionId: session.session_id, userId: session.user_id } : null;
      },
      factors: async () => mapFactors(stytch.session.getSync()?.authentication_factors),
      revoke: (request, options) =>
        call(options, () => stytch.session.revoke({ forceClear: request?.forceClear ?? false })).then(() => undefined),
      switchToHeld: (options) => {
        const tokens = held;
        if (!tokens) return Promise.reject(createAuthError('session_not_found', { message: 'No session is held.' }));
        held = null;
        return call(options, () => restoreSession(tokens));
      },
      dropHeld: () => {
        held = null;
      },
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
