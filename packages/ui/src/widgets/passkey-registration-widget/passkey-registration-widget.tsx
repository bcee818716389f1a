import type { LoginConfig } from '@portico/core';
import { usePasskeyRegistrationSuccess } from '@portico/core/react';
import { MessagesSection, useMessages } from '../../messages';
import { enPasskeys } from '../../messages/en-passkeys';
import {
  PASSKEY_REGISTRATION_SCREEN_NAMES,
  PasskeyRegistrationScreens,
} from '../../screens/passkey-registration-success/passkey-registration-success-screen';
import { ModeFrame } from '../mode-frame';
import { WidgetRoot, type WidgetProps } from '../widget-root';
import { enScreens } from '../../messages/en-screens';

export interface PasskeyRegistrationWidgetProps extends WidgetProps {
  /**
   * Stytch's login config; this mode uses `sessionOptions`, `enableShadowDOM`, and
   * `otpOptions.expirationMinutes` for a code texted in a step-up.
   */
  config?: Partial<LoginConfig>;
}

/**
 * The passkey-registration mode (spec §2, §4, §6): for a signed-in user, PasskeyRegistrationStart
 * ('Create a Passkey' or 'Skip'), then PasskeyRegistrationSuccess (the user's passkeys, renamed
 * or deleted one at a time), then 'Done'. Without a signed-in user it shows the spec's error. When
 * Stytch wants a second factor in the session before the passkey (`insufficient_factors`), the
 * MFA screens ask for it (with 'Cancel'), then the passkey is created.
 * Drop-in for Stytch's `<StytchPasskeyRegistration>`.
 */
export function PasskeyRegistrationWidget({ client, config, strings, messages, locale, dir, ...props }: PasskeyRegistrationWidgetProps) {
  return (
    <WidgetRoot client={client} shadow={config?.enableShadowDOM === true} presentation={props.presentation} {...{ strings, messages, locale, dir }}>
      <MessagesSection english={enScreens}>
        <MessagesSection english={enPasskeys}>
          <PasskeyRegistrationFrame {...props} {...(config && { config })} />
        </MessagesSection>
      </MessagesSection>
    </WidgetRoot>
  );
}

function PasskeyRegistrationFrame({
  config,
  styles,
  presentation,
  callbacks,
  requestTimeoutMs,
  className,
}: Omit<PasskeyRegistrationWidgetProps, 'client' | 'strings' | 'messages' | 'locale'>) {
  const sessionDurationMinutes = config?.sessionOptions?.sessionDurationMinutes;
  const otpExpirationMinutes = config?.otpOptions?.expirationMinutes;
  const { locale } = useMessages();
  const manager = usePasskeyRegistrationSuccess({
    ...(sessionDurationMinutes !== undefined && { sessionDurationMinutes }),
    ...(otpExpirationMinutes !== undefined && { otpExpirationMinutes }),
    ...(locale !== undefined && { locale }),
    ...(callbacks && { callbacks }),
    ...(requestTimeoutMs !== undefined && { requestTimeoutMs }),
  });
  return (
    <ModeFrame screen={PASSKEY_REGISTRATION_SCREEN_NAMES[manager.status]} {...{ styles, presentation, className }}>
      <PasskeyRegistrationScreens manager={manager} />
    </ModeFrame>
  );
}
