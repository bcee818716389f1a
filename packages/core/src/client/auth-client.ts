/**
 * The AuthClient port: one method per operation of spec §7, grouped by product. Machines never
 * call a vendor SDK; they call actors built from this interface. `createStytchAuthClient` (in
 * `@portico/core/stytch`) is the production adapter; `createFakeAuthClient` (in
 * `@portico/core/testing`) is the scripted one for tests and stories.
 *
 * Every method rejects with an `AuthError` (see auth-error.ts) and honours `options.signal`:
 * once the signal aborts, the promise rejects with `{ type: 'aborted' }` even if the underlying
 * request cannot be cancelled.
 */

import type { AuthError } from './auth-error';

export interface RequestOptions {
  readonly signal?: AbortSignal;
}

/** A WebAuthn ceremony's options: its server calls are timed, the user's time in the browser's prompt is not. */
export interface CeremonyOptions extends RequestOptions {
  /** How long each of the ceremony's server calls may take before it fails with `request_timeout`. */
  readonly serverTimeoutMs?: number;
}

// ---------------------------------------------------------------------------------------------
// Shared shapes

export interface BootstrapData {
  projectName: string | null;
  displayWatermark: boolean;
  emailDomains: string[];
  passwordConfig: { ludsComplexity: number; ludsMinimumCount: number } | null;
  rbacPolicy: { scopes: Array<{ scope: string; description: string }> } | null;
}

export interface AuthUser {
  userId: string;
  emails: Array<{ emailId: string; email: string; verified: boolean }>;
  phoneNumbers: Array<{ phoneId: string; phoneNumber: string; verified: boolean }>;
  webauthnRegistrations: Array<{ webauthnRegistrationId: string; name: string }>;
  /** Authenticator apps (TOTP); a `verified` one can be used as a second factor. */
  totps: Array<{ totpId: string; verified: boolean }>;
  name?: { firstName?: string; lastName?: string };
  /** Social logins linked to the user (Stytch's `providers`); absent: not known (none shown). */
  providers?: AuthUserProvider[];
  /** Crypto wallets linked to the user (Stytch's `crypto_wallets`); absent: not known. */
  cryptoWallets?: AuthUserCryptoWallet[];
  /** The user's password, or null when they have none (absent: not known). */
  password?: { passwordId: string } | null;
  /** When the user was created (RFC 3339). */
  createdAt?: string;
}

/** A social login of the user (an entry of Stytch's `user.providers`). */
export interface AuthUserProvider {
  /** Stytch's provider type, as it names it (`Google`, `GitHub`, …). */
  providerType: string;
  /** The user's id at the provider. */
  providerSubject: string;
  /** What `user.deleteOAuthRegistration` takes. */
  oauthUserRegistrationId: string;
  /** The provider's profile picture, when it gave one. */
  profilePictureUrl?: string;
}

/** A crypto wallet of the user (an entry of Stytch's `user.crypto_wallets`). */
export interface AuthUserCryptoWallet {
  cryptoWalletId: string;
  address: string;
  /** `ethereum` or `solana`. */
  type: string;
  verified: boolean;
}

/** A Connected App the user let in (Stytch's `user.getConnectedApps()`). */
export interface ConnectedApp {
  connectedAppId: string;
  name: string;
  description: string;
  logoUrl?: string;
  /** The scopes the user granted it (Stytch sends them space-separated). */
  scopesGranted: string[];
}

/**
 * One factor a session was authenticated with (Stytch's `authentication_factors[]`): its `type`
 * (`otp`, `magic_link`, `oauth`, `password`, `webauthn`, `totp`, `recovery_codes`, `crypto`, …)
 * and `deliveryMethod` (`email`, `sms`, `whatsapp`, `knowledge`, `authenticator_app`, …).
 */
export interface AuthFactor {
  type: string;
  deliveryMethod: string;
  lastAuthenticatedAt: string;
  /** The email address the factor proved (Stytch's `email_factor`), when it names one. */
  email?: { emailId: string; email: string };
  /** The phone number the factor proved (Stytch's `phone_number_factor`), when it names one. */
  phone?: { phoneId: string; phoneNumber: string };
}

export interface AuthSession {
  sessionId: string;
  userId: string;
  expiresAt: string;
  /** Every factor the session has been authenticated with, first factor first. */
  authenticationFactors: AuthFactor[];
}

