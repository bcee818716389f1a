import type { KnownErrorType } from '@portico/core';
import type { enConfigErrors } from './en-config-errors';
import type { enCrypto } from './en-crypto';
import type { enScreens } from './en-screens';
import type { enIdentityProvider } from './en-identity-provider';
import type { enMfa } from './en-mfa';
import type { enRareErrors } from './en-rare-errors';
import type { enPasskeys } from './en-passkeys';
import type { enPasswordStrength } from './en-password-strength';
import type { enSecondFactors } from './en-second-factors';
import type { enAccount } from './en-account';
import type { enAccountAccess } from './en-account-access';
import type { enUserButton } from './en-user-button';
import type { enUrlLogin } from './en-url-login';

/**
 * The names of sign-in providers and wallets on their buttons: brands, the same in every
 * language. Every catalog spreads them; hosts can still replace one with `strings`.
 */
export const brandNames = {
  'provider.google': 'Google',
  'provider.microsoft': 'Microsoft',
  'provider.apple': 'Apple',
  'provider.github': 'GitHub',
  'provider.gitlab': 'GitLab',
  'provider.facebook': 'Facebook',
  'provider.discord': 'Discord',
  'provider.salesforce': 'Salesforce',
  'provider.slack': 'Slack',
  'provider.amazon': 'Amazon',
  'provider.bitbucket': 'Bitbucket',
  'provider.linkedin': 'LinkedIn',
  'provider.coinbase': 'Coinbase',
  'provider.twitch': 'Twitch',
  'provider.twitter': 'Twitter',
  'provider.tiktok': 'TikTok',
  'provider.snapchat': 'Snapchat',
  'provider.figma': 'Figma',
  'provider.yahoo': 'Yahoo',
  'wallet.Metamask': 'Metamask',
  'wallet.Phantom': 'Phantom',
  'wallet.Coinbase': 'Coinbase',
  'wallet.Binance': 'Binance',
  'wallet.Vessel': 'Vessel',
} as const;

/**
 * The English catalog. Every string the spec quotes appears here verbatim (spec §2, §5, §8);
 * the rest is Portico's own copy where the spec is silent. Placeholders are `{name}`.
 * Keys are stable ids: hosts override any of them through the widget's `strings` prop.
 */
export const en = {
  // Main (spec §2)
  'login.title': 'Sign up or log in',
  'login.divider': 'or',
  'login.tabsLabel': 'Choose how to receive your code',
  'tab.sms': 'Text',
  'tab.whatsapp': 'WhatsApp',
  'tab.email': 'Email',
  'login.submit': 'Continue',
  'login.logoAltFallback': 'Logo',
  'watermark.poweredBy': 'Powered by',
  'watermark.brand': 'Stytch',

  // Form fields (spec §5)
  'field.email.label': 'Email',
  'field.email.placeholder': 'example@email.com',
  'field.phone.label': 'Phone number',
  'field.phone.placeholder': '(201) 555-0123',
  'field.phone.country': 'Country code',
  'validation.emailRequired': 'Enter your email address.',
  'validation.invalidEmailAddress': 'Invalid email address.',
  'validation.phoneRequired': 'Enter your phone number.',

  // One Tap on Main (spec §2, §4); its setup problems are in `enScreens`.
  'oneTap.label': 'Sign in with Google',
  'oneTap.loading': 'Loading Google sign-in…',

  'common.back': 'Go back',
  'common.loading': 'Loading…',

  // Passkeys (spec §2, §8): logging in with one; registering and managing them are in `enPasskeys`.
  'passkey.login': 'Login with a Passkey',

  // Social sign-in and wallets (buttons)
  'social.continueWith': 'Continue with {provider}',
  ...brandNames,
  'wallet.GenericEthereumWallet': 'Other Ethereum Wallet',
  'wallet.GenericSolanaWallet': 'Other Solana Wallet',
  'wallet.continueWithOther': 'Continue with other Crypto Wallet',
  'wallet.setupNew': 'Set up a new crypto wallet',
  'lastUsed.badge': 'Last used',

  // The configuration errors are in `enConfigErrors`; the screens after Main (passcode, email
  // confirmation, passwords, success and error) and the error table in `enScreens`; the wallet
  // screens' in `enCrypto`, the URL-login mode's in `enUrlLogin`.
} as const;

/**
 * Every key of the catalogs: `en`'s, and those of the English words that load with their screens
 * (`enScreens`, `enConfigErrors`, `enPasswordStrength`, `enIdentityProvider`, `enMfa`, `enSecondFactors`, `enCrypto`, `enPasskeys`,
 * `enUrlLogin`, `enAccount`, `enAccountAccess`, `enUserButton`, and `enRareErrors`, which loads with the readings of Stytch's other error types). Other catalogs
 * (`Messages`) hold them all.
 */
export type MessageKey =
  | keyof typeof en
  | keyof typeof enScreens
  | keyof typeof enConfigErrors
  | keyof typeof enPasswordStrength
  | keyof typeof enIdentityProvider
  | keyof typeof enMfa
  | keyof typeof enSecondFactors
  | keyof typeof enCrypto
  | keyof typeof enPasskeys
  | keyof typeof enUrlLogin
  | keyof typeof enAccount
  | keyof typeof enAccountAccess
  | keyof typeof enUserButton
  | keyof typeof enRareErrors;
/**
 * A quantity's words are keys `<base>.<CLDR plural category>` (`Intl.PluralRules`): English
 * gives `.one` and `.other`; a language with more categories adds `.zero`, `.two`, `.few` or
 * `.many` (a test checks each catalog has every category its language uses). `plural()` picks one.
 */
export type PluralBase = MessageKey extends infer K ? (K extends `${infer B}.other` ? B : never) : never;
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type PluralExtras = `${PluralBase}.${'zero' | 'two' | 'few' | 'many'}`;
export type Messages = Record<MessageKey, string> & Partial<Record<PluralExtras, string>>;
/**
 * The words a widget has at first: `en`'s keys at least (English, before a screen's own words
 * have loaded), every key in any other catalog.
 */
export type FirstLoadMessages = Record<keyof typeof en, string> & Partial<Messages>;

/**
 * The catalog is keyed by the error codes of @portico/core: a code without words here fails to
 * compile (the type names the missing keys), and `es` and `pt-BR` must then translate it too.
 */
type MissingErrorMessages = Exclude<`error.${KnownErrorType}`, MessageKey>;
const _everyErrorCodeHasWords: [MissingErrorMessages] extends [never] ? true : MissingErrorMessages = true;
