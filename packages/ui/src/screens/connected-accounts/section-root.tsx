import type { FlowCallbacks } from '@portico/core';
import { useBootstrap } from '@portico/core/react';
import type { ReactNode } from 'react';
import { WidgetFrame } from '../../frame/widget-frame';
import { MessagesSection, useMessages } from '../../messages';
import { enAccount } from '../../messages/en-account';
import { enAccountAccess } from '../../messages/en-account-access';
import { useHasRendered } from '../../widgets/use-has-rendered';
import type { AccountSectionWidgetProps } from '../../widgets/account-widget/account-sections';
import { accountStyles } from '../../widgets/account-widget/account-styles';
import { WidgetRoot, type WidgetProps } from '../../widgets/widget-root';
import { enScreens } from '../../messages/en-screens';

/** What every account section rendered alone takes: the account widget's sections' (`AccountProfile`, …). */
export type { AccountSectionWidgetProps };

/**
 * One account section alone, as a widget of its own: the client, the catalog (with the
 * account's words), the stylesheet (in a shadow root with `enableShadowDOM`) and the widget's
 * frame at the account page's width, its theme and watermark, as the account widget's own
 * sections alone have them. `children` starts the section's flow (its hook loads the user).
 */
export function AccountSectionRoot({
  client,
  strings,
  messages,
  locale,
  dir,
  enableShadowDOM,
  styles,
  presentation,
  className,
  screen,
  children,
}: Omit<AccountSectionWidgetProps, 'callbacks' | 'requestTimeoutMs' | 'sessionDurationMinutes' | 'otpExpirationMinutes'> & {
  /** `data-screen` of the frame (e2e tests and host styling): `AccountDevices`, …. */
  screen: string;
  children: ReactNode;
}) {
  return (
    <WidgetRoot client={client} shadow={enableShadowDOM === true} presentation={presentation} {...{ strings, messages, locale, dir }}>
      <MessagesSection english={enScreens}>
        <MessagesSection english={enAccount}>
          <MessagesSection english={enAccountAccess}>
            <SectionFrame screen={screen} {...(styles && { styles })} {...(presentation && { presentation })} {...(className && { className })}>
              {children}
            </SectionFrame>
          </MessagesSection>
        </MessagesSection>
      </MessagesSection>
    </WidgetRoot>
  );
}

function SectionFrame({ screen, styles, children, ...props }: Pick<WidgetProps, 'styles' | 'presentation' | 'className'> & { screen: string; children: ReactNode }) {
  const bootstrap = useBootstrap();
  // Screens shown after the first (a step-up, 'Create a Passkey') take the focus to their title.
  const focusTitles = useHasRendered();
  return (
    <WidgetFrame
      data-screen={screen}
      focusTitleOnMount={focusTitles}
      styles={accountStyles(styles)}
      displayWatermark={bootstrap.displayWatermark}
      {...(bootstrap.projectName && { logoAlt: bootstrap.projectName })}
      {...props}
    >
      {children}
    </WidgetFrame>
  );
}

/** A standalone section's hook options from its widget's props: the catalog's language (the codes sent), callbacks, the timeout, durations. */
export function useStandaloneOptions(props: {
  callbacks?: FlowCallbacks | undefined;
  requestTimeoutMs?: number | undefined;
  sessionDurationMinutes?: number | undefined;
  otpExpirationMinutes?: number | undefined;
}): { locale?: string; callbacks?: FlowCallbacks; requestTimeoutMs?: number; sessionDurationMinutes?: number; otpExpirationMinutes?: number } {
  const { locale } = useMessages();
  return {
    ...(locale !== undefined && { locale }),
    ...(props.callbacks && { callbacks: props.callbacks }),
    ...(props.requestTimeoutMs !== undefined && { requestTimeoutMs: props.requestTimeoutMs }),
    ...(props.sessionDurationMinutes !== undefined && { sessionDurationMinutes: props.sessionDurationMinutes }),
    ...(props.otpExpirationMinutes !== undefined && { otpExpirationMinutes: props.otpExpirationMinutes }),
  };
}
