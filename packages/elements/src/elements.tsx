import type { AuthEvent, FlowCallbacks, LoginConfig, MfaOptions, PresentationConfig, StyleConfig, UrlLoginOutput } from '@portico/core';
import type { LazyClient, MessageOverrides, Messages, WidgetClient } from '@portico/ui';
import { lazy } from 'react';
import { COMMON_FIELDS, PorticoElement, type ElementMode, type PorticoErrorDetail } from './element';
import type { Fields } from './fields';
import type { AuthTokenParams } from './modes/identity-provider';

/** The properties every element has (each also an attribute, but `client` and `callbacks`). */
export abstract class PorticoWidgetElement<TConfig> extends PorticoElement {
  /** Your Stytch client (or any Portico `AuthClient`, or a `lazyClient`); wins over `publicToken`. */
  declare client: WidgetClient | LazyClient | null;
  /** Attribute `public-token`: the element makes the Stytch client itself (one per token on the page). */
  declare publicToken: string | null;
  /** Attribute `client-options` (JSON): options for that client, e.g. the emulator's `endpoints`. */
  declare clientOptions: object | null;
  /** Attribute `config` (JSON): Stytch's config. `enableShadowDOM: false` renders in the light DOM. A new config restarts the flow. */
  declare config: TConfig | null;
  /** Attribute `styles` (JSON): Stytch's theme config. */
  declare styles: StyleConfig | null;
  /** Attribute `presentation` (JSON): Stytch v6's theme tokens (or a `[light, dark]` pair) and options; it wins where it and `styles` overlap. */
  declare presentation: PresentationConfig | null;
  /** Attribute `strings` (JSON): replaces strings by key (see `en` of `@portico/ui`). */
  declare strings: MessageOverrides | null;
  /** Attribute `messages` (JSON): a whole catalog for another language. */
  declare messages: Messages | null;
  /** Attribute `locale`: the language; `es` and `pt-BR` load Portico's own catalogs unless `messages` is set. */
  declare locale: string | null;
  /** `onEvent` / `onError`, called after the `portico-event` / `portico-error` DOM events. */
  declare callbacks: FlowCallbacks | null;
}

/**
 * Each mode's widget is a chunk of its own in the ESM build, fetched when the first element of
 * that mode renders (the classic script has them all inline).
 */
const LoginMode = lazy(() => import('./modes/login'));
const ResetPasswordMode = lazy(() => import('./modes/reset-password'));
const PasskeyRegistrationMode = lazy(() => import('./modes/passkey-registration'));
const IdentityProviderMode = lazy(() => import('./modes/identity-provider'));
const UrlLoginMode = lazy(() => import('./modes/url-login'));
const SecondFactorsMode = lazy(() => import('./modes/second-factors'));
const UserButtonMode = lazy(() => import('./modes/user-button'));
const AccountMode = lazy(() => import('./modes/account'));

/** `<portico-login>`: the login widget (Stytch's `<StytchLogin>`); waits for `config`. */
export class PorticoLoginElement extends PorticoWidgetElement<LoginConfig> {
  static override readonly mode: ElementMode = {
    tag: 'portico-login',
    fields: COMMON_FIELDS,
    requires: ['config'],
    clientAfterFirstPaint: true,
    render: (context) => <LoginMode {...context} />,
  };
  static {
    this.defineFields();
  }
}

/**
 * `<portico-reset-password>`: the page a reset email links to; the token is read from `?token=`
 * unless given (and taken out of the address bar). `mfa-options` (JSON), else the config's
 * `mfaOptions`: the second factor asked for before the login completes.
 */
export class PorticoResetPasswordElement extends PorticoWidgetElement<Partial<LoginConfig>> {
  /** Attribute `password-reset-token`: the token, when not in the page's `?token=`. */
  declare passwordResetToken: string | null;
  /** Attribute `mfa-options` (JSON): `{ "policy": "whenEnrolled" | "required", "methods": ["totp", "sms"] }`; wins over the config's `mfaOptions`. */
  declare mfaOptions: MfaOptions | null;
  static override readonly mode: ElementMode = {
    tag: 'portico-reset-password',
    fields: {
      ...COMMON_FIELDS,
      passwordResetToken: { attribute: 'password-reset-token', kind: 'string', restarts: true },
      mfaOptions: { attribute: 'mfa-options', kind: 'json', restarts: true },
    },
    requires: [],
    render: (context) => <ResetPasswordMode {...context} />,
  };
  static {
    this.defineFields();
  }
}

