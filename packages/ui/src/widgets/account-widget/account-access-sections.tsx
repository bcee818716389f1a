/**
 * The connected accounts, apps with access, devices, delete-account, passkeys and two-step
 * verification sections alone, each a widget of its own (a root: client, words, stylesheet or
 * shadow root; it loads the signed-in user), as account-sections.tsx has the profile, addresses
 * and password's. Apart from the sections' modules: the account's screens (account-screens.tsx,
 * which the user button's dialog loads on demand) import none of this, and so no widget root.
 */
import type { AccountBackend, DeleteAccountOutput, DevicesOutput, MfaOptions } from '@portico/core';
import { ConnectedAccountsSection } from '../../screens/connected-accounts/connected-accounts-section';
import { ConnectedAppsSection } from '../../screens/connected-apps/connected-apps-section';
import { DevicesSection } from '../../screens/devices/devices-section';
import { DeleteAccountSection } from '../../screens/delete-account/delete-account-section';
import { PasskeysSection } from '../../screens/passkey-registration-success/passkeys-section';
import { TwoStepSection } from '../../screens/second-factors/two-step-section';
import { AccountSectionRoot, useStandaloneOptions, type AccountSectionWidgetProps } from '../../screens/connected-accounts/section-root';

export interface AccountConnectedAccountsProps extends AccountSectionWidgetProps {
  /** The social logins the user may link ('Link Google'): the login config's provider types (`google`, `github`, …). */
  providers?: string[];
  /**
   * Where the provider sends the browser back after linking: a page that finishes the link with
   * `<UrlLoginWidget>` (or the redirect page's hook), then shows the account. Default: this page without its query.
   */
  linkRedirectUrl?: string;
}

/** The connected accounts section alone, in a widget of its own (it loads the signed-in user). */
export function AccountConnectedAccounts({ providers, linkRedirectUrl, callbacks, requestTimeoutMs, sessionDurationMinutes, otpExpirationMinutes, ...props }: AccountConnectedAccountsProps) {
  return (
    <AccountSectionRoot screen="AccountConnectedAccounts" {...props}>
      <StandaloneConnectedAccounts
        {...{ callbacks, requestTimeoutMs, sessionDurationMinutes, otpExpirationMinutes }}
        {...(providers && { providers })}
        {...(linkRedirectUrl !== undefined && { linkRedirectUrl })}
      />
    </AccountSectionRoot>
  );
}

function StandaloneConnectedAccounts({ providers, linkRedirectUrl, ...props }: Omit<AccountConnectedAccountsProps, 'client'>) {
  const options = useStandaloneOptions(props);
  return <ConnectedAccountsSection {...options} {...(providers && { providers })} {...(linkRedirectUrl !== undefined && { linkRedirectUrl })} />;
}

export type AccountConnectedAppsProps = AccountSectionWidgetProps;

/** The apps with access section alone, in a widget of its own (it loads the signed-in user and their apps). */
export function AccountConnectedApps({ callbacks, requestTimeoutMs, sessionDurationMinutes, otpExpirationMinutes, ...props }: AccountConnectedAppsProps) {
  return (
    <AccountSectionRoot screen="AccountConnectedApps" {...props}>
      <StandaloneConnectedApps {...{ callbacks, requestTimeoutMs, sessionDurationMinutes, otpExpirationMinutes }} />
    </AccountSectionRoot>
  );
}

function StandaloneConnectedApps(props: Omit<AccountConnectedAppsProps, 'client'>) {
  return <ConnectedAppsSection {...useStandaloneOptions(props)} />;
}

export interface AccountDevicesProps extends AccountSectionWidgetProps {
  /** The host's server side (`createAccountBackend({ url })`): the browser SDK cannot do this without it. */
  backend: AccountBackend;
  /** Called when the section ends (signing this device out ends it): the page is signed out. */
  onDone?(output: DevicesOutput): void;
}

