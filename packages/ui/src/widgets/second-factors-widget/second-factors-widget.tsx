import type { MfaOptions } from '@portico/core';
import { useSecondFactors } from '@portico/core/react';
import { MessagesSection, useMessages } from '../../messages';
import { enSecondFactors } from '../../messages/en-second-factors';
import { SECOND_FACTORS_SCREEN_NAMES, SecondFactorsScreens } from '../../screens/second-factors/second-factors-screen';
import { ModeFrame } from '../mode-frame';
import { WidgetRoot, type WidgetProps } from '../widget-root';
import { enScreens } from '../../messages/en-screens';

export interface SecondFactorsWidgetProps extends WidgetProps {
  /**
   * The login config's `mfaOptions`: which second factors can be added (`methods`), and whether
   * one is required (`policy: 'required'`: the last one cannot be removed). Default: the
   * authenticator app and phone numbers, none required.
   */
  mfaOptions?: MfaOptions;
  /** How long the session lasts after a step-up (minutes; the login config's `sessionOptions`). */
  sessionDurationMinutes?: number;
  /** How long a texted code lasts (minutes; the login config's `otpOptions.expirationMinutes`). */
  otpExpirationMinutes?: number;
  /** Renders the widget in a shadow root of its own. */
  enableShadowDOM?: boolean;
}

/**
 * The second-factors mode, for the signed-in user: their authenticator app, phone numbers,
 * passkeys and recovery codes left; add an app or a phone number, get new recovery codes, remove
 * a second step (asked first). Adding, and a change the session needs a second factor for, show
 * the MFA screens, with 'Cancel' back to the list. Without a signed-in user it says so.
 */
export function SecondFactorsWidget({ client, strings, messages, locale, dir, enableShadowDOM, ...props }: SecondFactorsWidgetProps) {
  return (
    <WidgetRoot client={client} shadow={enableShadowDOM === true} presentation={props.presentation} {...{ strings, messages, locale, dir }}>
      <MessagesSection english={enScreens}>
        <MessagesSection english={enSecondFactors}>
          <SecondFactorsFrame {...props} />
        </MessagesSection>
      </MessagesSection>
    </WidgetRoot>
  );
}

function SecondFactorsFrame({
  mfaOptions,
  sessionDurationMinutes,
  otpExpirationMinutes,
  styles,
  presentation,
  callbacks,
  requestTimeoutMs,
  className,
}: Omit<SecondFactorsWidgetProps, 'client' | 'strings' | 'messages' | 'locale' | 'enableShadowDOM'>) {
  const { locale } = useMessages();
  const manager = useSecondFactors({
    ...(mfaOptions && { mfaOptions }),
    ...(sessionDurationMinutes !== undefined && { sessionDurationMinutes }),
    ...(otpExpirationMinutes !== undefined && { otpExpirationMinutes }),
    ...(locale !== undefined && { locale }),
    ...(callbacks && { callbacks }),
    ...(requestTimeoutMs !== undefined && { requestTimeoutMs }),
  });
  return (
    <ModeFrame screen={SECOND_FACTORS_SCREEN_NAMES[manager.status]} {...{ styles, presentation, className }}>
      <SecondFactorsScreens manager={manager} />
    </ModeFrame>
  );
}
