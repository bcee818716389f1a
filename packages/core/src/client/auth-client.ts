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

/** A code to an address of the signed-in user (`otps.stepUp.email`): no templates, no sign-up. */
export type StepUpEmailRequest = Pick<EmailOtpRequest, 'email' | 'expirationMinutes' | 'locale'>;

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
    readonly email: { loginOrCreate(request: EmailOtpRequest, options?: RequestOptions): Promise<OtpSendResult> };
    readonly sms: { loginOrCreate(request: PhoneOtpRequest, options?: RequestOptions): Promise<OtpSendResult> };
    readonly whatsapp: { loginOrCreate(request: PhoneOtpRequest, options?: RequestOptions): Promise<OtpSendResult> };
    authenticate(request: OtpAuthenticateRequest, options?: RequestOptions): Promise<AuthenticateResult>;
    /**
     * Codes for the signed-in user, not logins: `sms`, to a phone number of theirs (a second
     * factor) or to a number being added to them (Stytch's `otps.sms.send`); `email`, to an
     * address of theirs, the factor a sensitive change may lack (`otps.email.send`). Both send
     * from `send/secondary` with a session.
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
    authenticate(request: TokenAuthenticateRequest, options?: RequestOptions): Promise<AuthenticateResult>;
  };
  readonly passwords: {
    strengthCheck(request: PasswordStrengthRequest, options?: RequestOptions): Promise<PasswordStrengthResult>;
    create(request: PasswordRequest, options?: RequestOptions): Promise<AuthenticateResult>;
    authenticate(request: PasswordRequest, options?: RequestOptions): Promise<AuthenticateResult>;
    resetByEmailStart(request: PasswordResetStartRequest, options?: RequestOptions): Promise<SendResult>;
    resetByEmail(request: PasswordResetRequest, options?: RequestOptions): Promise<AuthenticateResult>;
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
    deleteWebauthnRegistration(request: { webauthnRegistrationId: string }, options?: RequestOptions): Promise<void>;
    deleteTotp(request: { totpId: string }, options?: RequestOptions): Promise<void>;
    deletePhoneNumber(request: { phoneId: string }, options?: RequestOptions): Promise<void>;
  };
  readonly cryptoWallets: {
    authenticateStart(request: CryptoWalletStartRequest, options?: RequestOptions): Promise<{ challenge: string }>;
    authenticate(request: CryptoWalletAuthenticateRequest, options?: RequestOptions): Promise<AuthenticateResult>;
  };
  readonly oauth: {
    /** Navigates away to the provider; resolves only if navigation is prevented. */
    start(request: OAuthStartRequest): Promise<void>;
    /**
     * Google One Tap with the project's Google client (spec §4). With a credential, the provider
     * signs in and navigates to the redirect URL; it resolves once the prompt is up or refused.
     */
    oneTap(request: OneTapRequest): Promise<OneTapResult>;
    /** Whether the browser shows One Tap itself (FedCM), which rules out the embedded prompt. */
    oneTapMode(position: string): OneTapMode | null;
  };
  /**
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
    /** The factors the active session has been authenticated with (none when nobody is signed in). */
    factors(): Promise<AuthFactor[]>;
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
