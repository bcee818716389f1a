import type { LoginConfig, PasswordResetScreen } from '@portico/core';
import { readResetLink, useBootstrap, usePasswordReset, type UsePasswordResetResult } from '@portico/core/react';
import { Suspense, useState, type ReactNode } from 'react';
import { WidgetFrame } from '../../frame/widget-frame';
import { ErrorScreen } from '../../screens/error/error-screen';
import { PasswordResetFormScreen } from '../../screens/password-reset/password-reset-form-screen';
import { SuccessScreen } from '../../screens/success/success-screen';
import { PasskeyOffer } from '../lazy-screens';
import { ScreenLoading } from '../login-widget/screen-loading';
import { useHydrating } from '../../lib/use-hydrating';
import { useHasRendered } from '../use-has-rendered';
import { WidgetLoadingFrame } from '../widget-loading-frame';
import { WidgetRoot, type WidgetProps } from '../widget-root';

export interface ResetPasswordWidgetProps extends WidgetProps {
  /** The reset token; by default read from the page's `?token=` (with `stytch_token_type`). */
  passwordResetToken?: string;
  /**
   * Stytch's login config; the reset mode uses `sessionOptions`, `enableShadowDOM` and
   * `passkeyOptions.upgradeAfterLogin` (a passkey offered after the login, as in LoginWidget).
   */
  config?: Partial<LoginConfig>;
}

/**
 * The reset-password mode (spec §2, PasswordResetForm): the page a reset email links to. Drop-in
 * for Stytch's `<StytchPasswordReset>`.
 */
export function ResetPasswordWidget({ client, config, strings, messages, locale, dir, ...props }: ResetPasswordWidgetProps) {
  return (
    <WidgetRoot client={client} shadow={config?.enableShadowDOM === true} presentation={props.presentation} {...{ strings, messages, locale, dir }}>
      <ResetPasswordScreens {...props} {...(config && { config })} />
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
  return hydrating ? <WidgetLoadingFrame {...props} /> : <ResetPasswordFlow {...props} />;
}

function ResetPasswordFlow({
  passwordResetToken,
  config,
  styles,
  presentation,
  callbacks,
  requestTimeoutMs,
  className,
}: ScreensProps) {
  const bootstrap = useBootstrap();
  const [link] = useState(() => readResetLink(window.location.search));
  const reset = usePasswordReset({
    token: passwordResetToken ?? link.token,
    tokenType: link.tokenType ?? 'reset_password',
    ...(config?.sessionOptions && { sessionDurationMinutes: config.sessionOptions.sessionDurationMinutes }),
    ...(config?.passkeyOptions?.upgradeAfterLogin === true && { upgradeAfterLogin: true }),
    ...(callbacks && { callbacks }),
    ...(requestTimeoutMs !== undefined && { requestTimeoutMs }),
  });
  const Screen = SCREENS[reset.screen];
  const focusTitles = useHasRendered();
  return (
    <WidgetFrame
      data-screen={reset.screen}
      focusTitleOnMount={focusTitles}
      {...(styles && { styles })}
      {...(presentation && { presentation })}
      {...(className && { className })}
      displayWatermark={bootstrap.displayWatermark}
      {...(bootstrap.projectName && { logoAlt: bootstrap.projectName })}
    >
      <Suspense fallback={<ScreenLoading />}>
        <Screen reset={reset} passwordConfig={bootstrap.passwordConfig} />
      </Suspense>
    </WidgetFrame>
  );
}

type ScreenProps = { reset: UsePasswordResetResult; passwordConfig: ReturnType<typeof useBootstrap>['passwordConfig'] };

/** Every screen of the reset mode, each given its flow (exhaustive: no fallback). */
const SCREENS = {
  PasswordResetForm: ({ reset, passwordConfig }) => <PasswordResetFormScreen actorRef={reset.actorRef} passwordConfig={passwordConfig} />,
  PasskeyRegistrationStart: ({ reset }) => (reset.passkeyUpgradeRef ? <PasskeyOffer actorRef={reset.passkeyUpgradeRef} /> : <ScreenLoading />),
  PasswordConfirmation: () => <SuccessScreen />,
  Error: ({ reset }) => <ErrorScreen error={reset.error} />,
} satisfies Record<PasswordResetScreen, (props: ScreenProps) => ReactNode>;
