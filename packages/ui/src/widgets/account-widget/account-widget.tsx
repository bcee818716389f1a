import { WidgetRoot, type WidgetProps } from '../widget-root';
import {
  AccountConnectedAccounts,
  AccountConnectedApps,
  AccountDeleteAccount,
  AccountDevices,
  AccountPasskeys,
  AccountTwoStep,
} from './account-access-sections';
import { AccountWidgetContent, type AccountOptions } from './account-screens';
import { AccountEmailAddresses, AccountPassword, AccountProfile, AccountPhoneNumbers } from './account-sections';
import { enScreens } from '../../messages/en-screens';
import { MessagesSection } from '../../messages/messages-section';

export { AccountFrame, AccountWidgetContent, type AccountContentProps, type AccountOptions } from './account-screens';

export interface AccountWidgetProps extends WidgetProps, AccountOptions {
  /** Renders the widget in a shadow root of its own. */
  enableShadowDOM?: boolean;
}

/**
 * The account mode (issue 37), for the signed-in user: who they are (their name and email at the
 * top) and every section of their account in order (`useAccount().sections`): the profile, email
 * addresses, phone numbers, password, connected accounts, passkeys, two-step verification, apps
 * with access and, with a `backend`, devices and deleting the account. Each section is also
 * exported for use alone (`AccountWidget.Profile`, or `AccountProfile`, …).
 */
function AccountWidgetRoot({ client, strings, messages, locale, dir, enableShadowDOM, ...props }: AccountWidgetProps) {
  return (
    <WidgetRoot client={client} shadow={enableShadowDOM === true} presentation={props.presentation} {...{ strings, messages, locale, dir }}>
      <MessagesSection english={enScreens}>
        <AccountWidgetContent {...props} />
      </MessagesSection>
    </WidgetRoot>
  );
}

/**
 * `<AccountWidget client={stytch} backend={backend} />`, and each section for use alone:
 * `AccountWidget.Profile`, `.EmailAddresses`, `.PhoneNumbers`, `.Password`, `.ConnectedAccounts`,
 * `.Passkeys`, `.TwoStep`, `.ConnectedApps`, `.Devices`, `.DeleteAccount` (the same as the named
 * exports `AccountProfile`, …, `AccountDeleteAccount`).
 */
export const AccountWidget = Object.assign(AccountWidgetRoot, {
  Profile: AccountProfile,
  EmailAddresses: AccountEmailAddresses,
  PhoneNumbers: AccountPhoneNumbers,
  Password: AccountPassword,
  ConnectedAccounts: AccountConnectedAccounts,
  Passkeys: AccountPasskeys,
  TwoStep: AccountTwoStep,
  ConnectedApps: AccountConnectedApps,
  Devices: AccountDevices,
  DeleteAccount: AccountDeleteAccount,
});
