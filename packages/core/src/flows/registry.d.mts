// The typed view of registry.mjs (the registry of flows, issue 40): ESLint and the scripts read the
// JavaScript, TypeScript reads these types. `registry.test.ts` checks the rows against the folders.

/** 'root': the login router or a mode; 'product': a product's step a root runs; 'leaf': a part several flows compose; 'shared': flows/shared. */
export type FlowKind = 'root' | 'product' | 'leaf' | 'shared';

export interface FlowRow {
  readonly kind: FlowKind;
  /** The spec's screens it drives (spec §2; `MFA` is the router's name for the mfa flow's step). */
  readonly specScreens: readonly SpecScreen[];
  /** Its folders in packages/ui/src (`screens/<screen>`, `widgets/<widget>`). */
  readonly screens: readonly string[];
  /** Its hooks, each exported by @portico/core/react (`use` + the flow's name). */
  readonly hooks: readonly `use${string}`[];
  /** The tag of its end-to-end tests, one per flow (`tag('otp')` in packages/playground/e2e), or null for flows/shared. */
  readonly tag: `@${string}` | null;
  /** The other flows it may import: ESLint's allow-list. */
  readonly composes: readonly string[];
  /** The login router only: the flows `login.flows.ts` loads lazily. */
  readonly lazy?: readonly string[];
  /** What people search for. */
  readonly words: readonly string[];
  readonly summary: string;
}

export type SpecScreen =
  | 'Main' | 'PasskeyRegistrationStart' | 'PasskeyRegistrationSuccess' | 'PasskeyConfirmation' | 'PasswordResetForm'
  | 'PasswordCreateOrLogin' | 'PasswordForgot' | 'PasswordBreached' | 'PasswordSetNew' | 'PasswordDedupe'
  | 'PasswordConfirmation' | 'EmailConfirmation' | 'OTPAuthenticate' | 'OTPConfirmation' | 'CryptoConnect'
  | 'CryptoSignMessage' | 'CryptoOtherScreen' | 'CryptoSetupWallet' | 'CryptoError' | 'CryptoConfirmation'
  | 'IDPConsent' | 'Error' | 'MFA';

export declare const SPEC_SCREENS: readonly SpecScreen[];

export interface ModeRow {
  /** The mode's public name (Stytch's where Stytch has it). */
  readonly mode: string;
  /** The flow at its root. */
  readonly root: string;
  /** Its React widget in @portico/ui. */
  readonly widget: string;
  /** Its custom element in @portico/elements. */
  readonly element: `portico-${string}`;
  readonly label: string;
}

export declare const MODES: readonly ModeRow[];

/**
 * The flows, one per row of FLOWS (registry.test.ts fails when this list and the rows differ): the
 * end-to-end suite's `tag(flow)` takes one, so a spec cannot tag a flow without a row.
 */
export type FlowName =
  | 'account' | 'account-password' | 'account-profile' | 'account-switch' | 'connected-accounts' | 'connected-apps' | 'contact-list'
  | 'countdown' | 'create-password' | 'crypto-connect' | 'crypto-other' | 'delete-account' | 'devices'
  | 'email-addresses' | 'idp-consent' | 'idp-logout' | 'link-confirm' | 'login' | 'login-form' | 'magic-link'
  | 'mfa' | 'oauth' | 'one-tap' | 'otp' | 'passkey-login' | 'passkey-registration-start' | 'passkey-registration-success'
  | 'passkey-upgrade' | 'password' | 'password-reset' | 'password-strength' | 'passwordless' | 'phone-input'
  | 'phone-numbers' | 'resend-code' | 'reset-email' | 'second-factors' | 'sensitive-change'
  | 'shared' | 'step-up' | 'url-login';

/** One row per folder of packages/core/src/flows/. */
export declare const FLOWS: { readonly [flow: string]: FlowRow };
