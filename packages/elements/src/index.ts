/**
 * @portico/elements: Portico's widgets as custom elements, for any page (one script tag, no React
 * of the host's). Loading it registers `<portico-login>`, `<portico-reset-password>`,
 * `<portico-passkey-registration>`, `<portico-identity-provider>`, `<portico-url-login>`,
 * `<portico-second-factors>`, `<portico-user-button>` and `<portico-account>`.
 */
import { defineElements } from './elements';

export {
  defineElements,
  ELEMENTS,
  PorticoAccountElement,
  PorticoAccountFieldsElement,
  PorticoIdentityProviderElement,
  PorticoLoginElement,
  PorticoPasskeyRegistrationElement,
  PorticoResetPasswordElement,
  PorticoSecondFactorsElement,
  PorticoUrlLoginElement,
  PorticoUserButtonElement,
  PorticoWidgetElement,
  type KebabCase,
  type PorticoAccountProperty,
  type PorticoCommonEvents,
  type PorticoCommonProperty,
  type PorticoElementEvents,
  type PorticoElementProperties,
  type PorticoElementProps,
  type PorticoTagName,
  type RedirectDetail,
  type SignedOutDetail,
} from './elements';
export { PorticoElement, type ElementError, type ElementMode, type PorticoErrorDetail, type RenderContext } from './element';
export { getStytchClient } from './client';
export {
  mountAccount,
  mountIdentityProvider,
  mountLogin,
  mountPasskeyRegistration,
  mountResetPassword,
  mountSecondFactors,
  mountUrlLogin,
  mountUserButton,
  type MountOptions,
  type Unmount,
} from './mount';
export type { AuthError, AuthEvent, FlowCallbacks, LoginConfig, MfaOptions, PresentationConfig, StyleConfig, UrlLoginOutput } from '@portico/core';
export { lazyClient } from '@portico/ui';
export type { LazyClient, MessageOverrides, Messages, WidgetClient } from '@portico/ui';

defineElements();