/** `<portico-passkey-registration>`: a signed-in user creates, renames and deletes passkeys. */
export class PorticoPasskeyRegistrationElement extends PorticoWidgetElement<Partial<LoginConfig>> {
  static override readonly mode: ElementMode = {
    tag: 'portico-passkey-registration',
    fields: COMMON_FIELDS,
    requires: [],
    render: (context) => <PasskeyRegistrationMode {...context} />,
  };
  static {
    this.defineFields();
  }
}

/**
 * `<portico-second-factors>`: a signed-in user's second factors (authenticator app, phone numbers),
 * added, renewed and removed; `mfa-options` (JSON) says which can be added and whether one is
 * required, else the config's `mfaOptions`.
 */
export class PorticoSecondFactorsElement extends PorticoWidgetElement<Partial<LoginConfig>> {
  /** Attribute `mfa-options` (JSON): `{ "policy": "whenEnrolled" | "required", "methods": ["totp", "sms"] }`; wins over the config's `mfaOptions`. */
  declare mfaOptions: MfaOptions | null;
  static override readonly mode: ElementMode = {
    tag: 'portico-second-factors',
    fields: { ...COMMON_FIELDS, mfaOptions: { attribute: 'mfa-options', kind: 'json', restarts: true } },
    requires: [],
    render: (context) => <SecondFactorsMode {...context} />,
  };
  static {
    this.defineFields();
  }
}

/**
 * The account's own fields (`<portico-account>`, and `<portico-user-button>`'s dialog): the host's
 * server side, the two-step section's options, the social logins to link, where a link comes back.
 */
const ACCOUNT_FIELDS = {
  backendUrl: { attribute: 'backend-url', kind: 'url', restarts: true },
  mfaOptions: { attribute: 'mfa-options', kind: 'json', restarts: true },
  providers: { attribute: 'providers', kind: 'list', restarts: true },
  linkRedirectUrl: { attribute: 'link-redirect-url', kind: 'url', restarts: true },
} as const satisfies Fields;

/** The account's properties (`<portico-account>`, and `<portico-user-button>`'s dialog). */
export abstract class PorticoAccountFieldsElement<TConfig> extends PorticoWidgetElement<TConfig> {
  /**
   * Attribute `backend-url`: where the host's server answers the account protocol
   * (`createAccountHandler`, e.g. `/api/account`): an http(s) URL or a path on this site; the element
   * calls it through `createAccountBackend({ url })`. Without it, no devices and no deleting the account.
   */
  declare backendUrl: string | null;
  /** Attribute `mfa-options` (JSON): `{ "policy": "whenEnrolled" | "required", "methods": ["totp", "sms"] }`, the two-step section's; wins over the config's `mfaOptions`. */
  declare mfaOptions: MfaOptions | null;
  /** Attribute `providers` (a JSON list): the social logins the user may link, e.g. `["google", "github"]`. */
  declare providers: string[] | null;
  /** Attribute `link-redirect-url`: where a social login being linked comes back (default: this page without its query). */
  declare linkRedirectUrl: string | null;
}

/**
 * `<portico-user-button>`: the signed-in user's initials (or picture) opening a menu with their
 * name and email, 'Manage account' and 'Sign out'; nothing while nobody is signed in. `manage-account-url`
 * (http(s) or a path on this site) makes 'Manage account' a link there; the `onManageAccount`
 * property (a function) is called instead of its navigation; without either, it opens the account
 * in a dialog (with the account's fields). Fires `portico-signed-out` once 'Sign out' has ended the
 * session, or the account in the dialog ended signed out.
 */
export class PorticoUserButtonElement extends PorticoAccountFieldsElement<{ enableShadowDOM?: boolean }> {
  /** Attribute `manage-account-url`: where 'Manage account' goes (an http(s) URL or a path on this site). */
  declare manageAccountUrl: string | null;
  /** Property only: called by 'Manage account' instead of the link's navigation (a new tab keeps the link). */
  declare onManageAccount: (() => void) | null;
  static override readonly mode: ElementMode = {
    tag: 'portico-user-button',
    fields: {
      ...COMMON_FIELDS,
      ...ACCOUNT_FIELDS,
      manageAccountUrl: { attribute: 'manage-account-url', kind: 'url', restarts: false },
      onManageAccount: { kind: 'value', restarts: false },
    },
    requires: [],
    // A button in a line of a header, not a block.
    display: 'inline-block',
    render: (context) => <UserButtonMode {...context} />,
  };
  static {
    this.defineFields();
  }
}

