import type { AccountSectionInput } from '@portico/core';
import { useBootstrap } from '@portico/core/react';
import type { ReactNode } from 'react';
import { WidgetFrame } from '../../frame/widget-frame';
import { MessagesSection, useMessages } from '../../messages';
import { enAccount } from '../../messages/en-account';
import { AccountPasswordSection } from '../../screens/account-password/account-password-section';
import { AccountProfileSection } from '../../screens/account-profile/account-profile-section';
import { EmailAddressesSection } from '../../screens/email-addresses/email-addresses-section';
import { PhoneNumbersSection } from '../../screens/phone-numbers/phone-numbers-section';
import { WidgetRoot, type WidgetProps } from '../widget-root';
import { accountStyles } from './account-styles';
import { enScreens } from '../../messages/en-screens';

/** What a section used alone takes: a widget's props, and the account's options that concern it. */
export interface AccountSectionWidgetProps extends WidgetProps {
  /** How long the session lasts after a step-up or a new password (minutes). */
  sessionDurationMinutes?: number;
  /** How long a code sent to the user lasts (minutes). */
  otpExpirationMinutes?: number;
  /** Renders the section in a shadow root of its own. */
  enableShadowDOM?: boolean;
}

export type AccountProfileProps = AccountSectionWidgetProps;
export type AccountEmailAddressesProps = AccountSectionWidgetProps;
export interface AccountPhoneNumbersProps extends AccountSectionWidgetProps {
  /** The country a new phone number's field starts with (ISO 3166 alpha-2, `US` by default). */
  regionCode?: string;
}
export type AccountPasswordProps = AccountSectionWidgetProps;

/** The options every section's hook takes used alone. */
type SectionOptions = AccountSectionInput & Pick<WidgetProps, 'callbacks' | 'requestTimeoutMs'>;

/**
 * One section in a widget of its own (`WidgetRoot`: the client, the words, the stylesheet or a
 * shadow root; the frame at the account page's width): the section loads the signed-in user itself.
 */
function StandaloneSection({
  client,
  strings,
  messages,
  locale,
  dir,
  enableShadowDOM,
  presentation,
  children,
  ...props
}: AccountSectionWidgetProps & { children(options: SectionOptions): ReactNode }) {
  return (
    <WidgetRoot client={client} shadow={enableShadowDOM === true} presentation={presentation} {...{ strings, messages, locale, dir }}>
      <MessagesSection english={enScreens}>
        <MessagesSection english={enAccount}>
          <SectionFrame {...props} {...(presentation && { presentation })}>
            {children}
          </SectionFrame>
        </MessagesSection>
      </MessagesSection>
    </WidgetRoot>
  );
}

function SectionFrame({
  sessionDurationMinutes,
  otpExpirationMinutes,
  styles,
  presentation,
  callbacks,
  requestTimeoutMs,
  className,
  children,
}: Omit<AccountSectionWidgetProps, 'client' | 'strings' | 'messages' | 'locale' | 'dir' | 'enableShadowDOM'> & {
  children(options: SectionOptions): ReactNode;
}) {
  const bootstrap = useBootstrap();
  const { locale } = useMessages();
  const options: SectionOptions = {
    ...(sessionDurationMinutes !== undefined && { sessionDurationMinutes }),
    ...(otpExpirationMinutes !== undefined && { otpExpirationMinutes }),
    ...(locale !== undefined && { locale }),
    ...(callbacks && { callbacks }),
    ...(requestTimeoutMs !== undefined && { requestTimeoutMs }),
  };
  return (
    <WidgetFrame
      styles={accountStyles(styles)}
      {...(presentation && { presentation })}
      {...(className && { className })}
      displayWatermark={bootstrap.displayWatermark}
      {...(bootstrap.projectName && { logoAlt: bootstrap.projectName })}
    >
      {children(options)}
    </WidgetFrame>
  );
}

/** The profile section alone (`AccountWidget.Profile`): the signed-in user's first and last name. */
export function AccountProfile(props: AccountProfileProps) {
  return <StandaloneSection {...props}>{(options) => <AccountProfileSection {...options} />}</StandaloneSection>;
}

/** The email addresses section alone (`AccountWidget.EmailAddresses`). */
export function AccountEmailAddresses(props: AccountEmailAddressesProps) {
  return <StandaloneSection {...props}>{(options) => <EmailAddressesSection {...options} />}</StandaloneSection>;
}

/** The phone numbers section alone (`AccountWidget.PhoneNumbers`). */
export function AccountPhoneNumbers({ regionCode, ...props }: AccountPhoneNumbersProps) {
  return (
    <StandaloneSection {...props}>
      {(options) => <PhoneNumbersSection {...options} {...(regionCode !== undefined && { regionCode })} />}
    </StandaloneSection>
  );
}

/** The password section alone (`AccountWidget.Password`). */
export function AccountPassword(props: AccountPasswordProps) {
  return <StandaloneSection {...props}>{(options) => <AccountPasswordSection {...options} />}</StandaloneSection>;
}
