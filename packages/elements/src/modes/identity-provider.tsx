import { IdentityProviderWidget } from '@portico/ui';
import type { RenderContext } from '../element';

export interface AuthTokenParams {
  trustedAuthToken: string;
  tokenProfileID: string;
}

/**
 * `<portico-identity-provider>`'s widget. The navigation to the app's redirect URI is the
 * default action of a cancelable `portico-redirect`.
 */
export default function IdentityProviderMode({ widget, values, element }: RenderContext) {
  return (
    <IdentityProviderWidget
      {...widget}
      {...(values.authTokenParams != null && { authTokenParams: values.authTokenParams as AuthTokenParams })}
      onRedirect={(url) => {
        if (element.emit('portico-redirect', { url }, true)) window.location.assign(url);
      }}
    />
  );
}
