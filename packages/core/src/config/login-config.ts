/**
 * The widget configuration of spec §3. Values are the strings Stytch's prebuilt UI uses, so an
 * existing Stytch config works unchanged and can travel as JSON.
 */

export const Products = {
  oauth: 'oauth',
  crypto: 'crypto',
  emailMagicLinks: 'emailMagicLinks',
  otp: 'otp',
  passwords: 'passwords',
  passkeys: 'passkeys',
} as const;
export type Product = (typeof Products)[keyof typeof Products];

export const OTPMethods = {
  SMS: 'sms',
  WhatsApp: 'whatsapp',
  Email: 'email',
} as const;
export type OTPMethod = (typeof OTPMethods)[keyof typeof OTPMethods];

export const OAuthProviders = {
  Google: 'google',
  Microsoft: 'microsoft',
  Apple: 'apple',
  Github: 'github',
  GitLab: 'gitlab',
  Facebook: 'facebook',
  Discord: 'discord',
  Salesforce: 'salesforce',
  Slack: 'slack',
  Amazon: 'amazon',
  Bitbucket: 'bitbucket',
  LinkedIn: 'linkedin',
  Coinbase: 'coinbase',
  Twitch: 'twitch',
  Twitter: 'twitter',
  TikTok: 'tiktok',
  Snapchat: 'snapchat',
  Figma: 'figma',
  Yahoo: 'yahoo',
} as const;
export type OAuthProvider = (typeof OAuthProviders)[keyof typeof OAuthProviders];

export const Wallets = {
  Phantom: 'Phantom',
  Vessel: 'Vessel',
  Metamask: 'Metamask',
  Coinbase: 'Coinbase',
  Binance: 'Binance',
  GenericEthereumWallet: 'GenericEthereumWallet',
  GenericSolanaWallet: 'GenericSolanaWallet',
} as const;
export type Wallet = (typeof Wallets)[keyof typeof Wallets];

export const OneTapPositions = {
  embedded: 'embedded',
  floating: 'floating',
  embeddedOnly: 'embeddedOnly',
  floatingOrEmbedded: 'floatingOrEmbedded',
  forceLegacyEmbedded: 'forceLegacyEmbedded',
} as const;
export type OneTapPosition = (typeof OneTapPositions)[keyof typeof OneTapPositions];

export interface OAuthProviderOptions {
  type: OAuthProvider;
  custom_scopes?: string[];
  provider_params?: Record<string, string>;
  one_tap?: boolean;
  position?: OneTapPosition;
  cancel_on_tap_outside?: boolean;
}

export interface OAuthOptions {
  providers: OAuthProviderOptions[];
  loginRedirectURL?: string;
  signupRedirectURL?: string;
}

export interface EmailMagicLinksOptions {
  loginRedirectURL?: string;
  signupRedirectURL?: string;
  loginExpirationMinutes?: number;
  signupExpirationMinutes?: number;
  loginTemplateId?: string;
  signupTemplateId?: string;
  createUserAsPending?: boolean;
  domainHint?: string;
  locale?: string;
}

export interface OtpOptions {
  methods: OTPMethod[];
  expirationMinutes?: number;
  loginTemplateId?: string;
  signupTemplateId?: string;
  locale?: string;
}

export interface PasswordOptions {
  loginRedirectURL?: string;
  loginExpirationMinutes?: number;
  resetPasswordRedirectURL?: string;
  resetPasswordExpirationMinutes?: number;
  resetPasswordTemplateId?: string;
  locale?: string;
}

/**
 * Passkey options. `upgradeAfterLogin` is Portico's own: after a login by password, code or link
 * of a user who has no passkey, offer one before finishing (quietly where the browser can).
 */
export interface PasskeyOptions {
  upgradeAfterLogin?: boolean;
}

/**
 * Crypto wallet options, Portico's own (Stytch's UI has none): `wallets` lists the wallets to
 * offer, in order, even when the browser lacks them (choosing a missing one leads to
 * CryptoSetupWallet). By default Main offers the wallets the browser has, in spec §9's order.
 */
export interface CryptoOptions {
  wallets?: Wallet[];
}

export const MfaMethods = {
  TOTP: 'totp',
  SMS: 'sms',
} as const;
/** A second factor: an authenticator app (TOTP), or a code texted to the user's phone. */
export type MfaMethod = (typeof MfaMethods)[keyof typeof MfaMethods];

/**
 * Second factors after the first (Portico's own; Stytch's consumer UI has none). `policy`:
 * `whenEnrolled` asks a user who has a second factor for it; `required` also makes a user
 * without one enrol before the login completes. `methods`: the second factors offered, in
 * order (the first is the one enrolment sets up). `passkeyCountsAsTwoFactors` (default true): a
 * passkey login is something the user has and is or knows, so it needs no second factor.
 */
export interface MfaOptions {
  policy: 'whenEnrolled' | 'required';
  methods: readonly MfaMethod[];
  passkeyCountsAsTwoFactors?: boolean;
}

export interface SessionOptions {
  sessionDurationMinutes: number;
}

export interface LoginConfig {
  products: Product[];
  oauthOptions?: OAuthOptions;
  emailMagicLinksOptions?: EmailMagicLinksOptions;
  otpOptions?: OtpOptions;
  passwordOptions?: PasswordOptions;
  passkeyOptions?: PasskeyOptions;
  cryptoOptions?: CryptoOptions;
  sessionOptions?: SessionOptions;
  mfaOptions?: MfaOptions;
  enableShadowDOM?: boolean;
}

/** The `styles` config of spec §3 (Stytch's StyleConfig shape); every field is optional. */
export interface StyleConfig {
  container?: { backgroundColor?: string; borderColor?: string; borderRadius?: string; width?: string };
  colors?: {
    primary?: string;
    secondary?: string;
    accent?: string;
    success?: string;
    warning?: string;
    error?: string;
  };
  buttons?: {
    primary?: ButtonStyle;
    secondary?: ButtonStyle;
    disabled?: ButtonStyle;
  };
  inputs?: {
    backgroundColor?: string;
    textColor?: string;
    placeholderColor?: string;
    borderColor?: string;
    borderRadius?: string;
  };
  fontFamily?: string;
  hideHeaderText?: boolean;
  logo?: { logoImageUrl?: string };
}

export interface ButtonStyle {
  backgroundColor?: string;
  textColor?: string;
  borderColor?: string;
  borderRadius?: string;
}