/** What every successful "authenticate"-type call resolves to. */
export interface AuthenticateResult {
  userId: string;
  session: AuthSession | null;
  user: AuthUser | null;
  /** The provider's untouched response, passed to host callbacks (`onEvent`). */
  raw: unknown;
}

export interface OtpSendResult {
  methodId: string;
  raw: unknown;
}

export interface SendResult {
  raw: unknown;
}

/** A new authenticator app (`totps.create`): not usable until a code from it is authenticated. */
export interface TotpEnrolment {
  totpId: string;
  /** The shared secret in base32, for users who cannot scan the QR code. */
  secret: string;
  /** The QR code of the `otpauth://` URI, as an image data URL (PNG). */
  qrCode: string;
  /** One-time codes that stand in for the app's code; shown to the user once. */
  recoveryCodes: string[];
}

// ---------------------------------------------------------------------------------------------
// Requests

export type OtpMethod = 'sms' | 'whatsapp' | 'email';

export interface EmailOtpRequest {
  email: string;
  expirationMinutes: number;
  loginTemplateId?: string;
  signupTemplateId?: string;
  locale?: string;
}

/**
 * A code to an address of the signed-in user or one being added to them (`otps.email.send`,
 * `otps.stepUp.email`): no templates, no sign-up.
 */
export type StepUpEmailRequest = Pick<EmailOtpRequest, 'email' | 'expirationMinutes' | 'locale'>;
/** A code sent to the signed-in user (`otps.email.send`): the same request as the step-up's. */
export type SecondaryEmailRequest = StepUpEmailRequest;

export interface PhoneOtpRequest {
  /** E.164, e.g. +14155550100. */
  phoneNumber: string;
  expirationMinutes: number;
  locale?: string;
}

export interface OtpAuthenticateRequest {
  code: string;
  methodId: string;
  sessionDurationMinutes: number;
}

export interface MagicLinkRequest {
  email: string;
  loginRedirectUrl?: string;
  signupRedirectUrl?: string;
  loginExpirationMinutes?: number;
  signupExpirationMinutes?: number;
  loginTemplateId?: string;
  signupTemplateId?: string;
  createUserAsPending?: boolean;
  locale?: string;
}

export interface TokenAuthenticateRequest {
  token: string;
  sessionDurationMinutes: number;
}

export interface PasswordRequest {
  email: string;
  password: string;
  sessionDurationMinutes: number;
}

export interface PasswordResetStartRequest {
  email: string;
  loginRedirectUrl?: string;
  /** How long the magic link in the reset email logs in for (Stytch's `login_expiration_minutes`). */
  loginExpirationMinutes?: number;
  resetPasswordRedirectUrl?: string;
  resetPasswordExpirationMinutes?: number;
  resetPasswordTemplateId?: string;
  locale?: string;
}

export interface PasswordResetRequest {
  token: string;
  password: string;
  sessionDurationMinutes: number;
}

/** Sets the signed-in user's password (`passwords.resetBySession`): with or without one before. */
export interface PasswordResetBySessionRequest {
  password: string;
  sessionDurationMinutes: number;
}

/** Changes a password by the current one (`passwords.resetByExistingPassword`). */
export interface PasswordResetByExistingRequest {
  email: string;
  existingPassword: string;
  newPassword: string;
  sessionDurationMinutes: number;
}

/** The signed-in user's name (`user.update`); a field left out is kept, an empty one cleared. */
export interface UserUpdateRequest {
  name: { firstName?: string; lastName?: string };
}

export interface PasswordStrengthRequest {
  password: string;
  email?: string;
}

export interface PasswordStrengthResult {
  score: number;
  validPassword: boolean;
  breachedPassword: boolean;
  strengthPolicy: 'none' | 'zxcvbn' | 'luds';
  feedback: {
    warning: string;
    suggestions: string[];
    ludsRequirements?: {
      hasLowerCase: boolean;
      hasUpperCase: boolean;
      hasDigit: boolean;
      hasSymbol: boolean;
      missingCharacters: number;
      missingComplexity: number;
    };
  };
}

export type PasswordUserType = 'new' | 'password' | 'passwordless';

