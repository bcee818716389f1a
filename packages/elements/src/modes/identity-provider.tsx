import type { MfaOptions } from '@portico/core';
import { IdentityProviderWidget } from '@portico/ui';
import type { RenderContext } from '../element';

export interface AuthTokenParams {
  trustedAuthToken: string;
  tokenProfileID: string;
}

/**
 * `<portico-identity-provider>`'s widget. The navigation to the app's redirect URI is the
 * default action of a cancelable `portico-redirect`; `mfa-options` is the second-factor policy a
 * session must meet first.
 */
export default function IdentityProviderMode({ widget, values, element }: RenderContext) {
  const mfaOptions = values.mfaOptions as MfaOptions | null | undefined;
  return (
    <IdentityProviderWidget
      {...widget}
      {...(values.authTokenParams != null && { authTokenParams: values.authTokenParams as AuthTokenParams })}
      {...(mfaOptions && { mfaOptions })}
      onRedirect={(url) => {
        if (element.emit('portico-redirect', { url }, true)) window.location.assign(url);
      }}
    />
  );
}
