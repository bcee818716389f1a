/**
 * JSX types of the elements for React 19 hosts (which set an element's properties and listen to
 * `on<event>` props): `import type {} from '@portico/elements/jsx';` once, then
 * `<portico-login config={config} onportico-event={(event) => …} />` type-checks. The module
 * itself is empty.
 */
import type { AuthEvent, UrlLoginOutput } from '@portico/core';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { PorticoErrorDetail } from './element';
import type {
  PorticoIdentityProviderElement,
  PorticoLoginElement,
  PorticoPasskeyRegistrationElement,
  PorticoResetPasswordElement,
  PorticoUrlLoginElement,
  RedirectDetail,
} from './elements';

type Common = 'client' | 'publicToken' | 'clientOptions' | 'config' | 'styles' | 'presentation' | 'strings' | 'messages' | 'locale' | 'callbacks';

type Props<T extends HTMLElement, K extends keyof T> = Omit<DetailedHTMLProps<HTMLAttributes<T>, T>, K> & {
  [P in K]?: T[P] | null;
} & {
  'public-token'?: string;
  'client-options'?: string;
  'onportico-event'?: (event: CustomEvent<AuthEvent>) => void;
  'onportico-error'?: (event: CustomEvent<PorticoErrorDetail>) => void;
};

export type PorticoLoginProps = Props<PorticoLoginElement, Common>;
export type PorticoResetPasswordProps = Props<PorticoResetPasswordElement, Common | 'passwordResetToken'> & {
  'password-reset-token'?: string;
};
export type PorticoPasskeyRegistrationProps = Props<PorticoPasskeyRegistrationElement, Common>;
export type PorticoIdentityProviderProps = Props<PorticoIdentityProviderElement, Common | 'authTokenParams'> & {
  'onportico-redirect'?: (event: CustomEvent<RedirectDetail>) => void;
};
export type PorticoUrlLoginProps = Props<PorticoUrlLoginElement, Common | 'backUrl'> & {
  'back-url'?: string;
  'onportico-done'?: (event: CustomEvent<UrlLoginOutput>) => void;
  'onportico-back'?: (event: CustomEvent<{ url: string }>) => void;
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'portico-login': PorticoLoginProps;
      'portico-reset-password': PorticoResetPasswordProps;
      'portico-passkey-registration': PorticoPasskeyRegistrationProps;
      'portico-identity-provider': PorticoIdentityProviderProps;
      'portico-url-login': PorticoUrlLoginProps;
    }
  }
}