export interface PasskeyAuthenticateRequest {
  sessionDurationMinutes: number;
  conditionalMediation: boolean;
  isPasskey: boolean;
}

export interface PasskeyRegisterRequest {
  isPasskey: true;
  sessionDurationMinutes: number;
  /**
   * Ask the browser to create the passkey quietly, without a prompt (WebAuthn conditional
   * create), as browsers allow right after a password login. Resolves only if the browser did.
   */
  conditionalMediation?: boolean;
}

export type CryptoWalletType = 'ethereum' | 'solana';

export interface CryptoWalletStartRequest {
  cryptoWalletAddress: string;
  cryptoWalletType: CryptoWalletType;
}

export interface CryptoWalletAuthenticateRequest extends CryptoWalletStartRequest {
  signature: string;
  sessionDurationMinutes: number;
}

export interface OAuthStartRequest {
  provider: string;
  loginRedirectUrl?: string;
  signupRedirectUrl?: string;
  customScopes?: string[];
  providerParams?: Record<string, string>;
  /** From `oauth.attach`: the provider is linked to the signed-in user instead of signing in. */
  oauthAttachToken?: string;
}

/** Where Google shows the One Tap prompt: inside the widget, or floating over the page. */
export type OneTapMode = 'embedded' | 'floating';

/** Why One Tap cannot show (spec §4's error states, and `unavailable` for Google's other reasons). */
export type OneTapProblem =
  | 'origin_not_allowed'
  | 'invalid_client'
  | 'oauth_config_not_found'
  | 'no_login_redirect_urls'
  | 'no_signup_redirect_urls'
  | 'default_provider_not_allowed'
  | 'unavailable';

export interface OneTapRequest {
  /** The config's position (spec §3); the provider decides embedded or floating the way Google can. */
  position: string;
  cancelOnTapOutside: boolean;
  loginRedirectUrl?: string;
  signupRedirectUrl?: string;
  /** The user closed the prompt. */
  onCancelled(): void;
  /** Google returned a credential but signing in with it failed (the page stays). */
  onError(error: unknown): void;
  /** Google returned a credential: the sign-in is made now, then the page goes to the redirect URL. */
  onCredential?(): void;
  /** How long starting One Tap (the project's Google client, then Google's script) may take (default 30 s). */
  requestTimeoutMs?: number;
}

/**
 * The prompt is up (`cancel` removes it), or it cannot be shown and why: one of spec §4's
 * configuration problems, or `error`, a start that failed (the server, the network, a timeout).
 */
export type OneTapResult =
  | { shown: true; cancel(): void }
  | { shown: false; problem: OneTapProblem; error?: AuthError };

/**
 * What spending a link's token answers (a magic link, an OAuth or One Tap redirect, a password
 * reset): the login, and `held` when the page was signed in as another user.
 */
export interface LinkAuthenticateResult extends AuthenticateResult {
  /** OAuth: the provider, as Stytch names it (`Google`, `GitHub`, …). */
  providerType?: string;
  /**
   * The page was signed in as another user (`identity`: their email, phone number or id): the
   * new session is held, never the client's, and the page keeps its user until
   * `session.switchToHeld()` (or `session.dropHeld()`). A link must not replace who is signed in
   * without asking.
   */
  held?: { identity: string };
}

/** The tokens a redirect page spends (`stytch_token_type`, protocol §5). */
export type LinkTokenType = 'magic_links' | 'oauth';

export interface LinkAuthenticateRequest {
  tokenType: LinkTokenType;
  /** The token, read from the address (and already removed from it): kept in memory only. */
  token: string;
  sessionDurationMinutes: number;
}

/** A token a redirect brought back (`stytch_token_type` and `token` in the URL, protocol §5). */
export type UrlAuthenticateResult =
  | {
      handled: true;
      tokenType: 'oauth' | 'magic_links';
      result: AuthenticateResult;
      providerType?: string;
      /**
       * The page was signed in as another user (`identity`: their email, phone number or id): the
       * new session is held, and the page keeps its user until `session.switchToHeld()` (or
       * `session.dropHeld()`). A link must not replace who is signed in without asking.
       */
      held?: { identity: string };
    }
  | { handled: false; tokenType: string | null };

export interface IdpAuthorizeRequest {
  clientId: string;
  redirectUri: string;
  responseType: string;
  scopes: string[];
  codeChallenge?: string;
  state?: string;
  nonce?: string;
  prompt?: string;
  resources?: string[];
}