/**
 * `<portico-account>`: the signed-in user's account (the account widget: profile, email addresses,
 * phone numbers, password, connected accounts, passkeys, two-step verification, apps with access,
 * and with `backend-url` devices and deleting the account). Fires `portico-signed-out` (`{ reason }`)
 * once the page is signed out by it: the account deleted, or this device signed out.
 */
export class PorticoAccountElement extends PorticoAccountFieldsElement<Partial<LoginConfig>> {
  static override readonly mode: ElementMode = {
    tag: 'portico-account',
    fields: { ...COMMON_FIELDS, ...ACCOUNT_FIELDS },
    requires: [],
    render: (context) => <AccountMode {...context} />,
  };
  static {
    this.defineFields();
  }
}

/**
 * `portico-signed-out`'s detail: nothing of the session or the user (no token, no id). From
 * `<portico-account>`, why: `deleted` (the account) or `signedOut` (this device, from its devices);
 * from `<portico-user-button>`, nothing.
 */
export interface SignedOutDetail {
  reason?: 'deleted' | 'signedOut';
}

/** `portico-redirect`'s detail: where the identity-provider mode is about to send the browser. */
export interface RedirectDetail {
  /** The redirect URI without its query and fragment (the authorization code stays out of DOM events). */
  url: string;
}

/**
 * `<portico-identity-provider>`: OAuth/OIDC consent and logout for your Connected Apps, from the
 * page's query string. Before sending the browser to the server's redirect URI it fires a
 * cancelable `portico-redirect` (its `url` without the query and fragment, where the
 * authorization code is); `preventDefault()` stops the navigation, and the `onRedirect`
 * property replaces it with your own, given the whole URI. With `mfa-options` (JSON), a session
 * short of that policy steps up before the app gets a code for it.
 */
export class PorticoIdentityProviderElement extends PorticoWidgetElement<{ enableShadowDOM?: boolean }> {
  /** Attribute `auth-token-params` (JSON): a trusted auth token to exchange for a session first. */
  declare authTokenParams: AuthTokenParams | null;
  /** Attribute `mfa-options` (JSON): `{ "policy": "whenEnrolled" | "required", "methods": ["totp", "sms"] }`: the second factor a session needs first. */
  declare mfaOptions: MfaOptions | null;
  /**
   * Property only: your own code, called with the whole redirect URI (the authorization code in
   * it) instead of the navigation, after a `portico-redirect` nobody cancelled.
   */
  declare onRedirect: ((url: string) => void) | null;
  static override readonly mode: ElementMode = {
    tag: 'portico-identity-provider',
    fields: {
      ...COMMON_FIELDS,
      authTokenParams: { attribute: 'auth-token-params', kind: 'json', restarts: true },
      mfaOptions: { attribute: 'mfa-options', kind: 'json', restarts: true },
      onRedirect: { kind: 'value', restarts: false },
    },
    requires: [],
    render: (context) => <IdentityProviderMode {...context} />,
  };
  static {
    this.defineFields();
  }
}

/**
 * `<portico-url-login>`: the redirect page of social sign-in, One Tap and magic links. Fires
 * `portico-done` once (signed in, or no token in the URL); with `back-url`, the error screen
 * has a back button, which fires a cancelable `portico-back` and then goes there.
 */
export class PorticoUrlLoginElement extends PorticoWidgetElement<Pick<Partial<LoginConfig>, 'sessionOptions' | 'enableShadowDOM'>> {
  /** Attribute `back-url`: where the error screen's back button goes (no button without it): an http(s) URL or a path on this site. */
  declare backUrl: string | null;
  static override readonly mode: ElementMode = {
    tag: 'portico-url-login',
    fields: { ...COMMON_FIELDS, backUrl: { attribute: 'back-url', kind: 'url', restarts: false } },
    requires: [],
    render: (context) => <UrlLoginMode {...context} />,
  };
  static {
    this.defineFields();
  }
}

/** Every element, by tag. */
export const ELEMENTS = {
  'portico-login': PorticoLoginElement,
  'portico-reset-password': PorticoResetPasswordElement,
  'portico-passkey-registration': PorticoPasskeyRegistrationElement,
  'portico-identity-provider': PorticoIdentityProviderElement,
  'portico-url-login': PorticoUrlLoginElement,
  'portico-second-factors': PorticoSecondFactorsElement,
  'portico-user-button': PorticoUserButtonElement,
  'portico-account': PorticoAccountElement,
} as const;

export type PorticoTagName = keyof typeof ELEMENTS;

