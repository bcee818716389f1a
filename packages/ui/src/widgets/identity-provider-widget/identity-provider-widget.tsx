import { readIdpParams, type IdpParams, type MfaOptions } from '@portico/core';
import { useBootstrap } from '@portico/core/react';
import { useState } from 'react';
import { IdpConsentScreen } from '../../screens/idp-consent/idp-consent-screen';
import { IdpLogoutScreen } from '../../screens/idp-logout/idp-logout-screen';
import { useThemingReady } from '../../frame/theming';
import { useHydrating } from '../../lib/use-hydrating';
import { ModeFrame } from '../mode-frame';
import { WidgetLoadingFrame } from '../widget-loading-frame';
import { WidgetRoot, type WidgetProps } from '../widget-root';
import { enScreens } from '../../messages/en-screens';
import { MessagesSection } from '../../messages/messages-section';

export interface IdentityProviderWidgetProps extends WidgetProps {
  /** The page's query string by default (read once, on the first render). */
  search?: string;
  /** Stytch's `authTokenParams`: a trusted auth token to exchange for a new session first (spec §4). */
  authTokenParams?: { trustedAuthToken: string; tokenProfileID: string };
  /** Where the browser is sent (the server's redirect URI); `window.location.assign` by default. */
  onRedirect?(url: string): void;
  enableShadowDOM?: boolean;
  /**
   * The second factors your login asks for (the login config's `mfaOptions`): a session that has
   * not met the policy steps up here (the MFA screens) before the app gets a code for it, or the
   * page refuses when it cannot be met. Without it, any session is accepted, as Stytch's UI does.
   */
  mfaOptions?: MfaOptions;
  /** How long a texted second factor's code lasts (the config's `otpOptions.expirationMinutes`). */
  otpExpirationMinutes?: number;
}

/**
 * The identity-provider mode (spec §2): the pages a third-party app's sign-in reaches. The query
 * string decides: `post_logout_redirect_uri` → the logout confirmation, anything else → the
 * authorize consent. Drop-in for Stytch's `<IdentityProvider>`.
 */
export function IdentityProviderWidget({ client, strings, messages, locale, dir, enableShadowDOM, ...props }: IdentityProviderWidgetProps) {
  return (
    <WidgetRoot client={client} shadow={enableShadowDOM === true} presentation={props.presentation} {...{ strings, messages, locale, dir }}>
      <MessagesSection english={enScreens}>
        <IdentityProviderScreens {...props} />
      </MessagesSection>
    </WidgetRoot>
  );
}

type ScreensProps = Omit<IdentityProviderWidgetProps, 'client' | 'strings' | 'messages' | 'locale' | 'enableShadowDOM'>;

/**
 * Without `search`, the parameters are the page's query string, which the server does not see:
 * the server's HTML and hydration then show the frame loading, and the mode starts once hydrated.
 */
function IdentityProviderScreens(props: ScreensProps) {
  const hydrating = useHydrating();
  // A themed page's frame keeps the server's theme until its chunk is here (frame/theming.tsx).
  const themeReady = useThemingReady(props.styles, props.presentation);
  return (hydrating || !themeReady) && props.search === undefined ? <WidgetLoadingFrame {...props} /> : <IdentityProviderFlow {...props} />;
}

function IdentityProviderFlow({
  search,
  authTokenParams,
  onRedirect,
  mfaOptions,
  otpExpirationMinutes,
  styles,
  presentation,
  callbacks,
  requestTimeoutMs,
  className,
}: ScreensProps) {
  const bootstrap = useBootstrap();
  const [params] = useState<IdpParams>(() => readIdpParams(search ?? window.location.search));
  const shared = {
    projectName: bootstrap.projectName ?? '',
    ...(callbacks && { callbacks }),
    ...(requestTimeoutMs !== undefined && { requestTimeoutMs }),
    ...(onRedirect && { onRedirect }),
  };
  return (
    <ModeFrame screen={params.mode === 'logout' ? 'IDPLogout' : 'IDPConsent'} {...{ styles, presentation, className }}>
      {params.mode === 'logout' ? (
        <IdpLogoutScreen params={params} {...shared} />
      ) : (
        <IdpConsentScreen
          params={params}
          {...shared}
          {...(mfaOptions && { mfaOptions })}
          {...(otpExpirationMinutes !== undefined && { otpExpirationMinutes })}
          {...(authTokenParams && {
            trustedAuthToken: { token: authTokenParams.trustedAuthToken, profileId: authTokenParams.tokenProfileID },
          })}
        />
      )}
    </ModeFrame>
  );
}
