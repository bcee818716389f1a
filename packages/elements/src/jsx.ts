/**
 * JSX types of the elements for React 19 hosts (which set an element's properties and listen to
 * `on<event>` props): `import type {} from '@portico/elements/jsx';` once, then
 * `<portico-login config={config} onportico-event={(event) => …} />` type-checks. The module
 * itself is empty.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { PorticoElementEvents, PorticoElementProperties, PorticoElementProps, PorticoTagName } from './index';

/** `on<event>` props, as React 19 listens to a custom element's events. */
type EventProps<Tag extends PorticoTagName> = {
  [Event in keyof PorticoElementEvents[Tag] as `on${Event & string}`]?: (event: PorticoElementEvents[Tag][Event]) => void;
};

type Props<Tag extends PorticoTagName> = Omit<DetailedHTMLProps<HTMLAttributes<HTMLElementTagNameMap[Tag]>, HTMLElementTagNameMap[Tag]>, PorticoElementProperties[Tag]> &
  PorticoElementProps<Tag> &
  EventProps<Tag>;

export type PorticoLoginProps = Props<'portico-login'>;
export type PorticoResetPasswordProps = Props<'portico-reset-password'>;
export type PorticoPasskeyRegistrationProps = Props<'portico-passkey-registration'>;
export type PorticoIdentityProviderProps = Props<'portico-identity-provider'>;
export type PorticoUrlLoginProps = Props<'portico-url-login'>;
export type PorticoSecondFactorsProps = Props<'portico-second-factors'>;
export type PorticoUserButtonProps = Props<'portico-user-button'>;
export type PorticoAccountProps = Props<'portico-account'>;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'portico-login': PorticoLoginProps;
      'portico-reset-password': PorticoResetPasswordProps;
      'portico-passkey-registration': PorticoPasskeyRegistrationProps;
      'portico-identity-provider': PorticoIdentityProviderProps;
      'portico-url-login': PorticoUrlLoginProps;
      'portico-second-factors': PorticoSecondFactorsProps;
      'portico-user-button': PorticoUserButtonProps;
      'portico-account': PorticoAccountProps;
    }
  }
}
