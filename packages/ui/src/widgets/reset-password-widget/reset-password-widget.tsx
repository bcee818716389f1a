import type { LoginConfig, MfaOptions, PasswordResetScreen } from '@portico/core';
import { readResetLink, useBootstrap, usePasswordReset, type UsePasswordResetResult } from '@portico/core/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AccountSwitchDeclinedScreen, AccountSwitchScreen } from '../../screens/account-switch/account-switch-screen';
import { ErrorScreen } from '../../screens/error/error-screen';
import { LinkConfirmScreen } from '../../screens/link-confirm/link-confirm-screen';
import { PasswordResetFormScreen } from '../../screens/password-reset/password-reset-form-screen';
import { SuccessScreen } from '../../screens/success/success-screen';
import { PasskeyOffer } from '../lazy-screens';
import { ScreenLoading } from '../login-widget/screen-loading';
import { useThemingReady } from '../../frame/theming';
import { useHydrating } from '../../lib/use-hydrating';
import { ModeFrame } from '../mode-frame';
import { WidgetLoadingFrame } from '../widget-loading-frame';
import { WidgetRoot, type WidgetProps } from '../widget-root';
import { enScreens } from '../../messages/en-screens';
import { MessagesSection } from '../../messages/messages-section';

// The second factor's screens, loaded only when a login needs one (mfaOptions).
const MfaScreen = lazy(() => import('../../screens/mfa/mfa-screen').then((module) => ({ default: module.MfaScreen })));

export interface ResetPasswordWidgetProps extends WidgetProps {
  /** The reset token; by default read from the page's `?token=` (with `stytch_token_type`), which is then taken out of the address bar. */
  passwordResetToken?: string;
  /**
   * Stytch's login config; the reset mode uses `sessionOptions`, `enableShadowDOM`,
   * `passkeyOptions.upgradeAfterLogin` (a passkey offered after the login, as in LoginWidget),
   * `mfaOptions` and `otpOptions.expirationMinutes` (the second factor).
   */
  config?: Partial<LoginConfig>;
  /**
   * Second factors after the reset's login, as in the login config (wins over `config.mfaOptions`):
   * the page asks for the authenticator app's code or a texted code, or enrols one, before the
   * login completes and `AUTHENTICATE_FLOW_COMPLETE` fires.
   */
  mfaOptions?: MfaOptions;
}

/**
 * The reset-password mode (spec §2, PasswordResetForm): the page a reset email links to. Drop-in
 * for Stytch's `<StytchPasswordReset>`. Its link signs in as the redirect page's do: a login link
 * this browser did not start asks 'Continue signing in', a link for another account than the
 * page's asks 'Switch accounts?', and `mfaOptions` steps up before the login completes.
 */
export function ResetPasswordWidget({ client, config, strings, messages, locale, dir, ...props }: ResetPasswordWidgetProps) {
  return (
    <WidgetRoot client={client} shadow={config?.enableShadowDOM === true} presentation={props.presentation} {...{ strings, messages, locale, dir }}>
      <MessagesSection english={enScreens}>
        <ResetPasswordScreens {...props} {...(config && { config })} />
      </MessagesSection>
    </WidgetRoot>
  );
}

type ScreensProps = Omit<ResetPasswordWidgetProps, 'client' | 'strings' | 'messages' | 'locale'>;

/**
 * The link's token type (and its token, unless the host passes it) is in the page's URL, which the
 * server does not see: the server's HTML and hydration show the frame loading, and the flow starts
 * once hydrated. Rendered only in the browser, it starts at once.
 */
function ResetPasswordScreens(props: ScreensProps) {
  const hydrating = useHydrating();
  // A themed page's frame keeps the server's theme until its chunk is here (frame/theming.tsx).
  const themeReady = useThemingReady(props.styles, props.presentation);
  return hydrating || !themeReady ? <WidgetLoadingFrame {...props} /> : <ResetPasswordFlow {...props} />;
}

function ResetPasswordFlow({
  passwordResetToken,
  config,
  mfaOptions,
  styles,
  presentation,
  callbacks,
  requestTimeoutMs,
  className,
}: ScreensProps) {
  const bootstrap = useBootstrap();
  const [link] = useState(() => readResetLink(window.location.search));
  const mfa = mfaOptions ?? config?.mfaOptions;
  const otpMinutes = config?.otpOptions?.expirationMinutes;
  const reset = usePasswordReset({
    token: passwordResetToken ?? link.token,
    tokenType: link.tokenType ?? 'reset_password',
    ...(config?.sessionOptions && { sessionDurationMinutes: config.sessionOptions.sessionDurationMinutes }),
    ...(config?.passkeyOptions?.upgradeAfterLogin === true && { upgradeAfterLogin: true }),
    ...(mfa && { mfaOptions: mfa }),
    ...(otpMinutes !== undefined && { otpExpirationMinutes: otpMinutes }),
    ...(callbacks && { callbacks }),
    ...(requestTimeoutMs !== undefined && { requestTimeoutMs }),
  });
  const Screen = SCREENS[reset.screen];
  return (
    <ModeFrame screen={reset.screen} {...{ styles, presentation, className }}>
      <Suspense fallback={<ScreenLoading />}>
        <Screen reset={reset} passwordConfig={bootstrap.passwordConfig} />
      </Suspense>
    </ModeFrame>
  );
}

type ScreenProps = { reset: UsePasswordResetResult; passwordConfig: ReturnType<typeof useBootstrap>['passwordConfig'] };

/** Every screen of the reset mode, each given its flow (exhaustive: no fallback). */
const SCREENS = {
  PasswordResetForm: ({ reset, passwordConfig }) => <PasswordResetFormScreen actorRef={reset.actorRef} passwordConfig={passwordConfig} />,
  LinkConfirm: ({ reset }) => (reset.linkConfirmRef ? <LinkConfirmScreen actorRef={reset.linkConfirmRef} /> : <ScreenLoading />),
  AccountSwitch: ({ reset }) =>
    reset.status === 'declined' && reset.switch ? (
      <AccountSwitchDeclinedScreen {...reset.switch} />
    ) : reset.accountSwitchRef ? (
      <AccountSwitchScreen actorRef={reset.accountSwitchRef} />
    ) : (
      <ScreenLoading />
    ),
  MFA: ({ reset }) => (reset.mfaRef ? <MfaScreen key={reset.mfaRef.id} actorRef={reset.mfaRef} /> : <ScreenLoading />),
  PasskeyRegistrationStart: ({ reset }) => (reset.passkeyUpgradeRef ? <PasskeyOffer actorRef={reset.passkeyUpgradeRef} /> : <ScreenLoading />),
  PasswordConfirmation: () => <SuccessScreen />,
  Error: ({ reset }) => <ErrorScreen error={reset.error} />,
} satisfies Record<PasswordResetScreen, (props: ScreenProps) => ReactNode>;
