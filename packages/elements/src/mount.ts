import type { FlowCallbacks, LoginConfig, MfaOptions, PresentationConfig, StyleConfig, UrlLoginOutput } from '@portico/core';
import type { LazyClient, MessageOverrides, Messages, WidgetClient } from '@portico/ui';
import {
  defineElements,
  type PorticoAccountElement,
  type PorticoIdentityProviderElement,
  type PorticoLoginElement,
  type PorticoPasskeyRegistrationElement,
  type PorticoResetPasswordElement,
  type PorticoSecondFactorsElement,
  type PorticoTagName,
  type PorticoUrlLoginElement,
  type PorticoUserButtonElement,
  type SignedOutDetail,
} from './elements';

/** What every mount function takes: where, the client, and the element's properties. */
export interface MountOptions<TConfig> {
  /** The element to render into (its children are replaced). */
  element?: Element;
  /** Or its id, `'login'` or `'#login'` (Stytch's `elementId`); any CSS selector works too. */
  elementId?: string;
  /** Your Stytch client (or any Portico `AuthClient`, or a `lazyClient`). */
  client?: WidgetClient | LazyClient;
  /** Or a public token: the element makes the Stytch client (one per token and options on the page). */
  publicToken?: string;
  /** Options for that client, e.g. `emulatorClientOptions(url)` from `@portico/emulator/client-options`. */
  clientOptions?: object;
  config?: TConfig;
  styles?: StyleConfig;
  /** Stytch v6's `presentation`: theme tokens (or a `[light, dark]` pair) and options. */
  presentation?: PresentationConfig;
  callbacks?: FlowCallbacks;
  strings?: MessageOverrides;
  messages?: Messages;
  locale?: string;
}

/** Removes the widget (and its element). Calling it again does nothing. */
export type Unmount = () => void;

function targetOf(options: { element?: Element; elementId?: string }, name: string): Element {
  if (options.element) return options.element;
  const id = options.elementId;
  if (!id) throw new TypeError(`${name}: give \`element\` or \`elementId\`.`);
  let target: Element | null = document.getElementById(id.startsWith('#') ? id.slice(1) : id);
  if (!target) {
    try {
      target = document.querySelector(id);
    } catch {
      target = null;
    }
  }
  if (!target) throw new Error(`${name}: no element matches elementId "${id}".`);
  return target;
}

/**
 * Renders a Portico element into `element`: the mount functions are the elements, created for
 * the host. Properties are set before the element is attached, so it renders once, complete.
 */
function mount<T extends HTMLElement>(
  name: string,
  tag: PorticoTagName,
  options: MountOptions<unknown>,
  extra: Record<string, unknown>,
  listeners: Record<string, (event: CustomEvent) => void>,
): Unmount {
  defineElements();
  const target = targetOf(options, name);
  const element = document.createElement(tag) as unknown as T;
  const { element: _element, elementId: _elementId, ...properties } = options;
  Object.assign(element, properties, extra);
  for (const [type, listener] of Object.entries(listeners)) element.addEventListener(type, listener as EventListener);
  target.replaceChildren(element);
  return () => element.remove();
}

/** Stytch's `mountLogin`: the login widget in `element`. */
export function mountLogin(options: MountOptions<LoginConfig> & { config: LoginConfig }): Unmount {
  return mount<PorticoLoginElement>('mountLogin', 'portico-login', options, {}, {});
}

/**
 * The reset-password mode (`?token=` of the page, unless `passwordResetToken` is given);
 * `mfaOptions` (wins over `config.mfaOptions`) steps up before the login completes.
 */
export function mountResetPassword(
  options: MountOptions<Partial<LoginConfig>> & { passwordResetToken?: string; mfaOptions?: MfaOptions },
): Unmount {
  const { passwordResetToken, mfaOptions, ...rest } = options;
  return mount<PorticoResetPasswordElement>(
    'mountResetPassword',
    'portico-reset-password',
    rest,
    { ...(passwordResetToken !== undefined && { passwordResetToken }), ...(mfaOptions && { mfaOptions }) },
    {},
  );
}

/** The passkey-registration mode, for a signed-in user. */
export function mountPasskeyRegistration(options: MountOptions<Partial<LoginConfig>>): Unmount {
  return mount<PorticoPasskeyRegistrationElement>('mountPasskeyRegistration', 'portico-passkey-registration', options, {}, {});
}

/** The second-factors mode, for a signed-in user; `mfaOptions` wins over `config.mfaOptions`. */
export function mountSecondFactors(options: MountOptions<Partial<LoginConfig>> & { mfaOptions?: MfaOptions }): Unmount {
  const { mfaOptions, ...rest } = options;
  return mount<PorticoSecondFactorsElement>('mountSecondFactors', 'portico-second-factors', rest, { ...(mfaOptions && { mfaOptions }) }, {});
}

/**
 * The identity-provider mode; `onRedirect(url)` replaces the navigation to the app's redirect URI;
 * `mfaOptions` is the second-factor policy a session must meet before the app gets a code.
 */