export interface IdpAuthorizeStartResult {
  consentRequired: boolean;
  client: { clientId: string; clientName: string; clientDescription?: string; clientLogoUrl?: string };
  scopeResults: Array<{ scope: string; isGrantable: boolean; description: string }>;
}

export interface IdpLogoutRequest {
  clientId: string;
  postLogoutRedirectUri: string;
  state?: string;
  idTokenHint?: string;
}

/** Telemetry names of spec §7's event log. */
export type TelemetryEventName =
  | 'email_sent'
  | 'email_try_again_clicked'
  | 'render_login_screen'
  | 'render_idp_screen';

export interface TelemetryEvent {
  name: TelemetryEventName;
  details?: Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------
// The port

export interface AuthClient {
  readonly bootstrap: {
    /** The last known project settings (cached by the provider), or defaults. */
    getSync(): BootstrapData;
    /** Fresh project settings. Never rejects: falls back to `getSync()`. */
    load(options?: RequestOptions): Promise<BootstrapData>;
  };
  readonly otps: {
    readonly email: {
      loginOrCreate(request: EmailOtpRequest, options?: RequestOptions): Promise<OtpSendResult>;
      /**
       * A code for the signed-in user (Stytch's `otps.email.send`, `send/secondary`): to an address
       * of theirs, or to one being added (`otps.authenticate` with the code then adds it, verified).
       */
      send(request: SecondaryEmailRequest, options?: RequestOptions): Promise<OtpSendResult>;
    };
    readonly sms: {
      loginOrCreate(request: PhoneOtpRequest, options?: RequestOptions): Promise<OtpSendResult>;
      /** A text for the signed-in user (Stytch's `otps.sms.send`, `send/secondary`), as `email.send`. */
      send(request: PhoneOtpRequest, options?: RequestOptions): Promise<OtpSendResult>;
    };
    readonly whatsapp: { loginOrCreate(request: PhoneOtpRequest, options?: RequestOptions): Promise<OtpSendResult> };
    authenticate(request: OtpAuthenticateRequest, options?: RequestOptions): Promise<AuthenticateResult>;
    /**
     * Codes for the signed-in user, not logins: the same calls as `sms.send` and `email.send`
     * (Stytch's `otps.sms.send` / `otps.email.send`, `send/secondary` with a session).
     * @deprecated Use `otps.sms.send` / `otps.email.send`, which the step-up calls since issue 40;
     * no flow calls `stepUp`. Removed in 0.3.
     */
    readonly stepUp: {
      sms(request: PhoneOtpRequest, options?: RequestOptions): Promise<OtpSendResult>;
      email(request: StepUpEmailRequest, options?: RequestOptions): Promise<OtpSendResult>;
    };
  };
  /** Authenticator apps (TOTP) and their recovery codes, for the signed-in user. */
  readonly totps: {
    create(request: { expirationMinutes: number }, options?: RequestOptions): Promise<TotpEnrolment>;
    /** A code from the app: adds the app to the session's factors (and verifies a new app). */
    authenticate(request: { code: string; sessionDurationMinutes: number }, options?: RequestOptions): Promise<AuthenticateResult>;
    /** A recovery code instead of the app's code; each works once. */
    recover(request: { recoveryCode: string; sessionDurationMinutes: number }, options?: RequestOptions): Promise<AuthenticateResult>;
    /** The unused recovery codes of the user's verified app, or null when they have none. */
    recoveryCodes(options?: RequestOptions): Promise<{ totpId: string; recoveryCodes: string[] } | null>;
  };
  readonly magicLinks: {
    readonly email: { loginOrCreate(request: MagicLinkRequest, options?: RequestOptions): Promise<SendResult> };
    /** A magic link's token (or a reset email's `login` token): a link spend, held for another account (`links`). */
    authenticate(request: TokenAuthenticateRequest, options?: RequestOptions): Promise<LinkAuthenticateResult>;
  };
  readonly passwords: {
    strengthCheck(request: PasswordStrengthRequest, options?: RequestOptions): Promise<PasswordStrengthResult>;
    create(request: PasswordRequest, options?: RequestOptions): Promise<AuthenticateResult>;
    authenticate(request: PasswordRequest, options?: RequestOptions): Promise<AuthenticateResult>;
    resetByEmailStart(request: PasswordResetStartRequest, options?: RequestOptions): Promise<SendResult>;
    /** The reset link's token and the new password: signs in as the link's user, so a link spend too (`links`). */
    resetByEmail(request: PasswordResetRequest, options?: RequestOptions): Promise<LinkAuthenticateResult>;
    /**
     * Sets the signed-in user's password by their session (Stytch: the session needs a factor
     * from the last 5 minutes, `session_too_old_to_reset_password`, and, once the user has factors
     * of two categories, factors of two: `insufficient_factors`).
     */
    resetBySession(request: PasswordResetBySessionRequest, options?: RequestOptions): Promise<AuthenticateResult>;
    /** Changes a password by the current one (no session needed; with one, the factor joins it). */
    resetByExistingPassword(request: PasswordResetByExistingRequest, options?: RequestOptions): Promise<AuthenticateResult>;
  };
  readonly users: {
    search(request: { email: string }, options?: RequestOptions): Promise<{ userType: PasswordUserType }>;
  };
  readonly webauthn: {
    /** Rejects with `webauthn_unsupported` where the page cannot use passkeys (`isSupported`). */
    authenticate(request: PasskeyAuthenticateRequest, options?: CeremonyOptions): Promise<AuthenticateResult>;
    /**
     * Whether this page can use passkeys at all: WebAuthn in the browser, in a secure context
     * (`browserSupportsWebAuthn`). Without it Main offers no passkey login nor autofill.
     */
    isSupported(): Promise<boolean>;
    isAutofillSupported(): Promise<boolean>;
    /** Whether the browser can create a passkey quietly (`getClientCapabilities().conditionalCreate`). */
    isConditionalCreateSupported(): Promise<boolean>;
    /** Rejects with `webauthn_unsupported` where the page cannot use passkeys (`isSupported`). */
    register(request: PasskeyRegisterRequest, options?: CeremonyOptions): Promise<AuthenticateResult>;
    update(request: { webauthnRegistrationId: string; name: string }, options?: RequestOptions): Promise<void>;
  };
  readonly user: {
    get(options?: RequestOptions): Promise<AuthUser | null>;
    /**
     * The signed-in user as the client holds it, without a request: `listener` is called with it
     * at once (null: nobody is signed in), then whenever it changes (a login or a sign-out on the
     * page, a change to the user: Stytch's `user.getSync()` and `user.onChange`). Resolves to the
     * function that stops listening, once listening (the adapter loads first).
     */
    subscribe(listener: (user: AuthUser | null) => void): Promise<() => void>;
    deleteWebauthnRegistration(request: { webauthnRegistrationId: string }, options?: RequestOptions): Promise<void>;
    deleteTotp(request: { totpId: string }, options?: RequestOptions): Promise<void>;
    deletePhoneNumber(request: { phoneId: string }, options?: RequestOptions): Promise<void>;
    /** The user's name; answers the user as the server has it now. */
    update(request: UserUpdateRequest, options?: RequestOptions): Promise<AuthUser>;
    deleteEmail(request: { emailId: string }, options?: RequestOptions): Promise<void>;
    /** Unlinks a social login (an entry of `providers`). */
    deleteOAuthRegistration(request: { oauthUserRegistrationId: string }, options?: RequestOptions): Promise<void>;
    deleteCryptoWallet(request: { cryptoWalletId: string }, options?: RequestOptions): Promise<void>;
    /** The Connected Apps the user let in (Stytch's `user.getConnectedApps()`). */
    connectedApps(options?: RequestOptions): Promise<ConnectedApp[]>;
    /** Ends a Connected App's access (Stytch's `user.revokedConnectedApp(id)`, sic). */
    revokeConnectedApp(request: { connectedAppId: string }, options?: RequestOptions): Promise<void>;
  };
  readonly cryptoWallets: {
    authenticateStart(request: CryptoWalletStartRequest, options?: RequestOptions): Promise<{ challenge: string }>;
    authenticate(request: CryptoWalletAuthenticateRequest, options?: RequestOptions): Promise<AuthenticateResult>;
  };
  readonly oauth: {
    /** Navigates away to the provider; resolves only if navigation is prevented. */
    start(request: OAuthStartRequest): Promise<void>;
    /**
     * A single-use token that makes the next `start` of `provider` link it to the signed-in user
     * (Stytch's `oauth.attach`; a sensitive change: `insufficient_factors` once the user has
     * factors of two categories and the session lacks them).
     */
    attach(request: { provider: string }, options?: RequestOptions): Promise<{ oauthAttachToken: string }>;
    /**
     * Google One Tap with the project's Google client (spec §4). With a credential, the provider
     * signs in and navigates to the redirect URL; it resolves once the prompt is up or refused.
     */
    oneTap(request: OneTapRequest): Promise<OneTapResult>;
    /** Whether the browser shows One Tap itself (FedCM), which rules out the embedded prompt. */
    oneTapMode(position: string): OneTapMode | null;
  };
  /**
   * Links: the tokens a redirect or an email brings (magic links, OAuth and One Tap redirects;
   * `magicLinks.authenticate` and `passwords.resetByEmail` spend theirs the same way). Every
   * spend first reads the page's session (`session.load()`); when the page is signed in as
   * another user, the new session is held (`held`), never made the page's, until the user says
   * which they want (`session.switchToHeld()` / `dropHeld()`).
   */
  readonly links: {
    /**
     * Whether this browser started the sign-in the token ends: the provider's PKCE code verifier
     * for its type is here (`login`, a reset email's login link: the reset's or a magic link's).
     * A link that reaches another browser (a mail scanner, an attacker's) has none.
     */
    startedHere(tokenType: LinkTokenType | 'login'): Promise<boolean>;
    /** Spends a token read from the address (no address bar involved). */
    authenticate(request: LinkAuthenticateRequest, options?: RequestOptions): Promise<LinkAuthenticateResult>;
  };
  /**
   * @deprecated Read the token (`readLinkToken`) and spend it with `links.authenticate`; removed in 0.3.
   * The token a redirect brought back to this page (OAuth, One Tap, magic links): authenticates
   * it and removes it from the address bar. `handled: false` when the URL has none it knows.
   */
  authenticateByUrl(
    request: { href?: string; sessionDurationMinutes: number },
    options?: RequestOptions,
  ): Promise<UrlAuthenticateResult>;
  readonly session: {
    /**
     * The active session now, synchronously (`stytch.session.getSync()`), or null when nobody is
     * signed in. IDP consent requires one (spec §4 'An active session is required').
     */
    current(): { sessionId: string; userId: string } | null;
    /**
     * The active session, as `current()`, but also one the client knows only by its cookie (made
     * by a backend, on another subdomain, or with the client's storage cleared): its tokens are
     * authenticated first, and it becomes the client's. Null when nobody is signed in.
     */
    load(options?: RequestOptions): Promise<{ sessionId: string; userId: string } | null>;
    /** The factors the active session has been authenticated with (none when nobody is signed in). */
    factors(): Promise<AuthFactor[]>;
    /**
     * The active session's JWT, for calls to the host's own server (an `AccountBackend`), or null
     * (nobody is signed in, or the client keeps its tokens in HttpOnly cookies). Never logged, never
     * in events.
     */
    jwt(): Promise<string | null>;
    revoke(request?: { forceClear?: boolean }, options?: RequestOptions): Promise<void>;
    /** The session `authenticateByUrl` held (its `held`) becomes the page's. */
    switchToHeld(options?: RequestOptions): Promise<void>;
    /** Forgets the held session: the page stays signed in as it was. */
    dropHeld(): void;
    attest(
      request: { token: string; profileId: string; sessionDurationMinutes: number },
      options?: RequestOptions,
    ): Promise<AuthenticateResult>;
  };
  readonly idp: {
    authorizeStart(request: IdpAuthorizeRequest, options?: RequestOptions): Promise<IdpAuthorizeStartResult>;
    authorizeSubmit(
      request: IdpAuthorizeRequest & { consentGranted: boolean },
      options?: RequestOptions,
    ): Promise<{ redirectUri: string }>;
    logoutStart(
      request: IdpLogoutRequest,
      options?: RequestOptions,
    ): Promise<{ consentRequired: boolean; redirectUri: string }>;
  };
  readonly events: {
    /** Fire and forget: telemetry must never break a flow. */
    log(event: TelemetryEvent): void;
  };
}