/** The properties every element takes (each also an attribute, but `client` and `callbacks`). */
export type PorticoCommonProperty = 'client' | 'publicToken' | 'clientOptions' | 'config' | 'styles' | 'presentation' | 'strings' | 'messages' | 'locale' | 'callbacks';

/** The account's properties (`<portico-account>`, `<portico-user-button>`). */
export type PorticoAccountProperty = 'backendUrl' | 'mfaOptions' | 'providers' | 'linkRedirectUrl';

/** The properties a host sets on each element. */
export interface PorticoElementProperties {
  'portico-login': PorticoCommonProperty;
  'portico-reset-password': PorticoCommonProperty | 'passwordResetToken' | 'mfaOptions';
  'portico-passkey-registration': PorticoCommonProperty;
  'portico-identity-provider': PorticoCommonProperty | 'authTokenParams' | 'mfaOptions' | 'onRedirect';
  'portico-url-login': PorticoCommonProperty | 'backUrl';
  'portico-second-factors': PorticoCommonProperty | 'mfaOptions';
  'portico-user-button': PorticoCommonProperty | PorticoAccountProperty | 'manageAccountUrl' | 'onManageAccount';
  'portico-account': PorticoCommonProperty | PorticoAccountProperty;
}

/** The events every element fires: its widget's callbacks, and its own problems. */
export interface PorticoCommonEvents {
  'portico-event': CustomEvent<AuthEvent>;
  'portico-error': CustomEvent<PorticoErrorDetail>;
}

/** The events each element fires (all bubble and cross shadow roots). */
export interface PorticoElementEvents {
  'portico-login': PorticoCommonEvents;
  'portico-reset-password': PorticoCommonEvents;
  'portico-passkey-registration': PorticoCommonEvents;
  'portico-identity-provider': PorticoCommonEvents & { 'portico-redirect': CustomEvent<RedirectDetail> };
  'portico-url-login': PorticoCommonEvents & { 'portico-done': CustomEvent<UrlLoginOutput>; 'portico-back': CustomEvent<{ url: string }> };
  'portico-second-factors': PorticoCommonEvents;
  'portico-user-button': PorticoCommonEvents & { 'portico-signed-out': CustomEvent<SignedOutDetail> };
  'portico-account': PorticoCommonEvents & { 'portico-signed-out': CustomEvent<SignedOutDetail> };
}

/** `clientOptions` → `client-options`: a property's attribute name. */
export type KebabCase<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${KebabCase<Tail>}`
  : Name;

/**
 * An element's properties as a framework's template binds them: by their name (`clientOptions`)
 * and by their attribute's (`client-options`), which the elements also have as properties. Each
 * takes text too (JSON for the objects), as its attribute does — but `client`, `callbacks` and
 * `onRedirect`.
 */
export type PorticoElementProps<Tag extends PorticoTagName> = {
  [Name in PorticoElementProperties[Tag] as Name | (Name extends PropertyOnly ? never : KebabCase<Name>)]?:
    | (Name extends keyof HTMLElementTagNameMap[Tag] ? HTMLElementTagNameMap[Tag][Name] : never)
    | (Name extends PropertyOnly ? never : string)
    | null;
};

/** The properties without an attribute (no text, no kebab-case name): objects and functions of the host's. */
type PropertyOnly = 'client' | 'callbacks' | 'onRedirect' | 'onManageAccount';

/**
 * Registers the elements (the package does it when loaded). Safe to call again, and a tag that
 * another copy of Portico already registered is left to it.
 */
export function defineElements(registry: CustomElementRegistry | undefined = globalThis.customElements): void {
  if (!registry) return;
  for (const [tag, element] of Object.entries(ELEMENTS)) {
    if (!registry.get(tag)) registry.define(tag, element);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'portico-login': PorticoLoginElement;
    'portico-reset-password': PorticoResetPasswordElement;
    'portico-passkey-registration': PorticoPasskeyRegistrationElement;
    'portico-identity-provider': PorticoIdentityProviderElement;
    'portico-url-login': PorticoUrlLoginElement;
    'portico-second-factors': PorticoSecondFactorsElement;
    'portico-user-button': PorticoUserButtonElement;
    'portico-account': PorticoAccountElement;
  }
  /** The elements' events bubble (and cross shadow roots): listen on the element, or on `document`. */
  interface GlobalEventHandlersEventMap extends PorticoCommonEvents {
    'portico-redirect': CustomEvent<RedirectDetail>;
    'portico-done': CustomEvent<UrlLoginOutput>;
    'portico-back': CustomEvent<{ url: string }>;
    'portico-signed-out': CustomEvent<SignedOutDetail>;
  }
}
