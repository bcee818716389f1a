import type { MfaOptions } from '@portico/core';
import { IdentityProviderWidget } from '@portico/ui';
import type { RenderContext } from '../element';

export interface AuthTokenParams {
  trustedAuthToken: string;
  tokenProfileID: string;
}

/**
 * `<portico-identity-provider>`'s widget. The navigation to the app's redirect URI is the
 * default action of a cancelable `portico-redirect` (whose `url` leaves the authorization code
 * out: event-detail.ts); the `onRedirect` property, the host's own code, replaces it with the
 * whole URI. `mfa-options` is the second-factor policy a session must meet first.
 */
export default function IdentityProviderMode({ widget, values, element }: RenderContext) {
  const mfaOptions = values.mfaOptions as MfaOptions | null | undefined;
  const onRedirect = typeof values.onRedirect === 'function' ? (values.onRedirect as (url: string) => void) : null;
  return (
    <IdentityProviderWidget
      {...widget}
      {...(values.authTokenParams != null && { authTokenParams: values.authTokenParams as AuthTokenParams })}
      {...(mfaOptions && { mfaOptions })}
      onRedirect={(url) => {
        if (element.emit('portico-redirect', { url }, true)) (onRedirect ?? ((to: string) => window.location.assign(to)))(url);
      }}
    />
  );
}