/** The the devices the user is signed in on section alone, in a widget of its own (it loads the signed-in user), through the host's `backend`. */
export function AccountDevices({ backend, onDone, callbacks, requestTimeoutMs, sessionDurationMinutes, otpExpirationMinutes, ...props }: AccountDevicesProps) {
  return (
    <AccountSectionRoot screen="AccountDevices" {...props}>
      <StandaloneDevices backend={backend} {...(onDone && { onDone })} {...{ callbacks, requestTimeoutMs, sessionDurationMinutes, otpExpirationMinutes }} />
    </AccountSectionRoot>
  );
}

function StandaloneDevices({ backend, onDone, ...props }: Omit<AccountDevicesProps, 'client'>) {
  return <DevicesSection backend={backend} {...(onDone && { onDone })} {...useStandaloneOptions(props)} />;
}

export interface AccountDeleteAccountProps extends AccountSectionWidgetProps {
  /** The host's server side (`createAccountBackend({ url })`): the browser SDK cannot do this without it. */
  backend: AccountBackend;
  /** Called when the section ends (deleting the account ends it): the page is signed out. */
  onDone?(output: DeleteAccountOutput): void;
}

/** The deleting the account section alone, in a widget of its own (it loads the signed-in user), through the host's `backend`. */
export function AccountDeleteAccount({ backend, onDone, callbacks, requestTimeoutMs, sessionDurationMinutes, otpExpirationMinutes, ...props }: AccountDeleteAccountProps) {
  return (
    <AccountSectionRoot screen="AccountDeleteAccount" {...props}>
      <StandaloneDeleteAccount backend={backend} {...(onDone && { onDone })} {...{ callbacks, requestTimeoutMs, sessionDurationMinutes, otpExpirationMinutes }} />
    </AccountSectionRoot>
  );
}

function StandaloneDeleteAccount({ backend, onDone, ...props }: Omit<AccountDeleteAccountProps, 'client'>) {
  return <DeleteAccountSection backend={backend} {...(onDone && { onDone })} {...useStandaloneOptions(props)} />;
}

export type AccountPasskeysProps = AccountSectionWidgetProps;

/** The passkeys section alone, in a widget of its own (it loads the signed-in user; opens on their passkeys). */
export function AccountPasskeys({ callbacks, requestTimeoutMs, sessionDurationMinutes, otpExpirationMinutes, ...props }: AccountPasskeysProps) {
  return (
    <AccountSectionRoot screen="AccountPasskeys" {...props}>
      <StandalonePasskeys {...{ callbacks, requestTimeoutMs, sessionDurationMinutes, otpExpirationMinutes }} />
    </AccountSectionRoot>
  );
}

function StandalonePasskeys(props: Omit<AccountPasskeysProps, 'client'>) {
  return <PasskeysSection {...useStandaloneOptions(props)} />;
}

export interface AccountTwoStepProps extends AccountSectionWidgetProps {
  /**
   * The login config's `mfaOptions`: which second factors can be added (`methods`), and whether
   * one is required (`policy: 'required'`: the last one cannot be removed). Default: the
   * authenticator app and phone numbers, none required.
   */
  mfaOptions?: MfaOptions;
}

/** The two-step verification section alone, in a widget of its own (it loads the signed-in user). */
export function AccountTwoStep({ mfaOptions, callbacks, requestTimeoutMs, sessionDurationMinutes, otpExpirationMinutes, ...props }: AccountTwoStepProps) {
  return (
    <AccountSectionRoot screen="AccountTwoStep" {...props}>
      <StandaloneTwoStep {...(mfaOptions && { mfaOptions })} {...{ callbacks, requestTimeoutMs, sessionDurationMinutes, otpExpirationMinutes }} />
    </AccountSectionRoot>
  );
}

function StandaloneTwoStep({ mfaOptions, ...props }: Omit<AccountTwoStepProps, 'client'>) {
  return <TwoStepSection {...(mfaOptions && { mfaOptions })} {...useStandaloneOptions(props)} />;
}
