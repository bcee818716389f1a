import type { LastUsedStore, MfaOptions, UrlLoginOutput } from '@portico/core';
import { lazy, Suspense } from 'react';
import { useUrlLogin } from '@portico/core/react';
import { ScreenHeader } from '../../frame/screen-header';
import { MessagesSection, useMessages } from '../../messages';
import { enUrlLogin } from '../../messages/en-url-login';
import { Spinner } from '../../primitives/spinner';
import { AccountSwitchDeclinedScreen, AccountSwitchScreen } from '../../screens/account-switch/account-switch-screen';
import { ErrorScreen } from '../../screens/error/error-screen';
import { LinkConfirmScreen } from '../../screens/link-confirm/link-confirm-screen';
import { SuccessScreen } from '../../screens/success/success-screen';
import { ModeFrame } from '../mode-frame';
import { useHasRendered } from '../use-has-rendered';

// The second factor's screens, loaded only when a login needs one (mfaOptions).
const MfaScreen = lazy(() => import('../../screens/mfa/mfa-screen').then((module) => ({ default: module.MfaScreen })));
import { WidgetRoot, type WidgetProps } from '../widget-root';
import { enScreens } from '../../messages/en-screens';

export interface UrlLoginWidgetProps extends WidgetProps {
  /** Session length for the login (spec §9 default: 30 minutes). */
  sessionDurationMinutes?: number;
  /**
   * Second factors after the first, as in the login config (`mfaOptions`): the page asks for the
   * authenticator app's code or a texted code, or enrols one, before the login completes.
   */
  mfaOptions?: MfaOptions;
  /** How long a texted second factor's code lasts (the config's `otpOptions.expirationMinutes`). */
  otpExpirationMinutes?: number;
  /** The URL the browser came back on; the page's own by default. */
  href?: string;
  /**
   * Called once: signed in (with the result), the URL carried no token this page handles, or the
   * link was for another account than the page's and the user stayed (`declined`).
   */
  onDone?(output: UrlLoginOutput): void;
  /** The error screen's back button (e.g. to the login page). Without it the screen has none. */
  onBack?(): void;
  enableShadowDOM?: boolean;
  /** Where the login's method is kept for 'Last used' on the login page: `localStorage` by default; `null` keeps nothing. */
  lastUsed?: LastUsedStore | null;
}

/**
 * The redirect page of social sign-in, One Tap and magic links (the `loginRedirectURL` /
 * `signupRedirectURL` of the config): reads the token in the URL (`stytch_token_type` `oauth` or
 * `magic_links`), removes it from the address bar at once, signs in with it, and shows the
 * outcome. Stytch's UI leaves this page to the host; here it is one component (or `useUrlLogin`
 * for a custom page). A link this browser did not start, on a page nobody is signed in to, asks
 * 'Continue signing in' first (LinkConfirmScreen: a mail scanner or an attacker's link signs no
 * one in); a link for another account than the one signed in asks 'Switch accounts?'
 * (AccountSwitchScreen): never a silent replacement.
 */
export function UrlLoginWidget({ client, strings, messages, locale, dir, enableShadowDOM, ...props }: UrlLoginWidgetProps) {
  return (
    <WidgetRoot client={client} shadow={enableShadowDOM === true} presentation={props.presentation} {...{ strings, messages, locale, dir }}>
      <MessagesSection english={enScreens}>
        <MessagesSection english={enUrlLogin}>
          <UrlLoginScreens {...props} />
        </MessagesSection>
      </MessagesSection>
    </WidgetRoot>
  );
}

function UrlLoginScreens({
  sessionDurationMinutes,
  mfaOptions,
  otpExpirationMinutes,
  href,
  onDone,
  onBack,
  styles,
  presentation,
  callbacks,
  requestTimeoutMs,
  className,
  lastUsed,
}: Omit<UrlLoginWidgetProps, 'client' | 'strings' | 'messages' | 'locale' | 'enableShadowDOM'>) {
  const login = useUrlLogin({
    ...(href !== undefined && { href }),
    ...(sessionDurationMinutes !== undefined && { sessionDurationMinutes }),
    ...(mfaOptions && { mfaOptions }),
    ...(otpExpirationMinutes !== undefined && { otpExpirationMinutes }),
    ...(callbacks && { callbacks }),
    ...(requestTimeoutMs !== undefined && { requestTimeoutMs }),
    ...(onDone && { onDone }),
    ...(lastUsed !== undefined && { lastUsed }),
  });
  const rendered = useHasRendered();
  // The first render says 'Signing you in…' whatever the address holds: a server cannot read it,
  // and the browser's first render must draw what the server's HTML has (hydration).
  const status = rendered ? login.status : 'authenticating';
  return (
    <ModeFrame screen={`UrlLogin:${status}`} {...{ styles, presentation, className }}>
      {status === 'failed' ? (
        <ErrorScreen error={login.error} {...(onBack && { onBack })} />
      ) : status === 'secondFactor' ? (
        <Suspense fallback={<SigningIn />}>
          {login.mfaRef ? <MfaScreen key={login.mfaRef.id} actorRef={login.mfaRef} /> : <SigningIn />}
        </Suspense>
      ) : status === 'authenticated' ? (
        <SuccessScreen />
      ) : status === 'confirming' && login.linkConfirmRef ? (
        <LinkConfirmScreen actorRef={login.linkConfirmRef} />
      ) : (status === 'askingToSwitch' || status === 'switching') && login.accountSwitchRef ? (
        <AccountSwitchScreen actorRef={login.accountSwitchRef} />
      ) : status === 'declined' && login.switch ? (
        <AccountSwitchDeclinedScreen current={login.switch.current} next={login.switch.next} />
      ) : status === 'noToken' ? (
        <ErrorScreen error={{ type: 'url_token_missing' }} {...(onBack && { onBack })} />
      ) : (
        <SigningIn />
      )}
    </ModeFrame>
  );
}

/** 'Signing in…' while the token is spent (and while the second factor's screens load). */
function SigningIn() {
  const { t } = useMessages();
  return (
    <div role="status" className="pt:flex pt:flex-col pt:items-center pt:gap-stack">
      <ScreenHeader title={t('urlLogin.signingIn')} />
      <Spinner className="pt:size-6" />
    </div>
  );
}