export function mountIdentityProvider(
  options: MountOptions<{ enableShadowDOM?: boolean }> & {
    authTokenParams?: { trustedAuthToken: string; tokenProfileID: string };
    onRedirect?(url: string): void;
    mfaOptions?: MfaOptions;
  },
): Unmount {
  const { authTokenParams, onRedirect, mfaOptions, ...rest } = options;
  // The element's `onRedirect` property, not `portico-redirect`: the event's URL has no code.
  return mount<PorticoIdentityProviderElement>(
    'mountIdentityProvider',
    'portico-identity-provider',
    rest,
    { ...(authTokenParams && { authTokenParams }), ...(mfaOptions && { mfaOptions }), ...(onRedirect && { onRedirect }) },
    {},
  );
}

/** The redirect page; `onDone` once signed in (or without a token), `onBack` adds the error screen's back button. */
export function mountUrlLogin(
  options: MountOptions<Pick<Partial<LoginConfig>, 'sessionOptions' | 'enableShadowDOM'>> & {
    onDone?(output: UrlLoginOutput): void;
    onBack?(): void;
    backUrl?: string;
  },
): Unmount {
  const { onDone, onBack, backUrl, ...rest } = options;
  const listeners: Record<string, (event: CustomEvent) => void> = {};
  if (onDone) listeners['portico-done'] = (event) => onDone(event.detail as UrlLoginOutput);
  if (onBack) {
    listeners['portico-back'] = (event) => {
      event.preventDefault();
      onBack();
    };
  }
  const back = backUrl ?? (onBack ? '' : undefined);
  return mount<PorticoUrlLoginElement>('mountUrlLogin', 'portico-url-login', rest, { ...(back !== undefined && { backUrl: back }) }, listeners);
}

/**
 * The user button, for a page's header: `manageAccountUrl` makes 'Manage account' a link there,
 * `onManageAccount()` is called instead of its navigation, `onSignedOut()` once 'Sign out' has
 * ended the session (the element's `portico-signed-out`). Nothing shows while nobody is signed in.
 */
export function mountUserButton(
  options: MountOptions<{ enableShadowDOM?: boolean }> &
    AccountMountOptions & {
      manageAccountUrl?: string;
      onManageAccount?(): void;
      onSignedOut?(): void;
    },
): Unmount {
  const { manageAccountUrl, onManageAccount, onSignedOut, backendUrl, mfaOptions, providers, linkRedirectUrl, ...rest } = options;
  const listeners: Record<string, (event: CustomEvent) => void> = {};
  if (onSignedOut) listeners['portico-signed-out'] = () => onSignedOut();
  return mount<PorticoUserButtonElement>(
    'mountUserButton',
    'portico-user-button',
    rest,
    {
      ...accountProperties({ backendUrl, mfaOptions, providers, linkRedirectUrl }),
      ...(manageAccountUrl !== undefined && { manageAccountUrl }),
      ...(onManageAccount && { onManageAccount }),
    },
    listeners,
  );
}

/** The account's options (`mountAccount`, and `mountUserButton`'s dialog). */
export interface AccountMountOptions {
  /** Where the host's server answers the account protocol (`createAccountHandler`), e.g. `'/api/account'`: devices and deleting the account. */
  backendUrl?: string;
  /** The two-step section's `{ policy, methods }` (wins over `config.mfaOptions`). */
  mfaOptions?: MfaOptions;
  /** The social logins the user may link, e.g. `['google', 'github']`. */
  providers?: string[];
  /** Where a social login being linked comes back (default: the page without its query). */
  linkRedirectUrl?: string;
}

function accountProperties({ backendUrl, mfaOptions, providers, linkRedirectUrl }: AccountMountOptions): Record<string, unknown> {
  return {
    ...(backendUrl !== undefined && { backendUrl }),
    ...(mfaOptions && { mfaOptions }),
    ...(providers && { providers }),
    ...(linkRedirectUrl !== undefined && { linkRedirectUrl }),
  };
}

/**
 * The account, for the signed-in user: `backendUrl` (the host's server side: devices and deleting
 * the account), `mfaOptions`, `providers`, `linkRedirectUrl`; `onSignedOut({ reason })` once the page
 * is signed out by it (`deleted`, or `signedOut` from its devices: the element's `portico-signed-out`).
 */
export function mountAccount(
  options: MountOptions<Partial<LoginConfig>> & AccountMountOptions & { onSignedOut?(detail: SignedOutDetail): void },
): Unmount {
  const { onSignedOut, backendUrl, mfaOptions, providers, linkRedirectUrl, ...rest } = options;
  const listeners: Record<string, (event: CustomEvent) => void> = {};
  if (onSignedOut) listeners['portico-signed-out'] = (event) => onSignedOut(event.detail as SignedOutDetail);
  return mount<PorticoAccountElement>('mountAccount', 'portico-account', rest, accountProperties({ backendUrl, mfaOptions, providers, linkRedirectUrl }), listeners);
}
